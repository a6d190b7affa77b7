"builtin.module"() <{sym_name = "jit_decode"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 1 : i32}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 2 : i32}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 3 : i32}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 4 : i32}, {mhlo.sharding = "{replicated}"}], function_type = (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<16x1xi32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>, tensor<i32>) -> (tensor<16x1x512xf32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>), res_attrs = [{jax.result_info = "result[0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][0][0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][0][1]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][1][0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][1][1]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg97: tensor<512x256xf32>, %arg98: tensor<256xf32>, %arg99: tensor<256xf32>, %arg100: tensor<64xf32>, %arg101: tensor<256xf32>, %arg102: tensor<96xf32>, %arg103: tensor<256x16xf32>, %arg104: tensor<128x256xf32>, %arg105: tensor<256x128xf32>, %arg106: tensor<256x128xf32>, %arg107: tensor<16x128x256xf32>, %arg108: tensor<16x256x128xf32>, %arg109: tensor<16x256x128xf32>, %arg110: tensor<256x80xf32>, %arg111: tensor<64x256xf32>, %arg112: tensor<128x256xf32>, %arg113: tensor<256x96xf32>, %arg114: tensor<96x192xf32>, %arg115: tensor<256xf32>, %arg116: tensor<64xf32>, %arg117: tensor<256xf32>, %arg118: tensor<96xf32>, %arg119: tensor<256x16xf32>, %arg120: tensor<128x256xf32>, %arg121: tensor<256x128xf32>, %arg122: tensor<256x128xf32>, %arg123: tensor<16x128x256xf32>, %arg124: tensor<16x256x128xf32>, %arg125: tensor<16x256x128xf32>, %arg126: tensor<256x80xf32>, %arg127: tensor<64x256xf32>, %arg128: tensor<128x256xf32>, %arg129: tensor<256x96xf32>, %arg130: tensor<96x192xf32>, %arg131: tensor<256x512xf32>, %arg132: tensor<16x1xi32>, %arg133: tensor<16x128x64xf32>, %arg134: tensor<16x128x16xf32>, %arg135: tensor<16x128x64xf32>, %arg136: tensor<16x128x16xf32>, %arg137: tensor<i32>):
    %617 = "stablehlo.custom_call"(%arg97) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %618 = "stablehlo.custom_call"(%617) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %619 = "stablehlo.custom_call"(%arg98) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %620 = "stablehlo.custom_call"(%619) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %621 = "stablehlo.custom_call"(%arg99) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %622 = "stablehlo.custom_call"(%621) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %623 = "stablehlo.custom_call"(%arg100) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<64xf32>) -> tensor<64xf32>
    %624 = "stablehlo.custom_call"(%623) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %625 = "stablehlo.custom_call"(%arg101) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %626 = "stablehlo.custom_call"(%625) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %627 = "stablehlo.custom_call"(%arg102) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<96xf32>) -> tensor<96xf32>
    %628 = "stablehlo.custom_call"(%627) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<96xf32>) -> tensor<96xf32>
    %629 = "stablehlo.custom_call"(%arg103) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %630 = "stablehlo.custom_call"(%629) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %631 = "stablehlo.custom_call"(%arg104) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %632 = "stablehlo.custom_call"(%631) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %633 = "stablehlo.custom_call"(%arg105) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %634 = "stablehlo.custom_call"(%633) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %635 = "stablehlo.custom_call"(%arg106) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %636 = "stablehlo.custom_call"(%635) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %637 = "stablehlo.custom_call"(%arg107) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x128x256xf32>) -> tensor<16x128x256xf32>
    %638 = "stablehlo.custom_call"(%637) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x128x256xf32>) -> tensor<4x128x256xf32>
    %639 = "stablehlo.custom_call"(%arg108) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %640 = "stablehlo.custom_call"(%639) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x256x128xf32>) -> tensor<4x256x128xf32>
    %641 = "stablehlo.custom_call"(%arg109) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %642 = "stablehlo.custom_call"(%641) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x256x128xf32>) -> tensor<4x256x128xf32>
    %643 = "stablehlo.custom_call"(%arg110) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %644 = "stablehlo.custom_call"(%643) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %645 = "stablehlo.custom_call"(%arg111) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %646 = "stablehlo.custom_call"(%645) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %647 = "stablehlo.custom_call"(%arg112) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %648 = "stablehlo.custom_call"(%647) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %649 = "stablehlo.custom_call"(%arg113) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %650 = "stablehlo.custom_call"(%649) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %651 = "stablehlo.custom_call"(%arg114) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %652 = "stablehlo.custom_call"(%651) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %653 = "stablehlo.custom_call"(%arg115) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %654 = "stablehlo.custom_call"(%653) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %655 = "stablehlo.custom_call"(%arg116) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<64xf32>) -> tensor<64xf32>
    %656 = "stablehlo.custom_call"(%655) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %657 = "stablehlo.custom_call"(%arg117) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %658 = "stablehlo.custom_call"(%657) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %659 = "stablehlo.custom_call"(%arg118) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<96xf32>) -> tensor<96xf32>
    %660 = "stablehlo.custom_call"(%659) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<96xf32>) -> tensor<96xf32>
    %661 = "stablehlo.custom_call"(%arg119) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %662 = "stablehlo.custom_call"(%661) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %663 = "stablehlo.custom_call"(%arg120) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %664 = "stablehlo.custom_call"(%663) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %665 = "stablehlo.custom_call"(%arg121) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %666 = "stablehlo.custom_call"(%665) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %667 = "stablehlo.custom_call"(%arg122) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %668 = "stablehlo.custom_call"(%667) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %669 = "stablehlo.custom_call"(%arg123) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x128x256xf32>) -> tensor<16x128x256xf32>
    %670 = "stablehlo.custom_call"(%669) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x128x256xf32>) -> tensor<4x128x256xf32>
    %671 = "stablehlo.custom_call"(%arg124) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %672 = "stablehlo.custom_call"(%671) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x256x128xf32>) -> tensor<4x256x128xf32>
    %673 = "stablehlo.custom_call"(%arg125) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %674 = "stablehlo.custom_call"(%673) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x256x128xf32>) -> tensor<4x256x128xf32>
    %675 = "stablehlo.custom_call"(%arg126) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %676 = "stablehlo.custom_call"(%675) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %677 = "stablehlo.custom_call"(%arg127) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %678 = "stablehlo.custom_call"(%677) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %679 = "stablehlo.custom_call"(%arg128) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %680 = "stablehlo.custom_call"(%679) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %681 = "stablehlo.custom_call"(%arg129) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %682 = "stablehlo.custom_call"(%681) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %683 = "stablehlo.custom_call"(%arg130) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %684 = "stablehlo.custom_call"(%683) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %685 = "stablehlo.custom_call"(%arg131) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %686 = "stablehlo.custom_call"(%685) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %687 = "stablehlo.custom_call"(%arg132) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x1xi32>) -> tensor<16x1xi32>
    %688 = "stablehlo.custom_call"(%687) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x1xi32>) -> tensor<4x1xi32>
    %689 = "stablehlo.custom_call"(%arg133) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %690 = "stablehlo.custom_call"(%689) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x128x64xf32>) -> tensor<4x128x64xf32>
    %691 = "stablehlo.custom_call"(%arg134) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x128x16xf32>) -> tensor<16x128x16xf32>
    %692 = "stablehlo.custom_call"(%691) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x128x16xf32>) -> tensor<4x128x16xf32>
    %693 = "stablehlo.custom_call"(%arg135) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x128x64xf32>) -> tensor<16x128x64xf32>
    %694 = "stablehlo.custom_call"(%693) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x128x64xf32>) -> tensor<4x128x64xf32>
    %695 = "stablehlo.custom_call"(%arg136) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x128x16xf32>) -> tensor<16x128x16xf32>
    %696 = "stablehlo.custom_call"(%695) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x128x16xf32>) -> tensor<4x128x16xf32>
    %697 = "stablehlo.custom_call"(%arg137) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<i32>) -> tensor<i32>
    %698 = "stablehlo.custom_call"(%697) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<i32>) -> tensor<i32>
    %699:5 = "func.call"(%618, %620, %622, %624, %626, %628, %630, %632, %634, %636, %638, %640, %642, %644, %646, %648, %650, %652, %654, %656, %658, %660, %662, %664, %666, %668, %670, %672, %674, %676, %678, %680, %682, %684, %686, %688, %690, %692, %694, %696, %698) <{callee = @shmap_body}> : (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<4x1xi32>, tensor<4x128x64xf32>, tensor<4x128x16xf32>, tensor<4x128x64xf32>, tensor<4x128x16xf32>, tensor<i32>) -> (tensor<4x1x512xf32>, tensor<4x128x64xf32>, tensor<4x128x16xf32>, tensor<4x128x64xf32>, tensor<4x128x16xf32>)
    %700 = "stablehlo.custom_call"(%699#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x1x512xf32>) -> tensor<4x1x512xf32>
    %701 = "stablehlo.custom_call"(%700) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x1x512xf32>) -> tensor<16x1x512xf32>
    %702 = "stablehlo.custom_call"(%699#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %703 = "stablehlo.custom_call"(%702) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x128x64xf32>) -> tensor<16x128x64xf32>
    %704 = "stablehlo.custom_call"(%699#2) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x128x16xf32>) -> tensor<4x128x16xf32>
    %705 = "stablehlo.custom_call"(%704) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x128x16xf32>) -> tensor<16x128x16xf32>
    %706 = "stablehlo.custom_call"(%699#3) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %707 = "stablehlo.custom_call"(%706) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x128x64xf32>) -> tensor<16x128x64xf32>
    %708 = "stablehlo.custom_call"(%699#4) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x128x16xf32>) -> tensor<4x128x16xf32>
    %709 = "stablehlo.custom_call"(%708) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x128x16xf32>) -> tensor<16x128x16xf32>
    "func.return"(%701, %703, %705, %707, %709) : (tensor<16x1x512xf32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<4x1xi32>, tensor<4x128x64xf32>, tensor<4x128x16xf32>, tensor<4x128x64xf32>, tensor<4x128x16xf32>, tensor<i32>) -> (tensor<4x1x512xf32>, tensor<4x128x64xf32>, tensor<4x128x16xf32>, tensor<4x128x64xf32>, tensor<4x128x16xf32>), res_attrs = [{jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<512x256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<64xf32>, %arg22: tensor<256xf32>, %arg23: tensor<96xf32>, %arg24: tensor<256x16xf32>, %arg25: tensor<128x256xf32>, %arg26: tensor<256x128xf32>, %arg27: tensor<256x128xf32>, %arg28: tensor<4x128x256xf32>, %arg29: tensor<4x256x128xf32>, %arg30: tensor<4x256x128xf32>, %arg31: tensor<256x80xf32>, %arg32: tensor<64x256xf32>, %arg33: tensor<128x256xf32>, %arg34: tensor<256x96xf32>, %arg35: tensor<96x192xf32>, %arg36: tensor<256xf32>, %arg37: tensor<64xf32>, %arg38: tensor<256xf32>, %arg39: tensor<96xf32>, %arg40: tensor<256x16xf32>, %arg41: tensor<128x256xf32>, %arg42: tensor<256x128xf32>, %arg43: tensor<256x128xf32>, %arg44: tensor<4x128x256xf32>, %arg45: tensor<4x256x128xf32>, %arg46: tensor<4x256x128xf32>, %arg47: tensor<256x80xf32>, %arg48: tensor<64x256xf32>, %arg49: tensor<128x256xf32>, %arg50: tensor<256x96xf32>, %arg51: tensor<96x192xf32>, %arg52: tensor<256x512xf32>, %arg53: tensor<4x1xi32>, %arg54: tensor<4x128x64xf32>, %arg55: tensor<4x128x16xf32>, %arg56: tensor<4x128x64xf32>, %arg57: tensor<4x128x16xf32>, %arg58: tensor<i32>):
    %62 = "func.call"(%arg18, %arg53) <{callee = @_take}> : (tensor<512x256xf32>, tensor<4x1xi32>) -> tensor<4x1x256xf32>
    %63 = "stablehlo.multiply"(%62, %62) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.reduce"(%63, %64) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %616 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%616) : (tensor<f32>) -> ()
    }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %67 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %69 = "stablehlo.divide"(%66, %68) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %70 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %72 = "stablehlo.add"(%69, %71) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %73 = "stablehlo.rsqrt"(%72) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
    %75 = "stablehlo.multiply"(%62, %74) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %76 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
    %78 = "stablehlo.multiply"(%75, %77) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %79 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %80 = "stablehlo.dot_general"(%78, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x96xf32>) -> tensor<4x1x96xf32>
    %81 = "stablehlo.multiply"(%80, %80) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
    %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.reduce"(%81, %82) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %615 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%615) : (tensor<f32>) -> ()
    }) : (tensor<4x1x96xf32>, tensor<f32>) -> tensor<4x1xf32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %85 = "stablehlo.constant"() <{value = dense<9.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %87 = "stablehlo.divide"(%84, %86) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %88 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %90 = "stablehlo.add"(%87, %89) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %91 = "stablehlo.rsqrt"(%90) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x96xf32>
    %93 = "stablehlo.multiply"(%80, %92) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
    %94 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x1x96xf32>
    %96 = "stablehlo.multiply"(%93, %95) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
    %97 = "stablehlo.dot_general"(%96, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x96xf32>, tensor<96x192xf32>) -> tensor<4x1x192xf32>
    %98 = "stablehlo.reshape"(%97) : (tensor<4x1x192xf32>) -> tensor<4x1x4x48xf32>
    %99 = "stablehlo.slice"(%98) <{limit_indices = array<i64: 4, 1, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x32xf32>
    %100 = "stablehlo.slice"(%98) <{limit_indices = array<i64: 4, 1, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x16xf32>
    %101 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %102 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %104 = "stablehlo.multiply"(%103, %101) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %105 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %107 = "stablehlo.add"(%106, %104) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %108 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %110 = "stablehlo.divide"(%107, %109) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %111 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %113 = "stablehlo.power"(%112, %110) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %114 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %116 = "stablehlo.divide"(%115, %113) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %117 = "stablehlo.convert"(%79) : (tensor<1xi32>) -> tensor<1xf32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %119 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %120 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
    %121 = "stablehlo.multiply"(%120, %119) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %122 = "stablehlo.concatenate"(%121, %121) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
    %123 = "stablehlo.cosine"(%122) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %125 = "stablehlo.sine"(%122) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %127 = "stablehlo.slice"(%100) <{limit_indices = array<i64: 4, 1, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
    %128 = "stablehlo.slice"(%100) <{limit_indices = array<i64: 4, 1, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
    %129 = "stablehlo.negate"(%128) : (tensor<4x1x4x8xf32>) -> tensor<4x1x4x8xf32>
    %130 = "stablehlo.concatenate"(%129, %127) <{dimension = 3 : i64}> : (tensor<4x1x4x8xf32>, tensor<4x1x4x8xf32>) -> tensor<4x1x4x16xf32>
    %131 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
    %132 = "stablehlo.multiply"(%100, %131) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %133 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
    %134 = "stablehlo.multiply"(%130, %133) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %135 = "stablehlo.add"(%132, %134) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %136 = "stablehlo.dot_general"(%78, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x80xf32>) -> tensor<4x1x80xf32>
    %137 = "stablehlo.slice"(%136) <{limit_indices = array<i64: 4, 1, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x64xf32>
    %138 = "stablehlo.multiply"(%137, %137) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %139 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.reduce"(%138, %139) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %614 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%614) : (tensor<f32>) -> ()
    }) : (tensor<4x1x64xf32>, tensor<f32>) -> tensor<4x1xf32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %142 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %144 = "stablehlo.divide"(%141, %143) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %145 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %147 = "stablehlo.add"(%144, %146) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %148 = "stablehlo.rsqrt"(%147) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x64xf32>
    %150 = "stablehlo.multiply"(%137, %149) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %151 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x1x64xf32>
    %153 = "stablehlo.multiply"(%150, %152) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %154 = "stablehlo.slice"(%136) <{limit_indices = array<i64: 4, 1, 80>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x16xf32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x1x16xf32>) -> tensor<4x1x1x16xf32>
    %156 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %157 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %159 = "stablehlo.multiply"(%158, %156) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %160 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %162 = "stablehlo.add"(%161, %159) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %163 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %165 = "stablehlo.divide"(%162, %164) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %166 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %168 = "stablehlo.power"(%167, %165) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %169 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %171 = "stablehlo.divide"(%170, %168) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %172 = "stablehlo.convert"(%79) : (tensor<1xi32>) -> tensor<1xf32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %174 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %175 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
    %176 = "stablehlo.multiply"(%175, %174) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %177 = "stablehlo.concatenate"(%176, %176) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
    %178 = "stablehlo.cosine"(%177) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %180 = "stablehlo.sine"(%177) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %182 = "stablehlo.slice"(%155) <{limit_indices = array<i64: 4, 1, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
    %183 = "stablehlo.slice"(%155) <{limit_indices = array<i64: 4, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
    %184 = "stablehlo.negate"(%183) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %185 = "stablehlo.concatenate"(%184, %182) <{dimension = 3 : i64}> : (tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x16xf32>
    %186 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %187 = "stablehlo.multiply"(%155, %186) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %188 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %189 = "stablehlo.multiply"(%185, %188) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %190 = "stablehlo.add"(%187, %189) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %191 = "stablehlo.reshape"(%190) : (tensor<4x1x1x16xf32>) -> tensor<4x1x16xf32>
    %192 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %193 = "stablehlo.compare"(%arg58, %192) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %194 = "stablehlo.constant"() <{value = dense<128> : tensor<i32>}> : () -> tensor<i32>
    %195 = "stablehlo.add"(%arg58, %194) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %196 = "stablehlo.select"(%193, %195, %arg58) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %197 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %198 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %199 = "stablehlo.dynamic_update_slice"(%arg54, %153, %197, %196, %198) : (tensor<4x128x64xf32>, tensor<4x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x64xf32>
    %200 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %201 = "stablehlo.compare"(%arg58, %200) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %202 = "stablehlo.constant"() <{value = dense<128> : tensor<i32>}> : () -> tensor<i32>
    %203 = "stablehlo.add"(%arg58, %202) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %204 = "stablehlo.select"(%201, %203, %arg58) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %205 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %206 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %207 = "stablehlo.dynamic_update_slice"(%arg55, %191, %205, %204, %206) : (tensor<4x128x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x16xf32>
    %208 = "stablehlo.reshape"(%arg32) : (tensor<64x256xf32>) -> tensor<64x4x64xf32>
    %209 = "stablehlo.slice"(%208) <{limit_indices = array<i64: 64, 4, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
    %210 = "stablehlo.dot_general"(%209, %99) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x4x32xf32>, tensor<4x1x4x32xf32>) -> tensor<4x64x4x1xf32>
    %211 = "stablehlo.transpose"(%210) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
    %212 = "stablehlo.dot_general"(%199, %211) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x64xf32>, tensor<4x1x4x64xf32>) -> tensor<4x128x1x4xf32>
    %213 = "stablehlo.transpose"(%212) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x128x1x4xf32>) -> tensor<4x4x1x128xf32>
    %214 = "stablehlo.dot_general"(%207, %135) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x128x1x4xf32>
    %215 = "stablehlo.transpose"(%214) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x128x1x4xf32>) -> tensor<4x4x1x128xf32>
    %216 = "stablehlo.add"(%213, %215) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %217 = "stablehlo.constant"() <{value = dense<4.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.sqrt"(%217) : (tensor<f32>) -> tensor<f32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1x128xf32>
    %220 = "stablehlo.divide"(%216, %219) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %221 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128xi32>
    %222 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<128xi32>
    %223 = "stablehlo.compare"(%221, %222) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64: 3>}> : (tensor<128xi1>) -> tensor<1x1x1x128xi1>
    %225 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %226 = "func.call"(%224, %220, %225) <{callee = @_where_0}> : (tensor<1x1x1x128xi1>, tensor<4x4x1x128xf32>, tensor<f32>) -> tensor<4x4x1x128xf32>
    %227 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.reduce"(%226, %227) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %613 = "stablehlo.maximum"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%613) : (tensor<f32>) -> ()
    }) : (tensor<4x4x1x128xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %229 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1xf32>
    %231 = "stablehlo.maximum"(%230, %228) : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x1xf32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x128xf32>
    %234 = "stablehlo.subtract"(%226, %233) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %235 = "stablehlo.exponential"(%234) : (tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %236 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %237 = "stablehlo.reduce"(%235, %236) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %612 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%612) : (tensor<f32>) -> ()
    }) : (tensor<4x4x1x128xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x128xf32>
    %240 = "stablehlo.divide"(%235, %239) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %241 = "stablehlo.dot_general"(%199, %240) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x64xf32>, tensor<4x4x1x128xf32>) -> tensor<4x64x4x1xf32>
    %242 = "stablehlo.transpose"(%241) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
    %243 = "stablehlo.slice"(%208) <{limit_indices = array<i64: 64, 4, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
    %244 = "stablehlo.dot_general"(%243, %242) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x4x32xf32>, tensor<4x1x4x64xf32>) -> tensor<4x32x4x1xf32>
    %245 = "stablehlo.transpose"(%244) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x32x4x1xf32>) -> tensor<4x1x4x32xf32>
    %246 = "stablehlo.reshape"(%245) : (tensor<4x1x4x32xf32>) -> tensor<4x1x128xf32>
    %247 = "stablehlo.dot_general"(%246, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
    %248 = "stablehlo.add"(%62, %247) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %249 = "stablehlo.multiply"(%248, %248) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %250 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.reduce"(%249, %250) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %611 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%611) : (tensor<f32>) -> ()
    }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %253 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %255 = "stablehlo.divide"(%252, %254) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %256 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %258 = "stablehlo.add"(%255, %257) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %259 = "stablehlo.rsqrt"(%258) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
    %261 = "stablehlo.multiply"(%248, %260) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %262 = "stablehlo.broadcast_in_dim"(%arg22) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
    %264 = "stablehlo.multiply"(%261, %263) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %265 = "stablehlo.dot_general"(%264, %arg26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
    %266 = "func.call"(%265) <{callee = @silu}> : (tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %267 = "stablehlo.dot_general"(%264, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
    %268 = "stablehlo.multiply"(%266, %267) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %269 = "stablehlo.dot_general"(%268, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
    %270 = "stablehlo.reshape"(%264) : (tensor<4x1x256xf32>) -> tensor<4x256xf32>
    %271 = "stablehlo.dot_general"(%270, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256xf32>, tensor<256x16xf32>) -> tensor<4x16xf32>
    %272 = "stablehlo.negate"(%271) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %273 = "stablehlo.exponential"(%272) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %274 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %276 = "stablehlo.add"(%275, %273) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %277 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %278 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %279 = "stablehlo.divide"(%278, %276) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %280:2 = "chlo.top_k"(%279) <{k = 2 : i64}> : (tensor<4x16xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
    %281 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.reduce"(%280#0, %281) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %610 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%610) : (tensor<f32>) -> ()
    }) : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x2xf32>
    %285 = "stablehlo.divide"(%280#0, %284) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %286 = "func.call"(%280#1) <{callee = @_one_hot}> : (tensor<4x2xi32>) -> tensor<4x2x16xi32>
    %287 = "stablehlo.reshape"(%286) : (tensor<4x2x16xi32>) -> tensor<8x16xi32>
    %288 = "func.call"(%287) <{callee = @cumsum}> : (tensor<8x16xi32>) -> tensor<8x16xi32>
    %289 = "stablehlo.reshape"(%288) : (tensor<8x16xi32>) -> tensor<4x2x16xi32>
    %290 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x2x16xi32>
    %292 = "stablehlo.subtract"(%289, %291) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
    %293 = "stablehlo.multiply"(%292, %286) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
    %294 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %295 = "stablehlo.reduce"(%293, %294) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg81: tensor<i32>, %arg82: tensor<i32>):
      %609 = "stablehlo.add"(%arg81, %arg82) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%609) : (tensor<i32>) -> ()
    }) : (tensor<4x2x16xi32>, tensor<i32>) -> tensor<4x2xi32>
    %296 = "stablehlo.convert"(%286) : (tensor<4x2x16xi32>) -> tensor<4x2x16xf32>
    %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %298 = "func.call"(%295) <{callee = @_one_hot_2}> : (tensor<4x2xi32>) -> tensor<4x2x1xf32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x2x1xf32>) -> tensor<4x2x1x1xf32>
    %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x1x1xf32>) -> tensor<4x2x16x1xf32>
    %301 = "stablehlo.multiply"(%297, %300) : (tensor<4x2x16x1xf32>, tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
    %302 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %303 = "stablehlo.reduce"(%301, %302) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %608 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%608) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x16x1xf32>
    %304 = "stablehlo.dot_general"(%285, %301) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x2xf32>, tensor<4x2x16x1xf32>) -> tensor<4x16x1xf32>
    %305 = "stablehlo.dot_general"(%303, %270) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x1xf32>, tensor<4x256xf32>) -> tensor<16x1x256xf32>
    %306 = "stablehlo.all_to_all"(%305) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
    %307 = "stablehlo.reshape"(%306) : (tensor<16x1x256xf32>) -> tensor<4x4x1x256xf32>
    %308 = "stablehlo.dot_general"(%arg29, %307) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
    %309 = "stablehlo.transpose"(%308) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
    %310 = "func.call"(%309) <{callee = @silu_3}> : (tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %311 = "stablehlo.dot_general"(%arg30, %307) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
    %312 = "stablehlo.transpose"(%311) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
    %313 = "stablehlo.multiply"(%310, %312) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %314 = "stablehlo.dot_general"(%arg28, %313) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x256xf32>, tensor<4x4x1x128xf32>) -> tensor<4x256x4x1xf32>
    %315 = "stablehlo.transpose"(%314) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x256x4x1xf32>) -> tensor<4x4x1x256xf32>
    %316 = "stablehlo.reshape"(%315) : (tensor<4x4x1x256xf32>) -> tensor<16x1x256xf32>
    %317 = "stablehlo.all_to_all"(%316) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
    %318 = "stablehlo.dot_general"(%304, %317) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x1xf32>, tensor<16x1x256xf32>) -> tensor<4x256xf32>
    %319 = "stablehlo.reshape"(%318) : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %320 = "stablehlo.add"(%269, %319) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %321 = "stablehlo.add"(%248, %320) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %322 = "stablehlo.multiply"(%321, %321) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %323 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.reduce"(%322, %323) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %607 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%607) : (tensor<f32>) -> ()
    }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %326 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %328 = "stablehlo.divide"(%325, %327) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %329 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %331 = "stablehlo.add"(%328, %330) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %332 = "stablehlo.rsqrt"(%331) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
    %334 = "stablehlo.multiply"(%321, %333) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %335 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
    %337 = "stablehlo.multiply"(%334, %336) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %338 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %339 = "stablehlo.dot_general"(%337, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x96xf32>) -> tensor<4x1x96xf32>
    %340 = "stablehlo.multiply"(%339, %339) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
    %341 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.reduce"(%340, %341) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %606 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%606) : (tensor<f32>) -> ()
    }) : (tensor<4x1x96xf32>, tensor<f32>) -> tensor<4x1xf32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %344 = "stablehlo.constant"() <{value = dense<9.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %346 = "stablehlo.divide"(%343, %345) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %347 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %349 = "stablehlo.add"(%346, %348) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %350 = "stablehlo.rsqrt"(%349) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x96xf32>
    %352 = "stablehlo.multiply"(%339, %351) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
    %353 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x1x96xf32>
    %355 = "stablehlo.multiply"(%352, %354) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
    %356 = "stablehlo.dot_general"(%355, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x96xf32>, tensor<96x192xf32>) -> tensor<4x1x192xf32>
    %357 = "stablehlo.reshape"(%356) : (tensor<4x1x192xf32>) -> tensor<4x1x4x48xf32>
    %358 = "stablehlo.slice"(%357) <{limit_indices = array<i64: 4, 1, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x32xf32>
    %359 = "stablehlo.slice"(%357) <{limit_indices = array<i64: 4, 1, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x16xf32>
    %360 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %361 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %363 = "stablehlo.multiply"(%362, %360) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %364 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %366 = "stablehlo.add"(%365, %363) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %367 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %369 = "stablehlo.divide"(%366, %368) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %370 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %372 = "stablehlo.power"(%371, %369) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %373 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %374 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %375 = "stablehlo.divide"(%374, %372) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %376 = "stablehlo.convert"(%338) : (tensor<1xi32>) -> tensor<1xf32>
    %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %378 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %379 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
    %380 = "stablehlo.multiply"(%379, %378) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %381 = "stablehlo.concatenate"(%380, %380) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
    %382 = "stablehlo.cosine"(%381) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %384 = "stablehlo.sine"(%381) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %386 = "stablehlo.slice"(%359) <{limit_indices = array<i64: 4, 1, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
    %387 = "stablehlo.slice"(%359) <{limit_indices = array<i64: 4, 1, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
    %388 = "stablehlo.negate"(%387) : (tensor<4x1x4x8xf32>) -> tensor<4x1x4x8xf32>
    %389 = "stablehlo.concatenate"(%388, %386) <{dimension = 3 : i64}> : (tensor<4x1x4x8xf32>, tensor<4x1x4x8xf32>) -> tensor<4x1x4x16xf32>
    %390 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
    %391 = "stablehlo.multiply"(%359, %390) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %392 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
    %393 = "stablehlo.multiply"(%389, %392) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %394 = "stablehlo.add"(%391, %393) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %395 = "stablehlo.dot_general"(%337, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x80xf32>) -> tensor<4x1x80xf32>
    %396 = "stablehlo.slice"(%395) <{limit_indices = array<i64: 4, 1, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x64xf32>
    %397 = "stablehlo.multiply"(%396, %396) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %398 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %399 = "stablehlo.reduce"(%397, %398) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %605 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%605) : (tensor<f32>) -> ()
    }) : (tensor<4x1x64xf32>, tensor<f32>) -> tensor<4x1xf32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %401 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %403 = "stablehlo.divide"(%400, %402) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %404 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %405 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %406 = "stablehlo.add"(%403, %405) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %407 = "stablehlo.rsqrt"(%406) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x64xf32>
    %409 = "stablehlo.multiply"(%396, %408) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %410 = "stablehlo.broadcast_in_dim"(%arg37) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x1x64xf32>
    %412 = "stablehlo.multiply"(%409, %411) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %413 = "stablehlo.slice"(%395) <{limit_indices = array<i64: 4, 1, 80>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x16xf32>
    %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x1x16xf32>) -> tensor<4x1x1x16xf32>
    %415 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %416 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %418 = "stablehlo.multiply"(%417, %415) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %419 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %421 = "stablehlo.add"(%420, %418) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %422 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %424 = "stablehlo.divide"(%421, %423) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %425 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %427 = "stablehlo.power"(%426, %424) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %428 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %429 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %430 = "stablehlo.divide"(%429, %427) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %431 = "stablehlo.convert"(%338) : (tensor<1xi32>) -> tensor<1xf32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %433 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %434 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
    %435 = "stablehlo.multiply"(%434, %433) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %436 = "stablehlo.concatenate"(%435, %435) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
    %437 = "stablehlo.cosine"(%436) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %439 = "stablehlo.sine"(%436) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %440 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %441 = "stablehlo.slice"(%414) <{limit_indices = array<i64: 4, 1, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
    %442 = "stablehlo.slice"(%414) <{limit_indices = array<i64: 4, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
    %443 = "stablehlo.negate"(%442) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %444 = "stablehlo.concatenate"(%443, %441) <{dimension = 3 : i64}> : (tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x16xf32>
    %445 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %446 = "stablehlo.multiply"(%414, %445) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %447 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %448 = "stablehlo.multiply"(%444, %447) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %449 = "stablehlo.add"(%446, %448) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %450 = "stablehlo.reshape"(%449) : (tensor<4x1x1x16xf32>) -> tensor<4x1x16xf32>
    %451 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %452 = "stablehlo.compare"(%arg58, %451) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %453 = "stablehlo.constant"() <{value = dense<128> : tensor<i32>}> : () -> tensor<i32>
    %454 = "stablehlo.add"(%arg58, %453) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %455 = "stablehlo.select"(%452, %454, %arg58) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %456 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %457 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %458 = "stablehlo.dynamic_update_slice"(%arg56, %412, %456, %455, %457) : (tensor<4x128x64xf32>, tensor<4x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x64xf32>
    %459 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %460 = "stablehlo.compare"(%arg58, %459) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %461 = "stablehlo.constant"() <{value = dense<128> : tensor<i32>}> : () -> tensor<i32>
    %462 = "stablehlo.add"(%arg58, %461) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %463 = "stablehlo.select"(%460, %462, %arg58) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %464 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %465 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %466 = "stablehlo.dynamic_update_slice"(%arg57, %450, %464, %463, %465) : (tensor<4x128x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x16xf32>
    %467 = "stablehlo.reshape"(%arg48) : (tensor<64x256xf32>) -> tensor<64x4x64xf32>
    %468 = "stablehlo.slice"(%467) <{limit_indices = array<i64: 64, 4, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
    %469 = "stablehlo.dot_general"(%468, %358) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x4x32xf32>, tensor<4x1x4x32xf32>) -> tensor<4x64x4x1xf32>
    %470 = "stablehlo.transpose"(%469) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
    %471 = "stablehlo.dot_general"(%458, %470) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x64xf32>, tensor<4x1x4x64xf32>) -> tensor<4x128x1x4xf32>
    %472 = "stablehlo.transpose"(%471) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x128x1x4xf32>) -> tensor<4x4x1x128xf32>
    %473 = "stablehlo.dot_general"(%466, %394) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x128x1x4xf32>
    %474 = "stablehlo.transpose"(%473) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x128x1x4xf32>) -> tensor<4x4x1x128xf32>
    %475 = "stablehlo.add"(%472, %474) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %476 = "stablehlo.constant"() <{value = dense<4.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %477 = "stablehlo.sqrt"(%476) : (tensor<f32>) -> tensor<f32>
    %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1x128xf32>
    %479 = "stablehlo.divide"(%475, %478) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %480 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128xi32>
    %481 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<128xi32>
    %482 = "stablehlo.compare"(%480, %481) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64: 3>}> : (tensor<128xi1>) -> tensor<1x1x1x128xi1>
    %484 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %485 = "func.call"(%483, %479, %484) <{callee = @_where_0}> : (tensor<1x1x1x128xi1>, tensor<4x4x1x128xf32>, tensor<f32>) -> tensor<4x4x1x128xf32>
    %486 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %487 = "stablehlo.reduce"(%485, %486) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %604 = "stablehlo.maximum"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%604) : (tensor<f32>) -> ()
    }) : (tensor<4x4x1x128xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %488 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %489 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1xf32>
    %490 = "stablehlo.maximum"(%489, %487) : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x1xf32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %492 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x128xf32>
    %493 = "stablehlo.subtract"(%485, %492) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %494 = "stablehlo.exponential"(%493) : (tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %495 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %496 = "stablehlo.reduce"(%494, %495) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %603 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%603) : (tensor<f32>) -> ()
    }) : (tensor<4x4x1x128xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x128xf32>
    %499 = "stablehlo.divide"(%494, %498) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %500 = "stablehlo.dot_general"(%458, %499) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x64xf32>, tensor<4x4x1x128xf32>) -> tensor<4x64x4x1xf32>
    %501 = "stablehlo.transpose"(%500) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
    %502 = "stablehlo.slice"(%467) <{limit_indices = array<i64: 64, 4, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
    %503 = "stablehlo.dot_general"(%502, %501) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x4x32xf32>, tensor<4x1x4x64xf32>) -> tensor<4x32x4x1xf32>
    %504 = "stablehlo.transpose"(%503) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x32x4x1xf32>) -> tensor<4x1x4x32xf32>
    %505 = "stablehlo.reshape"(%504) : (tensor<4x1x4x32xf32>) -> tensor<4x1x128xf32>
    %506 = "stablehlo.dot_general"(%505, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
    %507 = "stablehlo.add"(%321, %506) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %508 = "stablehlo.multiply"(%507, %507) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %509 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %510 = "stablehlo.reduce"(%508, %509) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %602 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%602) : (tensor<f32>) -> ()
    }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %512 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %514 = "stablehlo.divide"(%511, %513) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %515 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %516 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %517 = "stablehlo.add"(%514, %516) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %518 = "stablehlo.rsqrt"(%517) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %519 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
    %520 = "stablehlo.multiply"(%507, %519) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %521 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %522 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
    %523 = "stablehlo.multiply"(%520, %522) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %524 = "stablehlo.dot_general"(%523, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
    %525 = "func.call"(%524) <{callee = @silu}> : (tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %526 = "stablehlo.dot_general"(%523, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
    %527 = "stablehlo.multiply"(%525, %526) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %528 = "stablehlo.dot_general"(%527, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
    %529 = "stablehlo.reshape"(%523) : (tensor<4x1x256xf32>) -> tensor<4x256xf32>
    %530 = "stablehlo.dot_general"(%529, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256xf32>, tensor<256x16xf32>) -> tensor<4x16xf32>
    %531 = "stablehlo.negate"(%530) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %532 = "stablehlo.exponential"(%531) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %533 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %534 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %535 = "stablehlo.add"(%534, %532) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %536 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %537 = "stablehlo.broadcast_in_dim"(%536) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %538 = "stablehlo.divide"(%537, %535) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %539:2 = "chlo.top_k"(%538) <{k = 2 : i64}> : (tensor<4x16xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
    %540 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %541 = "stablehlo.reduce"(%539#0, %540) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %601 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%601) : (tensor<f32>) -> ()
    }) : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
    %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %543 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x2xf32>
    %544 = "stablehlo.divide"(%539#0, %543) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %545 = "func.call"(%539#1) <{callee = @_one_hot}> : (tensor<4x2xi32>) -> tensor<4x2x16xi32>
    %546 = "stablehlo.reshape"(%545) : (tensor<4x2x16xi32>) -> tensor<8x16xi32>
    %547 = "func.call"(%546) <{callee = @cumsum}> : (tensor<8x16xi32>) -> tensor<8x16xi32>
    %548 = "stablehlo.reshape"(%547) : (tensor<8x16xi32>) -> tensor<4x2x16xi32>
    %549 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x2x16xi32>
    %551 = "stablehlo.subtract"(%548, %550) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
    %552 = "stablehlo.multiply"(%551, %545) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
    %553 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %554 = "stablehlo.reduce"(%552, %553) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg63: tensor<i32>, %arg64: tensor<i32>):
      %600 = "stablehlo.add"(%arg63, %arg64) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%600) : (tensor<i32>) -> ()
    }) : (tensor<4x2x16xi32>, tensor<i32>) -> tensor<4x2xi32>
    %555 = "stablehlo.convert"(%545) : (tensor<4x2x16xi32>) -> tensor<4x2x16xf32>
    %556 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %557 = "func.call"(%554) <{callee = @_one_hot_2}> : (tensor<4x2xi32>) -> tensor<4x2x1xf32>
    %558 = "stablehlo.broadcast_in_dim"(%557) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x2x1xf32>) -> tensor<4x2x1x1xf32>
    %559 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x1x1xf32>) -> tensor<4x2x16x1xf32>
    %560 = "stablehlo.multiply"(%556, %559) : (tensor<4x2x16x1xf32>, tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
    %561 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %562 = "stablehlo.reduce"(%560, %561) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %599 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%599) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x16x1xf32>
    %563 = "stablehlo.dot_general"(%544, %560) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x2xf32>, tensor<4x2x16x1xf32>) -> tensor<4x16x1xf32>
    %564 = "stablehlo.dot_general"(%562, %529) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x1xf32>, tensor<4x256xf32>) -> tensor<16x1x256xf32>
    %565 = "stablehlo.all_to_all"(%564) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
    %566 = "stablehlo.reshape"(%565) : (tensor<16x1x256xf32>) -> tensor<4x4x1x256xf32>
    %567 = "stablehlo.dot_general"(%arg45, %566) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
    %568 = "stablehlo.transpose"(%567) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
    %569 = "func.call"(%568) <{callee = @silu_3}> : (tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %570 = "stablehlo.dot_general"(%arg46, %566) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
    %571 = "stablehlo.transpose"(%570) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
    %572 = "stablehlo.multiply"(%569, %571) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %573 = "stablehlo.dot_general"(%arg44, %572) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x256xf32>, tensor<4x4x1x128xf32>) -> tensor<4x256x4x1xf32>
    %574 = "stablehlo.transpose"(%573) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x256x4x1xf32>) -> tensor<4x4x1x256xf32>
    %575 = "stablehlo.reshape"(%574) : (tensor<4x4x1x256xf32>) -> tensor<16x1x256xf32>
    %576 = "stablehlo.all_to_all"(%575) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
    %577 = "stablehlo.dot_general"(%563, %576) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x1xf32>, tensor<16x1x256xf32>) -> tensor<4x256xf32>
    %578 = "stablehlo.reshape"(%577) : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %579 = "stablehlo.add"(%528, %578) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %580 = "stablehlo.add"(%507, %579) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %581 = "stablehlo.multiply"(%580, %580) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %582 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %583 = "stablehlo.reduce"(%581, %582) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %598 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%598) : (tensor<f32>) -> ()
    }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
    %584 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %585 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %586 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %587 = "stablehlo.divide"(%584, %586) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %588 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %589 = "stablehlo.broadcast_in_dim"(%588) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %590 = "stablehlo.add"(%587, %589) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %591 = "stablehlo.rsqrt"(%590) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %592 = "stablehlo.broadcast_in_dim"(%591) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
    %593 = "stablehlo.multiply"(%580, %592) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %594 = "stablehlo.broadcast_in_dim"(%arg19) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %595 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
    %596 = "stablehlo.multiply"(%593, %595) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %597 = "stablehlo.dot_general"(%596, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x512xf32>) -> tensor<4x1x512xf32>
    "func.return"(%597, %199, %207, %458, %466) : (tensor<4x1x512xf32>, tensor<4x128x64xf32>, tensor<4x128x16xf32>, tensor<4x128x64xf32>, tensor<4x128x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<512x256xf32>, tensor<4x1xi32>) -> tensor<4x1x256xf32>, res_attrs = [{}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<512x256xf32>, %arg15: tensor<4x1xi32>):
    %38 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %40 = "stablehlo.compare"(%arg15, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %41 = "stablehlo.constant"() <{value = dense<512> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %43 = "stablehlo.add"(%arg15, %42) : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %44 = "func.call"(%40, %43, %arg15) <{callee = @_where}> : (tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %46 = "stablehlo.constant"() <{value = dense<511> : tensor<1xi32>}> : () -> tensor<1xi32>
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1xi32>
    %49 = "stablehlo.compare"(%45, %48) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %50 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %52 = "stablehlo.compare"(%45, %51) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %53 = "stablehlo.and"(%49, %52) : (tensor<4x1x1xi1>, tensor<4x1x1xi1>) -> tensor<4x1x1xi1>
    %54 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %55 = "stablehlo.reduce"(%53, %54) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg16: tensor<i1>, %arg17: tensor<i1>):
      %61 = "stablehlo.and"(%arg16, %arg17) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%61) : (tensor<i1>) -> ()
    }) : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %56 = "stablehlo.gather"(%arg14, %45) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<512x256xf32>, tensor<4x1x1xi32>) -> tensor<4x1x256xf32>
    %57 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xi1>) -> tensor<4x1x256xi1>
    %58 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x256xf32>
    %60 = "stablehlo.select"(%57, %56, %59) : (tensor<4x1x256xi1>, tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    "func.return"(%60) : (tensor<4x1x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4x1xi1>, %arg12: tensor<4x1xi32>, %arg13: tensor<4x1xi32>):
    %37 = "stablehlo.select"(%arg11, %arg12, %arg13) : (tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    "func.return"(%37) : (tensor<4x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x1x128xi1>, tensor<4x4x1x128xf32>, tensor<f32>) -> tensor<4x4x1x128xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<1x1x1x128xi1>, %arg9: tensor<4x4x1x128xf32>, %arg10: tensor<f32>):
    %34 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xi1>) -> tensor<4x4x1x128xi1>
    %35 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1x128xf32>
    %36 = "stablehlo.select"(%34, %arg9, %35) : (tensor<4x4x1x128xi1>, tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    "func.return"(%36) : (tensor<4x4x1x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x1x128xf32>) -> tensor<4x1x128xf32>, res_attrs = [{}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x1x128xf32>):
    %25 = "stablehlo.negate"(%arg7) : (tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %26 = "stablehlo.exponential"(%25) : (tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %27 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x128xf32>
    %29 = "stablehlo.add"(%28, %26) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %30 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x128xf32>
    %32 = "stablehlo.divide"(%31, %29) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %33 = "stablehlo.multiply"(%arg7, %32) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    "func.return"(%33) : (tensor<4x1x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x2xi32>) -> tensor<4x2x16xi32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<4x2xi32>):
    %19 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x2xi32>) -> tensor<4x2x1xi32>
    %20 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x16xi32>
    %21 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x1xi32>) -> tensor<4x2x16xi32>
    %22 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xi32>) -> tensor<4x2x16xi32>
    %23 = "stablehlo.compare"(%21, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi1>
    %24 = "stablehlo.convert"(%23) : (tensor<4x2x16xi1>) -> tensor<4x2x16xi32>
    "func.return"(%24) : (tensor<4x2x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xi32>) -> tensor<8x16xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<8x16xi32>):
    %18 = "func.call"(%arg5) <{callee = @cumsum_1}> : (tensor<8x16xi32>) -> tensor<8x16xi32>
    "func.return"(%18) : (tensor<8x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xi32>) -> tensor<8x16xi32>, sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<8x16xi32>):
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.reduce_window"(%arg2, %15) <{base_dilations = array<i64: 1, 1>, padding = dense<[[7, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 8, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %17 = "stablehlo.add"(%arg3, %arg4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%17) : (tensor<i32>) -> ()
    }) : (tensor<8x16xi32>, tensor<i32>) -> tensor<8x16xi32>
    "func.return"(%16) : (tensor<8x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x2xi32>) -> tensor<4x2x1xf32>, res_attrs = [{}], sym_name = "_one_hot_2", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4x2xi32>):
    %9 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x2xi32>) -> tensor<4x2x1xi32>
    %10 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x1xi32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x2x1xi32>
    %12 = "stablehlo.compare"(%9, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x2x1xi32>, tensor<4x2x1xi32>) -> tensor<4x2x1xi1>
    %13 = "stablehlo.convert"(%12) : (tensor<4x2x1xi1>) -> tensor<4x2x1xf32>
    "func.return"(%13) : (tensor<4x2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>, res_attrs = [{}], sym_name = "silu_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4x1x128xf32>):
    %0 = "stablehlo.negate"(%arg0) : (tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %1 = "stablehlo.exponential"(%0) : (tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1x128xf32>
    %4 = "stablehlo.add"(%3, %1) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1x128xf32>
    %7 = "stablehlo.divide"(%6, %4) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %8 = "stablehlo.multiply"(%arg0, %7) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    "func.return"(%8) : (tensor<4x4x1x128xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
