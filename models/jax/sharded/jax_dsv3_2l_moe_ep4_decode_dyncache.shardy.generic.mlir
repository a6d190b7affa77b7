"builtin.module"() <{sym_name = "jit_decode"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["ep"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "ep", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{jax.global_constant = "t"}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, []>}], function_type = (tensor<i32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<32x1xi32>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>, tensor<i32>) -> (tensor<32x1x129280xbf16>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][0][1]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg37: tensor<i32>, %arg38: tensor<129280x7168xbf16>, %arg39: tensor<7168xbf16>, %arg40: tensor<7168xbf16>, %arg41: tensor<512xbf16>, %arg42: tensor<7168xbf16>, %arg43: tensor<1536xbf16>, %arg44: tensor<7168x32xbf16>, %arg45: tensor<2048x7168xbf16>, %arg46: tensor<7168x2048xbf16>, %arg47: tensor<7168x2048xbf16>, %arg48: tensor<32x2048x7168xbf16>, %arg49: tensor<32x7168x2048xbf16>, %arg50: tensor<32x7168x2048xbf16>, %arg51: tensor<7168x576xbf16>, %arg52: tensor<512x32768xbf16>, %arg53: tensor<16384x7168xbf16>, %arg54: tensor<7168x1536xbf16>, %arg55: tensor<1536x24576xbf16>, %arg56: tensor<7168xbf16>, %arg57: tensor<512xbf16>, %arg58: tensor<7168xbf16>, %arg59: tensor<1536xbf16>, %arg60: tensor<7168x32xbf16>, %arg61: tensor<2048x7168xbf16>, %arg62: tensor<7168x2048xbf16>, %arg63: tensor<7168x2048xbf16>, %arg64: tensor<32x2048x7168xbf16>, %arg65: tensor<32x7168x2048xbf16>, %arg66: tensor<32x7168x2048xbf16>, %arg67: tensor<7168x576xbf16>, %arg68: tensor<512x32768xbf16>, %arg69: tensor<16384x7168xbf16>, %arg70: tensor<7168x1536xbf16>, %arg71: tensor<1536x24576xbf16>, %arg72: tensor<7168x129280xbf16>, %arg73: tensor<32x1xi32>, %arg74: tensor<32x?x512xbf16>, %arg75: tensor<32x?x64xbf16>, %arg76: tensor<32x?x512xbf16>, %arg77: tensor<32x?x64xbf16>, %arg78: tensor<i32>):
    %77:5 = "sdy.manual_computation"(%arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %arg62, %arg63, %arg64, %arg65, %arg66, %arg67, %arg68, %arg69, %arg70, %arg71, %arg72, %arg73, %arg74, %arg75, %arg76, %arg77, %arg78) <{in_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, []>]>, manual_axes = #sdy<manual_axes{"ep"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>]>}> ({
    ^bb0(%arg79: tensor<i32>, %arg80: tensor<129280x7168xbf16>, %arg81: tensor<7168xbf16>, %arg82: tensor<7168xbf16>, %arg83: tensor<512xbf16>, %arg84: tensor<7168xbf16>, %arg85: tensor<1536xbf16>, %arg86: tensor<7168x32xbf16>, %arg87: tensor<2048x7168xbf16>, %arg88: tensor<7168x2048xbf16>, %arg89: tensor<7168x2048xbf16>, %arg90: tensor<8x2048x7168xbf16>, %arg91: tensor<8x7168x2048xbf16>, %arg92: tensor<8x7168x2048xbf16>, %arg93: tensor<7168x576xbf16>, %arg94: tensor<512x32768xbf16>, %arg95: tensor<16384x7168xbf16>, %arg96: tensor<7168x1536xbf16>, %arg97: tensor<1536x24576xbf16>, %arg98: tensor<7168xbf16>, %arg99: tensor<512xbf16>, %arg100: tensor<7168xbf16>, %arg101: tensor<1536xbf16>, %arg102: tensor<7168x32xbf16>, %arg103: tensor<2048x7168xbf16>, %arg104: tensor<7168x2048xbf16>, %arg105: tensor<7168x2048xbf16>, %arg106: tensor<8x2048x7168xbf16>, %arg107: tensor<8x7168x2048xbf16>, %arg108: tensor<8x7168x2048xbf16>, %arg109: tensor<7168x576xbf16>, %arg110: tensor<512x32768xbf16>, %arg111: tensor<16384x7168xbf16>, %arg112: tensor<7168x1536xbf16>, %arg113: tensor<1536x24576xbf16>, %arg114: tensor<7168x129280xbf16>, %arg115: tensor<8x1xi32>, %arg116: tensor<8x?x512xbf16>, %arg117: tensor<8x?x64xbf16>, %arg118: tensor<8x?x512xbf16>, %arg119: tensor<8x?x64xbf16>, %arg120: tensor<i32>):
      %78 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %79 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %80 = "stablehlo.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %81 = "stablehlo.constant"() <{value = dense<128> : tensor<1xi32>}> : () -> tensor<1xi32>
      %82 = "stablehlo.constant"() <{value = dense<8> : tensor<1xi32>}> : () -> tensor<1xi32>
      %83 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %84 = "stablehlo.constant"() <{value = dense<1.920000e+02> : tensor<f32>}> : () -> tensor<f32>
      %85 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %86 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
      %87 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %88 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %89 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %90 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %91 = "stablehlo.constant"() <{value = dense<1.536000e+03> : tensor<f32>}> : () -> tensor<f32>
      %92 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %93 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
      %94 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %95 = "func.call"(%arg79, %arg80, %arg115) <{callee = @_take}> : (tensor<i32>, tensor<129280x7168xbf16>, tensor<8x1xi32>) -> tensor<8x1x7168xbf16>
      %96 = "stablehlo.convert"(%95) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
      %97 = "stablehlo.multiply"(%96, %96) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %98 = "stablehlo.reduce"(%97, %94) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
        %644 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%644) : (tensor<f32>) -> ()
      }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
      %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %100 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %101 = "stablehlo.divide"(%99, %100) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %102 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %103 = "stablehlo.add"(%101, %102) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %104 = "stablehlo.rsqrt"(%103) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
      %106 = "stablehlo.multiply"(%96, %105) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %107 = "stablehlo.convert"(%106) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
      %108 = "stablehlo.broadcast_in_dim"(%arg82) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %110 = "stablehlo.multiply"(%107, %109) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %111 = "stablehlo.broadcast_in_dim"(%arg120) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %112 = "stablehlo.dot_general"(%110, %arg96) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<8x1x1536xbf16>
      %113 = "stablehlo.convert"(%112) : (tensor<8x1x1536xbf16>) -> tensor<8x1x1536xf32>
      %114 = "stablehlo.multiply"(%113, %113) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
      %115 = "stablehlo.reduce"(%114, %94) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
        %643 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%643) : (tensor<f32>) -> ()
      }) : (tensor<8x1x1536xf32>, tensor<f32>) -> tensor<8x1xf32>
      %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %117 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %118 = "stablehlo.divide"(%116, %117) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %119 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %120 = "stablehlo.add"(%118, %119) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %121 = "stablehlo.rsqrt"(%120) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x1536xf32>
      %123 = "stablehlo.multiply"(%113, %122) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
      %124 = "stablehlo.convert"(%123) : (tensor<8x1x1536xf32>) -> tensor<8x1x1536xbf16>
      %125 = "stablehlo.broadcast_in_dim"(%arg85) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1536xbf16>) -> tensor<1x1x1536xbf16>
      %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<8x1x1536xbf16>
      %127 = "stablehlo.multiply"(%124, %126) : (tensor<8x1x1536xbf16>, tensor<8x1x1536xbf16>) -> tensor<8x1x1536xbf16>
      %128 = "stablehlo.dot_general"(%127, %arg97) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<8x1x24576xbf16>
      %129 = "stablehlo.reshape"(%128) : (tensor<8x1x24576xbf16>) -> tensor<8x1x128x192xbf16>
      %130 = "stablehlo.slice"(%129) <{limit_indices = array<i64: 8, 1, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x128xbf16>
      %131 = "stablehlo.slice"(%129) <{limit_indices = array<i64: 8, 1, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x64xbf16>
      %132 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %133 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %134 = "stablehlo.multiply"(%133, %132) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %135 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %136 = "stablehlo.add"(%135, %134) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %137 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %138 = "stablehlo.divide"(%136, %137) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %139 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %140 = "stablehlo.power"(%139, %138) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %141 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %142 = "stablehlo.divide"(%141, %140) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %143 = "stablehlo.convert"(%111) : (tensor<1xi32>) -> tensor<1xf32>
      %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %145 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %146 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
      %147 = "stablehlo.multiply"(%146, %145) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
      %148 = "stablehlo.concatenate"(%147, %147) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
      %149 = "stablehlo.cosine"(%148) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %151 = "stablehlo.sine"(%148) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %153 = "stablehlo.slice"(%131) <{limit_indices = array<i64: 8, 1, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
      %154 = "stablehlo.slice"(%131) <{limit_indices = array<i64: 8, 1, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
      %155 = "stablehlo.negate"(%154) : (tensor<8x1x128x32xbf16>) -> tensor<8x1x128x32xbf16>
      %156 = "stablehlo.concatenate"(%155, %153) <{dimension = 3 : i64}> : (tensor<8x1x128x32xbf16>, tensor<8x1x128x32xbf16>) -> tensor<8x1x128x64xbf16>
      %157 = "stablehlo.convert"(%131) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
      %158 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
      %159 = "stablehlo.multiply"(%157, %158) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
      %160 = "stablehlo.convert"(%156) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
      %161 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
      %162 = "stablehlo.multiply"(%160, %161) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
      %163 = "stablehlo.add"(%159, %162) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
      %164 = "stablehlo.convert"(%163) : (tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xbf16>
      %165 = "stablehlo.dot_general"(%110, %arg93) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x576xbf16>) -> tensor<8x1x576xbf16>
      %166 = "stablehlo.slice"(%165) <{limit_indices = array<i64: 8, 1, 512>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x512xbf16>
      %167 = "stablehlo.convert"(%166) : (tensor<8x1x512xbf16>) -> tensor<8x1x512xf32>
      %168 = "stablehlo.multiply"(%167, %167) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
      %169 = "stablehlo.reduce"(%168, %94) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
        %642 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%642) : (tensor<f32>) -> ()
      }) : (tensor<8x1x512xf32>, tensor<f32>) -> tensor<8x1xf32>
      %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %171 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %172 = "stablehlo.divide"(%170, %171) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %173 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %174 = "stablehlo.add"(%172, %173) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %175 = "stablehlo.rsqrt"(%174) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x512xf32>
      %177 = "stablehlo.multiply"(%167, %176) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
      %178 = "stablehlo.convert"(%177) : (tensor<8x1x512xf32>) -> tensor<8x1x512xbf16>
      %179 = "stablehlo.broadcast_in_dim"(%arg83) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
      %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<8x1x512xbf16>
      %181 = "stablehlo.multiply"(%178, %180) : (tensor<8x1x512xbf16>, tensor<8x1x512xbf16>) -> tensor<8x1x512xbf16>
      %182 = "stablehlo.slice"(%165) <{limit_indices = array<i64: 8, 1, 576>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x64xbf16>
      %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x1x64xbf16>) -> tensor<8x1x1x64xbf16>
      %184 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %185 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %186 = "stablehlo.multiply"(%185, %184) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %187 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %188 = "stablehlo.add"(%187, %186) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %189 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %190 = "stablehlo.divide"(%188, %189) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %191 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %192 = "stablehlo.power"(%191, %190) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %193 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %194 = "stablehlo.divide"(%193, %192) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %195 = "stablehlo.convert"(%111) : (tensor<1xi32>) -> tensor<1xf32>
      %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %197 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %198 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
      %199 = "stablehlo.multiply"(%198, %197) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
      %200 = "stablehlo.concatenate"(%199, %199) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
      %201 = "stablehlo.cosine"(%200) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %203 = "stablehlo.sine"(%200) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %205 = "stablehlo.slice"(%183) <{limit_indices = array<i64: 8, 1, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
      %206 = "stablehlo.slice"(%183) <{limit_indices = array<i64: 8, 1, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
      %207 = "stablehlo.negate"(%206) : (tensor<8x1x1x32xbf16>) -> tensor<8x1x1x32xbf16>
      %208 = "stablehlo.concatenate"(%207, %205) <{dimension = 3 : i64}> : (tensor<8x1x1x32xbf16>, tensor<8x1x1x32xbf16>) -> tensor<8x1x1x64xbf16>
      %209 = "stablehlo.convert"(%183) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
      %210 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %211 = "stablehlo.multiply"(%209, %210) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %212 = "stablehlo.convert"(%208) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
      %213 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %214 = "stablehlo.multiply"(%212, %213) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %215 = "stablehlo.add"(%211, %214) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %216 = "stablehlo.convert"(%215) : (tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xbf16>
      %217 = "stablehlo.reshape"(%216) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x64xbf16>
      %218 = "stablehlo.convert"(%arg79) : (tensor<i32>) -> tensor<i32>
      %219 = "stablehlo.compare"(%arg120, %85) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %220 = "stablehlo.add"(%arg120, %218) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %221 = "stablehlo.select"(%219, %220, %arg120) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %222 = "stablehlo.dynamic_update_slice"(%arg116, %181, %85, %221, %85) : (tensor<8x?x512xbf16>, tensor<8x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x?x512xbf16>
      %223 = "stablehlo.convert"(%arg79) : (tensor<i32>) -> tensor<i32>
      %224 = "stablehlo.compare"(%arg120, %85) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %225 = "stablehlo.add"(%arg120, %223) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %226 = "stablehlo.select"(%224, %225, %arg120) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %227 = "stablehlo.dynamic_update_slice"(%arg117, %217, %85, %226, %85) : (tensor<8x?x64xbf16>, tensor<8x1x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x?x64xbf16>
      %228 = "stablehlo.reshape"(%arg94) : (tensor<512x32768xbf16>) -> tensor<512x128x256xbf16>
      %229 = "stablehlo.slice"(%228) <{limit_indices = array<i64: 512, 128, 128>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
      %230 = "stablehlo.dot_general"(%229, %130) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<512x128x128xbf16>, tensor<8x1x128x128xbf16>) -> tensor<128x512x8x1xbf16>
      %231 = "stablehlo.transpose"(%230) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x512x8x1xbf16>) -> tensor<8x1x128x512xbf16>
      %232 = "stablehlo.dot_general"(%222, %231) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<8x?x512xbf16>, tensor<8x1x128x512xbf16>) -> tensor<8x?x1x128xbf16>
      %233 = "stablehlo.transpose"(%232) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x?x1x128xbf16>) -> tensor<8x128x1x?xbf16>
      %234 = "stablehlo.dot_general"(%227, %164) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<8x?x64xbf16>, tensor<8x1x128x64xbf16>) -> tensor<8x?x1x128xbf16>
      %235 = "stablehlo.transpose"(%234) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x?x1x128xbf16>) -> tensor<8x128x1x?xbf16>
      %236 = "stablehlo.add"(%233, %235) : (tensor<8x128x1x?xbf16>, tensor<8x128x1x?xbf16>) -> tensor<8x128x1x?xbf16>
      %237 = "stablehlo.convert"(%236) : (tensor<8x128x1x?xbf16>) -> tensor<8x128x1x?xf32>
      %238 = "stablehlo.sqrt"(%84) : (tensor<f32>) -> tensor<f32>
      %239 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %240 = "stablehlo.concatenate"(%82, %81, %80, %239) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %241 = "stablehlo.dynamic_broadcast_in_dim"(%238, %240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<8x128x1x?xf32>
      %242 = "stablehlo.divide"(%237, %241) : (tensor<8x128x1x?xf32>, tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
      %243 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %244 = "stablehlo.dynamic_iota"(%243) <{iota_dimension = 0 : i64}> : (tensor<1xi32>) -> tensor<?xi32>
      %245 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %246 = "stablehlo.dynamic_broadcast_in_dim"(%83, %245) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
      %247 = "stablehlo.multiply"(%246, %244) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
      %248 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %249 = "stablehlo.dynamic_broadcast_in_dim"(%85, %248) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
      %250 = "stablehlo.add"(%249, %247) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
      %251 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %252 = "stablehlo.dynamic_broadcast_in_dim"(%arg120, %251) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
      %253 = "stablehlo.compare"(%250, %252) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
      %254 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %255 = "stablehlo.concatenate"(%80, %80, %80, %254) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %256 = "stablehlo.dynamic_broadcast_in_dim"(%253, %255) <{broadcast_dimensions = array<i64: 3>}> : (tensor<?xi1>, tensor<4xi32>) -> tensor<1x1x1x?xi1>
      %257 = "func.call"(%arg79, %256, %242, %79) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x1x?xi1>, tensor<8x128x1x?xf32>, tensor<f32>) -> tensor<8x128x1x?xf32>
      %258 = "stablehlo.reduce"(%257, %78) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
        %641 = "stablehlo.maximum"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%641) : (tensor<f32>) -> ()
      }) : (tensor<8x128x1x?xf32>, tensor<f32>) -> tensor<8x128x1xf32>
      %259 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
      %260 = "stablehlo.maximum"(%259, %258) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
      %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
      %262 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %263 = "stablehlo.concatenate"(%82, %81, %80, %262) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %264 = "stablehlo.dynamic_broadcast_in_dim"(%261, %263) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>, tensor<4xi32>) -> tensor<8x128x1x?xf32>
      %265 = "stablehlo.subtract"(%257, %264) : (tensor<8x128x1x?xf32>, tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
      %266 = "stablehlo.exponential"(%265) : (tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
      %267 = "stablehlo.reduce"(%266, %94) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
        %640 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%640) : (tensor<f32>) -> ()
      }) : (tensor<8x128x1x?xf32>, tensor<f32>) -> tensor<8x128x1xf32>
      %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
      %269 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %270 = "stablehlo.concatenate"(%82, %81, %80, %269) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %271 = "stablehlo.dynamic_broadcast_in_dim"(%268, %270) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>, tensor<4xi32>) -> tensor<8x128x1x?xf32>
      %272 = "stablehlo.divide"(%266, %271) : (tensor<8x128x1x?xf32>, tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
      %273 = "stablehlo.convert"(%272) : (tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xbf16>
      %274 = "stablehlo.dot_general"(%222, %273) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x?x512xbf16>, tensor<8x128x1x?xbf16>) -> tensor<8x512x128x1xbf16>
      %275 = "stablehlo.transpose"(%274) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x512x128x1xbf16>) -> tensor<8x1x128x512xbf16>
      %276 = "stablehlo.slice"(%228) <{limit_indices = array<i64: 512, 128, 256>, start_indices = array<i64: 0, 0, 128>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
      %277 = "stablehlo.dot_general"(%276, %275) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>}> : (tensor<512x128x128xbf16>, tensor<8x1x128x512xbf16>) -> tensor<128x128x8x1xbf16>
      %278 = "stablehlo.transpose"(%277) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x128x8x1xbf16>) -> tensor<8x1x128x128xbf16>
      %279 = "stablehlo.reshape"(%278) : (tensor<8x1x128x128xbf16>) -> tensor<8x1x16384xbf16>
      %280 = "stablehlo.dot_general"(%279, %arg95) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<8x1x7168xbf16>
      %281 = "stablehlo.add"(%95, %280) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %282 = "stablehlo.convert"(%281) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
      %283 = "stablehlo.multiply"(%282, %282) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %284 = "stablehlo.reduce"(%283, %94) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
        %639 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%639) : (tensor<f32>) -> ()
      }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
      %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %286 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %287 = "stablehlo.divide"(%285, %286) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %288 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %289 = "stablehlo.add"(%287, %288) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %290 = "stablehlo.rsqrt"(%289) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
      %292 = "stablehlo.multiply"(%282, %291) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %293 = "stablehlo.convert"(%292) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
      %294 = "stablehlo.broadcast_in_dim"(%arg84) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %296 = "stablehlo.multiply"(%293, %295) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %297 = "stablehlo.dot_general"(%296, %arg88) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
      %298 = "func.call"(%arg79, %297) <{callee = @silu}> : (tensor<i32>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
      %299 = "stablehlo.dot_general"(%296, %arg89) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
      %300 = "stablehlo.multiply"(%298, %299) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
      %301 = "stablehlo.dot_general"(%300, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x2048xbf16>, tensor<2048x7168xbf16>) -> tensor<8x1x7168xbf16>
      %302 = "stablehlo.reshape"(%296) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16>
      %303 = "stablehlo.dot_general"(%302, %arg86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<8x7168xbf16>, tensor<7168x32xbf16>) -> tensor<8x32xbf16>
      %304 = "stablehlo.convert"(%303) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
      %305 = "stablehlo.negate"(%304) : (tensor<8x32xf32>) -> tensor<8x32xf32>
      %306 = "stablehlo.exponential"(%305) : (tensor<8x32xf32>) -> tensor<8x32xf32>
      %307 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
      %308 = "stablehlo.add"(%307, %306) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %309 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
      %310 = "stablehlo.divide"(%309, %308) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %311:2 = "stablehlo.composite"(%310) <{composite_attributes = {k = 8 : i64}, decomposition = @chlo.top_k.impl, name = "chlo.top_k", version = 1 : i32}> : (tensor<8x32xf32>) -> (tensor<8x8xf32>, tensor<8x8xi32>)
      %312 = "stablehlo.reduce"(%311#0, %94) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
        %638 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%638) : (tensor<f32>) -> ()
      }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
      %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x8xf32>
      %315 = "stablehlo.divide"(%311#0, %314) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %316 = "stablehlo.convert"(%315) : (tensor<8x8xf32>) -> tensor<8x8xbf16>
      %317 = "func.call"(%arg79, %311#1) <{callee = @_one_hot}> : (tensor<i32>, tensor<8x8xi32>) -> tensor<8x8x32xi32>
      %318 = "stablehlo.reshape"(%317) : (tensor<8x8x32xi32>) -> tensor<64x32xi32>
      %319 = "func.call"(%arg79, %318) <{callee = @cumsum}> : (tensor<i32>, tensor<64x32xi32>) -> tensor<64x32xi32>
      %320 = "stablehlo.reshape"(%319) : (tensor<64x32xi32>) -> tensor<8x8x32xi32>
      %321 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8x32xi32>
      %322 = "stablehlo.subtract"(%320, %321) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
      %323 = "stablehlo.multiply"(%322, %317) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
      %324 = "stablehlo.reduce"(%323, %85) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg143: tensor<i32>, %arg144: tensor<i32>):
        %637 = "stablehlo.add"(%arg143, %arg144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%637) : (tensor<i32>) -> ()
      }) : (tensor<8x8x32xi32>, tensor<i32>) -> tensor<8x8xi32>
      %325 = "stablehlo.convert"(%317) : (tensor<8x8x32xi32>) -> tensor<8x8x32xbf16>
      %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x32xbf16>) -> tensor<8x8x32x1xbf16>
      %327 = "func.call"(%arg79, %324) <{callee = @_one_hot_2}> : (tensor<i32>, tensor<8x8xi32>) -> tensor<8x8x4xbf16>
      %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x8x4xbf16>) -> tensor<8x8x1x4xbf16>
      %329 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x32x1xbf16>) -> tensor<8x8x32x4xbf16>
      %330 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x1x4xbf16>) -> tensor<8x8x32x4xbf16>
      %331 = "stablehlo.multiply"(%329, %330) : (tensor<8x8x32x4xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xbf16>
      %332 = "stablehlo.convert"(%331) : (tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xf32>
      %333 = "stablehlo.reduce"(%332, %94) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
        %636 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%636) : (tensor<f32>) -> ()
      }) : (tensor<8x8x32x4xf32>, tensor<f32>) -> tensor<8x32x4xf32>
      %334 = "stablehlo.convert"(%333) : (tensor<8x32x4xf32>) -> tensor<8x32x4xbf16>
      %335 = "stablehlo.dot_general"(%316, %331) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<8x8xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x32x4xbf16>
      %336 = "stablehlo.dot_general"(%334, %302) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<8x32x4xbf16>, tensor<8x7168xbf16>) -> tensor<32x4x7168xbf16>
      %337 = "stablehlo.all_to_all"(%336) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
      %338 = "stablehlo.reshape"(%337) : (tensor<32x4x7168xbf16>) -> tensor<4x8x4x7168xbf16>
      %339 = "stablehlo.dot_general"(%arg91, %338) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
      %340 = "stablehlo.transpose"(%339) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
      %341 = "func.call"(%arg79, %340) <{callee = @silu_3}> : (tensor<i32>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
      %342 = "stablehlo.dot_general"(%arg92, %338) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
      %343 = "stablehlo.transpose"(%342) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
      %344 = "stablehlo.multiply"(%341, %343) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
      %345 = "stablehlo.dot_general"(%arg90, %344) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x2048x7168xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<8x7168x4x4xbf16>
      %346 = "stablehlo.transpose"(%345) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x7168x4x4xbf16>) -> tensor<4x8x4x7168xbf16>
      %347 = "stablehlo.reshape"(%346) : (tensor<4x8x4x7168xbf16>) -> tensor<32x4x7168xbf16>
      %348 = "stablehlo.all_to_all"(%347) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
      %349 = "stablehlo.dot_general"(%335, %348) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>}> : (tensor<8x32x4xbf16>, tensor<32x4x7168xbf16>) -> tensor<8x7168xbf16>
      %350 = "stablehlo.reshape"(%349) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16>
      %351 = "stablehlo.add"(%301, %350) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %352 = "stablehlo.add"(%281, %351) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %353 = "stablehlo.convert"(%352) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
      %354 = "stablehlo.multiply"(%353, %353) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %355 = "stablehlo.reduce"(%354, %94) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
        %635 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%635) : (tensor<f32>) -> ()
      }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
      %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %357 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %358 = "stablehlo.divide"(%356, %357) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %359 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %360 = "stablehlo.add"(%358, %359) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %361 = "stablehlo.rsqrt"(%360) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
      %363 = "stablehlo.multiply"(%353, %362) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %364 = "stablehlo.convert"(%363) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
      %365 = "stablehlo.broadcast_in_dim"(%arg98) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %367 = "stablehlo.multiply"(%364, %366) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %368 = "stablehlo.broadcast_in_dim"(%arg120) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %369 = "stablehlo.dot_general"(%367, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<8x1x1536xbf16>
      %370 = "stablehlo.convert"(%369) : (tensor<8x1x1536xbf16>) -> tensor<8x1x1536xf32>
      %371 = "stablehlo.multiply"(%370, %370) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
      %372 = "stablehlo.reduce"(%371, %94) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
        %634 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%634) : (tensor<f32>) -> ()
      }) : (tensor<8x1x1536xf32>, tensor<f32>) -> tensor<8x1xf32>
      %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %374 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %375 = "stablehlo.divide"(%373, %374) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %376 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %377 = "stablehlo.add"(%375, %376) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %378 = "stablehlo.rsqrt"(%377) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x1536xf32>
      %380 = "stablehlo.multiply"(%370, %379) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
      %381 = "stablehlo.convert"(%380) : (tensor<8x1x1536xf32>) -> tensor<8x1x1536xbf16>
      %382 = "stablehlo.broadcast_in_dim"(%arg101) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1536xbf16>) -> tensor<1x1x1536xbf16>
      %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<8x1x1536xbf16>
      %384 = "stablehlo.multiply"(%381, %383) : (tensor<8x1x1536xbf16>, tensor<8x1x1536xbf16>) -> tensor<8x1x1536xbf16>
      %385 = "stablehlo.dot_general"(%384, %arg113) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<8x1x24576xbf16>
      %386 = "stablehlo.reshape"(%385) : (tensor<8x1x24576xbf16>) -> tensor<8x1x128x192xbf16>
      %387 = "stablehlo.slice"(%386) <{limit_indices = array<i64: 8, 1, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x128xbf16>
      %388 = "stablehlo.slice"(%386) <{limit_indices = array<i64: 8, 1, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x64xbf16>
      %389 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %390 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %391 = "stablehlo.multiply"(%390, %389) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %392 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %393 = "stablehlo.add"(%392, %391) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %394 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %395 = "stablehlo.divide"(%393, %394) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %396 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %397 = "stablehlo.power"(%396, %395) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %398 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %399 = "stablehlo.divide"(%398, %397) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %400 = "stablehlo.convert"(%368) : (tensor<1xi32>) -> tensor<1xf32>
      %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %402 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %403 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
      %404 = "stablehlo.multiply"(%403, %402) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
      %405 = "stablehlo.concatenate"(%404, %404) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
      %406 = "stablehlo.cosine"(%405) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %408 = "stablehlo.sine"(%405) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %410 = "stablehlo.slice"(%388) <{limit_indices = array<i64: 8, 1, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
      %411 = "stablehlo.slice"(%388) <{limit_indices = array<i64: 8, 1, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
      %412 = "stablehlo.negate"(%411) : (tensor<8x1x128x32xbf16>) -> tensor<8x1x128x32xbf16>
      %413 = "stablehlo.concatenate"(%412, %410) <{dimension = 3 : i64}> : (tensor<8x1x128x32xbf16>, tensor<8x1x128x32xbf16>) -> tensor<8x1x128x64xbf16>
      %414 = "stablehlo.convert"(%388) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
      %415 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
      %416 = "stablehlo.multiply"(%414, %415) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
      %417 = "stablehlo.convert"(%413) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
      %418 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
      %419 = "stablehlo.multiply"(%417, %418) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
      %420 = "stablehlo.add"(%416, %419) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
      %421 = "stablehlo.convert"(%420) : (tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xbf16>
      %422 = "stablehlo.dot_general"(%367, %arg109) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x576xbf16>) -> tensor<8x1x576xbf16>
      %423 = "stablehlo.slice"(%422) <{limit_indices = array<i64: 8, 1, 512>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x512xbf16>
      %424 = "stablehlo.convert"(%423) : (tensor<8x1x512xbf16>) -> tensor<8x1x512xf32>
      %425 = "stablehlo.multiply"(%424, %424) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
      %426 = "stablehlo.reduce"(%425, %94) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
        %633 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%633) : (tensor<f32>) -> ()
      }) : (tensor<8x1x512xf32>, tensor<f32>) -> tensor<8x1xf32>
      %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %428 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %429 = "stablehlo.divide"(%427, %428) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %430 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %431 = "stablehlo.add"(%429, %430) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %432 = "stablehlo.rsqrt"(%431) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x512xf32>
      %434 = "stablehlo.multiply"(%424, %433) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
      %435 = "stablehlo.convert"(%434) : (tensor<8x1x512xf32>) -> tensor<8x1x512xbf16>
      %436 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
      %437 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<8x1x512xbf16>
      %438 = "stablehlo.multiply"(%435, %437) : (tensor<8x1x512xbf16>, tensor<8x1x512xbf16>) -> tensor<8x1x512xbf16>
      %439 = "stablehlo.slice"(%422) <{limit_indices = array<i64: 8, 1, 576>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x64xbf16>
      %440 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x1x64xbf16>) -> tensor<8x1x1x64xbf16>
      %441 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %442 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %443 = "stablehlo.multiply"(%442, %441) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %444 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %445 = "stablehlo.add"(%444, %443) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %446 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %447 = "stablehlo.divide"(%445, %446) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %448 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %449 = "stablehlo.power"(%448, %447) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %450 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %451 = "stablehlo.divide"(%450, %449) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %452 = "stablehlo.convert"(%368) : (tensor<1xi32>) -> tensor<1xf32>
      %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %454 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %455 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
      %456 = "stablehlo.multiply"(%455, %454) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
      %457 = "stablehlo.concatenate"(%456, %456) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
      %458 = "stablehlo.cosine"(%457) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %460 = "stablehlo.sine"(%457) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %462 = "stablehlo.slice"(%440) <{limit_indices = array<i64: 8, 1, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
      %463 = "stablehlo.slice"(%440) <{limit_indices = array<i64: 8, 1, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
      %464 = "stablehlo.negate"(%463) : (tensor<8x1x1x32xbf16>) -> tensor<8x1x1x32xbf16>
      %465 = "stablehlo.concatenate"(%464, %462) <{dimension = 3 : i64}> : (tensor<8x1x1x32xbf16>, tensor<8x1x1x32xbf16>) -> tensor<8x1x1x64xbf16>
      %466 = "stablehlo.convert"(%440) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
      %467 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %468 = "stablehlo.multiply"(%466, %467) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %469 = "stablehlo.convert"(%465) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
      %470 = "stablehlo.broadcast_in_dim"(%461) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %471 = "stablehlo.multiply"(%469, %470) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %472 = "stablehlo.add"(%468, %471) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %473 = "stablehlo.convert"(%472) : (tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xbf16>
      %474 = "stablehlo.reshape"(%473) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x64xbf16>
      %475 = "stablehlo.convert"(%arg79) : (tensor<i32>) -> tensor<i32>
      %476 = "stablehlo.compare"(%arg120, %85) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %477 = "stablehlo.add"(%arg120, %475) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %478 = "stablehlo.select"(%476, %477, %arg120) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %479 = "stablehlo.dynamic_update_slice"(%arg118, %438, %85, %478, %85) : (tensor<8x?x512xbf16>, tensor<8x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x?x512xbf16>
      %480 = "stablehlo.convert"(%arg79) : (tensor<i32>) -> tensor<i32>
      %481 = "stablehlo.compare"(%arg120, %85) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %482 = "stablehlo.add"(%arg120, %480) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %483 = "stablehlo.select"(%481, %482, %arg120) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %484 = "stablehlo.dynamic_update_slice"(%arg119, %474, %85, %483, %85) : (tensor<8x?x64xbf16>, tensor<8x1x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x?x64xbf16>
      %485 = "stablehlo.reshape"(%arg110) : (tensor<512x32768xbf16>) -> tensor<512x128x256xbf16>
      %486 = "stablehlo.slice"(%485) <{limit_indices = array<i64: 512, 128, 128>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
      %487 = "stablehlo.dot_general"(%486, %387) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<512x128x128xbf16>, tensor<8x1x128x128xbf16>) -> tensor<128x512x8x1xbf16>
      %488 = "stablehlo.transpose"(%487) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x512x8x1xbf16>) -> tensor<8x1x128x512xbf16>
      %489 = "stablehlo.dot_general"(%479, %488) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<8x?x512xbf16>, tensor<8x1x128x512xbf16>) -> tensor<8x?x1x128xbf16>
      %490 = "stablehlo.transpose"(%489) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x?x1x128xbf16>) -> tensor<8x128x1x?xbf16>
      %491 = "stablehlo.dot_general"(%484, %421) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>}> : (tensor<8x?x64xbf16>, tensor<8x1x128x64xbf16>) -> tensor<8x?x1x128xbf16>
      %492 = "stablehlo.transpose"(%491) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x?x1x128xbf16>) -> tensor<8x128x1x?xbf16>
      %493 = "stablehlo.add"(%490, %492) : (tensor<8x128x1x?xbf16>, tensor<8x128x1x?xbf16>) -> tensor<8x128x1x?xbf16>
      %494 = "stablehlo.convert"(%493) : (tensor<8x128x1x?xbf16>) -> tensor<8x128x1x?xf32>
      %495 = "stablehlo.sqrt"(%84) : (tensor<f32>) -> tensor<f32>
      %496 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %497 = "stablehlo.concatenate"(%82, %81, %80, %496) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %498 = "stablehlo.dynamic_broadcast_in_dim"(%495, %497) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<4xi32>) -> tensor<8x128x1x?xf32>
      %499 = "stablehlo.divide"(%494, %498) : (tensor<8x128x1x?xf32>, tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
      %500 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %501 = "stablehlo.dynamic_iota"(%500) <{iota_dimension = 0 : i64}> : (tensor<1xi32>) -> tensor<?xi32>
      %502 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %503 = "stablehlo.dynamic_broadcast_in_dim"(%83, %502) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
      %504 = "stablehlo.multiply"(%503, %501) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
      %505 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %506 = "stablehlo.dynamic_broadcast_in_dim"(%85, %505) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
      %507 = "stablehlo.add"(%506, %504) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
      %508 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %509 = "stablehlo.dynamic_broadcast_in_dim"(%arg120, %508) <{broadcast_dimensions = array<i64>}> : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32>
      %510 = "stablehlo.compare"(%507, %509) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
      %511 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %512 = "stablehlo.concatenate"(%80, %80, %80, %511) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %513 = "stablehlo.dynamic_broadcast_in_dim"(%510, %512) <{broadcast_dimensions = array<i64: 3>}> : (tensor<?xi1>, tensor<4xi32>) -> tensor<1x1x1x?xi1>
      %514 = "func.call"(%arg79, %513, %499, %79) <{callee = @_where_0}> : (tensor<i32>, tensor<1x1x1x?xi1>, tensor<8x128x1x?xf32>, tensor<f32>) -> tensor<8x128x1x?xf32>
      %515 = "stablehlo.reduce"(%514, %78) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
        %632 = "stablehlo.maximum"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%632) : (tensor<f32>) -> ()
      }) : (tensor<8x128x1x?xf32>, tensor<f32>) -> tensor<8x128x1xf32>
      %516 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
      %517 = "stablehlo.maximum"(%516, %515) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
      %518 = "stablehlo.broadcast_in_dim"(%517) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
      %519 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %520 = "stablehlo.concatenate"(%82, %81, %80, %519) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %521 = "stablehlo.dynamic_broadcast_in_dim"(%518, %520) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>, tensor<4xi32>) -> tensor<8x128x1x?xf32>
      %522 = "stablehlo.subtract"(%514, %521) : (tensor<8x128x1x?xf32>, tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
      %523 = "stablehlo.exponential"(%522) : (tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
      %524 = "stablehlo.reduce"(%523, %94) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
        %631 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%631) : (tensor<f32>) -> ()
      }) : (tensor<8x128x1x?xf32>, tensor<f32>) -> tensor<8x128x1xf32>
      %525 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
      %526 = "stablehlo.reshape"(%arg79) : (tensor<i32>) -> tensor<1xi32>
      %527 = "stablehlo.concatenate"(%82, %81, %80, %526) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
      %528 = "stablehlo.dynamic_broadcast_in_dim"(%525, %527) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>, tensor<4xi32>) -> tensor<8x128x1x?xf32>
      %529 = "stablehlo.divide"(%523, %528) : (tensor<8x128x1x?xf32>, tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xf32>
      %530 = "stablehlo.convert"(%529) : (tensor<8x128x1x?xf32>) -> tensor<8x128x1x?xbf16>
      %531 = "stablehlo.dot_general"(%479, %530) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x?x512xbf16>, tensor<8x128x1x?xbf16>) -> tensor<8x512x128x1xbf16>
      %532 = "stablehlo.transpose"(%531) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x512x128x1xbf16>) -> tensor<8x1x128x512xbf16>
      %533 = "stablehlo.slice"(%485) <{limit_indices = array<i64: 512, 128, 256>, start_indices = array<i64: 0, 0, 128>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
      %534 = "stablehlo.dot_general"(%533, %532) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>}> : (tensor<512x128x128xbf16>, tensor<8x1x128x512xbf16>) -> tensor<128x128x8x1xbf16>
      %535 = "stablehlo.transpose"(%534) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x128x8x1xbf16>) -> tensor<8x1x128x128xbf16>
      %536 = "stablehlo.reshape"(%535) : (tensor<8x1x128x128xbf16>) -> tensor<8x1x16384xbf16>
      %537 = "stablehlo.dot_general"(%536, %arg111) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<8x1x7168xbf16>
      %538 = "stablehlo.add"(%352, %537) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %539 = "stablehlo.convert"(%538) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
      %540 = "stablehlo.multiply"(%539, %539) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %541 = "stablehlo.reduce"(%540, %94) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
        %630 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%630) : (tensor<f32>) -> ()
      }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
      %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %543 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %544 = "stablehlo.divide"(%542, %543) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %545 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %546 = "stablehlo.add"(%544, %545) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %547 = "stablehlo.rsqrt"(%546) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %548 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
      %549 = "stablehlo.multiply"(%539, %548) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %550 = "stablehlo.convert"(%549) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
      %551 = "stablehlo.broadcast_in_dim"(%arg100) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %553 = "stablehlo.multiply"(%550, %552) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %554 = "stablehlo.dot_general"(%553, %arg104) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
      %555 = "func.call"(%arg79, %554) <{callee = @silu}> : (tensor<i32>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
      %556 = "stablehlo.dot_general"(%553, %arg105) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
      %557 = "stablehlo.multiply"(%555, %556) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
      %558 = "stablehlo.dot_general"(%557, %arg103) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x2048xbf16>, tensor<2048x7168xbf16>) -> tensor<8x1x7168xbf16>
      %559 = "stablehlo.reshape"(%553) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16>
      %560 = "stablehlo.dot_general"(%559, %arg102) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<8x7168xbf16>, tensor<7168x32xbf16>) -> tensor<8x32xbf16>
      %561 = "stablehlo.convert"(%560) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
      %562 = "stablehlo.negate"(%561) : (tensor<8x32xf32>) -> tensor<8x32xf32>
      %563 = "stablehlo.exponential"(%562) : (tensor<8x32xf32>) -> tensor<8x32xf32>
      %564 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
      %565 = "stablehlo.add"(%564, %563) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %566 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
      %567 = "stablehlo.divide"(%566, %565) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %568:2 = "stablehlo.composite"(%567) <{composite_attributes = {k = 8 : i64}, decomposition = @chlo.top_k.impl_0, name = "chlo.top_k", version = 1 : i32}> : (tensor<8x32xf32>) -> (tensor<8x8xf32>, tensor<8x8xi32>)
      %569 = "stablehlo.reduce"(%568#0, %94) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
        %629 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%629) : (tensor<f32>) -> ()
      }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
      %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x8xf32>
      %572 = "stablehlo.divide"(%568#0, %571) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %573 = "stablehlo.convert"(%572) : (tensor<8x8xf32>) -> tensor<8x8xbf16>
      %574 = "func.call"(%arg79, %568#1) <{callee = @_one_hot}> : (tensor<i32>, tensor<8x8xi32>) -> tensor<8x8x32xi32>
      %575 = "stablehlo.reshape"(%574) : (tensor<8x8x32xi32>) -> tensor<64x32xi32>
      %576 = "func.call"(%arg79, %575) <{callee = @cumsum}> : (tensor<i32>, tensor<64x32xi32>) -> tensor<64x32xi32>
      %577 = "stablehlo.reshape"(%576) : (tensor<64x32xi32>) -> tensor<8x8x32xi32>
      %578 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8x32xi32>
      %579 = "stablehlo.subtract"(%577, %578) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
      %580 = "stablehlo.multiply"(%579, %574) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
      %581 = "stablehlo.reduce"(%580, %85) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg125: tensor<i32>, %arg126: tensor<i32>):
        %628 = "stablehlo.add"(%arg125, %arg126) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%628) : (tensor<i32>) -> ()
      }) : (tensor<8x8x32xi32>, tensor<i32>) -> tensor<8x8xi32>
      %582 = "stablehlo.convert"(%574) : (tensor<8x8x32xi32>) -> tensor<8x8x32xbf16>
      %583 = "stablehlo.broadcast_in_dim"(%582) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x32xbf16>) -> tensor<8x8x32x1xbf16>
      %584 = "func.call"(%arg79, %581) <{callee = @_one_hot_2}> : (tensor<i32>, tensor<8x8xi32>) -> tensor<8x8x4xbf16>
      %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x8x4xbf16>) -> tensor<8x8x1x4xbf16>
      %586 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x32x1xbf16>) -> tensor<8x8x32x4xbf16>
      %587 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x1x4xbf16>) -> tensor<8x8x32x4xbf16>
      %588 = "stablehlo.multiply"(%586, %587) : (tensor<8x8x32x4xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xbf16>
      %589 = "stablehlo.convert"(%588) : (tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xf32>
      %590 = "stablehlo.reduce"(%589, %94) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
        %627 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%627) : (tensor<f32>) -> ()
      }) : (tensor<8x8x32x4xf32>, tensor<f32>) -> tensor<8x32x4xf32>
      %591 = "stablehlo.convert"(%590) : (tensor<8x32x4xf32>) -> tensor<8x32x4xbf16>
      %592 = "stablehlo.dot_general"(%573, %588) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<8x8xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x32x4xbf16>
      %593 = "stablehlo.dot_general"(%591, %559) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<8x32x4xbf16>, tensor<8x7168xbf16>) -> tensor<32x4x7168xbf16>
      %594 = "stablehlo.all_to_all"(%593) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
      %595 = "stablehlo.reshape"(%594) : (tensor<32x4x7168xbf16>) -> tensor<4x8x4x7168xbf16>
      %596 = "stablehlo.dot_general"(%arg107, %595) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
      %597 = "stablehlo.transpose"(%596) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
      %598 = "func.call"(%arg79, %597) <{callee = @silu_3}> : (tensor<i32>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
      %599 = "stablehlo.dot_general"(%arg108, %595) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
      %600 = "stablehlo.transpose"(%599) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
      %601 = "stablehlo.multiply"(%598, %600) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
      %602 = "stablehlo.dot_general"(%arg106, %601) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>}> : (tensor<8x2048x7168xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<8x7168x4x4xbf16>
      %603 = "stablehlo.transpose"(%602) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x7168x4x4xbf16>) -> tensor<4x8x4x7168xbf16>
      %604 = "stablehlo.reshape"(%603) : (tensor<4x8x4x7168xbf16>) -> tensor<32x4x7168xbf16>
      %605 = "stablehlo.all_to_all"(%604) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
      %606 = "stablehlo.dot_general"(%592, %605) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>}> : (tensor<8x32x4xbf16>, tensor<32x4x7168xbf16>) -> tensor<8x7168xbf16>
      %607 = "stablehlo.reshape"(%606) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16>
      %608 = "stablehlo.add"(%558, %607) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %609 = "stablehlo.add"(%538, %608) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %610 = "stablehlo.convert"(%609) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
      %611 = "stablehlo.multiply"(%610, %610) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %612 = "stablehlo.reduce"(%611, %94) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
        %626 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%626) : (tensor<f32>) -> ()
      }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
      %613 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %614 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %615 = "stablehlo.divide"(%613, %614) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %616 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %617 = "stablehlo.add"(%615, %616) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %618 = "stablehlo.rsqrt"(%617) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %619 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
      %620 = "stablehlo.multiply"(%610, %619) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %621 = "stablehlo.convert"(%620) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
      %622 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %623 = "stablehlo.broadcast_in_dim"(%622) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %624 = "stablehlo.multiply"(%621, %623) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %625 = "stablehlo.dot_general"(%624, %arg114) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<8x1x7168xbf16>, tensor<7168x129280xbf16>) -> tensor<8x1x129280xbf16>
      "sdy.return"(%625, %222, %227, %479, %484) : (tensor<8x1x129280xbf16>, tensor<8x?x512xbf16>, tensor<8x?x64xbf16>, tensor<8x?x512xbf16>, tensor<8x?x64xbf16>) -> ()
    }) : (tensor<i32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<32x1xi32>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>, tensor<i32>) -> (tensor<32x1x129280xbf16>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>)
    "func.return"(%77#0, %77#1, %77#2, %77#3, %77#4) : (tensor<32x1x129280xbf16>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>, tensor<32x?x512xbf16>, tensor<32x?x64xbf16>) -> ()
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
