"builtin.module"() <{sym_name = "jit_decode"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["ep"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "ep", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, []>}], function_type = (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<16x1xi32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>, tensor<i32>) -> (tensor<16x1x512xf32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][0][1]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg18: tensor<512x256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<64xf32>, %arg22: tensor<256xf32>, %arg23: tensor<96xf32>, %arg24: tensor<256x16xf32>, %arg25: tensor<128x256xf32>, %arg26: tensor<256x128xf32>, %arg27: tensor<256x128xf32>, %arg28: tensor<16x128x256xf32>, %arg29: tensor<16x256x128xf32>, %arg30: tensor<16x256x128xf32>, %arg31: tensor<256x80xf32>, %arg32: tensor<64x256xf32>, %arg33: tensor<128x256xf32>, %arg34: tensor<256x96xf32>, %arg35: tensor<96x192xf32>, %arg36: tensor<256xf32>, %arg37: tensor<64xf32>, %arg38: tensor<256xf32>, %arg39: tensor<96xf32>, %arg40: tensor<256x16xf32>, %arg41: tensor<128x256xf32>, %arg42: tensor<256x128xf32>, %arg43: tensor<256x128xf32>, %arg44: tensor<16x128x256xf32>, %arg45: tensor<16x256x128xf32>, %arg46: tensor<16x256x128xf32>, %arg47: tensor<256x80xf32>, %arg48: tensor<64x256xf32>, %arg49: tensor<128x256xf32>, %arg50: tensor<256x96xf32>, %arg51: tensor<96x192xf32>, %arg52: tensor<256x512xf32>, %arg53: tensor<16x1xi32>, %arg54: tensor<16x128x64xf32>, %arg55: tensor<16x128x16xf32>, %arg56: tensor<16x128x64xf32>, %arg57: tensor<16x128x16xf32>, %arg58: tensor<i32>):
    %62:5 = "sdy.manual_computation"(%arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, []>]>, manual_axes = #sdy<manual_axes{"ep"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>]>}> ({
    ^bb0(%arg59: tensor<512x256xf32>, %arg60: tensor<256xf32>, %arg61: tensor<256xf32>, %arg62: tensor<64xf32>, %arg63: tensor<256xf32>, %arg64: tensor<96xf32>, %arg65: tensor<256x16xf32>, %arg66: tensor<128x256xf32>, %arg67: tensor<256x128xf32>, %arg68: tensor<256x128xf32>, %arg69: tensor<4x128x256xf32>, %arg70: tensor<4x256x128xf32>, %arg71: tensor<4x256x128xf32>, %arg72: tensor<256x80xf32>, %arg73: tensor<64x256xf32>, %arg74: tensor<128x256xf32>, %arg75: tensor<256x96xf32>, %arg76: tensor<96x192xf32>, %arg77: tensor<256xf32>, %arg78: tensor<64xf32>, %arg79: tensor<256xf32>, %arg80: tensor<96xf32>, %arg81: tensor<256x16xf32>, %arg82: tensor<128x256xf32>, %arg83: tensor<256x128xf32>, %arg84: tensor<256x128xf32>, %arg85: tensor<4x128x256xf32>, %arg86: tensor<4x256x128xf32>, %arg87: tensor<4x256x128xf32>, %arg88: tensor<256x80xf32>, %arg89: tensor<64x256xf32>, %arg90: tensor<128x256xf32>, %arg91: tensor<256x96xf32>, %arg92: tensor<96x192xf32>, %arg93: tensor<256x512xf32>, %arg94: tensor<4x1xi32>, %arg95: tensor<4x128x64xf32>, %arg96: tensor<4x128x16xf32>, %arg97: tensor<4x128x64xf32>, %arg98: tensor<4x128x16xf32>, %arg99: tensor<i32>):
      %63 = "func.call"(%arg59, %arg94) <{callee = @_take}> : (tensor<512x256xf32>, tensor<4x1xi32>) -> tensor<4x1x256xf32>
      %64 = "stablehlo.multiply"(%63, %63) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %65 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %66 = "stablehlo.reduce"(%64, %65) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
        %617 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%617) : (tensor<f32>) -> ()
      }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
      %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %68 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %70 = "stablehlo.divide"(%67, %69) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %71 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %73 = "stablehlo.add"(%70, %72) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %74 = "stablehlo.rsqrt"(%73) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
      %76 = "stablehlo.multiply"(%63, %75) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %77 = "stablehlo.broadcast_in_dim"(%arg61) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
      %79 = "stablehlo.multiply"(%76, %78) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %80 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %81 = "stablehlo.dot_general"(%79, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x96xf32>) -> tensor<4x1x96xf32>
      %82 = "stablehlo.multiply"(%81, %81) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
      %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %84 = "stablehlo.reduce"(%82, %83) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
        %616 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%616) : (tensor<f32>) -> ()
      }) : (tensor<4x1x96xf32>, tensor<f32>) -> tensor<4x1xf32>
      %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %86 = "stablehlo.constant"() <{value = dense<9.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %88 = "stablehlo.divide"(%85, %87) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %89 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %91 = "stablehlo.add"(%88, %90) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %92 = "stablehlo.rsqrt"(%91) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x96xf32>
      %94 = "stablehlo.multiply"(%81, %93) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
      %95 = "stablehlo.broadcast_in_dim"(%arg64) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
      %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x1x96xf32>
      %97 = "stablehlo.multiply"(%94, %96) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
      %98 = "stablehlo.dot_general"(%97, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x96xf32>, tensor<96x192xf32>) -> tensor<4x1x192xf32>
      %99 = "stablehlo.reshape"(%98) : (tensor<4x1x192xf32>) -> tensor<4x1x4x48xf32>
      %100 = "stablehlo.slice"(%99) <{limit_indices = array<i64: 4, 1, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x32xf32>
      %101 = "stablehlo.slice"(%99) <{limit_indices = array<i64: 4, 1, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x16xf32>
      %102 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
      %103 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %105 = "stablehlo.multiply"(%104, %102) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %108 = "stablehlo.add"(%107, %105) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %109 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %111 = "stablehlo.divide"(%108, %110) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %112 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %114 = "stablehlo.power"(%113, %111) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %115 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %117 = "stablehlo.divide"(%116, %114) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %118 = "stablehlo.convert"(%80) : (tensor<1xi32>) -> tensor<1xf32>
      %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %120 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
      %121 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
      %122 = "stablehlo.multiply"(%121, %120) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
      %123 = "stablehlo.concatenate"(%122, %122) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
      %124 = "stablehlo.cosine"(%123) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %126 = "stablehlo.sine"(%123) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %128 = "stablehlo.slice"(%101) <{limit_indices = array<i64: 4, 1, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
      %129 = "stablehlo.slice"(%101) <{limit_indices = array<i64: 4, 1, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
      %130 = "stablehlo.negate"(%129) : (tensor<4x1x4x8xf32>) -> tensor<4x1x4x8xf32>
      %131 = "stablehlo.concatenate"(%130, %128) <{dimension = 3 : i64}> : (tensor<4x1x4x8xf32>, tensor<4x1x4x8xf32>) -> tensor<4x1x4x16xf32>
      %132 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
      %133 = "stablehlo.multiply"(%101, %132) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
      %134 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
      %135 = "stablehlo.multiply"(%131, %134) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
      %136 = "stablehlo.add"(%133, %135) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
      %137 = "stablehlo.dot_general"(%79, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x80xf32>) -> tensor<4x1x80xf32>
      %138 = "stablehlo.slice"(%137) <{limit_indices = array<i64: 4, 1, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x64xf32>
      %139 = "stablehlo.multiply"(%138, %138) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
      %140 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %141 = "stablehlo.reduce"(%139, %140) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
        %615 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%615) : (tensor<f32>) -> ()
      }) : (tensor<4x1x64xf32>, tensor<f32>) -> tensor<4x1xf32>
      %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %143 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %145 = "stablehlo.divide"(%142, %144) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %146 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %148 = "stablehlo.add"(%145, %147) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %149 = "stablehlo.rsqrt"(%148) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x64xf32>
      %151 = "stablehlo.multiply"(%138, %150) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
      %152 = "stablehlo.broadcast_in_dim"(%arg62) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x1x64xf32>
      %154 = "stablehlo.multiply"(%151, %153) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
      %155 = "stablehlo.slice"(%137) <{limit_indices = array<i64: 4, 1, 80>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x16xf32>
      %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x1x16xf32>) -> tensor<4x1x1x16xf32>
      %157 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
      %158 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %160 = "stablehlo.multiply"(%159, %157) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %161 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %163 = "stablehlo.add"(%162, %160) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %164 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %166 = "stablehlo.divide"(%163, %165) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %167 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %169 = "stablehlo.power"(%168, %166) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %170 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %172 = "stablehlo.divide"(%171, %169) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %173 = "stablehlo.convert"(%80) : (tensor<1xi32>) -> tensor<1xf32>
      %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %175 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
      %176 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
      %177 = "stablehlo.multiply"(%176, %175) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
      %178 = "stablehlo.concatenate"(%177, %177) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
      %179 = "stablehlo.cosine"(%178) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %181 = "stablehlo.sine"(%178) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %183 = "stablehlo.slice"(%156) <{limit_indices = array<i64: 4, 1, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
      %184 = "stablehlo.slice"(%156) <{limit_indices = array<i64: 4, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
      %185 = "stablehlo.negate"(%184) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
      %186 = "stablehlo.concatenate"(%185, %183) <{dimension = 3 : i64}> : (tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x16xf32>
      %187 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %188 = "stablehlo.multiply"(%156, %187) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %189 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %190 = "stablehlo.multiply"(%186, %189) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %191 = "stablehlo.add"(%188, %190) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %192 = "stablehlo.reshape"(%191) : (tensor<4x1x1x16xf32>) -> tensor<4x1x16xf32>
      %193 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %194 = "stablehlo.compare"(%arg99, %193) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %195 = "stablehlo.constant"() <{value = dense<128> : tensor<i32>}> : () -> tensor<i32>
      %196 = "stablehlo.add"(%arg99, %195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %197 = "stablehlo.select"(%194, %196, %arg99) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %198 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %199 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %200 = "stablehlo.dynamic_update_slice"(%arg95, %154, %198, %197, %199) : (tensor<4x128x64xf32>, tensor<4x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x64xf32>
      %201 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %202 = "stablehlo.compare"(%arg99, %201) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %203 = "stablehlo.constant"() <{value = dense<128> : tensor<i32>}> : () -> tensor<i32>
      %204 = "stablehlo.add"(%arg99, %203) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %205 = "stablehlo.select"(%202, %204, %arg99) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %206 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %207 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %208 = "stablehlo.dynamic_update_slice"(%arg96, %192, %206, %205, %207) : (tensor<4x128x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x16xf32>
      %209 = "stablehlo.reshape"(%arg73) : (tensor<64x256xf32>) -> tensor<64x4x64xf32>
      %210 = "stablehlo.slice"(%209) <{limit_indices = array<i64: 64, 4, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
      %211 = "stablehlo.dot_general"(%210, %100) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x4x32xf32>, tensor<4x1x4x32xf32>) -> tensor<4x64x4x1xf32>
      %212 = "stablehlo.transpose"(%211) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
      %213 = "stablehlo.dot_general"(%200, %212) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x64xf32>, tensor<4x1x4x64xf32>) -> tensor<4x128x1x4xf32>
      %214 = "stablehlo.transpose"(%213) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x128x1x4xf32>) -> tensor<4x4x1x128xf32>
      %215 = "stablehlo.dot_general"(%208, %136) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x128x1x4xf32>
      %216 = "stablehlo.transpose"(%215) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x128x1x4xf32>) -> tensor<4x4x1x128xf32>
      %217 = "stablehlo.add"(%214, %216) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %218 = "stablehlo.constant"() <{value = dense<4.800000e+01> : tensor<f32>}> : () -> tensor<f32>
      %219 = "stablehlo.sqrt"(%218) : (tensor<f32>) -> tensor<f32>
      %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1x128xf32>
      %221 = "stablehlo.divide"(%217, %220) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %222 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128xi32>
      %223 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<128xi32>
      %224 = "stablehlo.compare"(%222, %223) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
      %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64: 3>}> : (tensor<128xi1>) -> tensor<1x1x1x128xi1>
      %226 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %227 = "func.call"(%225, %221, %226) <{callee = @_where_0}> : (tensor<1x1x1x128xi1>, tensor<4x4x1x128xf32>, tensor<f32>) -> tensor<4x4x1x128xf32>
      %228 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %229 = "stablehlo.reduce"(%227, %228) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
        %614 = "stablehlo.maximum"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%614) : (tensor<f32>) -> ()
      }) : (tensor<4x4x1x128xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %230 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1xf32>
      %232 = "stablehlo.maximum"(%231, %229) : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x1xf32>
      %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x128xf32>
      %235 = "stablehlo.subtract"(%227, %234) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %236 = "stablehlo.exponential"(%235) : (tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %237 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %238 = "stablehlo.reduce"(%236, %237) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
        %613 = "stablehlo.add"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%613) : (tensor<f32>) -> ()
      }) : (tensor<4x4x1x128xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x128xf32>
      %241 = "stablehlo.divide"(%236, %240) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %242 = "stablehlo.dot_general"(%200, %241) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x64xf32>, tensor<4x4x1x128xf32>) -> tensor<4x64x4x1xf32>
      %243 = "stablehlo.transpose"(%242) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
      %244 = "stablehlo.slice"(%209) <{limit_indices = array<i64: 64, 4, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
      %245 = "stablehlo.dot_general"(%244, %243) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x4x32xf32>, tensor<4x1x4x64xf32>) -> tensor<4x32x4x1xf32>
      %246 = "stablehlo.transpose"(%245) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x32x4x1xf32>) -> tensor<4x1x4x32xf32>
      %247 = "stablehlo.reshape"(%246) : (tensor<4x1x4x32xf32>) -> tensor<4x1x128xf32>
      %248 = "stablehlo.dot_general"(%247, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
      %249 = "stablehlo.add"(%63, %248) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %250 = "stablehlo.multiply"(%249, %249) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %251 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %252 = "stablehlo.reduce"(%250, %251) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
        %612 = "stablehlo.add"(%arg126, %arg127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%612) : (tensor<f32>) -> ()
      }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
      %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %254 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %256 = "stablehlo.divide"(%253, %255) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %257 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %259 = "stablehlo.add"(%256, %258) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %260 = "stablehlo.rsqrt"(%259) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
      %262 = "stablehlo.multiply"(%249, %261) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %263 = "stablehlo.broadcast_in_dim"(%arg63) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
      %265 = "stablehlo.multiply"(%262, %264) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %266 = "stablehlo.dot_general"(%265, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
      %267 = "func.call"(%266) <{callee = @silu}> : (tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
      %268 = "stablehlo.dot_general"(%265, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
      %269 = "stablehlo.multiply"(%267, %268) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
      %270 = "stablehlo.dot_general"(%269, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
      %271 = "stablehlo.reshape"(%265) : (tensor<4x1x256xf32>) -> tensor<4x256xf32>
      %272 = "stablehlo.dot_general"(%271, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256xf32>, tensor<256x16xf32>) -> tensor<4x16xf32>
      %273 = "stablehlo.negate"(%272) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %274 = "stablehlo.exponential"(%273) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %275 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
      %277 = "stablehlo.add"(%276, %274) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %278 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
      %280 = "stablehlo.divide"(%279, %277) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %281:2 = "chlo.top_k"(%280) <{k = 2 : i64}> : (tensor<4x16xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
      %282 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %283 = "stablehlo.reduce"(%281#0, %282) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
        %611 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%611) : (tensor<f32>) -> ()
      }) : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
      %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
      %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x2xf32>
      %286 = "stablehlo.divide"(%281#0, %285) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
      %287 = "func.call"(%281#1) <{callee = @_one_hot}> : (tensor<4x2xi32>) -> tensor<4x2x16xi32>
      %288 = "stablehlo.reshape"(%287) : (tensor<4x2x16xi32>) -> tensor<8x16xi32>
      %289 = "func.call"(%288) <{callee = @cumsum}> : (tensor<8x16xi32>) -> tensor<8x16xi32>
      %290 = "stablehlo.reshape"(%289) : (tensor<8x16xi32>) -> tensor<4x2x16xi32>
      %291 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x2x16xi32>
      %293 = "stablehlo.subtract"(%290, %292) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
      %294 = "stablehlo.multiply"(%293, %287) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
      %295 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %296 = "stablehlo.reduce"(%294, %295) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg122: tensor<i32>, %arg123: tensor<i32>):
        %610 = "stablehlo.add"(%arg122, %arg123) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%610) : (tensor<i32>) -> ()
      }) : (tensor<4x2x16xi32>, tensor<i32>) -> tensor<4x2xi32>
      %297 = "stablehlo.convert"(%287) : (tensor<4x2x16xi32>) -> tensor<4x2x16xf32>
      %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
      %299 = "func.call"(%296) <{callee = @_one_hot_2}> : (tensor<4x2xi32>) -> tensor<4x2x1xf32>
      %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x2x1xf32>) -> tensor<4x2x1x1xf32>
      %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x1x1xf32>) -> tensor<4x2x16x1xf32>
      %302 = "stablehlo.multiply"(%298, %301) : (tensor<4x2x16x1xf32>, tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
      %303 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %304 = "stablehlo.reduce"(%302, %303) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
        %609 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%609) : (tensor<f32>) -> ()
      }) : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x16x1xf32>
      %305 = "stablehlo.dot_general"(%286, %302) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x2xf32>, tensor<4x2x16x1xf32>) -> tensor<4x16x1xf32>
      %306 = "stablehlo.dot_general"(%304, %271) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x1xf32>, tensor<4x256xf32>) -> tensor<16x1x256xf32>
      %307 = "stablehlo.all_to_all"(%306) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
      %308 = "stablehlo.reshape"(%307) : (tensor<16x1x256xf32>) -> tensor<4x4x1x256xf32>
      %309 = "stablehlo.dot_general"(%arg70, %308) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
      %310 = "stablehlo.transpose"(%309) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
      %311 = "func.call"(%310) <{callee = @silu_3}> : (tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %312 = "stablehlo.dot_general"(%arg71, %308) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
      %313 = "stablehlo.transpose"(%312) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
      %314 = "stablehlo.multiply"(%311, %313) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %315 = "stablehlo.dot_general"(%arg69, %314) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x256xf32>, tensor<4x4x1x128xf32>) -> tensor<4x256x4x1xf32>
      %316 = "stablehlo.transpose"(%315) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x256x4x1xf32>) -> tensor<4x4x1x256xf32>
      %317 = "stablehlo.reshape"(%316) : (tensor<4x4x1x256xf32>) -> tensor<16x1x256xf32>
      %318 = "stablehlo.all_to_all"(%317) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
      %319 = "stablehlo.dot_general"(%305, %318) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x1xf32>, tensor<16x1x256xf32>) -> tensor<4x256xf32>
      %320 = "stablehlo.reshape"(%319) : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
      %321 = "stablehlo.add"(%270, %320) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %322 = "stablehlo.add"(%249, %321) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %323 = "stablehlo.multiply"(%322, %322) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %324 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %325 = "stablehlo.reduce"(%323, %324) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
        %608 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%608) : (tensor<f32>) -> ()
      }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
      %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %327 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %329 = "stablehlo.divide"(%326, %328) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %330 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %332 = "stablehlo.add"(%329, %331) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %333 = "stablehlo.rsqrt"(%332) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
      %335 = "stablehlo.multiply"(%322, %334) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %336 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
      %338 = "stablehlo.multiply"(%335, %337) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %339 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %340 = "stablehlo.dot_general"(%338, %arg91) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x96xf32>) -> tensor<4x1x96xf32>
      %341 = "stablehlo.multiply"(%340, %340) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
      %342 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %343 = "stablehlo.reduce"(%341, %342) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
        %607 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%607) : (tensor<f32>) -> ()
      }) : (tensor<4x1x96xf32>, tensor<f32>) -> tensor<4x1xf32>
      %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %345 = "stablehlo.constant"() <{value = dense<9.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %347 = "stablehlo.divide"(%344, %346) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %348 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %350 = "stablehlo.add"(%347, %349) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %351 = "stablehlo.rsqrt"(%350) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x96xf32>
      %353 = "stablehlo.multiply"(%340, %352) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
      %354 = "stablehlo.broadcast_in_dim"(%arg80) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
      %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<4x1x96xf32>
      %356 = "stablehlo.multiply"(%353, %355) : (tensor<4x1x96xf32>, tensor<4x1x96xf32>) -> tensor<4x1x96xf32>
      %357 = "stablehlo.dot_general"(%356, %arg92) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x96xf32>, tensor<96x192xf32>) -> tensor<4x1x192xf32>
      %358 = "stablehlo.reshape"(%357) : (tensor<4x1x192xf32>) -> tensor<4x1x4x48xf32>
      %359 = "stablehlo.slice"(%358) <{limit_indices = array<i64: 4, 1, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x32xf32>
      %360 = "stablehlo.slice"(%358) <{limit_indices = array<i64: 4, 1, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x48xf32>) -> tensor<4x1x4x16xf32>
      %361 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
      %362 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %364 = "stablehlo.multiply"(%363, %361) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %365 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %367 = "stablehlo.add"(%366, %364) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %368 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %370 = "stablehlo.divide"(%367, %369) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %371 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %373 = "stablehlo.power"(%372, %370) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %374 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %376 = "stablehlo.divide"(%375, %373) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %377 = "stablehlo.convert"(%339) : (tensor<1xi32>) -> tensor<1xf32>
      %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %379 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
      %380 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
      %381 = "stablehlo.multiply"(%380, %379) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
      %382 = "stablehlo.concatenate"(%381, %381) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
      %383 = "stablehlo.cosine"(%382) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %384 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %385 = "stablehlo.sine"(%382) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %387 = "stablehlo.slice"(%360) <{limit_indices = array<i64: 4, 1, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
      %388 = "stablehlo.slice"(%360) <{limit_indices = array<i64: 4, 1, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x4x16xf32>) -> tensor<4x1x4x8xf32>
      %389 = "stablehlo.negate"(%388) : (tensor<4x1x4x8xf32>) -> tensor<4x1x4x8xf32>
      %390 = "stablehlo.concatenate"(%389, %387) <{dimension = 3 : i64}> : (tensor<4x1x4x8xf32>, tensor<4x1x4x8xf32>) -> tensor<4x1x4x16xf32>
      %391 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
      %392 = "stablehlo.multiply"(%360, %391) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
      %393 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x4x16xf32>
      %394 = "stablehlo.multiply"(%390, %393) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
      %395 = "stablehlo.add"(%392, %394) : (tensor<4x1x4x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x1x4x16xf32>
      %396 = "stablehlo.dot_general"(%338, %arg88) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x80xf32>) -> tensor<4x1x80xf32>
      %397 = "stablehlo.slice"(%396) <{limit_indices = array<i64: 4, 1, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x64xf32>
      %398 = "stablehlo.multiply"(%397, %397) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
      %399 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %400 = "stablehlo.reduce"(%398, %399) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
        %606 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%606) : (tensor<f32>) -> ()
      }) : (tensor<4x1x64xf32>, tensor<f32>) -> tensor<4x1xf32>
      %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %402 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %404 = "stablehlo.divide"(%401, %403) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %405 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %407 = "stablehlo.add"(%404, %406) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %408 = "stablehlo.rsqrt"(%407) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x64xf32>
      %410 = "stablehlo.multiply"(%397, %409) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
      %411 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<4x1x64xf32>
      %413 = "stablehlo.multiply"(%410, %412) : (tensor<4x1x64xf32>, tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
      %414 = "stablehlo.slice"(%396) <{limit_indices = array<i64: 4, 1, 80>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<4x1x80xf32>) -> tensor<4x1x16xf32>
      %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x1x16xf32>) -> tensor<4x1x1x16xf32>
      %416 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
      %417 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %419 = "stablehlo.multiply"(%418, %416) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %420 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %422 = "stablehlo.add"(%421, %419) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %423 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %425 = "stablehlo.divide"(%422, %424) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %426 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %428 = "stablehlo.power"(%427, %425) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %429 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %431 = "stablehlo.divide"(%430, %428) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %432 = "stablehlo.convert"(%339) : (tensor<1xi32>) -> tensor<1xf32>
      %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %434 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
      %435 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x8xf32>
      %436 = "stablehlo.multiply"(%435, %434) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
      %437 = "stablehlo.concatenate"(%436, %436) <{dimension = 1 : i64}> : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x16xf32>
      %438 = "stablehlo.cosine"(%437) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %440 = "stablehlo.sine"(%437) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %441 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %442 = "stablehlo.slice"(%415) <{limit_indices = array<i64: 4, 1, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
      %443 = "stablehlo.slice"(%415) <{limit_indices = array<i64: 4, 1, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x1x1x16xf32>) -> tensor<4x1x1x8xf32>
      %444 = "stablehlo.negate"(%443) : (tensor<4x1x1x8xf32>) -> tensor<4x1x1x8xf32>
      %445 = "stablehlo.concatenate"(%444, %442) <{dimension = 3 : i64}> : (tensor<4x1x1x8xf32>, tensor<4x1x1x8xf32>) -> tensor<4x1x1x16xf32>
      %446 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %447 = "stablehlo.multiply"(%415, %446) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %448 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %449 = "stablehlo.multiply"(%445, %448) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %450 = "stablehlo.add"(%447, %449) : (tensor<4x1x1x16xf32>, tensor<4x1x1x16xf32>) -> tensor<4x1x1x16xf32>
      %451 = "stablehlo.reshape"(%450) : (tensor<4x1x1x16xf32>) -> tensor<4x1x16xf32>
      %452 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %453 = "stablehlo.compare"(%arg99, %452) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %454 = "stablehlo.constant"() <{value = dense<128> : tensor<i32>}> : () -> tensor<i32>
      %455 = "stablehlo.add"(%arg99, %454) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %456 = "stablehlo.select"(%453, %455, %arg99) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %457 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %458 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %459 = "stablehlo.dynamic_update_slice"(%arg97, %413, %457, %456, %458) : (tensor<4x128x64xf32>, tensor<4x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x64xf32>
      %460 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %461 = "stablehlo.compare"(%arg99, %460) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %462 = "stablehlo.constant"() <{value = dense<128> : tensor<i32>}> : () -> tensor<i32>
      %463 = "stablehlo.add"(%arg99, %462) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %464 = "stablehlo.select"(%461, %463, %arg99) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %465 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %466 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %467 = "stablehlo.dynamic_update_slice"(%arg98, %451, %465, %464, %466) : (tensor<4x128x16xf32>, tensor<4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x16xf32>
      %468 = "stablehlo.reshape"(%arg89) : (tensor<64x256xf32>) -> tensor<64x4x64xf32>
      %469 = "stablehlo.slice"(%468) <{limit_indices = array<i64: 64, 4, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
      %470 = "stablehlo.dot_general"(%469, %359) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x4x32xf32>, tensor<4x1x4x32xf32>) -> tensor<4x64x4x1xf32>
      %471 = "stablehlo.transpose"(%470) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
      %472 = "stablehlo.dot_general"(%459, %471) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x64xf32>, tensor<4x1x4x64xf32>) -> tensor<4x128x1x4xf32>
      %473 = "stablehlo.transpose"(%472) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x128x1x4xf32>) -> tensor<4x4x1x128xf32>
      %474 = "stablehlo.dot_general"(%467, %395) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x16xf32>, tensor<4x1x4x16xf32>) -> tensor<4x128x1x4xf32>
      %475 = "stablehlo.transpose"(%474) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x128x1x4xf32>) -> tensor<4x4x1x128xf32>
      %476 = "stablehlo.add"(%473, %475) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %477 = "stablehlo.constant"() <{value = dense<4.800000e+01> : tensor<f32>}> : () -> tensor<f32>
      %478 = "stablehlo.sqrt"(%477) : (tensor<f32>) -> tensor<f32>
      %479 = "stablehlo.broadcast_in_dim"(%478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1x128xf32>
      %480 = "stablehlo.divide"(%476, %479) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %481 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128xi32>
      %482 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<128xi32>
      %483 = "stablehlo.compare"(%481, %482) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
      %484 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64: 3>}> : (tensor<128xi1>) -> tensor<1x1x1x128xi1>
      %485 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %486 = "func.call"(%484, %480, %485) <{callee = @_where_0}> : (tensor<1x1x1x128xi1>, tensor<4x4x1x128xf32>, tensor<f32>) -> tensor<4x4x1x128xf32>
      %487 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %488 = "stablehlo.reduce"(%486, %487) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
        %605 = "stablehlo.maximum"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%605) : (tensor<f32>) -> ()
      }) : (tensor<4x4x1x128xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %489 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x1xf32>
      %491 = "stablehlo.maximum"(%490, %488) : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x1xf32>
      %492 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x128xf32>
      %494 = "stablehlo.subtract"(%486, %493) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %495 = "stablehlo.exponential"(%494) : (tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %496 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %497 = "stablehlo.reduce"(%495, %496) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
        %604 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%604) : (tensor<f32>) -> ()
      }) : (tensor<4x4x1x128xf32>, tensor<f32>) -> tensor<4x4x1xf32>
      %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x4x1xf32>) -> tensor<4x4x1x1xf32>
      %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x128xf32>
      %500 = "stablehlo.divide"(%495, %499) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %501 = "stablehlo.dot_general"(%459, %500) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x64xf32>, tensor<4x4x1x128xf32>) -> tensor<4x64x4x1xf32>
      %502 = "stablehlo.transpose"(%501) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<4x64x4x1xf32>) -> tensor<4x1x4x64xf32>
      %503 = "stablehlo.slice"(%468) <{limit_indices = array<i64: 64, 4, 64>, start_indices = array<i64: 0, 0, 32>, strides = array<i64: 1, 1, 1>}> : (tensor<64x4x64xf32>) -> tensor<64x4x32xf32>
      %504 = "stablehlo.dot_general"(%503, %502) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x4x32xf32>, tensor<4x1x4x64xf32>) -> tensor<4x32x4x1xf32>
      %505 = "stablehlo.transpose"(%504) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<4x32x4x1xf32>) -> tensor<4x1x4x32xf32>
      %506 = "stablehlo.reshape"(%505) : (tensor<4x1x4x32xf32>) -> tensor<4x1x128xf32>
      %507 = "stablehlo.dot_general"(%506, %arg90) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
      %508 = "stablehlo.add"(%322, %507) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %509 = "stablehlo.multiply"(%508, %508) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %510 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %511 = "stablehlo.reduce"(%509, %510) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
        %603 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%603) : (tensor<f32>) -> ()
      }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
      %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %513 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %515 = "stablehlo.divide"(%512, %514) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %516 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %518 = "stablehlo.add"(%515, %517) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %519 = "stablehlo.rsqrt"(%518) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
      %521 = "stablehlo.multiply"(%508, %520) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %522 = "stablehlo.broadcast_in_dim"(%arg79) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %523 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
      %524 = "stablehlo.multiply"(%521, %523) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %525 = "stablehlo.dot_general"(%524, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
      %526 = "func.call"(%525) <{callee = @silu}> : (tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
      %527 = "stablehlo.dot_general"(%524, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x128xf32>) -> tensor<4x1x128xf32>
      %528 = "stablehlo.multiply"(%526, %527) : (tensor<4x1x128xf32>, tensor<4x1x128xf32>) -> tensor<4x1x128xf32>
      %529 = "stablehlo.dot_general"(%528, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x128xf32>, tensor<128x256xf32>) -> tensor<4x1x256xf32>
      %530 = "stablehlo.reshape"(%524) : (tensor<4x1x256xf32>) -> tensor<4x256xf32>
      %531 = "stablehlo.dot_general"(%530, %arg81) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256xf32>, tensor<256x16xf32>) -> tensor<4x16xf32>
      %532 = "stablehlo.negate"(%531) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %533 = "stablehlo.exponential"(%532) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %534 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
      %536 = "stablehlo.add"(%535, %533) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %537 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %538 = "stablehlo.broadcast_in_dim"(%537) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
      %539 = "stablehlo.divide"(%538, %536) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %540:2 = "chlo.top_k"(%539) <{k = 2 : i64}> : (tensor<4x16xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
      %541 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %542 = "stablehlo.reduce"(%540#0, %541) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
        %602 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%602) : (tensor<f32>) -> ()
      }) : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
      %543 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
      %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x2xf32>
      %545 = "stablehlo.divide"(%540#0, %544) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
      %546 = "func.call"(%540#1) <{callee = @_one_hot}> : (tensor<4x2xi32>) -> tensor<4x2x16xi32>
      %547 = "stablehlo.reshape"(%546) : (tensor<4x2x16xi32>) -> tensor<8x16xi32>
      %548 = "func.call"(%547) <{callee = @cumsum}> : (tensor<8x16xi32>) -> tensor<8x16xi32>
      %549 = "stablehlo.reshape"(%548) : (tensor<8x16xi32>) -> tensor<4x2x16xi32>
      %550 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %551 = "stablehlo.broadcast_in_dim"(%550) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x2x16xi32>
      %552 = "stablehlo.subtract"(%549, %551) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
      %553 = "stablehlo.multiply"(%552, %546) : (tensor<4x2x16xi32>, tensor<4x2x16xi32>) -> tensor<4x2x16xi32>
      %554 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %555 = "stablehlo.reduce"(%553, %554) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg104: tensor<i32>, %arg105: tensor<i32>):
        %601 = "stablehlo.add"(%arg104, %arg105) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%601) : (tensor<i32>) -> ()
      }) : (tensor<4x2x16xi32>, tensor<i32>) -> tensor<4x2xi32>
      %556 = "stablehlo.convert"(%546) : (tensor<4x2x16xi32>) -> tensor<4x2x16xf32>
      %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
      %558 = "func.call"(%555) <{callee = @_one_hot_2}> : (tensor<4x2xi32>) -> tensor<4x2x1xf32>
      %559 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4x2x1xf32>) -> tensor<4x2x1x1xf32>
      %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4x2x1x1xf32>) -> tensor<4x2x16x1xf32>
      %561 = "stablehlo.multiply"(%557, %560) : (tensor<4x2x16x1xf32>, tensor<4x2x16x1xf32>) -> tensor<4x2x16x1xf32>
      %562 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %563 = "stablehlo.reduce"(%561, %562) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
        %600 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%600) : (tensor<f32>) -> ()
      }) : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x16x1xf32>
      %564 = "stablehlo.dot_general"(%545, %561) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x2xf32>, tensor<4x2x16x1xf32>) -> tensor<4x16x1xf32>
      %565 = "stablehlo.dot_general"(%563, %530) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x1xf32>, tensor<4x256xf32>) -> tensor<16x1x256xf32>
      %566 = "stablehlo.all_to_all"(%565) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
      %567 = "stablehlo.reshape"(%566) : (tensor<16x1x256xf32>) -> tensor<4x4x1x256xf32>
      %568 = "stablehlo.dot_general"(%arg86, %567) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
      %569 = "stablehlo.transpose"(%568) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
      %570 = "func.call"(%569) <{callee = @silu_3}> : (tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %571 = "stablehlo.dot_general"(%arg87, %567) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x1x256xf32>) -> tensor<4x128x4x1xf32>
      %572 = "stablehlo.transpose"(%571) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x1xf32>) -> tensor<4x4x1x128xf32>
      %573 = "stablehlo.multiply"(%570, %572) : (tensor<4x4x1x128xf32>, tensor<4x4x1x128xf32>) -> tensor<4x4x1x128xf32>
      %574 = "stablehlo.dot_general"(%arg85, %573) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x256xf32>, tensor<4x4x1x128xf32>) -> tensor<4x256x4x1xf32>
      %575 = "stablehlo.transpose"(%574) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x256x4x1xf32>) -> tensor<4x4x1x256xf32>
      %576 = "stablehlo.reshape"(%575) : (tensor<4x4x1x256xf32>) -> tensor<16x1x256xf32>
      %577 = "stablehlo.all_to_all"(%576) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x1x256xf32>) -> tensor<16x1x256xf32>
      %578 = "stablehlo.dot_general"(%564, %577) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16x1xf32>, tensor<16x1x256xf32>) -> tensor<4x256xf32>
      %579 = "stablehlo.reshape"(%578) : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
      %580 = "stablehlo.add"(%529, %579) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %581 = "stablehlo.add"(%508, %580) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %582 = "stablehlo.multiply"(%581, %581) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %583 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %584 = "stablehlo.reduce"(%582, %583) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
        %599 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%599) : (tensor<f32>) -> ()
      }) : (tensor<4x1x256xf32>, tensor<f32>) -> tensor<4x1xf32>
      %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
      %586 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %587 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %588 = "stablehlo.divide"(%585, %587) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %589 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1x1xf32>
      %591 = "stablehlo.add"(%588, %590) : (tensor<4x1x1xf32>, tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %592 = "stablehlo.rsqrt"(%591) : (tensor<4x1x1xf32>) -> tensor<4x1x1xf32>
      %593 = "stablehlo.broadcast_in_dim"(%592) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x1x1xf32>) -> tensor<4x1x256xf32>
      %594 = "stablehlo.multiply"(%581, %593) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %595 = "stablehlo.broadcast_in_dim"(%arg60) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<4x1x256xf32>
      %597 = "stablehlo.multiply"(%594, %596) : (tensor<4x1x256xf32>, tensor<4x1x256xf32>) -> tensor<4x1x256xf32>
      %598 = "stablehlo.dot_general"(%597, %arg93) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x1x256xf32>, tensor<256x512xf32>) -> tensor<4x1x512xf32>
      "sdy.return"(%598, %200, %208, %459, %467) : (tensor<4x1x512xf32>, tensor<4x128x64xf32>, tensor<4x128x16xf32>, tensor<4x128x64xf32>, tensor<4x128x16xf32>) -> ()
    }) : (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<16x1xi32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>, tensor<i32>) -> (tensor<16x1x512xf32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>)
    "func.return"(%62#0, %62#1, %62#2, %62#3, %62#4) : (tensor<16x1x512xf32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>, tensor<16x128x64xf32>, tensor<16x128x16xf32>) -> ()
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
