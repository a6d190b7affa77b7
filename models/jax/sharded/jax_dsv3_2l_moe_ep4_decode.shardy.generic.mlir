"builtin.module"() <{sym_name = "jit_decode"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["ep"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "ep", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 1 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 2 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 3 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>, tf.aliasing_output = 4 : i32}, {sdy.sharding = #sdy.sharding<@mesh, []>}], function_type = (tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<32x1xi32>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>, tensor<i32>) -> (tensor<32x1x129280xbf16>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][0][1]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg18: tensor<129280x7168xbf16>, %arg19: tensor<7168xbf16>, %arg20: tensor<7168xbf16>, %arg21: tensor<512xbf16>, %arg22: tensor<7168xbf16>, %arg23: tensor<1536xbf16>, %arg24: tensor<7168x32xbf16>, %arg25: tensor<2048x7168xbf16>, %arg26: tensor<7168x2048xbf16>, %arg27: tensor<7168x2048xbf16>, %arg28: tensor<32x2048x7168xbf16>, %arg29: tensor<32x7168x2048xbf16>, %arg30: tensor<32x7168x2048xbf16>, %arg31: tensor<7168x576xbf16>, %arg32: tensor<512x32768xbf16>, %arg33: tensor<16384x7168xbf16>, %arg34: tensor<7168x1536xbf16>, %arg35: tensor<1536x24576xbf16>, %arg36: tensor<7168xbf16>, %arg37: tensor<512xbf16>, %arg38: tensor<7168xbf16>, %arg39: tensor<1536xbf16>, %arg40: tensor<7168x32xbf16>, %arg41: tensor<2048x7168xbf16>, %arg42: tensor<7168x2048xbf16>, %arg43: tensor<7168x2048xbf16>, %arg44: tensor<32x2048x7168xbf16>, %arg45: tensor<32x7168x2048xbf16>, %arg46: tensor<32x7168x2048xbf16>, %arg47: tensor<7168x576xbf16>, %arg48: tensor<512x32768xbf16>, %arg49: tensor<16384x7168xbf16>, %arg50: tensor<7168x1536xbf16>, %arg51: tensor<1536x24576xbf16>, %arg52: tensor<7168x129280xbf16>, %arg53: tensor<32x1xi32>, %arg54: tensor<32x4096x512xbf16>, %arg55: tensor<32x4096x64xbf16>, %arg56: tensor<32x4096x512xbf16>, %arg57: tensor<32x4096x64xbf16>, %arg58: tensor<i32>):
    %63:5 = "sdy.manual_computation"(%arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, []>]>, manual_axes = #sdy<manual_axes{"ep"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>]>}> ({
    ^bb0(%arg59: tensor<129280x7168xbf16>, %arg60: tensor<7168xbf16>, %arg61: tensor<7168xbf16>, %arg62: tensor<512xbf16>, %arg63: tensor<7168xbf16>, %arg64: tensor<1536xbf16>, %arg65: tensor<7168x32xbf16>, %arg66: tensor<2048x7168xbf16>, %arg67: tensor<7168x2048xbf16>, %arg68: tensor<7168x2048xbf16>, %arg69: tensor<8x2048x7168xbf16>, %arg70: tensor<8x7168x2048xbf16>, %arg71: tensor<8x7168x2048xbf16>, %arg72: tensor<7168x576xbf16>, %arg73: tensor<512x32768xbf16>, %arg74: tensor<16384x7168xbf16>, %arg75: tensor<7168x1536xbf16>, %arg76: tensor<1536x24576xbf16>, %arg77: tensor<7168xbf16>, %arg78: tensor<512xbf16>, %arg79: tensor<7168xbf16>, %arg80: tensor<1536xbf16>, %arg81: tensor<7168x32xbf16>, %arg82: tensor<2048x7168xbf16>, %arg83: tensor<7168x2048xbf16>, %arg84: tensor<7168x2048xbf16>, %arg85: tensor<8x2048x7168xbf16>, %arg86: tensor<8x7168x2048xbf16>, %arg87: tensor<8x7168x2048xbf16>, %arg88: tensor<7168x576xbf16>, %arg89: tensor<512x32768xbf16>, %arg90: tensor<16384x7168xbf16>, %arg91: tensor<7168x1536xbf16>, %arg92: tensor<1536x24576xbf16>, %arg93: tensor<7168x129280xbf16>, %arg94: tensor<8x1xi32>, %arg95: tensor<8x4096x512xbf16>, %arg96: tensor<8x4096x64xbf16>, %arg97: tensor<8x4096x512xbf16>, %arg98: tensor<8x4096x64xbf16>, %arg99: tensor<i32>):
      %64 = "func.call"(%arg59, %arg94) <{callee = @_take}> : (tensor<129280x7168xbf16>, tensor<8x1xi32>) -> tensor<8x1x7168xbf16>
      %65 = "stablehlo.convert"(%64) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
      %66 = "stablehlo.multiply"(%65, %65) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %68 = "stablehlo.reduce"(%66, %67) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
        %662 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%662) : (tensor<f32>) -> ()
      }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
      %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %70 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
      %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %72 = "stablehlo.divide"(%69, %71) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %73 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %75 = "stablehlo.add"(%72, %74) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %76 = "stablehlo.rsqrt"(%75) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
      %78 = "stablehlo.multiply"(%65, %77) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %79 = "stablehlo.convert"(%78) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
      %80 = "stablehlo.broadcast_in_dim"(%arg61) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %82 = "stablehlo.multiply"(%79, %81) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %83 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %84 = "stablehlo.dot_general"(%82, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<8x1x1536xbf16>
      %85 = "stablehlo.convert"(%84) : (tensor<8x1x1536xbf16>) -> tensor<8x1x1536xf32>
      %86 = "stablehlo.multiply"(%85, %85) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
      %87 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %88 = "stablehlo.reduce"(%86, %87) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
        %661 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%661) : (tensor<f32>) -> ()
      }) : (tensor<8x1x1536xf32>, tensor<f32>) -> tensor<8x1xf32>
      %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %90 = "stablehlo.constant"() <{value = dense<1.536000e+03> : tensor<f32>}> : () -> tensor<f32>
      %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %92 = "stablehlo.divide"(%89, %91) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %93 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %95 = "stablehlo.add"(%92, %94) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %96 = "stablehlo.rsqrt"(%95) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x1536xf32>
      %98 = "stablehlo.multiply"(%85, %97) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
      %99 = "stablehlo.convert"(%98) : (tensor<8x1x1536xf32>) -> tensor<8x1x1536xbf16>
      %100 = "stablehlo.broadcast_in_dim"(%arg64) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1536xbf16>) -> tensor<1x1x1536xbf16>
      %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<8x1x1536xbf16>
      %102 = "stablehlo.multiply"(%99, %101) : (tensor<8x1x1536xbf16>, tensor<8x1x1536xbf16>) -> tensor<8x1x1536xbf16>
      %103 = "stablehlo.dot_general"(%102, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<8x1x24576xbf16>
      %104 = "stablehlo.reshape"(%103) : (tensor<8x1x24576xbf16>) -> tensor<8x1x128x192xbf16>
      %105 = "stablehlo.slice"(%104) <{limit_indices = array<i64: 8, 1, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x128xbf16>
      %106 = "stablehlo.slice"(%104) <{limit_indices = array<i64: 8, 1, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x64xbf16>
      %107 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %108 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %110 = "stablehlo.multiply"(%109, %107) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %111 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %113 = "stablehlo.add"(%112, %110) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %114 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %116 = "stablehlo.divide"(%113, %115) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %117 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %119 = "stablehlo.power"(%118, %116) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %120 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %122 = "stablehlo.divide"(%121, %119) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %123 = "stablehlo.convert"(%83) : (tensor<1xi32>) -> tensor<1xf32>
      %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %125 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %126 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
      %127 = "stablehlo.multiply"(%126, %125) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
      %128 = "stablehlo.concatenate"(%127, %127) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
      %129 = "stablehlo.cosine"(%128) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %131 = "stablehlo.sine"(%128) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %133 = "stablehlo.slice"(%106) <{limit_indices = array<i64: 8, 1, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
      %134 = "stablehlo.slice"(%106) <{limit_indices = array<i64: 8, 1, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
      %135 = "stablehlo.negate"(%134) : (tensor<8x1x128x32xbf16>) -> tensor<8x1x128x32xbf16>
      %136 = "stablehlo.concatenate"(%135, %133) <{dimension = 3 : i64}> : (tensor<8x1x128x32xbf16>, tensor<8x1x128x32xbf16>) -> tensor<8x1x128x64xbf16>
      %137 = "stablehlo.convert"(%106) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
      %138 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
      %139 = "stablehlo.multiply"(%137, %138) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
      %140 = "stablehlo.convert"(%136) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
      %141 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
      %142 = "stablehlo.multiply"(%140, %141) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
      %143 = "stablehlo.add"(%139, %142) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
      %144 = "stablehlo.convert"(%143) : (tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xbf16>
      %145 = "stablehlo.dot_general"(%82, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x576xbf16>) -> tensor<8x1x576xbf16>
      %146 = "stablehlo.slice"(%145) <{limit_indices = array<i64: 8, 1, 512>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x512xbf16>
      %147 = "stablehlo.convert"(%146) : (tensor<8x1x512xbf16>) -> tensor<8x1x512xf32>
      %148 = "stablehlo.multiply"(%147, %147) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
      %149 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %150 = "stablehlo.reduce"(%148, %149) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
        %660 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%660) : (tensor<f32>) -> ()
      }) : (tensor<8x1x512xf32>, tensor<f32>) -> tensor<8x1xf32>
      %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %152 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
      %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %154 = "stablehlo.divide"(%151, %153) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %155 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %157 = "stablehlo.add"(%154, %156) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %158 = "stablehlo.rsqrt"(%157) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x512xf32>
      %160 = "stablehlo.multiply"(%147, %159) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
      %161 = "stablehlo.convert"(%160) : (tensor<8x1x512xf32>) -> tensor<8x1x512xbf16>
      %162 = "stablehlo.broadcast_in_dim"(%arg62) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
      %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<8x1x512xbf16>
      %164 = "stablehlo.multiply"(%161, %163) : (tensor<8x1x512xbf16>, tensor<8x1x512xbf16>) -> tensor<8x1x512xbf16>
      %165 = "stablehlo.slice"(%145) <{limit_indices = array<i64: 8, 1, 576>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x64xbf16>
      %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x1x64xbf16>) -> tensor<8x1x1x64xbf16>
      %167 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %168 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %170 = "stablehlo.multiply"(%169, %167) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %173 = "stablehlo.add"(%172, %170) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %174 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %176 = "stablehlo.divide"(%173, %175) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %177 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %179 = "stablehlo.power"(%178, %176) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %180 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %182 = "stablehlo.divide"(%181, %179) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %183 = "stablehlo.convert"(%83) : (tensor<1xi32>) -> tensor<1xf32>
      %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %185 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %186 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
      %187 = "stablehlo.multiply"(%186, %185) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
      %188 = "stablehlo.concatenate"(%187, %187) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
      %189 = "stablehlo.cosine"(%188) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %191 = "stablehlo.sine"(%188) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %193 = "stablehlo.slice"(%166) <{limit_indices = array<i64: 8, 1, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
      %194 = "stablehlo.slice"(%166) <{limit_indices = array<i64: 8, 1, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
      %195 = "stablehlo.negate"(%194) : (tensor<8x1x1x32xbf16>) -> tensor<8x1x1x32xbf16>
      %196 = "stablehlo.concatenate"(%195, %193) <{dimension = 3 : i64}> : (tensor<8x1x1x32xbf16>, tensor<8x1x1x32xbf16>) -> tensor<8x1x1x64xbf16>
      %197 = "stablehlo.convert"(%166) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
      %198 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %199 = "stablehlo.multiply"(%197, %198) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %200 = "stablehlo.convert"(%196) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
      %201 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %202 = "stablehlo.multiply"(%200, %201) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %203 = "stablehlo.add"(%199, %202) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %204 = "stablehlo.convert"(%203) : (tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xbf16>
      %205 = "stablehlo.reshape"(%204) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x64xbf16>
      %206 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %207 = "stablehlo.compare"(%arg99, %206) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %208 = "stablehlo.constant"() <{value = dense<4096> : tensor<i32>}> : () -> tensor<i32>
      %209 = "stablehlo.add"(%arg99, %208) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %210 = "stablehlo.select"(%207, %209, %arg99) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %211 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %212 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %213 = "stablehlo.dynamic_update_slice"(%arg95, %164, %211, %210, %212) : (tensor<8x4096x512xbf16>, tensor<8x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4096x512xbf16>
      %214 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %215 = "stablehlo.compare"(%arg99, %214) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %216 = "stablehlo.constant"() <{value = dense<4096> : tensor<i32>}> : () -> tensor<i32>
      %217 = "stablehlo.add"(%arg99, %216) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %218 = "stablehlo.select"(%215, %217, %arg99) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %219 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %220 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %221 = "stablehlo.dynamic_update_slice"(%arg96, %205, %219, %218, %220) : (tensor<8x4096x64xbf16>, tensor<8x1x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4096x64xbf16>
      %222 = "stablehlo.reshape"(%arg73) : (tensor<512x32768xbf16>) -> tensor<512x128x256xbf16>
      %223 = "stablehlo.slice"(%222) <{limit_indices = array<i64: 512, 128, 128>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
      %224 = "stablehlo.dot_general"(%223, %105) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<512x128x128xbf16>, tensor<8x1x128x128xbf16>) -> tensor<128x512x8x1xbf16>
      %225 = "stablehlo.transpose"(%224) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x512x8x1xbf16>) -> tensor<8x1x128x512xbf16>
      %226 = "stablehlo.dot_general"(%213, %225) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4096x512xbf16>, tensor<8x1x128x512xbf16>) -> tensor<8x4096x1x128xbf16>
      %227 = "stablehlo.transpose"(%226) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x4096x1x128xbf16>) -> tensor<8x128x1x4096xbf16>
      %228 = "stablehlo.dot_general"(%221, %144) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4096x64xbf16>, tensor<8x1x128x64xbf16>) -> tensor<8x4096x1x128xbf16>
      %229 = "stablehlo.transpose"(%228) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x4096x1x128xbf16>) -> tensor<8x128x1x4096xbf16>
      %230 = "stablehlo.add"(%227, %229) : (tensor<8x128x1x4096xbf16>, tensor<8x128x1x4096xbf16>) -> tensor<8x128x1x4096xbf16>
      %231 = "stablehlo.convert"(%230) : (tensor<8x128x1x4096xbf16>) -> tensor<8x128x1x4096xf32>
      %232 = "stablehlo.constant"() <{value = dense<1.920000e+02> : tensor<f32>}> : () -> tensor<f32>
      %233 = "stablehlo.sqrt"(%232) : (tensor<f32>) -> tensor<f32>
      %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1x4096xf32>
      %235 = "stablehlo.divide"(%231, %234) : (tensor<8x128x1x4096xf32>, tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
      %236 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4096xi32>
      %237 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4096xi32>
      %238 = "stablehlo.compare"(%236, %237) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
      %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4096xi1>) -> tensor<1x1x1x4096xi1>
      %240 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %241 = "func.call"(%239, %235, %240) <{callee = @_where_0}> : (tensor<1x1x1x4096xi1>, tensor<8x128x1x4096xf32>, tensor<f32>) -> tensor<8x128x1x4096xf32>
      %242 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %243 = "stablehlo.reduce"(%241, %242) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
        %659 = "stablehlo.maximum"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%659) : (tensor<f32>) -> ()
      }) : (tensor<8x128x1x4096xf32>, tensor<f32>) -> tensor<8x128x1xf32>
      %244 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
      %246 = "stablehlo.maximum"(%245, %243) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
      %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
      %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x4096xf32>
      %249 = "stablehlo.subtract"(%241, %248) : (tensor<8x128x1x4096xf32>, tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
      %250 = "stablehlo.exponential"(%249) : (tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
      %251 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %252 = "stablehlo.reduce"(%250, %251) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
        %658 = "stablehlo.add"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%658) : (tensor<f32>) -> ()
      }) : (tensor<8x128x1x4096xf32>, tensor<f32>) -> tensor<8x128x1xf32>
      %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
      %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x4096xf32>
      %255 = "stablehlo.divide"(%250, %254) : (tensor<8x128x1x4096xf32>, tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
      %256 = "stablehlo.convert"(%255) : (tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xbf16>
      %257 = "stablehlo.dot_general"(%213, %256) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4096x512xbf16>, tensor<8x128x1x4096xbf16>) -> tensor<8x512x128x1xbf16>
      %258 = "stablehlo.transpose"(%257) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x512x128x1xbf16>) -> tensor<8x1x128x512xbf16>
      %259 = "stablehlo.slice"(%222) <{limit_indices = array<i64: 512, 128, 256>, start_indices = array<i64: 0, 0, 128>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
      %260 = "stablehlo.dot_general"(%259, %258) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<512x128x128xbf16>, tensor<8x1x128x512xbf16>) -> tensor<128x128x8x1xbf16>
      %261 = "stablehlo.transpose"(%260) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x128x8x1xbf16>) -> tensor<8x1x128x128xbf16>
      %262 = "stablehlo.reshape"(%261) : (tensor<8x1x128x128xbf16>) -> tensor<8x1x16384xbf16>
      %263 = "stablehlo.dot_general"(%262, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<8x1x7168xbf16>
      %264 = "stablehlo.add"(%64, %263) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %265 = "stablehlo.convert"(%264) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
      %266 = "stablehlo.multiply"(%265, %265) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %267 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %268 = "stablehlo.reduce"(%266, %267) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
        %657 = "stablehlo.add"(%arg126, %arg127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%657) : (tensor<f32>) -> ()
      }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
      %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %270 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
      %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %272 = "stablehlo.divide"(%269, %271) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %273 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %275 = "stablehlo.add"(%272, %274) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %276 = "stablehlo.rsqrt"(%275) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
      %278 = "stablehlo.multiply"(%265, %277) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %279 = "stablehlo.convert"(%278) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
      %280 = "stablehlo.broadcast_in_dim"(%arg63) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %282 = "stablehlo.multiply"(%279, %281) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %283 = "stablehlo.dot_general"(%282, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
      %284 = "func.call"(%283) <{callee = @silu}> : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
      %285 = "stablehlo.dot_general"(%282, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
      %286 = "stablehlo.multiply"(%284, %285) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
      %287 = "stablehlo.dot_general"(%286, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x2048xbf16>, tensor<2048x7168xbf16>) -> tensor<8x1x7168xbf16>
      %288 = "stablehlo.reshape"(%282) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16>
      %289 = "stablehlo.dot_general"(%288, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168xbf16>, tensor<7168x32xbf16>) -> tensor<8x32xbf16>
      %290 = "stablehlo.convert"(%289) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
      %291 = "stablehlo.negate"(%290) : (tensor<8x32xf32>) -> tensor<8x32xf32>
      %292 = "stablehlo.exponential"(%291) : (tensor<8x32xf32>) -> tensor<8x32xf32>
      %293 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
      %295 = "stablehlo.add"(%294, %292) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %296 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
      %298 = "stablehlo.divide"(%297, %295) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %299:2 = "chlo.top_k"(%298) <{k = 8 : i64}> : (tensor<8x32xf32>) -> (tensor<8x8xf32>, tensor<8x8xi32>)
      %300 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %301 = "stablehlo.reduce"(%299#0, %300) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
        %656 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%656) : (tensor<f32>) -> ()
      }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
      %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x8xf32>
      %304 = "stablehlo.divide"(%299#0, %303) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %305 = "stablehlo.convert"(%304) : (tensor<8x8xf32>) -> tensor<8x8xbf16>
      %306 = "func.call"(%299#1) <{callee = @_one_hot}> : (tensor<8x8xi32>) -> tensor<8x8x32xi32>
      %307 = "stablehlo.reshape"(%306) : (tensor<8x8x32xi32>) -> tensor<64x32xi32>
      %308 = "func.call"(%307) <{callee = @cumsum}> : (tensor<64x32xi32>) -> tensor<64x32xi32>
      %309 = "stablehlo.reshape"(%308) : (tensor<64x32xi32>) -> tensor<8x8x32xi32>
      %310 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8x32xi32>
      %312 = "stablehlo.subtract"(%309, %311) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
      %313 = "stablehlo.multiply"(%312, %306) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
      %314 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %315 = "stablehlo.reduce"(%313, %314) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg122: tensor<i32>, %arg123: tensor<i32>):
        %655 = "stablehlo.add"(%arg122, %arg123) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%655) : (tensor<i32>) -> ()
      }) : (tensor<8x8x32xi32>, tensor<i32>) -> tensor<8x8xi32>
      %316 = "stablehlo.convert"(%306) : (tensor<8x8x32xi32>) -> tensor<8x8x32xbf16>
      %317 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x32xbf16>) -> tensor<8x8x32x1xbf16>
      %318 = "func.call"(%315) <{callee = @_one_hot_2}> : (tensor<8x8xi32>) -> tensor<8x8x4xbf16>
      %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x8x4xbf16>) -> tensor<8x8x1x4xbf16>
      %320 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x32x1xbf16>) -> tensor<8x8x32x4xbf16>
      %321 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x1x4xbf16>) -> tensor<8x8x32x4xbf16>
      %322 = "stablehlo.multiply"(%320, %321) : (tensor<8x8x32x4xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xbf16>
      %323 = "stablehlo.convert"(%322) : (tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xf32>
      %324 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %325 = "stablehlo.reduce"(%323, %324) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
        %654 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%654) : (tensor<f32>) -> ()
      }) : (tensor<8x8x32x4xf32>, tensor<f32>) -> tensor<8x32x4xf32>
      %326 = "stablehlo.convert"(%325) : (tensor<8x32x4xf32>) -> tensor<8x32x4xbf16>
      %327 = "stablehlo.dot_general"(%305, %322) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x32x4xbf16>
      %328 = "stablehlo.dot_general"(%326, %288) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32x4xbf16>, tensor<8x7168xbf16>) -> tensor<32x4x7168xbf16>
      %329 = "stablehlo.all_to_all"(%328) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
      %330 = "stablehlo.reshape"(%329) : (tensor<32x4x7168xbf16>) -> tensor<4x8x4x7168xbf16>
      %331 = "stablehlo.dot_general"(%arg70, %330) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
      %332 = "stablehlo.transpose"(%331) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
      %333 = "func.call"(%332) <{callee = @silu_3}> : (tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
      %334 = "stablehlo.dot_general"(%arg71, %330) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
      %335 = "stablehlo.transpose"(%334) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
      %336 = "stablehlo.multiply"(%333, %335) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
      %337 = "stablehlo.dot_general"(%arg69, %336) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x7168xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<8x7168x4x4xbf16>
      %338 = "stablehlo.transpose"(%337) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x7168x4x4xbf16>) -> tensor<4x8x4x7168xbf16>
      %339 = "stablehlo.reshape"(%338) : (tensor<4x8x4x7168xbf16>) -> tensor<32x4x7168xbf16>
      %340 = "stablehlo.all_to_all"(%339) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
      %341 = "stablehlo.dot_general"(%327, %340) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32x4xbf16>, tensor<32x4x7168xbf16>) -> tensor<8x7168xbf16>
      %342 = "stablehlo.reshape"(%341) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16>
      %343 = "stablehlo.add"(%287, %342) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %344 = "stablehlo.add"(%264, %343) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %345 = "stablehlo.convert"(%344) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
      %346 = "stablehlo.multiply"(%345, %345) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %347 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %348 = "stablehlo.reduce"(%346, %347) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
        %653 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%653) : (tensor<f32>) -> ()
      }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
      %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %350 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
      %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %352 = "stablehlo.divide"(%349, %351) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %353 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %355 = "stablehlo.add"(%352, %354) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %356 = "stablehlo.rsqrt"(%355) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
      %358 = "stablehlo.multiply"(%345, %357) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %359 = "stablehlo.convert"(%358) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
      %360 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %362 = "stablehlo.multiply"(%359, %361) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %363 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
      %364 = "stablehlo.dot_general"(%362, %arg91) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<8x1x1536xbf16>
      %365 = "stablehlo.convert"(%364) : (tensor<8x1x1536xbf16>) -> tensor<8x1x1536xf32>
      %366 = "stablehlo.multiply"(%365, %365) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
      %367 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %368 = "stablehlo.reduce"(%366, %367) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
        %652 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%652) : (tensor<f32>) -> ()
      }) : (tensor<8x1x1536xf32>, tensor<f32>) -> tensor<8x1xf32>
      %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %370 = "stablehlo.constant"() <{value = dense<1.536000e+03> : tensor<f32>}> : () -> tensor<f32>
      %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %372 = "stablehlo.divide"(%369, %371) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %373 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %374 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %375 = "stablehlo.add"(%372, %374) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %376 = "stablehlo.rsqrt"(%375) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x1536xf32>
      %378 = "stablehlo.multiply"(%365, %377) : (tensor<8x1x1536xf32>, tensor<8x1x1536xf32>) -> tensor<8x1x1536xf32>
      %379 = "stablehlo.convert"(%378) : (tensor<8x1x1536xf32>) -> tensor<8x1x1536xbf16>
      %380 = "stablehlo.broadcast_in_dim"(%arg80) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1536xbf16>) -> tensor<1x1x1536xbf16>
      %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<8x1x1536xbf16>
      %382 = "stablehlo.multiply"(%379, %381) : (tensor<8x1x1536xbf16>, tensor<8x1x1536xbf16>) -> tensor<8x1x1536xbf16>
      %383 = "stablehlo.dot_general"(%382, %arg92) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<8x1x24576xbf16>
      %384 = "stablehlo.reshape"(%383) : (tensor<8x1x24576xbf16>) -> tensor<8x1x128x192xbf16>
      %385 = "stablehlo.slice"(%384) <{limit_indices = array<i64: 8, 1, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x128xbf16>
      %386 = "stablehlo.slice"(%384) <{limit_indices = array<i64: 8, 1, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x192xbf16>) -> tensor<8x1x128x64xbf16>
      %387 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %388 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %390 = "stablehlo.multiply"(%389, %387) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %391 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %393 = "stablehlo.add"(%392, %390) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %394 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %396 = "stablehlo.divide"(%393, %395) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %397 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %399 = "stablehlo.power"(%398, %396) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %400 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %402 = "stablehlo.divide"(%401, %399) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %403 = "stablehlo.convert"(%363) : (tensor<1xi32>) -> tensor<1xf32>
      %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %405 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %406 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
      %407 = "stablehlo.multiply"(%406, %405) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
      %408 = "stablehlo.concatenate"(%407, %407) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
      %409 = "stablehlo.cosine"(%408) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %411 = "stablehlo.sine"(%408) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %413 = "stablehlo.slice"(%386) <{limit_indices = array<i64: 8, 1, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
      %414 = "stablehlo.slice"(%386) <{limit_indices = array<i64: 8, 1, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x32xbf16>
      %415 = "stablehlo.negate"(%414) : (tensor<8x1x128x32xbf16>) -> tensor<8x1x128x32xbf16>
      %416 = "stablehlo.concatenate"(%415, %413) <{dimension = 3 : i64}> : (tensor<8x1x128x32xbf16>, tensor<8x1x128x32xbf16>) -> tensor<8x1x128x64xbf16>
      %417 = "stablehlo.convert"(%386) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
      %418 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
      %419 = "stablehlo.multiply"(%417, %418) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
      %420 = "stablehlo.convert"(%416) : (tensor<8x1x128x64xbf16>) -> tensor<8x1x128x64xf32>
      %421 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x128x64xf32>
      %422 = "stablehlo.multiply"(%420, %421) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
      %423 = "stablehlo.add"(%419, %422) : (tensor<8x1x128x64xf32>, tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xf32>
      %424 = "stablehlo.convert"(%423) : (tensor<8x1x128x64xf32>) -> tensor<8x1x128x64xbf16>
      %425 = "stablehlo.dot_general"(%362, %arg88) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x576xbf16>) -> tensor<8x1x576xbf16>
      %426 = "stablehlo.slice"(%425) <{limit_indices = array<i64: 8, 1, 512>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x512xbf16>
      %427 = "stablehlo.convert"(%426) : (tensor<8x1x512xbf16>) -> tensor<8x1x512xf32>
      %428 = "stablehlo.multiply"(%427, %427) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
      %429 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %430 = "stablehlo.reduce"(%428, %429) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
        %651 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%651) : (tensor<f32>) -> ()
      }) : (tensor<8x1x512xf32>, tensor<f32>) -> tensor<8x1xf32>
      %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %432 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
      %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %434 = "stablehlo.divide"(%431, %433) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %435 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %437 = "stablehlo.add"(%434, %436) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %438 = "stablehlo.rsqrt"(%437) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x512xf32>
      %440 = "stablehlo.multiply"(%427, %439) : (tensor<8x1x512xf32>, tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
      %441 = "stablehlo.convert"(%440) : (tensor<8x1x512xf32>) -> tensor<8x1x512xbf16>
      %442 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
      %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<8x1x512xbf16>
      %444 = "stablehlo.multiply"(%441, %443) : (tensor<8x1x512xbf16>, tensor<8x1x512xbf16>) -> tensor<8x1x512xbf16>
      %445 = "stablehlo.slice"(%425) <{limit_indices = array<i64: 8, 1, 576>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<8x1x576xbf16>) -> tensor<8x1x64xbf16>
      %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x1x64xbf16>) -> tensor<8x1x1x64xbf16>
      %447 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %448 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %450 = "stablehlo.multiply"(%449, %447) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %451 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %453 = "stablehlo.add"(%452, %450) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %454 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %456 = "stablehlo.divide"(%453, %455) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %457 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %459 = "stablehlo.power"(%458, %456) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %460 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %462 = "stablehlo.divide"(%461, %459) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %463 = "stablehlo.convert"(%363) : (tensor<1xi32>) -> tensor<1xf32>
      %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
      %465 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %466 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x32xf32>
      %467 = "stablehlo.multiply"(%466, %465) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
      %468 = "stablehlo.concatenate"(%467, %467) <{dimension = 1 : i64}> : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x64xf32>
      %469 = "stablehlo.cosine"(%468) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %470 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %471 = "stablehlo.sine"(%468) : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
      %473 = "stablehlo.slice"(%446) <{limit_indices = array<i64: 8, 1, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
      %474 = "stablehlo.slice"(%446) <{limit_indices = array<i64: 8, 1, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x32xbf16>
      %475 = "stablehlo.negate"(%474) : (tensor<8x1x1x32xbf16>) -> tensor<8x1x1x32xbf16>
      %476 = "stablehlo.concatenate"(%475, %473) <{dimension = 3 : i64}> : (tensor<8x1x1x32xbf16>, tensor<8x1x1x32xbf16>) -> tensor<8x1x1x64xbf16>
      %477 = "stablehlo.convert"(%446) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
      %478 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %479 = "stablehlo.multiply"(%477, %478) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %480 = "stablehlo.convert"(%476) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x1x64xf32>
      %481 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %482 = "stablehlo.multiply"(%480, %481) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %483 = "stablehlo.add"(%479, %482) : (tensor<8x1x1x64xf32>, tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xf32>
      %484 = "stablehlo.convert"(%483) : (tensor<8x1x1x64xf32>) -> tensor<8x1x1x64xbf16>
      %485 = "stablehlo.reshape"(%484) : (tensor<8x1x1x64xbf16>) -> tensor<8x1x64xbf16>
      %486 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %487 = "stablehlo.compare"(%arg99, %486) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %488 = "stablehlo.constant"() <{value = dense<4096> : tensor<i32>}> : () -> tensor<i32>
      %489 = "stablehlo.add"(%arg99, %488) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %490 = "stablehlo.select"(%487, %489, %arg99) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %491 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %492 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %493 = "stablehlo.dynamic_update_slice"(%arg97, %444, %491, %490, %492) : (tensor<8x4096x512xbf16>, tensor<8x1x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4096x512xbf16>
      %494 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %495 = "stablehlo.compare"(%arg99, %494) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %496 = "stablehlo.constant"() <{value = dense<4096> : tensor<i32>}> : () -> tensor<i32>
      %497 = "stablehlo.add"(%arg99, %496) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %498 = "stablehlo.select"(%495, %497, %arg99) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %499 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %500 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %501 = "stablehlo.dynamic_update_slice"(%arg98, %485, %499, %498, %500) : (tensor<8x4096x64xbf16>, tensor<8x1x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4096x64xbf16>
      %502 = "stablehlo.reshape"(%arg89) : (tensor<512x32768xbf16>) -> tensor<512x128x256xbf16>
      %503 = "stablehlo.slice"(%502) <{limit_indices = array<i64: 512, 128, 128>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
      %504 = "stablehlo.dot_general"(%503, %385) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<512x128x128xbf16>, tensor<8x1x128x128xbf16>) -> tensor<128x512x8x1xbf16>
      %505 = "stablehlo.transpose"(%504) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x512x8x1xbf16>) -> tensor<8x1x128x512xbf16>
      %506 = "stablehlo.dot_general"(%493, %505) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4096x512xbf16>, tensor<8x1x128x512xbf16>) -> tensor<8x4096x1x128xbf16>
      %507 = "stablehlo.transpose"(%506) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x4096x1x128xbf16>) -> tensor<8x128x1x4096xbf16>
      %508 = "stablehlo.dot_general"(%501, %424) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4096x64xbf16>, tensor<8x1x128x64xbf16>) -> tensor<8x4096x1x128xbf16>
      %509 = "stablehlo.transpose"(%508) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x4096x1x128xbf16>) -> tensor<8x128x1x4096xbf16>
      %510 = "stablehlo.add"(%507, %509) : (tensor<8x128x1x4096xbf16>, tensor<8x128x1x4096xbf16>) -> tensor<8x128x1x4096xbf16>
      %511 = "stablehlo.convert"(%510) : (tensor<8x128x1x4096xbf16>) -> tensor<8x128x1x4096xf32>
      %512 = "stablehlo.constant"() <{value = dense<1.920000e+02> : tensor<f32>}> : () -> tensor<f32>
      %513 = "stablehlo.sqrt"(%512) : (tensor<f32>) -> tensor<f32>
      %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1x4096xf32>
      %515 = "stablehlo.divide"(%511, %514) : (tensor<8x128x1x4096xf32>, tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
      %516 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4096xi32>
      %517 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4096xi32>
      %518 = "stablehlo.compare"(%516, %517) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
      %519 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4096xi1>) -> tensor<1x1x1x4096xi1>
      %520 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %521 = "func.call"(%519, %515, %520) <{callee = @_where_0}> : (tensor<1x1x1x4096xi1>, tensor<8x128x1x4096xf32>, tensor<f32>) -> tensor<8x128x1x4096xf32>
      %522 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %523 = "stablehlo.reduce"(%521, %522) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
        %650 = "stablehlo.maximum"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%650) : (tensor<f32>) -> ()
      }) : (tensor<8x128x1x4096xf32>, tensor<f32>) -> tensor<8x128x1xf32>
      %524 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %525 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x1xf32>
      %526 = "stablehlo.maximum"(%525, %523) : (tensor<8x128x1xf32>, tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
      %527 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
      %528 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x4096xf32>
      %529 = "stablehlo.subtract"(%521, %528) : (tensor<8x128x1x4096xf32>, tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
      %530 = "stablehlo.exponential"(%529) : (tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
      %531 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %532 = "stablehlo.reduce"(%530, %531) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
        %649 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%649) : (tensor<f32>) -> ()
      }) : (tensor<8x128x1x4096xf32>, tensor<f32>) -> tensor<8x128x1xf32>
      %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x128x1xf32>) -> tensor<8x128x1x1xf32>
      %534 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x4096xf32>
      %535 = "stablehlo.divide"(%530, %534) : (tensor<8x128x1x4096xf32>, tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xf32>
      %536 = "stablehlo.convert"(%535) : (tensor<8x128x1x4096xf32>) -> tensor<8x128x1x4096xbf16>
      %537 = "stablehlo.dot_general"(%493, %536) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x4096x512xbf16>, tensor<8x128x1x4096xbf16>) -> tensor<8x512x128x1xbf16>
      %538 = "stablehlo.transpose"(%537) <{permutation = array<i64: 0, 3, 2, 1>}> : (tensor<8x512x128x1xbf16>) -> tensor<8x1x128x512xbf16>
      %539 = "stablehlo.slice"(%502) <{limit_indices = array<i64: 512, 128, 256>, start_indices = array<i64: 0, 0, 128>, strides = array<i64: 1, 1, 1>}> : (tensor<512x128x256xbf16>) -> tensor<512x128x128xbf16>
      %540 = "stablehlo.dot_general"(%539, %538) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [2], lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<512x128x128xbf16>, tensor<8x1x128x512xbf16>) -> tensor<128x128x8x1xbf16>
      %541 = "stablehlo.transpose"(%540) <{permutation = array<i64: 2, 3, 0, 1>}> : (tensor<128x128x8x1xbf16>) -> tensor<8x1x128x128xbf16>
      %542 = "stablehlo.reshape"(%541) : (tensor<8x1x128x128xbf16>) -> tensor<8x1x16384xbf16>
      %543 = "stablehlo.dot_general"(%542, %arg90) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<8x1x7168xbf16>
      %544 = "stablehlo.add"(%344, %543) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %545 = "stablehlo.convert"(%544) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
      %546 = "stablehlo.multiply"(%545, %545) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %547 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %548 = "stablehlo.reduce"(%546, %547) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
        %648 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%648) : (tensor<f32>) -> ()
      }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
      %549 = "stablehlo.broadcast_in_dim"(%548) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %550 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
      %551 = "stablehlo.broadcast_in_dim"(%550) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %552 = "stablehlo.divide"(%549, %551) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %553 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %554 = "stablehlo.broadcast_in_dim"(%553) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %555 = "stablehlo.add"(%552, %554) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %556 = "stablehlo.rsqrt"(%555) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
      %558 = "stablehlo.multiply"(%545, %557) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %559 = "stablehlo.convert"(%558) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
      %560 = "stablehlo.broadcast_in_dim"(%arg79) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %562 = "stablehlo.multiply"(%559, %561) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %563 = "stablehlo.dot_general"(%562, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
      %564 = "func.call"(%563) <{callee = @silu}> : (tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
      %565 = "stablehlo.dot_general"(%562, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<8x1x2048xbf16>
      %566 = "stablehlo.multiply"(%564, %565) : (tensor<8x1x2048xbf16>, tensor<8x1x2048xbf16>) -> tensor<8x1x2048xbf16>
      %567 = "stablehlo.dot_general"(%566, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x2048xbf16>, tensor<2048x7168xbf16>) -> tensor<8x1x7168xbf16>
      %568 = "stablehlo.reshape"(%562) : (tensor<8x1x7168xbf16>) -> tensor<8x7168xbf16>
      %569 = "stablehlo.dot_general"(%568, %arg81) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168xbf16>, tensor<7168x32xbf16>) -> tensor<8x32xbf16>
      %570 = "stablehlo.convert"(%569) : (tensor<8x32xbf16>) -> tensor<8x32xf32>
      %571 = "stablehlo.negate"(%570) : (tensor<8x32xf32>) -> tensor<8x32xf32>
      %572 = "stablehlo.exponential"(%571) : (tensor<8x32xf32>) -> tensor<8x32xf32>
      %573 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %574 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
      %575 = "stablehlo.add"(%574, %572) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %576 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %577 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
      %578 = "stablehlo.divide"(%577, %575) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
      %579:2 = "chlo.top_k"(%578) <{k = 8 : i64}> : (tensor<8x32xf32>) -> (tensor<8x8xf32>, tensor<8x8xi32>)
      %580 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %581 = "stablehlo.reduce"(%579#0, %580) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
        %647 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%647) : (tensor<f32>) -> ()
      }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      %582 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
      %583 = "stablehlo.broadcast_in_dim"(%582) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x8xf32>
      %584 = "stablehlo.divide"(%579#0, %583) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
      %585 = "stablehlo.convert"(%584) : (tensor<8x8xf32>) -> tensor<8x8xbf16>
      %586 = "func.call"(%579#1) <{callee = @_one_hot}> : (tensor<8x8xi32>) -> tensor<8x8x32xi32>
      %587 = "stablehlo.reshape"(%586) : (tensor<8x8x32xi32>) -> tensor<64x32xi32>
      %588 = "func.call"(%587) <{callee = @cumsum}> : (tensor<64x32xi32>) -> tensor<64x32xi32>
      %589 = "stablehlo.reshape"(%588) : (tensor<64x32xi32>) -> tensor<8x8x32xi32>
      %590 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x8x32xi32>
      %592 = "stablehlo.subtract"(%589, %591) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
      %593 = "stablehlo.multiply"(%592, %586) : (tensor<8x8x32xi32>, tensor<8x8x32xi32>) -> tensor<8x8x32xi32>
      %594 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %595 = "stablehlo.reduce"(%593, %594) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg104: tensor<i32>, %arg105: tensor<i32>):
        %646 = "stablehlo.add"(%arg104, %arg105) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%646) : (tensor<i32>) -> ()
      }) : (tensor<8x8x32xi32>, tensor<i32>) -> tensor<8x8xi32>
      %596 = "stablehlo.convert"(%586) : (tensor<8x8x32xi32>) -> tensor<8x8x32xbf16>
      %597 = "stablehlo.broadcast_in_dim"(%596) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x8x32xbf16>) -> tensor<8x8x32x1xbf16>
      %598 = "func.call"(%595) <{callee = @_one_hot_2}> : (tensor<8x8xi32>) -> tensor<8x8x4xbf16>
      %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<8x8x4xbf16>) -> tensor<8x8x1x4xbf16>
      %600 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x32x1xbf16>) -> tensor<8x8x32x4xbf16>
      %601 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<8x8x1x4xbf16>) -> tensor<8x8x32x4xbf16>
      %602 = "stablehlo.multiply"(%600, %601) : (tensor<8x8x32x4xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xbf16>
      %603 = "stablehlo.convert"(%602) : (tensor<8x8x32x4xbf16>) -> tensor<8x8x32x4xf32>
      %604 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %605 = "stablehlo.reduce"(%603, %604) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
        %645 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%645) : (tensor<f32>) -> ()
      }) : (tensor<8x8x32x4xf32>, tensor<f32>) -> tensor<8x32x4xf32>
      %606 = "stablehlo.convert"(%605) : (tensor<8x32x4xf32>) -> tensor<8x32x4xbf16>
      %607 = "stablehlo.dot_general"(%585, %602) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x8xbf16>, tensor<8x8x32x4xbf16>) -> tensor<8x32x4xbf16>
      %608 = "stablehlo.dot_general"(%606, %568) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32x4xbf16>, tensor<8x7168xbf16>) -> tensor<32x4x7168xbf16>
      %609 = "stablehlo.all_to_all"(%608) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
      %610 = "stablehlo.reshape"(%609) : (tensor<32x4x7168xbf16>) -> tensor<4x8x4x7168xbf16>
      %611 = "stablehlo.dot_general"(%arg86, %610) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
      %612 = "stablehlo.transpose"(%611) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
      %613 = "func.call"(%612) <{callee = @silu_3}> : (tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
      %614 = "stablehlo.dot_general"(%arg87, %610) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x4x7168xbf16>) -> tensor<8x2048x4x4xbf16>
      %615 = "stablehlo.transpose"(%614) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x4xbf16>) -> tensor<4x8x4x2048xbf16>
      %616 = "stablehlo.multiply"(%613, %615) : (tensor<4x8x4x2048xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<4x8x4x2048xbf16>
      %617 = "stablehlo.dot_general"(%arg85, %616) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x7168xbf16>, tensor<4x8x4x2048xbf16>) -> tensor<8x7168x4x4xbf16>
      %618 = "stablehlo.transpose"(%617) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x7168x4x4xbf16>) -> tensor<4x8x4x7168xbf16>
      %619 = "stablehlo.reshape"(%618) : (tensor<4x8x4x7168xbf16>) -> tensor<32x4x7168xbf16>
      %620 = "stablehlo.all_to_all"(%619) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x4x7168xbf16>) -> tensor<32x4x7168xbf16>
      %621 = "stablehlo.dot_general"(%607, %620) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32x4xbf16>, tensor<32x4x7168xbf16>) -> tensor<8x7168xbf16>
      %622 = "stablehlo.reshape"(%621) : (tensor<8x7168xbf16>) -> tensor<8x1x7168xbf16>
      %623 = "stablehlo.add"(%567, %622) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %624 = "stablehlo.add"(%544, %623) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %625 = "stablehlo.convert"(%624) : (tensor<8x1x7168xbf16>) -> tensor<8x1x7168xf32>
      %626 = "stablehlo.multiply"(%625, %625) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %627 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %628 = "stablehlo.reduce"(%626, %627) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
        %644 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%644) : (tensor<f32>) -> ()
      }) : (tensor<8x1x7168xf32>, tensor<f32>) -> tensor<8x1xf32>
      %629 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %630 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
      %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %632 = "stablehlo.divide"(%629, %631) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %633 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %634 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x1x1xf32>
      %635 = "stablehlo.add"(%632, %634) : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %636 = "stablehlo.rsqrt"(%635) : (tensor<8x1x1xf32>) -> tensor<8x1x1xf32>
      %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x1x1xf32>) -> tensor<8x1x7168xf32>
      %638 = "stablehlo.multiply"(%625, %637) : (tensor<8x1x7168xf32>, tensor<8x1x7168xf32>) -> tensor<8x1x7168xf32>
      %639 = "stablehlo.convert"(%638) : (tensor<8x1x7168xf32>) -> tensor<8x1x7168xbf16>
      %640 = "stablehlo.broadcast_in_dim"(%arg60) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %641 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %642 = "stablehlo.multiply"(%639, %641) : (tensor<8x1x7168xbf16>, tensor<8x1x7168xbf16>) -> tensor<8x1x7168xbf16>
      %643 = "stablehlo.dot_general"(%642, %arg93) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x1x7168xbf16>, tensor<7168x129280xbf16>) -> tensor<8x1x129280xbf16>
      "sdy.return"(%643, %213, %221, %493, %501) : (tensor<8x1x129280xbf16>, tensor<8x4096x512xbf16>, tensor<8x4096x64xbf16>, tensor<8x4096x512xbf16>, tensor<8x4096x64xbf16>) -> ()
    }) : (tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<32x1xi32>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>, tensor<i32>) -> (tensor<32x1x129280xbf16>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>)
    "func.return"(%63#0, %63#1, %63#2, %63#3, %63#4) : (tensor<32x1x129280xbf16>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>, tensor<32x4096x512xbf16>, tensor<32x4096x64xbf16>) -> ()
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
