"builtin.module"() <{sym_name = "jit_decode"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["ep"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "ep", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, []>}], function_type = (tensor<i32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<16x1xi32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>, tensor<i32>) -> (tensor<16x1x512xf32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][0][1]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg37: tensor<i32>, %arg38: tensor<512x256xf32>, %arg39: tensor<256xf32>, %arg40: tensor<256xf32>, %arg41: tensor<64xf32>, %arg42: tensor<256xf32>, %arg43: tensor<96xf32>, %arg44: tensor<256x16xf32>, %arg45: tensor<128x256xf32>, %arg46: tensor<256x128xf32>, %arg47: tensor<256x128xf32>, %arg48: tensor<16x128x256xf32>, %arg49: tensor<16x256x128xf32>, %arg50: tensor<16x256x128xf32>, %arg51: tensor<256x80xf32>, %arg52: tensor<64x256xf32>, %arg53: tensor<128x256xf32>, %arg54: tensor<256x96xf32>, %arg55: tensor<96x192xf32>, %arg56: tensor<256xf32>, %arg57: tensor<64xf32>, %arg58: tensor<256xf32>, %arg59: tensor<96xf32>, %arg60: tensor<256x16xf32>, %arg61: tensor<128x256xf32>, %arg62: tensor<256x128xf32>, %arg63: tensor<256x128xf32>, %arg64: tensor<16x128x256xf32>, %arg65: tensor<16x256x128xf32>, %arg66: tensor<16x256x128xf32>, %arg67: tensor<256x80xf32>, %arg68: tensor<64x256xf32>, %arg69: tensor<128x256xf32>, %arg70: tensor<256x96xf32>, %arg71: tensor<96x192xf32>, %arg72: tensor<256x512xf32>, %arg73: tensor<16x1xi32>, %arg74: tensor<16x?x64xf32>, %arg75: tensor<16x?x16xf32>, %arg76: tensor<16x?x64xf32>, %arg77: tensor<16x?x16xf32>, %arg78: tensor<i32>):
    %75:5 = "sdy.manual_computation"(%arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %arg62, %arg63, %arg64, %arg65, %arg66, %arg67, %arg68, %arg69, %arg70, %arg71, %arg72, %arg73, %arg74, %arg75, %arg76, %arg77, %arg78) <{in_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, []>]>, manual_axes = #sdy<manual_axes{"ep"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>]>}> ({
    ^bb0(%arg79: tensor<i32>, %arg80: tensor<512x256xf32>, %arg81: tensor<256xf32>, %arg82: tensor<256xf32>, %arg83: tensor<64xf32>, %arg84: tensor<256xf32>, %arg85: tensor<96xf32>, %arg86: tensor<256x16xf32>, %arg87: tensor<128x256xf32>, %arg88: tensor<256x128xf32>, %arg89: tensor<256x128xf32>, %arg90: tensor<4x128x256xf32>, %arg91: tensor<4x256x128xf32>, %arg92: tensor<4x256x128xf32>, %arg93: tensor<256x80xf32>, %arg94: tensor<64x256xf32>, %arg95: tensor<128x256xf32>, %arg96: tensor<256x96xf32>, %arg97: tensor<96x192xf32>, %arg98: tensor<256xf32>, %arg99: tensor<64xf32>, %arg100: tensor<256xf32>, %arg101: tensor<96xf32>, %arg102: tensor<256x16xf32>, %arg103: tensor<128x256xf32>, %arg104: tensor<256x128xf32>, %arg105: tensor<256x128xf32>, %arg106: tensor<4x128x256xf32>, %arg107: tensor<4x256x128xf32>, %arg108: tensor<4x256x128xf32>, %arg109: tensor<256x80xf32>, %arg110: tensor<64x256xf32>, %arg111: tensor<128x256xf32>, %arg112: tensor<256x96xf32>, %arg113: tensor<96x192xf32>, %arg114: tensor<256x512xf32>, %arg115: tensor<4x1xi32>, %arg116: tensor<4x?x64xf32>, %arg117: tensor<4x?x16xf32>, %arg118: tensor<4x?x64xf32>, %arg119: tensor<4x?x16xf32>, %arg120: tensor<i32>):
      %76 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %77 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %78 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %79 = "stablehlo.constant"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
      %80 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %81 = "stablehlo.constant"() <{value = dense<4.800000e+01> : tensor<f32>}> : () -> tensor<f32>
      %82 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %83 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %84 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %85 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %86 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %87 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %88 = "stablehlo.constant"() <{value = dense<9.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %89 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %90 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %91 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %92 = "func.call"(%arg79, %arg80, %arg115) <{callee = @_take}> : (tensor<i32>, tensor<512x256xf32>, tensor<4x1xi32>) -> tensor<4x1x256xf32>
      %93 = "stablehlo.multiply"(%92, %92) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %94 = "stablehlo.reduce"(%93, %91) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
        %597 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%597) : (tensor<f32>) -> ()
      }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
      %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %96 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %97 = "stablehlo.divide"(%95, %96) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %98 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %99 = "stablehlo.add"(%97, %98) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %100 = "stablehlo.rsqrt"(%99) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
      %102 = "stablehlo.multiply"(%92, %101) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %103 = "stablehlo.broadcast_in_dim"(%arg82) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
      %105 = "stablehlo.multiply"(%102, %104) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %106 = "stablehlo.broadcast_in_dim"(%arg120) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %107 = "stablehlo.dot_general"(%105, %arg96) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x96xf32>) -> tensor<4x1x96xf32>
      %108 = "stablehlo.multiply"(%107, %107) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
      %109 = "stablehlo.reduce"(%108, %91) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
        %596 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%596) : (tensor<f32>) -> ()
      }) : (tensor<4x1x96xf32>, tensor<f32>) -> tensor<4x1xf32>
      %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %111 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %112 = "stablehlo.divide"(%110, %111) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %113 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %114 = "stablehlo.add"(%112, %113) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %115 = "stablehlo.rsqrt"(%114) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x96xf32>
      %117 = "stablehlo.multiply"(%107, %116) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
      %118 = "stablehlo.broadcast_in_dim"(%arg85) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
      %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x1x96xf32>
      %120 = "stablehlo.multiply"(%117, %119) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
      %121 = "stablehlo.dot_general"(%120, %arg97) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x96xf32>, tensor<96x192xf32>) -> tensor<4x1x192xf32>
      %122 = "stablehlo.reshape"(%121) : (tensor<4x1x192xf32>) -> tensor<4x1x4x48xf32>
      %123 = "stablehlo.slice"(%122) <{limit_indices = array<i64: 4, 1, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x32xf32>
      %124 = "stablehlo.slice"(%122) <{limit_indices = array<i64: 4, 1, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x16xf32>
      %125 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
      %126 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %127 = "stablehlo.multiply"(%126, %125) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %128 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %129 = "stablehlo.add"(%128, %127) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %130 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %131 = "stablehlo.divide"(%129, %130) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %132 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %133 = "stablehlo.power"(%132, %131) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %134 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %135 = "stablehlo.divide"(%134, %133) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %136 = "stablehlo.convert"(%106) : (tensor<1xi32>) -> tensor<1xf32>
      %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %138 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
      %139 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
      %140 = "stablehlo.multiply"(%139, %138) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
      %141 = "stablehlo.concatenate"(%140, %140) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
      %142 = "stablehlo.cosine"(%141) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %144 = "stablehlo.sine"(%141) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %146 = "stablehlo.slice"(%124) <{limit_indices = array<i64: 4, 1, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
      %147 = "stablehlo.slice"(%124) <{limit_indices = array<i64: 4, 1, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
      %148 = "stablehlo.negate"(%147) : (tensor<4x1x4x8xf32>) -> tensor<4x1x4x8xf32>
      %149 = "stablehlo.concatenate"(%148, %146) <{dimension = 3 : i64}> : (tensor<4x1x4x8xf32>, tensor<4x1x4x8xf32>) -> tensor<4x1x4x16xf32>
      %150 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
      %151 = "stablehlo.multiply"(%124, %150) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
      %152 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
      %153 = "stablehlo.multiply"(%149, %152) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
      %154 = "stablehlo.add"(%151, %153) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
      %155 = "stablehlo.dot_general"(%105, %arg93) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x80xf32>) -> tensor<4x1x80xf32>
      %156 = "stablehlo.slice"(%155) <{limit_indices = array<i64: 4, 1, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x64xf32>
      %157 = "stablehlo.multiply"(%156, %156) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
      %158 = "stablehlo.reduce"(%157, %91) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
        %595 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%595) : (tensor<f32>) -> ()
      }) : (tensor<4x1x64xf32>, tensor<f32>) -> tensor<4x1xf32>
      %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %160 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %161 = "stablehlo.divide"(%159, %160) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %162 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %163 = "stablehlo.add"(%161, %162) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %164 = "stablehlo.rsqrt"(%163) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x64xf32>
      %166 = "stablehlo.multiply"(%156, %165) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
      %167 = "stablehlo.broadcast_in_dim"(%arg83) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x1x64xf32>
      %169 = "stablehlo.multiply"(%166, %168) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
      %170 = "stablehlo.slice"(%155) <{limit_indices = array<i64: 4, 1, 80>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x16xf32>
      %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x1x16xf32>) -> tensor<4x1x1x16xf32>
      %172 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
      %173 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %174 = "stablehlo.multiply"(%173, %172) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %175 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %176 = "stablehlo.add"(%175, %174) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %177 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %178 = "stablehlo.divide"(%176, %177) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %179 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %180 = "stablehlo.power"(%179, %178) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %181 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %182 = "stablehlo.divide"(%181, %180) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %183 = "stablehlo.convert"(%106) : (tensor<1xi32>) -> tensor<1xf32>
      %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %185 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
      %186 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
      %187 = "stablehlo.multiply"(%186, %185) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
      %188 = "stablehlo.concatenate"(%187, %187) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
      %189 = "stablehlo.cosine"(%188) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %191 = "stablehlo.sine"(%188) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %193 = "stablehlo.slice"(%171) <{limit_indices = array<i64: 4, 1, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
      %194 = "stablehlo.slice"(%171) <{limit_indices = array<i64: 4, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
      %195 = "stablehlo.negate"(%194) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
      %196 = "stablehlo.concatenate"(%195, %193) <{dimension = 3 : i64}> : (tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x16xf32>
      %197 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %198 = "stablehlo.multiply"(%171, %197) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %199 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %200 = "stablehlo.multiply"(%196, %199) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %201 = "stablehlo.add"(%198, %200) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %202 = "stablehlo.reshape"(%201) : (tensor<4x1x1x16xf32>) -> tensor<4x1x16xf32>
      %203 = "stablehlo.convert"(%arg79) : (tensor<i32>) -> tensor<i32>
      %204 = "stablehlo.compare"(%arg120, %82) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %205 = "stablehlo.add"(%arg120, %203) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %206 = "stablehlo.select"(%204, %205, %arg120) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %207 = "stablehlo.dynamic_update_slice"(%arg116, %169, %82, %206, %82) : (tensor<4x?x64xf32>, tensor<4x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x?x64xf32>
      %208 = "stablehlo.convert"(%arg79) : (tensor<i32>) -> tensor<i32>
      %209 = "stablehlo.compare"(%arg120, %82) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %210 = "stablehlo.add"(%arg120, %208) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %211 = "stablehlo.select"(%209, %210, %arg120) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %212 = "stablehlo.dynamic_update_slice"(%arg117, %202, %82, %211, %82) : (tensor<4x?x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x?x16xf32>
      %213 = "stablehlo.reshape"(%arg94) : (tensor<64x256xf32>) -> tensor<64x4x64xf32>
      %214 = "stablehlo.slice"(%213) <{limit_indices = array<i64: 64, 4, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
      %215 = "stablehlo.dot_general"(%214, %123) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<64x4x32xf32>, tensor<4x1x4x32xf32>) -> tensor<4x64x4x1xf32>
      %216 = "stablehlo.transpose"(%215) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
      %217 = "stablehlo.dot_general"(%207, %216) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<4x?x64xf32>, tensor<4x1x4x64xf32>) -> tensor<4x?x1x4xf32>
      %218 = "stablehlo.transpose"(%217) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x?x1x4xf32>) -> tensor<4x4x1x?xf32>
      %219 = "stablehlo.dot_general"(%212, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<4x?x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x?x1x4xf32>
      %220 = "stablehlo.transpose"(%219) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x?x1x4xf32>) -> tensor<4x4x1x?xf32>
      %221 = "stablehlo.add"(%218, %220) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
      %222 = "stablehlo.sqrt"(%81) : (tensor<f32>) -> tensor<f32>
      %223 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %224 = "stablehlo.concatenate"(%79, %79, %78, %223) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %225 = "stablehlo.dynamic_broadcast_in_dim"(%222, %224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<4x4x1x?xf32>
      %226 = "stablehlo.divide"(%221, %225) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
      %227 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %228 = "stablehlo.dynamic_iota"(%227) <{iota_dimension = 0 : i64}> : (tensor<1xi32>) -> tensor<?xi32>
      %229 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %230 = "stablehlo.dynamic_broadcast_in_dim"(%80, %229) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
      %231 = "stablehlo.multiply"(%230, %228) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
      %232 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %233 = "stablehlo.dynamic_broadcast_in_dim"(%82, %232) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
      %234 = "stablehlo.add"(%233, %231) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
      %235 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %236 = "stablehlo.dynamic_broadcast_in_dim"(%arg120, %235) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
      %237 = "stablehlo.compare"(%234, %236) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
      %238 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %239 = "stablehlo.concatenate"(%78, %78, %78, %238) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %240 = "stablehlo.dynamic_broadcast_in_dim"(%237, %239) <{broadcast_dimensions = array<i64: 3>}> : (tensor<?xi1>, tensor<4xi32>) -> tensor<1x1x1x?xi1>
      %241 = "func.call"(%arg79, %240, %226, %77) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x1x?xi1>, tensor<4x4x1x?xf32>, tensor<f32>) -> tensor<4x4x1x?xf32>
      %242 = "stablehlo.reduce"(%241, %76) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
        %594 = "stablehlo.maximum"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%594) : (tensor<f32>) -> ()
      }) : (tensor<4x4x1x?xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %243 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1xf32>
      %244 = "stablehlo.maximum"(%243, %242) : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x1xf32>
      %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %246 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %247 = "stablehlo.concatenate"(%79, %79, %78, %246) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %248 = "stablehlo.dynamic_broadcast_in_dim"(%245, %247) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>, tensor<4xi32>) -> tensor<4x4x1x?xf32>
      %249 = "stablehlo.subtract"(%241, %248) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
      %250 = "stablehlo.exponential"(%249) : (tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
      %251 = "stablehlo.reduce"(%250, %91) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
        %593 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%593) : (tensor<f32>) -> ()
      }) : (tensor<4x4x1x?xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %253 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %254 = "stablehlo.concatenate"(%79, %79, %78, %253) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %255 = "stablehlo.dynamic_broadcast_in_dim"(%252, %254) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>, tensor<4xi32>) -> tensor<4x4x1x?xf32>
      %256 = "stablehlo.divide"(%250, %255) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
      %257 = "stablehlo.dot_general"(%207, %256) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x?x64xf32>, tensor<4x4x1x?xf32>) -> tensor<4x64x4x1xf32>
      %258 = "stablehlo.transpose"(%257) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
      %259 = "stablehlo.slice"(%213) <{limit_indices = array<i64: 64, 4, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
      %260 = "stablehlo.dot_general"(%259, %258) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>}> : (tensor<64x4x32xf32>, tensor<4x1x4x64xf32>) -> tensor<4x32x4x1xf32>
      %261 = "stablehlo.transpose"(%260) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x32x4x1xf32>) -> tensor<4x1x4x32xf32>
      %262 = "stablehlo.reshape"(%261) : (tensor<4x1x4x32xf32>) -> tensor<4x1x128xf32>
      %263 = "stablehlo.dot_general"(%262, %arg95) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
      %264 = "stablehlo.add"(%92, %263) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %265 = "stablehlo.multiply"(%264, %264) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %266 = "stablehlo.reduce"(%265, %91) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
        %592 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%592) : (tensor<f32>) -> ()
      }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
      %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %268 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %269 = "stablehlo.divide"(%267, %268) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %270 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %271 = "stablehlo.add"(%269, %270) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %272 = "stablehlo.rsqrt"(%271) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
      %274 = "stablehlo.multiply"(%264, %273) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %275 = "stablehlo.broadcast_in_dim"(%arg84) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
      %277 = "stablehlo.multiply"(%274, %276) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %278 = "stablehlo.dot_general"(%277, %arg88) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
      %279 = "func.call"(%arg79, %278) <{callee = @silu}> : (tensor<i32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
      %280 = "stablehlo.dot_general"(%277, %arg89) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
      %281 = "stablehlo.multiply"(%279, %280) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
      %282 = "stablehlo.dot_general"(%281, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
      %283 = "stablehlo.reshape"(%277) : (tensor<4x1x256xf32>) -> tensor<4x256xf32>
      %284 = "stablehlo.dot_general"(%283, %arg86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x256xf32>, tensor<256x16xf32>) -> tensor<4x16xf32>
      %285 = "stablehlo.negate"(%284) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %286 = "stablehlo.exponential"(%285) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %287 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
      %288 = "stablehlo.add"(%287, %286) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %289 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
      %290 = "stablehlo.divide"(%289, %288) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %291:2 = "stablehlo.composite"(%290) <{composite_attributes = {k = 2 : i64}, decomposition = @chlo.top_k.impl, name = "chlo.top_k", version = 1 : i32}> : (tensor<4x16xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
      %292 = "stablehlo.reduce"(%291#0, %91) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
        %591 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%591) : (tensor<f32>) -> ()
      }) : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
      %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
      %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x2xf32>
      %295 = "stablehlo.divide"(%291#0, %294) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
      %296 = "func.call"(%arg79, %291#1) <{callee = @_one_hot}> : (tensor<i32>, tensor<4x2xi32>) -> tensor<4x2x16xi32>
      %297 = "stablehlo.reshape"(%296) : (tensor<4x2x16xi32>) -> tensor<8x16xi32>
      %298 = "func.call"(%arg79, %297) <{callee = @cumsum}> : (tensor<i32>, tensor<8x16xi32>) -> tensor<8x16xi32>
      %299 = "stablehlo.reshape"(%298) : (tensor<8x16xi32>) -> tensor<4x2x16xi32>
      %300 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x2x16xi32>
      %301 = "stablehlo.subtract"(%299, %300) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
      %302 = "stablehlo.multiply"(%301, %296) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
      %303 = "stablehlo.reduce"(%302, %82) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg143: tensor<i32>, %arg144: tensor<i32>):
        %590 = "stablehlo.add"(%arg143, %arg144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%590) : (tensor<i32>) -> ()
      }) : (tensor<4x2x16xi32>, tensor<i32>) -> tensor<4x2xi32>
      %304 = "stablehlo.convert"(%296) : (tensor<4x2x16xi32>) -> tensor<4x2x16xf32>
      %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
      %306 = "func.call"(%arg79, %303) <{callee = @_one_hot_2}> : (tensor<i32>, tensor<4x2xi32>) -> tensor<4x2x1xf32>
      %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x2x1xf32>) -> tensor<4x2x1x1xf32>
      %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x1x1xf32>) -> tensor<4x2x16x1xf32>
      %309 = "stablehlo.multiply"(%305, %308) : (tensor<4x2x16x1xf32>, tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
      %310 = "stablehlo.reduce"(%309, %91) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
        %589 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%589) : (tensor<f32>) -> ()
      }) : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x16x1xf32>
      %311 = "stablehlo.dot_general"(%295, %309) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<4x2xf32>, tensor<4x2x16x1xf32>) -> tensor<4x16x1xf32>
      %312 = "stablehlo.dot_general"(%310, %283) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<4x16x1xf32>, tensor<4x256xf32>) -> tensor<16x1x256xf32>
      %313 = "stablehlo.all_to_all"(%312) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
      %314 = "stablehlo.reshape"(%313) : (tensor<16x1x256xf32>) -> tensor<4x4x1x256xf32>
      %315 = "stablehlo.dot_general"(%arg91, %314) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
      %316 = "stablehlo.transpose"(%315) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
      %317 = "func.call"(%arg79, %316) <{callee = @silu_3}> : (tensor<i32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %318 = "stablehlo.dot_general"(%arg92, %314) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
      %319 = "stablehlo.transpose"(%318) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
      %320 = "stablehlo.multiply"(%317, %319) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %321 = "stablehlo.dot_general"(%arg90, %320) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x128x256xf32>, tensor<4x4x1x128xf32>) -> tensor<4x256x4x1xf32>
      %322 = "stablehlo.transpose"(%321) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x256x4x1xf32>) -> tensor<4x4x1x256xf32>
      %323 = "stablehlo.reshape"(%322) : (tensor<4x4x1x256xf32>) -> tensor<16x1x256xf32>
      %324 = "stablehlo.all_to_all"(%323) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
      %325 = "stablehlo.dot_general"(%311, %324) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>}> : (tensor<4x16x1xf32>, tensor<16x1x256xf32>) -> tensor<4x256xf32>
      %326 = "stablehlo.reshape"(%325) : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
      %327 = "stablehlo.add"(%282, %326) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %328 = "stablehlo.add"(%264, %327) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %329 = "stablehlo.multiply"(%328, %328) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %330 = "stablehlo.reduce"(%329, %91) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
        %588 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%588) : (tensor<f32>) -> ()
      }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
      %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %332 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %333 = "stablehlo.divide"(%331, %332) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %334 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %335 = "stablehlo.add"(%333, %334) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %336 = "stablehlo.rsqrt"(%335) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
      %338 = "stablehlo.multiply"(%328, %337) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %339 = "stablehlo.broadcast_in_dim"(%arg98) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
      %341 = "stablehlo.multiply"(%338, %340) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %342 = "stablehlo.broadcast_in_dim"(%arg120) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %343 = "stablehlo.dot_general"(%341, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x96xf32>) -> tensor<4x1x96xf32>
      %344 = "stablehlo.multiply"(%343, %343) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
      %345 = "stablehlo.reduce"(%344, %91) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
        %587 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%587) : (tensor<f32>) -> ()
      }) : (tensor<4x1x96xf32>, tensor<f32>) -> tensor<4x1xf32>
      %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %347 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %348 = "stablehlo.divide"(%346, %347) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %349 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %350 = "stablehlo.add"(%348, %349) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %351 = "stablehlo.rsqrt"(%350) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x96xf32>
      %353 = "stablehlo.multiply"(%343, %352) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
      %354 = "stablehlo.broadcast_in_dim"(%arg101) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
      %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x1x96xf32>
      %356 = "stablehlo.multiply"(%353, %355) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
      %357 = "stablehlo.dot_general"(%356, %arg113) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x96xf32>, tensor<96x192xf32>) -> tensor<4x1x192xf32>
      %358 = "stablehlo.reshape"(%357) : (tensor<4x1x192xf32>) -> tensor<4x1x4x48xf32>
      %359 = "stablehlo.slice"(%358) <{limit_indices = array<i64: 4, 1, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x32xf32>
      %360 = "stablehlo.slice"(%358) <{limit_indices = array<i64: 4, 1, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x16xf32>
      %361 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
      %362 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %363 = "stablehlo.multiply"(%362, %361) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %364 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %365 = "stablehlo.add"(%364, %363) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %366 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %367 = "stablehlo.divide"(%365, %366) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %368 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %369 = "stablehlo.power"(%368, %367) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %370 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %371 = "stablehlo.divide"(%370, %369) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %372 = "stablehlo.convert"(%342) : (tensor<1xi32>) -> tensor<1xf32>
      %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %374 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
      %375 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
      %376 = "stablehlo.multiply"(%375, %374) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
      %377 = "stablehlo.concatenate"(%376, %376) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
      %378 = "stablehlo.cosine"(%377) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %380 = "stablehlo.sine"(%377) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %382 = "stablehlo.slice"(%360) <{limit_indices = array<i64: 4, 1, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
      %383 = "stablehlo.slice"(%360) <{limit_indices = array<i64: 4, 1, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
      %384 = "stablehlo.negate"(%383) : (tensor<4x1x4x8xf32>) -> tensor<4x1x4x8xf32>
      %385 = "stablehlo.concatenate"(%384, %382) <{dimension = 3 : i64}> : (tensor<4x1x4x8xf32>, tensor<4x1x4x8xf32>) -> tensor<4x1x4x16xf32>
      %386 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
      %387 = "stablehlo.multiply"(%360, %386) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
      %388 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
      %389 = "stablehlo.multiply"(%385, %388) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
      %390 = "stablehlo.add"(%387, %389) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
      %391 = "stablehlo.dot_general"(%341, %arg109) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x80xf32>) -> tensor<4x1x80xf32>
      %392 = "stablehlo.slice"(%391) <{limit_indices = array<i64: 4, 1, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x64xf32>
      %393 = "stablehlo.multiply"(%392, %392) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
      %394 = "stablehlo.reduce"(%393, %91) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
        %586 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%586) : (tensor<f32>) -> ()
      }) : (tensor<4x1x64xf32>, tensor<f32>) -> tensor<4x1xf32>
      %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %396 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %397 = "stablehlo.divide"(%395, %396) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %398 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %399 = "stablehlo.add"(%397, %398) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %400 = "stablehlo.rsqrt"(%399) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x64xf32>
      %402 = "stablehlo.multiply"(%392, %401) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
      %403 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x1x64xf32>
      %405 = "stablehlo.multiply"(%402, %404) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
      %406 = "stablehlo.slice"(%391) <{limit_indices = array<i64: 4, 1, 80>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x16xf32>
      %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x1x16xf32>) -> tensor<4x1x1x16xf32>
      %408 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
      %409 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %410 = "stablehlo.multiply"(%409, %408) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %411 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %412 = "stablehlo.add"(%411, %410) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %413 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %414 = "stablehlo.divide"(%412, %413) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %415 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %416 = "stablehlo.power"(%415, %414) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %417 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %418 = "stablehlo.divide"(%417, %416) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %419 = "stablehlo.convert"(%342) : (tensor<1xi32>) -> tensor<1xf32>
      %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %421 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
      %422 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
      %423 = "stablehlo.multiply"(%422, %421) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
      %424 = "stablehlo.concatenate"(%423, %423) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
      %425 = "stablehlo.cosine"(%424) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %427 = "stablehlo.sine"(%424) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %428 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %429 = "stablehlo.slice"(%407) <{limit_indices = array<i64: 4, 1, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
      %430 = "stablehlo.slice"(%407) <{limit_indices = array<i64: 4, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
      %431 = "stablehlo.negate"(%430) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
      %432 = "stablehlo.concatenate"(%431, %429) <{dimension = 3 : i64}> : (tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x16xf32>
      %433 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %434 = "stablehlo.multiply"(%407, %433) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %435 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %436 = "stablehlo.multiply"(%432, %435) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %437 = "stablehlo.add"(%434, %436) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %438 = "stablehlo.reshape"(%437) : (tensor<4x1x1x16xf32>) -> tensor<4x1x16xf32>
      %439 = "stablehlo.convert"(%arg79) : (tensor<i32>) -> tensor<i32>
      %440 = "stablehlo.compare"(%arg120, %82) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %441 = "stablehlo.add"(%arg120, %439) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %442 = "stablehlo.select"(%440, %441, %arg120) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %443 = "stablehlo.dynamic_update_slice"(%arg118, %405, %82, %442, %82) : (tensor<4x?x64xf32>, tensor<4x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x?x64xf32>
      %444 = "stablehlo.convert"(%arg79) : (tensor<i32>) -> tensor<i32>
      %445 = "stablehlo.compare"(%arg120, %82) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %446 = "stablehlo.add"(%arg120, %444) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %447 = "stablehlo.select"(%445, %446, %arg120) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %448 = "stablehlo.dynamic_update_slice"(%arg119, %438, %82, %447, %82) : (tensor<4x?x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x?x16xf32>
      %449 = "stablehlo.reshape"(%arg110) : (tensor<64x256xf32>) -> tensor<64x4x64xf32>
      %450 = "stablehlo.slice"(%449) <{limit_indices = array<i64: 64, 4, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
      %451 = "stablehlo.dot_general"(%450, %359) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<64x4x32xf32>, tensor<4x1x4x32xf32>) -> tensor<4x64x4x1xf32>
      %452 = "stablehlo.transpose"(%451) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
      %453 = "stablehlo.dot_general"(%443, %452) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<4x?x64xf32>, tensor<4x1x4x64xf32>) -> tensor<4x?x1x4xf32>
      %454 = "stablehlo.transpose"(%453) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x?x1x4xf32>) -> tensor<4x4x1x?xf32>
      %455 = "stablehlo.dot_general"(%448, %390) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<4x?x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x?x1x4xf32>
      %456 = "stablehlo.transpose"(%455) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x?x1x4xf32>) -> tensor<4x4x1x?xf32>
      %457 = "stablehlo.add"(%454, %456) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
      %458 = "stablehlo.sqrt"(%81) : (tensor<f32>) -> tensor<f32>
      %459 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %460 = "stablehlo.concatenate"(%79, %79, %78, %459) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %461 = "stablehlo.dynamic_broadcast_in_dim"(%458, %460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<4x4x1x?xf32>
      %462 = "stablehlo.divide"(%457, %461) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
      %463 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %464 = "stablehlo.dynamic_iota"(%463) <{iota_dimension = 0 : i64}> : (tensor<1xi32>) -> tensor<?xi32>
      %465 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %466 = "stablehlo.dynamic_broadcast_in_dim"(%80, %465) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
      %467 = "stablehlo.multiply"(%466, %464) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
      %468 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %469 = "stablehlo.dynamic_broadcast_in_dim"(%82, %468) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
      %470 = "stablehlo.add"(%469, %467) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
      %471 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %472 = "stablehlo.dynamic_broadcast_in_dim"(%arg120, %471) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
      %473 = "stablehlo.compare"(%470, %472) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
      %474 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %475 = "stablehlo.concatenate"(%78, %78, %78, %474) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %476 = "stablehlo.dynamic_broadcast_in_dim"(%473, %475) <{broadcast_dimensions = array<i64: 3>}> : (tensor<?xi1>, tensor<4xi32>) -> tensor<1x1x1x?xi1>
      %477 = "func.call"(%arg79, %476, %462, %77) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x1x?xi1>, tensor<4x4x1x?xf32>, tensor<f32>) -> tensor<4x4x1x?xf32>
      %478 = "stablehlo.reduce"(%477, %76) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
        %585 = "stablehlo.maximum"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%585) : (tensor<f32>) -> ()
      }) : (tensor<4x4x1x?xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %479 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1xf32>
      %480 = "stablehlo.maximum"(%479, %478) : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x1xf32>
      %481 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %482 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %483 = "stablehlo.concatenate"(%79, %79, %78, %482) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %484 = "stablehlo.dynamic_broadcast_in_dim"(%481, %483) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>, tensor<4xi32>) -> tensor<4x4x1x?xf32>
      %485 = "stablehlo.subtract"(%477, %484) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
      %486 = "stablehlo.exponential"(%485) : (tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
      %487 = "stablehlo.reduce"(%486, %91) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
        %584 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%584) : (tensor<f32>) -> ()
      }) : (tensor<4x4x1x?xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %489 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %490 = "stablehlo.concatenate"(%79, %79, %78, %489) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %491 = "stablehlo.dynamic_broadcast_in_dim"(%488, %490) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>, tensor<4xi32>) -> tensor<4x4x1x?xf32>
      %492 = "stablehlo.divide"(%486, %491) : (tensor<4x4x1x?xf32>, tensor<4x4x1x?xf32>) -> tensor<4x4x1x?xf32>
      %493 = "stablehlo.dot_general"(%443, %492) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x?x64xf32>, tensor<4x4x1x?xf32>) -> tensor<4x64x4x1xf32>
      %494 = "stablehlo.transpose"(%493) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
      %495 = "stablehlo.slice"(%449) <{limit_indices = array<i64: 64, 4, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
      %496 = "stablehlo.dot_general"(%495, %494) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>}> : (tensor<64x4x32xf32>, tensor<4x1x4x64xf32>) -> tensor<4x32x4x1xf32>
      %497 = "stablehlo.transpose"(%496) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x32x4x1xf32>) -> tensor<4x1x4x32xf32>
      %498 = "stablehlo.reshape"(%497) : (tensor<4x1x4x32xf32>) -> tensor<4x1x128xf32>
      %499 = "stablehlo.dot_general"(%498, %arg111) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
      %500 = "stablehlo.add"(%328, %499) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %501 = "stablehlo.multiply"(%500, %500) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %502 = "stablehlo.reduce"(%501, %91) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
        %583 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%583) : (tensor<f32>) -> ()
      }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
      %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %504 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %505 = "stablehlo.divide"(%503, %504) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %506 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %507 = "stablehlo.add"(%505, %506) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %508 = "stablehlo.rsqrt"(%507) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
      %510 = "stablehlo.multiply"(%500, %509) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %511 = "stablehlo.broadcast_in_dim"(%arg100) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
      %513 = "stablehlo.multiply"(%510, %512) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %514 = "stablehlo.dot_general"(%513, %arg104) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
      %515 = "func.call"(%arg79, %514) <{callee = @silu}> : (tensor<i32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
      %516 = "stablehlo.dot_general"(%513, %arg105) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
      %517 = "stablehlo.multiply"(%515, %516) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
      %518 = "stablehlo.dot_general"(%517, %arg103) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
      %519 = "stablehlo.reshape"(%513) : (tensor<4x1x256xf32>) -> tensor<4x256xf32>
      %520 = "stablehlo.dot_general"(%519, %arg102) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x256xf32>, tensor<256x16xf32>) -> tensor<4x16xf32>
      %521 = "stablehlo.negate"(%520) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %522 = "stablehlo.exponential"(%521) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %523 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
      %524 = "stablehlo.add"(%523, %522) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %525 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
      %526 = "stablehlo.divide"(%525, %524) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %527:2 = "stablehlo.composite"(%526) <{composite_attributes = {k = 2 : i64}, decomposition = @chlo.top_k.impl_0, name = "chlo.top_k", version = 1 : i32}> : (tensor<4x16xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
      %528 = "stablehlo.reduce"(%527#0, %91) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
        %582 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%582) : (tensor<f32>) -> ()
      }) : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
      %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
      %530 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x2xf32>
      %531 = "stablehlo.divide"(%527#0, %530) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
      %532 = "func.call"(%arg79, %527#1) <{callee = @_one_hot}> : (tensor<i32>, tensor<4x2xi32>) -> tensor<4x2x16xi32>
      %533 = "stablehlo.reshape"(%532) : (tensor<4x2x16xi32>) -> tensor<8x16xi32>
      %534 = "func.call"(%arg79, %533) <{callee = @cumsum}> : (tensor<i32>, tensor<8x16xi32>) -> tensor<8x16xi32>
      %535 = "stablehlo.reshape"(%534) : (tensor<8x16xi32>) -> tensor<4x2x16xi32>
      %536 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x2x16xi32>
      %537 = "stablehlo.subtract"(%535, %536) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
      %538 = "stablehlo.multiply"(%537, %532) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
      %539 = "stablehlo.reduce"(%538, %82) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg125: tensor<i32>, %arg126: tensor<i32>):
        %581 = "stablehlo.add"(%arg125, %arg126) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%581) : (tensor<i32>) -> ()
      }) : (tensor<4x2x16xi32>, tensor<i32>) -> tensor<4x2xi32>
      %540 = "stablehlo.convert"(%532) : (tensor<4x2x16xi32>) -> tensor<4x2x16xf32>
      %541 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
      %542 = "func.call"(%arg79, %539) <{callee = @_one_hot_2}> : (tensor<i32>, tensor<4x2xi32>) -> tensor<4x2x1xf32>
      %543 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x2x1xf32>) -> tensor<4x2x1x1xf32>
      %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x1x1xf32>) -> tensor<4x2x16x1xf32>
      %545 = "stablehlo.multiply"(%541, %544) : (tensor<4x2x16x1xf32>, tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
      %546 = "stablehlo.reduce"(%545, %91) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
        %580 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%580) : (tensor<f32>) -> ()
      }) : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x16x1xf32>
      %547 = "stablehlo.dot_general"(%531, %545) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<4x2xf32>, tensor<4x2x16x1xf32>) -> tensor<4x16x1xf32>
      %548 = "stablehlo.dot_general"(%546, %519) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<4x16x1xf32>, tensor<4x256xf32>) -> tensor<16x1x256xf32>
      %549 = "stablehlo.all_to_all"(%548) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
      %550 = "stablehlo.reshape"(%549) : (tensor<16x1x256xf32>) -> tensor<4x4x1x256xf32>
      %551 = "stablehlo.dot_general"(%arg107, %550) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
      %552 = "stablehlo.transpose"(%551) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
      %553 = "func.call"(%arg79, %552) <{callee = @silu_3}> : (tensor<i32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %554 = "stablehlo.dot_general"(%arg108, %550) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
      %555 = "stablehlo.transpose"(%554) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
      %556 = "stablehlo.multiply"(%553, %555) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %557 = "stablehlo.dot_general"(%arg106, %556) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<4x128x256xf32>, tensor<4x4x1x128xf32>) -> tensor<4x256x4x1xf32>
      %558 = "stablehlo.transpose"(%557) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x256x4x1xf32>) -> tensor<4x4x1x256xf32>
      %559 = "stablehlo.reshape"(%558) : (tensor<4x4x1x256xf32>) -> tensor<16x1x256xf32>
      %560 = "stablehlo.all_to_all"(%559) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
      %561 = "stablehlo.dot_general"(%547, %560) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>}> : (tensor<4x16x1xf32>, tensor<16x1x256xf32>) -> tensor<4x256xf32>
      %562 = "stablehlo.reshape"(%561) : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
      %563 = "stablehlo.add"(%518, %562) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %564 = "stablehlo.add"(%500, %563) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %565 = "stablehlo.multiply"(%564, %564) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %566 = "stablehlo.reduce"(%565, %91) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
        %579 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%579) : (tensor<f32>) -> ()
      }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
      %567 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %568 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %569 = "stablehlo.divide"(%567, %568) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %570 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %571 = "stablehlo.add"(%569, %570) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %572 = "stablehlo.rsqrt"(%571) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %573 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
      %574 = "stablehlo.multiply"(%564, %573) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %575 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
      %577 = "stablehlo.multiply"(%574, %576) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %578 = "stablehlo.dot_general"(%577, %arg114) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<4x1x256xf32>, tensor<256x512xf32>) -> tensor<4x1x512xf32>
      "sdy.return"(%578, %207, %212, %443, %448) : (tensor<4x1x512xf32>, tensor<4x?x64xf32>, tensor<4x?x16xf32>, tensor<4x?x64xf32>, tensor<4x?x16xf32>) -> ()
    }) : (tensor<i32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<16x1xi32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>, tensor<i32>) -> (tensor<16x1x512xf32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>)
    "func.return"(%75#0, %75#1, %75#2, %75#3, %75#4) : (tensor<16x1x512xf32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>, tensor<16x?x64xf32>, tensor<16x?x16xf32>) -> ()
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
