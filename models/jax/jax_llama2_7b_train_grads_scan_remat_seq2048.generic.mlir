"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32000x4096xbf16>, tensor<4096xbf16>, tensor<32x4096xbf16>, tensor<32x4096xbf16>, tensor<32x11008x4096xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<4096x32000xbf16>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> (tensor<f32>, tensor<32000x4096xbf16>, tensor<4096xbf16>, tensor<32x4096xbf16>, tensor<32x4096xbf16>, tensor<32x11008x4096xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<4096x32000xbf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]['embed']"}, {jax.result_info = "result[1]['final_norm']"}, {jax.result_info = "result[1]['layers']['attn_norm']"}, {jax.result_info = "result[1]['layers']['mlp_norm']"}, {jax.result_info = "result[1]['layers']['w_down']"}, {jax.result_info = "result[1]['layers']['w_gate']"}, {jax.result_info = "result[1]['layers']['w_up']"}, {jax.result_info = "result[1]['layers']['wk']"}, {jax.result_info = "result[1]['layers']['wo']"}, {jax.result_info = "result[1]['layers']['wq']"}, {jax.result_info = "result[1]['layers']['wv']"}, {jax.result_info = "result[1]['lm_head']"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg139: tensor<32000x4096xbf16>, %arg140: tensor<4096xbf16>, %arg141: tensor<32x4096xbf16>, %arg142: tensor<32x4096xbf16>, %arg143: tensor<32x11008x4096xbf16>, %arg144: tensor<32x4096x11008xbf16>, %arg145: tensor<32x4096x11008xbf16>, %arg146: tensor<32x4096x4096xbf16>, %arg147: tensor<32x4096x4096xbf16>, %arg148: tensor<32x4096x4096xbf16>, %arg149: tensor<32x4096x4096xbf16>, %arg150: tensor<4096x32000xbf16>, %arg151: tensor<1x2048xi32>, %arg152: tensor<1x2048xi32>):
    %602:2 = "func.call"(%arg139, %arg151) <{callee = @_take}> : (tensor<32000x4096xbf16>, tensor<1x2048xi32>) -> (tensor<1x2048x4096xbf16>, tensor<1x2048x1xi32>)
    %603 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2048xi32>
    %604 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %605 = "stablehlo.broadcast_in_dim"(%604) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2048x2048xi1>
    %606 = "func.call"(%605) <{callee = @tril}> : (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    %607 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %608 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %609 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %610 = "stablehlo.multiply"(%609, %607) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %611 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %612 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %613 = "stablehlo.add"(%612, %610) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %614 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %615 = "stablehlo.broadcast_in_dim"(%614) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %616 = "stablehlo.divide"(%613, %615) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %617 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %619 = "stablehlo.power"(%618, %616) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %620 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %622 = "stablehlo.divide"(%621, %619) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %623 = "stablehlo.convert"(%603) : (tensor<2048xi32>) -> tensor<2048xf32>
    %624 = "stablehlo.broadcast_in_dim"(%623) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %625 = "stablehlo.broadcast_in_dim"(%622) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %626 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %627 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %628 = "stablehlo.multiply"(%626, %627) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %629 = "stablehlo.concatenate"(%628, %628) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %630 = "stablehlo.cosine"(%629) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %632 = "stablehlo.sine"(%629) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %633 = "stablehlo.broadcast_in_dim"(%632) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %634 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %635 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %636 = "stablehlo.broadcast_in_dim"(%635) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %637 = "stablehlo.multiply"(%636, %634) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %638 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %639 = "stablehlo.broadcast_in_dim"(%638) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %640 = "stablehlo.add"(%639, %637) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %641 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %642 = "stablehlo.broadcast_in_dim"(%641) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %643 = "stablehlo.divide"(%640, %642) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %644 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %646 = "stablehlo.power"(%645, %643) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %647 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %648 = "stablehlo.broadcast_in_dim"(%647) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %649 = "stablehlo.divide"(%648, %646) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %650 = "stablehlo.convert"(%603) : (tensor<2048xi32>) -> tensor<2048xf32>
    %651 = "stablehlo.broadcast_in_dim"(%650) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %652 = "stablehlo.broadcast_in_dim"(%649) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %653 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %654 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %655 = "stablehlo.multiply"(%653, %654) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %656 = "stablehlo.concatenate"(%655, %655) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %657 = "stablehlo.cosine"(%656) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %658 = "stablehlo.broadcast_in_dim"(%657) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %659 = "stablehlo.sine"(%656) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %660 = "stablehlo.broadcast_in_dim"(%659) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %661 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %662 = "stablehlo.sqrt"(%661) : (tensor<f32>) -> tensor<f32>
    %663 = "stablehlo.convert"(%662) : (tensor<f32>) -> tensor<f32>
    %664 = "stablehlo.broadcast_in_dim"(%606) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %665 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %666:2 = "func.call"(%664, %665) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<f32>) -> (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>)
    %667 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %668 = "stablehlo.broadcast_in_dim"(%667) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32x1x2048x4096xbf16>
    %669 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %670:19 = "stablehlo.while"(%arg141, %arg142, %arg143, %arg144, %arg145, %arg146, %arg147, %arg148, %arg149, %631, %633, %658, %660, %663, %666#0, %666#1, %669, %602#0, %668) ({
    ^bb0(%arg230: tensor<32x4096xbf16>, %arg231: tensor<32x4096xbf16>, %arg232: tensor<32x11008x4096xbf16>, %arg233: tensor<32x4096x11008xbf16>, %arg234: tensor<32x4096x11008xbf16>, %arg235: tensor<32x4096x4096xbf16>, %arg236: tensor<32x4096x4096xbf16>, %arg237: tensor<32x4096x4096xbf16>, %arg238: tensor<32x4096x4096xbf16>, %arg239: tensor<1x2048x1x128xf32>, %arg240: tensor<1x2048x1x128xf32>, %arg241: tensor<1x2048x1x128xf32>, %arg242: tensor<1x2048x1x128xf32>, %arg243: tensor<f32>, %arg244: tensor<1x32x2048x2048xi1>, %arg245: tensor<1x32x2048x2048xf32>, %arg246: tensor<i32>, %arg247: tensor<1x2048x4096xbf16>, %arg248: tensor<32x1x2048x4096xbf16>):
      %810 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
      %811 = "stablehlo.compare"(%arg246, %810) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%811) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg211: tensor<32x4096xbf16>, %arg212: tensor<32x4096xbf16>, %arg213: tensor<32x11008x4096xbf16>, %arg214: tensor<32x4096x11008xbf16>, %arg215: tensor<32x4096x11008xbf16>, %arg216: tensor<32x4096x4096xbf16>, %arg217: tensor<32x4096x4096xbf16>, %arg218: tensor<32x4096x4096xbf16>, %arg219: tensor<32x4096x4096xbf16>, %arg220: tensor<1x2048x1x128xf32>, %arg221: tensor<1x2048x1x128xf32>, %arg222: tensor<1x2048x1x128xf32>, %arg223: tensor<1x2048x1x128xf32>, %arg224: tensor<f32>, %arg225: tensor<1x32x2048x2048xi1>, %arg226: tensor<1x32x2048x2048xf32>, %arg227: tensor<i32>, %arg228: tensor<1x2048x4096xbf16>, %arg229: tensor<32x1x2048x4096xbf16>):
      %797 = "func.call"(%arg211, %arg227) <{callee = @dynamic_index_in_dim}> : (tensor<32x4096xbf16>, tensor<i32>) -> tensor<4096xbf16>
      %798 = "func.call"(%arg212, %arg227) <{callee = @dynamic_index_in_dim}> : (tensor<32x4096xbf16>, tensor<i32>) -> tensor<4096xbf16>
      %799 = "func.call"(%arg213, %arg227) <{callee = @dynamic_index_in_dim_1}> : (tensor<32x11008x4096xbf16>, tensor<i32>) -> tensor<11008x4096xbf16>
      %800 = "func.call"(%arg214, %arg227) <{callee = @dynamic_index_in_dim_2}> : (tensor<32x4096x11008xbf16>, tensor<i32>) -> tensor<4096x11008xbf16>
      %801 = "func.call"(%arg215, %arg227) <{callee = @dynamic_index_in_dim_2}> : (tensor<32x4096x11008xbf16>, tensor<i32>) -> tensor<4096x11008xbf16>
      %802 = "func.call"(%arg216, %arg227) <{callee = @dynamic_index_in_dim_3}> : (tensor<32x4096x4096xbf16>, tensor<i32>) -> tensor<4096x4096xbf16>
      %803 = "func.call"(%arg217, %arg227) <{callee = @dynamic_index_in_dim_3}> : (tensor<32x4096x4096xbf16>, tensor<i32>) -> tensor<4096x4096xbf16>
      %804 = "func.call"(%arg218, %arg227) <{callee = @dynamic_index_in_dim_3}> : (tensor<32x4096x4096xbf16>, tensor<i32>) -> tensor<4096x4096xbf16>
      %805 = "func.call"(%arg219, %arg227) <{callee = @dynamic_index_in_dim_3}> : (tensor<32x4096x4096xbf16>, tensor<i32>) -> tensor<4096x4096xbf16>
      %806:2 = "func.call"(%arg220, %arg221, %arg222, %arg223, %arg224, %arg225, %arg226, %arg228, %797, %798, %799, %800, %801, %802, %803, %804, %805) <{callee = @closed_call}> : (tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x2048x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) -> (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>)
      %807 = "func.call"(%arg229, %806#1, %arg227) <{callee = @dynamic_update_index_in_dim}> : (tensor<32x1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<i32>) -> tensor<32x1x2048x4096xbf16>
      %808 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %809 = "stablehlo.add"(%arg227, %808) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg211, %arg212, %arg213, %arg214, %arg215, %arg216, %arg217, %arg218, %arg219, %arg220, %arg221, %arg222, %arg223, %arg224, %arg225, %arg226, %809, %806#0, %807) : (tensor<32x4096xbf16>, tensor<32x4096xbf16>, tensor<32x11008x4096xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<i32>, tensor<1x2048x4096xbf16>, tensor<32x1x2048x4096xbf16>) -> ()
    }) : (tensor<32x4096xbf16>, tensor<32x4096xbf16>, tensor<32x11008x4096xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<i32>, tensor<1x2048x4096xbf16>, tensor<32x1x2048x4096xbf16>) -> (tensor<32x4096xbf16>, tensor<32x4096xbf16>, tensor<32x11008x4096xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<i32>, tensor<1x2048x4096xbf16>, tensor<32x1x2048x4096xbf16>)
    %671 = "stablehlo.convert"(%670#17) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %672 = "stablehlo.multiply"(%671, %671) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %673 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %674 = "stablehlo.reduce"(%672, %673) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg209: tensor<f32>, %arg210: tensor<f32>):
      %796 = "stablehlo.add"(%arg209, %arg210) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%796) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %675 = "stablehlo.broadcast_in_dim"(%674) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %676 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %677 = "stablehlo.broadcast_in_dim"(%676) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %678 = "stablehlo.divide"(%675, %677) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %679 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %680 = "stablehlo.broadcast_in_dim"(%679) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %681 = "stablehlo.add"(%678, %680) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %682 = "stablehlo.rsqrt"(%681) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %683 = "stablehlo.divide"(%682, %681) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %684 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %685 = "stablehlo.broadcast_in_dim"(%684) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %686 = "stablehlo.multiply"(%685, %683) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %687 = "stablehlo.broadcast_in_dim"(%682) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %688 = "stablehlo.multiply"(%671, %687) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %689 = "stablehlo.convert"(%688) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %690 = "stablehlo.broadcast_in_dim"(%arg140) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %692 = "stablehlo.multiply"(%689, %691) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %693 = "stablehlo.dot_general"(%692, %arg150) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x32000xbf16>) -> tensor<1x2048x32000xbf16>
    %694 = "stablehlo.convert"(%693) : (tensor<1x2048x32000xbf16>) -> tensor<1x2048x32000xf32>
    %695:3 = "func.call"(%694) <{callee = @log_softmax}> : (tensor<1x2048x32000xf32>) -> (tensor<1x2048x32000xf32>, tensor<1x2048x32000xf32>, tensor<1x2048x1xf32>)
    %696 = "stablehlo.broadcast_in_dim"(%arg152) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi32>) -> tensor<1x2048x1xi32>
    %697:2 = "func.call"(%695#0, %696) <{callee = @take_along_axis}> : (tensor<1x2048x32000xf32>, tensor<1x2048x1xi32>) -> (tensor<1x2048x1xf32>, tensor<2048x1x1xi32>)
    %698 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %699 = "stablehlo.reduce"(%697#0, %698) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg207: tensor<f32>, %arg208: tensor<f32>):
      %795 = "stablehlo.add"(%arg207, %arg208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%795) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<f32>
    %700 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
    %701 = "stablehlo.divide"(%699, %700) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %702 = "stablehlo.negate"(%701) : (tensor<f32>) -> tensor<f32>
    %703 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %704 = "stablehlo.negate"(%703) : (tensor<f32>) -> tensor<f32>
    %705 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
    %706 = "stablehlo.divide"(%704, %705) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %707 = "stablehlo.broadcast_in_dim"(%706) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %708 = "func.call"(%697#1, %707) <{callee = @take_along_axis_5}> : (tensor<2048x1x1xi32>, tensor<1x2048x1xf32>) -> tensor<1x2048x32000xf32>
    %709 = "func.call"(%695#1, %695#2, %708) <{callee = @log_softmax_6}> : (tensor<1x2048x32000xf32>, tensor<1x2048x1xf32>, tensor<1x2048x32000xf32>) -> tensor<1x2048x32000xf32>
    %710 = "stablehlo.convert"(%709) : (tensor<1x2048x32000xf32>) -> tensor<1x2048x32000xbf16>
    %711 = "stablehlo.dot_general"(%710, %692) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32000xbf16>, tensor<1x2048x4096xbf16>) -> tensor<32000x4096xbf16>
    %712 = "stablehlo.transpose"(%711) <{permutation = array<i64: 1, 0>}> : (tensor<32000x4096xbf16>) -> tensor<4096x32000xbf16>
    %713 = "stablehlo.dot_general"(%710, %arg150) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32000xbf16>, tensor<4096x32000xbf16>) -> tensor<1x2048x4096xbf16>
    %714 = "stablehlo.multiply"(%689, %713) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %715 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %716 = "stablehlo.reduce"(%714, %715) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg205: tensor<bf16>, %arg206: tensor<bf16>):
      %794 = "stablehlo.add"(%arg205, %arg206) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%794) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %717 = "stablehlo.reshape"(%716) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %718 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %719 = "stablehlo.multiply"(%713, %718) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %720 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %721 = "stablehlo.reduce"(%717, %720) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg203: tensor<bf16>, %arg204: tensor<bf16>):
      %793 = "stablehlo.add"(%arg203, %arg204) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%793) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %722 = "stablehlo.convert"(%719) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %723 = "stablehlo.multiply"(%671, %722) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %724 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %725 = "stablehlo.reduce"(%723, %724) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg201: tensor<f32>, %arg202: tensor<f32>):
      %792 = "stablehlo.add"(%arg201, %arg202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%792) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %726 = "stablehlo.reshape"(%725) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %727 = "stablehlo.broadcast_in_dim"(%682) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %728 = "stablehlo.multiply"(%722, %727) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %729 = "stablehlo.multiply"(%726, %686) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %730 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %731 = "stablehlo.broadcast_in_dim"(%730) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %732 = "stablehlo.divide"(%729, %731) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %733 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %734 = "stablehlo.reduce"(%732, %733) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg199: tensor<f32>, %arg200: tensor<f32>):
      %791 = "stablehlo.add"(%arg199, %arg200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%791) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %735 = "stablehlo.broadcast_in_dim"(%734) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %736 = "stablehlo.broadcast_in_dim"(%735) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %737 = "stablehlo.multiply"(%671, %736) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %738 = "stablehlo.add"(%728, %737) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %739 = "stablehlo.multiply"(%736, %671) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %740 = "stablehlo.add"(%738, %739) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %741 = "stablehlo.convert"(%740) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %742 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %743 = "stablehlo.broadcast_in_dim"(%742) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32x4096xbf16>
    %744 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %745 = "stablehlo.broadcast_in_dim"(%744) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32x4096xbf16>
    %746 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %747 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32x11008x4096xbf16>
    %748 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %749 = "stablehlo.broadcast_in_dim"(%748) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32x4096x11008xbf16>
    %750 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %751 = "stablehlo.broadcast_in_dim"(%750) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32x4096x11008xbf16>
    %752 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %753 = "stablehlo.broadcast_in_dim"(%752) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32x4096x4096xbf16>
    %754 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %755 = "stablehlo.broadcast_in_dim"(%754) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32x4096x4096xbf16>
    %756 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %757 = "stablehlo.broadcast_in_dim"(%756) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32x4096x4096xbf16>
    %758 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %759 = "stablehlo.broadcast_in_dim"(%758) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32x4096x4096xbf16>
    %760 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %761:23 = "stablehlo.while"(%arg141, %arg142, %arg143, %arg144, %arg145, %arg146, %arg147, %arg148, %arg149, %670#18, %603, %606, %760, %741, %743, %745, %747, %749, %751, %753, %755, %757, %759) ({
    ^bb0(%arg176: tensor<32x4096xbf16>, %arg177: tensor<32x4096xbf16>, %arg178: tensor<32x11008x4096xbf16>, %arg179: tensor<32x4096x11008xbf16>, %arg180: tensor<32x4096x11008xbf16>, %arg181: tensor<32x4096x4096xbf16>, %arg182: tensor<32x4096x4096xbf16>, %arg183: tensor<32x4096x4096xbf16>, %arg184: tensor<32x4096x4096xbf16>, %arg185: tensor<32x1x2048x4096xbf16>, %arg186: tensor<2048xi32>, %arg187: tensor<2048x2048xi1>, %arg188: tensor<i32>, %arg189: tensor<1x2048x4096xbf16>, %arg190: tensor<32x4096xbf16>, %arg191: tensor<32x4096xbf16>, %arg192: tensor<32x11008x4096xbf16>, %arg193: tensor<32x4096x11008xbf16>, %arg194: tensor<32x4096x11008xbf16>, %arg195: tensor<32x4096x4096xbf16>, %arg196: tensor<32x4096x4096xbf16>, %arg197: tensor<32x4096x4096xbf16>, %arg198: tensor<32x4096x4096xbf16>):
      %789 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
      %790 = "stablehlo.compare"(%arg188, %789) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%790) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg153: tensor<32x4096xbf16>, %arg154: tensor<32x4096xbf16>, %arg155: tensor<32x11008x4096xbf16>, %arg156: tensor<32x4096x11008xbf16>, %arg157: tensor<32x4096x11008xbf16>, %arg158: tensor<32x4096x4096xbf16>, %arg159: tensor<32x4096x4096xbf16>, %arg160: tensor<32x4096x4096xbf16>, %arg161: tensor<32x4096x4096xbf16>, %arg162: tensor<32x1x2048x4096xbf16>, %arg163: tensor<2048xi32>, %arg164: tensor<2048x2048xi1>, %arg165: tensor<i32>, %arg166: tensor<1x2048x4096xbf16>, %arg167: tensor<32x4096xbf16>, %arg168: tensor<32x4096xbf16>, %arg169: tensor<32x11008x4096xbf16>, %arg170: tensor<32x4096x11008xbf16>, %arg171: tensor<32x4096x11008xbf16>, %arg172: tensor<32x4096x4096xbf16>, %arg173: tensor<32x4096x4096xbf16>, %arg174: tensor<32x4096x4096xbf16>, %arg175: tensor<32x4096x4096xbf16>):
      %763 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
      %764 = "stablehlo.subtract"(%763, %arg165) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %765 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %766 = "stablehlo.subtract"(%764, %765) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %767 = "func.call"(%arg153, %766) <{callee = @dynamic_index_in_dim}> : (tensor<32x4096xbf16>, tensor<i32>) -> tensor<4096xbf16>
      %768 = "func.call"(%arg154, %766) <{callee = @dynamic_index_in_dim}> : (tensor<32x4096xbf16>, tensor<i32>) -> tensor<4096xbf16>
      %769 = "func.call"(%arg155, %766) <{callee = @dynamic_index_in_dim_1}> : (tensor<32x11008x4096xbf16>, tensor<i32>) -> tensor<11008x4096xbf16>
      %770 = "func.call"(%arg156, %766) <{callee = @dynamic_index_in_dim_2}> : (tensor<32x4096x11008xbf16>, tensor<i32>) -> tensor<4096x11008xbf16>
      %771 = "func.call"(%arg157, %766) <{callee = @dynamic_index_in_dim_2}> : (tensor<32x4096x11008xbf16>, tensor<i32>) -> tensor<4096x11008xbf16>
      %772 = "func.call"(%arg158, %766) <{callee = @dynamic_index_in_dim_3}> : (tensor<32x4096x4096xbf16>, tensor<i32>) -> tensor<4096x4096xbf16>
      %773 = "func.call"(%arg159, %766) <{callee = @dynamic_index_in_dim_3}> : (tensor<32x4096x4096xbf16>, tensor<i32>) -> tensor<4096x4096xbf16>
      %774 = "func.call"(%arg160, %766) <{callee = @dynamic_index_in_dim_3}> : (tensor<32x4096x4096xbf16>, tensor<i32>) -> tensor<4096x4096xbf16>
      %775 = "func.call"(%arg161, %766) <{callee = @dynamic_index_in_dim_3}> : (tensor<32x4096x4096xbf16>, tensor<i32>) -> tensor<4096x4096xbf16>
      %776 = "func.call"(%arg162, %766) <{callee = @dynamic_index_in_dim_7}> : (tensor<32x1x2048x4096xbf16>, tensor<i32>) -> tensor<1x2048x4096xbf16>
      %777:10 = "func.call"(%arg163, %arg164, %arg166, %767, %768, %769, %770, %771, %772, %773, %774, %775, %776) <{callee = @closed_call_8}> : (tensor<2048xi32>, tensor<2048x2048xi1>, tensor<1x2048x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>)
      %778 = "func.call"(%arg167, %777#1, %766) <{callee = @dynamic_update_index_in_dim_13}> : (tensor<32x4096xbf16>, tensor<4096xbf16>, tensor<i32>) -> tensor<32x4096xbf16>
      %779 = "func.call"(%arg168, %777#2, %766) <{callee = @dynamic_update_index_in_dim_13}> : (tensor<32x4096xbf16>, tensor<4096xbf16>, tensor<i32>) -> tensor<32x4096xbf16>
      %780 = "func.call"(%arg169, %777#3, %766) <{callee = @dynamic_update_index_in_dim_14}> : (tensor<32x11008x4096xbf16>, tensor<11008x4096xbf16>, tensor<i32>) -> tensor<32x11008x4096xbf16>
      %781 = "func.call"(%arg170, %777#4, %766) <{callee = @dynamic_update_index_in_dim_15}> : (tensor<32x4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<i32>) -> tensor<32x4096x11008xbf16>
      %782 = "func.call"(%arg171, %777#5, %766) <{callee = @dynamic_update_index_in_dim_15}> : (tensor<32x4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<i32>) -> tensor<32x4096x11008xbf16>
      %783 = "func.call"(%arg172, %777#6, %766) <{callee = @dynamic_update_index_in_dim_16}> : (tensor<32x4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<i32>) -> tensor<32x4096x4096xbf16>
      %784 = "func.call"(%arg173, %777#7, %766) <{callee = @dynamic_update_index_in_dim_16}> : (tensor<32x4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<i32>) -> tensor<32x4096x4096xbf16>
      %785 = "func.call"(%arg174, %777#8, %766) <{callee = @dynamic_update_index_in_dim_16}> : (tensor<32x4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<i32>) -> tensor<32x4096x4096xbf16>
      %786 = "func.call"(%arg175, %777#9, %766) <{callee = @dynamic_update_index_in_dim_16}> : (tensor<32x4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<i32>) -> tensor<32x4096x4096xbf16>
      %787 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %788 = "stablehlo.add"(%arg165, %787) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg153, %arg154, %arg155, %arg156, %arg157, %arg158, %arg159, %arg160, %arg161, %arg162, %arg163, %arg164, %788, %777#0, %778, %779, %780, %781, %782, %783, %784, %785, %786) : (tensor<32x4096xbf16>, tensor<32x4096xbf16>, tensor<32x11008x4096xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x1x2048x4096xbf16>, tensor<2048xi32>, tensor<2048x2048xi1>, tensor<i32>, tensor<1x2048x4096xbf16>, tensor<32x4096xbf16>, tensor<32x4096xbf16>, tensor<32x11008x4096xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>) -> ()
    }) : (tensor<32x4096xbf16>, tensor<32x4096xbf16>, tensor<32x11008x4096xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x1x2048x4096xbf16>, tensor<2048xi32>, tensor<2048x2048xi1>, tensor<i32>, tensor<1x2048x4096xbf16>, tensor<32x4096xbf16>, tensor<32x4096xbf16>, tensor<32x11008x4096xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>) -> (tensor<32x4096xbf16>, tensor<32x4096xbf16>, tensor<32x11008x4096xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x1x2048x4096xbf16>, tensor<2048xi32>, tensor<2048x2048xi1>, tensor<i32>, tensor<1x2048x4096xbf16>, tensor<32x4096xbf16>, tensor<32x4096xbf16>, tensor<32x11008x4096xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>)
    %762 = "func.call"(%602#1, %761#13) <{callee = @_take_17}> : (tensor<1x2048x1xi32>, tensor<1x2048x4096xbf16>) -> tensor<32000x4096xbf16>
    "func.return"(%702, %762, %721, %761#14, %761#15, %761#16, %761#17, %761#18, %761#19, %761#20, %761#21, %761#22, %712) : (tensor<f32>, tensor<32000x4096xbf16>, tensor<4096xbf16>, tensor<32x4096xbf16>, tensor<32x4096xbf16>, tensor<32x11008x4096xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x11008xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<32x4096x4096xbf16>, tensor<4096x32000xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32000x4096xbf16>, tensor<1x2048xi32>) -> (tensor<1x2048x4096xbf16>, tensor<1x2048x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg135: tensor<32000x4096xbf16>, %arg136: tensor<1x2048xi32>):
    %578 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %580 = "stablehlo.compare"(%arg136, %579) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
    %581 = "stablehlo.constant"() <{value = dense<32000> : tensor<i32>}> : () -> tensor<i32>
    %582 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %583 = "stablehlo.add"(%arg136, %582) : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    %584 = "func.call"(%580, %583, %arg136) <{callee = @_where}> : (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi32>) -> tensor<1x2048x1xi32>
    %586 = "stablehlo.constant"() <{value = dense<31999> : tensor<1xi32>}> : () -> tensor<1xi32>
    %587 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048x1xi32>
    %589 = "stablehlo.compare"(%585, %588) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi1>
    %590 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<1x2048x1xi32>
    %592 = "stablehlo.compare"(%585, %591) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi1>
    %593 = "stablehlo.and"(%589, %592) : (tensor<1x2048x1xi1>, tensor<1x2048x1xi1>) -> tensor<1x2048x1xi1>
    %594 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %595 = "stablehlo.reduce"(%593, %594) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg137: tensor<i1>, %arg138: tensor<i1>):
      %601 = "stablehlo.and"(%arg137, %arg138) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%601) : (tensor<i1>) -> ()
    }) : (tensor<1x2048x1xi1>, tensor<i1>) -> tensor<1x2048xi1>
    %596 = "stablehlo.gather"(%arg135, %585) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4096>}> : (tensor<32000x4096xbf16>, tensor<1x2048x1xi32>) -> tensor<1x2048x4096xbf16>
    %597 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi1>) -> tensor<1x2048x4096xi1>
    %598 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
    %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x4096xbf16>
    %600 = "stablehlo.select"(%597, %596, %599) : (tensor<1x2048x4096xi1>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    "func.return"(%600, %585) : (tensor<1x2048x4096xbf16>, tensor<1x2048x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg132: tensor<1x2048xi1>, %arg133: tensor<1x2048xi32>, %arg134: tensor<1x2048xi32>):
    %577 = "stablehlo.select"(%arg132, %arg133, %arg134) : (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    "func.return"(%577) : (tensor<1x2048xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg131: tensor<2048x2048xi1>):
    %568 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2048x2048xi32>
    %569 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2048x2048xi32>
    %571 = "stablehlo.add"(%568, %570) : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi32>
    %572 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2048x2048xi32>
    %573 = "stablehlo.compare"(%571, %572) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %574 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %575 = "stablehlo.broadcast_in_dim"(%574) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2048x2048xi1>
    %576 = "stablehlo.select"(%573, %arg131, %575) : (tensor<2048x2048xi1>, tensor<2048x2048xi1>, tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    "func.return"(%576) : (tensor<2048x2048xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x1x2048x2048xi1>, tensor<f32>) -> (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>), res_attrs = [{}, {}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg129: tensor<1x1x2048x2048xi1>, %arg130: tensor<f32>):
    %566 = "stablehlo.broadcast_in_dim"(%arg129) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2048x2048xi1>) -> tensor<1x32x2048x2048xi1>
    %567 = "stablehlo.broadcast_in_dim"(%arg130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    "func.return"(%566, %567) : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32x4096xbf16>, tensor<i32>) -> tensor<4096xbf16>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg127: tensor<32x4096xbf16>, %arg128: tensor<i32>):
    %563 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %564 = "stablehlo.dynamic_slice"(%arg127, %arg128, %563) <{slice_sizes = array<i64: 1, 4096>}> : (tensor<32x4096xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x4096xbf16>
    %565 = "stablehlo.reshape"(%564) : (tensor<1x4096xbf16>) -> tensor<4096xbf16>
    "func.return"(%565) : (tensor<4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32x11008x4096xbf16>, tensor<i32>) -> tensor<11008x4096xbf16>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_1", sym_visibility = "private"}> ({
  ^bb0(%arg125: tensor<32x11008x4096xbf16>, %arg126: tensor<i32>):
    %559 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %560 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %561 = "stablehlo.dynamic_slice"(%arg125, %arg126, %559, %560) <{slice_sizes = array<i64: 1, 11008, 4096>}> : (tensor<32x11008x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x11008x4096xbf16>
    %562 = "stablehlo.reshape"(%561) : (tensor<1x11008x4096xbf16>) -> tensor<11008x4096xbf16>
    "func.return"(%562) : (tensor<11008x4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32x4096x11008xbf16>, tensor<i32>) -> tensor<4096x11008xbf16>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_2", sym_visibility = "private"}> ({
  ^bb0(%arg123: tensor<32x4096x11008xbf16>, %arg124: tensor<i32>):
    %555 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %556 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %557 = "stablehlo.dynamic_slice"(%arg123, %arg124, %555, %556) <{slice_sizes = array<i64: 1, 4096, 11008>}> : (tensor<32x4096x11008xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4096x11008xbf16>
    %558 = "stablehlo.reshape"(%557) : (tensor<1x4096x11008xbf16>) -> tensor<4096x11008xbf16>
    "func.return"(%558) : (tensor<4096x11008xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32x4096x4096xbf16>, tensor<i32>) -> tensor<4096x4096xbf16>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_3", sym_visibility = "private"}> ({
  ^bb0(%arg121: tensor<32x4096x4096xbf16>, %arg122: tensor<i32>):
    %551 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %552 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %553 = "stablehlo.dynamic_slice"(%arg121, %arg122, %551, %552) <{slice_sizes = array<i64: 1, 4096, 4096>}> : (tensor<32x4096x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4096x4096xbf16>
    %554 = "stablehlo.reshape"(%553) : (tensor<1x4096x4096xbf16>) -> tensor<4096x4096xbf16>
    "func.return"(%554) : (tensor<4096x4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x2048x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) -> (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg96: tensor<1x2048x1x128xf32>, %arg97: tensor<1x2048x1x128xf32>, %arg98: tensor<1x2048x1x128xf32>, %arg99: tensor<1x2048x1x128xf32>, %arg100: tensor<f32>, %arg101: tensor<1x32x2048x2048xi1>, %arg102: tensor<1x32x2048x2048xf32>, %arg103: tensor<1x2048x4096xbf16>, %arg104: tensor<4096xbf16>, %arg105: tensor<4096xbf16>, %arg106: tensor<11008x4096xbf16>, %arg107: tensor<4096x11008xbf16>, %arg108: tensor<4096x11008xbf16>, %arg109: tensor<4096x4096xbf16>, %arg110: tensor<4096x4096xbf16>, %arg111: tensor<4096x4096xbf16>, %arg112: tensor<4096x4096xbf16>):
    %450 = "stablehlo.convert"(%arg103) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %451 = "stablehlo.multiply"(%450, %450) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %452 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %453 = "stablehlo.reduce"(%451, %452) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %550 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%550) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %455 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %457 = "stablehlo.divide"(%454, %456) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %458 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %460 = "stablehlo.add"(%457, %459) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %461 = "stablehlo.rsqrt"(%460) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %462 = "stablehlo.broadcast_in_dim"(%461) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %463 = "stablehlo.multiply"(%450, %462) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %464 = "stablehlo.convert"(%463) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %465 = "stablehlo.broadcast_in_dim"(%arg104) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %467 = "stablehlo.multiply"(%464, %466) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %468 = "stablehlo.dot_general"(%467, %arg111) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %469 = "stablehlo.reshape"(%468) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %470 = "stablehlo.dot_general"(%467, %arg109) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %471 = "stablehlo.reshape"(%470) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %472 = "stablehlo.dot_general"(%467, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %473 = "stablehlo.reshape"(%472) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %474 = "stablehlo.slice"(%469) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %475 = "stablehlo.slice"(%469) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %476 = "stablehlo.negate"(%475) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %477 = "stablehlo.concatenate"(%476, %474) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %478 = "stablehlo.convert"(%469) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %479 = "stablehlo.broadcast_in_dim"(%arg96) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %480 = "stablehlo.multiply"(%478, %479) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %481 = "stablehlo.convert"(%477) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %482 = "stablehlo.broadcast_in_dim"(%arg97) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %483 = "stablehlo.multiply"(%481, %482) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %484 = "stablehlo.add"(%480, %483) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %485 = "stablehlo.convert"(%484) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %486 = "stablehlo.slice"(%471) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %487 = "stablehlo.slice"(%471) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %488 = "stablehlo.negate"(%487) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %489 = "stablehlo.concatenate"(%488, %486) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %490 = "stablehlo.convert"(%471) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %491 = "stablehlo.broadcast_in_dim"(%arg98) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %492 = "stablehlo.multiply"(%490, %491) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %493 = "stablehlo.convert"(%489) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %494 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %495 = "stablehlo.multiply"(%493, %494) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %496 = "stablehlo.add"(%492, %495) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %497 = "stablehlo.convert"(%496) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %498 = "stablehlo.dot_general"(%485, %497) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %499 = "stablehlo.convert"(%498) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %500 = "stablehlo.broadcast_in_dim"(%arg100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %501 = "stablehlo.divide"(%499, %500) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %502 = "func.call"(%501, %arg101, %arg102) <{callee = @_where_4}> : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %503 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %504 = "stablehlo.reduce"(%502, %503) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %549 = "stablehlo.maximum"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%549) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %505 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %507 = "stablehlo.maximum"(%506, %504) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %508 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %510 = "stablehlo.subtract"(%502, %509) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %511 = "stablehlo.exponential"(%510) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %512 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %513 = "stablehlo.reduce"(%511, %512) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %548 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%548) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %515 = "stablehlo.broadcast_in_dim"(%514) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %516 = "stablehlo.divide"(%511, %515) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %517 = "stablehlo.convert"(%516) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %518 = "stablehlo.dot_general"(%473, %517) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %519 = "stablehlo.transpose"(%518) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %520 = "stablehlo.reshape"(%519) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %521 = "stablehlo.dot_general"(%520, %arg110) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %522 = "stablehlo.add"(%arg103, %521) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %523 = "stablehlo.convert"(%522) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %524 = "stablehlo.multiply"(%523, %523) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %525 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %526 = "stablehlo.reduce"(%524, %525) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %547 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%547) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %527 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %528 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %530 = "stablehlo.divide"(%527, %529) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %531 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %532 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %533 = "stablehlo.add"(%530, %532) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %534 = "stablehlo.rsqrt"(%533) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %536 = "stablehlo.multiply"(%523, %535) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %537 = "stablehlo.convert"(%536) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %538 = "stablehlo.broadcast_in_dim"(%arg105) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %539 = "stablehlo.broadcast_in_dim"(%538) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %540 = "stablehlo.multiply"(%537, %539) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %541 = "stablehlo.dot_general"(%540, %arg107) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %542 = "func.call"(%541) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %543 = "stablehlo.dot_general"(%540, %arg108) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %544 = "stablehlo.multiply"(%542, %543) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %545 = "stablehlo.dot_general"(%544, %arg106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %546 = "stablehlo.add"(%522, %545) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    "func.return"(%546, %arg103) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg93: tensor<1x32x2048x2048xf32>, %arg94: tensor<1x32x2048x2048xi1>, %arg95: tensor<1x32x2048x2048xf32>):
    %449 = "stablehlo.select"(%arg94, %arg93, %arg95) : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    "func.return"(%449) : (tensor<1x32x2048x2048xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>, res_attrs = [{}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg92: tensor<1x2048x11008xbf16>):
    %440 = "stablehlo.negate"(%arg92) : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %441 = "stablehlo.exponential"(%440) : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %442 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x11008xbf16>
    %444 = "stablehlo.add"(%443, %441) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %445 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x11008xbf16>
    %447 = "stablehlo.divide"(%446, %444) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %448 = "stablehlo.multiply"(%arg92, %447) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    "func.return"(%448) : (tensor<1x2048x11008xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<32x1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<i32>) -> tensor<32x1x2048x4096xbf16>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg89: tensor<32x1x2048x4096xbf16>, %arg90: tensor<1x2048x4096xbf16>, %arg91: tensor<i32>):
    %435 = "stablehlo.broadcast_in_dim"(%arg90) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<1x2048x4096xbf16>) -> tensor<1x1x2048x4096xbf16>
    %436 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %437 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %438 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %439 = "stablehlo.dynamic_update_slice"(%arg89, %435, %arg91, %436, %437, %438) : (tensor<32x1x2048x4096xbf16>, tensor<1x1x2048x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x1x2048x4096xbf16>
    "func.return"(%439) : (tensor<32x1x2048x4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2048x32000xf32>) -> (tensor<1x2048x32000xf32>, tensor<1x2048x32000xf32>, tensor<1x2048x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg84: tensor<1x2048x32000xf32>):
    %418 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %419 = "stablehlo.reduce"(%arg84, %418) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %434 = "stablehlo.maximum"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%434) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x32000xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %420 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048xf32>
    %422 = "stablehlo.maximum"(%421, %419) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x32000xf32>
    %425 = "stablehlo.subtract"(%arg84, %424) : (tensor<1x2048x32000xf32>, tensor<1x2048x32000xf32>) -> tensor<1x2048x32000xf32>
    %426 = "stablehlo.exponential"(%425) : (tensor<1x2048x32000xf32>) -> tensor<1x2048x32000xf32>
    %427 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %428 = "stablehlo.reduce"(%426, %427) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %433 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%433) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x32000xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %429 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %430 = "stablehlo.log"(%429) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x32000xf32>
    %432 = "stablehlo.subtract"(%425, %431) : (tensor<1x2048x32000xf32>, tensor<1x2048x32000xf32>) -> tensor<1x2048x32000xf32>
    "func.return"(%432, %426, %429) : (tensor<1x2048x32000xf32>, tensor<1x2048x32000xf32>, tensor<1x2048x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x2048x32000xf32>, tensor<1x2048x1xi32>) -> (tensor<1x2048x1xf32>, tensor<2048x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg80: tensor<1x2048x32000xf32>, %arg81: tensor<1x2048x1xi32>):
    %394 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048x1xi32>
    %396 = "stablehlo.compare"(%arg81, %395) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi1>
    %397 = "stablehlo.constant"() <{value = dense<32000> : tensor<i32>}> : () -> tensor<i32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048x1xi32>
    %399 = "stablehlo.add"(%arg81, %398) : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi32>
    %400 = "stablehlo.select"(%396, %399, %arg81) : (tensor<1x2048x1xi1>, tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi32>
    %401 = "stablehlo.reshape"(%400) : (tensor<1x2048x1xi32>) -> tensor<2048x1x1xi32>
    %402 = "stablehlo.constant"() <{value = dense<31999> : tensor<1xi32>}> : () -> tensor<1xi32>
    %403 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2048x1x1xi32>
    %405 = "stablehlo.compare"(%401, %404) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2048x1x1xi32>, tensor<2048x1x1xi32>) -> tensor<2048x1x1xi1>
    %406 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2048x1x1xi32>
    %408 = "stablehlo.compare"(%401, %407) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2048x1x1xi32>, tensor<2048x1x1xi32>) -> tensor<2048x1x1xi1>
    %409 = "stablehlo.and"(%405, %408) : (tensor<2048x1x1xi1>, tensor<2048x1x1xi1>) -> tensor<2048x1x1xi1>
    %410 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %411 = "stablehlo.reduce"(%409, %410) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg82: tensor<i1>, %arg83: tensor<i1>):
      %417 = "stablehlo.and"(%arg82, %arg83) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%417) : (tensor<i1>) -> ()
    }) : (tensor<2048x1x1xi1>, tensor<i1>) -> tensor<2048x1xi1>
    %412 = "stablehlo.gather"(%arg80, %401) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x2048x32000xf32>, tensor<2048x1x1xi32>) -> tensor<1x2048x1xf32>
    %413 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2048x1xi1>) -> tensor<1x2048x1xi1>
    %414 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %416 = "stablehlo.select"(%413, %412, %415) : (tensor<1x2048x1xi1>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    "func.return"(%416, %401) : (tensor<1x2048x1xf32>, tensor<2048x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2048x1x1xi32>, tensor<1x2048x1xf32>) -> tensor<1x2048x32000xf32>, res_attrs = [{}], sym_name = "take_along_axis_5", sym_visibility = "private"}> ({
  ^bb0(%arg76: tensor<2048x1x1xi32>, %arg77: tensor<1x2048x1xf32>):
    %390 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x32000xf32>
    %392 = "stablehlo.scatter"(%391, %arg76, %arg77) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [2], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %393 = "stablehlo.add"(%arg78, %arg79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%393) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x32000xf32>, tensor<2048x1x1xi32>, tensor<1x2048x1xf32>) -> tensor<1x2048x32000xf32>
    "func.return"(%392) : (tensor<1x2048x32000xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2048x32000xf32>, tensor<1x2048x1xf32>, tensor<1x2048x32000xf32>) -> tensor<1x2048x32000xf32>, res_attrs = [{}], sym_name = "log_softmax_6", sym_visibility = "private"}> ({
  ^bb0(%arg69: tensor<1x2048x32000xf32>, %arg70: tensor<1x2048x1xf32>, %arg71: tensor<1x2048x32000xf32>):
    %377 = "stablehlo.negate"(%arg71) : (tensor<1x2048x32000xf32>) -> tensor<1x2048x32000xf32>
    %378 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %379 = "stablehlo.reduce"(%377, %378) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg74: tensor<f32>, %arg75: tensor<f32>):
      %389 = "stablehlo.add"(%arg74, %arg75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%389) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x32000xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %380 = "stablehlo.reshape"(%379) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %381 = "stablehlo.divide"(%380, %arg70) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %382 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %383 = "stablehlo.reduce"(%381, %382) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg72: tensor<f32>, %arg73: tensor<f32>):
      %388 = "stablehlo.add"(%arg72, %arg73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%388) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %384 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x32000xf32>
    %386 = "stablehlo.multiply"(%385, %arg69) : (tensor<1x2048x32000xf32>, tensor<1x2048x32000xf32>) -> tensor<1x2048x32000xf32>
    %387 = "stablehlo.add"(%arg71, %386) : (tensor<1x2048x32000xf32>, tensor<1x2048x32000xf32>) -> tensor<1x2048x32000xf32>
    "func.return"(%387) : (tensor<1x2048x32000xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32x1x2048x4096xbf16>, tensor<i32>) -> tensor<1x2048x4096xbf16>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_7", sym_visibility = "private"}> ({
  ^bb0(%arg67: tensor<32x1x2048x4096xbf16>, %arg68: tensor<i32>):
    %372 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %373 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %374 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %375 = "stablehlo.dynamic_slice"(%arg67, %arg68, %372, %373, %374) <{slice_sizes = array<i64: 1, 1, 2048, 4096>}> : (tensor<32x1x2048x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2048x4096xbf16>
    %376 = "stablehlo.reshape"(%375) : (tensor<1x1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    "func.return"(%376) : (tensor<1x2048x4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2048xi32>, tensor<2048x2048xi1>, tensor<1x2048x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_8", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<2048xi32>, %arg27: tensor<2048x2048xi1>, %arg28: tensor<1x2048x4096xbf16>, %arg29: tensor<4096xbf16>, %arg30: tensor<4096xbf16>, %arg31: tensor<11008x4096xbf16>, %arg32: tensor<4096x11008xbf16>, %arg33: tensor<4096x11008xbf16>, %arg34: tensor<4096x4096xbf16>, %arg35: tensor<4096x4096xbf16>, %arg36: tensor<4096x4096xbf16>, %arg37: tensor<4096x4096xbf16>, %arg38: tensor<1x2048x4096xbf16>):
    %42:13 = "stablehlo.optimization_barrier"(%arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg26, %arg27, %arg28) : (tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<2048xi32>, tensor<2048x2048xi1>, tensor<1x2048x4096xbf16>) -> (tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<2048xi32>, tensor<2048x2048xi1>, tensor<1x2048x4096xbf16>)
    %43 = "stablehlo.convert"(%42#9) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %44 = "stablehlo.multiply"(%43, %43) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %45 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.reduce"(%44, %45) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %371 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%371) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %48 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %50 = "stablehlo.divide"(%47, %49) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %51 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %53 = "stablehlo.add"(%50, %52) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %54 = "stablehlo.rsqrt"(%53) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %55 = "stablehlo.divide"(%54, %53) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %56 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %58 = "stablehlo.multiply"(%57, %55) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %59 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %60 = "stablehlo.multiply"(%43, %59) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %61 = "stablehlo.convert"(%60) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %62 = "stablehlo.broadcast_in_dim"(%42#0) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %64 = "stablehlo.multiply"(%61, %63) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %65 = "stablehlo.dot_general"(%64, %42#7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %66 = "stablehlo.reshape"(%65) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %67 = "stablehlo.dot_general"(%64, %42#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %68 = "stablehlo.reshape"(%67) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %69 = "stablehlo.dot_general"(%64, %42#8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %70 = "stablehlo.reshape"(%69) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %71 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %72 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %74 = "stablehlo.multiply"(%73, %71) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %75 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %77 = "stablehlo.add"(%76, %74) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %78 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %80 = "stablehlo.divide"(%77, %79) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %81 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %83 = "stablehlo.power"(%82, %80) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %84 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %86 = "stablehlo.divide"(%85, %83) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %87 = "stablehlo.convert"(%42#10) : (tensor<2048xi32>) -> tensor<2048xf32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %89 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %90 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %91 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %92 = "stablehlo.multiply"(%90, %91) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %93 = "stablehlo.concatenate"(%92, %92) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %94 = "stablehlo.cosine"(%93) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %96 = "stablehlo.sine"(%93) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %98 = "stablehlo.slice"(%66) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %99 = "stablehlo.slice"(%66) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %100 = "stablehlo.negate"(%99) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %101 = "stablehlo.concatenate"(%100, %98) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %102 = "stablehlo.convert"(%66) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %103 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %104 = "stablehlo.multiply"(%102, %103) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %105 = "stablehlo.convert"(%101) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %106 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %107 = "stablehlo.multiply"(%105, %106) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %108 = "stablehlo.add"(%104, %107) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %109 = "stablehlo.convert"(%108) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %110 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %111 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %113 = "stablehlo.multiply"(%112, %110) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %116 = "stablehlo.add"(%115, %113) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %117 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %119 = "stablehlo.divide"(%116, %118) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %120 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %122 = "stablehlo.power"(%121, %119) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %123 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %125 = "stablehlo.divide"(%124, %122) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %126 = "stablehlo.convert"(%42#10) : (tensor<2048xi32>) -> tensor<2048xf32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %128 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %129 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %130 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %131 = "stablehlo.multiply"(%129, %130) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %132 = "stablehlo.concatenate"(%131, %131) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %133 = "stablehlo.cosine"(%132) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %135 = "stablehlo.sine"(%132) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %137 = "stablehlo.slice"(%68) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %138 = "stablehlo.slice"(%68) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %139 = "stablehlo.negate"(%138) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %140 = "stablehlo.concatenate"(%139, %137) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %141 = "stablehlo.convert"(%68) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %142 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %143 = "stablehlo.multiply"(%141, %142) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %144 = "stablehlo.convert"(%140) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %145 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %146 = "stablehlo.multiply"(%144, %145) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %147 = "stablehlo.add"(%143, %146) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %148 = "stablehlo.convert"(%147) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %149 = "stablehlo.dot_general"(%109, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %150 = "stablehlo.convert"(%149) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %151 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.sqrt"(%151) : (tensor<f32>) -> tensor<f32>
    %153 = "stablehlo.convert"(%152) : (tensor<f32>) -> tensor<f32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %155 = "stablehlo.divide"(%150, %154) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %156 = "stablehlo.broadcast_in_dim"(%42#11) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %157 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %158:2 = "func.call"(%156, %155, %157) <{callee = @_where_9}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
    %159 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.reduce"(%158#0, %159) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %370 = "stablehlo.maximum"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%370) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %161 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %163 = "stablehlo.maximum"(%162, %160) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %166 = "stablehlo.subtract"(%158#0, %165) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %167 = "stablehlo.exponential"(%166) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.reduce"(%167, %168) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %369 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%369) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %172 = "stablehlo.divide"(%167, %171) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %173 = "stablehlo.multiply"(%170, %170) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %174 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
    %176 = "stablehlo.divide"(%175, %173) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %177 = "stablehlo.convert"(%172) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %178 = "stablehlo.dot_general"(%70, %177) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %179 = "stablehlo.transpose"(%178) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %180 = "stablehlo.reshape"(%179) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %181 = "stablehlo.dot_general"(%180, %42#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %182 = "stablehlo.add"(%42#9, %181) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %183 = "stablehlo.convert"(%182) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %184 = "stablehlo.multiply"(%183, %183) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %185 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %186 = "stablehlo.reduce"(%184, %185) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %368 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%368) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %188 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %190 = "stablehlo.divide"(%187, %189) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %191 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %193 = "stablehlo.add"(%190, %192) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %194 = "stablehlo.rsqrt"(%193) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %195 = "stablehlo.divide"(%194, %193) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %196 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %198 = "stablehlo.multiply"(%197, %195) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %199 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %200 = "stablehlo.multiply"(%183, %199) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %201 = "stablehlo.convert"(%200) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %202 = "stablehlo.broadcast_in_dim"(%42#1) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %204 = "stablehlo.multiply"(%201, %203) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %205 = "stablehlo.dot_general"(%204, %42#3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %206:3 = "func.call"(%205) <{callee = @silu_10}> : (tensor<1x2048x11008xbf16>) -> (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>)
    %207 = "stablehlo.dot_general"(%204, %42#4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %208 = "stablehlo.multiply"(%206#0, %207) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %209 = "stablehlo.dot_general"(%42#12, %208) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x11008xbf16>) -> tensor<4096x11008xbf16>
    %210 = "stablehlo.transpose"(%209) <{permutation = array<i64: 1, 0>}> : (tensor<4096x11008xbf16>) -> tensor<11008x4096xbf16>
    %211 = "stablehlo.dot_general"(%42#12, %42#2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x11008xbf16>
    %212 = "stablehlo.multiply"(%206#0, %211) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %213 = "stablehlo.multiply"(%211, %207) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %214 = "stablehlo.dot_general"(%212, %204) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<1x2048x4096xbf16>) -> tensor<11008x4096xbf16>
    %215 = "stablehlo.transpose"(%214) <{permutation = array<i64: 1, 0>}> : (tensor<11008x4096xbf16>) -> tensor<4096x11008xbf16>
    %216 = "stablehlo.dot_general"(%212, %42#4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x4096xbf16>
    %217 = "func.call"(%206#1, %205, %206#2, %213) <{callee = @silu_11}> : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %218 = "stablehlo.dot_general"(%217, %204) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<1x2048x4096xbf16>) -> tensor<11008x4096xbf16>
    %219 = "stablehlo.transpose"(%218) <{permutation = array<i64: 1, 0>}> : (tensor<11008x4096xbf16>) -> tensor<4096x11008xbf16>
    %220 = "stablehlo.dot_general"(%217, %42#3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x4096xbf16>
    %221 = "stablehlo.add"(%216, %220) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %222 = "stablehlo.multiply"(%201, %221) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %223 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %224 = "stablehlo.reduce"(%222, %223) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg57: tensor<bf16>, %arg58: tensor<bf16>):
      %367 = "stablehlo.add"(%arg57, %arg58) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%367) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %225 = "stablehlo.reshape"(%224) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %226 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %227 = "stablehlo.multiply"(%221, %226) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %228 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %229 = "stablehlo.reduce"(%225, %228) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg55: tensor<bf16>, %arg56: tensor<bf16>):
      %366 = "stablehlo.add"(%arg55, %arg56) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%366) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %230 = "stablehlo.convert"(%227) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %231 = "stablehlo.multiply"(%183, %230) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %232 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.reduce"(%231, %232) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %365 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%365) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %234 = "stablehlo.reshape"(%233) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %235 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %236 = "stablehlo.multiply"(%230, %235) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %237 = "stablehlo.multiply"(%234, %198) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %238 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %240 = "stablehlo.divide"(%237, %239) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %241 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.reduce"(%240, %241) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %364 = "stablehlo.add"(%arg51, %arg52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%364) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %245 = "stablehlo.multiply"(%183, %244) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %246 = "stablehlo.add"(%236, %245) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %247 = "stablehlo.multiply"(%244, %183) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %248 = "stablehlo.add"(%246, %247) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %249 = "stablehlo.convert"(%248) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %250 = "stablehlo.add"(%42#12, %249) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %251 = "stablehlo.dot_general"(%250, %180) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %252 = "stablehlo.transpose"(%251) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %253 = "stablehlo.dot_general"(%250, %42#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %254 = "stablehlo.reshape"(%253) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %255 = "stablehlo.transpose"(%254) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
    %256 = "stablehlo.dot_general"(%255, %70) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %257 = "stablehlo.dot_general"(%255, %177) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %258 = "stablehlo.transpose"(%257) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %259 = "stablehlo.convert"(%256) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %260 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %261 = "stablehlo.multiply"(%259, %260) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %262 = "stablehlo.multiply"(%261, %167) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %263 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.reduce"(%262, %263) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %363 = "stablehlo.add"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%363) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %265 = "stablehlo.reshape"(%264) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %266 = "stablehlo.negate"(%265) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %267 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %268 = "stablehlo.divide"(%259, %267) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %269 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %270 = "stablehlo.reduce"(%266, %269) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %362 = "stablehlo.add"(%arg47, %arg48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%362) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %273 = "stablehlo.add"(%268, %272) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %274 = "stablehlo.multiply"(%273, %167) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %275 = "func.call"(%158#1, %274) <{callee = @_where_12}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %276 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %277 = "stablehlo.divide"(%275, %276) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %278 = "stablehlo.convert"(%277) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %279 = "stablehlo.dot_general"(%278, %109) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %280 = "stablehlo.transpose"(%279) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %281 = "stablehlo.dot_general"(%278, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %282 = "stablehlo.transpose"(%281) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %283 = "stablehlo.convert"(%280) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %284 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %285 = "stablehlo.multiply"(%283, %284) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %286 = "stablehlo.convert"(%285) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %287 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %288 = "stablehlo.multiply"(%283, %287) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %289 = "stablehlo.convert"(%288) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %290 = "stablehlo.slice"(%286) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %291 = "stablehlo.slice"(%286) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %292 = "stablehlo.negate"(%290) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %293 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %294 = "stablehlo.pad"(%292, %293) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %295 = "stablehlo.add"(%289, %294) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %296 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %297 = "stablehlo.pad"(%291, %296) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %298 = "stablehlo.add"(%295, %297) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %299 = "stablehlo.convert"(%282) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %300 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %301 = "stablehlo.multiply"(%299, %300) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %302 = "stablehlo.convert"(%301) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %303 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %304 = "stablehlo.multiply"(%299, %303) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %305 = "stablehlo.convert"(%304) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %306 = "stablehlo.slice"(%302) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %307 = "stablehlo.slice"(%302) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %308 = "stablehlo.negate"(%306) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %309 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %310 = "stablehlo.pad"(%308, %309) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %311 = "stablehlo.add"(%305, %310) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %312 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %313 = "stablehlo.pad"(%307, %312) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %314 = "stablehlo.add"(%311, %313) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %315 = "stablehlo.reshape"(%258) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %316 = "stablehlo.dot_general"(%315, %64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %317 = "stablehlo.transpose"(%316) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %318 = "stablehlo.dot_general"(%315, %42#8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %319 = "stablehlo.reshape"(%298) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %320 = "stablehlo.dot_general"(%319, %64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %321 = "stablehlo.transpose"(%320) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %322 = "stablehlo.dot_general"(%319, %42#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %323 = "stablehlo.add"(%318, %322) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %324 = "stablehlo.reshape"(%314) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %325 = "stablehlo.dot_general"(%324, %64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %326 = "stablehlo.transpose"(%325) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %327 = "stablehlo.dot_general"(%324, %42#7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %328 = "stablehlo.add"(%323, %327) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %329 = "stablehlo.multiply"(%61, %328) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %330 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %331 = "stablehlo.reduce"(%329, %330) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg45: tensor<bf16>, %arg46: tensor<bf16>):
      %361 = "stablehlo.add"(%arg45, %arg46) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%361) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %332 = "stablehlo.reshape"(%331) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %333 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %334 = "stablehlo.multiply"(%328, %333) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %335 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %336 = "stablehlo.reduce"(%332, %335) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg43: tensor<bf16>, %arg44: tensor<bf16>):
      %360 = "stablehlo.add"(%arg43, %arg44) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%360) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %337 = "stablehlo.convert"(%334) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %338 = "stablehlo.multiply"(%43, %337) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %339 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.reduce"(%338, %339) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %359 = "stablehlo.add"(%arg41, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%359) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %341 = "stablehlo.reshape"(%340) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %342 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %343 = "stablehlo.multiply"(%337, %342) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %344 = "stablehlo.multiply"(%341, %58) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %345 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %347 = "stablehlo.divide"(%344, %346) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %348 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.reduce"(%347, %348) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %358 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%358) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %352 = "stablehlo.multiply"(%43, %351) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %353 = "stablehlo.add"(%343, %352) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %354 = "stablehlo.multiply"(%351, %43) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %355 = "stablehlo.add"(%353, %354) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %356 = "stablehlo.convert"(%355) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %357 = "stablehlo.add"(%250, %356) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    "func.return"(%357, %336, %229, %210, %219, %215, %321, %252, %326, %317) : (tensor<1x2048x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>), res_attrs = [{}, {}], sym_name = "_where_9", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<1x1x2048x2048xi1>, %arg24: tensor<1x32x2048x2048xf32>, %arg25: tensor<f32>):
    %39 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2048x2048xi1>) -> tensor<1x32x2048x2048xi1>
    %40 = "stablehlo.broadcast_in_dim"(%arg25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %41 = "stablehlo.select"(%39, %arg24, %40) : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    "func.return"(%41, %39) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2048x11008xbf16>) -> (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>), res_attrs = [{}, {}, {}], sym_name = "silu_10", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<1x2048x11008xbf16>):
    %26 = "stablehlo.negate"(%arg22) : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %27 = "stablehlo.exponential"(%26) : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %28 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x11008xbf16>
    %30 = "stablehlo.add"(%29, %27) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %31 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x11008xbf16>
    %33 = "stablehlo.divide"(%32, %30) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %34 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x11008xbf16>
    %36 = "stablehlo.subtract"(%35, %33) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %37 = "stablehlo.multiply"(%33, %36) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %38 = "stablehlo.multiply"(%arg22, %33) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    "func.return"(%38, %33, %37) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>, res_attrs = [{}], sym_name = "silu_11", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<1x2048x11008xbf16>, %arg19: tensor<1x2048x11008xbf16>, %arg20: tensor<1x2048x11008xbf16>, %arg21: tensor<1x2048x11008xbf16>):
    %22 = "stablehlo.multiply"(%arg19, %arg21) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %23 = "stablehlo.multiply"(%arg21, %arg18) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %24 = "stablehlo.multiply"(%22, %arg20) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %25 = "stablehlo.add"(%23, %24) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    "func.return"(%25) : (tensor<1x2048x11008xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>, res_attrs = [{}], sym_name = "_where_12", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<1x32x2048x2048xi1>, %arg17: tensor<1x32x2048x2048xf32>):
    %19 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %21 = "stablehlo.select"(%arg16, %arg17, %20) : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    "func.return"(%21) : (tensor<1x32x2048x2048xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<32x4096xbf16>, tensor<4096xbf16>, tensor<i32>) -> tensor<32x4096xbf16>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_13", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<32x4096xbf16>, %arg14: tensor<4096xbf16>, %arg15: tensor<i32>):
    %16 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.dynamic_update_slice"(%arg13, %16, %arg15, %17) : (tensor<32x4096xbf16>, tensor<1x4096xbf16>, tensor<i32>, tensor<i32>) -> tensor<32x4096xbf16>
    "func.return"(%18) : (tensor<32x4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<32x11008x4096xbf16>, tensor<11008x4096xbf16>, tensor<i32>) -> tensor<32x11008x4096xbf16>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_14", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<32x11008x4096xbf16>, %arg11: tensor<11008x4096xbf16>, %arg12: tensor<i32>):
    %12 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<11008x4096xbf16>) -> tensor<1x11008x4096xbf16>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.dynamic_update_slice"(%arg10, %12, %arg12, %13, %14) : (tensor<32x11008x4096xbf16>, tensor<1x11008x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x11008x4096xbf16>
    "func.return"(%15) : (tensor<32x11008x4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<32x4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<i32>) -> tensor<32x4096x11008xbf16>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_15", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<32x4096x11008xbf16>, %arg8: tensor<4096x11008xbf16>, %arg9: tensor<i32>):
    %8 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4096x11008xbf16>) -> tensor<1x4096x11008xbf16>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.dynamic_update_slice"(%arg7, %8, %arg9, %9, %10) : (tensor<32x4096x11008xbf16>, tensor<1x4096x11008xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x11008xbf16>
    "func.return"(%11) : (tensor<32x4096x11008xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<32x4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<i32>) -> tensor<32x4096x4096xbf16>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_16", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<32x4096x4096xbf16>, %arg5: tensor<4096x4096xbf16>, %arg6: tensor<i32>):
    %4 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4096x4096xbf16>) -> tensor<1x4096x4096xbf16>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.dynamic_update_slice"(%arg4, %4, %arg6, %5, %6) : (tensor<32x4096x4096xbf16>, tensor<1x4096x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x4096xbf16>
    "func.return"(%7) : (tensor<32x4096x4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x2048x1xi32>, tensor<1x2048x4096xbf16>) -> tensor<32000x4096xbf16>, res_attrs = [{}], sym_name = "_take_17", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x2048x1xi32>, %arg1: tensor<1x2048x4096xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32000x4096xbf16>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3) : (tensor<bf16>) -> ()
    }) : (tensor<32000x4096xbf16>, tensor<1x2048x1xi32>, tensor<1x2048x4096xbf16>) -> tensor<32000x4096xbf16>
    "func.return"(%2) : (tensor<32000x4096xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
