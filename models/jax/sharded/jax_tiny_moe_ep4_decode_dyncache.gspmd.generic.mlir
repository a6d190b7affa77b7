"builtin.module"() <{sym_name = "jit_decode"}> ({
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 1 : i32}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 2 : i32}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 3 : i32}, {mhlo.sharding = "{devices=[4,1,1]<=[4]}", tf.aliasing_output = 4 : i32}, {mhlo.sharding = "{replicated}"}], function_type = (tensor<i32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<16x1xi32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>, tensor<i32>) -> (tensor<16x1x512xf32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>), res_attrs = [{jax.result_info = "result[0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][0][0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][0][1]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][1][0]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, {jax.result_info = "result[1][1][1]", mhlo.sharding = "{devices=[4,1,1]<=[4]}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg117: tensor<i32>, %arg118: tensor<512x256xf32>, %arg119: tensor<256xf32>, %arg120: tensor<256xf32>, %arg121: tensor<64xf32>, %arg122: tensor<256xf32>, %arg123: tensor<96xf32>, %arg124: tensor<256x16xf32>, %arg125: tensor<128x256xf32>, %arg126: tensor<256x128xf32>, %arg127: tensor<256x128xf32>, %arg128: tensor<16x128x256xf32>, %arg129: tensor<16x256x128xf32>, %arg130: tensor<16x256x128xf32>, %arg131: tensor<256x80xf32>, %arg132: tensor<64x256xf32>, %arg133: tensor<128x256xf32>, %arg134: tensor<256x96xf32>, %arg135: tensor<96x192xf32>, %arg136: tensor<256xf32>, %arg137: tensor<64xf32>, %arg138: tensor<256xf32>, %arg139: tensor<96xf32>, %arg140: tensor<256x16xf32>, %arg141: tensor<128x256xf32>, %arg142: tensor<256x128xf32>, %arg143: tensor<256x128xf32>, %arg144: tensor<16x128x256xf32>, %arg145: tensor<16x256x128xf32>, %arg146: tensor<16x256x128xf32>, %arg147: tensor<256x80xf32>, %arg148: tensor<64x256xf32>, %arg149: tensor<128x256xf32>, %arg150: tensor<256x96xf32>, %arg151: tensor<96x192xf32>, %arg152: tensor<256x512xf32>, %arg153: tensor<16x1xi32>, %arg154: tensor<16x?x64xf32>, %arg155: tensor<16x?x16xf32>, %arg156: tensor<16x?x64xf32>, %arg157: tensor<16x?x16xf32>, %arg158: tensor<i32>):
    %597 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %598 = "stablehlo.constant"() <{value = dense<64> : tensor<1xi32>}> : () -> tensor<1xi32>
    %599 = "stablehlo.constant"() <{value = dense<16> : tensor<1xi32>}> : () -> tensor<1xi32>
    %600 = "stablehlo.custom_call"(%arg118) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %601 = "stablehlo.custom_call"(%600) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %602 = "stablehlo.custom_call"(%arg119) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %603 = "stablehlo.custom_call"(%602) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %604 = "stablehlo.custom_call"(%arg120) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %605 = "stablehlo.custom_call"(%604) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %606 = "stablehlo.custom_call"(%arg121) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<64xf32>) -> tensor<64xf32>
    %607 = "stablehlo.custom_call"(%606) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %608 = "stablehlo.custom_call"(%arg122) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %609 = "stablehlo.custom_call"(%608) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %610 = "stablehlo.custom_call"(%arg123) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<96xf32>) -> tensor<96xf32>
    %611 = "stablehlo.custom_call"(%610) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<96xf32>) -> tensor<96xf32>
    %612 = "stablehlo.custom_call"(%arg124) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %613 = "stablehlo.custom_call"(%612) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %614 = "stablehlo.custom_call"(%arg125) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %615 = "stablehlo.custom_call"(%614) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %616 = "stablehlo.custom_call"(%arg126) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %617 = "stablehlo.custom_call"(%616) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %618 = "stablehlo.custom_call"(%arg127) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %619 = "stablehlo.custom_call"(%618) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %620 = "stablehlo.custom_call"(%arg128) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x128x256xf32>) -> tensor<16x128x256xf32>
    %621 = "stablehlo.custom_call"(%620) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<16x128x256xf32>) -> tensor<4x128x256xf32>
    %622 = "stablehlo.custom_call"(%arg129) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %623 = "stablehlo.custom_call"(%622) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<16x256x128xf32>) -> tensor<4x256x128xf32>
    %624 = "stablehlo.custom_call"(%arg130) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %625 = "stablehlo.custom_call"(%624) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<16x256x128xf32>) -> tensor<4x256x128xf32>
    %626 = "stablehlo.custom_call"(%arg131) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %627 = "stablehlo.custom_call"(%626) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %628 = "stablehlo.custom_call"(%arg132) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %629 = "stablehlo.custom_call"(%628) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %630 = "stablehlo.custom_call"(%arg133) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %631 = "stablehlo.custom_call"(%630) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %632 = "stablehlo.custom_call"(%arg134) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %633 = "stablehlo.custom_call"(%632) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %634 = "stablehlo.custom_call"(%arg135) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %635 = "stablehlo.custom_call"(%634) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %636 = "stablehlo.custom_call"(%arg136) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %637 = "stablehlo.custom_call"(%636) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %638 = "stablehlo.custom_call"(%arg137) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<64xf32>) -> tensor<64xf32>
    %639 = "stablehlo.custom_call"(%638) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %640 = "stablehlo.custom_call"(%arg138) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %641 = "stablehlo.custom_call"(%640) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %642 = "stablehlo.custom_call"(%arg139) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<96xf32>) -> tensor<96xf32>
    %643 = "stablehlo.custom_call"(%642) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<96xf32>) -> tensor<96xf32>
    %644 = "stablehlo.custom_call"(%arg140) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %645 = "stablehlo.custom_call"(%644) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256x16xf32>) -> tensor<256x16xf32>
    %646 = "stablehlo.custom_call"(%arg141) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %647 = "stablehlo.custom_call"(%646) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %648 = "stablehlo.custom_call"(%arg142) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %649 = "stablehlo.custom_call"(%648) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %650 = "stablehlo.custom_call"(%arg143) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %651 = "stablehlo.custom_call"(%650) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %652 = "stablehlo.custom_call"(%arg144) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x128x256xf32>) -> tensor<16x128x256xf32>
    %653 = "stablehlo.custom_call"(%652) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<16x128x256xf32>) -> tensor<4x128x256xf32>
    %654 = "stablehlo.custom_call"(%arg145) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %655 = "stablehlo.custom_call"(%654) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<16x256x128xf32>) -> tensor<4x256x128xf32>
    %656 = "stablehlo.custom_call"(%arg146) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x256x128xf32>) -> tensor<16x256x128xf32>
    %657 = "stablehlo.custom_call"(%656) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<16x256x128xf32>) -> tensor<4x256x128xf32>
    %658 = "stablehlo.custom_call"(%arg147) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %659 = "stablehlo.custom_call"(%658) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256x80xf32>) -> tensor<256x80xf32>
    %660 = "stablehlo.custom_call"(%arg148) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %661 = "stablehlo.custom_call"(%660) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %662 = "stablehlo.custom_call"(%arg149) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %663 = "stablehlo.custom_call"(%662) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %664 = "stablehlo.custom_call"(%arg150) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %665 = "stablehlo.custom_call"(%664) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256x96xf32>) -> tensor<256x96xf32>
    %666 = "stablehlo.custom_call"(%arg151) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %667 = "stablehlo.custom_call"(%666) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<96x192xf32>) -> tensor<96x192xf32>
    %668 = "stablehlo.custom_call"(%arg152) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %669 = "stablehlo.custom_call"(%668) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %670 = "stablehlo.custom_call"(%arg153) <{call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x1xi32>) -> tensor<16x1xi32>
    %671 = "stablehlo.custom_call"(%670) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<16x1xi32>) -> tensor<4x1xi32>
    %672 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %673 = "stablehlo.concatenate"(%599, %672, %598) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %674 = "stablehlo.custom_call"(%arg154, %673) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x?x64xf32>, tensor<3xi32>) -> tensor<16x?x64xf32>
    %675 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %676 = "stablehlo.concatenate"(%597, %675, %598) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %677 = "stablehlo.custom_call"(%674, %676) <{call_target_name = "SPMDFullToShardShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<16x?x64xf32>, tensor<3xi32>) -> tensor<4x?x64xf32>
    %678 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %679 = "stablehlo.concatenate"(%599, %678, %599) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %680 = "stablehlo.custom_call"(%arg155, %679) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x?x16xf32>, tensor<3xi32>) -> tensor<16x?x16xf32>
    %681 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %682 = "stablehlo.concatenate"(%597, %681, %599) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %683 = "stablehlo.custom_call"(%680, %682) <{call_target_name = "SPMDFullToShardShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<16x?x16xf32>, tensor<3xi32>) -> tensor<4x?x16xf32>
    %684 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %685 = "stablehlo.concatenate"(%599, %684, %598) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %686 = "stablehlo.custom_call"(%arg156, %685) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x?x64xf32>, tensor<3xi32>) -> tensor<16x?x64xf32>
    %687 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %688 = "stablehlo.concatenate"(%597, %687, %598) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %689 = "stablehlo.custom_call"(%686, %688) <{call_target_name = "SPMDFullToShardShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<16x?x64xf32>, tensor<3xi32>) -> tensor<4x?x64xf32>
    %690 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %691 = "stablehlo.concatenate"(%599, %690, %599) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %692 = "stablehlo.custom_call"(%arg157, %691) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<16x?x16xf32>, tensor<3xi32>) -> tensor<16x?x16xf32>
    %693 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %694 = "stablehlo.concatenate"(%597, %693, %599) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %695 = "stablehlo.custom_call"(%692, %694) <{call_target_name = "SPMDFullToShardShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<16x?x16xf32>, tensor<3xi32>) -> tensor<4x?x16xf32>
    %696 = "stablehlo.custom_call"(%arg158) <{call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<i32>) -> tensor<i32>
    %697 = "stablehlo.custom_call"(%696) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<i32>) -> tensor<i32>
    %698:5 = "func.call"(%arg117, %601, %603, %605, %607, %609, %611, %613, %615, %617, %619, %621, %623, %625, %627, %629, %631, %633, %635, %637, %639, %641, %643, %645, %647, %649, %651, %653, %655, %657, %659, %661, %663, %665, %667, %669, %671, %677, %683, %689, %695, %697) <{callee = @shmap_body}> : (tensor<i32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<4x1xi32>, tensor<4x?x64xf32>, tensor<4x?x16xf32>, tensor<4x?x64xf32>, tensor<4x?x16xf32>, tensor<i32>) -> (tensor<4x1x512xf32>, tensor<4x?x64xf32>, tensor<4x?x16xf32>, tensor<4x?x64xf32>, tensor<4x?x16xf32>)
    %699 = "stablehlo.custom_call"(%698#0) <{call_target_name = "Sharding"}> {mhlo.sharding = "{manual}"} : (tensor<4x1x512xf32>) -> tensor<4x1x512xf32>
    %700 = "stablehlo.custom_call"(%699) <{call_target_name = "SPMDShardToFullShape"}> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x1x512xf32>) -> tensor<16x1x512xf32>
    %701 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %702 = "stablehlo.concatenate"(%597, %701, %598) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %703 = "stablehlo.custom_call"(%698#1, %702) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<4x?x64xf32>, tensor<3xi32>) -> tensor<4x?x64xf32>
    %704 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %705 = "stablehlo.concatenate"(%599, %704, %598) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %706 = "stablehlo.custom_call"(%703, %705) <{call_target_name = "SPMDShardToFullShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x?x64xf32>, tensor<3xi32>) -> tensor<16x?x64xf32>
    %707 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %708 = "stablehlo.concatenate"(%597, %707, %599) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %709 = "stablehlo.custom_call"(%698#2, %708) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<4x?x16xf32>, tensor<3xi32>) -> tensor<4x?x16xf32>
    %710 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %711 = "stablehlo.concatenate"(%599, %710, %599) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %712 = "stablehlo.custom_call"(%709, %711) <{call_target_name = "SPMDShardToFullShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x?x16xf32>, tensor<3xi32>) -> tensor<16x?x16xf32>
    %713 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %714 = "stablehlo.concatenate"(%597, %713, %598) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %715 = "stablehlo.custom_call"(%698#3, %714) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<4x?x64xf32>, tensor<3xi32>) -> tensor<4x?x64xf32>
    %716 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %717 = "stablehlo.concatenate"(%599, %716, %598) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %718 = "stablehlo.custom_call"(%715, %717) <{call_target_name = "SPMDShardToFullShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x?x64xf32>, tensor<3xi32>) -> tensor<16x?x64xf32>
    %719 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %720 = "stablehlo.concatenate"(%597, %719, %599) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %721 = "stablehlo.custom_call"(%698#4, %720) <{call_target_name = "Sharding"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{manual}"} : (tensor<4x?x16xf32>, tensor<3xi32>) -> tensor<4x?x16xf32>
    %722 = "stablehlo.reshape"(%arg117) : (tensor<i32>) -> tensor<1xi32>
    %723 = "stablehlo.concatenate"(%599, %722, %599) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
    %724 = "stablehlo.custom_call"(%721, %723) <{call_target_name = "SPMDShardToFullShape"}> {indices_of_shape_operands = dense<1> : tensor<1xi64>, mhlo.sharding = "{devices=[4,1,1]<=[4]}"} : (tensor<4x?x16xf32>, tensor<3xi32>) -> tensor<16x?x16xf32>
    "func.return"(%700, %706, %712, %718, %724) : (tensor<16x1x512xf32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<i32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<4x1xi32>, tensor<4x?x64xf32>, tensor<4x?x16xf32>, tensor<4x?x64xf32>, tensor<4x?x16xf32>, tensor<i32>) -> (tensor<4x1x512xf32>, tensor<4x?x64xf32>, tensor<4x?x16xf32>, tensor<4x?x64xf32>, tensor<4x?x16xf32>), res_attrs = [{jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}, {jax.result_info = "[('ep',), None, None]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<i32>, %arg38: tensor<512x256xf32>, %arg39: tensor<256xf32>, %arg40: tensor<256xf32>, %arg41: tensor<64xf32>, %arg42: tensor<256xf32>, %arg43: tensor<96xf32>, %arg44: tensor<256x16xf32>, %arg45: tensor<128x256xf32>, %arg46: tensor<256x128xf32>, %arg47: tensor<256x128xf32>, %arg48: tensor<4x128x256xf32>, %arg49: tensor<4x256x128xf32>, %arg50: tensor<4x256x128xf32>, %arg51: tensor<256x80xf32>, %arg52: tensor<64x256xf32>, %arg53: tensor<128x256xf32>, %arg54: tensor<256x96xf32>, %arg55: tensor<96x192xf32>, %arg56: tensor<256xf32>, %arg57: tensor<64xf32>, %arg58: tensor<256xf32>, %arg59: tensor<96xf32>, %arg60: tensor<256x16xf32>, %arg61: tensor<128x256xf32>, %arg62: tensor<256x128xf32>, %arg63: tensor<256x128xf32>, %arg64: tensor<4x128x256xf32>, %arg65: tensor<4x256x128xf32>, %arg66: tensor<4x256x128xf32>, %arg67: tensor<256x80xf32>, %arg68: tensor<64x256xf32>, %arg69: tensor<128x256xf32>, %arg70: tensor<256x96xf32>, %arg71: tensor<96x192xf32>, %arg72: tensor<256x512xf32>, %arg73: tensor<4x1xi32>, %arg74: tensor<4x?x64xf32>, %arg75: tensor<4x?x16xf32>, %arg76: tensor<4x?x64xf32>, %arg77: tensor<4x?x16xf32>, %arg78: tensor<i32>):
    %75 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %78 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %79 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.constant"() <{value = dense<4.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %82 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.constant"() <{value = dense<9.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "func.call"(%arg37, %arg38, %arg73) <{callee = @_take}> : (tensor<i32>, tensor<512x256xf32>, tensor<4x1xi32>) -> tensor<4x1x256xf32>
    %92 = "stablehlo.multiply"(%91, %91) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %93 = "stablehlo.reduce"(%92, %90) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %596 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%596) : (tensor<f32>) -> ()
    }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %95 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %96 = "stablehlo.divide"(%94, %95) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %97 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %98 = "stablehlo.add"(%96, %97) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %99 = "stablehlo.rsqrt"(%98) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
    %101 = "stablehlo.multiply"(%91, %100) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %102 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
    %104 = "stablehlo.multiply"(%101, %103) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %105 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %106 = "stablehlo.dot_general"(%104, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x96xf32>) -> tensor<4x1x96xf32>
    %107 = "stablehlo.multiply"(%106, %106) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
    %108 = "stablehlo.reduce"(%107, %90) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %595 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%595) : (tensor<f32>) -> ()
    }) : (tensor<4x1x96xf32>, tensor<f32>) -> tensor<4x1xf32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %110 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %111 = "stablehlo.divide"(%109, %110) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %112 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %113 = "stablehlo.add"(%111, %112) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %114 = "stablehlo.rsqrt"(%113) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x96xf32>
    %116 = "stablehlo.multiply"(%106, %115) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
    %117 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x1x96xf32>
    %119 = "stablehlo.multiply"(%116, %118) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
    %120 = "stablehlo.dot_general"(%119, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x96xf32>, tensor<96x192xf32>) -> tensor<4x1x192xf32>
    %121 = "stablehlo.reshape"(%120) : (tensor<4x1x192xf32>) -> tensor<4x1x4x48xf32>
    %122 = "stablehlo.slice"(%121) <{limit_indices = array<i64: 4, 1, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x32xf32>
    %123 = "stablehlo.slice"(%121) <{limit_indices = array<i64: 4, 1, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x16xf32>
    %124 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %125 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %126 = "stablehlo.multiply"(%125, %124) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %127 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %128 = "stablehlo.add"(%127, %126) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %129 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %130 = "stablehlo.divide"(%128, %129) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %131 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %132 = "stablehlo.power"(%131, %130) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %133 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %134 = "stablehlo.divide"(%133, %132) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %135 = "stablehlo.convert"(%105) : (tensor<1xi32>) -> tensor<1xf32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %137 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %138 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
    %139 = "stablehlo.multiply"(%138, %137) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %140 = "stablehlo.concatenate"(%139, %139) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
    %141 = "stablehlo.cosine"(%140) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %143 = "stablehlo.sine"(%140) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %145 = "stablehlo.slice"(%123) <{limit_indices = array<i64: 4, 1, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
    %146 = "stablehlo.slice"(%123) <{limit_indices = array<i64: 4, 1, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
    %147 = "stablehlo.negate"(%146) : (tensor<4x1x4x8xf32>) -> tensor<4x1x4x8xf32>
    %148 = "stablehlo.concatenate"(%147, %145) <{dimension = 3 : i64}> : (tensor<4x1x4x8xf32>, tensor<4x1x4x8xf32>) -> tensor<4x1x4x16xf32>
    %149 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
    %150 = "stablehlo.multiply"(%123, %149) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %151 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
    %152 = "stablehlo.multiply"(%148, %151) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %153 = "stablehlo.add"(%150, %152) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %154 = "stablehlo.dot_general"(%104, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x80xf32>) -> tensor<4x1x80xf32>
    %155 = "stablehlo.slice"(%154) <{limit_indices = array<i64: 4, 1, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x64xf32>
    %156 = "stablehlo.multiply"(%155, %155) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %157 = "stablehlo.reduce"(%156, %90) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %594 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%594) : (tensor<f32>) -> ()
    }) : (tensor<4x1x64xf32>, tensor<f32>) -> tensor<4x1xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %159 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %160 = "stablehlo.divide"(%158, %159) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %161 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %162 = "stablehlo.add"(%160, %161) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %163 = "stablehlo.rsqrt"(%162) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x64xf32>
    %165 = "stablehlo.multiply"(%155, %164) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %166 = "stablehlo.broadcast_in_dim"(%arg41) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x1x64xf32>
    %168 = "stablehlo.multiply"(%165, %167) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %169 = "stablehlo.slice"(%154) <{limit_indices = array<i64: 4, 1, 80>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x16xf32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x1x16xf32>) -> tensor<4x1x1x16xf32>
    %171 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %172 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %173 = "stablehlo.multiply"(%172, %171) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %174 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %175 = "stablehlo.add"(%174, %173) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %176 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %177 = "stablehlo.divide"(%175, %176) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %178 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %179 = "stablehlo.power"(%178, %177) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %180 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %181 = "stablehlo.divide"(%180, %179) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %182 = "stablehlo.convert"(%105) : (tensor<1xi32>) -> tensor<1xf32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %184 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %185 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
    %186 = "stablehlo.multiply"(%185, %184) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %187 = "stablehlo.concatenate"(%186, %186) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
    %188 = "stablehlo.cosine"(%187) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %190 = "stablehlo.sine"(%187) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %192 = "stablehlo.slice"(%170) <{limit_indices = array<i64: 4, 1, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
    %193 = "stablehlo.slice"(%170) <{limit_indices = array<i64: 4, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
    %194 = "stablehlo.negate"(%193) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %195 = "stablehlo.concatenate"(%194, %192) <{dimension = 3 : i64}> : (tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x16xf32>
    %196 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %197 = "stablehlo.multiply"(%170, %196) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %198 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %199 = "stablehlo.multiply"(%195, %198) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %200 = "stablehlo.add"(%197, %199) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %201 = "stablehlo.reshape"(%200) : (tensor<4x1x1x16xf32>) -> tensor<4x1x16xf32>
    %202 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
    %203 = "stablehlo.compare"(%arg78, %81) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %204 = "stablehlo.add"(%arg78, %202) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %205 = "stablehlo.select"(%203, %204, %arg78) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %206 = "stablehlo.dynamic_update_slice"(%arg74, %168, %81, %205, %81) : (tensor<4x?x64xf32>, tensor<4x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x?x64xf32>
    %207 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
    %208 = "stablehlo.compare"(%arg78, %81) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %209 = "stablehlo.add"(%arg78, %207) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %210 = "stablehlo.select"(%208, %209, %arg78) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %211 = "stablehlo.dynamic_update_slice"(%arg75, %201, %81, %210, %81) : (tensor<4x?x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x?x16xf32>
    %212 = "stablehlo.reshape"(%arg52) : (tensor<64x256xf32>) -> tensor<64x4x64xf32>
    %213 = "stablehlo.slice"(%212) <{limit_indices = array<i64: 64, 4, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
    %214 = "stablehlo.dot_general"(%213, %122) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<64x4x32xf32>, tensor<4x1x4x32xf32>) -> tensor<4x64x4x1xf32>
    %215 = "stablehlo.transpose"(%214) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
    %216 = "stablehlo.dot_general"(%206, %215) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<4x?x64xf32>, tensor<4x1x4x64xf32>) -> tensor<4x?x1x4xf32>
    %217 = "stablehlo.transpose"(%216) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x?x1x4xf32>) -> tensor<4x4x1x?xf32>
    %218 = "stablehlo.dot_general"(%211, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<4x?x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x?x1x4xf32>
    %219 = "stablehlo.transpose"(%218) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x?x1x4xf32>) -> tensor<4x4x1x?xf32>
    %220 = "stablehlo.add"(%217, %219) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
    %221 = "stablehlo.sqrt"(%80) : (tensor<f32>) -> tensor<f32>
    %222 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %223 = "stablehlo.concatenate"(%78, %78, %77, %222) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %224 = "stablehlo.dynamic_broadcast_in_dim"(%221, %223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<4x4x1x?xf32>
    %225 = "stablehlo.divide"(%220, %224) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
    %226 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %227 = "stablehlo.dynamic_iota"(%226) <{iota_dimension = 0 : i64}> : (tensor<1xi32>) -> tensor<?xi32>
    %228 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %229 = "stablehlo.dynamic_broadcast_in_dim"(%79, %228) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %230 = "stablehlo.multiply"(%229, %227) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %231 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %232 = "stablehlo.dynamic_broadcast_in_dim"(%81, %231) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %233 = "stablehlo.add"(%232, %230) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %234 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %235 = "stablehlo.dynamic_broadcast_in_dim"(%arg78, %234) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %236 = "stablehlo.compare"(%233, %235) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
    %237 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %238 = "stablehlo.concatenate"(%77, %77, %77, %237) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %239 = "stablehlo.dynamic_broadcast_in_dim"(%236, %238) <{broadcast_dimensions = array<i64: 3>}> : (tensor<?xi1>, tensor<4xi32>) -> tensor<1x1x1x?xi1>
    %240 = "func.call"(%arg37, %239, %225, %76) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x1x?xi1>, tensor<4x4x1x?xf32>, tensor<f32>) -> tensor<4x4x1x?xf32>
    %241 = "stablehlo.reduce"(%240, %75) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %593 = "stablehlo.maximum"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%593) : (tensor<f32>) -> ()
    }) : (tensor<4x4x1x?xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %242 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1xf32>
    %243 = "stablehlo.maximum"(%242, %241) : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x1xf32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %245 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %246 = "stablehlo.concatenate"(%78, %78, %77, %245) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %247 = "stablehlo.dynamic_broadcast_in_dim"(%244, %246) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>, tensor<4xi32>) -> tensor<4x4x1x?xf32>
    %248 = "stablehlo.subtract"(%240, %247) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
    %249 = "stablehlo.exponential"(%248) : (tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
    %250 = "stablehlo.reduce"(%249, %90) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %592 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%592) : (tensor<f32>) -> ()
    }) : (tensor<4x4x1x?xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %252 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %253 = "stablehlo.concatenate"(%78, %78, %77, %252) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %254 = "stablehlo.dynamic_broadcast_in_dim"(%251, %253) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>, tensor<4xi32>) -> tensor<4x4x1x?xf32>
    %255 = "stablehlo.divide"(%249, %254) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
    %256 = "stablehlo.dot_general"(%206, %255) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x?x64xf32>, tensor<4x4x1x?xf32>) -> tensor<4x64x4x1xf32>
    %257 = "stablehlo.transpose"(%256) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
    %258 = "stablehlo.slice"(%212) <{limit_indices = array<i64: 64, 4, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
    %259 = "stablehlo.dot_general"(%258, %257) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>}> : (tensor<64x4x32xf32>, tensor<4x1x4x64xf32>) -> tensor<4x32x4x1xf32>
    %260 = "stablehlo.transpose"(%259) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x32x4x1xf32>) -> tensor<4x1x4x32xf32>
    %261 = "stablehlo.reshape"(%260) : (tensor<4x1x4x32xf32>) -> tensor<4x1x128xf32>
    %262 = "stablehlo.dot_general"(%261, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
    %263 = "stablehlo.add"(%91, %262) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %264 = "stablehlo.multiply"(%263, %263) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %265 = "stablehlo.reduce"(%264, %90) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %591 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%591) : (tensor<f32>) -> ()
    }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %267 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %268 = "stablehlo.divide"(%266, %267) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %269 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %270 = "stablehlo.add"(%268, %269) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %271 = "stablehlo.rsqrt"(%270) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
    %273 = "stablehlo.multiply"(%263, %272) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %274 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
    %276 = "stablehlo.multiply"(%273, %275) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %277 = "stablehlo.dot_general"(%276, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
    %278 = "func.call"(%arg37, %277) <{callee = @silu}> : (tensor<i32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %279 = "stablehlo.dot_general"(%276, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
    %280 = "stablehlo.multiply"(%278, %279) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %281 = "stablehlo.dot_general"(%280, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
    %282 = "stablehlo.reshape"(%276) : (tensor<4x1x256xf32>) -> tensor<4x256xf32>
    %283 = "stablehlo.dot_general"(%282, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x256xf32>, tensor<256x16xf32>) -> tensor<4x16xf32>
    %284 = "stablehlo.negate"(%283) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %285 = "stablehlo.exponential"(%284) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %286 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %287 = "stablehlo.add"(%286, %285) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %288 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %289 = "stablehlo.divide"(%288, %287) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %290:2 = "stablehlo.composite"(%289) <{composite_attributes = {k = 2 : i64}, decomposition = @chlo.top_k.impl, name = "chlo.top_k", version = 1 : i32}> : (tensor<4x16xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
    %291 = "stablehlo.reduce"(%290#0, %90) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %590 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%590) : (tensor<f32>) -> ()
    }) : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x2xf32>
    %294 = "stablehlo.divide"(%290#0, %293) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %295 = "func.call"(%arg37, %290#1) <{callee = @_one_hot}> : (tensor<i32>, tensor<4x2xi32>) -> tensor<4x2x16xi32>
    %296 = "stablehlo.reshape"(%295) : (tensor<4x2x16xi32>) -> tensor<8x16xi32>
    %297 = "func.call"(%arg37, %296) <{callee = @cumsum}> : (tensor<i32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %298 = "stablehlo.reshape"(%297) : (tensor<8x16xi32>) -> tensor<4x2x16xi32>
    %299 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x2x16xi32>
    %300 = "stablehlo.subtract"(%298, %299) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
    %301 = "stablehlo.multiply"(%300, %295) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
    %302 = "stablehlo.reduce"(%301, %81) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg101: tensor<i32>, %arg102: tensor<i32>):
      %589 = "stablehlo.add"(%arg101, %arg102) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%589) : (tensor<i32>) -> ()
    }) : (tensor<4x2x16xi32>, tensor<i32>) -> tensor<4x2xi32>
    %303 = "stablehlo.convert"(%295) : (tensor<4x2x16xi32>) -> tensor<4x2x16xf32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %305 = "func.call"(%arg37, %302) <{callee = @_one_hot_2}> : (tensor<i32>, tensor<4x2xi32>) -> tensor<4x2x1xf32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x2x1xf32>) -> tensor<4x2x1x1xf32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x1x1xf32>) -> tensor<4x2x16x1xf32>
    %308 = "stablehlo.multiply"(%304, %307) : (tensor<4x2x16x1xf32>, tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
    %309 = "stablehlo.reduce"(%308, %90) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %588 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%588) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x16x1xf32>
    %310 = "stablehlo.dot_general"(%294, %308) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<4x2xf32>, tensor<4x2x16x1xf32>) -> tensor<4x16x1xf32>
    %311 = "stablehlo.dot_general"(%309, %282) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<4x16x1xf32>, tensor<4x256xf32>) -> tensor<16x1x256xf32>
    %312 = "stablehlo.all_to_all"(%311) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
    %313 = "stablehlo.reshape"(%312) : (tensor<16x1x256xf32>) -> tensor<4x4x1x256xf32>
    %314 = "stablehlo.dot_general"(%arg49, %313) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
    %315 = "stablehlo.transpose"(%314) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
    %316 = "func.call"(%arg37, %315) <{callee = @silu_3}> : (tensor<i32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %317 = "stablehlo.dot_general"(%arg50, %313) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
    %318 = "stablehlo.transpose"(%317) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
    %319 = "stablehlo.multiply"(%316, %318) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %320 = "stablehlo.dot_general"(%arg48, %319) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x128x256xf32>, tensor<4x4x1x128xf32>) -> tensor<4x256x4x1xf32>
    %321 = "stablehlo.transpose"(%320) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x256x4x1xf32>) -> tensor<4x4x1x256xf32>
    %322 = "stablehlo.reshape"(%321) : (tensor<4x4x1x256xf32>) -> tensor<16x1x256xf32>
    %323 = "stablehlo.all_to_all"(%322) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
    %324 = "stablehlo.dot_general"(%310, %323) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>}> : (tensor<4x16x1xf32>, tensor<16x1x256xf32>) -> tensor<4x256xf32>
    %325 = "stablehlo.reshape"(%324) : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %326 = "stablehlo.add"(%281, %325) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %327 = "stablehlo.add"(%263, %326) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %328 = "stablehlo.multiply"(%327, %327) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %329 = "stablehlo.reduce"(%328, %90) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %587 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%587) : (tensor<f32>) -> ()
    }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
    %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %331 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %332 = "stablehlo.divide"(%330, %331) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %333 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %334 = "stablehlo.add"(%332, %333) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %335 = "stablehlo.rsqrt"(%334) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
    %337 = "stablehlo.multiply"(%327, %336) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %338 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
    %340 = "stablehlo.multiply"(%337, %339) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %341 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %342 = "stablehlo.dot_general"(%340, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x96xf32>) -> tensor<4x1x96xf32>
    %343 = "stablehlo.multiply"(%342, %342) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
    %344 = "stablehlo.reduce"(%343, %90) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %586 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%586) : (tensor<f32>) -> ()
    }) : (tensor<4x1x96xf32>, tensor<f32>) -> tensor<4x1xf32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %346 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %347 = "stablehlo.divide"(%345, %346) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %348 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %349 = "stablehlo.add"(%347, %348) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %350 = "stablehlo.rsqrt"(%349) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x96xf32>
    %352 = "stablehlo.multiply"(%342, %351) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
    %353 = "stablehlo.broadcast_in_dim"(%arg59) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x1x96xf32>
    %355 = "stablehlo.multiply"(%352, %354) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
    %356 = "stablehlo.dot_general"(%355, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x96xf32>, tensor<96x192xf32>) -> tensor<4x1x192xf32>
    %357 = "stablehlo.reshape"(%356) : (tensor<4x1x192xf32>) -> tensor<4x1x4x48xf32>
    %358 = "stablehlo.slice"(%357) <{limit_indices = array<i64: 4, 1, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x32xf32>
    %359 = "stablehlo.slice"(%357) <{limit_indices = array<i64: 4, 1, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x16xf32>
    %360 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %361 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %362 = "stablehlo.multiply"(%361, %360) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %363 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %364 = "stablehlo.add"(%363, %362) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %365 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %366 = "stablehlo.divide"(%364, %365) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %367 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %368 = "stablehlo.power"(%367, %366) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %369 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %370 = "stablehlo.divide"(%369, %368) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %371 = "stablehlo.convert"(%341) : (tensor<1xi32>) -> tensor<1xf32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %373 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %374 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
    %375 = "stablehlo.multiply"(%374, %373) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %376 = "stablehlo.concatenate"(%375, %375) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
    %377 = "stablehlo.cosine"(%376) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %379 = "stablehlo.sine"(%376) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %381 = "stablehlo.slice"(%359) <{limit_indices = array<i64: 4, 1, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
    %382 = "stablehlo.slice"(%359) <{limit_indices = array<i64: 4, 1, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
    %383 = "stablehlo.negate"(%382) : (tensor<4x1x4x8xf32>) -> tensor<4x1x4x8xf32>
    %384 = "stablehlo.concatenate"(%383, %381) <{dimension = 3 : i64}> : (tensor<4x1x4x8xf32>, tensor<4x1x4x8xf32>) -> tensor<4x1x4x16xf32>
    %385 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
    %386 = "stablehlo.multiply"(%359, %385) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %387 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
    %388 = "stablehlo.multiply"(%384, %387) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %389 = "stablehlo.add"(%386, %388) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
    %390 = "stablehlo.dot_general"(%340, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x80xf32>) -> tensor<4x1x80xf32>
    %391 = "stablehlo.slice"(%390) <{limit_indices = array<i64: 4, 1, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x64xf32>
    %392 = "stablehlo.multiply"(%391, %391) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %393 = "stablehlo.reduce"(%392, %90) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %585 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%585) : (tensor<f32>) -> ()
    }) : (tensor<4x1x64xf32>, tensor<f32>) -> tensor<4x1xf32>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %395 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %396 = "stablehlo.divide"(%394, %395) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %397 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %398 = "stablehlo.add"(%396, %397) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %399 = "stablehlo.rsqrt"(%398) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x64xf32>
    %401 = "stablehlo.multiply"(%391, %400) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %402 = "stablehlo.broadcast_in_dim"(%arg57) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x1x64xf32>
    %404 = "stablehlo.multiply"(%401, %403) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %405 = "stablehlo.slice"(%390) <{limit_indices = array<i64: 4, 1, 80>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x16xf32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x1x16xf32>) -> tensor<4x1x1x16xf32>
    %407 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %408 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %409 = "stablehlo.multiply"(%408, %407) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %410 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %411 = "stablehlo.add"(%410, %409) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %412 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %413 = "stablehlo.divide"(%411, %412) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %414 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %415 = "stablehlo.power"(%414, %413) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %416 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %417 = "stablehlo.divide"(%416, %415) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %418 = "stablehlo.convert"(%341) : (tensor<1xi32>) -> tensor<1xf32>
    %419 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %420 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
    %421 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
    %422 = "stablehlo.multiply"(%421, %420) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %423 = "stablehlo.concatenate"(%422, %422) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
    %424 = "stablehlo.cosine"(%423) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %426 = "stablehlo.sine"(%423) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %428 = "stablehlo.slice"(%406) <{limit_indices = array<i64: 4, 1, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
    %429 = "stablehlo.slice"(%406) <{limit_indices = array<i64: 4, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
    %430 = "stablehlo.negate"(%429) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
    %431 = "stablehlo.concatenate"(%430, %428) <{dimension = 3 : i64}> : (tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x16xf32>
    %432 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %433 = "stablehlo.multiply"(%406, %432) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %434 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %435 = "stablehlo.multiply"(%431, %434) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %436 = "stablehlo.add"(%433, %435) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
    %437 = "stablehlo.reshape"(%436) : (tensor<4x1x1x16xf32>) -> tensor<4x1x16xf32>
    %438 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
    %439 = "stablehlo.compare"(%arg78, %81) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %440 = "stablehlo.add"(%arg78, %438) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %441 = "stablehlo.select"(%439, %440, %arg78) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %442 = "stablehlo.dynamic_update_slice"(%arg76, %404, %81, %441, %81) : (tensor<4x?x64xf32>, tensor<4x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x?x64xf32>
    %443 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<i32>
    %444 = "stablehlo.compare"(%arg78, %81) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %445 = "stablehlo.add"(%arg78, %443) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %446 = "stablehlo.select"(%444, %445, %arg78) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %447 = "stablehlo.dynamic_update_slice"(%arg77, %437, %81, %446, %81) : (tensor<4x?x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x?x16xf32>
    %448 = "stablehlo.reshape"(%arg68) : (tensor<64x256xf32>) -> tensor<64x4x64xf32>
    %449 = "stablehlo.slice"(%448) <{limit_indices = array<i64: 64, 4, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
    %450 = "stablehlo.dot_general"(%449, %358) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<64x4x32xf32>, tensor<4x1x4x32xf32>) -> tensor<4x64x4x1xf32>
    %451 = "stablehlo.transpose"(%450) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
    %452 = "stablehlo.dot_general"(%442, %451) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<4x?x64xf32>, tensor<4x1x4x64xf32>) -> tensor<4x?x1x4xf32>
    %453 = "stablehlo.transpose"(%452) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x?x1x4xf32>) -> tensor<4x4x1x?xf32>
    %454 = "stablehlo.dot_general"(%447, %389) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<4x?x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x?x1x4xf32>
    %455 = "stablehlo.transpose"(%454) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x?x1x4xf32>) -> tensor<4x4x1x?xf32>
    %456 = "stablehlo.add"(%453, %455) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
    %457 = "stablehlo.sqrt"(%80) : (tensor<f32>) -> tensor<f32>
    %458 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %459 = "stablehlo.concatenate"(%78, %78, %77, %458) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %460 = "stablehlo.dynamic_broadcast_in_dim"(%457, %459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<4x4x1x?xf32>
    %461 = "stablehlo.divide"(%456, %460) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
    %462 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %463 = "stablehlo.dynamic_iota"(%462) <{iota_dimension = 0 : i64}> : (tensor<1xi32>) -> tensor<?xi32>
    %464 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %465 = "stablehlo.dynamic_broadcast_in_dim"(%79, %464) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %466 = "stablehlo.multiply"(%465, %463) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %467 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %468 = "stablehlo.dynamic_broadcast_in_dim"(%81, %467) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %469 = "stablehlo.add"(%468, %466) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    %470 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %471 = "stablehlo.dynamic_broadcast_in_dim"(%arg78, %470) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
    %472 = "stablehlo.compare"(%469, %471) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
    %473 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %474 = "stablehlo.concatenate"(%77, %77, %77, %473) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %475 = "stablehlo.dynamic_broadcast_in_dim"(%472, %474) <{broadcast_dimensions = array<i64: 3>}> : (tensor<?xi1>, tensor<4xi32>) -> tensor<1x1x1x?xi1>
    %476 = "func.call"(%arg37, %475, %461, %76) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x1x?xi1>, tensor<4x4x1x?xf32>, tensor<f32>) -> tensor<4x4x1x?xf32>
    %477 = "stablehlo.reduce"(%476, %75) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %584 = "stablehlo.maximum"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%584) : (tensor<f32>) -> ()
    }) : (tensor<4x4x1x?xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %478 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1xf32>
    %479 = "stablehlo.maximum"(%478, %477) : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x1xf32>
    %480 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %481 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %482 = "stablehlo.concatenate"(%78, %78, %77, %481) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %483 = "stablehlo.dynamic_broadcast_in_dim"(%480, %482) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>, tensor<4xi32>) -> tensor<4x4x1x?xf32>
    %484 = "stablehlo.subtract"(%476, %483) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
    %485 = "stablehlo.exponential"(%484) : (tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
    %486 = "stablehlo.reduce"(%485, %90) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %583 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%583) : (tensor<f32>) -> ()
    }) : (tensor<4x4x1x?xf32>, tensor<f32>) -> tensor<4x4x1xf32>
    %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
    %488 = "stablehlo.reshape"(%arg37) : (tensor<i32>) -> tensor<1xi32>
    %489 = "stablehlo.concatenate"(%78, %78, %77, %488) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %490 = "stablehlo.dynamic_broadcast_in_dim"(%487, %489) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>, tensor<4xi32>) -> tensor<4x4x1x?xf32>
    %491 = "stablehlo.divide"(%485, %490) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
    %492 = "stablehlo.dot_general"(%442, %491) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x?x64xf32>, tensor<4x4x1x?xf32>) -> tensor<4x64x4x1xf32>
    %493 = "stablehlo.transpose"(%492) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
    %494 = "stablehlo.slice"(%448) <{limit_indices = array<i64: 64, 4, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
    %495 = "stablehlo.dot_general"(%494, %493) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>}> : (tensor<64x4x32xf32>, tensor<4x1x4x64xf32>) -> tensor<4x32x4x1xf32>
    %496 = "stablehlo.transpose"(%495) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x32x4x1xf32>) -> tensor<4x1x4x32xf32>
    %497 = "stablehlo.reshape"(%496) : (tensor<4x1x4x32xf32>) -> tensor<4x1x128xf32>
    %498 = "stablehlo.dot_general"(%497, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
    %499 = "stablehlo.add"(%327, %498) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %500 = "stablehlo.multiply"(%499, %499) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %501 = "stablehlo.reduce"(%500, %90) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %582 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%582) : (tensor<f32>) -> ()
    }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
    %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %503 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %504 = "stablehlo.divide"(%502, %503) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %505 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %506 = "stablehlo.add"(%504, %505) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %507 = "stablehlo.rsqrt"(%506) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
    %509 = "stablehlo.multiply"(%499, %508) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %510 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
    %512 = "stablehlo.multiply"(%509, %511) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %513 = "stablehlo.dot_general"(%512, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
    %514 = "func.call"(%arg37, %513) <{callee = @silu}> : (tensor<i32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %515 = "stablehlo.dot_general"(%512, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
    %516 = "stablehlo.multiply"(%514, %515) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %517 = "stablehlo.dot_general"(%516, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
    %518 = "stablehlo.reshape"(%512) : (tensor<4x1x256xf32>) -> tensor<4x256xf32>
    %519 = "stablehlo.dot_general"(%518, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x256xf32>, tensor<256x16xf32>) -> tensor<4x16xf32>
    %520 = "stablehlo.negate"(%519) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %521 = "stablehlo.exponential"(%520) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %522 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %523 = "stablehlo.add"(%522, %521) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %524 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %525 = "stablehlo.divide"(%524, %523) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %526:2 = "stablehlo.composite"(%525) <{composite_attributes = {k = 2 : i64}, decomposition = @chlo.top_k.impl_0, name = "chlo.top_k", version = 1 : i32}> : (tensor<4x16xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
    %527 = "stablehlo.reduce"(%526#0, %90) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %581 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%581) : (tensor<f32>) -> ()
    }) : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
    %528 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x2xf32>
    %530 = "stablehlo.divide"(%526#0, %529) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %531 = "func.call"(%arg37, %526#1) <{callee = @_one_hot}> : (tensor<i32>, tensor<4x2xi32>) -> tensor<4x2x16xi32>
    %532 = "stablehlo.reshape"(%531) : (tensor<4x2x16xi32>) -> tensor<8x16xi32>
    %533 = "func.call"(%arg37, %532) <{callee = @cumsum}> : (tensor<i32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %534 = "stablehlo.reshape"(%533) : (tensor<8x16xi32>) -> tensor<4x2x16xi32>
    %535 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x2x16xi32>
    %536 = "stablehlo.subtract"(%534, %535) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
    %537 = "stablehlo.multiply"(%536, %531) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
    %538 = "stablehlo.reduce"(%537, %81) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg83: tensor<i32>, %arg84: tensor<i32>):
      %580 = "stablehlo.add"(%arg83, %arg84) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%580) : (tensor<i32>) -> ()
    }) : (tensor<4x2x16xi32>, tensor<i32>) -> tensor<4x2xi32>
    %539 = "stablehlo.convert"(%531) : (tensor<4x2x16xi32>) -> tensor<4x2x16xf32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %541 = "func.call"(%arg37, %538) <{callee = @_one_hot_2}> : (tensor<i32>, tensor<4x2xi32>) -> tensor<4x2x1xf32>
    %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x2x1xf32>) -> tensor<4x2x1x1xf32>
    %543 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x1x1xf32>) -> tensor<4x2x16x1xf32>
    %544 = "stablehlo.multiply"(%540, %543) : (tensor<4x2x16x1xf32>, tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
    %545 = "stablehlo.reduce"(%544, %90) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %579 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%579) : (tensor<f32>) -> ()
    }) : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x16x1xf32>
    %546 = "stablehlo.dot_general"(%530, %544) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<4x2xf32>, tensor<4x2x16x1xf32>) -> tensor<4x16x1xf32>
    %547 = "stablehlo.dot_general"(%545, %518) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<4x16x1xf32>, tensor<4x256xf32>) -> tensor<16x1x256xf32>
    %548 = "stablehlo.all_to_all"(%547) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
    %549 = "stablehlo.reshape"(%548) : (tensor<16x1x256xf32>) -> tensor<4x4x1x256xf32>
    %550 = "stablehlo.dot_general"(%arg65, %549) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
    %551 = "stablehlo.transpose"(%550) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
    %552 = "func.call"(%arg37, %551) <{callee = @silu_3}> : (tensor<i32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %553 = "stablehlo.dot_general"(%arg66, %549) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
    %554 = "stablehlo.transpose"(%553) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
    %555 = "stablehlo.multiply"(%552, %554) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %556 = "stablehlo.dot_general"(%arg64, %555) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x128x256xf32>, tensor<4x4x1x128xf32>) -> tensor<4x256x4x1xf32>
    %557 = "stablehlo.transpose"(%556) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x256x4x1xf32>) -> tensor<4x4x1x256xf32>
    %558 = "stablehlo.reshape"(%557) : (tensor<4x4x1x256xf32>) -> tensor<16x1x256xf32>
    %559 = "stablehlo.all_to_all"(%558) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
    %560 = "stablehlo.dot_general"(%546, %559) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>}> : (tensor<4x16x1xf32>, tensor<16x1x256xf32>) -> tensor<4x256xf32>
    %561 = "stablehlo.reshape"(%560) : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %562 = "stablehlo.add"(%517, %561) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %563 = "stablehlo.add"(%499, %562) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %564 = "stablehlo.multiply"(%563, %563) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %565 = "stablehlo.reduce"(%564, %90) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %578 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%578) : (tensor<f32>) -> ()
    }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
    %566 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %567 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %568 = "stablehlo.divide"(%566, %567) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %569 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
    %570 = "stablehlo.add"(%568, %569) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %571 = "stablehlo.rsqrt"(%570) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
    %572 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
    %573 = "stablehlo.multiply"(%563, %572) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %574 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %575 = "stablehlo.broadcast_in_dim"(%574) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
    %576 = "stablehlo.multiply"(%573, %575) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    %577 = "stablehlo.dot_general"(%576, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x512xf32>) -> tensor<4x1x512xf32>
    "func.return"(%577, %206, %211, %442, %447) : (tensor<4x1x512xf32>, tensor<4x?x64xf32>, tensor<4x?x16xf32>, tensor<4x?x64xf32>, tensor<4x?x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x16xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>), sym_name = "chlo.top_k.impl_0", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<4x16xf32>):
    %70 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x16xi32>
    %71:2 = "stablehlo.sort"(%arg32, %70) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>, %arg35: tensor<i32>, %arg36: tensor<i32>):
      %74 = "stablehlo.compare"(%arg33, %arg34) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%74) : (tensor<i1>) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi32>) -> (tensor<4x16xf32>, tensor<4x16xi32>)
    %72 = "stablehlo.slice"(%71#0) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x16xf32>) -> tensor<4x2xf32>
    %73 = "stablehlo.slice"(%71#1) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x16xi32>) -> tensor<4x2xi32>
    "func.return"(%72, %73) : (tensor<4x2xf32>, tensor<4x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x16xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>), sym_name = "chlo.top_k.impl", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<4x16xf32>):
    %65 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x16xi32>
    %66:2 = "stablehlo.sort"(%arg27, %65) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>, %arg30: tensor<i32>, %arg31: tensor<i32>):
      %69 = "stablehlo.compare"(%arg28, %arg29) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%69) : (tensor<i1>) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xi32>) -> (tensor<4x16xf32>, tensor<4x16xi32>)
    %67 = "stablehlo.slice"(%66#0) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x16xf32>) -> tensor<4x2xf32>
    %68 = "stablehlo.slice"(%66#1) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x16xi32>) -> tensor<4x2xi32>
    "func.return"(%67, %68) : (tensor<4x2xf32>, tensor<4x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}, {}], function_type = (tensor<i32>, tensor<512x256xf32>, tensor<4x1xi32>) -> tensor<4x1x256xf32>, sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<i32>, %arg23: tensor<512x256xf32>, %arg24: tensor<4x1xi32>):
    %42 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %44 = "stablehlo.constant"() <{value = dense<511> : tensor<1xi32>}> : () -> tensor<1xi32>
    %45 = "stablehlo.constant"() <{value = dense<512> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %48 = "stablehlo.compare"(%arg24, %47) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %49 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %50 = "stablehlo.add"(%arg24, %49) : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %51 = "func.call"(%arg22, %48, %50, %arg24) <{callee = @_where}> : (tensor<i32>, tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %53 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1xi32>
    %54 = "stablehlo.compare"(%52, %53) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %55 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %57 = "stablehlo.compare"(%52, %56) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %58 = "stablehlo.and"(%54, %57) : (tensor<4x1x1xi1>, tensor<4x1x1xi1>) -> tensor<4x1x1xi1>
    %59 = "stablehlo.reduce"(%58, %43) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg25: tensor<i1>, %arg26: tensor<i1>):
      %64 = "stablehlo.and"(%arg25, %arg26) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%64) : (tensor<i1>) -> ()
    }) : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %60 = "stablehlo.gather"(%arg23, %52) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 256>}> : (tensor<512x256xf32>, tensor<4x1x1xi32>) -> tensor<4x1x256xf32>
    %61 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xi1>) -> tensor<4x1x256xi1>
    %62 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x256xf32>
    %63 = "stablehlo.select"(%61, %60, %62) : (tensor<4x1x256xi1>, tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
    "func.return"(%63) : (tensor<4x1x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}, {}, {}], function_type = (tensor<i32>, tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<i32>, %arg19: tensor<4x1xi1>, %arg20: tensor<4x1xi32>, %arg21: tensor<4x1xi32>):
    %41 = "stablehlo.select"(%arg19, %arg20, %arg21) : (tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    "func.return"(%41) : (tensor<4x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}, {}, {}], function_type = (tensor<i32>, tensor<1x1x1x?xi1>, tensor<4x4x1x?xf32>, tensor<f32>) -> tensor<4x4x1x?xf32>, sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<i32>, %arg15: tensor<1x1x1x?xi1>, %arg16: tensor<4x4x1x?xf32>, %arg17: tensor<f32>):
    %32 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %33 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %34 = "stablehlo.reshape"(%arg14) : (tensor<i32>) -> tensor<1xi32>
    %35 = "stablehlo.concatenate"(%32, %32, %33, %34) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %36 = "stablehlo.dynamic_broadcast_in_dim"(%arg15, %35) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x?xi1>, tensor<4xi32>) -> tensor<4x4x1x?xi1>
    %37 = "stablehlo.reshape"(%arg14) : (tensor<i32>) -> tensor<1xi32>
    %38 = "stablehlo.concatenate"(%32, %32, %33, %37) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %39 = "stablehlo.dynamic_broadcast_in_dim"(%arg17, %38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<4x4x1x?xf32>
    %40 = "stablehlo.select"(%36, %arg16, %39) : (tensor<4x4x1x?xi1>, tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
    "func.return"(%40) : (tensor<4x4x1x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}], function_type = (tensor<i32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>, sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i32>, %arg13: tensor<4x1x128xf32>):
    %24 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.negate"(%arg13) : (tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %26 = "stablehlo.exponential"(%25) : (tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %27 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x128xf32>
    %28 = "stablehlo.add"(%27, %26) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %29 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x128xf32>
    %30 = "stablehlo.divide"(%29, %28) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    %31 = "stablehlo.multiply"(%arg13, %30) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
    "func.return"(%31) : (tensor<4x1x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}], function_type = (tensor<i32>, tensor<4x2xi32>) -> tensor<4x2x16xi32>, sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<i32>, %arg11: tensor<4x2xi32>):
    %18 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x2xi32>) -> tensor<4x2x1xi32>
    %19 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x16xi32>
    %20 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x1xi32>) -> tensor<4x2x16xi32>
    %21 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xi32>) -> tensor<4x2x16xi32>
    %22 = "stablehlo.compare"(%20, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi1>
    %23 = "stablehlo.convert"(%22) : (tensor<4x2x16xi1>) -> tensor<4x2x16xi32>
    "func.return"(%23) : (tensor<4x2x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}], function_type = (tensor<i32>, tensor<8x16xi32>) -> tensor<8x16xi32>, sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<i32>, %arg9: tensor<8x16xi32>):
    %17 = "func.call"(%arg8, %arg9) <{callee = @cumsum_1}> : (tensor<i32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    "func.return"(%17) : (tensor<8x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<8x16xi32>) -> tensor<8x16xi32>, sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<i32>, %arg5: tensor<8x16xi32>):
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.reduce_window"(%arg5, %14) <{padding = dense<[[7, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 8, 1>}> ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
      %16 = "stablehlo.add"(%arg6, %arg7) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%16) : (tensor<i32>) -> ()
    }) : (tensor<8x16xi32>, tensor<i32>) -> tensor<8x16xi32>
    "func.return"(%15) : (tensor<8x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}], function_type = (tensor<i32>, tensor<4x2xi32>) -> tensor<4x2x1xf32>, sym_name = "_one_hot_2", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<i32>, %arg3: tensor<4x2xi32>):
    %8 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x2xi32>) -> tensor<4x2x1xi32>
    %9 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x1xi32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x2x1xi32>
    %11 = "stablehlo.compare"(%8, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x2x1xi32>, tensor<4x2x1xi32>) -> tensor<4x2x1xi1>
    %12 = "stablehlo.convert"(%11) : (tensor<4x2x1xi1>) -> tensor<4x2x1xf32>
    "func.return"(%12) : (tensor<4x2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {}], function_type = (tensor<i32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>, sym_name = "silu_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<4x4x1x128xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.negate"(%arg1) : (tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %2 = "stablehlo.exponential"(%1) : (tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %3 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1x128xf32>
    %4 = "stablehlo.add"(%3, %2) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %5 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1x128xf32>
    %6 = "stablehlo.divide"(%5, %4) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    %7 = "stablehlo.multiply"(%arg1, %6) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
    "func.return"(%7) : (tensor<4x4x1x128xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
