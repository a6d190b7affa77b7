"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["ep"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "ep", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}]>}], function_type = (tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<4x4096xi32>, tensor<4x4096xi32>) -> (tensor<f32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['kv_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['q_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['router']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['shared_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['shared_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['shared_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1]['layers'][0]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1]['layers'][0]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wkv_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wkv_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wq_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wq_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][1]['kv_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][1]['q_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][1]['router']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['shared_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['shared_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['shared_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1]['layers'][1]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1]['layers'][1]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wkv_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wkv_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wq_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wq_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg53: tensor<129280x7168xbf16>, %arg54: tensor<7168xbf16>, %arg55: tensor<7168xbf16>, %arg56: tensor<512xbf16>, %arg57: tensor<7168xbf16>, %arg58: tensor<1536xbf16>, %arg59: tensor<7168x32xbf16>, %arg60: tensor<2048x7168xbf16>, %arg61: tensor<7168x2048xbf16>, %arg62: tensor<7168x2048xbf16>, %arg63: tensor<32x2048x7168xbf16>, %arg64: tensor<32x7168x2048xbf16>, %arg65: tensor<32x7168x2048xbf16>, %arg66: tensor<7168x576xbf16>, %arg67: tensor<512x32768xbf16>, %arg68: tensor<16384x7168xbf16>, %arg69: tensor<7168x1536xbf16>, %arg70: tensor<1536x24576xbf16>, %arg71: tensor<7168xbf16>, %arg72: tensor<512xbf16>, %arg73: tensor<7168xbf16>, %arg74: tensor<1536xbf16>, %arg75: tensor<7168x32xbf16>, %arg76: tensor<2048x7168xbf16>, %arg77: tensor<7168x2048xbf16>, %arg78: tensor<7168x2048xbf16>, %arg79: tensor<32x2048x7168xbf16>, %arg80: tensor<32x7168x2048xbf16>, %arg81: tensor<32x7168x2048xbf16>, %arg82: tensor<7168x576xbf16>, %arg83: tensor<512x32768xbf16>, %arg84: tensor<16384x7168xbf16>, %arg85: tensor<7168x1536xbf16>, %arg86: tensor<1536x24576xbf16>, %arg87: tensor<7168x129280xbf16>, %arg88: tensor<4x4096xi32>, %arg89: tensor<4x4096xi32>):
    %153:36 = "sdy.manual_computation"(%arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %arg62, %arg63, %arg64, %arg65, %arg66, %arg67, %arg68, %arg69, %arg70, %arg71, %arg72, %arg73, %arg74, %arg75, %arg76, %arg77, %arg78, %arg79, %arg80, %arg81, %arg82, %arg83, %arg84, %arg85, %arg86, %arg87, %arg88, %arg89) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}]>, <@mesh, [{"ep"}, {}]>]>, manual_axes = #sdy<manual_axes{"ep"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>]>}> ({
    ^bb0(%arg90: tensor<129280x7168xbf16>, %arg91: tensor<7168xbf16>, %arg92: tensor<7168xbf16>, %arg93: tensor<512xbf16>, %arg94: tensor<7168xbf16>, %arg95: tensor<1536xbf16>, %arg96: tensor<7168x32xbf16>, %arg97: tensor<2048x7168xbf16>, %arg98: tensor<7168x2048xbf16>, %arg99: tensor<7168x2048xbf16>, %arg100: tensor<8x2048x7168xbf16>, %arg101: tensor<8x7168x2048xbf16>, %arg102: tensor<8x7168x2048xbf16>, %arg103: tensor<7168x576xbf16>, %arg104: tensor<512x32768xbf16>, %arg105: tensor<16384x7168xbf16>, %arg106: tensor<7168x1536xbf16>, %arg107: tensor<1536x24576xbf16>, %arg108: tensor<7168xbf16>, %arg109: tensor<512xbf16>, %arg110: tensor<7168xbf16>, %arg111: tensor<1536xbf16>, %arg112: tensor<7168x32xbf16>, %arg113: tensor<2048x7168xbf16>, %arg114: tensor<7168x2048xbf16>, %arg115: tensor<7168x2048xbf16>, %arg116: tensor<8x2048x7168xbf16>, %arg117: tensor<8x7168x2048xbf16>, %arg118: tensor<8x7168x2048xbf16>, %arg119: tensor<7168x576xbf16>, %arg120: tensor<512x32768xbf16>, %arg121: tensor<16384x7168xbf16>, %arg122: tensor<7168x1536xbf16>, %arg123: tensor<1536x24576xbf16>, %arg124: tensor<7168x129280xbf16>, %arg125: tensor<1x4096xi32>, %arg126: tensor<1x4096xi32>):
      %154 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4096xi32>
      %155 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
      %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4096x4096xi1>
      %157 = "func.call"(%156) <{callee = @tril}> : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
      %158:2 = "func.call"(%arg90, %arg125) <{callee = @_take}> : (tensor<129280x7168xbf16>, tensor<1x4096xi32>) -> (tensor<1x4096x7168xbf16>, tensor<1x4096x1xi32>)
      %159 = "stablehlo.convert"(%158#0) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
      %160 = "stablehlo.multiply"(%159, %159) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %161 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %162 = "stablehlo.reduce"(%160, %161) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg329: tensor<f32>, %arg330: tensor<f32>):
        %1609 = "stablehlo.add"(%arg329, %arg330) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1609) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %164 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
      %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %166 = "stablehlo.divide"(%163, %165) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %167 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %169 = "stablehlo.add"(%166, %168) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %170 = "stablehlo.rsqrt"(%169) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %171 = "stablehlo.divide"(%170, %169) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %172 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %174 = "stablehlo.multiply"(%173, %171) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %175 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
      %176 = "stablehlo.multiply"(%159, %175) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %177 = "stablehlo.convert"(%176) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
      %178 = "stablehlo.broadcast_in_dim"(%arg92) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %180 = "stablehlo.multiply"(%177, %179) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %181 = "stablehlo.dot_general"(%180, %arg106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<1x4096x1536xbf16>
      %182 = "stablehlo.convert"(%181) : (tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xf32>
      %183 = "stablehlo.multiply"(%182, %182) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %184 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %185 = "stablehlo.reduce"(%183, %184) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg327: tensor<f32>, %arg328: tensor<f32>):
        %1608 = "stablehlo.add"(%arg327, %arg328) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1608) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1536xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %187 = "stablehlo.constant"() <{value = dense<1.536000e+03> : tensor<f32>}> : () -> tensor<f32>
      %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %189 = "stablehlo.divide"(%186, %188) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %190 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %192 = "stablehlo.add"(%189, %191) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %193 = "stablehlo.rsqrt"(%192) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %194 = "stablehlo.divide"(%193, %192) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %195 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %197 = "stablehlo.multiply"(%196, %194) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %198 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x1536xf32>
      %199 = "stablehlo.multiply"(%182, %198) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %200 = "stablehlo.convert"(%199) : (tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xbf16>
      %201 = "stablehlo.broadcast_in_dim"(%arg95) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1536xbf16>) -> tensor<1x1x1536xbf16>
      %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<1x4096x1536xbf16>
      %203 = "stablehlo.multiply"(%200, %202) : (tensor<1x4096x1536xbf16>, tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xbf16>
      %204 = "stablehlo.dot_general"(%203, %arg107) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<1x4096x24576xbf16>
      %205 = "stablehlo.reshape"(%204) : (tensor<1x4096x24576xbf16>) -> tensor<1x4096x128x192xbf16>
      %206 = "stablehlo.slice"(%205) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x128xbf16>
      %207 = "stablehlo.slice"(%205) <{limit_indices = array<i64: 1, 4096, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x64xbf16>
      %208 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %209 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %211 = "stablehlo.multiply"(%210, %208) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %212 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %214 = "stablehlo.add"(%213, %211) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %215 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %217 = "stablehlo.divide"(%214, %216) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %218 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %220 = "stablehlo.power"(%219, %217) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %221 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %223 = "stablehlo.divide"(%222, %220) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %224 = "stablehlo.convert"(%154) : (tensor<4096xi32>) -> tensor<4096xf32>
      %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x1xf32>
      %226 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %227 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x32xf32>
      %228 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<4096x32xf32>
      %229 = "stablehlo.multiply"(%227, %228) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %230 = "stablehlo.concatenate"(%229, %229) <{dimension = 1 : i64}> : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x64xf32>
      %231 = "stablehlo.cosine"(%230) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
      %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %233 = "stablehlo.sine"(%230) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
      %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %235 = "stablehlo.slice"(%207) <{limit_indices = array<i64: 1, 4096, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
      %236 = "stablehlo.slice"(%207) <{limit_indices = array<i64: 1, 4096, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
      %237 = "stablehlo.negate"(%236) : (tensor<1x4096x128x32xbf16>) -> tensor<1x4096x128x32xbf16>
      %238 = "stablehlo.concatenate"(%237, %235) <{dimension = 3 : i64}> : (tensor<1x4096x128x32xbf16>, tensor<1x4096x128x32xbf16>) -> tensor<1x4096x128x64xbf16>
      %239 = "stablehlo.convert"(%207) : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xf32>
      %240 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
      %241 = "stablehlo.multiply"(%239, %240) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
      %242 = "stablehlo.convert"(%238) : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xf32>
      %243 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
      %244 = "stablehlo.multiply"(%242, %243) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
      %245 = "stablehlo.add"(%241, %244) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
      %246 = "stablehlo.convert"(%245) : (tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xbf16>
      %247 = "stablehlo.dot_general"(%180, %arg103) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x576xbf16>) -> tensor<1x4096x576xbf16>
      %248 = "stablehlo.slice"(%247) <{limit_indices = array<i64: 1, 4096, 512>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x4096x576xbf16>) -> tensor<1x4096x512xbf16>
      %249 = "stablehlo.convert"(%248) : (tensor<1x4096x512xbf16>) -> tensor<1x4096x512xf32>
      %250 = "stablehlo.multiply"(%249, %249) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %251 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %252 = "stablehlo.reduce"(%250, %251) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg325: tensor<f32>, %arg326: tensor<f32>):
        %1607 = "stablehlo.add"(%arg325, %arg326) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1607) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x512xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %254 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
      %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %256 = "stablehlo.divide"(%253, %255) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %257 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %259 = "stablehlo.add"(%256, %258) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %260 = "stablehlo.rsqrt"(%259) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %261 = "stablehlo.divide"(%260, %259) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %262 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %264 = "stablehlo.multiply"(%263, %261) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %265 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x512xf32>
      %266 = "stablehlo.multiply"(%249, %265) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %267 = "stablehlo.convert"(%266) : (tensor<1x4096x512xf32>) -> tensor<1x4096x512xbf16>
      %268 = "stablehlo.broadcast_in_dim"(%arg93) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
      %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<1x4096x512xbf16>
      %270 = "stablehlo.multiply"(%267, %269) : (tensor<1x4096x512xbf16>, tensor<1x4096x512xbf16>) -> tensor<1x4096x512xbf16>
      %271 = "stablehlo.slice"(%247) <{limit_indices = array<i64: 1, 4096, 576>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<1x4096x576xbf16>) -> tensor<1x4096x64xbf16>
      %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<1x4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
      %273 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %274 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %276 = "stablehlo.multiply"(%275, %273) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %277 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %278 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %279 = "stablehlo.add"(%278, %276) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %280 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %282 = "stablehlo.divide"(%279, %281) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %283 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %285 = "stablehlo.power"(%284, %282) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %286 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %288 = "stablehlo.divide"(%287, %285) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %289 = "stablehlo.convert"(%154) : (tensor<4096xi32>) -> tensor<4096xf32>
      %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x1xf32>
      %291 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %292 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x32xf32>
      %293 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<4096x32xf32>
      %294 = "stablehlo.multiply"(%292, %293) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %295 = "stablehlo.concatenate"(%294, %294) <{dimension = 1 : i64}> : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x64xf32>
      %296 = "stablehlo.cosine"(%295) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
      %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %298 = "stablehlo.sine"(%295) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
      %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %300 = "stablehlo.slice"(%272) <{limit_indices = array<i64: 1, 4096, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
      %301 = "stablehlo.slice"(%272) <{limit_indices = array<i64: 1, 4096, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
      %302 = "stablehlo.negate"(%301) : (tensor<1x4096x1x32xbf16>) -> tensor<1x4096x1x32xbf16>
      %303 = "stablehlo.concatenate"(%302, %300) <{dimension = 3 : i64}> : (tensor<1x4096x1x32xbf16>, tensor<1x4096x1x32xbf16>) -> tensor<1x4096x1x64xbf16>
      %304 = "stablehlo.convert"(%272) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xf32>
      %305 = "stablehlo.multiply"(%304, %297) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
      %306 = "stablehlo.convert"(%303) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xf32>
      %307 = "stablehlo.multiply"(%306, %299) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
      %308 = "stablehlo.add"(%305, %307) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
      %309 = "stablehlo.convert"(%308) : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xbf16>
      %310 = "stablehlo.reshape"(%309) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x64xbf16>
      %311 = "stablehlo.dot_general"(%270, %arg104) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x512xbf16>, tensor<512x32768xbf16>) -> tensor<1x4096x32768xbf16>
      %312 = "stablehlo.reshape"(%311) : (tensor<1x4096x32768xbf16>) -> tensor<1x4096x128x256xbf16>
      %313 = "stablehlo.slice"(%312) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x256xbf16>) -> tensor<1x4096x128x128xbf16>
      %314 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<1x4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
      %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x128x64xbf16>
      %316 = "stablehlo.concatenate"(%313, %315) <{dimension = 3 : i64}> : (tensor<1x4096x128x128xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x192xbf16>
      %317 = "stablehlo.concatenate"(%206, %246) <{dimension = 3 : i64}> : (tensor<1x4096x128x128xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x192xbf16>
      %318 = "stablehlo.slice"(%312) <{limit_indices = array<i64: 1, 4096, 128, 256>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x256xbf16>) -> tensor<1x4096x128x128xbf16>
      %319 = "stablehlo.dot_general"(%317, %316) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x128x192xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x128x4096x4096xbf16>
      %320 = "stablehlo.convert"(%319) : (tensor<1x128x4096x4096xbf16>) -> tensor<1x128x4096x4096xf32>
      %321 = "stablehlo.constant"() <{value = dense<1.920000e+02> : tensor<f32>}> : () -> tensor<f32>
      %322 = "stablehlo.sqrt"(%321) : (tensor<f32>) -> tensor<f32>
      %323 = "stablehlo.convert"(%322) : (tensor<f32>) -> tensor<f32>
      %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x4096xf32>
      %325 = "stablehlo.divide"(%320, %324) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %326 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<4096x4096xi1>) -> tensor<1x1x4096x4096xi1>
      %327 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %328:2 = "func.call"(%326, %325, %327) <{callee = @_where_0}> : (tensor<1x1x4096x4096xi1>, tensor<1x128x4096x4096xf32>, tensor<f32>) -> (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xi1>)
      %329 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %330 = "stablehlo.reduce"(%328#0, %329) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg323: tensor<f32>, %arg324: tensor<f32>):
        %1606 = "stablehlo.maximum"(%arg323, %arg324) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1606) : (tensor<f32>) -> ()
      }) : (tensor<1x128x4096x4096xf32>, tensor<f32>) -> tensor<1x128x4096xf32>
      %331 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %332 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096xf32>
      %333 = "stablehlo.maximum"(%332, %330) : (tensor<1x128x4096xf32>, tensor<1x128x4096xf32>) -> tensor<1x128x4096xf32>
      %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x1xf32>
      %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
      %336 = "stablehlo.subtract"(%328#0, %335) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %337 = "stablehlo.exponential"(%336) : (tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %338 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %339 = "stablehlo.reduce"(%337, %338) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg321: tensor<f32>, %arg322: tensor<f32>):
        %1605 = "stablehlo.add"(%arg321, %arg322) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1605) : (tensor<f32>) -> ()
      }) : (tensor<1x128x4096x4096xf32>, tensor<f32>) -> tensor<1x128x4096xf32>
      %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x1xf32>
      %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
      %342 = "stablehlo.divide"(%337, %341) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %343 = "stablehlo.multiply"(%340, %340) : (tensor<1x128x4096x1xf32>, tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x1xf32>
      %344 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x1xf32>
      %346 = "stablehlo.divide"(%345, %343) : (tensor<1x128x4096x1xf32>, tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x1xf32>
      %347 = "stablehlo.convert"(%342) : (tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xbf16>
      %348 = "stablehlo.dot_general"(%318, %347) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x128x128xbf16>, tensor<1x128x4096x4096xbf16>) -> tensor<1x128x128x4096xbf16>
      %349 = "stablehlo.transpose"(%348) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x128x128x4096xbf16>) -> tensor<1x4096x128x128xbf16>
      %350 = "stablehlo.reshape"(%349) : (tensor<1x4096x128x128xbf16>) -> tensor<1x4096x16384xbf16>
      %351 = "stablehlo.dot_general"(%350, %arg105) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %352 = "stablehlo.add"(%158#0, %351) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %353 = "stablehlo.convert"(%352) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
      %354 = "stablehlo.multiply"(%353, %353) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %355 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %356 = "stablehlo.reduce"(%354, %355) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg319: tensor<f32>, %arg320: tensor<f32>):
        %1604 = "stablehlo.add"(%arg319, %arg320) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1604) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %358 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
      %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %360 = "stablehlo.divide"(%357, %359) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %361 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %363 = "stablehlo.add"(%360, %362) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %364 = "stablehlo.rsqrt"(%363) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %365 = "stablehlo.divide"(%364, %363) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %366 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %368 = "stablehlo.multiply"(%367, %365) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %369 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
      %370 = "stablehlo.multiply"(%353, %369) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %371 = "stablehlo.convert"(%370) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
      %372 = "stablehlo.broadcast_in_dim"(%arg94) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %374 = "stablehlo.multiply"(%371, %373) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %375 = "stablehlo.dot_general"(%374, %arg98) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x2048xbf16>
      %376:3 = "func.call"(%375) <{callee = @silu}> : (tensor<1x4096x2048xbf16>) -> (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>)
      %377 = "stablehlo.dot_general"(%374, %arg99) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x2048xbf16>
      %378 = "stablehlo.multiply"(%376#0, %377) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
      %379 = "stablehlo.dot_general"(%378, %arg97) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<2048x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %380 = "stablehlo.reshape"(%374) : (tensor<1x4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %381 = "stablehlo.dot_general"(%380, %arg96) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x7168xbf16>, tensor<7168x32xbf16>) -> tensor<4096x32xbf16>
      %382 = "stablehlo.convert"(%381) : (tensor<4096x32xbf16>) -> tensor<4096x32xf32>
      %383 = "stablehlo.negate"(%382) : (tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %384 = "stablehlo.exponential"(%383) : (tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %385 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
      %387 = "stablehlo.add"(%386, %384) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %388 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
      %390 = "stablehlo.divide"(%389, %387) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %391 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
      %393 = "stablehlo.subtract"(%392, %390) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %394 = "stablehlo.multiply"(%390, %393) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %395:2 = "chlo.top_k"(%390) <{k = 8 : i64}> : (tensor<4096x32xf32>) -> (tensor<4096x8xf32>, tensor<4096x8xi32>)
      %396 = "stablehlo.reshape"(%395#1) : (tensor<4096x8xi32>) -> tensor<4096x8x1xi32>
      %397 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %398 = "stablehlo.reduce"(%395#0, %397) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg317: tensor<f32>, %arg318: tensor<f32>):
        %1603 = "stablehlo.add"(%arg317, %arg318) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1603) : (tensor<f32>) -> ()
      }) : (tensor<4096x8xf32>, tensor<f32>) -> tensor<4096xf32>
      %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x1xf32>
      %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
      %401 = "stablehlo.divide"(%395#0, %400) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
      %402 = "stablehlo.multiply"(%399, %399) : (tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x1xf32>
      %403 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x1xf32>
      %405 = "stablehlo.divide"(%404, %402) : (tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x1xf32>
      %406 = "stablehlo.convert"(%401) : (tensor<4096x8xf32>) -> tensor<4096x8xbf16>
      %407 = "func.call"(%395#1) <{callee = @_one_hot}> : (tensor<4096x8xi32>) -> tensor<4096x8x32xi32>
      %408 = "stablehlo.reshape"(%407) : (tensor<4096x8x32xi32>) -> tensor<32768x32xi32>
      %409 = "func.call"(%408) <{callee = @cumsum}> : (tensor<32768x32xi32>) -> tensor<32768x32xi32>
      %410 = "stablehlo.reshape"(%409) : (tensor<32768x32xi32>) -> tensor<4096x8x32xi32>
      %411 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4096x8x32xi32>
      %413 = "stablehlo.subtract"(%410, %412) : (tensor<4096x8x32xi32>, tensor<4096x8x32xi32>) -> tensor<4096x8x32xi32>
      %414 = "stablehlo.multiply"(%413, %407) : (tensor<4096x8x32xi32>, tensor<4096x8x32xi32>) -> tensor<4096x8x32xi32>
      %415 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %416 = "stablehlo.reduce"(%414, %415) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg315: tensor<i32>, %arg316: tensor<i32>):
        %1602 = "stablehlo.add"(%arg315, %arg316) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%1602) : (tensor<i32>) -> ()
      }) : (tensor<4096x8x32xi32>, tensor<i32>) -> tensor<4096x8xi32>
      %417 = "stablehlo.convert"(%407) : (tensor<4096x8x32xi32>) -> tensor<4096x8x32xbf16>
      %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4096x8x32xbf16>) -> tensor<4096x8x32x1xbf16>
      %419 = "func.call"(%416) <{callee = @_one_hot_2}> : (tensor<4096x8xi32>) -> tensor<4096x8x1280xbf16>
      %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4096x8x1280xbf16>) -> tensor<4096x8x1x1280xbf16>
      %421 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4096x8x32x1xbf16>) -> tensor<4096x8x32x1280xbf16>
      %422 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4096x8x1x1280xbf16>) -> tensor<4096x8x32x1280xbf16>
      %423 = "stablehlo.multiply"(%421, %422) : (tensor<4096x8x32x1280xbf16>, tensor<4096x8x32x1280xbf16>) -> tensor<4096x8x32x1280xbf16>
      %424 = "stablehlo.convert"(%423) : (tensor<4096x8x32x1280xbf16>) -> tensor<4096x8x32x1280xf32>
      %425 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %426 = "stablehlo.reduce"(%424, %425) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg313: tensor<f32>, %arg314: tensor<f32>):
        %1601 = "stablehlo.add"(%arg313, %arg314) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1601) : (tensor<f32>) -> ()
      }) : (tensor<4096x8x32x1280xf32>, tensor<f32>) -> tensor<4096x32x1280xf32>
      %427 = "stablehlo.convert"(%426) : (tensor<4096x32x1280xf32>) -> tensor<4096x32x1280xbf16>
      %428 = "stablehlo.dot_general"(%406, %423) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x8xbf16>, tensor<4096x8x32x1280xbf16>) -> tensor<4096x32x1280xbf16>
      %429 = "stablehlo.dot_general"(%427, %380) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32x1280xbf16>, tensor<4096x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %430 = "stablehlo.all_to_all"(%429) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %431 = "stablehlo.reshape"(%430) : (tensor<32x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
      %432 = "stablehlo.dot_general"(%arg101, %431) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x4x1280xbf16>
      %433 = "stablehlo.transpose"(%432) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x1280xbf16>) -> tensor<4x8x1280x2048xbf16>
      %434:3 = "func.call"(%433) <{callee = @silu_3}> : (tensor<4x8x1280x2048xbf16>) -> (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>)
      %435 = "stablehlo.dot_general"(%arg102, %431) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x4x1280xbf16>
      %436 = "stablehlo.transpose"(%435) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x1280xbf16>) -> tensor<4x8x1280x2048xbf16>
      %437 = "stablehlo.multiply"(%434#0, %436) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
      %438 = "stablehlo.dot_general"(%arg100, %437) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x7168xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<8x7168x4x1280xbf16>
      %439 = "stablehlo.transpose"(%438) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x7168x4x1280xbf16>) -> tensor<4x8x1280x7168xbf16>
      %440 = "stablehlo.reshape"(%439) : (tensor<4x8x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %441 = "stablehlo.all_to_all"(%440) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %442 = "stablehlo.dot_general"(%428, %441) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32x1280xbf16>, tensor<32x1280x7168xbf16>) -> tensor<4096x7168xbf16>
      %443 = "stablehlo.reshape"(%442) : (tensor<4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %444 = "stablehlo.add"(%379, %443) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %445 = "stablehlo.add"(%352, %444) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %446 = "stablehlo.convert"(%445) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
      %447 = "stablehlo.multiply"(%446, %446) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %448 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %449 = "stablehlo.reduce"(%447, %448) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg311: tensor<f32>, %arg312: tensor<f32>):
        %1600 = "stablehlo.add"(%arg311, %arg312) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1600) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %450 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %451 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
      %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %453 = "stablehlo.divide"(%450, %452) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %454 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %456 = "stablehlo.add"(%453, %455) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %457 = "stablehlo.rsqrt"(%456) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %458 = "stablehlo.divide"(%457, %456) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %459 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %461 = "stablehlo.multiply"(%460, %458) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %462 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
      %463 = "stablehlo.multiply"(%446, %462) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %464 = "stablehlo.convert"(%463) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
      %465 = "stablehlo.broadcast_in_dim"(%arg108) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %467 = "stablehlo.multiply"(%464, %466) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %468 = "stablehlo.dot_general"(%467, %arg122) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x1536xbf16>) -> tensor<1x4096x1536xbf16>
      %469 = "stablehlo.convert"(%468) : (tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xf32>
      %470 = "stablehlo.multiply"(%469, %469) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %471 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %472 = "stablehlo.reduce"(%470, %471) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg309: tensor<f32>, %arg310: tensor<f32>):
        %1599 = "stablehlo.add"(%arg309, %arg310) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1599) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1536xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %474 = "stablehlo.constant"() <{value = dense<1.536000e+03> : tensor<f32>}> : () -> tensor<f32>
      %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %476 = "stablehlo.divide"(%473, %475) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %477 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %479 = "stablehlo.add"(%476, %478) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %480 = "stablehlo.rsqrt"(%479) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %481 = "stablehlo.divide"(%480, %479) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %482 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %484 = "stablehlo.multiply"(%483, %481) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %485 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x1536xf32>
      %486 = "stablehlo.multiply"(%469, %485) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %487 = "stablehlo.convert"(%486) : (tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xbf16>
      %488 = "stablehlo.broadcast_in_dim"(%arg111) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1536xbf16>) -> tensor<1x1x1536xbf16>
      %489 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<1x4096x1536xbf16>
      %490 = "stablehlo.multiply"(%487, %489) : (tensor<1x4096x1536xbf16>, tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xbf16>
      %491 = "stablehlo.dot_general"(%490, %arg123) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x1536xbf16>, tensor<1536x24576xbf16>) -> tensor<1x4096x24576xbf16>
      %492 = "stablehlo.reshape"(%491) : (tensor<1x4096x24576xbf16>) -> tensor<1x4096x128x192xbf16>
      %493 = "stablehlo.slice"(%492) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x128xbf16>
      %494 = "stablehlo.slice"(%492) <{limit_indices = array<i64: 1, 4096, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x64xbf16>
      %495 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %496 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %498 = "stablehlo.multiply"(%497, %495) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %499 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %501 = "stablehlo.add"(%500, %498) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %502 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %504 = "stablehlo.divide"(%501, %503) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %505 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %507 = "stablehlo.power"(%506, %504) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %508 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %510 = "stablehlo.divide"(%509, %507) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %511 = "stablehlo.convert"(%154) : (tensor<4096xi32>) -> tensor<4096xf32>
      %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x1xf32>
      %513 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %514 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x32xf32>
      %515 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<4096x32xf32>
      %516 = "stablehlo.multiply"(%514, %515) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %517 = "stablehlo.concatenate"(%516, %516) <{dimension = 1 : i64}> : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x64xf32>
      %518 = "stablehlo.cosine"(%517) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
      %519 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %520 = "stablehlo.sine"(%517) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
      %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %522 = "stablehlo.slice"(%494) <{limit_indices = array<i64: 1, 4096, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
      %523 = "stablehlo.slice"(%494) <{limit_indices = array<i64: 1, 4096, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
      %524 = "stablehlo.negate"(%523) : (tensor<1x4096x128x32xbf16>) -> tensor<1x4096x128x32xbf16>
      %525 = "stablehlo.concatenate"(%524, %522) <{dimension = 3 : i64}> : (tensor<1x4096x128x32xbf16>, tensor<1x4096x128x32xbf16>) -> tensor<1x4096x128x64xbf16>
      %526 = "stablehlo.convert"(%494) : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xf32>
      %527 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
      %528 = "stablehlo.multiply"(%526, %527) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
      %529 = "stablehlo.convert"(%525) : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xf32>
      %530 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
      %531 = "stablehlo.multiply"(%529, %530) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
      %532 = "stablehlo.add"(%528, %531) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
      %533 = "stablehlo.convert"(%532) : (tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xbf16>
      %534 = "stablehlo.dot_general"(%467, %arg119) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x576xbf16>) -> tensor<1x4096x576xbf16>
      %535 = "stablehlo.slice"(%534) <{limit_indices = array<i64: 1, 4096, 512>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x4096x576xbf16>) -> tensor<1x4096x512xbf16>
      %536 = "stablehlo.convert"(%535) : (tensor<1x4096x512xbf16>) -> tensor<1x4096x512xf32>
      %537 = "stablehlo.multiply"(%536, %536) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %538 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %539 = "stablehlo.reduce"(%537, %538) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg307: tensor<f32>, %arg308: tensor<f32>):
        %1598 = "stablehlo.add"(%arg307, %arg308) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1598) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x512xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %541 = "stablehlo.constant"() <{value = dense<5.120000e+02> : tensor<f32>}> : () -> tensor<f32>
      %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %543 = "stablehlo.divide"(%540, %542) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %544 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %545 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %546 = "stablehlo.add"(%543, %545) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %547 = "stablehlo.rsqrt"(%546) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %548 = "stablehlo.divide"(%547, %546) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %549 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %551 = "stablehlo.multiply"(%550, %548) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %552 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x512xf32>
      %553 = "stablehlo.multiply"(%536, %552) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %554 = "stablehlo.convert"(%553) : (tensor<1x4096x512xf32>) -> tensor<1x4096x512xbf16>
      %555 = "stablehlo.broadcast_in_dim"(%arg109) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
      %556 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<1x4096x512xbf16>
      %557 = "stablehlo.multiply"(%554, %556) : (tensor<1x4096x512xbf16>, tensor<1x4096x512xbf16>) -> tensor<1x4096x512xbf16>
      %558 = "stablehlo.slice"(%534) <{limit_indices = array<i64: 1, 4096, 576>, start_indices = array<i64: 0, 0, 512>, strides = array<i64: 1, 1, 1>}> : (tensor<1x4096x576xbf16>) -> tensor<1x4096x64xbf16>
      %559 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<1x4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
      %560 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
      %561 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %562 = "stablehlo.broadcast_in_dim"(%561) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %563 = "stablehlo.multiply"(%562, %560) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %564 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %566 = "stablehlo.add"(%565, %563) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %567 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %568 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %569 = "stablehlo.divide"(%566, %568) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %570 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %572 = "stablehlo.power"(%571, %569) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %573 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %574 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
      %575 = "stablehlo.divide"(%574, %572) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
      %576 = "stablehlo.convert"(%154) : (tensor<4096xi32>) -> tensor<4096xf32>
      %577 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x1xf32>
      %578 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
      %579 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x32xf32>
      %580 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<4096x32xf32>
      %581 = "stablehlo.multiply"(%579, %580) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %582 = "stablehlo.concatenate"(%581, %581) <{dimension = 1 : i64}> : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x64xf32>
      %583 = "stablehlo.cosine"(%582) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
      %584 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %585 = "stablehlo.sine"(%582) : (tensor<4096x64xf32>) -> tensor<4096x64xf32>
      %586 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
      %587 = "stablehlo.slice"(%559) <{limit_indices = array<i64: 1, 4096, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
      %588 = "stablehlo.slice"(%559) <{limit_indices = array<i64: 1, 4096, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
      %589 = "stablehlo.negate"(%588) : (tensor<1x4096x1x32xbf16>) -> tensor<1x4096x1x32xbf16>
      %590 = "stablehlo.concatenate"(%589, %587) <{dimension = 3 : i64}> : (tensor<1x4096x1x32xbf16>, tensor<1x4096x1x32xbf16>) -> tensor<1x4096x1x64xbf16>
      %591 = "stablehlo.convert"(%559) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xf32>
      %592 = "stablehlo.multiply"(%591, %584) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
      %593 = "stablehlo.convert"(%590) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xf32>
      %594 = "stablehlo.multiply"(%593, %586) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
      %595 = "stablehlo.add"(%592, %594) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
      %596 = "stablehlo.convert"(%595) : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xbf16>
      %597 = "stablehlo.reshape"(%596) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x64xbf16>
      %598 = "stablehlo.dot_general"(%557, %arg120) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x512xbf16>, tensor<512x32768xbf16>) -> tensor<1x4096x32768xbf16>
      %599 = "stablehlo.reshape"(%598) : (tensor<1x4096x32768xbf16>) -> tensor<1x4096x128x256xbf16>
      %600 = "stablehlo.slice"(%599) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x256xbf16>) -> tensor<1x4096x128x128xbf16>
      %601 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<1x4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
      %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x128x64xbf16>
      %603 = "stablehlo.concatenate"(%600, %602) <{dimension = 3 : i64}> : (tensor<1x4096x128x128xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x192xbf16>
      %604 = "stablehlo.concatenate"(%493, %533) <{dimension = 3 : i64}> : (tensor<1x4096x128x128xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x192xbf16>
      %605 = "stablehlo.slice"(%599) <{limit_indices = array<i64: 1, 4096, 128, 256>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x256xbf16>) -> tensor<1x4096x128x128xbf16>
      %606 = "stablehlo.dot_general"(%604, %603) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x128x192xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x128x4096x4096xbf16>
      %607 = "stablehlo.convert"(%606) : (tensor<1x128x4096x4096xbf16>) -> tensor<1x128x4096x4096xf32>
      %608 = "stablehlo.constant"() <{value = dense<1.920000e+02> : tensor<f32>}> : () -> tensor<f32>
      %609 = "stablehlo.sqrt"(%608) : (tensor<f32>) -> tensor<f32>
      %610 = "stablehlo.convert"(%609) : (tensor<f32>) -> tensor<f32>
      %611 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x4096xf32>
      %612 = "stablehlo.divide"(%607, %611) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %613 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<4096x4096xi1>) -> tensor<1x1x4096x4096xi1>
      %614 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %615:2 = "func.call"(%613, %612, %614) <{callee = @_where_0}> : (tensor<1x1x4096x4096xi1>, tensor<1x128x4096x4096xf32>, tensor<f32>) -> (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xi1>)
      %616 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %617 = "stablehlo.reduce"(%615#0, %616) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg305: tensor<f32>, %arg306: tensor<f32>):
        %1597 = "stablehlo.maximum"(%arg305, %arg306) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1597) : (tensor<f32>) -> ()
      }) : (tensor<1x128x4096x4096xf32>, tensor<f32>) -> tensor<1x128x4096xf32>
      %618 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %619 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096xf32>
      %620 = "stablehlo.maximum"(%619, %617) : (tensor<1x128x4096xf32>, tensor<1x128x4096xf32>) -> tensor<1x128x4096xf32>
      %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x1xf32>
      %622 = "stablehlo.broadcast_in_dim"(%621) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
      %623 = "stablehlo.subtract"(%615#0, %622) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %624 = "stablehlo.exponential"(%623) : (tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %625 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %626 = "stablehlo.reduce"(%624, %625) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg303: tensor<f32>, %arg304: tensor<f32>):
        %1596 = "stablehlo.add"(%arg303, %arg304) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1596) : (tensor<f32>) -> ()
      }) : (tensor<1x128x4096x4096xf32>, tensor<f32>) -> tensor<1x128x4096xf32>
      %627 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x1xf32>
      %628 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
      %629 = "stablehlo.divide"(%624, %628) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %630 = "stablehlo.multiply"(%627, %627) : (tensor<1x128x4096x1xf32>, tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x1xf32>
      %631 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %632 = "stablehlo.broadcast_in_dim"(%631) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x1xf32>
      %633 = "stablehlo.divide"(%632, %630) : (tensor<1x128x4096x1xf32>, tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x1xf32>
      %634 = "stablehlo.convert"(%629) : (tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xbf16>
      %635 = "stablehlo.dot_general"(%605, %634) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x128x128xbf16>, tensor<1x128x4096x4096xbf16>) -> tensor<1x128x128x4096xbf16>
      %636 = "stablehlo.transpose"(%635) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x128x128x4096xbf16>) -> tensor<1x4096x128x128xbf16>
      %637 = "stablehlo.reshape"(%636) : (tensor<1x4096x128x128xbf16>) -> tensor<1x4096x16384xbf16>
      %638 = "stablehlo.dot_general"(%637, %arg121) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x16384xbf16>, tensor<16384x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %639 = "stablehlo.add"(%445, %638) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %640 = "stablehlo.convert"(%639) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
      %641 = "stablehlo.multiply"(%640, %640) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %642 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %643 = "stablehlo.reduce"(%641, %642) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg301: tensor<f32>, %arg302: tensor<f32>):
        %1595 = "stablehlo.add"(%arg301, %arg302) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1595) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %644 = "stablehlo.broadcast_in_dim"(%643) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %645 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
      %646 = "stablehlo.broadcast_in_dim"(%645) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %647 = "stablehlo.divide"(%644, %646) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %648 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %650 = "stablehlo.add"(%647, %649) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %651 = "stablehlo.rsqrt"(%650) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %652 = "stablehlo.divide"(%651, %650) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %653 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %654 = "stablehlo.broadcast_in_dim"(%653) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %655 = "stablehlo.multiply"(%654, %652) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %656 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
      %657 = "stablehlo.multiply"(%640, %656) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %658 = "stablehlo.convert"(%657) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
      %659 = "stablehlo.broadcast_in_dim"(%arg110) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %660 = "stablehlo.broadcast_in_dim"(%659) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %661 = "stablehlo.multiply"(%658, %660) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %662 = "stablehlo.dot_general"(%661, %arg114) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x2048xbf16>
      %663:3 = "func.call"(%662) <{callee = @silu}> : (tensor<1x4096x2048xbf16>) -> (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>)
      %664 = "stablehlo.dot_general"(%661, %arg115) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x2048xbf16>
      %665 = "stablehlo.multiply"(%663#0, %664) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
      %666 = "stablehlo.dot_general"(%665, %arg113) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<2048x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %667 = "stablehlo.reshape"(%661) : (tensor<1x4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %668 = "stablehlo.dot_general"(%667, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x7168xbf16>, tensor<7168x32xbf16>) -> tensor<4096x32xbf16>
      %669 = "stablehlo.convert"(%668) : (tensor<4096x32xbf16>) -> tensor<4096x32xf32>
      %670 = "stablehlo.negate"(%669) : (tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %671 = "stablehlo.exponential"(%670) : (tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %672 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %673 = "stablehlo.broadcast_in_dim"(%672) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
      %674 = "stablehlo.add"(%673, %671) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %675 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %676 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
      %677 = "stablehlo.divide"(%676, %674) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %678 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %679 = "stablehlo.broadcast_in_dim"(%678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
      %680 = "stablehlo.subtract"(%679, %677) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %681 = "stablehlo.multiply"(%677, %680) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %682:2 = "chlo.top_k"(%677) <{k = 8 : i64}> : (tensor<4096x32xf32>) -> (tensor<4096x8xf32>, tensor<4096x8xi32>)
      %683 = "stablehlo.reshape"(%682#1) : (tensor<4096x8xi32>) -> tensor<4096x8x1xi32>
      %684 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %685 = "stablehlo.reduce"(%682#0, %684) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg299: tensor<f32>, %arg300: tensor<f32>):
        %1594 = "stablehlo.add"(%arg299, %arg300) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1594) : (tensor<f32>) -> ()
      }) : (tensor<4096x8xf32>, tensor<f32>) -> tensor<4096xf32>
      %686 = "stablehlo.broadcast_in_dim"(%685) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x1xf32>
      %687 = "stablehlo.broadcast_in_dim"(%686) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
      %688 = "stablehlo.divide"(%682#0, %687) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
      %689 = "stablehlo.multiply"(%686, %686) : (tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x1xf32>
      %690 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x1xf32>
      %692 = "stablehlo.divide"(%691, %689) : (tensor<4096x1xf32>, tensor<4096x1xf32>) -> tensor<4096x1xf32>
      %693 = "stablehlo.convert"(%688) : (tensor<4096x8xf32>) -> tensor<4096x8xbf16>
      %694 = "func.call"(%682#1) <{callee = @_one_hot}> : (tensor<4096x8xi32>) -> tensor<4096x8x32xi32>
      %695 = "stablehlo.reshape"(%694) : (tensor<4096x8x32xi32>) -> tensor<32768x32xi32>
      %696 = "func.call"(%695) <{callee = @cumsum}> : (tensor<32768x32xi32>) -> tensor<32768x32xi32>
      %697 = "stablehlo.reshape"(%696) : (tensor<32768x32xi32>) -> tensor<4096x8x32xi32>
      %698 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %699 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4096x8x32xi32>
      %700 = "stablehlo.subtract"(%697, %699) : (tensor<4096x8x32xi32>, tensor<4096x8x32xi32>) -> tensor<4096x8x32xi32>
      %701 = "stablehlo.multiply"(%700, %694) : (tensor<4096x8x32xi32>, tensor<4096x8x32xi32>) -> tensor<4096x8x32xi32>
      %702 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %703 = "stablehlo.reduce"(%701, %702) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg297: tensor<i32>, %arg298: tensor<i32>):
        %1593 = "stablehlo.add"(%arg297, %arg298) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%1593) : (tensor<i32>) -> ()
      }) : (tensor<4096x8x32xi32>, tensor<i32>) -> tensor<4096x8xi32>
      %704 = "stablehlo.convert"(%694) : (tensor<4096x8x32xi32>) -> tensor<4096x8x32xbf16>
      %705 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4096x8x32xbf16>) -> tensor<4096x8x32x1xbf16>
      %706 = "func.call"(%703) <{callee = @_one_hot_2}> : (tensor<4096x8xi32>) -> tensor<4096x8x1280xbf16>
      %707 = "stablehlo.broadcast_in_dim"(%706) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<4096x8x1280xbf16>) -> tensor<4096x8x1x1280xbf16>
      %708 = "stablehlo.broadcast_in_dim"(%705) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4096x8x32x1xbf16>) -> tensor<4096x8x32x1280xbf16>
      %709 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<4096x8x1x1280xbf16>) -> tensor<4096x8x32x1280xbf16>
      %710 = "stablehlo.multiply"(%708, %709) : (tensor<4096x8x32x1280xbf16>, tensor<4096x8x32x1280xbf16>) -> tensor<4096x8x32x1280xbf16>
      %711 = "stablehlo.convert"(%710) : (tensor<4096x8x32x1280xbf16>) -> tensor<4096x8x32x1280xf32>
      %712 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %713 = "stablehlo.reduce"(%711, %712) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg295: tensor<f32>, %arg296: tensor<f32>):
        %1592 = "stablehlo.add"(%arg295, %arg296) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1592) : (tensor<f32>) -> ()
      }) : (tensor<4096x8x32x1280xf32>, tensor<f32>) -> tensor<4096x32x1280xf32>
      %714 = "stablehlo.convert"(%713) : (tensor<4096x32x1280xf32>) -> tensor<4096x32x1280xbf16>
      %715 = "stablehlo.dot_general"(%693, %710) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x8xbf16>, tensor<4096x8x32x1280xbf16>) -> tensor<4096x32x1280xbf16>
      %716 = "stablehlo.dot_general"(%714, %667) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32x1280xbf16>, tensor<4096x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %717 = "stablehlo.all_to_all"(%716) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %718 = "stablehlo.reshape"(%717) : (tensor<32x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
      %719 = "stablehlo.dot_general"(%arg117, %718) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x4x1280xbf16>
      %720 = "stablehlo.transpose"(%719) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x1280xbf16>) -> tensor<4x8x1280x2048xbf16>
      %721:3 = "func.call"(%720) <{callee = @silu_3}> : (tensor<4x8x1280x2048xbf16>) -> (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>)
      %722 = "stablehlo.dot_general"(%arg118, %718) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x2048xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x4x1280xbf16>
      %723 = "stablehlo.transpose"(%722) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x2048x4x1280xbf16>) -> tensor<4x8x1280x2048xbf16>
      %724 = "stablehlo.multiply"(%721#0, %723) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
      %725 = "stablehlo.dot_general"(%arg116, %724) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x7168xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<8x7168x4x1280xbf16>
      %726 = "stablehlo.transpose"(%725) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<8x7168x4x1280xbf16>) -> tensor<4x8x1280x7168xbf16>
      %727 = "stablehlo.reshape"(%726) : (tensor<4x8x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %728 = "stablehlo.all_to_all"(%727) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %729 = "stablehlo.dot_general"(%715, %728) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32x1280xbf16>, tensor<32x1280x7168xbf16>) -> tensor<4096x7168xbf16>
      %730 = "stablehlo.reshape"(%729) : (tensor<4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %731 = "stablehlo.add"(%666, %730) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %732 = "stablehlo.add"(%639, %731) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %733 = "stablehlo.convert"(%732) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
      %734 = "stablehlo.multiply"(%733, %733) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %735 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %736 = "stablehlo.reduce"(%734, %735) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg293: tensor<f32>, %arg294: tensor<f32>):
        %1591 = "stablehlo.add"(%arg293, %arg294) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1591) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %737 = "stablehlo.broadcast_in_dim"(%736) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %738 = "stablehlo.constant"() <{value = dense<7.168000e+03> : tensor<f32>}> : () -> tensor<f32>
      %739 = "stablehlo.broadcast_in_dim"(%738) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %740 = "stablehlo.divide"(%737, %739) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %741 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %742 = "stablehlo.broadcast_in_dim"(%741) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %743 = "stablehlo.add"(%740, %742) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %744 = "stablehlo.rsqrt"(%743) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %745 = "stablehlo.divide"(%744, %743) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %746 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %747 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %748 = "stablehlo.multiply"(%747, %745) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %749 = "stablehlo.broadcast_in_dim"(%744) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
      %750 = "stablehlo.multiply"(%733, %749) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %751 = "stablehlo.convert"(%750) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
      %752 = "stablehlo.broadcast_in_dim"(%arg91) <{broadcast_dimensions = array<i64: 2>}> : (tensor<7168xbf16>) -> tensor<1x1x7168xbf16>
      %753 = "stablehlo.broadcast_in_dim"(%752) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %754 = "stablehlo.multiply"(%751, %753) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %755 = "stablehlo.dot_general"(%754, %arg124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<7168x129280xbf16>) -> tensor<1x4096x129280xbf16>
      %756 = "stablehlo.convert"(%755) : (tensor<1x4096x129280xbf16>) -> tensor<1x4096x129280xf32>
      %757:3 = "func.call"(%756) <{callee = @log_softmax}> : (tensor<1x4096x129280xf32>) -> (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>, tensor<1x4096x1xf32>)
      %758 = "stablehlo.broadcast_in_dim"(%arg126) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xi32>) -> tensor<1x4096x1xi32>
      %759:2 = "func.call"(%757#0, %758) <{callee = @take_along_axis}> : (tensor<1x4096x129280xf32>, tensor<1x4096x1xi32>) -> (tensor<1x4096x1xf32>, tensor<4096x1x1xi32>)
      %760 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %761 = "stablehlo.reduce"(%759#0, %760) <{dimensions = array<i64: 0, 1, 2>}> ({
      ^bb0(%arg291: tensor<f32>, %arg292: tensor<f32>):
        %1590 = "stablehlo.add"(%arg291, %arg292) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1590) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<f32>
      %762 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %763 = "stablehlo.divide"(%761, %762) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %764 = "stablehlo.negate"(%763) : (tensor<f32>) -> tensor<f32>
      %765 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %766 = "stablehlo.negate"(%765) : (tensor<f32>) -> tensor<f32>
      %767 = "stablehlo.divide"(%766, %762) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %768 = "stablehlo.broadcast_in_dim"(%767) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %769 = "func.call"(%759#1, %768) <{callee = @take_along_axis_4}> : (tensor<4096x1x1xi32>, tensor<1x4096x1xf32>) -> tensor<1x4096x129280xf32>
      %770 = "func.call"(%757#1, %757#2, %769) <{callee = @log_softmax_5}> : (tensor<1x4096x129280xf32>, tensor<1x4096x1xf32>, tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
      %771 = "stablehlo.convert"(%770) : (tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xbf16>
      %772 = "stablehlo.dot_general"(%771, %754) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x129280xbf16>, tensor<1x4096x7168xbf16>) -> tensor<129280x7168xbf16>
      %773 = "stablehlo.transpose"(%772) <{permutation = array<i64: 1, 0>}> : (tensor<129280x7168xbf16>) -> tensor<7168x129280xbf16>
      %774 = "stablehlo.dot_general"(%771, %arg124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x129280xbf16>, tensor<7168x129280xbf16>) -> tensor<1x4096x7168xbf16>
      %775 = "stablehlo.multiply"(%751, %774) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %776 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %777 = "stablehlo.reduce"(%775, %776) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg289: tensor<bf16>, %arg290: tensor<bf16>):
        %1589 = "stablehlo.add"(%arg289, %arg290) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1589) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x7168xbf16>, tensor<bf16>) -> tensor<1x7168xbf16>
      %778 = "stablehlo.reshape"(%777) : (tensor<1x7168xbf16>) -> tensor<1x1x7168xbf16>
      %779 = "stablehlo.broadcast_in_dim"(%752) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %780 = "stablehlo.multiply"(%774, %779) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %781 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %782 = "stablehlo.reduce"(%778, %781) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg287: tensor<bf16>, %arg288: tensor<bf16>):
        %1588 = "stablehlo.add"(%arg287, %arg288) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1588) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x7168xbf16>, tensor<bf16>) -> tensor<7168xbf16>
      %783 = "stablehlo.convert"(%780) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
      %784 = "stablehlo.multiply"(%733, %783) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %785 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %786 = "stablehlo.reduce"(%784, %785) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg285: tensor<f32>, %arg286: tensor<f32>):
        %1587 = "stablehlo.add"(%arg285, %arg286) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1587) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %787 = "stablehlo.reshape"(%786) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %788 = "stablehlo.broadcast_in_dim"(%744) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
      %789 = "stablehlo.multiply"(%783, %788) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %790 = "stablehlo.multiply"(%787, %748) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %791 = "stablehlo.broadcast_in_dim"(%738) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %792 = "stablehlo.divide"(%790, %791) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %793 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %794 = "stablehlo.reduce"(%792, %793) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg283: tensor<f32>, %arg284: tensor<f32>):
        %1586 = "stablehlo.add"(%arg283, %arg284) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1586) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
      %795 = "stablehlo.broadcast_in_dim"(%794) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
      %796 = "stablehlo.broadcast_in_dim"(%795) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x7168xf32>
      %797 = "stablehlo.multiply"(%733, %796) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %798 = "stablehlo.add"(%789, %797) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %799 = "stablehlo.multiply"(%796, %733) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %800 = "stablehlo.add"(%798, %799) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %801 = "stablehlo.convert"(%800) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
      %802 = "stablehlo.reshape"(%801) : (tensor<1x4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %803 = "stablehlo.dot_general"(%802, %715) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x7168xbf16>, tensor<4096x32x1280xbf16>) -> tensor<7168x32x1280xbf16>
      %804 = "stablehlo.transpose"(%803) <{permutation = array<i64: 1, 2, 0>}> : (tensor<7168x32x1280xbf16>) -> tensor<32x1280x7168xbf16>
      %805 = "stablehlo.dot_general"(%802, %728) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x7168xbf16>, tensor<32x1280x7168xbf16>) -> tensor<4096x32x1280xbf16>
      %806 = "stablehlo.all_to_all"(%804) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %807 = "stablehlo.reshape"(%806) : (tensor<32x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
      %808 = "stablehlo.transpose"(%807) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x8x1280x7168xbf16>) -> tensor<8x7168x4x1280xbf16>
      %809 = "stablehlo.dot_general"(%808, %arg116) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x4x1280xbf16>, tensor<8x2048x7168xbf16>) -> tensor<8x4x1280x2048xbf16>
      %810 = "stablehlo.transpose"(%809) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<8x4x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
      %811 = "stablehlo.dot_general"(%808, %724) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x4x1280xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<8x7168x2048xbf16>
      %812 = "stablehlo.transpose"(%811) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x7168x2048xbf16>) -> tensor<8x2048x7168xbf16>
      %813 = "stablehlo.multiply"(%721#0, %810) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
      %814 = "stablehlo.multiply"(%810, %723) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
      %815 = "stablehlo.transpose"(%813) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x8x1280x2048xbf16>) -> tensor<8x2048x4x1280xbf16>
      %816 = "stablehlo.dot_general"(%815, %arg118) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x4x1280x7168xbf16>
      %817 = "stablehlo.transpose"(%816) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<8x4x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
      %818 = "stablehlo.dot_general"(%815, %718) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x7168xbf16>
      %819 = "stablehlo.transpose"(%818) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x2048x7168xbf16>) -> tensor<8x7168x2048xbf16>
      %820 = "func.call"(%721#1, %721#2, %720, %814) <{callee = @silu_6}> : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
      %821 = "stablehlo.transpose"(%820) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x8x1280x2048xbf16>) -> tensor<8x2048x4x1280xbf16>
      %822 = "stablehlo.dot_general"(%821, %arg117) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x4x1280x7168xbf16>
      %823 = "stablehlo.transpose"(%822) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<8x4x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
      %824 = "stablehlo.add"(%817, %823) : (tensor<4x8x1280x7168xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
      %825 = "stablehlo.dot_general"(%821, %718) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x7168xbf16>
      %826 = "stablehlo.transpose"(%825) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x2048x7168xbf16>) -> tensor<8x7168x2048xbf16>
      %827 = "stablehlo.reshape"(%824) : (tensor<4x8x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %828 = "stablehlo.all_to_all"(%827) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %829 = "stablehlo.dot_general"(%828, %714) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x1280x7168xbf16>, tensor<4096x32x1280xbf16>) -> tensor<7168x4096xbf16>
      %830 = "stablehlo.transpose"(%829) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %831 = "stablehlo.dot_general"(%805, %710) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [2, 3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32x1280xbf16>, tensor<4096x8x32x1280xbf16>) -> tensor<4096x8xbf16>
      %832 = "stablehlo.convert"(%831) : (tensor<4096x8xbf16>) -> tensor<4096x8xf32>
      %833 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
      %834 = "stablehlo.multiply"(%832, %833) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
      %835 = "stablehlo.multiply"(%834, %682#0) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
      %836 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %837 = "stablehlo.reduce"(%835, %836) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg281: tensor<f32>, %arg282: tensor<f32>):
        %1585 = "stablehlo.add"(%arg281, %arg282) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1585) : (tensor<f32>) -> ()
      }) : (tensor<4096x8xf32>, tensor<f32>) -> tensor<4096xf32>
      %838 = "stablehlo.reshape"(%837) : (tensor<4096xf32>) -> tensor<4096x1xf32>
      %839 = "stablehlo.negate"(%838) : (tensor<4096x1xf32>) -> tensor<4096x1xf32>
      %840 = "stablehlo.broadcast_in_dim"(%686) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
      %841 = "stablehlo.divide"(%832, %840) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
      %842 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %843 = "stablehlo.reduce"(%839, %842) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg279: tensor<f32>, %arg280: tensor<f32>):
        %1584 = "stablehlo.add"(%arg279, %arg280) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1584) : (tensor<f32>) -> ()
      }) : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
      %844 = "stablehlo.broadcast_in_dim"(%843) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x8xf32>
      %845 = "stablehlo.add"(%841, %844) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
      %846 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %847 = "stablehlo.broadcast_in_dim"(%846) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
      %848 = "stablehlo.scatter"(%847, %683, %845) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
      ^bb0(%arg277: tensor<f32>, %arg278: tensor<f32>):
        %1583 = "stablehlo.add"(%arg277, %arg278) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1583) : (tensor<f32>) -> ()
      }) : (tensor<4096x32xf32>, tensor<4096x8x1xi32>, tensor<4096x8xf32>) -> tensor<4096x32xf32>
      %849 = "stablehlo.multiply"(%848, %681) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %850 = "stablehlo.convert"(%849) : (tensor<4096x32xf32>) -> tensor<4096x32xbf16>
      %851 = "stablehlo.dot_general"(%850, %667) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32xbf16>, tensor<4096x7168xbf16>) -> tensor<32x7168xbf16>
      %852 = "stablehlo.transpose"(%851) <{permutation = array<i64: 1, 0>}> : (tensor<32x7168xbf16>) -> tensor<7168x32xbf16>
      %853 = "stablehlo.dot_general"(%850, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32xbf16>, tensor<7168x32xbf16>) -> tensor<4096x7168xbf16>
      %854 = "stablehlo.add"(%830, %853) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %855 = "stablehlo.reshape"(%854) : (tensor<4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %856 = "stablehlo.dot_general"(%801, %665) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<1x4096x2048xbf16>) -> tensor<7168x2048xbf16>
      %857 = "stablehlo.transpose"(%856) <{permutation = array<i64: 1, 0>}> : (tensor<7168x2048xbf16>) -> tensor<2048x7168xbf16>
      %858 = "stablehlo.dot_general"(%801, %arg113) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<2048x7168xbf16>) -> tensor<1x4096x2048xbf16>
      %859 = "stablehlo.multiply"(%663#0, %858) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
      %860 = "stablehlo.multiply"(%858, %664) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
      %861 = "stablehlo.dot_general"(%859, %661) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<1x4096x7168xbf16>) -> tensor<2048x7168xbf16>
      %862 = "stablehlo.transpose"(%861) <{permutation = array<i64: 1, 0>}> : (tensor<2048x7168xbf16>) -> tensor<7168x2048xbf16>
      %863 = "stablehlo.dot_general"(%859, %arg115) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x7168xbf16>
      %864 = "stablehlo.add"(%855, %863) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %865 = "func.call"(%663#1, %663#2, %662, %860) <{callee = @silu_7}> : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
      %866 = "stablehlo.dot_general"(%865, %661) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<1x4096x7168xbf16>) -> tensor<2048x7168xbf16>
      %867 = "stablehlo.transpose"(%866) <{permutation = array<i64: 1, 0>}> : (tensor<2048x7168xbf16>) -> tensor<7168x2048xbf16>
      %868 = "stablehlo.dot_general"(%865, %arg114) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x7168xbf16>
      %869 = "stablehlo.add"(%864, %868) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %870 = "stablehlo.multiply"(%658, %869) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %871 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %872 = "stablehlo.reduce"(%870, %871) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg275: tensor<bf16>, %arg276: tensor<bf16>):
        %1582 = "stablehlo.add"(%arg275, %arg276) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1582) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x7168xbf16>, tensor<bf16>) -> tensor<1x7168xbf16>
      %873 = "stablehlo.reshape"(%872) : (tensor<1x7168xbf16>) -> tensor<1x1x7168xbf16>
      %874 = "stablehlo.broadcast_in_dim"(%659) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %875 = "stablehlo.multiply"(%869, %874) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %876 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %877 = "stablehlo.reduce"(%873, %876) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg273: tensor<bf16>, %arg274: tensor<bf16>):
        %1581 = "stablehlo.add"(%arg273, %arg274) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1581) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x7168xbf16>, tensor<bf16>) -> tensor<7168xbf16>
      %878 = "stablehlo.convert"(%875) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
      %879 = "stablehlo.multiply"(%640, %878) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %880 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %881 = "stablehlo.reduce"(%879, %880) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg271: tensor<f32>, %arg272: tensor<f32>):
        %1580 = "stablehlo.add"(%arg271, %arg272) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1580) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %882 = "stablehlo.reshape"(%881) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %883 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
      %884 = "stablehlo.multiply"(%878, %883) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %885 = "stablehlo.multiply"(%882, %655) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %886 = "stablehlo.broadcast_in_dim"(%645) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %887 = "stablehlo.divide"(%885, %886) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %888 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %889 = "stablehlo.reduce"(%887, %888) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg269: tensor<f32>, %arg270: tensor<f32>):
        %1579 = "stablehlo.add"(%arg269, %arg270) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1579) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
      %890 = "stablehlo.broadcast_in_dim"(%889) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
      %891 = "stablehlo.broadcast_in_dim"(%890) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x7168xf32>
      %892 = "stablehlo.multiply"(%640, %891) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %893 = "stablehlo.add"(%884, %892) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %894 = "stablehlo.multiply"(%891, %640) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %895 = "stablehlo.add"(%893, %894) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %896 = "stablehlo.convert"(%895) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
      %897 = "stablehlo.add"(%801, %896) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %898 = "stablehlo.dot_general"(%897, %637) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<1x4096x16384xbf16>) -> tensor<7168x16384xbf16>
      %899 = "stablehlo.transpose"(%898) <{permutation = array<i64: 1, 0>}> : (tensor<7168x16384xbf16>) -> tensor<16384x7168xbf16>
      %900 = "stablehlo.dot_general"(%897, %arg121) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<16384x7168xbf16>) -> tensor<1x4096x16384xbf16>
      %901 = "stablehlo.reshape"(%900) : (tensor<1x4096x16384xbf16>) -> tensor<1x4096x128x128xbf16>
      %902 = "stablehlo.transpose"(%901) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x4096x128x128xbf16>) -> tensor<1x128x128x4096xbf16>
      %903 = "stablehlo.dot_general"(%902, %605) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x128x4096xbf16>, tensor<1x4096x128x128xbf16>) -> tensor<1x128x4096x4096xbf16>
      %904 = "stablehlo.dot_general"(%902, %634) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x128x4096xbf16>, tensor<1x128x4096x4096xbf16>) -> tensor<1x128x128x4096xbf16>
      %905 = "stablehlo.transpose"(%904) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x128x128x4096xbf16>) -> tensor<1x4096x128x128xbf16>
      %906 = "stablehlo.convert"(%903) : (tensor<1x128x4096x4096xbf16>) -> tensor<1x128x4096x4096xf32>
      %907 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
      %908 = "stablehlo.multiply"(%906, %907) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %909 = "stablehlo.multiply"(%908, %624) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %910 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %911 = "stablehlo.reduce"(%909, %910) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg267: tensor<f32>, %arg268: tensor<f32>):
        %1578 = "stablehlo.add"(%arg267, %arg268) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1578) : (tensor<f32>) -> ()
      }) : (tensor<1x128x4096x4096xf32>, tensor<f32>) -> tensor<1x128x4096xf32>
      %912 = "stablehlo.reshape"(%911) : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x1xf32>
      %913 = "stablehlo.negate"(%912) : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x1xf32>
      %914 = "stablehlo.broadcast_in_dim"(%627) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
      %915 = "stablehlo.divide"(%906, %914) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %916 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %917 = "stablehlo.reduce"(%913, %916) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg265: tensor<f32>, %arg266: tensor<f32>):
        %1577 = "stablehlo.add"(%arg265, %arg266) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1577) : (tensor<f32>) -> ()
      }) : (tensor<1x128x4096x1xf32>, tensor<f32>) -> tensor<128x4096xf32>
      %918 = "stablehlo.broadcast_in_dim"(%917) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<128x4096xf32>) -> tensor<1x128x4096xf32>
      %919 = "stablehlo.broadcast_in_dim"(%918) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %920 = "stablehlo.add"(%915, %919) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %921 = "stablehlo.multiply"(%920, %624) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %922 = "func.call"(%615#1, %921) <{callee = @_where_8}> : (tensor<1x128x4096x4096xi1>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %923 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x4096xf32>
      %924 = "stablehlo.divide"(%922, %923) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %925 = "stablehlo.convert"(%924) : (tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xbf16>
      %926 = "stablehlo.dot_general"(%925, %604) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x4096x4096xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x128x4096x192xbf16>
      %927 = "stablehlo.transpose"(%926) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x128x4096x192xbf16>) -> tensor<1x4096x128x192xbf16>
      %928 = "stablehlo.dot_general"(%925, %603) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x4096x4096xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x128x4096x192xbf16>
      %929 = "stablehlo.transpose"(%928) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x128x4096x192xbf16>) -> tensor<1x4096x128x192xbf16>
      %930 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %931 = "stablehlo.pad"(%905, %930) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 128>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x128xbf16>, tensor<bf16>) -> tensor<1x4096x128x256xbf16>
      %932 = "stablehlo.slice"(%929) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x128xbf16>
      %933 = "stablehlo.slice"(%929) <{limit_indices = array<i64: 1, 4096, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x64xbf16>
      %934 = "stablehlo.slice"(%927) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x128xbf16>
      %935 = "stablehlo.slice"(%927) <{limit_indices = array<i64: 1, 4096, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x64xbf16>
      %936 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %937 = "stablehlo.reduce"(%935, %936) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg263: tensor<bf16>, %arg264: tensor<bf16>):
        %1576 = "stablehlo.add"(%arg263, %arg264) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1576) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x128x64xbf16>, tensor<bf16>) -> tensor<4096x64xbf16>
      %938 = "stablehlo.broadcast_in_dim"(%937) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
      %939 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %940 = "stablehlo.reduce"(%938, %939) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg261: tensor<bf16>, %arg262: tensor<bf16>):
        %1575 = "stablehlo.add"(%arg261, %arg262) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1575) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x1x64xbf16>, tensor<bf16>) -> tensor<4096x64xbf16>
      %941 = "stablehlo.broadcast_in_dim"(%940) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4096x64xbf16>) -> tensor<1x4096x64xbf16>
      %942 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %943 = "stablehlo.pad"(%934, %942) <{edge_padding_high = array<i64: 0, 0, 0, 128>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x128xbf16>, tensor<bf16>) -> tensor<1x4096x128x256xbf16>
      %944 = "stablehlo.add"(%931, %943) : (tensor<1x4096x128x256xbf16>, tensor<1x4096x128x256xbf16>) -> tensor<1x4096x128x256xbf16>
      %945 = "stablehlo.reshape"(%944) : (tensor<1x4096x128x256xbf16>) -> tensor<1x4096x32768xbf16>
      %946 = "stablehlo.dot_general"(%945, %557) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x32768xbf16>, tensor<1x4096x512xbf16>) -> tensor<32768x512xbf16>
      %947 = "stablehlo.transpose"(%946) <{permutation = array<i64: 1, 0>}> : (tensor<32768x512xbf16>) -> tensor<512x32768xbf16>
      %948 = "stablehlo.dot_general"(%945, %arg120) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x32768xbf16>, tensor<512x32768xbf16>) -> tensor<1x4096x512xbf16>
      %949 = "stablehlo.broadcast_in_dim"(%941) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<1x4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
      %950 = "stablehlo.convert"(%949) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xf32>
      %951 = "stablehlo.multiply"(%950, %586) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
      %952 = "stablehlo.convert"(%951) : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xbf16>
      %953 = "stablehlo.multiply"(%950, %584) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
      %954 = "stablehlo.convert"(%953) : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xbf16>
      %955 = "stablehlo.slice"(%952) <{limit_indices = array<i64: 1, 4096, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
      %956 = "stablehlo.slice"(%952) <{limit_indices = array<i64: 1, 4096, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
      %957 = "stablehlo.negate"(%955) : (tensor<1x4096x1x32xbf16>) -> tensor<1x4096x1x32xbf16>
      %958 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %959 = "stablehlo.pad"(%957, %958) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x1x32xbf16>, tensor<bf16>) -> tensor<1x4096x1x64xbf16>
      %960 = "stablehlo.add"(%954, %959) : (tensor<1x4096x1x64xbf16>, tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xbf16>
      %961 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %962 = "stablehlo.pad"(%956, %961) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x1x32xbf16>, tensor<bf16>) -> tensor<1x4096x1x64xbf16>
      %963 = "stablehlo.add"(%960, %962) : (tensor<1x4096x1x64xbf16>, tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xbf16>
      %964 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %965 = "stablehlo.reduce"(%963, %964) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg259: tensor<bf16>, %arg260: tensor<bf16>):
        %1574 = "stablehlo.add"(%arg259, %arg260) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1574) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x1x64xbf16>, tensor<bf16>) -> tensor<4096x64xbf16>
      %966 = "stablehlo.broadcast_in_dim"(%965) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4096x64xbf16>) -> tensor<1x4096x64xbf16>
      %967 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %968 = "stablehlo.pad"(%966, %967) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 512>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x4096x64xbf16>, tensor<bf16>) -> tensor<1x4096x576xbf16>
      %969 = "stablehlo.multiply"(%554, %948) : (tensor<1x4096x512xbf16>, tensor<1x4096x512xbf16>) -> tensor<1x4096x512xbf16>
      %970 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %971 = "stablehlo.reduce"(%969, %970) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg257: tensor<bf16>, %arg258: tensor<bf16>):
        %1573 = "stablehlo.add"(%arg257, %arg258) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1573) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x512xbf16>, tensor<bf16>) -> tensor<1x512xbf16>
      %972 = "stablehlo.reshape"(%971) : (tensor<1x512xbf16>) -> tensor<1x1x512xbf16>
      %973 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<1x4096x512xbf16>
      %974 = "stablehlo.multiply"(%948, %973) : (tensor<1x4096x512xbf16>, tensor<1x4096x512xbf16>) -> tensor<1x4096x512xbf16>
      %975 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %976 = "stablehlo.reduce"(%972, %975) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg255: tensor<bf16>, %arg256: tensor<bf16>):
        %1572 = "stablehlo.add"(%arg255, %arg256) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1572) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
      %977 = "stablehlo.convert"(%974) : (tensor<1x4096x512xbf16>) -> tensor<1x4096x512xf32>
      %978 = "stablehlo.multiply"(%536, %977) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %979 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %980 = "stablehlo.reduce"(%978, %979) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg253: tensor<f32>, %arg254: tensor<f32>):
        %1571 = "stablehlo.add"(%arg253, %arg254) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1571) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x512xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %981 = "stablehlo.reshape"(%980) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %982 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x512xf32>
      %983 = "stablehlo.multiply"(%977, %982) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %984 = "stablehlo.multiply"(%981, %551) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %985 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %986 = "stablehlo.divide"(%984, %985) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %987 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %988 = "stablehlo.reduce"(%986, %987) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg251: tensor<f32>, %arg252: tensor<f32>):
        %1570 = "stablehlo.add"(%arg251, %arg252) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1570) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
      %989 = "stablehlo.broadcast_in_dim"(%988) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
      %990 = "stablehlo.broadcast_in_dim"(%989) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x512xf32>
      %991 = "stablehlo.multiply"(%536, %990) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %992 = "stablehlo.add"(%983, %991) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %993 = "stablehlo.multiply"(%990, %536) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %994 = "stablehlo.add"(%992, %993) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %995 = "stablehlo.convert"(%994) : (tensor<1x4096x512xf32>) -> tensor<1x4096x512xbf16>
      %996 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %997 = "stablehlo.pad"(%995, %996) <{edge_padding_high = array<i64: 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x4096x512xbf16>, tensor<bf16>) -> tensor<1x4096x576xbf16>
      %998 = "stablehlo.add"(%968, %997) : (tensor<1x4096x576xbf16>, tensor<1x4096x576xbf16>) -> tensor<1x4096x576xbf16>
      %999 = "stablehlo.dot_general"(%998, %467) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x576xbf16>, tensor<1x4096x7168xbf16>) -> tensor<576x7168xbf16>
      %1000 = "stablehlo.transpose"(%999) <{permutation = array<i64: 1, 0>}> : (tensor<576x7168xbf16>) -> tensor<7168x576xbf16>
      %1001 = "stablehlo.dot_general"(%998, %arg119) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x576xbf16>, tensor<7168x576xbf16>) -> tensor<1x4096x7168xbf16>
      %1002 = "stablehlo.convert"(%933) : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xf32>
      %1003 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
      %1004 = "stablehlo.multiply"(%1002, %1003) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
      %1005 = "stablehlo.convert"(%1004) : (tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xbf16>
      %1006 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
      %1007 = "stablehlo.multiply"(%1002, %1006) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
      %1008 = "stablehlo.convert"(%1007) : (tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xbf16>
      %1009 = "stablehlo.slice"(%1005) <{limit_indices = array<i64: 1, 4096, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
      %1010 = "stablehlo.slice"(%1005) <{limit_indices = array<i64: 1, 4096, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
      %1011 = "stablehlo.negate"(%1009) : (tensor<1x4096x128x32xbf16>) -> tensor<1x4096x128x32xbf16>
      %1012 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1013 = "stablehlo.pad"(%1011, %1012) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x32xbf16>, tensor<bf16>) -> tensor<1x4096x128x64xbf16>
      %1014 = "stablehlo.add"(%1008, %1013) : (tensor<1x4096x128x64xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xbf16>
      %1015 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1016 = "stablehlo.pad"(%1010, %1015) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x32xbf16>, tensor<bf16>) -> tensor<1x4096x128x64xbf16>
      %1017 = "stablehlo.add"(%1014, %1016) : (tensor<1x4096x128x64xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xbf16>
      %1018 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1019 = "stablehlo.pad"(%1017, %1018) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 128>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x64xbf16>, tensor<bf16>) -> tensor<1x4096x128x192xbf16>
      %1020 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1021 = "stablehlo.pad"(%932, %1020) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x128xbf16>, tensor<bf16>) -> tensor<1x4096x128x192xbf16>
      %1022 = "stablehlo.add"(%1019, %1021) : (tensor<1x4096x128x192xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x192xbf16>
      %1023 = "stablehlo.reshape"(%1022) : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x24576xbf16>
      %1024 = "stablehlo.dot_general"(%1023, %490) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x24576xbf16>, tensor<1x4096x1536xbf16>) -> tensor<24576x1536xbf16>
      %1025 = "stablehlo.transpose"(%1024) <{permutation = array<i64: 1, 0>}> : (tensor<24576x1536xbf16>) -> tensor<1536x24576xbf16>
      %1026 = "stablehlo.dot_general"(%1023, %arg123) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x24576xbf16>, tensor<1536x24576xbf16>) -> tensor<1x4096x1536xbf16>
      %1027 = "stablehlo.multiply"(%487, %1026) : (tensor<1x4096x1536xbf16>, tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xbf16>
      %1028 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1029 = "stablehlo.reduce"(%1027, %1028) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg249: tensor<bf16>, %arg250: tensor<bf16>):
        %1569 = "stablehlo.add"(%arg249, %arg250) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1569) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x1536xbf16>, tensor<bf16>) -> tensor<1x1536xbf16>
      %1030 = "stablehlo.reshape"(%1029) : (tensor<1x1536xbf16>) -> tensor<1x1x1536xbf16>
      %1031 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<1x4096x1536xbf16>
      %1032 = "stablehlo.multiply"(%1026, %1031) : (tensor<1x4096x1536xbf16>, tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xbf16>
      %1033 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1034 = "stablehlo.reduce"(%1030, %1033) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg247: tensor<bf16>, %arg248: tensor<bf16>):
        %1568 = "stablehlo.add"(%arg247, %arg248) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1568) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x1536xbf16>, tensor<bf16>) -> tensor<1536xbf16>
      %1035 = "stablehlo.convert"(%1032) : (tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xf32>
      %1036 = "stablehlo.multiply"(%469, %1035) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %1037 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1038 = "stablehlo.reduce"(%1036, %1037) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg245: tensor<f32>, %arg246: tensor<f32>):
        %1567 = "stablehlo.add"(%arg245, %arg246) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1567) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1536xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %1039 = "stablehlo.reshape"(%1038) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %1040 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x1536xf32>
      %1041 = "stablehlo.multiply"(%1035, %1040) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %1042 = "stablehlo.multiply"(%1039, %484) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %1043 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %1044 = "stablehlo.divide"(%1042, %1043) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %1045 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1046 = "stablehlo.reduce"(%1044, %1045) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg243: tensor<f32>, %arg244: tensor<f32>):
        %1566 = "stablehlo.add"(%arg243, %arg244) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1566) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
      %1047 = "stablehlo.broadcast_in_dim"(%1046) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
      %1048 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1536xf32>
      %1049 = "stablehlo.multiply"(%469, %1048) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %1050 = "stablehlo.add"(%1041, %1049) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %1051 = "stablehlo.multiply"(%1048, %469) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %1052 = "stablehlo.add"(%1050, %1051) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %1053 = "stablehlo.convert"(%1052) : (tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xbf16>
      %1054 = "stablehlo.dot_general"(%1053, %467) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x1536xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1536x7168xbf16>
      %1055 = "stablehlo.transpose"(%1054) <{permutation = array<i64: 1, 0>}> : (tensor<1536x7168xbf16>) -> tensor<7168x1536xbf16>
      %1056 = "stablehlo.dot_general"(%1053, %arg122) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x1536xbf16>, tensor<7168x1536xbf16>) -> tensor<1x4096x7168xbf16>
      %1057 = "stablehlo.add"(%1001, %1056) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1058 = "stablehlo.multiply"(%464, %1057) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1059 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1060 = "stablehlo.reduce"(%1058, %1059) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg241: tensor<bf16>, %arg242: tensor<bf16>):
        %1565 = "stablehlo.add"(%arg241, %arg242) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1565) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x7168xbf16>, tensor<bf16>) -> tensor<1x7168xbf16>
      %1061 = "stablehlo.reshape"(%1060) : (tensor<1x7168xbf16>) -> tensor<1x1x7168xbf16>
      %1062 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1063 = "stablehlo.multiply"(%1057, %1062) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1064 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1065 = "stablehlo.reduce"(%1061, %1064) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg239: tensor<bf16>, %arg240: tensor<bf16>):
        %1564 = "stablehlo.add"(%arg239, %arg240) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1564) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x7168xbf16>, tensor<bf16>) -> tensor<7168xbf16>
      %1066 = "stablehlo.convert"(%1063) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
      %1067 = "stablehlo.multiply"(%446, %1066) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1068 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1069 = "stablehlo.reduce"(%1067, %1068) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg237: tensor<f32>, %arg238: tensor<f32>):
        %1563 = "stablehlo.add"(%arg237, %arg238) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1563) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %1070 = "stablehlo.reshape"(%1069) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %1071 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
      %1072 = "stablehlo.multiply"(%1066, %1071) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1073 = "stablehlo.multiply"(%1070, %461) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %1074 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %1075 = "stablehlo.divide"(%1073, %1074) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %1076 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1077 = "stablehlo.reduce"(%1075, %1076) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg235: tensor<f32>, %arg236: tensor<f32>):
        %1562 = "stablehlo.add"(%arg235, %arg236) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1562) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
      %1078 = "stablehlo.broadcast_in_dim"(%1077) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
      %1079 = "stablehlo.broadcast_in_dim"(%1078) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x7168xf32>
      %1080 = "stablehlo.multiply"(%446, %1079) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1081 = "stablehlo.add"(%1072, %1080) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1082 = "stablehlo.multiply"(%1079, %446) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1083 = "stablehlo.add"(%1081, %1082) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1084 = "stablehlo.convert"(%1083) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
      %1085 = "stablehlo.add"(%897, %1084) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1086 = "stablehlo.reshape"(%1085) : (tensor<1x4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %1087 = "stablehlo.dot_general"(%1086, %428) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x7168xbf16>, tensor<4096x32x1280xbf16>) -> tensor<7168x32x1280xbf16>
      %1088 = "stablehlo.transpose"(%1087) <{permutation = array<i64: 1, 2, 0>}> : (tensor<7168x32x1280xbf16>) -> tensor<32x1280x7168xbf16>
      %1089 = "stablehlo.dot_general"(%1086, %441) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x7168xbf16>, tensor<32x1280x7168xbf16>) -> tensor<4096x32x1280xbf16>
      %1090 = "stablehlo.all_to_all"(%1088) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %1091 = "stablehlo.reshape"(%1090) : (tensor<32x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
      %1092 = "stablehlo.transpose"(%1091) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x8x1280x7168xbf16>) -> tensor<8x7168x4x1280xbf16>
      %1093 = "stablehlo.dot_general"(%1092, %arg100) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x4x1280xbf16>, tensor<8x2048x7168xbf16>) -> tensor<8x4x1280x2048xbf16>
      %1094 = "stablehlo.transpose"(%1093) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<8x4x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
      %1095 = "stablehlo.dot_general"(%1092, %437) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x7168x4x1280xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<8x7168x2048xbf16>
      %1096 = "stablehlo.transpose"(%1095) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x7168x2048xbf16>) -> tensor<8x2048x7168xbf16>
      %1097 = "stablehlo.multiply"(%434#0, %1094) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
      %1098 = "stablehlo.multiply"(%1094, %436) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
      %1099 = "stablehlo.transpose"(%1097) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x8x1280x2048xbf16>) -> tensor<8x2048x4x1280xbf16>
      %1100 = "stablehlo.dot_general"(%1099, %arg102) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x4x1280x7168xbf16>
      %1101 = "stablehlo.transpose"(%1100) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<8x4x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
      %1102 = "stablehlo.dot_general"(%1099, %431) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x7168xbf16>
      %1103 = "stablehlo.transpose"(%1102) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x2048x7168xbf16>) -> tensor<8x7168x2048xbf16>
      %1104 = "func.call"(%434#1, %434#2, %433, %1098) <{callee = @silu_6}> : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
      %1105 = "stablehlo.transpose"(%1104) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x8x1280x2048xbf16>) -> tensor<8x2048x4x1280xbf16>
      %1106 = "stablehlo.dot_general"(%1105, %arg101) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x4x1280x7168xbf16>
      %1107 = "stablehlo.transpose"(%1106) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<8x4x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
      %1108 = "stablehlo.add"(%1101, %1107) : (tensor<4x8x1280x7168xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<4x8x1280x7168xbf16>
      %1109 = "stablehlo.dot_general"(%1105, %431) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x2048x4x1280xbf16>, tensor<4x8x1280x7168xbf16>) -> tensor<8x2048x7168xbf16>
      %1110 = "stablehlo.transpose"(%1109) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x2048x7168xbf16>) -> tensor<8x7168x2048xbf16>
      %1111 = "stablehlo.reshape"(%1108) : (tensor<4x8x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %1112 = "stablehlo.all_to_all"(%1111) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<32x1280x7168xbf16>) -> tensor<32x1280x7168xbf16>
      %1113 = "stablehlo.dot_general"(%1112, %427) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<32x1280x7168xbf16>, tensor<4096x32x1280xbf16>) -> tensor<7168x4096xbf16>
      %1114 = "stablehlo.transpose"(%1113) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %1115 = "stablehlo.dot_general"(%1089, %423) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [2, 3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32x1280xbf16>, tensor<4096x8x32x1280xbf16>) -> tensor<4096x8xbf16>
      %1116 = "stablehlo.convert"(%1115) : (tensor<4096x8xbf16>) -> tensor<4096x8xf32>
      %1117 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
      %1118 = "stablehlo.multiply"(%1116, %1117) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
      %1119 = "stablehlo.multiply"(%1118, %395#0) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
      %1120 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1121 = "stablehlo.reduce"(%1119, %1120) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg233: tensor<f32>, %arg234: tensor<f32>):
        %1561 = "stablehlo.add"(%arg233, %arg234) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1561) : (tensor<f32>) -> ()
      }) : (tensor<4096x8xf32>, tensor<f32>) -> tensor<4096xf32>
      %1122 = "stablehlo.reshape"(%1121) : (tensor<4096xf32>) -> tensor<4096x1xf32>
      %1123 = "stablehlo.negate"(%1122) : (tensor<4096x1xf32>) -> tensor<4096x1xf32>
      %1124 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
      %1125 = "stablehlo.divide"(%1116, %1124) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
      %1126 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1127 = "stablehlo.reduce"(%1123, %1126) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg231: tensor<f32>, %arg232: tensor<f32>):
        %1560 = "stablehlo.add"(%arg231, %arg232) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1560) : (tensor<f32>) -> ()
      }) : (tensor<4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
      %1128 = "stablehlo.broadcast_in_dim"(%1127) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4096xf32>) -> tensor<4096x8xf32>
      %1129 = "stablehlo.add"(%1125, %1128) : (tensor<4096x8xf32>, tensor<4096x8xf32>) -> tensor<4096x8xf32>
      %1130 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1131 = "stablehlo.broadcast_in_dim"(%1130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4096x32xf32>
      %1132 = "stablehlo.scatter"(%1131, %396, %1129) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
      ^bb0(%arg229: tensor<f32>, %arg230: tensor<f32>):
        %1559 = "stablehlo.add"(%arg229, %arg230) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1559) : (tensor<f32>) -> ()
      }) : (tensor<4096x32xf32>, tensor<4096x8x1xi32>, tensor<4096x8xf32>) -> tensor<4096x32xf32>
      %1133 = "stablehlo.multiply"(%1132, %394) : (tensor<4096x32xf32>, tensor<4096x32xf32>) -> tensor<4096x32xf32>
      %1134 = "stablehlo.convert"(%1133) : (tensor<4096x32xf32>) -> tensor<4096x32xbf16>
      %1135 = "stablehlo.dot_general"(%1134, %380) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32xbf16>, tensor<4096x7168xbf16>) -> tensor<32x7168xbf16>
      %1136 = "stablehlo.transpose"(%1135) <{permutation = array<i64: 1, 0>}> : (tensor<32x7168xbf16>) -> tensor<7168x32xbf16>
      %1137 = "stablehlo.dot_general"(%1134, %arg96) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4096x32xbf16>, tensor<7168x32xbf16>) -> tensor<4096x7168xbf16>
      %1138 = "stablehlo.add"(%1114, %1137) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %1139 = "stablehlo.reshape"(%1138) : (tensor<4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1140 = "stablehlo.dot_general"(%1085, %378) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<1x4096x2048xbf16>) -> tensor<7168x2048xbf16>
      %1141 = "stablehlo.transpose"(%1140) <{permutation = array<i64: 1, 0>}> : (tensor<7168x2048xbf16>) -> tensor<2048x7168xbf16>
      %1142 = "stablehlo.dot_general"(%1085, %arg97) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<2048x7168xbf16>) -> tensor<1x4096x2048xbf16>
      %1143 = "stablehlo.multiply"(%376#0, %1142) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
      %1144 = "stablehlo.multiply"(%1142, %377) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
      %1145 = "stablehlo.dot_general"(%1143, %374) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<1x4096x7168xbf16>) -> tensor<2048x7168xbf16>
      %1146 = "stablehlo.transpose"(%1145) <{permutation = array<i64: 1, 0>}> : (tensor<2048x7168xbf16>) -> tensor<7168x2048xbf16>
      %1147 = "stablehlo.dot_general"(%1143, %arg99) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x7168xbf16>
      %1148 = "stablehlo.add"(%1139, %1147) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1149 = "func.call"(%376#1, %376#2, %375, %1144) <{callee = @silu_7}> : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
      %1150 = "stablehlo.dot_general"(%1149, %374) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<1x4096x7168xbf16>) -> tensor<2048x7168xbf16>
      %1151 = "stablehlo.transpose"(%1150) <{permutation = array<i64: 1, 0>}> : (tensor<2048x7168xbf16>) -> tensor<7168x2048xbf16>
      %1152 = "stablehlo.dot_general"(%1149, %arg98) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<1x4096x7168xbf16>
      %1153 = "stablehlo.add"(%1148, %1152) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1154 = "stablehlo.multiply"(%371, %1153) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1155 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1156 = "stablehlo.reduce"(%1154, %1155) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg227: tensor<bf16>, %arg228: tensor<bf16>):
        %1558 = "stablehlo.add"(%arg227, %arg228) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1558) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x7168xbf16>, tensor<bf16>) -> tensor<1x7168xbf16>
      %1157 = "stablehlo.reshape"(%1156) : (tensor<1x7168xbf16>) -> tensor<1x1x7168xbf16>
      %1158 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1159 = "stablehlo.multiply"(%1153, %1158) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1160 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1161 = "stablehlo.reduce"(%1157, %1160) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg225: tensor<bf16>, %arg226: tensor<bf16>):
        %1557 = "stablehlo.add"(%arg225, %arg226) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1557) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x7168xbf16>, tensor<bf16>) -> tensor<7168xbf16>
      %1162 = "stablehlo.convert"(%1159) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
      %1163 = "stablehlo.multiply"(%353, %1162) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1165 = "stablehlo.reduce"(%1163, %1164) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg223: tensor<f32>, %arg224: tensor<f32>):
        %1556 = "stablehlo.add"(%arg223, %arg224) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1556) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %1166 = "stablehlo.reshape"(%1165) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %1167 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
      %1168 = "stablehlo.multiply"(%1162, %1167) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1169 = "stablehlo.multiply"(%1166, %368) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %1170 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %1171 = "stablehlo.divide"(%1169, %1170) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %1172 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1173 = "stablehlo.reduce"(%1171, %1172) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg221: tensor<f32>, %arg222: tensor<f32>):
        %1555 = "stablehlo.add"(%arg221, %arg222) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1555) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
      %1174 = "stablehlo.broadcast_in_dim"(%1173) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
      %1175 = "stablehlo.broadcast_in_dim"(%1174) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x7168xf32>
      %1176 = "stablehlo.multiply"(%353, %1175) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1177 = "stablehlo.add"(%1168, %1176) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1178 = "stablehlo.multiply"(%1175, %353) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1179 = "stablehlo.add"(%1177, %1178) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1180 = "stablehlo.convert"(%1179) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
      %1181 = "stablehlo.add"(%1085, %1180) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1182 = "stablehlo.dot_general"(%1181, %350) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<1x4096x16384xbf16>) -> tensor<7168x16384xbf16>
      %1183 = "stablehlo.transpose"(%1182) <{permutation = array<i64: 1, 0>}> : (tensor<7168x16384xbf16>) -> tensor<16384x7168xbf16>
      %1184 = "stablehlo.dot_general"(%1181, %arg105) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x7168xbf16>, tensor<16384x7168xbf16>) -> tensor<1x4096x16384xbf16>
      %1185 = "stablehlo.reshape"(%1184) : (tensor<1x4096x16384xbf16>) -> tensor<1x4096x128x128xbf16>
      %1186 = "stablehlo.transpose"(%1185) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x4096x128x128xbf16>) -> tensor<1x128x128x4096xbf16>
      %1187 = "stablehlo.dot_general"(%1186, %318) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x128x4096xbf16>, tensor<1x4096x128x128xbf16>) -> tensor<1x128x4096x4096xbf16>
      %1188 = "stablehlo.dot_general"(%1186, %347) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x128x4096xbf16>, tensor<1x128x4096x4096xbf16>) -> tensor<1x128x128x4096xbf16>
      %1189 = "stablehlo.transpose"(%1188) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x128x128x4096xbf16>) -> tensor<1x4096x128x128xbf16>
      %1190 = "stablehlo.convert"(%1187) : (tensor<1x128x4096x4096xbf16>) -> tensor<1x128x4096x4096xf32>
      %1191 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
      %1192 = "stablehlo.multiply"(%1190, %1191) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %1193 = "stablehlo.multiply"(%1192, %337) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %1194 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1195 = "stablehlo.reduce"(%1193, %1194) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg219: tensor<f32>, %arg220: tensor<f32>):
        %1554 = "stablehlo.add"(%arg219, %arg220) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1554) : (tensor<f32>) -> ()
      }) : (tensor<1x128x4096x4096xf32>, tensor<f32>) -> tensor<1x128x4096xf32>
      %1196 = "stablehlo.reshape"(%1195) : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x1xf32>
      %1197 = "stablehlo.negate"(%1196) : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x1xf32>
      %1198 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x4096x1xf32>) -> tensor<1x128x4096x4096xf32>
      %1199 = "stablehlo.divide"(%1190, %1198) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %1200 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1201 = "stablehlo.reduce"(%1197, %1200) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg217: tensor<f32>, %arg218: tensor<f32>):
        %1553 = "stablehlo.add"(%arg217, %arg218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1553) : (tensor<f32>) -> ()
      }) : (tensor<1x128x4096x1xf32>, tensor<f32>) -> tensor<128x4096xf32>
      %1202 = "stablehlo.broadcast_in_dim"(%1201) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<128x4096xf32>) -> tensor<1x128x4096xf32>
      %1203 = "stablehlo.broadcast_in_dim"(%1202) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x128x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %1204 = "stablehlo.add"(%1199, %1203) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %1205 = "stablehlo.multiply"(%1204, %337) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %1206 = "func.call"(%328#1, %1205) <{callee = @_where_8}> : (tensor<1x128x4096x4096xi1>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %1207 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x4096xf32>
      %1208 = "stablehlo.divide"(%1206, %1207) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
      %1209 = "stablehlo.convert"(%1208) : (tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xbf16>
      %1210 = "stablehlo.dot_general"(%1209, %317) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x4096x4096xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x128x4096x192xbf16>
      %1211 = "stablehlo.transpose"(%1210) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x128x4096x192xbf16>) -> tensor<1x4096x128x192xbf16>
      %1212 = "stablehlo.dot_general"(%1209, %316) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x128x4096x4096xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x128x4096x192xbf16>
      %1213 = "stablehlo.transpose"(%1212) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x128x4096x192xbf16>) -> tensor<1x4096x128x192xbf16>
      %1214 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1215 = "stablehlo.pad"(%1189, %1214) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 128>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x128xbf16>, tensor<bf16>) -> tensor<1x4096x128x256xbf16>
      %1216 = "stablehlo.slice"(%1213) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x128xbf16>
      %1217 = "stablehlo.slice"(%1213) <{limit_indices = array<i64: 1, 4096, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x64xbf16>
      %1218 = "stablehlo.slice"(%1211) <{limit_indices = array<i64: 1, 4096, 128, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x128xbf16>
      %1219 = "stablehlo.slice"(%1211) <{limit_indices = array<i64: 1, 4096, 128, 192>, start_indices = array<i64: 0, 0, 0, 128>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x64xbf16>
      %1220 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1221 = "stablehlo.reduce"(%1219, %1220) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg215: tensor<bf16>, %arg216: tensor<bf16>):
        %1552 = "stablehlo.add"(%arg215, %arg216) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1552) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x128x64xbf16>, tensor<bf16>) -> tensor<4096x64xbf16>
      %1222 = "stablehlo.broadcast_in_dim"(%1221) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
      %1223 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1224 = "stablehlo.reduce"(%1222, %1223) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg213: tensor<bf16>, %arg214: tensor<bf16>):
        %1551 = "stablehlo.add"(%arg213, %arg214) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1551) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x1x64xbf16>, tensor<bf16>) -> tensor<4096x64xbf16>
      %1225 = "stablehlo.broadcast_in_dim"(%1224) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4096x64xbf16>) -> tensor<1x4096x64xbf16>
      %1226 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1227 = "stablehlo.pad"(%1218, %1226) <{edge_padding_high = array<i64: 0, 0, 0, 128>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x128xbf16>, tensor<bf16>) -> tensor<1x4096x128x256xbf16>
      %1228 = "stablehlo.add"(%1215, %1227) : (tensor<1x4096x128x256xbf16>, tensor<1x4096x128x256xbf16>) -> tensor<1x4096x128x256xbf16>
      %1229 = "stablehlo.reshape"(%1228) : (tensor<1x4096x128x256xbf16>) -> tensor<1x4096x32768xbf16>
      %1230 = "stablehlo.dot_general"(%1229, %270) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x32768xbf16>, tensor<1x4096x512xbf16>) -> tensor<32768x512xbf16>
      %1231 = "stablehlo.transpose"(%1230) <{permutation = array<i64: 1, 0>}> : (tensor<32768x512xbf16>) -> tensor<512x32768xbf16>
      %1232 = "stablehlo.dot_general"(%1229, %arg104) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x32768xbf16>, tensor<512x32768xbf16>) -> tensor<1x4096x512xbf16>
      %1233 = "stablehlo.broadcast_in_dim"(%1225) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<1x4096x64xbf16>) -> tensor<1x4096x1x64xbf16>
      %1234 = "stablehlo.convert"(%1233) : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xf32>
      %1235 = "stablehlo.multiply"(%1234, %299) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
      %1236 = "stablehlo.convert"(%1235) : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xbf16>
      %1237 = "stablehlo.multiply"(%1234, %297) : (tensor<1x4096x1x64xf32>, tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
      %1238 = "stablehlo.convert"(%1237) : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xbf16>
      %1239 = "stablehlo.slice"(%1236) <{limit_indices = array<i64: 1, 4096, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
      %1240 = "stablehlo.slice"(%1236) <{limit_indices = array<i64: 1, 4096, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x32xbf16>
      %1241 = "stablehlo.negate"(%1239) : (tensor<1x4096x1x32xbf16>) -> tensor<1x4096x1x32xbf16>
      %1242 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1243 = "stablehlo.pad"(%1241, %1242) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x1x32xbf16>, tensor<bf16>) -> tensor<1x4096x1x64xbf16>
      %1244 = "stablehlo.add"(%1238, %1243) : (tensor<1x4096x1x64xbf16>, tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xbf16>
      %1245 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1246 = "stablehlo.pad"(%1240, %1245) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x1x32xbf16>, tensor<bf16>) -> tensor<1x4096x1x64xbf16>
      %1247 = "stablehlo.add"(%1244, %1246) : (tensor<1x4096x1x64xbf16>, tensor<1x4096x1x64xbf16>) -> tensor<1x4096x1x64xbf16>
      %1248 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1249 = "stablehlo.reduce"(%1247, %1248) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg211: tensor<bf16>, %arg212: tensor<bf16>):
        %1550 = "stablehlo.add"(%arg211, %arg212) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1550) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x1x64xbf16>, tensor<bf16>) -> tensor<4096x64xbf16>
      %1250 = "stablehlo.broadcast_in_dim"(%1249) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4096x64xbf16>) -> tensor<1x4096x64xbf16>
      %1251 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1252 = "stablehlo.pad"(%1250, %1251) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 512>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x4096x64xbf16>, tensor<bf16>) -> tensor<1x4096x576xbf16>
      %1253 = "stablehlo.multiply"(%267, %1232) : (tensor<1x4096x512xbf16>, tensor<1x4096x512xbf16>) -> tensor<1x4096x512xbf16>
      %1254 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1255 = "stablehlo.reduce"(%1253, %1254) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg209: tensor<bf16>, %arg210: tensor<bf16>):
        %1549 = "stablehlo.add"(%arg209, %arg210) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1549) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x512xbf16>, tensor<bf16>) -> tensor<1x512xbf16>
      %1256 = "stablehlo.reshape"(%1255) : (tensor<1x512xbf16>) -> tensor<1x1x512xbf16>
      %1257 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xbf16>) -> tensor<1x4096x512xbf16>
      %1258 = "stablehlo.multiply"(%1232, %1257) : (tensor<1x4096x512xbf16>, tensor<1x4096x512xbf16>) -> tensor<1x4096x512xbf16>
      %1259 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1260 = "stablehlo.reduce"(%1256, %1259) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg207: tensor<bf16>, %arg208: tensor<bf16>):
        %1548 = "stablehlo.add"(%arg207, %arg208) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1548) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
      %1261 = "stablehlo.convert"(%1258) : (tensor<1x4096x512xbf16>) -> tensor<1x4096x512xf32>
      %1262 = "stablehlo.multiply"(%249, %1261) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %1263 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1264 = "stablehlo.reduce"(%1262, %1263) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg205: tensor<f32>, %arg206: tensor<f32>):
        %1547 = "stablehlo.add"(%arg205, %arg206) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1547) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x512xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %1265 = "stablehlo.reshape"(%1264) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %1266 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x512xf32>
      %1267 = "stablehlo.multiply"(%1261, %1266) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %1268 = "stablehlo.multiply"(%1265, %264) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %1269 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %1270 = "stablehlo.divide"(%1268, %1269) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %1271 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1272 = "stablehlo.reduce"(%1270, %1271) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg203: tensor<f32>, %arg204: tensor<f32>):
        %1546 = "stablehlo.add"(%arg203, %arg204) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1546) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
      %1273 = "stablehlo.broadcast_in_dim"(%1272) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
      %1274 = "stablehlo.broadcast_in_dim"(%1273) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x512xf32>
      %1275 = "stablehlo.multiply"(%249, %1274) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %1276 = "stablehlo.add"(%1267, %1275) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %1277 = "stablehlo.multiply"(%1274, %249) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %1278 = "stablehlo.add"(%1276, %1277) : (tensor<1x4096x512xf32>, tensor<1x4096x512xf32>) -> tensor<1x4096x512xf32>
      %1279 = "stablehlo.convert"(%1278) : (tensor<1x4096x512xf32>) -> tensor<1x4096x512xbf16>
      %1280 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1281 = "stablehlo.pad"(%1279, %1280) <{edge_padding_high = array<i64: 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x4096x512xbf16>, tensor<bf16>) -> tensor<1x4096x576xbf16>
      %1282 = "stablehlo.add"(%1252, %1281) : (tensor<1x4096x576xbf16>, tensor<1x4096x576xbf16>) -> tensor<1x4096x576xbf16>
      %1283 = "stablehlo.dot_general"(%1282, %180) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x576xbf16>, tensor<1x4096x7168xbf16>) -> tensor<576x7168xbf16>
      %1284 = "stablehlo.transpose"(%1283) <{permutation = array<i64: 1, 0>}> : (tensor<576x7168xbf16>) -> tensor<7168x576xbf16>
      %1285 = "stablehlo.dot_general"(%1282, %arg103) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x576xbf16>, tensor<7168x576xbf16>) -> tensor<1x4096x7168xbf16>
      %1286 = "stablehlo.convert"(%1217) : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xf32>
      %1287 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
      %1288 = "stablehlo.multiply"(%1286, %1287) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
      %1289 = "stablehlo.convert"(%1288) : (tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xbf16>
      %1290 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x128x64xf32>
      %1291 = "stablehlo.multiply"(%1286, %1290) : (tensor<1x4096x128x64xf32>, tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xf32>
      %1292 = "stablehlo.convert"(%1291) : (tensor<1x4096x128x64xf32>) -> tensor<1x4096x128x64xbf16>
      %1293 = "stablehlo.slice"(%1289) <{limit_indices = array<i64: 1, 4096, 128, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
      %1294 = "stablehlo.slice"(%1289) <{limit_indices = array<i64: 1, 4096, 128, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x32xbf16>
      %1295 = "stablehlo.negate"(%1293) : (tensor<1x4096x128x32xbf16>) -> tensor<1x4096x128x32xbf16>
      %1296 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1297 = "stablehlo.pad"(%1295, %1296) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x32xbf16>, tensor<bf16>) -> tensor<1x4096x128x64xbf16>
      %1298 = "stablehlo.add"(%1292, %1297) : (tensor<1x4096x128x64xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xbf16>
      %1299 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1300 = "stablehlo.pad"(%1294, %1299) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x32xbf16>, tensor<bf16>) -> tensor<1x4096x128x64xbf16>
      %1301 = "stablehlo.add"(%1298, %1300) : (tensor<1x4096x128x64xbf16>, tensor<1x4096x128x64xbf16>) -> tensor<1x4096x128x64xbf16>
      %1302 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1303 = "stablehlo.pad"(%1301, %1302) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 128>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x64xbf16>, tensor<bf16>) -> tensor<1x4096x128x192xbf16>
      %1304 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1305 = "stablehlo.pad"(%1216, %1304) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x4096x128x128xbf16>, tensor<bf16>) -> tensor<1x4096x128x192xbf16>
      %1306 = "stablehlo.add"(%1303, %1305) : (tensor<1x4096x128x192xbf16>, tensor<1x4096x128x192xbf16>) -> tensor<1x4096x128x192xbf16>
      %1307 = "stablehlo.reshape"(%1306) : (tensor<1x4096x128x192xbf16>) -> tensor<1x4096x24576xbf16>
      %1308 = "stablehlo.dot_general"(%1307, %203) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x24576xbf16>, tensor<1x4096x1536xbf16>) -> tensor<24576x1536xbf16>
      %1309 = "stablehlo.transpose"(%1308) <{permutation = array<i64: 1, 0>}> : (tensor<24576x1536xbf16>) -> tensor<1536x24576xbf16>
      %1310 = "stablehlo.dot_general"(%1307, %arg107) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x24576xbf16>, tensor<1536x24576xbf16>) -> tensor<1x4096x1536xbf16>
      %1311 = "stablehlo.multiply"(%200, %1310) : (tensor<1x4096x1536xbf16>, tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xbf16>
      %1312 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1313 = "stablehlo.reduce"(%1311, %1312) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg201: tensor<bf16>, %arg202: tensor<bf16>):
        %1545 = "stablehlo.add"(%arg201, %arg202) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1545) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x1536xbf16>, tensor<bf16>) -> tensor<1x1536xbf16>
      %1314 = "stablehlo.reshape"(%1313) : (tensor<1x1536xbf16>) -> tensor<1x1x1536xbf16>
      %1315 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1536xbf16>) -> tensor<1x4096x1536xbf16>
      %1316 = "stablehlo.multiply"(%1310, %1315) : (tensor<1x4096x1536xbf16>, tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xbf16>
      %1317 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1318 = "stablehlo.reduce"(%1314, %1317) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg199: tensor<bf16>, %arg200: tensor<bf16>):
        %1544 = "stablehlo.add"(%arg199, %arg200) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1544) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x1536xbf16>, tensor<bf16>) -> tensor<1536xbf16>
      %1319 = "stablehlo.convert"(%1316) : (tensor<1x4096x1536xbf16>) -> tensor<1x4096x1536xf32>
      %1320 = "stablehlo.multiply"(%182, %1319) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %1321 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1322 = "stablehlo.reduce"(%1320, %1321) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg197: tensor<f32>, %arg198: tensor<f32>):
        %1543 = "stablehlo.add"(%arg197, %arg198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1543) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1536xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %1323 = "stablehlo.reshape"(%1322) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %1324 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x1536xf32>
      %1325 = "stablehlo.multiply"(%1319, %1324) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %1326 = "stablehlo.multiply"(%1323, %197) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %1327 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %1328 = "stablehlo.divide"(%1326, %1327) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %1329 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1330 = "stablehlo.reduce"(%1328, %1329) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg195: tensor<f32>, %arg196: tensor<f32>):
        %1542 = "stablehlo.add"(%arg195, %arg196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1542) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
      %1331 = "stablehlo.broadcast_in_dim"(%1330) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
      %1332 = "stablehlo.broadcast_in_dim"(%1331) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1536xf32>
      %1333 = "stablehlo.multiply"(%182, %1332) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %1334 = "stablehlo.add"(%1325, %1333) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %1335 = "stablehlo.multiply"(%1332, %182) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %1336 = "stablehlo.add"(%1334, %1335) : (tensor<1x4096x1536xf32>, tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xf32>
      %1337 = "stablehlo.convert"(%1336) : (tensor<1x4096x1536xf32>) -> tensor<1x4096x1536xbf16>
      %1338 = "stablehlo.dot_general"(%1337, %180) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x1536xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1536x7168xbf16>
      %1339 = "stablehlo.transpose"(%1338) <{permutation = array<i64: 1, 0>}> : (tensor<1536x7168xbf16>) -> tensor<7168x1536xbf16>
      %1340 = "stablehlo.dot_general"(%1337, %arg106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x4096x1536xbf16>, tensor<7168x1536xbf16>) -> tensor<1x4096x7168xbf16>
      %1341 = "stablehlo.add"(%1285, %1340) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1342 = "stablehlo.multiply"(%177, %1341) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1343 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1344 = "stablehlo.reduce"(%1342, %1343) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg193: tensor<bf16>, %arg194: tensor<bf16>):
        %1541 = "stablehlo.add"(%arg193, %arg194) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1541) : (tensor<bf16>) -> ()
      }) : (tensor<1x4096x7168xbf16>, tensor<bf16>) -> tensor<1x7168xbf16>
      %1345 = "stablehlo.reshape"(%1344) : (tensor<1x7168xbf16>) -> tensor<1x1x7168xbf16>
      %1346 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1347 = "stablehlo.multiply"(%1341, %1346) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1348 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1349 = "stablehlo.reduce"(%1345, %1348) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg191: tensor<bf16>, %arg192: tensor<bf16>):
        %1540 = "stablehlo.add"(%arg191, %arg192) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1540) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x7168xbf16>, tensor<bf16>) -> tensor<7168xbf16>
      %1350 = "stablehlo.convert"(%1347) : (tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xf32>
      %1351 = "stablehlo.multiply"(%159, %1350) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1352 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1353 = "stablehlo.reduce"(%1351, %1352) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
        %1539 = "stablehlo.add"(%arg189, %arg190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1539) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x7168xf32>, tensor<f32>) -> tensor<1x4096xf32>
      %1354 = "stablehlo.reshape"(%1353) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
      %1355 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x7168xf32>
      %1356 = "stablehlo.multiply"(%1350, %1355) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1357 = "stablehlo.multiply"(%1354, %174) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %1358 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
      %1359 = "stablehlo.divide"(%1357, %1358) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
      %1360 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1361 = "stablehlo.reduce"(%1359, %1360) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg187: tensor<f32>, %arg188: tensor<f32>):
        %1538 = "stablehlo.add"(%arg187, %arg188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1538) : (tensor<f32>) -> ()
      }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
      %1362 = "stablehlo.broadcast_in_dim"(%1361) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
      %1363 = "stablehlo.broadcast_in_dim"(%1362) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x7168xf32>
      %1364 = "stablehlo.multiply"(%159, %1363) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1365 = "stablehlo.add"(%1356, %1364) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1366 = "stablehlo.multiply"(%1363, %159) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1367 = "stablehlo.add"(%1365, %1366) : (tensor<1x4096x7168xf32>, tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xf32>
      %1368 = "stablehlo.convert"(%1367) : (tensor<1x4096x7168xf32>) -> tensor<1x4096x7168xbf16>
      %1369 = "stablehlo.add"(%1181, %1368) : (tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
      %1370 = "func.call"(%158#1, %1369) <{callee = @_take_9}> : (tensor<1x4096x1xi32>, tensor<1x4096x7168xbf16>) -> tensor<129280x7168xbf16>
      %1371 = "stablehlo.all_reduce"(%1370) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg185: tensor<bf16>, %arg186: tensor<bf16>):
        %1537 = "stablehlo.add"(%arg185, %arg186) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1537) : (tensor<bf16>) -> ()
      }) : (tensor<129280x7168xbf16>) -> tensor<129280x7168xbf16>
      %1372 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1373 = "stablehlo.broadcast_in_dim"(%1372) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<129280x7168xbf16>
      %1374 = "stablehlo.divide"(%1371, %1373) : (tensor<129280x7168xbf16>, tensor<129280x7168xbf16>) -> tensor<129280x7168xbf16>
      %1375 = "stablehlo.all_reduce"(%782) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg183: tensor<bf16>, %arg184: tensor<bf16>):
        %1536 = "stablehlo.add"(%arg183, %arg184) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1536) : (tensor<bf16>) -> ()
      }) : (tensor<7168xbf16>) -> tensor<7168xbf16>
      %1376 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1377 = "stablehlo.broadcast_in_dim"(%1376) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168xbf16>
      %1378 = "stablehlo.divide"(%1375, %1377) : (tensor<7168xbf16>, tensor<7168xbf16>) -> tensor<7168xbf16>
      %1379 = "stablehlo.all_reduce"(%1349) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg181: tensor<bf16>, %arg182: tensor<bf16>):
        %1535 = "stablehlo.add"(%arg181, %arg182) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1535) : (tensor<bf16>) -> ()
      }) : (tensor<7168xbf16>) -> tensor<7168xbf16>
      %1380 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1381 = "stablehlo.broadcast_in_dim"(%1380) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168xbf16>
      %1382 = "stablehlo.divide"(%1379, %1381) : (tensor<7168xbf16>, tensor<7168xbf16>) -> tensor<7168xbf16>
      %1383 = "stablehlo.all_reduce"(%1260) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg179: tensor<bf16>, %arg180: tensor<bf16>):
        %1534 = "stablehlo.add"(%arg179, %arg180) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1534) : (tensor<bf16>) -> ()
      }) : (tensor<512xbf16>) -> tensor<512xbf16>
      %1384 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1385 = "stablehlo.broadcast_in_dim"(%1384) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<512xbf16>
      %1386 = "stablehlo.divide"(%1383, %1385) : (tensor<512xbf16>, tensor<512xbf16>) -> tensor<512xbf16>
      %1387 = "stablehlo.all_reduce"(%1161) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg177: tensor<bf16>, %arg178: tensor<bf16>):
        %1533 = "stablehlo.add"(%arg177, %arg178) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1533) : (tensor<bf16>) -> ()
      }) : (tensor<7168xbf16>) -> tensor<7168xbf16>
      %1388 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1389 = "stablehlo.broadcast_in_dim"(%1388) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168xbf16>
      %1390 = "stablehlo.divide"(%1387, %1389) : (tensor<7168xbf16>, tensor<7168xbf16>) -> tensor<7168xbf16>
      %1391 = "stablehlo.all_reduce"(%1318) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg175: tensor<bf16>, %arg176: tensor<bf16>):
        %1532 = "stablehlo.add"(%arg175, %arg176) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1532) : (tensor<bf16>) -> ()
      }) : (tensor<1536xbf16>) -> tensor<1536xbf16>
      %1392 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1393 = "stablehlo.broadcast_in_dim"(%1392) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1536xbf16>
      %1394 = "stablehlo.divide"(%1391, %1393) : (tensor<1536xbf16>, tensor<1536xbf16>) -> tensor<1536xbf16>
      %1395 = "stablehlo.all_reduce"(%1136) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg173: tensor<bf16>, %arg174: tensor<bf16>):
        %1531 = "stablehlo.add"(%arg173, %arg174) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1531) : (tensor<bf16>) -> ()
      }) : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
      %1396 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1397 = "stablehlo.broadcast_in_dim"(%1396) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x32xbf16>
      %1398 = "stablehlo.divide"(%1395, %1397) : (tensor<7168x32xbf16>, tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
      %1399 = "stablehlo.all_reduce"(%1141) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg171: tensor<bf16>, %arg172: tensor<bf16>):
        %1530 = "stablehlo.add"(%arg171, %arg172) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1530) : (tensor<bf16>) -> ()
      }) : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
      %1400 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1401 = "stablehlo.broadcast_in_dim"(%1400) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x7168xbf16>
      %1402 = "stablehlo.divide"(%1399, %1401) : (tensor<2048x7168xbf16>, tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
      %1403 = "stablehlo.all_reduce"(%1151) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg169: tensor<bf16>, %arg170: tensor<bf16>):
        %1529 = "stablehlo.add"(%arg169, %arg170) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1529) : (tensor<bf16>) -> ()
      }) : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
      %1404 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1405 = "stablehlo.broadcast_in_dim"(%1404) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x2048xbf16>
      %1406 = "stablehlo.divide"(%1403, %1405) : (tensor<7168x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
      %1407 = "stablehlo.all_reduce"(%1146) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg167: tensor<bf16>, %arg168: tensor<bf16>):
        %1528 = "stablehlo.add"(%arg167, %arg168) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1528) : (tensor<bf16>) -> ()
      }) : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
      %1408 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1409 = "stablehlo.broadcast_in_dim"(%1408) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x2048xbf16>
      %1410 = "stablehlo.divide"(%1407, %1409) : (tensor<7168x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
      %1411 = "stablehlo.all_reduce"(%1284) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg165: tensor<bf16>, %arg166: tensor<bf16>):
        %1527 = "stablehlo.add"(%arg165, %arg166) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1527) : (tensor<bf16>) -> ()
      }) : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
      %1412 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1413 = "stablehlo.broadcast_in_dim"(%1412) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x576xbf16>
      %1414 = "stablehlo.divide"(%1411, %1413) : (tensor<7168x576xbf16>, tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
      %1415 = "stablehlo.all_reduce"(%1231) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg163: tensor<bf16>, %arg164: tensor<bf16>):
        %1526 = "stablehlo.add"(%arg163, %arg164) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1526) : (tensor<bf16>) -> ()
      }) : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
      %1416 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1417 = "stablehlo.broadcast_in_dim"(%1416) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<512x32768xbf16>
      %1418 = "stablehlo.divide"(%1415, %1417) : (tensor<512x32768xbf16>, tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
      %1419 = "stablehlo.all_reduce"(%1183) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg161: tensor<bf16>, %arg162: tensor<bf16>):
        %1525 = "stablehlo.add"(%arg161, %arg162) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1525) : (tensor<bf16>) -> ()
      }) : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
      %1420 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1421 = "stablehlo.broadcast_in_dim"(%1420) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<16384x7168xbf16>
      %1422 = "stablehlo.divide"(%1419, %1421) : (tensor<16384x7168xbf16>, tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
      %1423 = "stablehlo.all_reduce"(%1339) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg159: tensor<bf16>, %arg160: tensor<bf16>):
        %1524 = "stablehlo.add"(%arg159, %arg160) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1524) : (tensor<bf16>) -> ()
      }) : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
      %1424 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1425 = "stablehlo.broadcast_in_dim"(%1424) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x1536xbf16>
      %1426 = "stablehlo.divide"(%1423, %1425) : (tensor<7168x1536xbf16>, tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
      %1427 = "stablehlo.all_reduce"(%1309) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg157: tensor<bf16>, %arg158: tensor<bf16>):
        %1523 = "stablehlo.add"(%arg157, %arg158) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1523) : (tensor<bf16>) -> ()
      }) : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
      %1428 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1429 = "stablehlo.broadcast_in_dim"(%1428) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1536x24576xbf16>
      %1430 = "stablehlo.divide"(%1427, %1429) : (tensor<1536x24576xbf16>, tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
      %1431 = "stablehlo.all_reduce"(%1065) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg155: tensor<bf16>, %arg156: tensor<bf16>):
        %1522 = "stablehlo.add"(%arg155, %arg156) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1522) : (tensor<bf16>) -> ()
      }) : (tensor<7168xbf16>) -> tensor<7168xbf16>
      %1432 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1433 = "stablehlo.broadcast_in_dim"(%1432) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168xbf16>
      %1434 = "stablehlo.divide"(%1431, %1433) : (tensor<7168xbf16>, tensor<7168xbf16>) -> tensor<7168xbf16>
      %1435 = "stablehlo.all_reduce"(%976) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg153: tensor<bf16>, %arg154: tensor<bf16>):
        %1521 = "stablehlo.add"(%arg153, %arg154) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1521) : (tensor<bf16>) -> ()
      }) : (tensor<512xbf16>) -> tensor<512xbf16>
      %1436 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1437 = "stablehlo.broadcast_in_dim"(%1436) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<512xbf16>
      %1438 = "stablehlo.divide"(%1435, %1437) : (tensor<512xbf16>, tensor<512xbf16>) -> tensor<512xbf16>
      %1439 = "stablehlo.all_reduce"(%877) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg151: tensor<bf16>, %arg152: tensor<bf16>):
        %1520 = "stablehlo.add"(%arg151, %arg152) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1520) : (tensor<bf16>) -> ()
      }) : (tensor<7168xbf16>) -> tensor<7168xbf16>
      %1440 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1441 = "stablehlo.broadcast_in_dim"(%1440) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168xbf16>
      %1442 = "stablehlo.divide"(%1439, %1441) : (tensor<7168xbf16>, tensor<7168xbf16>) -> tensor<7168xbf16>
      %1443 = "stablehlo.all_reduce"(%1034) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg149: tensor<bf16>, %arg150: tensor<bf16>):
        %1519 = "stablehlo.add"(%arg149, %arg150) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1519) : (tensor<bf16>) -> ()
      }) : (tensor<1536xbf16>) -> tensor<1536xbf16>
      %1444 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1445 = "stablehlo.broadcast_in_dim"(%1444) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1536xbf16>
      %1446 = "stablehlo.divide"(%1443, %1445) : (tensor<1536xbf16>, tensor<1536xbf16>) -> tensor<1536xbf16>
      %1447 = "stablehlo.all_reduce"(%852) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg147: tensor<bf16>, %arg148: tensor<bf16>):
        %1518 = "stablehlo.add"(%arg147, %arg148) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1518) : (tensor<bf16>) -> ()
      }) : (tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
      %1448 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1449 = "stablehlo.broadcast_in_dim"(%1448) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x32xbf16>
      %1450 = "stablehlo.divide"(%1447, %1449) : (tensor<7168x32xbf16>, tensor<7168x32xbf16>) -> tensor<7168x32xbf16>
      %1451 = "stablehlo.all_reduce"(%857) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg145: tensor<bf16>, %arg146: tensor<bf16>):
        %1517 = "stablehlo.add"(%arg145, %arg146) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1517) : (tensor<bf16>) -> ()
      }) : (tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
      %1452 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1453 = "stablehlo.broadcast_in_dim"(%1452) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x7168xbf16>
      %1454 = "stablehlo.divide"(%1451, %1453) : (tensor<2048x7168xbf16>, tensor<2048x7168xbf16>) -> tensor<2048x7168xbf16>
      %1455 = "stablehlo.all_reduce"(%867) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg143: tensor<bf16>, %arg144: tensor<bf16>):
        %1516 = "stablehlo.add"(%arg143, %arg144) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1516) : (tensor<bf16>) -> ()
      }) : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
      %1456 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1457 = "stablehlo.broadcast_in_dim"(%1456) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x2048xbf16>
      %1458 = "stablehlo.divide"(%1455, %1457) : (tensor<7168x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
      %1459 = "stablehlo.all_reduce"(%862) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg141: tensor<bf16>, %arg142: tensor<bf16>):
        %1515 = "stablehlo.add"(%arg141, %arg142) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1515) : (tensor<bf16>) -> ()
      }) : (tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
      %1460 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1461 = "stablehlo.broadcast_in_dim"(%1460) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x2048xbf16>
      %1462 = "stablehlo.divide"(%1459, %1461) : (tensor<7168x2048xbf16>, tensor<7168x2048xbf16>) -> tensor<7168x2048xbf16>
      %1463 = "stablehlo.all_reduce"(%1000) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg139: tensor<bf16>, %arg140: tensor<bf16>):
        %1514 = "stablehlo.add"(%arg139, %arg140) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1514) : (tensor<bf16>) -> ()
      }) : (tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
      %1464 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1465 = "stablehlo.broadcast_in_dim"(%1464) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x576xbf16>
      %1466 = "stablehlo.divide"(%1463, %1465) : (tensor<7168x576xbf16>, tensor<7168x576xbf16>) -> tensor<7168x576xbf16>
      %1467 = "stablehlo.all_reduce"(%947) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg137: tensor<bf16>, %arg138: tensor<bf16>):
        %1513 = "stablehlo.add"(%arg137, %arg138) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1513) : (tensor<bf16>) -> ()
      }) : (tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
      %1468 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1469 = "stablehlo.broadcast_in_dim"(%1468) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<512x32768xbf16>
      %1470 = "stablehlo.divide"(%1467, %1469) : (tensor<512x32768xbf16>, tensor<512x32768xbf16>) -> tensor<512x32768xbf16>
      %1471 = "stablehlo.all_reduce"(%899) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg135: tensor<bf16>, %arg136: tensor<bf16>):
        %1512 = "stablehlo.add"(%arg135, %arg136) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1512) : (tensor<bf16>) -> ()
      }) : (tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
      %1472 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1473 = "stablehlo.broadcast_in_dim"(%1472) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<16384x7168xbf16>
      %1474 = "stablehlo.divide"(%1471, %1473) : (tensor<16384x7168xbf16>, tensor<16384x7168xbf16>) -> tensor<16384x7168xbf16>
      %1475 = "stablehlo.all_reduce"(%1055) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg133: tensor<bf16>, %arg134: tensor<bf16>):
        %1511 = "stablehlo.add"(%arg133, %arg134) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1511) : (tensor<bf16>) -> ()
      }) : (tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
      %1476 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1477 = "stablehlo.broadcast_in_dim"(%1476) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x1536xbf16>
      %1478 = "stablehlo.divide"(%1475, %1477) : (tensor<7168x1536xbf16>, tensor<7168x1536xbf16>) -> tensor<7168x1536xbf16>
      %1479 = "stablehlo.all_reduce"(%1025) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg131: tensor<bf16>, %arg132: tensor<bf16>):
        %1510 = "stablehlo.add"(%arg131, %arg132) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1510) : (tensor<bf16>) -> ()
      }) : (tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
      %1480 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1481 = "stablehlo.broadcast_in_dim"(%1480) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1536x24576xbf16>
      %1482 = "stablehlo.divide"(%1479, %1481) : (tensor<1536x24576xbf16>, tensor<1536x24576xbf16>) -> tensor<1536x24576xbf16>
      %1483 = "stablehlo.all_reduce"(%773) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg129: tensor<bf16>, %arg130: tensor<bf16>):
        %1509 = "stablehlo.add"(%arg129, %arg130) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%1509) : (tensor<bf16>) -> ()
      }) : (tensor<7168x129280xbf16>) -> tensor<7168x129280xbf16>
      %1484 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1485 = "stablehlo.broadcast_in_dim"(%1484) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x129280xbf16>
      %1486 = "stablehlo.divide"(%1483, %1485) : (tensor<7168x129280xbf16>, tensor<7168x129280xbf16>) -> tensor<7168x129280xbf16>
      %1487 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1488 = "stablehlo.broadcast_in_dim"(%1487) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x2048x7168xbf16>
      %1489 = "stablehlo.divide"(%1096, %1488) : (tensor<8x2048x7168xbf16>, tensor<8x2048x7168xbf16>) -> tensor<8x2048x7168xbf16>
      %1490 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1491 = "stablehlo.broadcast_in_dim"(%1490) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x7168x2048xbf16>
      %1492 = "stablehlo.divide"(%1110, %1491) : (tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
      %1493 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1494 = "stablehlo.broadcast_in_dim"(%1493) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x7168x2048xbf16>
      %1495 = "stablehlo.divide"(%1103, %1494) : (tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
      %1496 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1497 = "stablehlo.broadcast_in_dim"(%1496) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x2048x7168xbf16>
      %1498 = "stablehlo.divide"(%812, %1497) : (tensor<8x2048x7168xbf16>, tensor<8x2048x7168xbf16>) -> tensor<8x2048x7168xbf16>
      %1499 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1500 = "stablehlo.broadcast_in_dim"(%1499) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x7168x2048xbf16>
      %1501 = "stablehlo.divide"(%826, %1500) : (tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
      %1502 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1503 = "stablehlo.broadcast_in_dim"(%1502) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<8x7168x2048xbf16>
      %1504 = "stablehlo.divide"(%819, %1503) : (tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>) -> tensor<8x7168x2048xbf16>
      %1505 = "stablehlo.all_reduce"(%764) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
        %1508 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1508) : (tensor<f32>) -> ()
      }) : (tensor<f32>) -> tensor<f32>
      %1506 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1507 = "stablehlo.divide"(%1505, %1506) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "sdy.return"(%1507, %1374, %1378, %1382, %1386, %1390, %1394, %1398, %1402, %1406, %1410, %1489, %1492, %1495, %1414, %1418, %1422, %1426, %1430, %1434, %1438, %1442, %1446, %1450, %1454, %1458, %1462, %1498, %1501, %1504, %1466, %1470, %1474, %1478, %1482, %1486) : (tensor<f32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<8x2048x7168xbf16>, tensor<8x7168x2048xbf16>, tensor<8x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>) -> ()
    }) : (tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>, tensor<4x4096xi32>, tensor<4x4096xi32>) -> (tensor<f32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>)
    "func.return"(%153#0, %153#1, %153#2, %153#3, %153#4, %153#5, %153#6, %153#7, %153#8, %153#9, %153#10, %153#11, %153#12, %153#13, %153#14, %153#15, %153#16, %153#17, %153#18, %153#19, %153#20, %153#21, %153#22, %153#23, %153#24, %153#25, %153#26, %153#27, %153#28, %153#29, %153#30, %153#31, %153#32, %153#33, %153#34, %153#35) : (tensor<f32>, tensor<129280x7168xbf16>, tensor<7168xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168xbf16>, tensor<512xbf16>, tensor<7168xbf16>, tensor<1536xbf16>, tensor<7168x32xbf16>, tensor<2048x7168xbf16>, tensor<7168x2048xbf16>, tensor<7168x2048xbf16>, tensor<32x2048x7168xbf16>, tensor<32x7168x2048xbf16>, tensor<32x7168x2048xbf16>, tensor<7168x576xbf16>, tensor<512x32768xbf16>, tensor<16384x7168xbf16>, tensor<7168x1536xbf16>, tensor<1536x24576xbf16>, tensor<7168x129280xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<4096x4096xi1>):
    %144 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4096x4096xi32>
    %145 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4096x4096xi32>
    %147 = "stablehlo.add"(%144, %146) : (tensor<4096x4096xi32>, tensor<4096x4096xi32>) -> tensor<4096x4096xi32>
    %148 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4096x4096xi32>
    %149 = "stablehlo.compare"(%147, %148) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4096x4096xi32>, tensor<4096x4096xi32>) -> tensor<4096x4096xi1>
    %150 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4096x4096xi1>
    %152 = "stablehlo.select"(%149, %arg52, %151) : (tensor<4096x4096xi1>, tensor<4096x4096xi1>, tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    "func.return"(%152) : (tensor<4096x4096xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<129280x7168xbf16>, tensor<1x4096xi32>) -> (tensor<1x4096x7168xbf16>, tensor<1x4096x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<129280x7168xbf16>, %arg49: tensor<1x4096xi32>):
    %120 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4096xi32>
    %122 = "stablehlo.compare"(%arg49, %121) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x4096xi32>, tensor<1x4096xi32>) -> tensor<1x4096xi1>
    %123 = "stablehlo.constant"() <{value = dense<129280> : tensor<i32>}> : () -> tensor<i32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4096xi32>
    %125 = "stablehlo.add"(%arg49, %124) : (tensor<1x4096xi32>, tensor<1x4096xi32>) -> tensor<1x4096xi32>
    %126 = "func.call"(%122, %125, %arg49) <{callee = @_where}> : (tensor<1x4096xi1>, tensor<1x4096xi32>, tensor<1x4096xi32>) -> tensor<1x4096xi32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xi32>) -> tensor<1x4096x1xi32>
    %128 = "stablehlo.constant"() <{value = dense<129279> : tensor<1xi32>}> : () -> tensor<1xi32>
    %129 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4096x1xi32>
    %131 = "stablehlo.compare"(%127, %130) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x4096x1xi32>, tensor<1x4096x1xi32>) -> tensor<1x4096x1xi1>
    %132 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<1x4096x1xi32>
    %134 = "stablehlo.compare"(%127, %133) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1x4096x1xi32>, tensor<1x4096x1xi32>) -> tensor<1x4096x1xi1>
    %135 = "stablehlo.and"(%131, %134) : (tensor<1x4096x1xi1>, tensor<1x4096x1xi1>) -> tensor<1x4096x1xi1>
    %136 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %137 = "stablehlo.reduce"(%135, %136) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg50: tensor<i1>, %arg51: tensor<i1>):
      %143 = "stablehlo.and"(%arg50, %arg51) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%143) : (tensor<i1>) -> ()
    }) : (tensor<1x4096x1xi1>, tensor<i1>) -> tensor<1x4096xi1>
    %138 = "stablehlo.gather"(%arg48, %127) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 7168>}> : (tensor<129280x7168xbf16>, tensor<1x4096x1xi32>) -> tensor<1x4096x7168xbf16>
    %139 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xi1>) -> tensor<1x4096x7168xi1>
    %140 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x4096x7168xbf16>
    %142 = "stablehlo.select"(%139, %138, %141) : (tensor<1x4096x7168xi1>, tensor<1x4096x7168xbf16>, tensor<1x4096x7168xbf16>) -> tensor<1x4096x7168xbf16>
    "func.return"(%142, %127) : (tensor<1x4096x7168xbf16>, tensor<1x4096x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x4096xi1>, tensor<1x4096xi32>, tensor<1x4096xi32>) -> tensor<1x4096xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<1x4096xi1>, %arg46: tensor<1x4096xi32>, %arg47: tensor<1x4096xi32>):
    %119 = "stablehlo.select"(%arg45, %arg46, %arg47) : (tensor<1x4096xi1>, tensor<1x4096xi32>, tensor<1x4096xi32>) -> tensor<1x4096xi32>
    "func.return"(%119) : (tensor<1x4096xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x4096x4096xi1>, tensor<1x128x4096x4096xf32>, tensor<f32>) -> (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xi1>), res_attrs = [{}, {}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<1x1x4096x4096xi1>, %arg43: tensor<1x128x4096x4096xf32>, %arg44: tensor<f32>):
    %116 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x4096x4096xi1>) -> tensor<1x128x4096x4096xi1>
    %117 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x4096xf32>
    %118 = "stablehlo.select"(%116, %arg43, %117) : (tensor<1x128x4096x4096xi1>, tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    "func.return"(%118, %116) : (tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x4096x2048xbf16>) -> (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<1x4096x2048xbf16>):
    %103 = "stablehlo.negate"(%arg41) : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %104 = "stablehlo.exponential"(%103) : (tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %105 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x4096x2048xbf16>
    %107 = "stablehlo.add"(%106, %104) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %108 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x4096x2048xbf16>
    %110 = "stablehlo.divide"(%109, %107) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %111 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x4096x2048xbf16>
    %113 = "stablehlo.subtract"(%112, %110) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %114 = "stablehlo.multiply"(%110, %113) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %115 = "stablehlo.multiply"(%arg41, %110) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    "func.return"(%115, %114, %110) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4096x8xi32>) -> tensor<4096x8x32xi32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg40: tensor<4096x8xi32>):
    %97 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x8xi32>) -> tensor<4096x8x1xi32>
    %98 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x32xi32>
    %99 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4096x8x1xi32>) -> tensor<4096x8x32xi32>
    %100 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xi32>) -> tensor<4096x8x32xi32>
    %101 = "stablehlo.compare"(%99, %100) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4096x8x32xi32>, tensor<4096x8x32xi32>) -> tensor<4096x8x32xi1>
    %102 = "stablehlo.convert"(%101) : (tensor<4096x8x32xi1>) -> tensor<4096x8x32xi32>
    "func.return"(%102) : (tensor<4096x8x32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<32768x32xi32>) -> tensor<32768x32xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<32768x32xi32>):
    %96 = "func.call"(%arg39) <{callee = @cumsum_1}> : (tensor<32768x32xi32>) -> tensor<32768x32xi32>
    "func.return"(%96) : (tensor<32768x32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32768x32xi32>) -> tensor<32768x32xi32>, sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<32768x32xi32>):
    %92 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %94 = "stablehlo.reduce_window"(%arg36, %93) <{base_dilations = array<i64: 1, 1>, padding = dense<[[32767, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 32768, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg37: tensor<i32>, %arg38: tensor<i32>):
      %95 = "stablehlo.add"(%arg37, %arg38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%95) : (tensor<i32>) -> ()
    }) : (tensor<32768x32xi32>, tensor<i32>) -> tensor<32768x32xi32>
    "func.return"(%94) : (tensor<32768x32xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4096x8xi32>) -> tensor<4096x8x1280xbf16>, res_attrs = [{}], sym_name = "_one_hot_2", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<4096x8xi32>):
    %86 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4096x8xi32>) -> tensor<4096x8x1xi32>
    %87 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x1280xi32>
    %88 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4096x8x1xi32>) -> tensor<4096x8x1280xi32>
    %89 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1280xi32>) -> tensor<4096x8x1280xi32>
    %90 = "stablehlo.compare"(%88, %89) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4096x8x1280xi32>, tensor<4096x8x1280xi32>) -> tensor<4096x8x1280xi1>
    %91 = "stablehlo.convert"(%90) : (tensor<4096x8x1280xi1>) -> tensor<4096x8x1280xbf16>
    "func.return"(%91) : (tensor<4096x8x1280xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8x1280x2048xbf16>) -> (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>), res_attrs = [{}, {}, {}], sym_name = "silu_3", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<4x8x1280x2048xbf16>):
    %73 = "stablehlo.negate"(%arg34) : (tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %74 = "stablehlo.exponential"(%73) : (tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %75 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x1280x2048xbf16>
    %77 = "stablehlo.add"(%76, %74) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %78 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x1280x2048xbf16>
    %80 = "stablehlo.divide"(%79, %77) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %81 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x8x1280x2048xbf16>
    %83 = "stablehlo.subtract"(%82, %80) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %84 = "stablehlo.multiply"(%80, %83) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %85 = "stablehlo.multiply"(%arg34, %80) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    "func.return"(%85, %84, %80) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x4096x129280xf32>) -> (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>, tensor<1x4096x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<1x4096x129280xf32>):
    %56 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.reduce"(%arg29, %56) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %72 = "stablehlo.maximum"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%72) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x129280xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %58 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096xf32>
    %60 = "stablehlo.maximum"(%59, %57) : (tensor<1x4096xf32>, tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x129280xf32>
    %63 = "stablehlo.subtract"(%arg29, %62) : (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
    %64 = "stablehlo.exponential"(%63) : (tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
    %65 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.reduce"(%64, %65) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %71 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%71) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x129280xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %68 = "stablehlo.log"(%67) : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x4096x1xf32>) -> tensor<1x4096x129280xf32>
    %70 = "stablehlo.subtract"(%63, %69) : (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
    "func.return"(%70, %64, %67) : (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>, tensor<1x4096x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x4096x129280xf32>, tensor<1x4096x1xi32>) -> (tensor<1x4096x1xf32>, tensor<4096x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<1x4096x129280xf32>, %arg26: tensor<1x4096x1xi32>):
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4096x1xi32>
    %34 = "stablehlo.compare"(%arg26, %33) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x4096x1xi32>, tensor<1x4096x1xi32>) -> tensor<1x4096x1xi1>
    %35 = "stablehlo.constant"() <{value = dense<129280> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x4096x1xi32>
    %37 = "stablehlo.add"(%arg26, %36) : (tensor<1x4096x1xi32>, tensor<1x4096x1xi32>) -> tensor<1x4096x1xi32>
    %38 = "stablehlo.select"(%34, %37, %arg26) : (tensor<1x4096x1xi1>, tensor<1x4096x1xi32>, tensor<1x4096x1xi32>) -> tensor<1x4096x1xi32>
    %39 = "stablehlo.reshape"(%38) : (tensor<1x4096x1xi32>) -> tensor<4096x1x1xi32>
    %40 = "stablehlo.constant"() <{value = dense<129279> : tensor<1xi32>}> : () -> tensor<1xi32>
    %41 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4096x1x1xi32>
    %43 = "stablehlo.compare"(%39, %42) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4096x1x1xi32>, tensor<4096x1x1xi32>) -> tensor<4096x1x1xi1>
    %44 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4096x1x1xi32>
    %46 = "stablehlo.compare"(%39, %45) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4096x1x1xi32>, tensor<4096x1x1xi32>) -> tensor<4096x1x1xi1>
    %47 = "stablehlo.and"(%43, %46) : (tensor<4096x1x1xi1>, tensor<4096x1x1xi1>) -> tensor<4096x1x1xi1>
    %48 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %49 = "stablehlo.reduce"(%47, %48) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg27: tensor<i1>, %arg28: tensor<i1>):
      %55 = "stablehlo.and"(%arg27, %arg28) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%55) : (tensor<i1>) -> ()
    }) : (tensor<4096x1x1xi1>, tensor<i1>) -> tensor<4096x1xi1>
    %50 = "stablehlo.gather"(%arg25, %39) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x4096x129280xf32>, tensor<4096x1x1xi32>) -> tensor<1x4096x1xf32>
    %51 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4096x1xi1>) -> tensor<1x4096x1xi1>
    %52 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x1xf32>
    %54 = "stablehlo.select"(%51, %50, %53) : (tensor<1x4096x1xi1>, tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    "func.return"(%54, %39) : (tensor<1x4096x1xf32>, tensor<4096x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4096x1x1xi32>, tensor<1x4096x1xf32>) -> tensor<1x4096x129280xf32>, res_attrs = [{}], sym_name = "take_along_axis_4", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<4096x1x1xi32>, %arg22: tensor<1x4096x1xf32>):
    %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4096x129280xf32>
    %30 = "stablehlo.scatter"(%29, %arg21, %arg22) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [2], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %31 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x129280xf32>, tensor<4096x1x1xi32>, tensor<1x4096x1xf32>) -> tensor<1x4096x129280xf32>
    "func.return"(%30) : (tensor<1x4096x129280xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x4096x129280xf32>, tensor<1x4096x1xf32>, tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>, res_attrs = [{}], sym_name = "log_softmax_5", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<1x4096x129280xf32>, %arg15: tensor<1x4096x1xf32>, %arg16: tensor<1x4096x129280xf32>):
    %15 = "stablehlo.negate"(%arg16) : (tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %27 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x129280xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %19 = "stablehlo.divide"(%18, %arg15) : (tensor<1x4096x1xf32>, tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.reduce"(%19, %20) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %26 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<4096xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4096xf32>) -> tensor<1x4096x129280xf32>
    %24 = "stablehlo.multiply"(%23, %arg14) : (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
    %25 = "stablehlo.add"(%arg16, %24) : (tensor<1x4096x129280xf32>, tensor<1x4096x129280xf32>) -> tensor<1x4096x129280xf32>
    "func.return"(%25) : (tensor<1x4096x129280xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>, res_attrs = [{}], sym_name = "silu_6", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x8x1280x2048xbf16>, %arg11: tensor<4x8x1280x2048xbf16>, %arg12: tensor<4x8x1280x2048xbf16>, %arg13: tensor<4x8x1280x2048xbf16>):
    %11 = "stablehlo.multiply"(%arg12, %arg13) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %12 = "stablehlo.multiply"(%arg13, %arg11) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %13 = "stablehlo.multiply"(%11, %arg10) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    %14 = "stablehlo.add"(%12, %13) : (tensor<4x8x1280x2048xbf16>, tensor<4x8x1280x2048xbf16>) -> tensor<4x8x1280x2048xbf16>
    "func.return"(%14) : (tensor<4x8x1280x2048xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>, res_attrs = [{}], sym_name = "silu_7", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<1x4096x2048xbf16>, %arg7: tensor<1x4096x2048xbf16>, %arg8: tensor<1x4096x2048xbf16>, %arg9: tensor<1x4096x2048xbf16>):
    %7 = "stablehlo.multiply"(%arg8, %arg9) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %8 = "stablehlo.multiply"(%arg9, %arg7) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %9 = "stablehlo.multiply"(%7, %arg6) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    %10 = "stablehlo.add"(%8, %9) : (tensor<1x4096x2048xbf16>, tensor<1x4096x2048xbf16>) -> tensor<1x4096x2048xbf16>
    "func.return"(%10) : (tensor<1x4096x2048xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x128x4096x4096xi1>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<1x128x4096x4096xi1>, %arg5: tensor<1x128x4096x4096xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x128x4096x4096xf32>
    %6 = "stablehlo.select"(%arg4, %arg5, %5) : (tensor<1x128x4096x4096xi1>, tensor<1x128x4096x4096xf32>, tensor<1x128x4096x4096xf32>) -> tensor<1x128x4096x4096xf32>
    "func.return"(%6) : (tensor<1x128x4096x4096xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x4096x1xi32>, tensor<1x4096x7168xbf16>) -> tensor<129280x7168xbf16>, res_attrs = [{}], sym_name = "_take_9", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x4096x1xi32>, %arg1: tensor<1x4096x7168xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<129280x7168xbf16>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3) : (tensor<bf16>) -> ()
    }) : (tensor<129280x7168xbf16>, tensor<1x4096x1xi32>, tensor<1x4096x7168xbf16>) -> tensor<129280x7168xbf16>
    "func.return"(%2) : (tensor<129280x7168xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
