"builtin.module"() <{sym_name = "jit_decode"}> ({
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 1 : i32}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 2 : i32}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 3 : i32}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 4 : i32}, {mhlo.sharding = "{replicated}"}], function_type = (tensor<i32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<32x1xi32>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>, tensor<i32>) -> (tensor<32x1x129280xbf16>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>), res_attrs = [{jax.result_info = "result[0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][0][0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][0][1]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][1][0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][1][1]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg117: tensor<i32>, %arg118: tensor<129280x7168xbf16>, %arg119: tensor<7168xbf16>, %arg120: tensor<7168xbf16>, %arg121: tensor<512xbf16>, %arg122: tensor<7168xbf16>, %arg123: tensor<1536xbf16>, %arg124: tensor<7168x32xbf16>, %arg125: tensor<2048x7168xbf16>, %arg126: tensor<7168x2048xbf16>, %arg127: tensor<7168x2048xbf16>, %arg128: tensor<32x2048x7168xbf16>, %arg129: tensor<32x7168x2048xbf16>, %arg130: tensor<32x7168x2048xbf16>, %arg131: tensor<7168x576xbf16>, %arg132: tensor<512x32768xbf16>, %arg133: tensor<16384x7168xbf16>, %arg134: tensor<7168x1536xbf16>, %arg135: tensor<1536x24576xbf16>, %arg136: tensor<7168xbf16>, %arg137: tensor<512xbf16>, %arg138: tensor<7168xbf16>, %arg139: tensor<1536xbf16>, %arg140: tensor<7168x32xbf16>, %arg141: tensor<2048x7168xbf16>, %arg142: tensor<7168x2048xbf16>, %arg143: tensor<7168x2048xbf16>, %arg144: tensor<32x2048x7168xbf16>, %arg145: tensor<32x7168x2048xbf16>, %arg146: tensor<32x7168x2048xbf16>, %arg147: tensor<7168x576xbf16>, %arg148: tensor<512x32768xbf16>, %arg149: tensor<16384x7168xbf16>, %arg150: tensor<7168x1536xbf16>, %arg151: tensor<1536x24576xbf16>, %arg152: tensor<7168x129280xbf16>, %arg153: tensor<32x1xi32>, %arg154: tensor<32x?x512xbf16>, %arg155: tensor<32x?x64xbf16>, %arg156: tensor<32x?x512xbf16>, %arg157: tensor<32x?x64xbf16>, %arg158: tensor<i32>):
    %644 = "stablehlo.constant"() <{value = dense<64> : tensor<1xi32>}> : () -> tensor<1xi32>
    %645 = "stablehlo.constant"() <{value = dense<8> : tensor<1xi32>}> : () -> tensor<1xi32>
    %646 = "stablehlo.constant"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %647 = "stablehlo.constant"() <{value = dense<32> : tensor<1xi32>}> : () -> tensor<1xi32>
    %648 = "stablehlo.custom_call"(%arg118) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<129280x7168xbf16>) -> tensor<129280x7168xbf16>
    %649 = "stablehlo.custom_call"(%648) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<129280x7168xbf16>) -> tensor<129280x7168xbf16>
    %650 = "stablehlo.custom_call"(%arg119) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %651 = "stablehlo.custom_call"(%650) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %652 = "stablehlo.custom_call"(%arg120) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %653 = "stablehlo.custom_call"(%652) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %654 = "stablehlo.custom_call"(%arg121) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %655 = "stablehlo.custom_call"(%654) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %656 = "stablehlo.custom_call"(%arg122) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %657 = "stablehlo.custom_call"(%656) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %658 = "stablehlo.custom_call"(%arg123) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %659 = "stablehlo.custom_call"(%658) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %660 = "stablehlo.custom_call"(%arg124) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %661 = "stablehlo.custom_call"(%660) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %662 = "stablehlo.custom_call"(%arg125) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %663 = "stablehlo.custom_call"(%662) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %664 = "stablehlo.custom_call"(%arg126) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %665 = "stablehlo.custom_call"(%664) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %666 = "stablehlo.custom_call"(%arg127) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %667 = "stablehlo.custom_call"(%666) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %668 = "stablehlo.custom_call"(%arg128) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x2048x7168xbf16>) -> tensor<32x2048x7168xbf16>
    %669 = "stablehlo.custom_call"(%668) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<32x2048x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %670 = "stablehlo.custom_call"(%arg129) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %671 = "stablehlo.custom_call"(%670) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<32x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %672 = "stablehlo.custom_call"(%arg130) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %673 = "stablehlo.custom_call"(%672) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<32x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %674 = "stablehlo.custom_call"(%arg131) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %675 = "stablehlo.custom_call"(%674) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %676 = "stablehlo.custom_call"(%arg132) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %677 = "stablehlo.custom_call"(%676) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %678 = "stablehlo.custom_call"(%arg133) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %679 = "stablehlo.custom_call"(%678) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %680 = "stablehlo.custom_call"(%arg134) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %681 = "stablehlo.custom_call"(%680) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %682 = "stablehlo.custom_call"(%arg135) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %683 = "stablehlo.custom_call"(%682) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %684 = "stablehlo.custom_call"(%arg136) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %685 = "stablehlo.custom_call"(%684) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %686 = "stablehlo.custom_call"(%arg137) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %687 = "stablehlo.custom_call"(%686) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<512xbf16>) -> tensor<512xbf16>
    %688 = "stablehlo.custom_call"(%arg138) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %689 = "stablehlo.custom_call"(%688) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168xbf16>) -> tensor<7168xbf16>
    %690 = "stablehlo.custom_call"(%arg139) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %691 = "stablehlo.custom_call"(%690) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<1536xbf16>) -> tensor<1536xbf16>
    %692 = "stablehlo.custom_call"(%arg140) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %693 = "stablehlo.custom_call"(%692) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
    %694 = "stablehlo.custom_call"(%arg141) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %695 = "stablehlo.custom_call"(%694) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
    %696 = "stablehlo.custom_call"(%arg142) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %697 = "stablehlo.custom_call"(%696) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %698 = "stablehlo.custom_call"(%arg143) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %699 = "stablehlo.custom_call"(%698) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
    %700 = "stablehlo.custom_call"(%arg144) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x2048x7168xbf16>) -> tensor<32x2048x7168xbf16>
    %701 = "stablehlo.custom_call"(%700) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<32x2048x7168xbf16>) -> tensor<8x2048x7168xbf16>
    %702 = "stablehlo.custom_call"(%arg145) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %703 = "stablehlo.custom_call"(%702) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<32x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %704 = "stablehlo.custom_call"(%arg146) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x7168x2048xbf16>) -> tensor<32x7168x2048xbf16>
    %705 = "stablehlo.custom_call"(%704) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<32x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
    %706 = "stablehlo.custom_call"(%arg147) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %707 = "stablehlo.custom_call"(%706) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
    %708 = "stablehlo.custom_call"(%arg148) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %709 = "stablehlo.custom_call"(%708) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
    %710 = "stablehlo.custom_call"(%arg149) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %711 = "stablehlo.custom_call"(%710) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
    %712 = "stablehlo.custom_call"(%arg150) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %713 = "stablehlo.custom_call"(%712) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
    %714 = "stablehlo.custom_call"(%arg151) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %715 = "stablehlo.custom_call"(%714) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
    %716 = "stablehlo.custom_call"(%arg152) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<7168x129280xbf16>) -> tensor<7168x129280xbf16>
    %717 = "stablehlo.custom_call"(%716) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<7168x129280xbf16>) -> tensor<7168x129280xbf16>
    %718 = "stablehlo.custom_call"(%arg153) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %719 = "stablehlo.custom_call"(%718) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<32x1xi32>) -> tensor<8x1xi32>
    %720 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %721 = "stablehlo.concatenate"(%647, %720, %646) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %722 = "stablehlo.custom_call"(%arg154, %721) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x?x512xbf16>, tensor<3xi32>) -> tensor<32x?x512xbf16>
    %723 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %724 = "stablehlo.concatenate"(%645, %723, %646) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %725 = "stablehlo.custom_call"(%722, %724) <{call_target_name = "SPMDFullToShardShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<32x?x512xbf16>, tensor<3xi32>) -> tensor<8x?x512xbf16>
    %726 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %727 = "stablehlo.concatenate"(%647, %726, %644) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %728 = "stablehlo.custom_call"(%arg155, %727) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x?x64xbf16>, tensor<3xi32>) -> tensor<32x?x64xbf16>
    %729 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %730 = "stablehlo.concatenate"(%645, %729, %644) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %731 = "stablehlo.custom_call"(%728, %730) <{call_target_name = "SPMDFullToShardShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<32x?x64xbf16>, tensor<3xi32>) -> tensor<8x?x64xbf16>
    %732 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %733 = "stablehlo.concatenate"(%647, %732, %646) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %734 = "stablehlo.custom_call"(%arg156, %733) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x?x512xbf16>, tensor<3xi32>) -> tensor<32x?x512xbf16>
    %735 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %736 = "stablehlo.concatenate"(%645, %735, %646) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %737 = "stablehlo.custom_call"(%734, %736) <{call_target_name = "SPMDFullToShardShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<32x?x512xbf16>, tensor<3xi32>) -> tensor<8x?x512xbf16>
    %738 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %739 = "stablehlo.concatenate"(%647, %738, %644) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %740 = "stablehlo.custom_call"(%arg157, %739) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<32x?x64xbf16>, tensor<3xi32>) -> tensor<32x?x64xbf16>
    %741 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %742 = "stablehlo.concatenate"(%645, %741, %644) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %743 = "stablehlo.custom_call"(%740, %742) <{call_target_name = "SPMDFullToShardShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<32x?x64xbf16>, tensor<3xi32>) -> tensor<8x?x64xbf16>
    %744 = "stablehlo.custom_call"(%arg158) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<i32>) -> tensor<i32>
    %745 = "stablehlo.custom_call"(%744) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<i32>) -> tensor<i32>
    %746:5 = "func.call"(%arg117, %649, %651, %653, %655, %657, %659, %661, %663, %665, %667, %669, %671, %673, %675, %677, %679, %681, %683, %685, %687, %689, %691, %693, %695, %697, %699, %701, %703, %705, %707, %709, %711, %713, %715, %717, %719, %725, %731, %737, %743, %745) <{callee = @shmap_body}> : (tensor<i32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<8x1xi32>, tensor<8x?x512xbf16>, tensor<8x?x64xbf16>, tensor<8x?x512xbf16>, tensor<8x?x64xbf16>, tensor<i32>) -> (tensor<8x1x129280xbf16>, tensor<8x?x512xbf16>, tensor<8x?x64xbf16>, tensor<8x?x512xbf16>, tensor<8x?x64xbf16>)
    %747 = "stablehlo.custom_call"(%746#0) <{call_target_name = "Sharding"}> {mhlo.sharding = "{manual}"} : (tensor<8x1x129280xbf16>) -> tensor<8x1x129280xbf16>
    %748 = "stablehlo.custom_call"(%747) <{call_target_name = "SPMDShardToFullShape"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x1x129280xbf16>) -> tensor<32x1x129280xbf16>
    %749 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %750 = "stablehlo.concatenate"(%645, %749, %646) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %751 = "stablehlo.custom_call"(%746#1, %750) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<8x?x512xbf16>, tensor<3xi32>) -> tensor<8x?x512xbf16>
    %752 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %753 = "stablehlo.concatenate"(%647, %752, %646) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %754 = "stablehlo.custom_call"(%751, %753) <{call_target_name = "SPMDShardToFullShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x?x512xbf16>, tensor<3xi32>) -> tensor<32x?x512xbf16>
    %755 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %756 = "stablehlo.concatenate"(%645, %755, %644) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %757 = "stablehlo.custom_call"(%746#2, %756) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<8x?x64xbf16>, tensor<3xi32>) -> tensor<8x?x64xbf16>
    %758 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %759 = "stablehlo.concatenate"(%647, %758, %644) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %760 = "stablehlo.custom_call"(%757, %759) <{call_target_name = "SPMDShardToFullShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x?x64xbf16>, tensor<3xi32>) -> tensor<32x?x64xbf16>
    %761 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %762 = "stablehlo.concatenate"(%645, %761, %646) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %763 = "stablehlo.custom_call"(%746#3, %762) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<8x?x512xbf16>, tensor<3xi32>) -> tensor<8x?x512xbf16>
    %764 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %765 = "stablehlo.concatenate"(%647, %764, %646) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %766 = "stablehlo.custom_call"(%763, %765) <{call_target_name = "SPMDShardToFullShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x?x512xbf16>, tensor<3xi32>) -> tensor<32x?x512xbf16>
    %767 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %768 = "stablehlo.concatenate"(%645, %767, %644) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %769 = "stablehlo.custom_call"(%746#4, %768) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<8x?x64xbf16>, tensor<3xi32>) -> tensor<8x?x64xbf16>
    %770 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %771 = "stablehlo.concatenate"(%647, %770, %644) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %772 = "stablehlo.custom_call"(%769, %771) <{call_target_name = "SPMDShardToFullShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<8x?x64xbf16>, tensor<3xi32>) -> tensor<32x?x64xbf16>
    "func.return"(%748, %754, %760, %766, %772) : (tensor<32x1x129280xbf16>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<i32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<8x1xi32>, tensor<8x?x512xbf16>, tensor<8x?x64xbf16>, tensor<8x?x512xbf16>, tensor<8x?x64xbf16>, tensor<i32>) -> (tensor<8x1x129280xbf16>, tensor<8x?x512xbf16>, tensor<8x?x64xbf16>, tensor<8x?x512xbf16>, tensor<8x?x64xbf16>), res_attrs = [{jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<i32>, %arg38: tensor<129280x7168xbf16>, %arg39: tensor<7168xbf16>, %arg40: tensor<7168xbf16>, %arg41: tensor<512xbf16>, %arg42: tensor<7168xbf16>, %arg43: tensor<1536xbf16>, %arg44: tensor<7168x32xbf16>, %arg45: tensor<2048x7168xbf16>, %arg46: tensor<7168x2048xbf16>, %arg47: tensor<7168x2048xbf16>, %arg48: tensor<8x2048x7168xbf16>, %arg49: tensor<8x7168x2048xbf16>, %arg50: tensor<8x7168x2048xbf16>, %arg51: tensor<7168x576xbf16>, %arg52: tensor<512x32768xbf16>, %arg53: tensor<16384x7168xbf16>, %arg54: tensor<7168x1536xbf16>, %arg55: tensor<1536x24576xbf16>, %arg56: tensor<7168xbf16>, %arg57: tensor<512xbf16>, %arg58: tensor<7168xbf16>, %arg59: tensor<1536xbf16>, %arg60: tensor<7168x32xbf16>, %arg61: tensor<2048x7168xbf16>, %arg62: tensor<7168x2048xbf16>, %arg63: tensor<7168x2048xbf16>, %arg64: tensor<8x2048x7168xbf16>, %arg65: tensor<8x7168x2048xbf16>, %arg66: tensor<8x7168x2048xbf16>, %arg67: tensor<7168x576xbf16>, %arg68: tensor<512x32768xbf16>, %arg69: tensor<16384x7168xbf16>, %arg70: tensor<7168x1536xbf16>, %arg71: tensor<1536x24576xbf16>, %arg72: tensor<7168x129280xbf16>, %arg73: tensor<8x1xi32>, %arg74: tensor<8x?x512xbf16>, %arg75: tensor<8x?x64xbf16>, %arg76: tensor<8x?x512xbf16>, %arg77: tensor<8x?x64xbf16>, %arg78: tensor<i32>):
    %77 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %80 = "stablehlo.constant"() <{value = dense<128> : tensor<1xi32>}> : () -> tensor<1xi32>
    %81 = "stablehlo.constant"() <{value = dense<8> : tensor<1xi32>}> : () -> tensor<1xi32>
    %82 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %83 = "stablehlo.constant"() <{value = dense<1.920000e+02> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.constant"() <{value = dense<1.536000e+03> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "func.call"(%arg37, %arg38, %arg73) <{callee = @_take}> : (tensor<i32>, tensor<129280x7168xbf16>, tensor<8x1xi32>) -> tensor<8x1x7168xbf16>
    %95 = "stablehlo.convert"(%94) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
    %96 = "stablehlo.multiply"(%95, %95) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %97 = "stablehlo.reduce"(%96, %93) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %643 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%643) : (tensor<f32>) -> ()
    }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %99 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %100 = "stablehlo.divide"(%98, %99) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %101 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %102 = "stablehlo.add"(%100, %101) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %103 = "stablehlo.rsqrt"(%102) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
    %105 = "stablehlo.multiply"(%95, %104) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %106 = "stablehlo.convert"(%105) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
    %107 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %109 = "stablehlo.multiply"(%106, %108) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %110 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %111 = "stablehlo.dot_general"(%109, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<8x1x1536xbf16>
    %112 = "stablehlo.convert"(%111) : (tensor<8x1x1536xbf16>) -> tensor<8x1x1536xf32>
    %113 = "stablehlo.multiply"(%112, %112) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
    %114 = "stablehlo.reduce"(%113, %93) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %642 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%642) : (tensor<f32>) -> ()
    }) : (tensor<8x1x1536xf32>, tensor<f32>) -> tensor<8x1xf32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %116 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %117 = "stablehlo.divide"(%115, %116) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %118 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %119 = "stablehlo.add"(%117, %118) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %120 = "stablehlo.rsqrt"(%119) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x1536xf32>
    %122 = "stablehlo.multiply"(%112, %121) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
    %123 = "stablehlo.convert"(%122) : (tensor<8x1x1536xf32>) -> tensor<8x1x1536xbf16>
    %124 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1536xbf16>) -> tensor<1x1x1536xbf16>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<8x1x1536xbf16>
    %126 = "stablehlo.multiply"(%123, %125) : (tensor<8x1x1536xbf16>, tensor<8x1x1536xbf16>) -> tensor<8x1x1536xbf16>
    %127 = "stablehlo.dot_general"(%126, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<8x1x24576xbf16>
    %128 = "stablehlo.reshape"(%127) : (tensor<8x1x24576xbf16>) -> tensor<8x1x128x192xbf16>
    %129 = "stablehlo.slice"(%128) <{limit_indices = array<i64: 8, 1, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x128xbf16>
    %130 = "stablehlo.slice"(%128) <{limit_indices = array<i64: 8, 1, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x64xbf16>
    %131 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %132 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %133 = "stablehlo.multiply"(%132, %131) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %134 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %135 = "stablehlo.add"(%134, %133) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %136 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %137 = "stablehlo.divide"(%135, %136) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %138 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %139 = "stablehlo.power"(%138, %137) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %140 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %141 = "stablehlo.divide"(%140, %139) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %142 = "stablehlo.convert"(%110) : (tensor<1xi32>) -> tensor<1xf32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %144 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %145 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %146 = "stablehlo.multiply"(%145, %144) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %147 = "stablehlo.concatenate"(%146, %146) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
    %148 = "stablehlo.cosine"(%147) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %150 = "stablehlo.sine"(%147) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %152 = "stablehlo.slice"(%130) <{limit_indices = array<i64: 8, 1, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
    %153 = "stablehlo.slice"(%130) <{limit_indices = array<i64: 8, 1, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
    %154 = "stablehlo.negate"(%153) : (tensor<8x1x128x32xbf16>) -> tensor<8x1x128x32xbf16>
    %155 = "stablehlo.concatenate"(%154, %152) <{dimension = 3 : i64}> : (tensor<8x1x128x32xbf16>, tensor<8x1x128x32xbf16>) -> tensor<8x1x128x64xbf16>
    %156 = "stablehlo.convert"(%130) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
    %157 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
    %158 = "stablehlo.multiply"(%156, %157) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
    %159 = "stablehlo.convert"(%155) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
    %160 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
    %161 = "stablehlo.multiply"(%159, %160) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
    %162 = "stablehlo.add"(%158, %161) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
    %163 = "stablehlo.convert"(%162) : (tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xbf16>
    %164 = "stablehlo.dot_general"(%109, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x576xbf16>) -> tensor<8x1x576xbf16>
    %165 = "stablehlo.slice"(%164) <{limit_indices = array<i64: 8, 1, 512>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x512xbf16>
    %166 = "stablehlo.convert"(%165) : (tensor<8x1x512xbf16>) -> tensor<8x1x512xf32>
    %167 = "stablehlo.multiply"(%166, %166) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
    %168 = "stablehlo.reduce"(%167, %93) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %641 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%641) : (tensor<f32>) -> ()
    }) : (tensor<8x1x512xf32>, tensor<f32>) -> tensor<8x1xf32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %170 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %171 = "stablehlo.divide"(%169, %170) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %172 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %173 = "stablehlo.add"(%171, %172) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %174 = "stablehlo.rsqrt"(%173) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x512xf32>
    %176 = "stablehlo.multiply"(%166, %175) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
    %177 = "stablehlo.convert"(%176) : (tensor<8x1x512xf32>) -> tensor<8x1x512xbf16>
    %178 = "stablehlo.broadcast_in_dim"(%arg41) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<8x1x512xbf16>
    %180 = "stablehlo.multiply"(%177, %179) : (tensor<8x1x512xbf16>, tensor<8x1x512xbf16>) -> tensor<8x1x512xbf16>
    %181 = "stablehlo.slice"(%164) <{limit_indices = array<i64: 8, 1, 576>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x64xbf16>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x1x64xbf16>) -> tensor<8x1x1x64xbf16>
    %183 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %184 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %185 = "stablehlo.multiply"(%184, %183) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %186 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %187 = "stablehlo.add"(%186, %185) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %188 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %189 = "stablehlo.divide"(%187, %188) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %190 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %191 = "stablehlo.power"(%190, %189) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %192 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %193 = "stablehlo.divide"(%192, %191) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %194 = "stablehlo.convert"(%110) : (tensor<1xi32>) -> tensor<1xf32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %196 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %197 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %198 = "stablehlo.multiply"(%197, %196) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %199 = "stablehlo.concatenate"(%198, %198) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
    %200 = "stablehlo.cosine"(%199) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %202 = "stablehlo.sine"(%199) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %204 = "stablehlo.slice"(%182) <{limit_indices = array<i64: 8, 1, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
    %205 = "stablehlo.slice"(%182) <{limit_indices = array<i64: 8, 1, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
    %206 = "stablehlo.negate"(%205) : (tensor<8x1x1x32xbf16>) -> tensor<8x1x1x32xbf16>
    %207 = "stablehlo.concatenate"(%206, %204) <{dimension = 3 : i64}> : (tensor<8x1x1x32xbf16>, tensor<8x1x1x32xbf16>) -> tensor<8x1x1x64xbf16>
    %208 = "stablehlo.convert"(%182) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
    %209 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %210 = "stablehlo.multiply"(%208, %209) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %211 = "stablehlo.convert"(%207) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
    %212 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %213 = "stablehlo.multiply"(%211, %212) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %214 = "stablehlo.add"(%210, %213) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %215 = "stablehlo.convert"(%214) : (tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xbf16>
    %216 = "stablehlo.reshape"(%215) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x64xbf16>
    %217 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
    %218 = "stablehlo.compare"(%arg78, %84) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %219 = "stablehlo.add"(%arg78, %217) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %220 = "stablehlo.select"(%218, %219, %arg78) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %221 = "stablehlo.dynamic_update_slice"(%arg74, %180, %84, %220, %84) : (tensor<8x?x512xbf16>, tensor<8x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x?x512xbf16>
    %222 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
    %223 = "stablehlo.compare"(%arg78, %84) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %224 = "stablehlo.add"(%arg78, %222) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %225 = "stablehlo.select"(%223, %224, %arg78) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %226 = "stablehlo.dynamic_update_slice"(%arg75, %216, %84, %225, %84) : (tensor<8x?x64xbf16>, tensor<8x1x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x?x64xbf16>
    %227 = "stablehlo.reshape"(%arg52) : (tensor<512x32768xbf16>) -> tensor<512x128x256xbf16>
    %228 = "stablehlo.slice"(%227) <{limit_indices = array<i64: 512, 128, 128>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
    %229 = "stablehlo.dot_general"(%228, %129) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<512x128x128xbf16>, tensor<8x1x128x128xbf16>) -> tensor<128x512x8x1xbf16>
    %230 = "stablehlo.transpose"(%229) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x512x8x1xbf16>) -> tensor<8x1x128x512xbf16>
    %231 = "stablehlo.dot_general"(%221, %230) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<8x?x512xbf16>, tensor<8x1x128x512xbf16>) -> tensor<8x?x1x128xbf16>
    %232 = "stablehlo.transpose"(%231) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x?x1x128xbf16>) -> tensor<8x128x1x?xbf16>
    %233 = "stablehlo.dot_general"(%226, %163) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<8x?x64xbf16>, tensor<8x1x128x64xbf16>) -> tensor<8x?x1x128xbf16>
    %234 = "stablehlo.transpose"(%233) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x?x1x128xbf16>) -> tensor<8x128x1x?xbf16>
    %235 = "stablehlo.add"(%232, %234) : (tensor<8x128x1x?xbf16>, tensor<8x128x1x?xbf16>) -> tensor<8x128x1x?xbf16>
    %236 = "stablehlo.convert"(%235) : (tensor<8x128x1x?xbf16>) -> tensor<8x128x1x?xf32>
    %237 = "stablehlo.sqrt"(%83) : (tensor<f32>) -> tensor<f32>
    %238 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %239 = "stablehlo.concatenate"(%81, %80, %79, %238) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %240 = "stablehlo.dynamic_broadcast_in_dim"(%237, %239) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<8x128x1x?xf32>
    %241 = "stablehlo.divide"(%236, %240) : (tensor<8x128x1x?xf32>, tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
    %242 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %243 = "stablehlo.dynamic_iota"(%242) <{iota_dimension = 0 : i64}> : (tensor<1xi32>) -> tensor<?xi32>
    %244 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %245 = "stablehlo.dynamic_broadcast_in_dim"(%82, %244) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %246 = "stablehlo.multiply"(%245, %243) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %247 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %248 = "stablehlo.dynamic_broadcast_in_dim"(%84, %247) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %249 = "stablehlo.add"(%248, %246) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %250 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %251 = "stablehlo.dynamic_broadcast_in_dim"(%arg78, %250) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %252 = "stablehlo.compare"(%249, %251) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
    %253 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %254 = "stablehlo.concatenate"(%79, %79, %79, %253) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %255 = "stablehlo.dynamic_broadcast_in_dim"(%252, %254) <{broadcast_dimensions = array<i64: 3>}> : (tensor<?xi1>, tensor<4xi32>) -> tensor<1x1x1x?xi1>
    %256 = "func.call"(%arg37, %255, %241, %78) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x1x?xi1>, tensor<8x128x1x?xf32>, tensor<f32>) -> tensor<8x128x1x?xf32>
    %257 = "stablehlo.reduce"(%256, %77) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %640 = "stablehlo.maximum"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%640) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1x?xf32>, tensor<f32>) -> tensor<8x128x1xf32>
    %258 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %259 = "stablehlo.maximum"(%258, %257) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
    %261 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %262 = "stablehlo.concatenate"(%81, %80, %79, %261) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %263 = "stablehlo.dynamic_broadcast_in_dim"(%260, %262) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>, tensor<4xi32>) -> tensor<8x128x1x?xf32>
    %264 = "stablehlo.subtract"(%256, %263) : (tensor<8x128x1x?xf32>, tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
    %265 = "stablehlo.exponential"(%264) : (tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
    %266 = "stablehlo.reduce"(%265, %93) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %639 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%639) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1x?xf32>, tensor<f32>) -> tensor<8x128x1xf32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
    %268 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %269 = "stablehlo.concatenate"(%81, %80, %79, %268) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %270 = "stablehlo.dynamic_broadcast_in_dim"(%267, %269) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>, tensor<4xi32>) -> tensor<8x128x1x?xf32>
    %271 = "stablehlo.divide"(%265, %270) : (tensor<8x128x1x?xf32>, tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
    %272 = "stablehlo.convert"(%271) : (tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xbf16>
    %273 = "stablehlo.dot_general"(%221, %272) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x?x512xbf16>, tensor<8x128x1x?xbf16>) -> tensor<8x512x128x1xbf16>
    %274 = "stablehlo.transpose"(%273) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x512x128x1xbf16>) -> tensor<8x1x128x512xbf16>
    %275 = "stablehlo.slice"(%227) <{limit_indices = array<i64: 512, 128, 256>, start_indices = array<i64: 0, 0, 128>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
    %276 = "stablehlo.dot_general"(%275, %274) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>}> : (tensor<512x128x128xbf16>, tensor<8x1x128x512xbf16>) -> tensor<128x128x8x1xbf16>
    %277 = "stablehlo.transpose"(%276) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x128x8x1xbf16>) -> tensor<8x1x128x128xbf16>
    %278 = "stablehlo.reshape"(%277) : (tensor<8x1x128x128xbf16>) -> tensor<8x1x16384xbf16>
    %279 = "stablehlo.dot_general"(%278, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<8x1x7168xbf16>
    %280 = "stablehlo.add"(%94, %279) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %281 = "stablehlo.convert"(%280) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
    %282 = "stablehlo.multiply"(%281, %281) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %283 = "stablehlo.reduce"(%282, %93) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %638 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%638) : (tensor<f32>) -> ()
    }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %285 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %286 = "stablehlo.divide"(%284, %285) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %287 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %288 = "stablehlo.add"(%286, %287) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %289 = "stablehlo.rsqrt"(%288) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
    %291 = "stablehlo.multiply"(%281, %290) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %292 = "stablehlo.convert"(%291) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
    %293 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %295 = "stablehlo.multiply"(%292, %294) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %296 = "stablehlo.dot_general"(%295, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
    %297 = "func.call"(%arg37, %296) <{callee = @silu}> : (tensor<i32>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %298 = "stablehlo.dot_general"(%295, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
    %299 = "stablehlo.multiply"(%297, %298) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %300 = "stablehlo.dot_general"(%299, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x2048xbf16>, tensor<2048x7168xbf16>) -> tensor<8x1x7168xbf16>
    %301 = "stablehlo.reshape"(%295) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16>
    %302 = "stablehlo.dot_general"(%301, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<8x7168xbf16>, tensor<7168x32xbf16>) -> tensor<8x32xbf16>
    %303 = "stablehlo.convert"(%302) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %304 = "stablehlo.negate"(%303) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %305 = "stablehlo.exponential"(%304) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %306 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %307 = "stablehlo.add"(%306, %305) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %308 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %309 = "stablehlo.divide"(%308, %307) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %310:2 = "stablehlo.composite"(%309) <{composite_attributes = {k = 8 : i64}, decomposition = @chlo.top_k.impl, name = "chlo.top_k", version = 1 : i32}> : (tensor<8x32xf32>) -> (tensor<8x8xf32>, tensor<8x8xi32>)
    %311 = "stablehlo.reduce"(%310#0, %93) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %637 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%637) : (tensor<f32>) -> ()
    }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %314 = "stablehlo.divide"(%310#0, %313) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %315 = "stablehlo.convert"(%314) : (tensor<8x8xf32>) -> tensor<8x8xbf16>
    %316 = "func.call"(%arg37, %310#1) <{callee = @_one_hot}> : (tensor<i32>, tensor<8x8xi32>) -> tensor<8x8x32xi32>
    %317 = "stablehlo.reshape"(%316) : (tensor<8x8x32xi32>) -> tensor<64x32xi32>
    %318 = "func.call"(%arg37, %317) <{callee = @cumsum}> : (tensor<i32>, tensor<64x32xi32>) -> tensor<64x32xi32>
    %319 = "stablehlo.reshape"(%318) : (tensor<64x32xi32>) -> tensor<8x8x32xi32>
    %320 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8x32xi32>
    %321 = "stablehlo.subtract"(%319, %320) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
    %322 = "stablehlo.multiply"(%321, %316) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
    %323 = "stablehlo.reduce"(%322, %84) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg101: tensor<i32>, %arg102: tensor<i32>):
      %636 = "stablehlo.add"(%arg101, %arg102) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%636) : (tensor<i32>) -> ()
    }) : (tensor<8x8x32xi32>, tensor<i32>) -> tensor<8x8xi32>
    %324 = "stablehlo.convert"(%316) : (tensor<8x8x32xi32>) -> tensor<8x8x32xbf16>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x32xbf16>) -> tensor<8x8x32x1xbf16>
    %326 = "func.call"(%arg37, %323) <{callee = @_one_hot_2}> : (tensor<i32>, tensor<8x8xi32>) -> tensor<8x8x4xbf16>
    %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x8x4xbf16>) -> tensor<8x8x1x4xbf16>
    %328 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x32x1xbf16>) -> tensor<8x8x32x4xbf16>
    %329 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x1x4xbf16>) -> tensor<8x8x32x4xbf16>
    %330 = "stablehlo.multiply"(%328, %329) : (tensor<8x8x32x4xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xbf16>
    %331 = "stablehlo.convert"(%330) : (tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xf32>
    %332 = "stablehlo.reduce"(%331, %93) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %635 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%635) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32x4xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %333 = "stablehlo.convert"(%332) : (tensor<8x32x4xf32>) -> tensor<8x32x4xbf16>
    %334 = "stablehlo.dot_general"(%315, %330) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<8x8xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x32x4xbf16>
    %335 = "stablehlo.dot_general"(%333, %301) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<8x32x4xbf16>, tensor<8x7168xbf16>) -> tensor<32x4x7168xbf16>
    %336 = "stablehlo.all_to_all"(%335) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
    %337 = "stablehlo.reshape"(%336) : (tensor<32x4x7168xbf16>) -> tensor<4x8x4x7168xbf16>
    %338 = "stablehlo.dot_general"(%arg49, %337) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
    %339 = "stablehlo.transpose"(%338) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
    %340 = "func.call"(%arg37, %339) <{callee = @silu_3}> : (tensor<i32>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %341 = "stablehlo.dot_general"(%arg50, %337) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
    %342 = "stablehlo.transpose"(%341) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
    %343 = "stablehlo.multiply"(%340, %342) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %344 = "stablehlo.dot_general"(%arg48, %343) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x2048x7168xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<8x7168x4x4xbf16>
    %345 = "stablehlo.transpose"(%344) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x7168x4x4xbf16>) -> tensor<4x8x4x7168xbf16>
    %346 = "stablehlo.reshape"(%345) : (tensor<4x8x4x7168xbf16>) -> tensor<32x4x7168xbf16>
    %347 = "stablehlo.all_to_all"(%346) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
    %348 = "stablehlo.dot_general"(%334, %347) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>}> : (tensor<8x32x4xbf16>, tensor<32x4x7168xbf16>) -> tensor<8x7168xbf16>
    %349 = "stablehlo.reshape"(%348) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16>
    %350 = "stablehlo.add"(%300, %349) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %351 = "stablehlo.add"(%280, %350) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %352 = "stablehlo.convert"(%351) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
    %353 = "stablehlo.multiply"(%352, %352) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %354 = "stablehlo.reduce"(%353, %93) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %634 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%634) : (tensor<f32>) -> ()
    }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %356 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %357 = "stablehlo.divide"(%355, %356) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %358 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %359 = "stablehlo.add"(%357, %358) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %360 = "stablehlo.rsqrt"(%359) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
    %362 = "stablehlo.multiply"(%352, %361) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %363 = "stablehlo.convert"(%362) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
    %364 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %366 = "stablehlo.multiply"(%363, %365) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %367 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %368 = "stablehlo.dot_general"(%366, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<8x1x1536xbf16>
    %369 = "stablehlo.convert"(%368) : (tensor<8x1x1536xbf16>) -> tensor<8x1x1536xf32>
    %370 = "stablehlo.multiply"(%369, %369) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
    %371 = "stablehlo.reduce"(%370, %93) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %633 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%633) : (tensor<f32>) -> ()
    }) : (tensor<8x1x1536xf32>, tensor<f32>) -> tensor<8x1xf32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %373 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %374 = "stablehlo.divide"(%372, %373) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %375 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %376 = "stablehlo.add"(%374, %375) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %377 = "stablehlo.rsqrt"(%376) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x1536xf32>
    %379 = "stablehlo.multiply"(%369, %378) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
    %380 = "stablehlo.convert"(%379) : (tensor<8x1x1536xf32>) -> tensor<8x1x1536xbf16>
    %381 = "stablehlo.broadcast_in_dim"(%arg59) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1536xbf16>) -> tensor<1x1x1536xbf16>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<8x1x1536xbf16>
    %383 = "stablehlo.multiply"(%380, %382) : (tensor<8x1x1536xbf16>, tensor<8x1x1536xbf16>) -> tensor<8x1x1536xbf16>
    %384 = "stablehlo.dot_general"(%383, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<8x1x24576xbf16>
    %385 = "stablehlo.reshape"(%384) : (tensor<8x1x24576xbf16>) -> tensor<8x1x128x192xbf16>
    %386 = "stablehlo.slice"(%385) <{limit_indices = array<i64: 8, 1, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x128xbf16>
    %387 = "stablehlo.slice"(%385) <{limit_indices = array<i64: 8, 1, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x64xbf16>
    %388 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %389 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %390 = "stablehlo.multiply"(%389, %388) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %391 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %392 = "stablehlo.add"(%391, %390) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %393 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %394 = "stablehlo.divide"(%392, %393) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %395 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %396 = "stablehlo.power"(%395, %394) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %397 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %398 = "stablehlo.divide"(%397, %396) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %399 = "stablehlo.convert"(%367) : (tensor<1xi32>) -> tensor<1xf32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %401 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %402 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %403 = "stablehlo.multiply"(%402, %401) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %404 = "stablehlo.concatenate"(%403, %403) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
    %405 = "stablehlo.cosine"(%404) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %407 = "stablehlo.sine"(%404) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %409 = "stablehlo.slice"(%387) <{limit_indices = array<i64: 8, 1, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
    %410 = "stablehlo.slice"(%387) <{limit_indices = array<i64: 8, 1, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
    %411 = "stablehlo.negate"(%410) : (tensor<8x1x128x32xbf16>) -> tensor<8x1x128x32xbf16>
    %412 = "stablehlo.concatenate"(%411, %409) <{dimension = 3 : i64}> : (tensor<8x1x128x32xbf16>, tensor<8x1x128x32xbf16>) -> tensor<8x1x128x64xbf16>
    %413 = "stablehlo.convert"(%387) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
    %414 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
    %415 = "stablehlo.multiply"(%413, %414) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
    %416 = "stablehlo.convert"(%412) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
    %417 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
    %418 = "stablehlo.multiply"(%416, %417) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
    %419 = "stablehlo.add"(%415, %418) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
    %420 = "stablehlo.convert"(%419) : (tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xbf16>
    %421 = "stablehlo.dot_general"(%366, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x576xbf16>) -> tensor<8x1x576xbf16>
    %422 = "stablehlo.slice"(%421) <{limit_indices = array<i64: 8, 1, 512>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x512xbf16>
    %423 = "stablehlo.convert"(%422) : (tensor<8x1x512xbf16>) -> tensor<8x1x512xf32>
    %424 = "stablehlo.multiply"(%423, %423) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
    %425 = "stablehlo.reduce"(%424, %93) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %632 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%632) : (tensor<f32>) -> ()
    }) : (tensor<8x1x512xf32>, tensor<f32>) -> tensor<8x1xf32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %427 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %428 = "stablehlo.divide"(%426, %427) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %429 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %430 = "stablehlo.add"(%428, %429) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %431 = "stablehlo.rsqrt"(%430) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x512xf32>
    %433 = "stablehlo.multiply"(%423, %432) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
    %434 = "stablehlo.convert"(%433) : (tensor<8x1x512xf32>) -> tensor<8x1x512xbf16>
    %435 = "stablehlo.broadcast_in_dim"(%arg57) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<8x1x512xbf16>
    %437 = "stablehlo.multiply"(%434, %436) : (tensor<8x1x512xbf16>, tensor<8x1x512xbf16>) -> tensor<8x1x512xbf16>
    %438 = "stablehlo.slice"(%421) <{limit_indices = array<i64: 8, 1, 576>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x64xbf16>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x1x64xbf16>) -> tensor<8x1x1x64xbf16>
    %440 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %441 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %442 = "stablehlo.multiply"(%441, %440) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %443 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %444 = "stablehlo.add"(%443, %442) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %445 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %446 = "stablehlo.divide"(%444, %445) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %447 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %448 = "stablehlo.power"(%447, %446) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %449 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %450 = "stablehlo.divide"(%449, %448) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %451 = "stablehlo.convert"(%367) : (tensor<1xi32>) -> tensor<1xf32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %453 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %454 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %455 = "stablehlo.multiply"(%454, %453) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %456 = "stablehlo.concatenate"(%455, %455) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
    %457 = "stablehlo.cosine"(%456) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %459 = "stablehlo.sine"(%456) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %461 = "stablehlo.slice"(%439) <{limit_indices = array<i64: 8, 1, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
    %462 = "stablehlo.slice"(%439) <{limit_indices = array<i64: 8, 1, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
    %463 = "stablehlo.negate"(%462) : (tensor<8x1x1x32xbf16>) -> tensor<8x1x1x32xbf16>
    %464 = "stablehlo.concatenate"(%463, %461) <{dimension = 3 : i64}> : (tensor<8x1x1x32xbf16>, tensor<8x1x1x32xbf16>) -> tensor<8x1x1x64xbf16>
    %465 = "stablehlo.convert"(%439) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
    %466 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %467 = "stablehlo.multiply"(%465, %466) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %468 = "stablehlo.convert"(%464) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
    %469 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %470 = "stablehlo.multiply"(%468, %469) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %471 = "stablehlo.add"(%467, %470) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %472 = "stablehlo.convert"(%471) : (tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xbf16>
    %473 = "stablehlo.reshape"(%472) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x64xbf16>
    %474 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
    %475 = "stablehlo.compare"(%arg78, %84) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %476 = "stablehlo.add"(%arg78, %474) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %477 = "stablehlo.select"(%475, %476, %arg78) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %478 = "stablehlo.dynamic_update_slice"(%arg76, %437, %84, %477, %84) : (tensor<8x?x512xbf16>, tensor<8x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x?x512xbf16>
    %479 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
    %480 = "stablehlo.compare"(%arg78, %84) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %481 = "stablehlo.add"(%arg78, %479) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %482 = "stablehlo.select"(%480, %481, %arg78) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %483 = "stablehlo.dynamic_update_slice"(%arg77, %473, %84, %482, %84) : (tensor<8x?x64xbf16>, tensor<8x1x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x?x64xbf16>
    %484 = "stablehlo.reshape"(%arg68) : (tensor<512x32768xbf16>) -> tensor<512x128x256xbf16>
    %485 = "stablehlo.slice"(%484) <{limit_indices = array<i64: 512, 128, 128>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
    %486 = "stablehlo.dot_general"(%485, %386) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<512x128x128xbf16>, tensor<8x1x128x128xbf16>) -> tensor<128x512x8x1xbf16>
    %487 = "stablehlo.transpose"(%486) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x512x8x1xbf16>) -> tensor<8x1x128x512xbf16>
    %488 = "stablehlo.dot_general"(%478, %487) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<8x?x512xbf16>, tensor<8x1x128x512xbf16>) -> tensor<8x?x1x128xbf16>
    %489 = "stablehlo.transpose"(%488) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x?x1x128xbf16>) -> tensor<8x128x1x?xbf16>
    %490 = "stablehlo.dot_general"(%483, %420) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<8x?x64xbf16>, tensor<8x1x128x64xbf16>) -> tensor<8x?x1x128xbf16>
    %491 = "stablehlo.transpose"(%490) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x?x1x128xbf16>) -> tensor<8x128x1x?xbf16>
    %492 = "stablehlo.add"(%489, %491) : (tensor<8x128x1x?xbf16>, tensor<8x128x1x?xbf16>) -> tensor<8x128x1x?xbf16>
    %493 = "stablehlo.convert"(%492) : (tensor<8x128x1x?xbf16>) -> tensor<8x128x1x?xf32>
    %494 = "stablehlo.sqrt"(%83) : (tensor<f32>) -> tensor<f32>
    %495 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %496 = "stablehlo.concatenate"(%81, %80, %79, %495) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %497 = "stablehlo.dynamic_broadcast_in_dim"(%494, %496) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<8x128x1x?xf32>
    %498 = "stablehlo.divide"(%493, %497) : (tensor<8x128x1x?xf32>, tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
    %499 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %500 = "stablehlo.dynamic_iota"(%499) <{iota_dimension = 0 : i64}> : (tensor<1xi32>) -> tensor<?xi32>
    %501 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %502 = "stablehlo.dynamic_broadcast_in_dim"(%82, %501) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %503 = "stablehlo.multiply"(%502, %500) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %504 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %505 = "stablehlo.dynamic_broadcast_in_dim"(%84, %504) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %506 = "stablehlo.add"(%505, %503) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %507 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %508 = "stablehlo.dynamic_broadcast_in_dim"(%arg78, %507) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %509 = "stablehlo.compare"(%506, %508) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
    %510 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %511 = "stablehlo.concatenate"(%79, %79, %79, %510) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %512 = "stablehlo.dynamic_broadcast_in_dim"(%509, %511) <{broadcast_dimensions = array<i64: 3>}> : (tensor<?xi1>, tensor<4xi32>) -> tensor<1x1x1x?xi1>
    %513 = "func.call"(%arg37, %512, %498, %78) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x1x?xi1>, tensor<8x128x1x?xf32>, tensor<f32>) -> tensor<8x128x1x?xf32>
    %514 = "stablehlo.reduce"(%513, %77) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %631 = "stablehlo.maximum"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%631) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1x?xf32>, tensor<f32>) -> tensor<8x128x1xf32>
    %515 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
    %516 = "stablehlo.maximum"(%515, %514) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
    %518 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %519 = "stablehlo.concatenate"(%81, %80, %79, %518) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %520 = "stablehlo.dynamic_broadcast_in_dim"(%517, %519) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>, tensor<4xi32>) -> tensor<8x128x1x?xf32>
    %521 = "stablehlo.subtract"(%513, %520) : (tensor<8x128x1x?xf32>, tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
    %522 = "stablehlo.exponential"(%521) : (tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
    %523 = "stablehlo.reduce"(%522, %93) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %630 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%630) : (tensor<f32>) -> ()
    }) : (tensor<8x128x1x?xf32>, tensor<f32>) -> tensor<8x128x1xf32>
    %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
    %525 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %526 = "stablehlo.concatenate"(%81, %80, %79, %525) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %527 = "stablehlo.dynamic_broadcast_in_dim"(%524, %526) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>, tensor<4xi32>) -> tensor<8x128x1x?xf32>
    %528 = "stablehlo.divide"(%522, %527) : (tensor<8x128x1x?xf32>, tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
    %529 = "stablehlo.convert"(%528) : (tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xbf16>
    %530 = "stablehlo.dot_general"(%478, %529) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x?x512xbf16>, tensor<8x128x1x?xbf16>) -> tensor<8x512x128x1xbf16>
    %531 = "stablehlo.transpose"(%530) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x512x128x1xbf16>) -> tensor<8x1x128x512xbf16>
    %532 = "stablehlo.slice"(%484) <{limit_indices = array<i64: 512, 128, 256>, start_indices = array<i64: 0, 0, 128>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
    %533 = "stablehlo.dot_general"(%532, %531) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>}> : (tensor<512x128x128xbf16>, tensor<8x1x128x512xbf16>) -> tensor<128x128x8x1xbf16>
    %534 = "stablehlo.transpose"(%533) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x128x8x1xbf16>) -> tensor<8x1x128x128xbf16>
    %535 = "stablehlo.reshape"(%534) : (tensor<8x1x128x128xbf16>) -> tensor<8x1x16384xbf16>
    %536 = "stablehlo.dot_general"(%535, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<8x1x7168xbf16>
    %537 = "stablehlo.add"(%351, %536) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %538 = "stablehlo.convert"(%537) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
    %539 = "stablehlo.multiply"(%538, %538) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %540 = "stablehlo.reduce"(%539, %93) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %629 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%629) : (tensor<f32>) -> ()
    }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
    %541 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %542 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %543 = "stablehlo.divide"(%541, %542) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %544 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %545 = "stablehlo.add"(%543, %544) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %546 = "stablehlo.rsqrt"(%545) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %547 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
    %548 = "stablehlo.multiply"(%538, %547) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %549 = "stablehlo.convert"(%548) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
    %550 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %551 = "stablehlo.broadcast_in_dim"(%550) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %552 = "stablehlo.multiply"(%549, %551) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %553 = "stablehlo.dot_general"(%552, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
    %554 = "func.call"(%arg37, %553) <{callee = @silu}> : (tensor<i32>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %555 = "stablehlo.dot_general"(%552, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
    %556 = "stablehlo.multiply"(%554, %555) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %557 = "stablehlo.dot_general"(%556, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x2048xbf16>, tensor<2048x7168xbf16>) -> tensor<8x1x7168xbf16>
    %558 = "stablehlo.reshape"(%552) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16>
    %559 = "stablehlo.dot_general"(%558, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<8x7168xbf16>, tensor<7168x32xbf16>) -> tensor<8x32xbf16>
    %560 = "stablehlo.convert"(%559) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
    %561 = "stablehlo.negate"(%560) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %562 = "stablehlo.exponential"(%561) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %563 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %564 = "stablehlo.add"(%563, %562) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %565 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %566 = "stablehlo.divide"(%565, %564) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %567:2 = "stablehlo.composite"(%566) <{composite_attributes = {k = 8 : i64}, decomposition = @chlo.top_k.impl_0, name = "chlo.top_k", version = 1 : i32}> : (tensor<8x32xf32>) -> (tensor<8x8xf32>, tensor<8x8xi32>)
    %568 = "stablehlo.reduce"(%567#0, %93) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %628 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%628) : (tensor<f32>) -> ()
    }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %569 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %571 = "stablehlo.divide"(%567#0, %570) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %572 = "stablehlo.convert"(%571) : (tensor<8x8xf32>) -> tensor<8x8xbf16>
    %573 = "func.call"(%arg37, %567#1) <{callee = @_one_hot}> : (tensor<i32>, tensor<8x8xi32>) -> tensor<8x8x32xi32>
    %574 = "stablehlo.reshape"(%573) : (tensor<8x8x32xi32>) -> tensor<64x32xi32>
    %575 = "func.call"(%arg37, %574) <{callee = @cumsum}> : (tensor<i32>, tensor<64x32xi32>) -> tensor<64x32xi32>
    %576 = "stablehlo.reshape"(%575) : (tensor<64x32xi32>) -> tensor<8x8x32xi32>
    %577 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8x32xi32>
    %578 = "stablehlo.subtract"(%576, %577) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
    %579 = "stablehlo.multiply"(%578, %573) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
    %580 = "stablehlo.reduce"(%579, %84) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg83: tensor<i32>, %arg84: tensor<i32>):
      %627 = "stablehlo.add"(%arg83, %arg84) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%627) : (tensor<i32>) -> ()
    }) : (tensor<8x8x32xi32>, tensor<i32>) -> tensor<8x8xi32>
    %581 = "stablehlo.convert"(%573) : (tensor<8x8x32xi32>) -> tensor<8x8x32xbf16>
    %582 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x32xbf16>) -> tensor<8x8x32x1xbf16>
    %583 = "func.call"(%arg37, %580) <{callee = @_one_hot_2}> : (tensor<i32>, tensor<8x8xi32>) -> tensor<8x8x4xbf16>
    %584 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x8x4xbf16>) -> tensor<8x8x1x4xbf16>
    %585 = "stablehlo.broadcast_in_dim"(%582) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x32x1xbf16>) -> tensor<8x8x32x4xbf16>
    %586 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x1x4xbf16>) -> tensor<8x8x32x4xbf16>
    %587 = "stablehlo.multiply"(%585, %586) : (tensor<8x8x32x4xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xbf16>
    %588 = "stablehlo.convert"(%587) : (tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xf32>
    %589 = "stablehlo.reduce"(%588, %93) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %626 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%626) : (tensor<f32>) -> ()
    }) : (tensor<8x8x32x4xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %590 = "stablehlo.convert"(%589) : (tensor<8x32x4xf32>) -> tensor<8x32x4xbf16>
    %591 = "stablehlo.dot_general"(%572, %587) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<8x8xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x32x4xbf16>
    %592 = "stablehlo.dot_general"(%590, %558) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<8x32x4xbf16>, tensor<8x7168xbf16>) -> tensor<32x4x7168xbf16>
    %593 = "stablehlo.all_to_all"(%592) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
    %594 = "stablehlo.reshape"(%593) : (tensor<32x4x7168xbf16>) -> tensor<4x8x4x7168xbf16>
    %595 = "stablehlo.dot_general"(%arg65, %594) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
    %596 = "stablehlo.transpose"(%595) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
    %597 = "func.call"(%arg37, %596) <{callee = @silu_3}> : (tensor<i32>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %598 = "stablehlo.dot_general"(%arg66, %594) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
    %599 = "stablehlo.transpose"(%598) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
    %600 = "stablehlo.multiply"(%597, %599) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %601 = "stablehlo.dot_general"(%arg64, %600) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x2048x7168xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<8x7168x4x4xbf16>
    %602 = "stablehlo.transpose"(%601) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x7168x4x4xbf16>) -> tensor<4x8x4x7168xbf16>
    %603 = "stablehlo.reshape"(%602) : (tensor<4x8x4x7168xbf16>) -> tensor<32x4x7168xbf16>
    %604 = "stablehlo.all_to_all"(%603) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
    %605 = "stablehlo.dot_general"(%591, %604) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>}> : (tensor<8x32x4xbf16>, tensor<32x4x7168xbf16>) -> tensor<8x7168xbf16>
    %606 = "stablehlo.reshape"(%605) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16>
    %607 = "stablehlo.add"(%557, %606) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %608 = "stablehlo.add"(%537, %607) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %609 = "stablehlo.convert"(%608) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
    %610 = "stablehlo.multiply"(%609, %609) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %611 = "stablehlo.reduce"(%610, %93) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %625 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%625) : (tensor<f32>) -> ()
    }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
    %612 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %613 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %614 = "stablehlo.divide"(%612, %613) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %615 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
    %616 = "stablehlo.add"(%614, %615) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %617 = "stablehlo.rsqrt"(%616) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
    %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
    %619 = "stablehlo.multiply"(%609, %618) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
    %620 = "stablehlo.convert"(%619) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
    %621 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
    %622 = "stablehlo.broadcast_in_dim"(%621) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %623 = "stablehlo.multiply"(%620, %622) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    %624 = "stablehlo.dot_general"(%623, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x129280xbf16>) -> tensor<8x1x129280xbf16>
    "func.return"(%624, %221, %226, %478, %483) : (tensor<8x1x129280xbf16>, tensor<8x?x512xbf16>, tensor<8x?x64xbf16>, tensor<8x?x512xbf16>, tensor<8x?x64xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x32xf32>) -> (tensor<8x8xf32>, tensor<8x8xi32>), sym_name = "chlo.top_k.impl_0", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<8x32xf32>):
    %72 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x32xi32>
    %73:2 = "stablehlo.sort"(%arg32, %72) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>, %arg35: tensor<i32>, %arg36: tensor<i32>):
      %76 = "stablehlo.compare"(%arg33, %arg34) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%76) : (tensor<i1>) -> ()
    }) : (tensor<8x32xf32>, tensor<8x32xi32>) -> (tensor<8x32xf32>, tensor<8x32xi32>)
    %74 = "stablehlo.slice"(%73#0) <{limit_indices = array<i64: 8, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x32xf32>) -> tensor<8x8xf32>
    %75 = "stablehlo.slice"(%73#1) <{limit_indices = array<i64: 8, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x32xi32>) -> tensor<8x8xi32>
    "func.return"(%74, %75) : (tensor<8x8xf32>, tensor<8x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x32xf32>) -> (tensor<8x8xf32>, tensor<8x8xi32>), sym_name = "chlo.top_k.impl", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<8x32xf32>):
    %67 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x32xi32>
    %68:2 = "stablehlo.sort"(%arg27, %67) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>, %arg30: tensor<i32>, %arg31: tensor<i32>):
      %71 = "stablehlo.compare"(%arg28, %arg29) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }) : (tensor<8x32xf32>, tensor<8x32xi32>) -> (tensor<8x32xf32>, tensor<8x32xi32>)
    %69 = "stablehlo.slice"(%68#0) <{limit_indices = array<i64: 8, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x32xf32>) -> tensor<8x8xf32>
    %70 = "stablehlo.slice"(%68#1) <{limit_indices = array<i64: 8, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x32xi32>) -> tensor<8x8xi32>
    "func.return"(%69, %70) : (tensor<8x8xf32>, tensor<8x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}, {}], function_type = (tensor<i32>, tensor<129280x7168xbf16>, tensor<8x1xi32>) -> tensor<8x1x7168xbf16>, sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<i32>, %arg23: tensor<129280x7168xbf16>, %arg24: tensor<8x1xi32>):
    %44 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
    %45 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %46 = "stablehlo.constant"() <{value = dense<129279> : tensor<1xi32>}> : () -> tensor<1xi32>
    %47 = "stablehlo.constant"() <{value = dense<129280> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x1xi32>
    %50 = "stablehlo.compare"(%arg24, %49) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %51 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x1xi32>
    %52 = "stablehlo.add"(%arg24, %51) : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %53 = "func.call"(%arg22, %50, %52, %arg24) <{callee = @_where}> : (tensor<i32>, tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %55 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x1x1xi32>
    %56 = "stablehlo.compare"(%54, %55) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %57 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %59 = "stablehlo.compare"(%54, %58) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %60 = "stablehlo.and"(%56, %59) : (tensor<8x1x1xi1>, tensor<8x1x1xi1>) -> tensor<8x1x1xi1>
    %61 = "stablehlo.reduce"(%60, %45) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg25: tensor<i1>, %arg26: tensor<i1>):
      %66 = "stablehlo.and"(%arg25, %arg26) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%66) : (tensor<i1>) -> ()
    }) : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %62 = "stablehlo.gather"(%arg23, %54) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 7168>}> : (tensor<129280x7168xbf16>, tensor<8x1x1xi32>) -> tensor<8x1x7168xbf16>
    %63 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xi1>) -> tensor<8x1x7168xi1>
    %64 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x1x7168xbf16>
    %65 = "stablehlo.select"(%63, %62, %64) : (tensor<8x1x7168xi1>, tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
    "func.return"(%65) : (tensor<8x1x7168xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}, {}, {}], function_type = (tensor<i32>, tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<i32>, %arg19: tensor<8x1xi1>, %arg20: tensor<8x1xi32>, %arg21: tensor<8x1xi32>):
    %43 = "stablehlo.select"(%arg19, %arg20, %arg21) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    "func.return"(%43) : (tensor<8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}, {}, {}], function_type = (tensor<i32>, tensor<1x1x1x?xi1>, tensor<8x128x1x?xf32>, tensor<f32>) -> tensor<8x128x1x?xf32>, sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<i32>, %arg15: tensor<1x1x1x?xi1>, %arg16: tensor<8x128x1x?xf32>, %arg17: tensor<f32>):
    %33 = "stablehlo.constant"() <{value = dense<8> : tensor<1xi32>}> : () -> tensor<1xi32>
    %34 = "stablehlo.constant"() <{value = dense<128> : tensor<1xi32>}> : () -> tensor<1xi32>
    %35 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %36 = "stablehlo.reshape"(%arg14) : (tensor<i32>) -> tensor<1xi32>
    %37 = "stablehlo.concatenate"(%33, %34, %35, %36) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %38 = "stablehlo.dynamic_broadcast_in_dim"(%arg15, %37) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x?xi1>, tensor<4xi32>) -> tensor<8x128x1x?xi1>
    %39 = "stablehlo.reshape"(%arg14) : (tensor<i32>) -> tensor<1xi32>
    %40 = "stablehlo.concatenate"(%33, %34, %35, %39) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %41 = "stablehlo.dynamic_broadcast_in_dim"(%arg17, %40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<8x128x1x?xf32>
    %42 = "stablehlo.select"(%38, %arg16, %41) : (tensor<8x128x1x?xi1>, tensor<8x128x1x?xf32>, tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
    "func.return"(%42) : (tensor<8x128x1x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}], function_type = (tensor<i32>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>, sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i32>, %arg13: tensor<8x1x2048xbf16>):
    %25 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %26 = "stablehlo.negate"(%arg13) : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %27 = "stablehlo.exponential"(%26) : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %28 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x1x2048xbf16>
    %29 = "stablehlo.add"(%28, %27) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %30 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x1x2048xbf16>
    %31 = "stablehlo.divide"(%30, %29) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    %32 = "stablehlo.multiply"(%arg13, %31) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
    "func.return"(%32) : (tensor<8x1x2048xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}], function_type = (tensor<i32>, tensor<8x8xi32>) -> tensor<8x8x32xi32>, sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<i32>, %arg11: tensor<8x8xi32>):
    %19 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
    %20 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x32xi32>
    %21 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xi32>) -> tensor<8x8x32xi32>
    %22 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xi32>) -> tensor<8x8x32xi32>
    %23 = "stablehlo.compare"(%21, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi1>
    %24 = "stablehlo.convert"(%23) : (tensor<8x8x32xi1>) -> tensor<8x8x32xi32>
    "func.return"(%24) : (tensor<8x8x32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}], function_type = (tensor<i32>, tensor<64x32xi32>) -> tensor<64x32xi32>, sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<i32>, %arg9: tensor<64x32xi32>):
    %18 = "func.call"(%arg8, %arg9) <{callee = @cumsum_1}> : (tensor<i32>, tensor<64x32xi32>) -> tensor<64x32xi32>
    "func.return"(%18) : (tensor<64x32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<64x32xi32>) -> tensor<64x32xi32>, sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<i32>, %arg5: tensor<64x32xi32>):
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.reduce_window"(%arg5, %15) <{padding = dense<[[63, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 64, 1>}> ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
      %17 = "stablehlo.add"(%arg6, %arg7) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%17) : (tensor<i32>) -> ()
    }) : (tensor<64x32xi32>, tensor<i32>) -> tensor<64x32xi32>
    "func.return"(%16) : (tensor<64x32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}], function_type = (tensor<i32>, tensor<8x8xi32>) -> tensor<8x8x4xbf16>, sym_name = "_one_hot_2", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<i32>, %arg3: tensor<8x8xi32>):
    %8 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
    %9 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x4xi32>
    %10 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x1xi32>) -> tensor<8x8x4xi32>
    %11 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4xi32>) -> tensor<8x8x4xi32>
    %12 = "stablehlo.compare"(%10, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x8x4xi32>, tensor<8x8x4xi32>) -> tensor<8x8x4xi1>
    %13 = "stablehlo.convert"(%12) : (tensor<8x8x4xi1>) -> tensor<8x8x4xbf16>
    "func.return"(%13) : (tensor<8x8x4xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}], function_type = (tensor<i32>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>, sym_name = "silu_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<4x8x4x2048xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = "stablehlo.negate"(%arg1) : (tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %2 = "stablehlo.exponential"(%1) : (tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %3 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x4x2048xbf16>
    %4 = "stablehlo.add"(%3, %2) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %5 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x4x2048xbf16>
    %6 = "stablehlo.divide"(%5, %4) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    %7 = "stablehlo.multiply"(%arg1, %6) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
    "func.return"(%7) : (tensor<4x8x4x2048xbf16>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
