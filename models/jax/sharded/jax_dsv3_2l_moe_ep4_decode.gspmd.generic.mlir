"builtin.module"() <{sym_name = "jit_decode"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 1 : i32}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 2 : i32}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 3 : i32}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 4 : i32}, {mhlo.sharding = "{replicated}"}], function_type = (tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<32x1xi32>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>, tensor<i32>) -> (tensor<32x1x129280xbf16>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>), res_attrs = [{jax.result_info = "result[0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][0][0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][0][1]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][1][0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][1][1]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg97: tensor<129280x7168xbf16>, %arg98: tensor<7168xbf16>, %arg99: tensor<7168xbf16>, %arg100: tensor<512xbf16>, %arg101: tensor<7168xbf16>, %arg102: tensor<1536xbf16>, %arg103: tensor<7168x32xbf16>, %arg104: tensor<2048x7168xbf16>, %arg105: tensor<7168x2048xbf16>, %arg106: tensor<7168x2048xbf16>, %arg107: tensor<32x2048x7168xbf16>, %arg108: tensor<32x7168x2048xbf16>, %arg109: tensor<32x7168x2048xbf16>, %arg110: tensor<7168x576xbf16>, %arg111: tensor<512x32768xbf16>, %arg112: tensor<16384x7168xbf16>, %arg113: tensor<7168x1536xbf16>, %arg114: tensor<1536x24576xbf16>, %arg115: tensor<7168xbf16>, %arg116: tensor<512xbf16>, %arg117: tensor<7168xbf16>, %arg118: tensor<1536xbf16>, %arg119: tensor<7168x32xbf16>, %arg120: tensor<2048x7168xbf16>, %arg121: tensor<7168x2048xbf16>, %arg122: tensor<7168x2048xbf16>, %arg123: tensor<32x2048x7168xbf16>, %arg124: tensor<32x7168x2048xbf16>, %arg125: tensor<32x7168x2048xbf16>, %arg126: tensor<7168x576xbf16>, %arg127: tensor<512x32768xbf16>, %arg128: tensor<16384x7168xbf16>, %arg129: tensor<7168x1536xbf16>, %arg130: tensor<1536x24576xbf16>, %arg131: tensor<7168x129280xbf16>, %arg132: tensor<32x1xi32>, %arg133: tensor<32x4096x512xbf16>, %arg134: tensor<32x4096x64xbf16>, %arg135: tensor<32x4096x512xbf16>, %arg136: tensor<32x4096x64xbf16>, %arg137: tensor<i32>):
    %662 = "stablehlo.custom_call"(%arg97) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<129280x7168xbf16>) -> tensor<129280x7168xbf16>
    %663 = "stablehlo.custom_call"(%662) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<129280x7168xbf16>) -> tensor<129280x7168xbf16>
    %664 = "stablehlo.custom_call"(%arg98) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %665 = "stablehlo.custom_call"(%664) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %666 = "stablehlo.custom_call"(%arg99) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %667 = "stablehlo.custom_call"(%666) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %668 = "stablehlo.custom_call"(%arg100) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %669 = "stablehlo.custom_call"(%668) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %670 = "stablehlo.custom_call"(%arg101) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %671 = "stablehlo.custom_call"(%670) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %672 = "stablehlo.custom_call"(%arg102) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %673 = "stablehlo.custom_call"(%672) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %674 = "stablehlo.custom_call"(%arg103) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %675 = "stablehlo.custom_call"(%674) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %676 = "stablehlo.custom_call"(%arg104) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %677 = "stablehlo.custom_call"(%676) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %678 = "stablehlo.custom_call"(%arg105) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %679 = "stablehlo.custom_call"(%678) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %680 = "stablehlo.custom_call"(%arg106) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %681 = "stablehlo.custom_call"(%680) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %682 = "stablehlo.custom_call"(%arg107) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x2048x7168xbf16>) -> tensor<32x2048x7168xbf16>
    %683 = "stablehlo.custom_call"(%682) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x2048x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %684 = "stablehlo.custom_call"(%arg108) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %685 = "stablehlo.custom_call"(%684) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %686 = "stablehlo.custom_call"(%arg109) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %687 = "stablehlo.custom_call"(%686) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %688 = "stablehlo.custom_call"(%arg110) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %689 = "stablehlo.custom_call"(%688) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %690 = "stablehlo.custom_call"(%arg111) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %691 = "stablehlo.custom_call"(%690) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %692 = "stablehlo.custom_call"(%arg112) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %693 = "stablehlo.custom_call"(%692) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %694 = "stablehlo.custom_call"(%arg113) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %695 = "stablehlo.custom_call"(%694) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %696 = "stablehlo.custom_call"(%arg114) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %697 = "stablehlo.custom_call"(%696) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %698 = "stablehlo.custom_call"(%arg115) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %699 = "stablehlo.custom_call"(%698) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %700 = "stablehlo.custom_call"(%arg116) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %701 = "stablehlo.custom_call"(%700) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %702 = "stablehlo.custom_call"(%arg117) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %703 = "stablehlo.custom_call"(%702) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %704 = "stablehlo.custom_call"(%arg118) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %705 = "stablehlo.custom_call"(%704) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %706 = "stablehlo.custom_call"(%arg119) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %707 = "stablehlo.custom_call"(%706) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %708 = "stablehlo.custom_call"(%arg120) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %709 = "stablehlo.custom_call"(%708) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %710 = "stablehlo.custom_call"(%arg121) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %711 = "stablehlo.custom_call"(%710) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %712 = "stablehlo.custom_call"(%arg122) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %713 = "stablehlo.custom_call"(%712) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %714 = "stablehlo.custom_call"(%arg123) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x2048x7168xbf16>) -> tensor<32x2048x7168xbf16>
    %715 = "stablehlo.custom_call"(%714) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x2048x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %716 = "stablehlo.custom_call"(%arg124) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %717 = "stablehlo.custom_call"(%716) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %718 = "stablehlo.custom_call"(%arg125) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %719 = "stablehlo.custom_call"(%718) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %720 = "stablehlo.custom_call"(%arg126) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %721 = "stablehlo.custom_call"(%720) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %722 = "stablehlo.custom_call"(%arg127) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %723 = "stablehlo.custom_call"(%722) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %724 = "stablehlo.custom_call"(%arg128) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %725 = "stablehlo.custom_call"(%724) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %726 = "stablehlo.custom_call"(%arg129) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %727 = "stablehlo.custom_call"(%726) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %728 = "stablehlo.custom_call"(%arg130) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %729 = "stablehlo.custom_call"(%728) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %730 = "stablehlo.custom_call"(%arg131) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<7168x129280xbf16>) -> tensor<7168x129280xbf16>
    %731 = "stablehlo.custom_call"(%730) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x129280xbf16>) -> tensor<7168x129280xbf16>
    %732 = "stablehlo.custom_call"(%arg132) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %733 = "stablehlo.custom_call"(%732) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x1xi32>) -> tensor<8x1xi32>
    %734 = "stablehlo.custom_call"(%arg133) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x4096x512xbf16>) -> tensor<32x4096x512xbf16>
    %735 = "stablehlo.custom_call"(%734) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x4096x512xbf16>) -> tensor<8x4096x512xbf16>
    %736 = "stablehlo.custom_call"(%arg134) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x4096x64xbf16>) -> tensor<32x4096x64xbf16>
    %737 = "stablehlo.custom_call"(%736) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x4096x64xbf16>) -> tensor<8x4096x64xbf16>
    %738 = "stablehlo.custom_call"(%arg135) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x4096x512xbf16>) -> tensor<32x4096x512xbf16>
    %739 = "stablehlo.custom_call"(%738) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x4096x512xbf16>) -> tensor<8x4096x512xbf16>
    %740 = "stablehlo.custom_call"(%arg136) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x4096x64xbf16>) -> tensor<32x4096x64xbf16>
    %741 = "stablehlo.custom_call"(%740) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x4096x64xbf16>) -> tensor<8x4096x64xbf16>
    %742 = "stablehlo.custom_call"(%arg137) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<i32>) -> tensor<i32>
    %743 = "stablehlo.custom_call"(%742) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<i32>) -> tensor<i32>
    %744:5 = "func.call"(%663, %665, %667, %669, %671, %673, %675, %677, %679, %681, %683, %685, %687, %689, %691, %693, %695, %697, %699, %701, %703, %705, %707, %709, %711, %713, %715, %717, %719, %721, %723, %725, %727, %729, %731, %733, %735, %737, %739, %741, %743) <{callee = @shmap_body}> : (tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<8x1xi32>, tensor<8x4096x512xbf16>, tensor<8x4096x64xbf16>, tensor<8x4096x512xbf16>, tensor<8x4096x64xbf16>, tensor<i32>) -> (tensor<8x1x129280xbf16>, tensor<8x4096x512xbf16>, tensor<8x4096x64xbf16>, tensor<8x4096x512xbf16>, tensor<8x4096x64xbf16>)
    %745 = "stablehlo.custom_call"(%744#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x1x129280xbf16>) -> tensor<8x1x129280xbf16>
    %746 = "stablehlo.custom_call"(%745) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x1x129280xbf16>) -> tensor<32x1x129280xbf16>
    %747 = "stablehlo.custom_call"(%744#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x4096x512xbf16>) -> tensor<8x4096x512xbf16>
    %748 = "stablehlo.custom_call"(%747) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x4096x512xbf16>) -> tensor<32x4096x512xbf16>
    %749 = "stablehlo.custom_call"(%744#2) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x4096x64xbf16>) -> tensor<8x4096x64xbf16>
    %750 = "stablehlo.custom_call"(%749) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x4096x64xbf16>) -> tensor<32x4096x64xbf16>
    %751 = "stablehlo.custom_call"(%744#3) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x4096x512xbf16>) -> tensor<8x4096x512xbf16>
    %752 = "stablehlo.custom_call"(%751) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x4096x512xbf16>) -> tensor<32x4096x512xbf16>
    %753 = "stablehlo.custom_call"(%744#4) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x4096x64xbf16>) -> tensor<8x4096x64xbf16>
    %754 = "stablehlo.custom_call"(%753) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x4096x64xbf16>) -> tensor<32x4096x64xbf16>
    "func.return"(%746, %748, %750, %752, %754) : (tensor<32x1x129280xbf16>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<8x1xi32>, tensor<8x4096x512xbf16>, tensor<8x4096x64xbf16>, tensor<8x4096x512xbf16>, tensor<8x4096x64xbf16>, tensor<i32>) -> (tensor<8x1x129280xbf16>, tensor<8x4096x512xbf16>, tensor<8x4096x64xbf16>, tensor<8x4096x512xbf16>, tensor<8x4096x64xbf16>), res_attrs = [{jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<129280x7168xbf16>, %arg19: tensor<7168xbf16>, %arg20: tensor<7168xbf16>, %arg21: tensor<512xbf16>, %arg22: tensor<7168xbf16>, %arg23: tensor<1536xbf16>, %arg24: tensor<7168x32xbf16>, %arg25: tensor<2048x7168xbf16>, %arg26: tensor<7168x2048xbf16>, %arg27: tensor<7168x2048xbf16>, %arg28: tensor<8x2048x7168xbf16>, %arg29: tensor<8x7168x2048xbf16>, %arg30: tensor<8x7168x2048xbf16>, %arg31: tensor<7168x576xbf16>, %arg32: tensor<512x32768xbf16>, %arg33: tensor<16384x7168xbf16>, %arg34: tensor<7168x1536xbf16>, %arg35: tensor<1536x24576xbf16>, %arg36: tensor<7168xbf16>, %arg37: tensor<512xbf16>, %arg38: tensor<7168xbf16>, %arg39: tensor<1536xbf16>, %arg40: tensor<7168x32xbf16>, %arg41: tensor<2048x7168xbf16>, %arg42: tensor<7168x2048xbf16>, %arg43: tensor<7168x2048xbf16>, %arg44: tensor<8x2048x7168xbf16>, %arg45: tensor<8x7168x2048xbf16>, %arg46: tensor<8x7168x2048xbf16>, %arg47: tensor<7168x576xbf16>, %arg48: tensor<512x32768xbf16>, %arg49: tensor<16384x7168xbf16>, %arg50: tensor<7168x1536xbf16>, %arg51: tensor<1536x24576xbf16>, %arg52: tensor<7168x129280xbf16>, %arg53: tensor<8x1xi32>, %arg54: tensor<8x4096x512xbf16>, %arg55: tensor<8x4096x64xbf16>, %arg56: tensor<8x4096x512xbf16>, %arg57: tensor<8x4096x64xbf16>, %arg58: tensor<i32>):
    %63 = "func.call"(%arg18, %arg53) <{callee = @_take}> : (tensor<129280x7168xbf16>, tensor<8x1xi32>) -> tensor<8x1x7168xbf16>
    %64 = "stablehlo.convert"(%63) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
    %65 = "stablehlo.multiply"(%64, %64) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %66 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.reduce"(%65, %66) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %661 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%661) : (tensor<f32>) -> ()
    }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %69 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %71 = "stablehlo.divide"(%68, %70) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %72 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %74 = "stablehlo.add"(%71, %73) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %75 = "stablehlo.rsqrt"(%74) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
    %77 = "stablehlo.multiply"(%64, %76) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %78 = "stablehlo.convert"(%77) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
    %79 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %81 = "stablehlo.multiply"(%78, %80) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %82 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %83 = "stablehlo.dot_general"(%81, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<8x1x1536xbf16>
    %84 = "stablehlo.convert"(%83) : (tensor<8x1x1536xbf16>) -> tensor<8x1x1536xf32>
    %85 = "stablehlo.multiply"(%84, %84) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
    %86 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.reduce"(%85, %86) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %660 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%660) : (tensor<f32>) -> ()
    }) : (tensor<8x1x1536xf32>, tensor<f32>) -> tensor<8x1xf32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %89 = "stablehlo.constant"() <{value = dense<1.536000e+03> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %91 = "stablehlo.divide"(%88, %90) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %92 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %94 = "stablehlo.add"(%91, %93) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %95 = "stablehlo.rsqrt"(%94) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x1536xf32>
    %97 = "stablehlo.multiply"(%84, %96) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
    %98 = "stablehlo.convert"(%97) : (tensor<8x1x1536xf32>) -> tensor<8x1x1536xbf16>
    %99 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1536xbf16>) -> tensor<1x1x1536xbf16>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<8x1x1536xbf16>
    %101 = "stablehlo.multiply"(%98, %100) : (tensor<8x1x1536xbf16>, tensor<8x1x1536xbf16>) -> tensor<8x1x1536xbf16>
    %102 = "stablehlo.dot_general"(%101, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<8x1x24576xbf16>
    %103 = "stablehlo.reshape"(%102) : (tensor<8x1x24576xbf16>) -> tensor<8x1x128x192xbf16>
    %104 = "stablehlo.slice"(%103) <{limit_indices = array<i64: 8, 1, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x128xbf16>
    %105 = "stablehlo.slice"(%103) <{limit_indices = array<i64: 8, 1, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x64xbf16>
    %106 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %107 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %109 = "stablehlo.multiply"(%108, %106) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %110 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %112 = "stablehlo.add"(%111, %109) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %113 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %115 = "stablehlo.divide"(%112, %114) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %116 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %118 = "stablehlo.power"(%117, %115) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %119 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %121 = "stablehlo.divide"(%120, %118) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %122 = "stablehlo.convert"(%82) : (tensor<1xi32>) -> tensor<1xf32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %124 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %125 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %126 = "stablehlo.multiply"(%125, %124) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %127 = "stablehlo.concatenate"(%126, %126) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
    %128 = "stablehlo.cosine"(%127) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %130 = "stablehlo.sine"(%127) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %132 = "stablehlo.slice"(%105) <{limit_indices = array<i64: 8, 1, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
    %133 = "stablehlo.slice"(%105) <{limit_indices = array<i64: 8, 1, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
    %134 = "stablehlo.negate"(%133) : (tensor<8x1x128x32xbf16>) -> tensor<8x1x128x32xbf16>
    %135 = "stablehlo.concatenate"(%134, %132) <{dimension = 3 : i64}> : (tensor<8x1x128x32xbf16>, tensor<8x1x128x32xbf16>) -> tensor<8x1x128x64xbf16>
    %136 = "stablehlo.convert"(%105) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
    %137 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
    %138 = "stablehlo.multiply"(%136, %137) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
    %139 = "stablehlo.convert"(%135) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
    %140 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
    %141 = "stablehlo.multiply"(%139, %140) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
    %142 = "stablehlo.add"(%138, %141) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
    %143 = "stablehlo.convert"(%142) : (tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xbf16>
    %144 = "stablehlo.dot_general"(%81, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x576xbf16>) -> tensor<8x1x576xbf16>
    %145 = "stablehlo.slice"(%144) <{limit_indices = array<i64: 8, 1, 512>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x512xbf16>
    %146 = "stablehlo.convert"(%145) : (tensor<8x1x512xbf16>) -> tensor<8x1x512xf32>
    %147 = "stablehlo.multiply"(%146, %146) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
    %148 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.reduce"(%147, %148) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %659 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%659) : (tensor<f32>) -> ()
    }) : (tensor<8x1x512xf32>, tensor<f32>) -> tensor<8x1xf32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %151 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %153 = "stablehlo.divide"(%150, %152) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %154 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %156 = "stablehlo.add"(%153, %155) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %157 = "stablehlo.rsqrt"(%156) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x512xf32>
    %159 = "stablehlo.multiply"(%146, %158) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
    %160 = "stablehlo.convert"(%159) : (tensor<8x1x512xf32>) -> tensor<8x1x512xbf16>
    %161 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<8x1x512xbf16>
    %163 = "stablehlo.multiply"(%160, %162) : (tensor<8x1x512xbf16>, tensor<8x1x512xbf16>) -> tensor<8x1x512xbf16>
    %164 = "stablehlo.slice"(%144) <{limit_indices = array<i64: 8, 1, 576>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x64xbf16>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x1x64xbf16>) -> tensor<8x1x1x64xbf16>
    %166 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %167 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %169 = "stablehlo.multiply"(%168, %166) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %170 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %172 = "stablehlo.add"(%171, %169) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %173 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %175 = "stablehlo.divide"(%172, %174) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %176 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %178 = "stablehlo.power"(%177, %175) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %179 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %181 = "stablehlo.divide"(%180, %178) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %182 = "stablehlo.convert"(%82) : (tensor<1xi32>) -> tensor<1xf32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %184 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %185 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %186 = "stablehlo.multiply"(%185, %184) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %187 = "stablehlo.concatenate"(%186, %186) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
    %188 = "stablehlo.cosine"(%187) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %190 = "stablehlo.sine"(%187) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %192 = "stablehlo.slice"(%165) <{limit_indices = array<i64: 8, 1, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
    %193 = "stablehlo.slice"(%165) <{limit_indices = array<i64: 8, 1, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
    %194 = "stablehlo.negate"(%193) : (tensor<8x1x1x32xbf16>) -> tensor<8x1x1x32xbf16>
    %195 = "stablehlo.concatenate"(%194, %192) <{dimension = 3 : i64}> : (tensor<8x1x1x32xbf16>, tensor<8x1x1x32xbf16>) -> tensor<8x1x1x64xbf16>
    %196 = "stablehlo.convert"(%165) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
    %197 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %198 = "stablehlo.multiply"(%196, %197) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %199 = "stablehlo.convert"(%195) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
    %200 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %201 = "stablehlo.multiply"(%199, %200) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %202 = "stablehlo.add"(%198, %201) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %203 = "stablehlo.convert"(%202) : (tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xbf16>
    %204 = "stablehlo.reshape"(%203) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x64xbf16>
    %205 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %206 = "stablehlo.compare"(%arg58, %205) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %207 = "stablehlo.constant"() <{value = dense<4096> : tensor<i32>}> : () -> tensor<i32>
    %208 = "stablehlo.add"(%arg58, %207) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %209 = "stablehlo.select"(%206, %208, %arg58) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %210 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %211 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %212 = "stablehlo.dynamic_update_slice"(%arg54, %163, %210, %209, %211) : (tensor<8x4096x512xbf16>, tensor<8x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4096x512xbf16>
    %213 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %214 = "stablehlo.compare"(%arg58, %213) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %215 = "stablehlo.constant"() <{value = dense<4096> : tensor<i32>}> : () -> tensor<i32>
    %216 = "stablehlo.add"(%arg58, %215) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %217 = "stablehlo.select"(%214, %216, %arg58) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %218 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %219 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %220 = "stablehlo.dynamic_update_slice"(%arg55, %204, %218, %217, %219) : (tensor<8x4096x64xbf16>, tensor<8x1x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4096x64xbf16>
    %221 = "stablehlo.reshape"(%arg32) : (tensor<512x32768xbf16>) -> tensor<512x128x256xbf16>
    %222 = "stablehlo.slice"(%221) <{limit_indices = array<i64: 512, 128, 128>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
    %223 = "stablehlo.dot_general"(%222, %104) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<512x128x128xbf16>, tensor<8x1x128x128xbf16>) -> tensor<128x512x8x1xbf16>
    %224 = "stablehlo.transpose"(%223) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x512x8x1xbf16>) -> tensor<8x1x128x512xbf16>
    %225 = "stablehlo.dot_general"(%212, %224) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4096x512xbf16>, tensor<8x1x128x512xbf16>) -> tensor<8x4096x1x128xbf16>
    %226 = "stablehlo.transpose"(%225) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x4096x1x128xbf16>) -> tensor<8x128x1x4096xbf16>
    %227 = "stablehlo.dot_general"(%220, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4096x64xbf16>, tensor<8x1x128x64xbf16>) -> tensor<8x4096x1x128xbf16>
    %228 = "stablehlo.transpose"(%227) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x4096x1x128xbf16>) -> tensor<8x128x1x4096xbf16>
    %229 = "stablehlo.add"(%226, %228) : (tensor<8x128x1x4096xbf16>, tensor<8x128x1x4096xbf16>) -> tensor<8x128x1x4096xbf16>
    %230 = "stablehlo.convert"(%229) : (tensor<8x128x1x4096xbf16>) -> tensor<8x128x1x4096xf32>
    %231 = "stablehlo.constant"() <{value = dense<1.920000e+02> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.sqrt"(%231) : (tensor<f32>) -> tensor<f32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1x4096xf32>
    %234 = "stablehlo.divide"(%230, %233) : (tensor<8x128x1x4096xf32>, tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
    %235 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4096xi32>
    %236 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4096xi32>
    %237 = "stablehlo.compare"(%235, %236) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4096xi1>) -> tensor<1x1x1x4096xi1>
    %239 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %240 = "func.call"(%238, %234, %239) <{callee = @_where_0}> : (tensor<1x1x1x4096xi1>, tensor<8x128x1x4096xf32>, tensor<f32>) -> tensor<8x128x1x4096xf32>
    %241 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.reduce"(%240, %241) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %658 = "stablehlo.maximum"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%658) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1x4096xf32>, tensor<f32>) -> tensor<8x128x1xf32>
    %243 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %245 = "stablehlo.maximum"(%244, %242) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x4096xf32>
    %248 = "stablehlo.subtract"(%240, %247) : (tensor<8x128x1x4096xf32>, tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
    %249 = "stablehlo.exponential"(%248) : (tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
    %250 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.reduce"(%249, %250) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %657 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%657) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1x4096xf32>, tensor<f32>) -> tensor<8x128x1xf32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x4096xf32>
    %254 = "stablehlo.divide"(%249, %253) : (tensor<8x128x1x4096xf32>, tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
    %255 = "stablehlo.convert"(%254) : (tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xbf16>
    %256 = "stablehlo.dot_general"(%212, %255) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4096x512xbf16>, tensor<8x128x1x4096xbf16>) -> tensor<8x512x128x1xbf16>
    %257 = "stablehlo.transpose"(%256) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x512x128x1xbf16>) -> tensor<8x1x128x512xbf16>
    %258 = "stablehlo.slice"(%221) <{limit_indices = array<i64: 512, 128, 256>, start_indices = array<i64: 0, 0, 128>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
    %259 = "stablehlo.dot_general"(%258, %257) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<512x128x128xbf16>, tensor<8x1x128x512xbf16>) -> tensor<128x128x8x1xbf16>
    %260 = "stablehlo.transpose"(%259) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x128x8x1xbf16>) -> tensor<8x1x128x128xbf16>
    %261 = "stablehlo.reshape"(%260) : (tensor<8x1x128x128xbf16>) -> tensor<8x1x16384xbf16>
    %262 = "stablehlo.dot_general"(%261, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<8x1x7168xbf16>
    %263 = "stablehlo.add"(%63, %262) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %264 = "stablehlo.convert"(%263) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
    %265 = "stablehlo.multiply"(%264, %264) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %266 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.reduce"(%265, %266) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %656 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%656) : (tensor<f32>) -> ()
    }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %269 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %271 = "stablehlo.divide"(%268, %270) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %272 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %274 = "stablehlo.add"(%271, %273) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %275 = "stablehlo.rsqrt"(%274) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
    %277 = "stablehlo.multiply"(%264, %276) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %278 = "stablehlo.convert"(%277) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
    %279 = "stablehlo.broadcast_in_dim"(%arg22) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %281 = "stablehlo.multiply"(%278, %280) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %282 = "stablehlo.dot_general"(%281, %arg26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
    %283 = "func.call"(%282) <{callee = @silu}> : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %284 = "stablehlo.dot_general"(%281, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
    %285 = "stablehlo.multiply"(%283, %284) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %286 = "stablehlo.dot_general"(%285, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x2048xbf16>, tensor<2048x7168xbf16>) -> tensor<8x1x7168xbf16>
    %287 = "stablehlo.reshape"(%281) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16>
    %288 = "stablehlo.dot_general"(%287, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168xbf16>, tensor<7168x32xbf16>) -> tensor<8x32xbf16>
    %289 = "stablehlo.convert"(%288) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %290 = "stablehlo.negate"(%289) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %291 = "stablehlo.exponential"(%290) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %292 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %294 = "stablehlo.add"(%293, %291) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %295 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %297 = "stablehlo.divide"(%296, %294) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %298:2 = "chlo.top_k"(%297) <{k = 8 : i64}> : (tensor<8x32xf32>) -> (tensor<8x8xf32>, tensor<8x8xi32>)
    %299 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %300 = "stablehlo.reduce"(%298#0, %299) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %655 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%655) : (tensor<f32>) -> ()
    }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %303 = "stablehlo.divide"(%298#0, %302) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %304 = "stablehlo.convert"(%303) : (tensor<8x8xf32>) -> tensor<8x8xbf16>
    %305 = "func.call"(%298#1) <{callee = @_one_hot}> : (tensor<8x8xi32>) -> tensor<8x8x32xi32>
    %306 = "stablehlo.reshape"(%305) : (tensor<8x8x32xi32>) -> tensor<64x32xi32>
    %307 = "func.call"(%306) <{callee = @cumsum}> : (tensor<64x32xi32>) -> tensor<64x32xi32>
    %308 = "stablehlo.reshape"(%307) : (tensor<64x32xi32>) -> tensor<8x8x32xi32>
    %309 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8x32xi32>
    %311 = "stablehlo.subtract"(%308, %310) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
    %312 = "stablehlo.multiply"(%311, %305) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
    %313 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %314 = "stablehlo.reduce"(%312, %313) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg81: tensor<i32>, %arg82: tensor<i32>):
      %654 = "stablehlo.add"(%arg81, %arg82) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%654) : (tensor<i32>) -> ()
    }) : (tensor<8x8x32xi32>, tensor<i32>) -> tensor<8x8xi32>
    %315 = "stablehlo.convert"(%305) : (tensor<8x8x32xi32>) -> tensor<8x8x32xbf16>
    %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x32xbf16>) -> tensor<8x8x32x1xbf16>
    %317 = "func.call"(%314) <{callee = @_one_hot_2}> : (tensor<8x8xi32>) -> tensor<8x8x4xbf16>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x8x4xbf16>) -> tensor<8x8x1x4xbf16>
    %319 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x32x1xbf16>) -> tensor<8x8x32x4xbf16>
    %320 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x1x4xbf16>) -> tensor<8x8x32x4xbf16>
    %321 = "stablehlo.multiply"(%319, %320) : (tensor<8x8x32x4xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xbf16>
    %322 = "stablehlo.convert"(%321) : (tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xf32>
    %323 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.reduce"(%322, %323) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %653 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%653) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32x4xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %325 = "stablehlo.convert"(%324) : (tensor<8x32x4xf32>) -> tensor<8x32x4xbf16>
    %326 = "stablehlo.dot_general"(%304, %321) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x32x4xbf16>
    %327 = "stablehlo.dot_general"(%325, %287) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32x4xbf16>, tensor<8x7168xbf16>) -> tensor<32x4x7168xbf16>
    %328 = "stablehlo.all_to_all"(%327) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
    %329 = "stablehlo.reshape"(%328) : (tensor<32x4x7168xbf16>) -> tensor<4x8x4x7168xbf16>
    %330 = "stablehlo.dot_general"(%arg29, %329) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
    %331 = "stablehlo.transpose"(%330) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
    %332 = "func.call"(%331) <{callee = @silu_3}> : (tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %333 = "stablehlo.dot_general"(%arg30, %329) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
    %334 = "stablehlo.transpose"(%333) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
    %335 = "stablehlo.multiply"(%332, %334) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %336 = "stablehlo.dot_general"(%arg28, %335) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x7168xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<8x7168x4x4xbf16>
    %337 = "stablehlo.transpose"(%336) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x7168x4x4xbf16>) -> tensor<4x8x4x7168xbf16>
    %338 = "stablehlo.reshape"(%337) : (tensor<4x8x4x7168xbf16>) -> tensor<32x4x7168xbf16>
    %339 = "stablehlo.all_to_all"(%338) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
    %340 = "stablehlo.dot_general"(%326, %339) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32x4xbf16>, tensor<32x4x7168xbf16>) -> tensor<8x7168xbf16>
    %341 = "stablehlo.reshape"(%340) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16>
    %342 = "stablehlo.add"(%286, %341) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %343 = "stablehlo.add"(%263, %342) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %344 = "stablehlo.convert"(%343) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
    %345 = "stablehlo.multiply"(%344, %344) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %346 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %347 = "stablehlo.reduce"(%345, %346) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %652 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%652) : (tensor<f32>) -> ()
    }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %349 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %351 = "stablehlo.divide"(%348, %350) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %352 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %354 = "stablehlo.add"(%351, %353) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %355 = "stablehlo.rsqrt"(%354) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
    %357 = "stablehlo.multiply"(%344, %356) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %358 = "stablehlo.convert"(%357) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
    %359 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %360 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %361 = "stablehlo.multiply"(%358, %360) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %362 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %363 = "stablehlo.dot_general"(%361, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<8x1x1536xbf16>
    %364 = "stablehlo.convert"(%363) : (tensor<8x1x1536xbf16>) -> tensor<8x1x1536xf32>
    %365 = "stablehlo.multiply"(%364, %364) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
    %366 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %367 = "stablehlo.reduce"(%365, %366) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %651 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%651) : (tensor<f32>) -> ()
    }) : (tensor<8x1x1536xf32>, tensor<f32>) -> tensor<8x1xf32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %369 = "stablehlo.constant"() <{value = dense<1.536000e+03> : tensor<f32>}> : () -> tensor<f32>
    %370 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %371 = "stablehlo.divide"(%368, %370) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %372 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %374 = "stablehlo.add"(%371, %373) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %375 = "stablehlo.rsqrt"(%374) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x1536xf32>
    %377 = "stablehlo.multiply"(%364, %376) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
    %378 = "stablehlo.convert"(%377) : (tensor<8x1x1536xf32>) -> tensor<8x1x1536xbf16>
    %379 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1536xbf16>) -> tensor<1x1x1536xbf16>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<8x1x1536xbf16>
    %381 = "stablehlo.multiply"(%378, %380) : (tensor<8x1x1536xbf16>, tensor<8x1x1536xbf16>) -> tensor<8x1x1536xbf16>
    %382 = "stablehlo.dot_general"(%381, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<8x1x24576xbf16>
    %383 = "stablehlo.reshape"(%382) : (tensor<8x1x24576xbf16>) -> tensor<8x1x128x192xbf16>
    %384 = "stablehlo.slice"(%383) <{limit_indices = array<i64: 8, 1, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x128xbf16>
    %385 = "stablehlo.slice"(%383) <{limit_indices = array<i64: 8, 1, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x64xbf16>
    %386 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %387 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %389 = "stablehlo.multiply"(%388, %386) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %390 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %392 = "stablehlo.add"(%391, %389) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %393 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %395 = "stablehlo.divide"(%392, %394) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %396 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %398 = "stablehlo.power"(%397, %395) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %399 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %401 = "stablehlo.divide"(%400, %398) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %402 = "stablehlo.convert"(%362) : (tensor<1xi32>) -> tensor<1xf32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %404 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %405 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %406 = "stablehlo.multiply"(%405, %404) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %407 = "stablehlo.concatenate"(%406, %406) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
    %408 = "stablehlo.cosine"(%407) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %410 = "stablehlo.sine"(%407) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %412 = "stablehlo.slice"(%385) <{limit_indices = array<i64: 8, 1, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
    %413 = "stablehlo.slice"(%385) <{limit_indices = array<i64: 8, 1, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
    %414 = "stablehlo.negate"(%413) : (tensor<8x1x128x32xbf16>) -> tensor<8x1x128x32xbf16>
    %415 = "stablehlo.concatenate"(%414, %412) <{dimension = 3 : i64}> : (tensor<8x1x128x32xbf16>, tensor<8x1x128x32xbf16>) -> tensor<8x1x128x64xbf16>
    %416 = "stablehlo.convert"(%385) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
    %417 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
    %418 = "stablehlo.multiply"(%416, %417) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
    %419 = "stablehlo.convert"(%415) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
    %420 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
    %421 = "stablehlo.multiply"(%419, %420) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
    %422 = "stablehlo.add"(%418, %421) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
    %423 = "stablehlo.convert"(%422) : (tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xbf16>
    %424 = "stablehlo.dot_general"(%361, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x576xbf16>) -> tensor<8x1x576xbf16>
    %425 = "stablehlo.slice"(%424) <{limit_indices = array<i64: 8, 1, 512>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x512xbf16>
    %426 = "stablehlo.convert"(%425) : (tensor<8x1x512xbf16>) -> tensor<8x1x512xf32>
    %427 = "stablehlo.multiply"(%426, %426) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
    %428 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %429 = "stablehlo.reduce"(%427, %428) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %650 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%650) : (tensor<f32>) -> ()
    }) : (tensor<8x1x512xf32>, tensor<f32>) -> tensor<8x1xf32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %431 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %433 = "stablehlo.divide"(%430, %432) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %434 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %435 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %436 = "stablehlo.add"(%433, %435) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %437 = "stablehlo.rsqrt"(%436) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x512xf32>
    %439 = "stablehlo.multiply"(%426, %438) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
    %440 = "stablehlo.convert"(%439) : (tensor<8x1x512xf32>) -> tensor<8x1x512xbf16>
    %441 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<8x1x512xbf16>
    %443 = "stablehlo.multiply"(%440, %442) : (tensor<8x1x512xbf16>, tensor<8x1x512xbf16>) -> tensor<8x1x512xbf16>
    %444 = "stablehlo.slice"(%424) <{limit_indices = array<i64: 8, 1, 576>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x64xbf16>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x1x64xbf16>) -> tensor<8x1x1x64xbf16>
    %446 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %447 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %448 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %449 = "stablehlo.multiply"(%448, %446) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %450 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %452 = "stablehlo.add"(%451, %449) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %453 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %455 = "stablehlo.divide"(%452, %454) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %456 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %458 = "stablehlo.power"(%457, %455) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %459 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %461 = "stablehlo.divide"(%460, %458) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %462 = "stablehlo.convert"(%362) : (tensor<1xi32>) -> tensor<1xf32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %464 = "stablehlo.broadcast_in_dim"(%461) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %465 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %466 = "stablehlo.multiply"(%465, %464) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %467 = "stablehlo.concatenate"(%466, %466) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
    %468 = "stablehlo.cosine"(%467) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %469 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %470 = "stablehlo.sine"(%467) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %472 = "stablehlo.slice"(%445) <{limit_indices = array<i64: 8, 1, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
    %473 = "stablehlo.slice"(%445) <{limit_indices = array<i64: 8, 1, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
    %474 = "stablehlo.negate"(%473) : (tensor<8x1x1x32xbf16>) -> tensor<8x1x1x32xbf16>
    %475 = "stablehlo.concatenate"(%474, %472) <{dimension = 3 : i64}> : (tensor<8x1x1x32xbf16>, tensor<8x1x1x32xbf16>) -> tensor<8x1x1x64xbf16>
    %476 = "stablehlo.convert"(%445) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
    %477 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %478 = "stablehlo.multiply"(%476, %477) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %479 = "stablehlo.convert"(%475) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
    %480 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %481 = "stablehlo.multiply"(%479, %480) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %482 = "stablehlo.add"(%478, %481) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %483 = "stablehlo.convert"(%482) : (tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xbf16>
    %484 = "stablehlo.reshape"(%483) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x64xbf16>
    %485 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %486 = "stablehlo.compare"(%arg58, %485) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %487 = "stablehlo.constant"() <{value = dense<4096> : tensor<i32>}> : () -> tensor<i32>
    %488 = "stablehlo.add"(%arg58, %487) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %489 = "stablehlo.select"(%486, %488, %arg58) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %490 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %491 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %492 = "stablehlo.dynamic_update_slice"(%arg56, %443, %490, %489, %491) : (tensor<8x4096x512xbf16>, tensor<8x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4096x512xbf16>
    %493 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %494 = "stablehlo.compare"(%arg58, %493) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %495 = "stablehlo.constant"() <{value = dense<4096> : tensor<i32>}> : () -> tensor<i32>
    %496 = "stablehlo.add"(%arg58, %495) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %497 = "stablehlo.select"(%494, %496, %arg58) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %498 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %499 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %500 = "stablehlo.dynamic_update_slice"(%arg57, %484, %498, %497, %499) : (tensor<8x4096x64xbf16>, tensor<8x1x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4096x64xbf16>
    %501 = "stablehlo.reshape"(%arg48) : (tensor<512x32768xbf16>) -> tensor<512x128x256xbf16>
    %502 = "stablehlo.slice"(%501) <{limit_indices = array<i64: 512, 128, 128>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
    %503 = "stablehlo.dot_general"(%502, %384) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<512x128x128xbf16>, tensor<8x1x128x128xbf16>) -> tensor<128x512x8x1xbf16>
    %504 = "stablehlo.transpose"(%503) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x512x8x1xbf16>) -> tensor<8x1x128x512xbf16>
    %505 = "stablehlo.dot_general"(%492, %504) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4096x512xbf16>, tensor<8x1x128x512xbf16>) -> tensor<8x4096x1x128xbf16>
    %506 = "stablehlo.transpose"(%505) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x4096x1x128xbf16>) -> tensor<8x128x1x4096xbf16>
    %507 = "stablehlo.dot_general"(%500, %423) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4096x64xbf16>, tensor<8x1x128x64xbf16>) -> tensor<8x4096x1x128xbf16>
    %508 = "stablehlo.transpose"(%507) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x4096x1x128xbf16>) -> tensor<8x128x1x4096xbf16>
    %509 = "stablehlo.add"(%506, %508) : (tensor<8x128x1x4096xbf16>, tensor<8x128x1x4096xbf16>) -> tensor<8x128x1x4096xbf16>
    %510 = "stablehlo.convert"(%509) : (tensor<8x128x1x4096xbf16>) -> tensor<8x128x1x4096xf32>
    %511 = "stablehlo.constant"() <{value = dense<1.920000e+02> : tensor<f32>}> : () -> tensor<f32>
    %512 = "stablehlo.sqrt"(%511) : (tensor<f32>) -> tensor<f32>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1x4096xf32>
    %514 = "stablehlo.divide"(%510, %513) : (tensor<8x128x1x4096xf32>, tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
    %515 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4096xi32>
    %516 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4096xi32>
    %517 = "stablehlo.compare"(%515, %516) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %518 = "stablehlo.broadcast_in_dim"(%517) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4096xi1>) -> tensor<1x1x1x4096xi1>
    %519 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %520 = "func.call"(%518, %514, %519) <{callee = @_where_0}> : (tensor<1x1x1x4096xi1>, tensor<8x128x1x4096xf32>, tensor<f32>) -> tensor<8x128x1x4096xf32>
    %521 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %522 = "stablehlo.reduce"(%520, %521) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %649 = "stablehlo.maximum"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%649) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1x4096xf32>, tensor<f32>) -> tensor<8x128x1xf32>
    %523 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %525 = "stablehlo.maximum"(%524, %522) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %526 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
    %527 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x4096xf32>
    %528 = "stablehlo.subtract"(%520, %527) : (tensor<8x128x1x4096xf32>, tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
    %529 = "stablehlo.exponential"(%528) : (tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
    %530 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %531 = "stablehlo.reduce"(%529, %530) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %648 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%648) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1x4096xf32>, tensor<f32>) -> tensor<8x128x1xf32>
    %532 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
    %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x4096xf32>
    %534 = "stablehlo.divide"(%529, %533) : (tensor<8x128x1x4096xf32>, tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
    %535 = "stablehlo.convert"(%534) : (tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xbf16>
    %536 = "stablehlo.dot_general"(%492, %535) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4096x512xbf16>, tensor<8x128x1x4096xbf16>) -> tensor<8x512x128x1xbf16>
    %537 = "stablehlo.transpose"(%536) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x512x128x1xbf16>) -> tensor<8x1x128x512xbf16>
    %538 = "stablehlo.slice"(%501) <{limit_indices = array<i64: 512, 128, 256>, start_indices = array<i64: 0, 0, 128>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
    %539 = "stablehlo.dot_general"(%538, %537) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<512x128x128xbf16>, tensor<8x1x128x512xbf16>) -> tensor<128x128x8x1xbf16>
    %540 = "stablehlo.transpose"(%539) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x128x8x1xbf16>) -> tensor<8x1x128x128xbf16>
    %541 = "stablehlo.reshape"(%540) : (tensor<8x1x128x128xbf16>) -> tensor<8x1x16384xbf16>
    %542 = "stablehlo.dot_general"(%541, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<8x1x7168xbf16>
    %543 = "stablehlo.add"(%343, %542) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %544 = "stablehlo.convert"(%543) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
    %545 = "stablehlo.multiply"(%544, %544) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %546 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %547 = "stablehlo.reduce"(%545, %546) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %647 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%647) : (tensor<f32>) -> ()
    }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
    %548 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %549 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
    %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %551 = "stablehlo.divide"(%548, %550) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %552 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %554 = "stablehlo.add"(%551, %553) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %555 = "stablehlo.rsqrt"(%554) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %556 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
    %557 = "stablehlo.multiply"(%544, %556) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %558 = "stablehlo.convert"(%557) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
    %559 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %561 = "stablehlo.multiply"(%558, %560) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %562 = "stablehlo.dot_general"(%561, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
    %563 = "func.call"(%562) <{callee = @silu}> : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %564 = "stablehlo.dot_general"(%561, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
    %565 = "stablehlo.multiply"(%563, %564) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %566 = "stablehlo.dot_general"(%565, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x2048xbf16>, tensor<2048x7168xbf16>) -> tensor<8x1x7168xbf16>
    %567 = "stablehlo.reshape"(%561) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16>
    %568 = "stablehlo.dot_general"(%567, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168xbf16>, tensor<7168x32xbf16>) -> tensor<8x32xbf16>
    %569 = "stablehlo.convert"(%568) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %570 = "stablehlo.negate"(%569) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %571 = "stablehlo.exponential"(%570) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %572 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %573 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %574 = "stablehlo.add"(%573, %571) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %575 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %577 = "stablehlo.divide"(%576, %574) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %578:2 = "chlo.top_k"(%577) <{k = 8 : i64}> : (tensor<8x32xf32>) -> (tensor<8x8xf32>, tensor<8x8xi32>)
    %579 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %580 = "stablehlo.reduce"(%578#0, %579) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %646 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%646) : (tensor<f32>) -> ()
    }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %581 = "stablehlo.broadcast_in_dim"(%580) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %582 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %583 = "stablehlo.divide"(%578#0, %582) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %584 = "stablehlo.convert"(%583) : (tensor<8x8xf32>) -> tensor<8x8xbf16>
    %585 = "func.call"(%578#1) <{callee = @_one_hot}> : (tensor<8x8xi32>) -> tensor<8x8x32xi32>
    %586 = "stablehlo.reshape"(%585) : (tensor<8x8x32xi32>) -> tensor<64x32xi32>
    %587 = "func.call"(%586) <{callee = @cumsum}> : (tensor<64x32xi32>) -> tensor<64x32xi32>
    %588 = "stablehlo.reshape"(%587) : (tensor<64x32xi32>) -> tensor<8x8x32xi32>
    %589 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8x32xi32>
    %591 = "stablehlo.subtract"(%588, %590) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
    %592 = "stablehlo.multiply"(%591, %585) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
    %593 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %594 = "stablehlo.reduce"(%592, %593) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg63: tensor<i32>, %arg64: tensor<i32>):
      %645 = "stablehlo.add"(%arg63, %arg64) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%645) : (tensor<i32>) -> ()
    }) : (tensor<8x8x32xi32>, tensor<i32>) -> tensor<8x8xi32>
    %595 = "stablehlo.convert"(%585) : (tensor<8x8x32xi32>) -> tensor<8x8x32xbf16>
    %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x32xbf16>) -> tensor<8x8x32x1xbf16>
    %597 = "func.call"(%594) <{callee = @_one_hot_2}> : (tensor<8x8xi32>) -> tensor<8x8x4xbf16>
    %598 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x8x4xbf16>) -> tensor<8x8x1x4xbf16>
    %599 = "stablehlo.broadcast_in_dim"(%596) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x32x1xbf16>) -> tensor<8x8x32x4xbf16>
    %600 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x1x4xbf16>) -> tensor<8x8x32x4xbf16>
    %601 = "stablehlo.multiply"(%599, %600) : (tensor<8x8x32x4xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xbf16>
    %602 = "stablehlo.convert"(%601) : (tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xf32>
    %603 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %604 = "stablehlo.reduce"(%602, %603) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %644 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%644) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32x4xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %605 = "stablehlo.convert"(%604) : (tensor<8x32x4xf32>) -> tensor<8x32x4xbf16>
    %606 = "stablehlo.dot_general"(%584, %601) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x32x4xbf16>
    %607 = "stablehlo.dot_general"(%605, %567) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32x4xbf16>, tensor<8x7168xbf16>) -> tensor<32x4x7168xbf16>
    %608 = "stablehlo.all_to_all"(%607) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
    %609 = "stablehlo.reshape"(%608) : (tensor<32x4x7168xbf16>) -> tensor<4x8x4x7168xbf16>
    %610 = "stablehlo.dot_general"(%arg45, %609) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
    %611 = "stablehlo.transpose"(%610) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
    %612 = "func.call"(%611) <{callee = @silu_3}> : (tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %613 = "stablehlo.dot_general"(%arg46, %609) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
    %614 = "stablehlo.transpose"(%613) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
    %615 = "stablehlo.multiply"(%612, %614) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %616 = "stablehlo.dot_general"(%arg44, %615) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x7168xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<8x7168x4x4xbf16>
    %617 = "stablehlo.transpose"(%616) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x7168x4x4xbf16>) -> tensor<4x8x4x7168xbf16>
    %618 = "stablehlo.reshape"(%617) : (tensor<4x8x4x7168xbf16>) -> tensor<32x4x7168xbf16>
    %619 = "stablehlo.all_to_all"(%618) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
    %620 = "stablehlo.dot_general"(%606, %619) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32x4xbf16>, tensor<32x4x7168xbf16>) -> tensor<8x7168xbf16>
    %621 = "stablehlo.reshape"(%620) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16>
    %622 = "stablehlo.add"(%566, %621) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %623 = "stablehlo.add"(%543, %622) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %624 = "stablehlo.convert"(%623) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
    %625 = "stablehlo.multiply"(%624, %624) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %626 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %627 = "stablehlo.reduce"(%625, %626) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %643 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%643) : (tensor<f32>) -> ()
    }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
    %628 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %629 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
    %630 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %631 = "stablehlo.divide"(%628, %630) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %632 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %633 = "stablehlo.broadcast_in_dim"(%632) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %634 = "stablehlo.add"(%631, %633) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %635 = "stablehlo.rsqrt"(%634) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %636 = "stablehlo.broadcast_in_dim"(%635) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
    %637 = "stablehlo.multiply"(%624, %636) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %638 = "stablehlo.convert"(%637) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
    %639 = "stablehlo.broadcast_in_dim"(%arg19) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %640 = "stablehlo.broadcast_in_dim"(%639) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %641 = "stablehlo.multiply"(%638, %640) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %642 = "stablehlo.dot_general"(%641, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x129280xbf16>) -> tensor<8x1x129280xbf16>
    "func.return"(%642, %212, %220, %492, %500) : (tensor<8x1x129280xbf16>, tensor<8x4096x512xbf16>, tensor<8x4096x64xbf16>, tensor<8x4096x512xbf16>, tensor<8x4096x64xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<129280x7168xbf16>, tensor<8x1xi32>) -> tensor<8x1x7168xbf16>, res_attrs = [{}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<129280x7168xbf16>, %arg15: tensor<8x1xi32>):
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x1xi32>
    %41 = "stablehlo.compare"(%arg15, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %42 = "stablehlo.constant"() <{value = dense<129280> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x1xi32>
    %44 = "stablehlo.add"(%arg15, %43) : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %45 = "func.call"(%41, %44, %arg15) <{callee = @_where}> : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %47 = "stablehlo.constant"() <{value = dense<129279> : tensor<1xi32>}> : () -> tensor<1xi32>
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x1x1xi32>
    %50 = "stablehlo.compare"(%46, %49) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %51 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %53 = "stablehlo.compare"(%46, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %54 = "stablehlo.and"(%50, %53) : (tensor<8x1x1xi1>, tensor<8x1x1xi1>) -> tensor<8x1x1xi1>
    %55 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %56 = "stablehlo.reduce"(%54, %55) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg16: tensor<i1>, %arg17: tensor<i1>):
      %62 = "stablehlo.and"(%arg16, %arg17) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%62) : (tensor<i1>) -> ()
    }) : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %57 = "stablehlo.gather"(%arg14, %46) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 7168>}> : (tensor<129280x7168xbf16>, tensor<8x1x1xi32>) -> tensor<8x1x7168xbf16>
    %58 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xi1>) -> tensor<8x1x7168xi1>
    %59 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x1x7168xbf16>
    %61 = "stablehlo.select"(%58, %57, %60) : (tensor<8x1x7168xi1>, tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    "func.return"(%61) : (tensor<8x1x7168xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<8x1xi1>, %arg12: tensor<8x1xi32>, %arg13: tensor<8x1xi32>):
    %38 = "stablehlo.select"(%arg11, %arg12, %arg13) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    "func.return"(%38) : (tensor<8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x1x4096xi1>, tensor<8x128x1x4096xf32>, tensor<f32>) -> tensor<8x128x1x4096xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<1x1x1x4096xi1>, %arg9: tensor<8x128x1x4096xf32>, %arg10: tensor<f32>):
    %35 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4096xi1>) -> tensor<8x128x1x4096xi1>
    %36 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1x4096xf32>
    %37 = "stablehlo.select"(%35, %arg9, %36) : (tensor<8x128x1x4096xi1>, tensor<8x128x1x4096xf32>, tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
    "func.return"(%37) : (tensor<8x128x1x4096xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>, res_attrs = [{}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<8x1x2048xbf16>):
    %26 = "stablehlo.negate"(%arg7) : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %27 = "stablehlo.exponential"(%26) : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %28 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x1x2048xbf16>
    %30 = "stablehlo.add"(%29, %27) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %31 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x1x2048xbf16>
    %33 = "stablehlo.divide"(%32, %30) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %34 = "stablehlo.multiply"(%arg7, %33) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    "func.return"(%34) : (tensor<8x1x2048xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x8xi32>) -> tensor<8x8x32xi32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<8x8xi32>):
    %20 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
    %21 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x32xi32>
    %22 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xi32>) -> tensor<8x8x32xi32>
    %23 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xi32>) -> tensor<8x8x32xi32>
    %24 = "stablehlo.compare"(%22, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi1>
    %25 = "stablehlo.convert"(%24) : (tensor<8x8x32xi1>) -> tensor<8x8x32xi32>
    "func.return"(%25) : (tensor<8x8x32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<64x32xi32>) -> tensor<64x32xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<64x32xi32>):
    %19 = "func.call"(%arg5) <{callee = @cumsum_1}> : (tensor<64x32xi32>) -> tensor<64x32xi32>
    "func.return"(%19) : (tensor<64x32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<64x32xi32>) -> tensor<64x32xi32>, sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<64x32xi32>):
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %17 = "stablehlo.reduce_window"(%arg2, %16) <{base_dilations = array<i64: 1, 1>, padding = dense<[[63, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 64, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %18 = "stablehlo.add"(%arg3, %arg4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%18) : (tensor<i32>) -> ()
    }) : (tensor<64x32xi32>, tensor<i32>) -> tensor<64x32xi32>
    "func.return"(%17) : (tensor<64x32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x8xi32>) -> tensor<8x8x4xbf16>, res_attrs = [{}], sym_name = "_one_hot_2", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<8x8xi32>):
    %9 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
    %10 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x4xi32>
    %11 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xi32>) -> tensor<8x8x4xi32>
    %12 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4xi32>) -> tensor<8x8x4xi32>
    %13 = "stablehlo.compare"(%11, %12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x8x4xi32>, tensor<8x8x4xi32>) -> tensor<8x8x4xi1>
    %14 = "stablehlo.convert"(%13) : (tensor<8x8x4xi1>) -> tensor<8x8x4xbf16>
    "func.return"(%14) : (tensor<8x8x4xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>, res_attrs = [{}], sym_name = "silu_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x8x4x2048xbf16>):
    %0 = "stablehlo.negate"(%arg0) : (tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %1 = "stablehlo.exponential"(%0) : (tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x4x2048xbf16>
    %4 = "stablehlo.add"(%3, %1) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x4x2048xbf16>
    %7 = "stablehlo.divide"(%6, %4) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %8 = "stablehlo.multiply"(%arg0, %7) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    "func.return"(%8) : (tensor<4x8x4x2048xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
