"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["ep"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "ep", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}]>}], function_type = (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<8x128xi32>, tensor<8x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['kv_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['q_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['router']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['shared_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['shared_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['shared_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1]['layers'][0]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1]['layers'][0]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wkv_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wkv_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wq_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wq_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][1]['kv_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][1]['q_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][1]['router']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['shared_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['shared_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['shared_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1]['layers'][1]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1]['layers'][1]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wkv_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wkv_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wq_a']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wq_b']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg53: tensor<512x256xf32>, %arg54: tensor<256xf32>, %arg55: tensor<256xf32>, %arg56: tensor<64xf32>, %arg57: tensor<256xf32>, %arg58: tensor<96xf32>, %arg59: tensor<256x16xf32>, %arg60: tensor<128x256xf32>, %arg61: tensor<256x128xf32>, %arg62: tensor<256x128xf32>, %arg63: tensor<16x128x256xf32>, %arg64: tensor<16x256x128xf32>, %arg65: tensor<16x256x128xf32>, %arg66: tensor<256x80xf32>, %arg67: tensor<64x256xf32>, %arg68: tensor<128x256xf32>, %arg69: tensor<256x96xf32>, %arg70: tensor<96x192xf32>, %arg71: tensor<256xf32>, %arg72: tensor<64xf32>, %arg73: tensor<256xf32>, %arg74: tensor<96xf32>, %arg75: tensor<256x16xf32>, %arg76: tensor<128x256xf32>, %arg77: tensor<256x128xf32>, %arg78: tensor<256x128xf32>, %arg79: tensor<16x128x256xf32>, %arg80: tensor<16x256x128xf32>, %arg81: tensor<16x256x128xf32>, %arg82: tensor<256x80xf32>, %arg83: tensor<64x256xf32>, %arg84: tensor<128x256xf32>, %arg85: tensor<256x96xf32>, %arg86: tensor<96x192xf32>, %arg87: tensor<256x512xf32>, %arg88: tensor<8x128xi32>, %arg89: tensor<8x128xi32>):
    %151:36 = "sdy.manual_computation"(%arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %arg62, %arg63, %arg64, %arg65, %arg66, %arg67, %arg68, %arg69, %arg70, %arg71, %arg72, %arg73, %arg74, %arg75, %arg76, %arg77, %arg78, %arg79, %arg80, %arg81, %arg82, %arg83, %arg84, %arg85, %arg86, %arg87, %arg88, %arg89) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}]>, <@mesh, [{"ep"}, {}]>]>, manual_axes = #sdy<manual_axes{"ep"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>]>}> ({
    ^bb0(%arg90: tensor<512x256xf32>, %arg91: tensor<256xf32>, %arg92: tensor<256xf32>, %arg93: tensor<64xf32>, %arg94: tensor<256xf32>, %arg95: tensor<96xf32>, %arg96: tensor<256x16xf32>, %arg97: tensor<128x256xf32>, %arg98: tensor<256x128xf32>, %arg99: tensor<256x128xf32>, %arg100: tensor<4x128x256xf32>, %arg101: tensor<4x256x128xf32>, %arg102: tensor<4x256x128xf32>, %arg103: tensor<256x80xf32>, %arg104: tensor<64x256xf32>, %arg105: tensor<128x256xf32>, %arg106: tensor<256x96xf32>, %arg107: tensor<96x192xf32>, %arg108: tensor<256xf32>, %arg109: tensor<64xf32>, %arg110: tensor<256xf32>, %arg111: tensor<96xf32>, %arg112: tensor<256x16xf32>, %arg113: tensor<128x256xf32>, %arg114: tensor<256x128xf32>, %arg115: tensor<256x128xf32>, %arg116: tensor<4x128x256xf32>, %arg117: tensor<4x256x128xf32>, %arg118: tensor<4x256x128xf32>, %arg119: tensor<256x80xf32>, %arg120: tensor<64x256xf32>, %arg121: tensor<128x256xf32>, %arg122: tensor<256x96xf32>, %arg123: tensor<96x192xf32>, %arg124: tensor<256x512xf32>, %arg125: tensor<2x128xi32>, %arg126: tensor<2x128xi32>):
      %152 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128xi32>
      %153 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
      %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
      %155 = "func.call"(%154) <{callee = @tril}> : (tensor<128x128xi1>) -> tensor<128x128xi1>
      %156:2 = "func.call"(%arg90, %arg125) <{callee = @_take}> : (tensor<512x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
      %157 = "stablehlo.multiply"(%156#0, %156#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %158 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %159 = "stablehlo.reduce"(%157, %158) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg329: tensor<f32>, %arg330: tensor<f32>):
        %1518 = "stablehlo.add"(%arg329, %arg330) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1518) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %161 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %163 = "stablehlo.divide"(%160, %162) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %164 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %166 = "stablehlo.add"(%163, %165) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %167 = "stablehlo.rsqrt"(%166) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %168 = "stablehlo.divide"(%167, %166) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %169 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %171 = "stablehlo.multiply"(%170, %168) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %172 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %173 = "stablehlo.multiply"(%156#0, %172) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %174 = "stablehlo.broadcast_in_dim"(%arg92) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %176 = "stablehlo.multiply"(%173, %175) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %177 = "stablehlo.dot_general"(%176, %arg106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x96xf32>) -> tensor<2x128x96xf32>
      %178 = "stablehlo.multiply"(%177, %177) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %180 = "stablehlo.reduce"(%178, %179) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg327: tensor<f32>, %arg328: tensor<f32>):
        %1517 = "stablehlo.add"(%arg327, %arg328) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1517) : (tensor<f32>) -> ()
      }) : (tensor<2x128x96xf32>, tensor<f32>) -> tensor<2x128xf32>
      %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %182 = "stablehlo.constant"() <{value = dense<9.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %184 = "stablehlo.divide"(%181, %183) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %185 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %187 = "stablehlo.add"(%184, %186) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %188 = "stablehlo.rsqrt"(%187) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %189 = "stablehlo.divide"(%188, %187) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %190 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %192 = "stablehlo.multiply"(%191, %189) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %193 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x96xf32>
      %194 = "stablehlo.multiply"(%177, %193) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %195 = "stablehlo.broadcast_in_dim"(%arg95) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
      %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<2x128x96xf32>
      %197 = "stablehlo.multiply"(%194, %196) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %198 = "stablehlo.dot_general"(%197, %arg107) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x96xf32>, tensor<96x192xf32>) -> tensor<2x128x192xf32>
      %199 = "stablehlo.reshape"(%198) : (tensor<2x128x192xf32>) -> tensor<2x128x4x48xf32>
      %200 = "stablehlo.slice"(%199) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x32xf32>
      %201 = "stablehlo.slice"(%199) <{limit_indices = array<i64: 2, 128, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x16xf32>
      %202 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
      %203 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %205 = "stablehlo.multiply"(%204, %202) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %206 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %208 = "stablehlo.add"(%207, %205) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %209 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %211 = "stablehlo.divide"(%208, %210) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %212 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %214 = "stablehlo.power"(%213, %211) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %215 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %217 = "stablehlo.divide"(%216, %214) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %218 = "stablehlo.convert"(%152) : (tensor<128xi32>) -> tensor<128xf32>
      %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %220 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
      %221 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x8xf32>
      %222 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<128x8xf32>
      %223 = "stablehlo.multiply"(%221, %222) : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x8xf32>
      %224 = "stablehlo.concatenate"(%223, %223) <{dimension = 1 : i64}> : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x16xf32>
      %225 = "stablehlo.cosine"(%224) : (tensor<128x16xf32>) -> tensor<128x16xf32>
      %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
      %227 = "stablehlo.sine"(%224) : (tensor<128x16xf32>) -> tensor<128x16xf32>
      %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
      %229 = "stablehlo.slice"(%201) <{limit_indices = array<i64: 2, 128, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
      %230 = "stablehlo.slice"(%201) <{limit_indices = array<i64: 2, 128, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
      %231 = "stablehlo.negate"(%230) : (tensor<2x128x4x8xf32>) -> tensor<2x128x4x8xf32>
      %232 = "stablehlo.concatenate"(%231, %229) <{dimension = 3 : i64}> : (tensor<2x128x4x8xf32>, tensor<2x128x4x8xf32>) -> tensor<2x128x4x16xf32>
      %233 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
      %234 = "stablehlo.multiply"(%201, %233) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %235 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
      %236 = "stablehlo.multiply"(%232, %235) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %237 = "stablehlo.add"(%234, %236) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %238 = "stablehlo.dot_general"(%176, %arg103) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x80xf32>) -> tensor<2x128x80xf32>
      %239 = "stablehlo.slice"(%238) <{limit_indices = array<i64: 2, 128, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x128x80xf32>) -> tensor<2x128x64xf32>
      %240 = "stablehlo.multiply"(%239, %239) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %241 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %242 = "stablehlo.reduce"(%240, %241) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg325: tensor<f32>, %arg326: tensor<f32>):
        %1516 = "stablehlo.add"(%arg325, %arg326) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1516) : (tensor<f32>) -> ()
      }) : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128xf32>
      %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %244 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %246 = "stablehlo.divide"(%243, %245) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %247 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %249 = "stablehlo.add"(%246, %248) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %250 = "stablehlo.rsqrt"(%249) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %251 = "stablehlo.divide"(%250, %249) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %252 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %254 = "stablehlo.multiply"(%253, %251) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %255 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x64xf32>
      %256 = "stablehlo.multiply"(%239, %255) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %257 = "stablehlo.broadcast_in_dim"(%arg93) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<2x128x64xf32>
      %259 = "stablehlo.multiply"(%256, %258) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %260 = "stablehlo.slice"(%238) <{limit_indices = array<i64: 2, 128, 80>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<2x128x80xf32>) -> tensor<2x128x16xf32>
      %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
      %262 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
      %263 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %265 = "stablehlo.multiply"(%264, %262) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %266 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %268 = "stablehlo.add"(%267, %265) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %269 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %271 = "stablehlo.divide"(%268, %270) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %272 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %274 = "stablehlo.power"(%273, %271) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %275 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %277 = "stablehlo.divide"(%276, %274) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %278 = "stablehlo.convert"(%152) : (tensor<128xi32>) -> tensor<128xf32>
      %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %280 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
      %281 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x8xf32>
      %282 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<128x8xf32>
      %283 = "stablehlo.multiply"(%281, %282) : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x8xf32>
      %284 = "stablehlo.concatenate"(%283, %283) <{dimension = 1 : i64}> : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x16xf32>
      %285 = "stablehlo.cosine"(%284) : (tensor<128x16xf32>) -> tensor<128x16xf32>
      %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
      %287 = "stablehlo.sine"(%284) : (tensor<128x16xf32>) -> tensor<128x16xf32>
      %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
      %289 = "stablehlo.slice"(%261) <{limit_indices = array<i64: 2, 128, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
      %290 = "stablehlo.slice"(%261) <{limit_indices = array<i64: 2, 128, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
      %291 = "stablehlo.negate"(%290) : (tensor<2x128x1x8xf32>) -> tensor<2x128x1x8xf32>
      %292 = "stablehlo.concatenate"(%291, %289) <{dimension = 3 : i64}> : (tensor<2x128x1x8xf32>, tensor<2x128x1x8xf32>) -> tensor<2x128x1x16xf32>
      %293 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %294 = "stablehlo.multiply"(%261, %293) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %295 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %296 = "stablehlo.multiply"(%292, %295) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %297 = "stablehlo.add"(%294, %296) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %298 = "stablehlo.reshape"(%297) : (tensor<2x128x1x16xf32>) -> tensor<2x128x16xf32>
      %299 = "stablehlo.dot_general"(%259, %arg104) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<64x256xf32>) -> tensor<2x128x256xf32>
      %300 = "stablehlo.reshape"(%299) : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
      %301 = "stablehlo.slice"(%300) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
      %302 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
      %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x4x16xf32>
      %304 = "stablehlo.concatenate"(%301, %303) <{dimension = 3 : i64}> : (tensor<2x128x4x32xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x48xf32>
      %305 = "stablehlo.concatenate"(%200, %237) <{dimension = 3 : i64}> : (tensor<2x128x4x32xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x48xf32>
      %306 = "stablehlo.slice"(%300) <{limit_indices = array<i64: 2, 128, 4, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
      %307 = "stablehlo.dot_general"(%305, %304) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x48xf32>, tensor<2x128x4x48xf32>) -> tensor<2x4x128x128xf32>
      %308 = "stablehlo.constant"() <{value = dense<4.800000e+01> : tensor<f32>}> : () -> tensor<f32>
      %309 = "stablehlo.sqrt"(%308) : (tensor<f32>) -> tensor<f32>
      %310 = "stablehlo.convert"(%309) : (tensor<f32>) -> tensor<f32>
      %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
      %312 = "stablehlo.divide"(%307, %311) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %313 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %314 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %315:2 = "func.call"(%313, %312, %314) <{callee = @_where_0}> : (tensor<1x1x128x128xi1>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>)
      %316 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %317 = "stablehlo.reduce"(%315#0, %316) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg323: tensor<f32>, %arg324: tensor<f32>):
        %1515 = "stablehlo.maximum"(%arg323, %arg324) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1515) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %318 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128xf32>
      %320 = "stablehlo.maximum"(%319, %317) : (tensor<2x4x128xf32>, tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
      %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
      %322 = "stablehlo.broadcast_in_dim"(%321) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %323 = "stablehlo.subtract"(%315#0, %322) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %324 = "stablehlo.exponential"(%323) : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %325 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %326 = "stablehlo.reduce"(%324, %325) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg321: tensor<f32>, %arg322: tensor<f32>):
        %1514 = "stablehlo.add"(%arg321, %arg322) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1514) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
      %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %329 = "stablehlo.divide"(%324, %328) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %330 = "stablehlo.multiply"(%327, %327) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %331 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %332 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x1xf32>
      %333 = "stablehlo.divide"(%332, %330) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %334 = "stablehlo.dot_general"(%306, %329) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x32xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x32x128xf32>
      %335 = "stablehlo.transpose"(%334) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x32x128xf32>) -> tensor<2x128x4x32xf32>
      %336 = "stablehlo.reshape"(%335) : (tensor<2x128x4x32xf32>) -> tensor<2x128x128xf32>
      %337 = "stablehlo.dot_general"(%336, %arg105) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %338 = "stablehlo.add"(%156#0, %337) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %339 = "stablehlo.multiply"(%338, %338) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %340 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %341 = "stablehlo.reduce"(%339, %340) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg319: tensor<f32>, %arg320: tensor<f32>):
        %1513 = "stablehlo.add"(%arg319, %arg320) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1513) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %343 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %345 = "stablehlo.divide"(%342, %344) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %346 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %348 = "stablehlo.add"(%345, %347) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %349 = "stablehlo.rsqrt"(%348) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %350 = "stablehlo.divide"(%349, %348) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %351 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %353 = "stablehlo.multiply"(%352, %350) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %354 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %355 = "stablehlo.multiply"(%338, %354) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %356 = "stablehlo.broadcast_in_dim"(%arg94) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %358 = "stablehlo.multiply"(%355, %357) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %359 = "stablehlo.dot_general"(%358, %arg98) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %360:3 = "func.call"(%359) <{callee = @silu}> : (tensor<2x128x128xf32>) -> (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>)
      %361 = "stablehlo.dot_general"(%358, %arg99) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %362 = "stablehlo.multiply"(%360#0, %361) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %363 = "stablehlo.dot_general"(%362, %arg97) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %364 = "stablehlo.reshape"(%358) : (tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %365 = "stablehlo.dot_general"(%364, %arg96) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x256xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %366 = "stablehlo.negate"(%365) : (tensor<256x16xf32>) -> tensor<256x16xf32>
      %367 = "stablehlo.exponential"(%366) : (tensor<256x16xf32>) -> tensor<256x16xf32>
      %368 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
      %370 = "stablehlo.add"(%369, %367) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %371 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
      %373 = "stablehlo.divide"(%372, %370) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %374 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
      %376 = "stablehlo.subtract"(%375, %373) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %377 = "stablehlo.multiply"(%373, %376) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %378:2 = "chlo.top_k"(%373) <{k = 2 : i64}> : (tensor<256x16xf32>) -> (tensor<256x2xf32>, tensor<256x2xi32>)
      %379 = "stablehlo.reshape"(%378#1) : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
      %380 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %381 = "stablehlo.reduce"(%378#0, %380) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg317: tensor<f32>, %arg318: tensor<f32>):
        %1512 = "stablehlo.add"(%arg317, %arg318) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1512) : (tensor<f32>) -> ()
      }) : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
      %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
      %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x2xf32>
      %384 = "stablehlo.divide"(%378#0, %383) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
      %385 = "stablehlo.multiply"(%382, %382) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
      %386 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1xf32>
      %388 = "stablehlo.divide"(%387, %385) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
      %389 = "func.call"(%378#1) <{callee = @_one_hot}> : (tensor<256x2xi32>) -> tensor<256x2x16xi32>
      %390 = "stablehlo.reshape"(%389) : (tensor<256x2x16xi32>) -> tensor<512x16xi32>
      %391 = "func.call"(%390) <{callee = @cumsum}> : (tensor<512x16xi32>) -> tensor<512x16xi32>
      %392 = "stablehlo.reshape"(%391) : (tensor<512x16xi32>) -> tensor<256x2x16xi32>
      %393 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<256x2x16xi32>
      %395 = "stablehlo.subtract"(%392, %394) : (tensor<256x2x16xi32>, tensor<256x2x16xi32>) -> tensor<256x2x16xi32>
      %396 = "stablehlo.multiply"(%395, %389) : (tensor<256x2x16xi32>, tensor<256x2x16xi32>) -> tensor<256x2x16xi32>
      %397 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %398 = "stablehlo.reduce"(%396, %397) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg315: tensor<i32>, %arg316: tensor<i32>):
        %1511 = "stablehlo.add"(%arg315, %arg316) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%1511) : (tensor<i32>) -> ()
      }) : (tensor<256x2x16xi32>, tensor<i32>) -> tensor<256x2xi32>
      %399 = "stablehlo.convert"(%389) : (tensor<256x2x16xi32>) -> tensor<256x2x16xf32>
      %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<256x2x16xf32>) -> tensor<256x2x16x1xf32>
      %401 = "func.call"(%398) <{callee = @_one_hot_2}> : (tensor<256x2xi32>) -> tensor<256x2x40xf32>
      %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<256x2x40xf32>) -> tensor<256x2x1x40xf32>
      %403 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<256x2x16x1xf32>) -> tensor<256x2x16x40xf32>
      %404 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<256x2x1x40xf32>) -> tensor<256x2x16x40xf32>
      %405 = "stablehlo.multiply"(%403, %404) : (tensor<256x2x16x40xf32>, tensor<256x2x16x40xf32>) -> tensor<256x2x16x40xf32>
      %406 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %407 = "stablehlo.reduce"(%405, %406) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg313: tensor<f32>, %arg314: tensor<f32>):
        %1510 = "stablehlo.add"(%arg313, %arg314) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1510) : (tensor<f32>) -> ()
      }) : (tensor<256x2x16x40xf32>, tensor<f32>) -> tensor<256x16x40xf32>
      %408 = "stablehlo.dot_general"(%384, %405) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x2xf32>, tensor<256x2x16x40xf32>) -> tensor<256x16x40xf32>
      %409 = "stablehlo.dot_general"(%407, %364) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16x40xf32>, tensor<256x256xf32>) -> tensor<16x40x256xf32>
      %410 = "stablehlo.all_to_all"(%409) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
      %411 = "stablehlo.reshape"(%410) : (tensor<16x40x256xf32>) -> tensor<4x4x40x256xf32>
      %412 = "stablehlo.dot_general"(%arg101, %411) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x4x40xf32>
      %413 = "stablehlo.transpose"(%412) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x40xf32>) -> tensor<4x4x40x128xf32>
      %414:3 = "func.call"(%413) <{callee = @silu_3}> : (tensor<4x4x40x128xf32>) -> (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>)
      %415 = "stablehlo.dot_general"(%arg102, %411) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x4x40xf32>
      %416 = "stablehlo.transpose"(%415) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x40xf32>) -> tensor<4x4x40x128xf32>
      %417 = "stablehlo.multiply"(%414#0, %416) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
      %418 = "stablehlo.dot_general"(%arg100, %417) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x256xf32>, tensor<4x4x40x128xf32>) -> tensor<4x256x4x40xf32>
      %419 = "stablehlo.transpose"(%418) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x256x4x40xf32>) -> tensor<4x4x40x256xf32>
      %420 = "stablehlo.reshape"(%419) : (tensor<4x4x40x256xf32>) -> tensor<16x40x256xf32>
      %421 = "stablehlo.all_to_all"(%420) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
      %422 = "stablehlo.dot_general"(%408, %421) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16x40xf32>, tensor<16x40x256xf32>) -> tensor<256x256xf32>
      %423 = "stablehlo.reshape"(%422) : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %424 = "stablehlo.add"(%363, %423) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %425 = "stablehlo.add"(%338, %424) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %426 = "stablehlo.multiply"(%425, %425) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %427 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %428 = "stablehlo.reduce"(%426, %427) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg311: tensor<f32>, %arg312: tensor<f32>):
        %1509 = "stablehlo.add"(%arg311, %arg312) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1509) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %429 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %430 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %432 = "stablehlo.divide"(%429, %431) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %433 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %435 = "stablehlo.add"(%432, %434) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %436 = "stablehlo.rsqrt"(%435) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %437 = "stablehlo.divide"(%436, %435) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %438 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %440 = "stablehlo.multiply"(%439, %437) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %441 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %442 = "stablehlo.multiply"(%425, %441) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %443 = "stablehlo.broadcast_in_dim"(%arg108) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %445 = "stablehlo.multiply"(%442, %444) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %446 = "stablehlo.dot_general"(%445, %arg122) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x96xf32>) -> tensor<2x128x96xf32>
      %447 = "stablehlo.multiply"(%446, %446) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %448 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %449 = "stablehlo.reduce"(%447, %448) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg309: tensor<f32>, %arg310: tensor<f32>):
        %1508 = "stablehlo.add"(%arg309, %arg310) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1508) : (tensor<f32>) -> ()
      }) : (tensor<2x128x96xf32>, tensor<f32>) -> tensor<2x128xf32>
      %450 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %451 = "stablehlo.constant"() <{value = dense<9.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %453 = "stablehlo.divide"(%450, %452) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %454 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %456 = "stablehlo.add"(%453, %455) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %457 = "stablehlo.rsqrt"(%456) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %458 = "stablehlo.divide"(%457, %456) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %459 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %461 = "stablehlo.multiply"(%460, %458) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %462 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x96xf32>
      %463 = "stablehlo.multiply"(%446, %462) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %464 = "stablehlo.broadcast_in_dim"(%arg111) <{broadcast_dimensions = array<i64: 2>}> : (tensor<96xf32>) -> tensor<1x1x96xf32>
      %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<2x128x96xf32>
      %466 = "stablehlo.multiply"(%463, %465) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %467 = "stablehlo.dot_general"(%466, %arg123) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x96xf32>, tensor<96x192xf32>) -> tensor<2x128x192xf32>
      %468 = "stablehlo.reshape"(%467) : (tensor<2x128x192xf32>) -> tensor<2x128x4x48xf32>
      %469 = "stablehlo.slice"(%468) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x32xf32>
      %470 = "stablehlo.slice"(%468) <{limit_indices = array<i64: 2, 128, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x16xf32>
      %471 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
      %472 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %474 = "stablehlo.multiply"(%473, %471) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %475 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %476 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %477 = "stablehlo.add"(%476, %474) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %478 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %479 = "stablehlo.broadcast_in_dim"(%478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %480 = "stablehlo.divide"(%477, %479) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %481 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %483 = "stablehlo.power"(%482, %480) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %484 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %486 = "stablehlo.divide"(%485, %483) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %487 = "stablehlo.convert"(%152) : (tensor<128xi32>) -> tensor<128xf32>
      %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %489 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
      %490 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x8xf32>
      %491 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<128x8xf32>
      %492 = "stablehlo.multiply"(%490, %491) : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x8xf32>
      %493 = "stablehlo.concatenate"(%492, %492) <{dimension = 1 : i64}> : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x16xf32>
      %494 = "stablehlo.cosine"(%493) : (tensor<128x16xf32>) -> tensor<128x16xf32>
      %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
      %496 = "stablehlo.sine"(%493) : (tensor<128x16xf32>) -> tensor<128x16xf32>
      %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
      %498 = "stablehlo.slice"(%470) <{limit_indices = array<i64: 2, 128, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
      %499 = "stablehlo.slice"(%470) <{limit_indices = array<i64: 2, 128, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
      %500 = "stablehlo.negate"(%499) : (tensor<2x128x4x8xf32>) -> tensor<2x128x4x8xf32>
      %501 = "stablehlo.concatenate"(%500, %498) <{dimension = 3 : i64}> : (tensor<2x128x4x8xf32>, tensor<2x128x4x8xf32>) -> tensor<2x128x4x16xf32>
      %502 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
      %503 = "stablehlo.multiply"(%470, %502) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %504 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
      %505 = "stablehlo.multiply"(%501, %504) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %506 = "stablehlo.add"(%503, %505) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %507 = "stablehlo.dot_general"(%445, %arg119) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x80xf32>) -> tensor<2x128x80xf32>
      %508 = "stablehlo.slice"(%507) <{limit_indices = array<i64: 2, 128, 64>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x128x80xf32>) -> tensor<2x128x64xf32>
      %509 = "stablehlo.multiply"(%508, %508) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %510 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %511 = "stablehlo.reduce"(%509, %510) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg307: tensor<f32>, %arg308: tensor<f32>):
        %1507 = "stablehlo.add"(%arg307, %arg308) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1507) : (tensor<f32>) -> ()
      }) : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128xf32>
      %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %513 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
      %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %515 = "stablehlo.divide"(%512, %514) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %516 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %518 = "stablehlo.add"(%515, %517) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %519 = "stablehlo.rsqrt"(%518) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %520 = "stablehlo.divide"(%519, %518) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %521 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %522 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %523 = "stablehlo.multiply"(%522, %520) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %524 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x64xf32>
      %525 = "stablehlo.multiply"(%508, %524) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %526 = "stablehlo.broadcast_in_dim"(%arg109) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %527 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<2x128x64xf32>
      %528 = "stablehlo.multiply"(%525, %527) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %529 = "stablehlo.slice"(%507) <{limit_indices = array<i64: 2, 128, 80>, start_indices = array<i64: 0, 0, 64>, strides = array<i64: 1, 1, 1>}> : (tensor<2x128x80xf32>) -> tensor<2x128x16xf32>
      %530 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
      %531 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
      %532 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %534 = "stablehlo.multiply"(%533, %531) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %535 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %536 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %537 = "stablehlo.add"(%536, %534) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %538 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
      %539 = "stablehlo.broadcast_in_dim"(%538) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %540 = "stablehlo.divide"(%537, %539) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %541 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
      %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %543 = "stablehlo.power"(%542, %540) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %544 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %545 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
      %546 = "stablehlo.divide"(%545, %543) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      %547 = "stablehlo.convert"(%152) : (tensor<128xi32>) -> tensor<128xf32>
      %548 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
      %549 = "stablehlo.broadcast_in_dim"(%546) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<1x8xf32>
      %550 = "stablehlo.broadcast_in_dim"(%548) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x8xf32>
      %551 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<128x8xf32>
      %552 = "stablehlo.multiply"(%550, %551) : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x8xf32>
      %553 = "stablehlo.concatenate"(%552, %552) <{dimension = 1 : i64}> : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<128x16xf32>
      %554 = "stablehlo.cosine"(%553) : (tensor<128x16xf32>) -> tensor<128x16xf32>
      %555 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
      %556 = "stablehlo.sine"(%553) : (tensor<128x16xf32>) -> tensor<128x16xf32>
      %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x16xf32>) -> tensor<1x128x1x16xf32>
      %558 = "stablehlo.slice"(%530) <{limit_indices = array<i64: 2, 128, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
      %559 = "stablehlo.slice"(%530) <{limit_indices = array<i64: 2, 128, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
      %560 = "stablehlo.negate"(%559) : (tensor<2x128x1x8xf32>) -> tensor<2x128x1x8xf32>
      %561 = "stablehlo.concatenate"(%560, %558) <{dimension = 3 : i64}> : (tensor<2x128x1x8xf32>, tensor<2x128x1x8xf32>) -> tensor<2x128x1x16xf32>
      %562 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %563 = "stablehlo.multiply"(%530, %562) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %564 = "stablehlo.broadcast_in_dim"(%557) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %565 = "stablehlo.multiply"(%561, %564) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %566 = "stablehlo.add"(%563, %565) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %567 = "stablehlo.reshape"(%566) : (tensor<2x128x1x16xf32>) -> tensor<2x128x16xf32>
      %568 = "stablehlo.dot_general"(%528, %arg120) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<64x256xf32>) -> tensor<2x128x256xf32>
      %569 = "stablehlo.reshape"(%568) : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
      %570 = "stablehlo.slice"(%569) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
      %571 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
      %572 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x4x16xf32>
      %573 = "stablehlo.concatenate"(%570, %572) <{dimension = 3 : i64}> : (tensor<2x128x4x32xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x48xf32>
      %574 = "stablehlo.concatenate"(%469, %506) <{dimension = 3 : i64}> : (tensor<2x128x4x32xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x48xf32>
      %575 = "stablehlo.slice"(%569) <{limit_indices = array<i64: 2, 128, 4, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
      %576 = "stablehlo.dot_general"(%574, %573) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x48xf32>, tensor<2x128x4x48xf32>) -> tensor<2x4x128x128xf32>
      %577 = "stablehlo.constant"() <{value = dense<4.800000e+01> : tensor<f32>}> : () -> tensor<f32>
      %578 = "stablehlo.sqrt"(%577) : (tensor<f32>) -> tensor<f32>
      %579 = "stablehlo.convert"(%578) : (tensor<f32>) -> tensor<f32>
      %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
      %581 = "stablehlo.divide"(%576, %580) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %582 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
      %583 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %584:2 = "func.call"(%582, %581, %583) <{callee = @_where_0}> : (tensor<1x1x128x128xi1>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>)
      %585 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %586 = "stablehlo.reduce"(%584#0, %585) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg305: tensor<f32>, %arg306: tensor<f32>):
        %1506 = "stablehlo.maximum"(%arg305, %arg306) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1506) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %587 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128xf32>
      %589 = "stablehlo.maximum"(%588, %586) : (tensor<2x4x128xf32>, tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
      %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
      %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %592 = "stablehlo.subtract"(%584#0, %591) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %593 = "stablehlo.exponential"(%592) : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %594 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %595 = "stablehlo.reduce"(%593, %594) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg303: tensor<f32>, %arg304: tensor<f32>):
        %1505 = "stablehlo.add"(%arg303, %arg304) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1505) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
      %597 = "stablehlo.broadcast_in_dim"(%596) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %598 = "stablehlo.divide"(%593, %597) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %599 = "stablehlo.multiply"(%596, %596) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %600 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %601 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x1xf32>
      %602 = "stablehlo.divide"(%601, %599) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %603 = "stablehlo.dot_general"(%575, %598) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x32xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x32x128xf32>
      %604 = "stablehlo.transpose"(%603) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x32x128xf32>) -> tensor<2x128x4x32xf32>
      %605 = "stablehlo.reshape"(%604) : (tensor<2x128x4x32xf32>) -> tensor<2x128x128xf32>
      %606 = "stablehlo.dot_general"(%605, %arg121) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %607 = "stablehlo.add"(%425, %606) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %608 = "stablehlo.multiply"(%607, %607) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %609 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %610 = "stablehlo.reduce"(%608, %609) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg301: tensor<f32>, %arg302: tensor<f32>):
        %1504 = "stablehlo.add"(%arg301, %arg302) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1504) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %611 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %612 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %613 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %614 = "stablehlo.divide"(%611, %613) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %615 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %617 = "stablehlo.add"(%614, %616) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %618 = "stablehlo.rsqrt"(%617) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %619 = "stablehlo.divide"(%618, %617) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %620 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %622 = "stablehlo.multiply"(%621, %619) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %623 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %624 = "stablehlo.multiply"(%607, %623) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %625 = "stablehlo.broadcast_in_dim"(%arg110) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %626 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %627 = "stablehlo.multiply"(%624, %626) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %628 = "stablehlo.dot_general"(%627, %arg114) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %629:3 = "func.call"(%628) <{callee = @silu}> : (tensor<2x128x128xf32>) -> (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>)
      %630 = "stablehlo.dot_general"(%627, %arg115) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
      %631 = "stablehlo.multiply"(%629#0, %630) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %632 = "stablehlo.dot_general"(%631, %arg113) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
      %633 = "stablehlo.reshape"(%627) : (tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %634 = "stablehlo.dot_general"(%633, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x256xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %635 = "stablehlo.negate"(%634) : (tensor<256x16xf32>) -> tensor<256x16xf32>
      %636 = "stablehlo.exponential"(%635) : (tensor<256x16xf32>) -> tensor<256x16xf32>
      %637 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %638 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
      %639 = "stablehlo.add"(%638, %636) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %640 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %641 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
      %642 = "stablehlo.divide"(%641, %639) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %643 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %644 = "stablehlo.broadcast_in_dim"(%643) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
      %645 = "stablehlo.subtract"(%644, %642) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %646 = "stablehlo.multiply"(%642, %645) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %647:2 = "chlo.top_k"(%642) <{k = 2 : i64}> : (tensor<256x16xf32>) -> (tensor<256x2xf32>, tensor<256x2xi32>)
      %648 = "stablehlo.reshape"(%647#1) : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
      %649 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %650 = "stablehlo.reduce"(%647#0, %649) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg299: tensor<f32>, %arg300: tensor<f32>):
        %1503 = "stablehlo.add"(%arg299, %arg300) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1503) : (tensor<f32>) -> ()
      }) : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
      %651 = "stablehlo.broadcast_in_dim"(%650) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x1xf32>
      %652 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x2xf32>
      %653 = "stablehlo.divide"(%647#0, %652) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
      %654 = "stablehlo.multiply"(%651, %651) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
      %655 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %656 = "stablehlo.broadcast_in_dim"(%655) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x1xf32>
      %657 = "stablehlo.divide"(%656, %654) : (tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
      %658 = "func.call"(%647#1) <{callee = @_one_hot}> : (tensor<256x2xi32>) -> tensor<256x2x16xi32>
      %659 = "stablehlo.reshape"(%658) : (tensor<256x2x16xi32>) -> tensor<512x16xi32>
      %660 = "func.call"(%659) <{callee = @cumsum}> : (tensor<512x16xi32>) -> tensor<512x16xi32>
      %661 = "stablehlo.reshape"(%660) : (tensor<512x16xi32>) -> tensor<256x2x16xi32>
      %662 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %663 = "stablehlo.broadcast_in_dim"(%662) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<256x2x16xi32>
      %664 = "stablehlo.subtract"(%661, %663) : (tensor<256x2x16xi32>, tensor<256x2x16xi32>) -> tensor<256x2x16xi32>
      %665 = "stablehlo.multiply"(%664, %658) : (tensor<256x2x16xi32>, tensor<256x2x16xi32>) -> tensor<256x2x16xi32>
      %666 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %667 = "stablehlo.reduce"(%665, %666) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg297: tensor<i32>, %arg298: tensor<i32>):
        %1502 = "stablehlo.add"(%arg297, %arg298) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%1502) : (tensor<i32>) -> ()
      }) : (tensor<256x2x16xi32>, tensor<i32>) -> tensor<256x2xi32>
      %668 = "stablehlo.convert"(%658) : (tensor<256x2x16xi32>) -> tensor<256x2x16xf32>
      %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<256x2x16xf32>) -> tensor<256x2x16x1xf32>
      %670 = "func.call"(%667) <{callee = @_one_hot_2}> : (tensor<256x2xi32>) -> tensor<256x2x40xf32>
      %671 = "stablehlo.broadcast_in_dim"(%670) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<256x2x40xf32>) -> tensor<256x2x1x40xf32>
      %672 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<256x2x16x1xf32>) -> tensor<256x2x16x40xf32>
      %673 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<256x2x1x40xf32>) -> tensor<256x2x16x40xf32>
      %674 = "stablehlo.multiply"(%672, %673) : (tensor<256x2x16x40xf32>, tensor<256x2x16x40xf32>) -> tensor<256x2x16x40xf32>
      %675 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %676 = "stablehlo.reduce"(%674, %675) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg295: tensor<f32>, %arg296: tensor<f32>):
        %1501 = "stablehlo.add"(%arg295, %arg296) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1501) : (tensor<f32>) -> ()
      }) : (tensor<256x2x16x40xf32>, tensor<f32>) -> tensor<256x16x40xf32>
      %677 = "stablehlo.dot_general"(%653, %674) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x2xf32>, tensor<256x2x16x40xf32>) -> tensor<256x16x40xf32>
      %678 = "stablehlo.dot_general"(%676, %633) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16x40xf32>, tensor<256x256xf32>) -> tensor<16x40x256xf32>
      %679 = "stablehlo.all_to_all"(%678) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
      %680 = "stablehlo.reshape"(%679) : (tensor<16x40x256xf32>) -> tensor<4x4x40x256xf32>
      %681 = "stablehlo.dot_general"(%arg117, %680) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x4x40xf32>
      %682 = "stablehlo.transpose"(%681) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x40xf32>) -> tensor<4x4x40x128xf32>
      %683:3 = "func.call"(%682) <{callee = @silu_3}> : (tensor<4x4x40x128xf32>) -> (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>)
      %684 = "stablehlo.dot_general"(%arg118, %680) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x128xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x4x40xf32>
      %685 = "stablehlo.transpose"(%684) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x128x4x40xf32>) -> tensor<4x4x40x128xf32>
      %686 = "stablehlo.multiply"(%683#0, %685) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
      %687 = "stablehlo.dot_general"(%arg116, %686) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x256xf32>, tensor<4x4x40x128xf32>) -> tensor<4x256x4x40xf32>
      %688 = "stablehlo.transpose"(%687) <{permutation = array<i64: 2, 0, 3, 1>}> : (tensor<4x256x4x40xf32>) -> tensor<4x4x40x256xf32>
      %689 = "stablehlo.reshape"(%688) : (tensor<4x4x40x256xf32>) -> tensor<16x40x256xf32>
      %690 = "stablehlo.all_to_all"(%689) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
      %691 = "stablehlo.dot_general"(%677, %690) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 1], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16x40xf32>, tensor<16x40x256xf32>) -> tensor<256x256xf32>
      %692 = "stablehlo.reshape"(%691) : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %693 = "stablehlo.add"(%632, %692) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %694 = "stablehlo.add"(%607, %693) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %695 = "stablehlo.multiply"(%694, %694) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %696 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %697 = "stablehlo.reduce"(%695, %696) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg293: tensor<f32>, %arg294: tensor<f32>):
        %1500 = "stablehlo.add"(%arg293, %arg294) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1500) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %698 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %699 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %700 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %701 = "stablehlo.divide"(%698, %700) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %702 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %703 = "stablehlo.broadcast_in_dim"(%702) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %704 = "stablehlo.add"(%701, %703) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %705 = "stablehlo.rsqrt"(%704) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %706 = "stablehlo.divide"(%705, %704) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %707 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %708 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %709 = "stablehlo.multiply"(%708, %706) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %710 = "stablehlo.broadcast_in_dim"(%705) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %711 = "stablehlo.multiply"(%694, %710) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %712 = "stablehlo.broadcast_in_dim"(%arg91) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %713 = "stablehlo.broadcast_in_dim"(%712) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %714 = "stablehlo.multiply"(%711, %713) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %715 = "stablehlo.dot_general"(%714, %arg124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x512xf32>) -> tensor<2x128x512xf32>
      %716:3 = "func.call"(%715) <{callee = @log_softmax}> : (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x1xf32>)
      %717 = "stablehlo.broadcast_in_dim"(%arg126) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
      %718:2 = "func.call"(%716#0, %717) <{callee = @take_along_axis}> : (tensor<2x128x512xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
      %719 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %720 = "stablehlo.reduce"(%718#0, %719) <{dimensions = array<i64: 0, 1, 2>}> ({
      ^bb0(%arg291: tensor<f32>, %arg292: tensor<f32>):
        %1499 = "stablehlo.add"(%arg291, %arg292) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1499) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<f32>
      %721 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
      %722 = "stablehlo.divide"(%720, %721) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %723 = "stablehlo.negate"(%722) : (tensor<f32>) -> tensor<f32>
      %724 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %725 = "stablehlo.negate"(%724) : (tensor<f32>) -> tensor<f32>
      %726 = "stablehlo.divide"(%725, %721) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %727 = "stablehlo.broadcast_in_dim"(%726) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %728 = "func.call"(%718#1, %727) <{callee = @take_along_axis_4}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
      %729 = "func.call"(%716#1, %716#2, %728) <{callee = @log_softmax_5}> : (tensor<2x128x512xf32>, tensor<2x128x1xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %730 = "stablehlo.dot_general"(%729, %714) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
      %731 = "stablehlo.transpose"(%730) <{permutation = array<i64: 1, 0>}> : (tensor<512x256xf32>) -> tensor<256x512xf32>
      %732 = "stablehlo.dot_general"(%729, %arg124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<256x512xf32>) -> tensor<2x128x256xf32>
      %733 = "stablehlo.multiply"(%711, %732) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %734 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %735 = "stablehlo.reduce"(%733, %734) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg289: tensor<f32>, %arg290: tensor<f32>):
        %1498 = "stablehlo.add"(%arg289, %arg290) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1498) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %736 = "stablehlo.reshape"(%735) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %737 = "stablehlo.broadcast_in_dim"(%712) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %738 = "stablehlo.multiply"(%732, %737) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %739 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %740 = "stablehlo.reduce"(%736, %739) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg287: tensor<f32>, %arg288: tensor<f32>):
        %1497 = "stablehlo.add"(%arg287, %arg288) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1497) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %741 = "stablehlo.multiply"(%694, %738) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %742 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %743 = "stablehlo.reduce"(%741, %742) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg285: tensor<f32>, %arg286: tensor<f32>):
        %1496 = "stablehlo.add"(%arg285, %arg286) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1496) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %744 = "stablehlo.reshape"(%743) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %745 = "stablehlo.broadcast_in_dim"(%705) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %746 = "stablehlo.multiply"(%738, %745) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %747 = "stablehlo.multiply"(%744, %709) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %748 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %749 = "stablehlo.divide"(%747, %748) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %750 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %751 = "stablehlo.reduce"(%749, %750) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg283: tensor<f32>, %arg284: tensor<f32>):
        %1495 = "stablehlo.add"(%arg283, %arg284) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1495) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %752 = "stablehlo.broadcast_in_dim"(%751) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %753 = "stablehlo.multiply"(%694, %752) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %754 = "stablehlo.add"(%746, %753) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %755 = "stablehlo.multiply"(%752, %694) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %756 = "stablehlo.add"(%754, %755) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %757 = "stablehlo.reshape"(%756) : (tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %758 = "stablehlo.dot_general"(%757, %677) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x256xf32>, tensor<256x16x40xf32>) -> tensor<256x16x40xf32>
      %759 = "stablehlo.transpose"(%758) <{permutation = array<i64: 1, 2, 0>}> : (tensor<256x16x40xf32>) -> tensor<16x40x256xf32>
      %760 = "stablehlo.dot_general"(%757, %690) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x256xf32>, tensor<16x40x256xf32>) -> tensor<256x16x40xf32>
      %761 = "stablehlo.all_to_all"(%759) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
      %762 = "stablehlo.reshape"(%761) : (tensor<16x40x256xf32>) -> tensor<4x4x40x256xf32>
      %763 = "stablehlo.transpose"(%762) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x4x40x256xf32>) -> tensor<4x256x4x40xf32>
      %764 = "stablehlo.dot_general"(%763, %arg116) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x4x40xf32>, tensor<4x128x256xf32>) -> tensor<4x4x40x128xf32>
      %765 = "stablehlo.transpose"(%764) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
      %766 = "stablehlo.dot_general"(%763, %686) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x4x40xf32>, tensor<4x4x40x128xf32>) -> tensor<4x256x128xf32>
      %767 = "stablehlo.transpose"(%766) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x256x128xf32>) -> tensor<4x128x256xf32>
      %768 = "stablehlo.multiply"(%683#0, %765) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
      %769 = "stablehlo.multiply"(%765, %685) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
      %770 = "stablehlo.transpose"(%768) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x4x40x128xf32>) -> tensor<4x128x4x40xf32>
      %771 = "stablehlo.dot_general"(%770, %arg118) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x256x128xf32>) -> tensor<4x4x40x256xf32>
      %772 = "stablehlo.transpose"(%771) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x40x256xf32>) -> tensor<4x4x40x256xf32>
      %773 = "stablehlo.dot_general"(%770, %680) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x256xf32>
      %774 = "stablehlo.transpose"(%773) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
      %775 = "func.call"(%683#1, %683#2, %682, %769) <{callee = @silu_6}> : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
      %776 = "stablehlo.transpose"(%775) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x4x40x128xf32>) -> tensor<4x128x4x40xf32>
      %777 = "stablehlo.dot_general"(%776, %arg117) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x256x128xf32>) -> tensor<4x4x40x256xf32>
      %778 = "stablehlo.transpose"(%777) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x40x256xf32>) -> tensor<4x4x40x256xf32>
      %779 = "stablehlo.add"(%772, %778) : (tensor<4x4x40x256xf32>, tensor<4x4x40x256xf32>) -> tensor<4x4x40x256xf32>
      %780 = "stablehlo.dot_general"(%776, %680) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x256xf32>
      %781 = "stablehlo.transpose"(%780) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
      %782 = "stablehlo.reshape"(%779) : (tensor<4x4x40x256xf32>) -> tensor<16x40x256xf32>
      %783 = "stablehlo.all_to_all"(%782) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
      %784 = "stablehlo.dot_general"(%783, %676) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x40x256xf32>, tensor<256x16x40xf32>) -> tensor<256x256xf32>
      %785 = "stablehlo.transpose"(%784) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %786 = "stablehlo.dot_general"(%760, %674) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [2, 3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16x40xf32>, tensor<256x2x16x40xf32>) -> tensor<256x2xf32>
      %787 = "stablehlo.broadcast_in_dim"(%657) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x2xf32>
      %788 = "stablehlo.multiply"(%786, %787) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
      %789 = "stablehlo.multiply"(%788, %647#0) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
      %790 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %791 = "stablehlo.reduce"(%789, %790) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg281: tensor<f32>, %arg282: tensor<f32>):
        %1494 = "stablehlo.add"(%arg281, %arg282) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1494) : (tensor<f32>) -> ()
      }) : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
      %792 = "stablehlo.reshape"(%791) : (tensor<256xf32>) -> tensor<256x1xf32>
      %793 = "stablehlo.negate"(%792) : (tensor<256x1xf32>) -> tensor<256x1xf32>
      %794 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x2xf32>
      %795 = "stablehlo.divide"(%786, %794) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
      %796 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %797 = "stablehlo.reduce"(%793, %796) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg279: tensor<f32>, %arg280: tensor<f32>):
        %1493 = "stablehlo.add"(%arg279, %arg280) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1493) : (tensor<f32>) -> ()
      }) : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
      %798 = "stablehlo.broadcast_in_dim"(%797) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x2xf32>
      %799 = "stablehlo.add"(%795, %798) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
      %800 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %801 = "stablehlo.broadcast_in_dim"(%800) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
      %802 = "stablehlo.scatter"(%801, %648, %799) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
      ^bb0(%arg277: tensor<f32>, %arg278: tensor<f32>):
        %1492 = "stablehlo.add"(%arg277, %arg278) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1492) : (tensor<f32>) -> ()
      }) : (tensor<256x16xf32>, tensor<256x2x1xi32>, tensor<256x2xf32>) -> tensor<256x16xf32>
      %803 = "stablehlo.multiply"(%802, %646) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %804 = "stablehlo.dot_general"(%803, %633) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16xf32>, tensor<256x256xf32>) -> tensor<16x256xf32>
      %805 = "stablehlo.transpose"(%804) <{permutation = array<i64: 1, 0>}> : (tensor<16x256xf32>) -> tensor<256x16xf32>
      %806 = "stablehlo.dot_general"(%803, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x256xf32>
      %807 = "stablehlo.add"(%785, %806) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %808 = "stablehlo.reshape"(%807) : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %809 = "stablehlo.dot_general"(%756, %631) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %810 = "stablehlo.transpose"(%809) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %811 = "stablehlo.dot_general"(%756, %arg113) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %812 = "stablehlo.multiply"(%629#0, %811) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %813 = "stablehlo.multiply"(%811, %630) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %814 = "stablehlo.dot_general"(%812, %627) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %815 = "stablehlo.transpose"(%814) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %816 = "stablehlo.dot_general"(%812, %arg115) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %817 = "stablehlo.add"(%808, %816) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %818 = "func.call"(%629#1, %629#2, %628, %813) <{callee = @silu_7}> : (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %819 = "stablehlo.dot_general"(%818, %627) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %820 = "stablehlo.transpose"(%819) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %821 = "stablehlo.dot_general"(%818, %arg114) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %822 = "stablehlo.add"(%817, %821) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %823 = "stablehlo.multiply"(%624, %822) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %824 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %825 = "stablehlo.reduce"(%823, %824) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg275: tensor<f32>, %arg276: tensor<f32>):
        %1491 = "stablehlo.add"(%arg275, %arg276) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1491) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %826 = "stablehlo.reshape"(%825) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %827 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %828 = "stablehlo.multiply"(%822, %827) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %829 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %830 = "stablehlo.reduce"(%826, %829) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg273: tensor<f32>, %arg274: tensor<f32>):
        %1490 = "stablehlo.add"(%arg273, %arg274) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1490) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %831 = "stablehlo.multiply"(%607, %828) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %832 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %833 = "stablehlo.reduce"(%831, %832) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg271: tensor<f32>, %arg272: tensor<f32>):
        %1489 = "stablehlo.add"(%arg271, %arg272) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1489) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %834 = "stablehlo.reshape"(%833) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %835 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %836 = "stablehlo.multiply"(%828, %835) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %837 = "stablehlo.add"(%756, %836) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %838 = "stablehlo.multiply"(%834, %622) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %839 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %840 = "stablehlo.divide"(%838, %839) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %841 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %842 = "stablehlo.reduce"(%840, %841) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg269: tensor<f32>, %arg270: tensor<f32>):
        %1488 = "stablehlo.add"(%arg269, %arg270) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1488) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %843 = "stablehlo.broadcast_in_dim"(%842) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %844 = "stablehlo.multiply"(%607, %843) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %845 = "stablehlo.add"(%837, %844) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %846 = "stablehlo.multiply"(%843, %607) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %847 = "stablehlo.add"(%845, %846) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %848 = "stablehlo.dot_general"(%847, %605) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %849 = "stablehlo.transpose"(%848) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %850 = "stablehlo.dot_general"(%847, %arg121) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %851 = "stablehlo.reshape"(%850) : (tensor<2x128x128xf32>) -> tensor<2x128x4x32xf32>
      %852 = "stablehlo.transpose"(%851) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x4x32xf32>) -> tensor<2x4x32x128xf32>
      %853 = "stablehlo.dot_general"(%852, %575) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x32x128xf32>, tensor<2x128x4x32xf32>) -> tensor<2x4x128x128xf32>
      %854 = "stablehlo.dot_general"(%852, %598) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x32x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x32x128xf32>
      %855 = "stablehlo.transpose"(%854) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x32x128xf32>) -> tensor<2x128x4x32xf32>
      %856 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %857 = "stablehlo.multiply"(%853, %856) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %858 = "stablehlo.multiply"(%857, %593) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %859 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %860 = "stablehlo.reduce"(%858, %859) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg267: tensor<f32>, %arg268: tensor<f32>):
        %1487 = "stablehlo.add"(%arg267, %arg268) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1487) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %861 = "stablehlo.reshape"(%860) : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
      %862 = "stablehlo.negate"(%861) : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %863 = "stablehlo.broadcast_in_dim"(%596) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %864 = "stablehlo.divide"(%853, %863) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %865 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %866 = "stablehlo.reduce"(%862, %865) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg265: tensor<f32>, %arg266: tensor<f32>):
        %1486 = "stablehlo.add"(%arg265, %arg266) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1486) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x1xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %867 = "stablehlo.broadcast_in_dim"(%866) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x128xf32>
      %868 = "stablehlo.add"(%864, %867) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %869 = "stablehlo.multiply"(%868, %593) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %870 = "func.call"(%584#1, %869) <{callee = @_where_8}> : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %871 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
      %872 = "stablehlo.divide"(%870, %871) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %873 = "stablehlo.dot_general"(%872, %574) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x48xf32>) -> tensor<2x4x128x48xf32>
      %874 = "stablehlo.transpose"(%873) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x48xf32>) -> tensor<2x128x4x48xf32>
      %875 = "stablehlo.dot_general"(%872, %573) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x48xf32>) -> tensor<2x4x128x48xf32>
      %876 = "stablehlo.transpose"(%875) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x48xf32>) -> tensor<2x128x4x48xf32>
      %877 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %878 = "stablehlo.pad"(%855, %877) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
      %879 = "stablehlo.slice"(%876) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x32xf32>
      %880 = "stablehlo.slice"(%876) <{limit_indices = array<i64: 2, 128, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x16xf32>
      %881 = "stablehlo.slice"(%874) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x32xf32>
      %882 = "stablehlo.slice"(%874) <{limit_indices = array<i64: 2, 128, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x16xf32>
      %883 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %884 = "stablehlo.reduce"(%882, %883) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg263: tensor<f32>, %arg264: tensor<f32>):
        %1485 = "stablehlo.add"(%arg263, %arg264) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1485) : (tensor<f32>) -> ()
      }) : (tensor<2x128x4x16xf32>, tensor<f32>) -> tensor<2x128x16xf32>
      %885 = "stablehlo.broadcast_in_dim"(%884) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
      %886 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %887 = "stablehlo.reduce"(%885, %886) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg261: tensor<f32>, %arg262: tensor<f32>):
        %1484 = "stablehlo.add"(%arg261, %arg262) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1484) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x16xf32>, tensor<f32>) -> tensor<2x128x16xf32>
      %888 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %889 = "stablehlo.pad"(%881, %888) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
      %890 = "stablehlo.add"(%878, %889) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %891 = "stablehlo.reshape"(%890) : (tensor<2x128x4x64xf32>) -> tensor<2x128x256xf32>
      %892 = "stablehlo.dot_general"(%891, %528) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x64xf32>) -> tensor<256x64xf32>
      %893 = "stablehlo.transpose"(%892) <{permutation = array<i64: 1, 0>}> : (tensor<256x64xf32>) -> tensor<64x256xf32>
      %894 = "stablehlo.dot_general"(%891, %arg120) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<64x256xf32>) -> tensor<2x128x64xf32>
      %895 = "stablehlo.broadcast_in_dim"(%887) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
      %896 = "stablehlo.broadcast_in_dim"(%557) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %897 = "stablehlo.multiply"(%895, %896) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %898 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %899 = "stablehlo.multiply"(%895, %898) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %900 = "stablehlo.slice"(%897) <{limit_indices = array<i64: 2, 128, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
      %901 = "stablehlo.slice"(%897) <{limit_indices = array<i64: 2, 128, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
      %902 = "stablehlo.negate"(%900) : (tensor<2x128x1x8xf32>) -> tensor<2x128x1x8xf32>
      %903 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %904 = "stablehlo.pad"(%902, %903) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 8>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x8xf32>, tensor<f32>) -> tensor<2x128x1x16xf32>
      %905 = "stablehlo.add"(%899, %904) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %906 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %907 = "stablehlo.pad"(%901, %906) <{edge_padding_high = array<i64: 0, 0, 0, 8>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x8xf32>, tensor<f32>) -> tensor<2x128x1x16xf32>
      %908 = "stablehlo.add"(%905, %907) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %909 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %910 = "stablehlo.reduce"(%908, %909) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg259: tensor<f32>, %arg260: tensor<f32>):
        %1483 = "stablehlo.add"(%arg259, %arg260) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1483) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x16xf32>, tensor<f32>) -> tensor<2x128x16xf32>
      %911 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %912 = "stablehlo.pad"(%910, %911) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 64>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<2x128x16xf32>, tensor<f32>) -> tensor<2x128x80xf32>
      %913 = "stablehlo.multiply"(%525, %894) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %914 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %915 = "stablehlo.reduce"(%913, %914) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg257: tensor<f32>, %arg258: tensor<f32>):
        %1482 = "stablehlo.add"(%arg257, %arg258) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1482) : (tensor<f32>) -> ()
      }) : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<64xf32>
      %916 = "stablehlo.reshape"(%915) : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %917 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<2x128x64xf32>
      %918 = "stablehlo.multiply"(%894, %917) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %919 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %920 = "stablehlo.reduce"(%916, %919) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg255: tensor<f32>, %arg256: tensor<f32>):
        %1481 = "stablehlo.add"(%arg255, %arg256) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1481) : (tensor<f32>) -> ()
      }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
      %921 = "stablehlo.multiply"(%508, %918) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %922 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %923 = "stablehlo.reduce"(%921, %922) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg253: tensor<f32>, %arg254: tensor<f32>):
        %1480 = "stablehlo.add"(%arg253, %arg254) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1480) : (tensor<f32>) -> ()
      }) : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128xf32>
      %924 = "stablehlo.reshape"(%923) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %925 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x64xf32>
      %926 = "stablehlo.multiply"(%918, %925) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %927 = "stablehlo.multiply"(%924, %523) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %928 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %929 = "stablehlo.divide"(%927, %928) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %930 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %931 = "stablehlo.reduce"(%929, %930) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg251: tensor<f32>, %arg252: tensor<f32>):
        %1479 = "stablehlo.add"(%arg251, %arg252) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1479) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %932 = "stablehlo.broadcast_in_dim"(%931) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x64xf32>
      %933 = "stablehlo.multiply"(%508, %932) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %934 = "stablehlo.add"(%926, %933) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %935 = "stablehlo.multiply"(%932, %508) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %936 = "stablehlo.add"(%934, %935) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %937 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %938 = "stablehlo.pad"(%936, %937) <{edge_padding_high = array<i64: 0, 0, 16>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128x80xf32>
      %939 = "stablehlo.add"(%912, %938) : (tensor<2x128x80xf32>, tensor<2x128x80xf32>) -> tensor<2x128x80xf32>
      %940 = "stablehlo.dot_general"(%939, %445) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x80xf32>, tensor<2x128x256xf32>) -> tensor<80x256xf32>
      %941 = "stablehlo.transpose"(%940) <{permutation = array<i64: 1, 0>}> : (tensor<80x256xf32>) -> tensor<256x80xf32>
      %942 = "stablehlo.dot_general"(%939, %arg119) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x80xf32>, tensor<256x80xf32>) -> tensor<2x128x256xf32>
      %943 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
      %944 = "stablehlo.multiply"(%880, %943) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %945 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
      %946 = "stablehlo.multiply"(%880, %945) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %947 = "stablehlo.slice"(%944) <{limit_indices = array<i64: 2, 128, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
      %948 = "stablehlo.slice"(%944) <{limit_indices = array<i64: 2, 128, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
      %949 = "stablehlo.negate"(%947) : (tensor<2x128x4x8xf32>) -> tensor<2x128x4x8xf32>
      %950 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %951 = "stablehlo.pad"(%949, %950) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 8>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x8xf32>, tensor<f32>) -> tensor<2x128x4x16xf32>
      %952 = "stablehlo.add"(%946, %951) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %953 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %954 = "stablehlo.pad"(%948, %953) <{edge_padding_high = array<i64: 0, 0, 0, 8>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x8xf32>, tensor<f32>) -> tensor<2x128x4x16xf32>
      %955 = "stablehlo.add"(%952, %954) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %956 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %957 = "stablehlo.pad"(%955, %956) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x16xf32>, tensor<f32>) -> tensor<2x128x4x48xf32>
      %958 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %959 = "stablehlo.pad"(%879, %958) <{edge_padding_high = array<i64: 0, 0, 0, 16>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x48xf32>
      %960 = "stablehlo.add"(%957, %959) : (tensor<2x128x4x48xf32>, tensor<2x128x4x48xf32>) -> tensor<2x128x4x48xf32>
      %961 = "stablehlo.reshape"(%960) : (tensor<2x128x4x48xf32>) -> tensor<2x128x192xf32>
      %962 = "stablehlo.dot_general"(%961, %466) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x192xf32>, tensor<2x128x96xf32>) -> tensor<192x96xf32>
      %963 = "stablehlo.transpose"(%962) <{permutation = array<i64: 1, 0>}> : (tensor<192x96xf32>) -> tensor<96x192xf32>
      %964 = "stablehlo.dot_general"(%961, %arg123) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x192xf32>, tensor<96x192xf32>) -> tensor<2x128x96xf32>
      %965 = "stablehlo.multiply"(%463, %964) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %966 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %967 = "stablehlo.reduce"(%965, %966) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg249: tensor<f32>, %arg250: tensor<f32>):
        %1478 = "stablehlo.add"(%arg249, %arg250) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1478) : (tensor<f32>) -> ()
      }) : (tensor<2x128x96xf32>, tensor<f32>) -> tensor<96xf32>
      %968 = "stablehlo.reshape"(%967) : (tensor<96xf32>) -> tensor<1x1x96xf32>
      %969 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<2x128x96xf32>
      %970 = "stablehlo.multiply"(%964, %969) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %971 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %972 = "stablehlo.reduce"(%968, %971) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg247: tensor<f32>, %arg248: tensor<f32>):
        %1477 = "stablehlo.add"(%arg247, %arg248) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1477) : (tensor<f32>) -> ()
      }) : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
      %973 = "stablehlo.multiply"(%446, %970) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %974 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %975 = "stablehlo.reduce"(%973, %974) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg245: tensor<f32>, %arg246: tensor<f32>):
        %1476 = "stablehlo.add"(%arg245, %arg246) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1476) : (tensor<f32>) -> ()
      }) : (tensor<2x128x96xf32>, tensor<f32>) -> tensor<2x128xf32>
      %976 = "stablehlo.reshape"(%975) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %977 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x96xf32>
      %978 = "stablehlo.multiply"(%970, %977) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %979 = "stablehlo.multiply"(%976, %461) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %980 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %981 = "stablehlo.divide"(%979, %980) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %982 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %983 = "stablehlo.reduce"(%981, %982) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg243: tensor<f32>, %arg244: tensor<f32>):
        %1475 = "stablehlo.add"(%arg243, %arg244) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1475) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %984 = "stablehlo.broadcast_in_dim"(%983) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x96xf32>
      %985 = "stablehlo.multiply"(%446, %984) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %986 = "stablehlo.add"(%978, %985) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %987 = "stablehlo.multiply"(%984, %446) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %988 = "stablehlo.add"(%986, %987) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %989 = "stablehlo.dot_general"(%988, %445) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x96xf32>, tensor<2x128x256xf32>) -> tensor<96x256xf32>
      %990 = "stablehlo.transpose"(%989) <{permutation = array<i64: 1, 0>}> : (tensor<96x256xf32>) -> tensor<256x96xf32>
      %991 = "stablehlo.dot_general"(%988, %arg122) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x96xf32>, tensor<256x96xf32>) -> tensor<2x128x256xf32>
      %992 = "stablehlo.add"(%942, %991) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %993 = "stablehlo.multiply"(%442, %992) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %994 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %995 = "stablehlo.reduce"(%993, %994) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg241: tensor<f32>, %arg242: tensor<f32>):
        %1474 = "stablehlo.add"(%arg241, %arg242) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1474) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %996 = "stablehlo.reshape"(%995) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %997 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %998 = "stablehlo.multiply"(%992, %997) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %999 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1000 = "stablehlo.reduce"(%996, %999) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg239: tensor<f32>, %arg240: tensor<f32>):
        %1473 = "stablehlo.add"(%arg239, %arg240) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1473) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %1001 = "stablehlo.multiply"(%425, %998) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1002 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1003 = "stablehlo.reduce"(%1001, %1002) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg237: tensor<f32>, %arg238: tensor<f32>):
        %1472 = "stablehlo.add"(%arg237, %arg238) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1472) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1004 = "stablehlo.reshape"(%1003) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1005 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1006 = "stablehlo.multiply"(%998, %1005) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1007 = "stablehlo.add"(%847, %1006) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1008 = "stablehlo.multiply"(%1004, %440) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1009 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1010 = "stablehlo.divide"(%1008, %1009) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1011 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1012 = "stablehlo.reduce"(%1010, %1011) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg235: tensor<f32>, %arg236: tensor<f32>):
        %1471 = "stablehlo.add"(%arg235, %arg236) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1471) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1013 = "stablehlo.broadcast_in_dim"(%1012) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %1014 = "stablehlo.multiply"(%425, %1013) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1015 = "stablehlo.add"(%1007, %1014) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1016 = "stablehlo.multiply"(%1013, %425) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1017 = "stablehlo.add"(%1015, %1016) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1018 = "stablehlo.reshape"(%1017) : (tensor<2x128x256xf32>) -> tensor<256x256xf32>
      %1019 = "stablehlo.dot_general"(%1018, %408) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x256xf32>, tensor<256x16x40xf32>) -> tensor<256x16x40xf32>
      %1020 = "stablehlo.transpose"(%1019) <{permutation = array<i64: 1, 2, 0>}> : (tensor<256x16x40xf32>) -> tensor<16x40x256xf32>
      %1021 = "stablehlo.dot_general"(%1018, %421) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x256xf32>, tensor<16x40x256xf32>) -> tensor<256x16x40xf32>
      %1022 = "stablehlo.all_to_all"(%1020) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
      %1023 = "stablehlo.reshape"(%1022) : (tensor<16x40x256xf32>) -> tensor<4x4x40x256xf32>
      %1024 = "stablehlo.transpose"(%1023) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x4x40x256xf32>) -> tensor<4x256x4x40xf32>
      %1025 = "stablehlo.dot_general"(%1024, %arg100) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x4x40xf32>, tensor<4x128x256xf32>) -> tensor<4x4x40x128xf32>
      %1026 = "stablehlo.transpose"(%1025) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
      %1027 = "stablehlo.dot_general"(%1024, %417) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x256x4x40xf32>, tensor<4x4x40x128xf32>) -> tensor<4x256x128xf32>
      %1028 = "stablehlo.transpose"(%1027) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x256x128xf32>) -> tensor<4x128x256xf32>
      %1029 = "stablehlo.multiply"(%414#0, %1026) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
      %1030 = "stablehlo.multiply"(%1026, %416) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
      %1031 = "stablehlo.transpose"(%1029) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x4x40x128xf32>) -> tensor<4x128x4x40xf32>
      %1032 = "stablehlo.dot_general"(%1031, %arg102) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x256x128xf32>) -> tensor<4x4x40x256xf32>
      %1033 = "stablehlo.transpose"(%1032) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x40x256xf32>) -> tensor<4x4x40x256xf32>
      %1034 = "stablehlo.dot_general"(%1031, %411) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x256xf32>
      %1035 = "stablehlo.transpose"(%1034) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
      %1036 = "func.call"(%414#1, %414#2, %413, %1030) <{callee = @silu_6}> : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
      %1037 = "stablehlo.transpose"(%1036) <{permutation = array<i64: 1, 3, 0, 2>}> : (tensor<4x4x40x128xf32>) -> tensor<4x128x4x40xf32>
      %1038 = "stablehlo.dot_general"(%1037, %arg101) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x256x128xf32>) -> tensor<4x4x40x256xf32>
      %1039 = "stablehlo.transpose"(%1038) <{permutation = array<i64: 1, 0, 2, 3>}> : (tensor<4x4x40x256xf32>) -> tensor<4x4x40x256xf32>
      %1040 = "stablehlo.add"(%1033, %1039) : (tensor<4x4x40x256xf32>, tensor<4x4x40x256xf32>) -> tensor<4x4x40x256xf32>
      %1041 = "stablehlo.dot_general"(%1037, %411) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x128x4x40xf32>, tensor<4x4x40x256xf32>) -> tensor<4x128x256xf32>
      %1042 = "stablehlo.transpose"(%1041) <{permutation = array<i64: 0, 2, 1>}> : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
      %1043 = "stablehlo.reshape"(%1040) : (tensor<4x4x40x256xf32>) -> tensor<16x40x256xf32>
      %1044 = "stablehlo.all_to_all"(%1043) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<16x40x256xf32>) -> tensor<16x40x256xf32>
      %1045 = "stablehlo.dot_general"(%1044, %407) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<16x40x256xf32>, tensor<256x16x40xf32>) -> tensor<256x256xf32>
      %1046 = "stablehlo.transpose"(%1045) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1047 = "stablehlo.dot_general"(%1021, %405) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1, 2], rhs_contracting_dimensions = [2, 3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16x40xf32>, tensor<256x2x16x40xf32>) -> tensor<256x2xf32>
      %1048 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x2xf32>
      %1049 = "stablehlo.multiply"(%1047, %1048) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
      %1050 = "stablehlo.multiply"(%1049, %378#0) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
      %1051 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1052 = "stablehlo.reduce"(%1050, %1051) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg233: tensor<f32>, %arg234: tensor<f32>):
        %1470 = "stablehlo.add"(%arg233, %arg234) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1470) : (tensor<f32>) -> ()
      }) : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
      %1053 = "stablehlo.reshape"(%1052) : (tensor<256xf32>) -> tensor<256x1xf32>
      %1054 = "stablehlo.negate"(%1053) : (tensor<256x1xf32>) -> tensor<256x1xf32>
      %1055 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x1xf32>) -> tensor<256x2xf32>
      %1056 = "stablehlo.divide"(%1047, %1055) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
      %1057 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1058 = "stablehlo.reduce"(%1054, %1057) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg231: tensor<f32>, %arg232: tensor<f32>):
        %1469 = "stablehlo.add"(%arg231, %arg232) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1469) : (tensor<f32>) -> ()
      }) : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
      %1059 = "stablehlo.broadcast_in_dim"(%1058) <{broadcast_dimensions = array<i64: 0>}> : (tensor<256xf32>) -> tensor<256x2xf32>
      %1060 = "stablehlo.add"(%1056, %1059) : (tensor<256x2xf32>, tensor<256x2xf32>) -> tensor<256x2xf32>
      %1061 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1062 = "stablehlo.broadcast_in_dim"(%1061) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
      %1063 = "stablehlo.scatter"(%1062, %379, %1060) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
      ^bb0(%arg229: tensor<f32>, %arg230: tensor<f32>):
        %1468 = "stablehlo.add"(%arg229, %arg230) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1468) : (tensor<f32>) -> ()
      }) : (tensor<256x16xf32>, tensor<256x2x1xi32>, tensor<256x2xf32>) -> tensor<256x16xf32>
      %1064 = "stablehlo.multiply"(%1063, %377) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %1065 = "stablehlo.dot_general"(%1064, %364) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16xf32>, tensor<256x256xf32>) -> tensor<16x256xf32>
      %1066 = "stablehlo.transpose"(%1065) <{permutation = array<i64: 1, 0>}> : (tensor<16x256xf32>) -> tensor<256x16xf32>
      %1067 = "stablehlo.dot_general"(%1064, %arg96) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x256xf32>
      %1068 = "stablehlo.add"(%1046, %1067) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
      %1069 = "stablehlo.reshape"(%1068) : (tensor<256x256xf32>) -> tensor<2x128x256xf32>
      %1070 = "stablehlo.dot_general"(%1017, %362) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %1071 = "stablehlo.transpose"(%1070) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %1072 = "stablehlo.dot_general"(%1017, %arg97) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %1073 = "stablehlo.multiply"(%360#0, %1072) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %1074 = "stablehlo.multiply"(%1072, %361) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %1075 = "stablehlo.dot_general"(%1073, %358) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %1076 = "stablehlo.transpose"(%1075) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %1077 = "stablehlo.dot_general"(%1073, %arg99) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %1078 = "stablehlo.add"(%1069, %1077) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1079 = "func.call"(%360#1, %360#2, %359, %1074) <{callee = @silu_7}> : (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
      %1080 = "stablehlo.dot_general"(%1079, %358) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
      %1081 = "stablehlo.transpose"(%1080) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
      %1082 = "stablehlo.dot_general"(%1079, %arg98) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
      %1083 = "stablehlo.add"(%1078, %1082) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1084 = "stablehlo.multiply"(%355, %1083) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1085 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1086 = "stablehlo.reduce"(%1084, %1085) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg227: tensor<f32>, %arg228: tensor<f32>):
        %1467 = "stablehlo.add"(%arg227, %arg228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1467) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %1087 = "stablehlo.reshape"(%1086) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1088 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1089 = "stablehlo.multiply"(%1083, %1088) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1090 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1091 = "stablehlo.reduce"(%1087, %1090) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg225: tensor<f32>, %arg226: tensor<f32>):
        %1466 = "stablehlo.add"(%arg225, %arg226) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1466) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %1092 = "stablehlo.multiply"(%338, %1089) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1093 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1094 = "stablehlo.reduce"(%1092, %1093) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg223: tensor<f32>, %arg224: tensor<f32>):
        %1465 = "stablehlo.add"(%arg223, %arg224) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1465) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1095 = "stablehlo.reshape"(%1094) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1096 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1097 = "stablehlo.multiply"(%1089, %1096) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1098 = "stablehlo.add"(%1017, %1097) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1099 = "stablehlo.multiply"(%1095, %353) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1100 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1101 = "stablehlo.divide"(%1099, %1100) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1102 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1103 = "stablehlo.reduce"(%1101, %1102) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg221: tensor<f32>, %arg222: tensor<f32>):
        %1464 = "stablehlo.add"(%arg221, %arg222) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1464) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1104 = "stablehlo.broadcast_in_dim"(%1103) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %1105 = "stablehlo.multiply"(%338, %1104) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1106 = "stablehlo.add"(%1098, %1105) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1107 = "stablehlo.multiply"(%1104, %338) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1108 = "stablehlo.add"(%1106, %1107) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1109 = "stablehlo.dot_general"(%1108, %336) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
      %1110 = "stablehlo.transpose"(%1109) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
      %1111 = "stablehlo.dot_general"(%1108, %arg105) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
      %1112 = "stablehlo.reshape"(%1111) : (tensor<2x128x128xf32>) -> tensor<2x128x4x32xf32>
      %1113 = "stablehlo.transpose"(%1112) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x4x32xf32>) -> tensor<2x4x32x128xf32>
      %1114 = "stablehlo.dot_general"(%1113, %306) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x32x128xf32>, tensor<2x128x4x32xf32>) -> tensor<2x4x128x128xf32>
      %1115 = "stablehlo.dot_general"(%1113, %329) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x32x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x32x128xf32>
      %1116 = "stablehlo.transpose"(%1115) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x32x128xf32>) -> tensor<2x128x4x32xf32>
      %1117 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %1118 = "stablehlo.multiply"(%1114, %1117) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %1119 = "stablehlo.multiply"(%1118, %324) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %1120 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1121 = "stablehlo.reduce"(%1119, %1120) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg219: tensor<f32>, %arg220: tensor<f32>):
        %1463 = "stablehlo.add"(%arg219, %arg220) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1463) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %1122 = "stablehlo.reshape"(%1121) : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
      %1123 = "stablehlo.negate"(%1122) : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
      %1124 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
      %1125 = "stablehlo.divide"(%1114, %1124) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %1126 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1127 = "stablehlo.reduce"(%1123, %1126) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg217: tensor<f32>, %arg218: tensor<f32>):
        %1462 = "stablehlo.add"(%arg217, %arg218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1462) : (tensor<f32>) -> ()
      }) : (tensor<2x4x128x1xf32>, tensor<f32>) -> tensor<2x4x128xf32>
      %1128 = "stablehlo.broadcast_in_dim"(%1127) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x128xf32>
      %1129 = "stablehlo.add"(%1125, %1128) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %1130 = "stablehlo.multiply"(%1129, %324) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %1131 = "func.call"(%315#1, %1130) <{callee = @_where_8}> : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %1132 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
      %1133 = "stablehlo.divide"(%1131, %1132) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
      %1134 = "stablehlo.dot_general"(%1133, %305) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x48xf32>) -> tensor<2x4x128x48xf32>
      %1135 = "stablehlo.transpose"(%1134) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x48xf32>) -> tensor<2x128x4x48xf32>
      %1136 = "stablehlo.dot_general"(%1133, %304) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x48xf32>) -> tensor<2x4x128x48xf32>
      %1137 = "stablehlo.transpose"(%1136) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x48xf32>) -> tensor<2x128x4x48xf32>
      %1138 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1139 = "stablehlo.pad"(%1116, %1138) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
      %1140 = "stablehlo.slice"(%1137) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x32xf32>
      %1141 = "stablehlo.slice"(%1137) <{limit_indices = array<i64: 2, 128, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x16xf32>
      %1142 = "stablehlo.slice"(%1135) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x32xf32>
      %1143 = "stablehlo.slice"(%1135) <{limit_indices = array<i64: 2, 128, 4, 48>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x48xf32>) -> tensor<2x128x4x16xf32>
      %1144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1145 = "stablehlo.reduce"(%1143, %1144) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg215: tensor<f32>, %arg216: tensor<f32>):
        %1461 = "stablehlo.add"(%arg215, %arg216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1461) : (tensor<f32>) -> ()
      }) : (tensor<2x128x4x16xf32>, tensor<f32>) -> tensor<2x128x16xf32>
      %1146 = "stablehlo.broadcast_in_dim"(%1145) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
      %1147 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1148 = "stablehlo.reduce"(%1146, %1147) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg213: tensor<f32>, %arg214: tensor<f32>):
        %1460 = "stablehlo.add"(%arg213, %arg214) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1460) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x16xf32>, tensor<f32>) -> tensor<2x128x16xf32>
      %1149 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1150 = "stablehlo.pad"(%1142, %1149) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
      %1151 = "stablehlo.add"(%1139, %1150) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
      %1152 = "stablehlo.reshape"(%1151) : (tensor<2x128x4x64xf32>) -> tensor<2x128x256xf32>
      %1153 = "stablehlo.dot_general"(%1152, %259) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x64xf32>) -> tensor<256x64xf32>
      %1154 = "stablehlo.transpose"(%1153) <{permutation = array<i64: 1, 0>}> : (tensor<256x64xf32>) -> tensor<64x256xf32>
      %1155 = "stablehlo.dot_general"(%1152, %arg104) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<64x256xf32>) -> tensor<2x128x64xf32>
      %1156 = "stablehlo.broadcast_in_dim"(%1148) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x16xf32>) -> tensor<2x128x1x16xf32>
      %1157 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %1158 = "stablehlo.multiply"(%1156, %1157) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %1159 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %1160 = "stablehlo.multiply"(%1156, %1159) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %1161 = "stablehlo.slice"(%1158) <{limit_indices = array<i64: 2, 128, 1, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
      %1162 = "stablehlo.slice"(%1158) <{limit_indices = array<i64: 2, 128, 1, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x16xf32>) -> tensor<2x128x1x8xf32>
      %1163 = "stablehlo.negate"(%1161) : (tensor<2x128x1x8xf32>) -> tensor<2x128x1x8xf32>
      %1164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1165 = "stablehlo.pad"(%1163, %1164) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 8>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x8xf32>, tensor<f32>) -> tensor<2x128x1x16xf32>
      %1166 = "stablehlo.add"(%1160, %1165) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %1167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1168 = "stablehlo.pad"(%1162, %1167) <{edge_padding_high = array<i64: 0, 0, 0, 8>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x8xf32>, tensor<f32>) -> tensor<2x128x1x16xf32>
      %1169 = "stablehlo.add"(%1166, %1168) : (tensor<2x128x1x16xf32>, tensor<2x128x1x16xf32>) -> tensor<2x128x1x16xf32>
      %1170 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1171 = "stablehlo.reduce"(%1169, %1170) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg211: tensor<f32>, %arg212: tensor<f32>):
        %1459 = "stablehlo.add"(%arg211, %arg212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1459) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1x16xf32>, tensor<f32>) -> tensor<2x128x16xf32>
      %1172 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1173 = "stablehlo.pad"(%1171, %1172) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 64>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<2x128x16xf32>, tensor<f32>) -> tensor<2x128x80xf32>
      %1174 = "stablehlo.multiply"(%256, %1155) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %1175 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1176 = "stablehlo.reduce"(%1174, %1175) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg209: tensor<f32>, %arg210: tensor<f32>):
        %1458 = "stablehlo.add"(%arg209, %arg210) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1458) : (tensor<f32>) -> ()
      }) : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<64xf32>
      %1177 = "stablehlo.reshape"(%1176) : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %1178 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<2x128x64xf32>
      %1179 = "stablehlo.multiply"(%1155, %1178) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %1180 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1181 = "stablehlo.reduce"(%1177, %1180) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg207: tensor<f32>, %arg208: tensor<f32>):
        %1457 = "stablehlo.add"(%arg207, %arg208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1457) : (tensor<f32>) -> ()
      }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
      %1182 = "stablehlo.multiply"(%239, %1179) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %1183 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1184 = "stablehlo.reduce"(%1182, %1183) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg205: tensor<f32>, %arg206: tensor<f32>):
        %1456 = "stablehlo.add"(%arg205, %arg206) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1456) : (tensor<f32>) -> ()
      }) : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1185 = "stablehlo.reshape"(%1184) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1186 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x64xf32>
      %1187 = "stablehlo.multiply"(%1179, %1186) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %1188 = "stablehlo.multiply"(%1185, %254) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1189 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1190 = "stablehlo.divide"(%1188, %1189) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1191 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1192 = "stablehlo.reduce"(%1190, %1191) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg203: tensor<f32>, %arg204: tensor<f32>):
        %1455 = "stablehlo.add"(%arg203, %arg204) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1455) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1193 = "stablehlo.broadcast_in_dim"(%1192) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x64xf32>
      %1194 = "stablehlo.multiply"(%239, %1193) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %1195 = "stablehlo.add"(%1187, %1194) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %1196 = "stablehlo.multiply"(%1193, %239) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %1197 = "stablehlo.add"(%1195, %1196) : (tensor<2x128x64xf32>, tensor<2x128x64xf32>) -> tensor<2x128x64xf32>
      %1198 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1199 = "stablehlo.pad"(%1197, %1198) <{edge_padding_high = array<i64: 0, 0, 16>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<2x128x64xf32>, tensor<f32>) -> tensor<2x128x80xf32>
      %1200 = "stablehlo.add"(%1173, %1199) : (tensor<2x128x80xf32>, tensor<2x128x80xf32>) -> tensor<2x128x80xf32>
      %1201 = "stablehlo.dot_general"(%1200, %176) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x80xf32>, tensor<2x128x256xf32>) -> tensor<80x256xf32>
      %1202 = "stablehlo.transpose"(%1201) <{permutation = array<i64: 1, 0>}> : (tensor<80x256xf32>) -> tensor<256x80xf32>
      %1203 = "stablehlo.dot_general"(%1200, %arg103) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x80xf32>, tensor<256x80xf32>) -> tensor<2x128x256xf32>
      %1204 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
      %1205 = "stablehlo.multiply"(%1141, %1204) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %1206 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x16xf32>) -> tensor<2x128x4x16xf32>
      %1207 = "stablehlo.multiply"(%1141, %1206) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %1208 = "stablehlo.slice"(%1205) <{limit_indices = array<i64: 2, 128, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
      %1209 = "stablehlo.slice"(%1205) <{limit_indices = array<i64: 2, 128, 4, 16>, start_indices = array<i64: 0, 0, 0, 8>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x16xf32>) -> tensor<2x128x4x8xf32>
      %1210 = "stablehlo.negate"(%1208) : (tensor<2x128x4x8xf32>) -> tensor<2x128x4x8xf32>
      %1211 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1212 = "stablehlo.pad"(%1210, %1211) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 8>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x8xf32>, tensor<f32>) -> tensor<2x128x4x16xf32>
      %1213 = "stablehlo.add"(%1207, %1212) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %1214 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1215 = "stablehlo.pad"(%1209, %1214) <{edge_padding_high = array<i64: 0, 0, 0, 8>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x8xf32>, tensor<f32>) -> tensor<2x128x4x16xf32>
      %1216 = "stablehlo.add"(%1213, %1215) : (tensor<2x128x4x16xf32>, tensor<2x128x4x16xf32>) -> tensor<2x128x4x16xf32>
      %1217 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1218 = "stablehlo.pad"(%1216, %1217) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x16xf32>, tensor<f32>) -> tensor<2x128x4x48xf32>
      %1219 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1220 = "stablehlo.pad"(%1140, %1219) <{edge_padding_high = array<i64: 0, 0, 0, 16>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x48xf32>
      %1221 = "stablehlo.add"(%1218, %1220) : (tensor<2x128x4x48xf32>, tensor<2x128x4x48xf32>) -> tensor<2x128x4x48xf32>
      %1222 = "stablehlo.reshape"(%1221) : (tensor<2x128x4x48xf32>) -> tensor<2x128x192xf32>
      %1223 = "stablehlo.dot_general"(%1222, %197) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x192xf32>, tensor<2x128x96xf32>) -> tensor<192x96xf32>
      %1224 = "stablehlo.transpose"(%1223) <{permutation = array<i64: 1, 0>}> : (tensor<192x96xf32>) -> tensor<96x192xf32>
      %1225 = "stablehlo.dot_general"(%1222, %arg107) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x192xf32>, tensor<96x192xf32>) -> tensor<2x128x96xf32>
      %1226 = "stablehlo.multiply"(%194, %1225) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %1227 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1228 = "stablehlo.reduce"(%1226, %1227) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg201: tensor<f32>, %arg202: tensor<f32>):
        %1454 = "stablehlo.add"(%arg201, %arg202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1454) : (tensor<f32>) -> ()
      }) : (tensor<2x128x96xf32>, tensor<f32>) -> tensor<96xf32>
      %1229 = "stablehlo.reshape"(%1228) : (tensor<96xf32>) -> tensor<1x1x96xf32>
      %1230 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x96xf32>) -> tensor<2x128x96xf32>
      %1231 = "stablehlo.multiply"(%1225, %1230) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %1232 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1233 = "stablehlo.reduce"(%1229, %1232) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg199: tensor<f32>, %arg200: tensor<f32>):
        %1453 = "stablehlo.add"(%arg199, %arg200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1453) : (tensor<f32>) -> ()
      }) : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
      %1234 = "stablehlo.multiply"(%177, %1231) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %1235 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1236 = "stablehlo.reduce"(%1234, %1235) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg197: tensor<f32>, %arg198: tensor<f32>):
        %1452 = "stablehlo.add"(%arg197, %arg198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1452) : (tensor<f32>) -> ()
      }) : (tensor<2x128x96xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1237 = "stablehlo.reshape"(%1236) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1238 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x96xf32>
      %1239 = "stablehlo.multiply"(%1231, %1238) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %1240 = "stablehlo.multiply"(%1237, %192) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1241 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1242 = "stablehlo.divide"(%1240, %1241) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1243 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1244 = "stablehlo.reduce"(%1242, %1243) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg195: tensor<f32>, %arg196: tensor<f32>):
        %1451 = "stablehlo.add"(%arg195, %arg196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1451) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1245 = "stablehlo.broadcast_in_dim"(%1244) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x96xf32>
      %1246 = "stablehlo.multiply"(%177, %1245) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %1247 = "stablehlo.add"(%1239, %1246) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %1248 = "stablehlo.multiply"(%1245, %177) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %1249 = "stablehlo.add"(%1247, %1248) : (tensor<2x128x96xf32>, tensor<2x128x96xf32>) -> tensor<2x128x96xf32>
      %1250 = "stablehlo.dot_general"(%1249, %176) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x96xf32>, tensor<2x128x256xf32>) -> tensor<96x256xf32>
      %1251 = "stablehlo.transpose"(%1250) <{permutation = array<i64: 1, 0>}> : (tensor<96x256xf32>) -> tensor<256x96xf32>
      %1252 = "stablehlo.dot_general"(%1249, %arg106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x96xf32>, tensor<256x96xf32>) -> tensor<2x128x256xf32>
      %1253 = "stablehlo.add"(%1203, %1252) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1254 = "stablehlo.multiply"(%173, %1253) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1255 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1256 = "stablehlo.reduce"(%1254, %1255) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg193: tensor<f32>, %arg194: tensor<f32>):
        %1450 = "stablehlo.add"(%arg193, %arg194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1450) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
      %1257 = "stablehlo.reshape"(%1256) : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %1258 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
      %1259 = "stablehlo.multiply"(%1253, %1258) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1260 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1261 = "stablehlo.reduce"(%1257, %1260) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg191: tensor<f32>, %arg192: tensor<f32>):
        %1449 = "stablehlo.add"(%arg191, %arg192) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1449) : (tensor<f32>) -> ()
      }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
      %1262 = "stablehlo.multiply"(%156#0, %1259) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1263 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1264 = "stablehlo.reduce"(%1262, %1263) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
        %1448 = "stablehlo.add"(%arg189, %arg190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1448) : (tensor<f32>) -> ()
      }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1265 = "stablehlo.reshape"(%1264) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
      %1266 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
      %1267 = "stablehlo.multiply"(%1259, %1266) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1268 = "stablehlo.add"(%1108, %1267) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1269 = "stablehlo.multiply"(%1265, %171) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1270 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
      %1271 = "stablehlo.divide"(%1269, %1270) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
      %1272 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1273 = "stablehlo.reduce"(%1271, %1272) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg187: tensor<f32>, %arg188: tensor<f32>):
        %1447 = "stablehlo.add"(%arg187, %arg188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1447) : (tensor<f32>) -> ()
      }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
      %1274 = "stablehlo.broadcast_in_dim"(%1273) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
      %1275 = "stablehlo.multiply"(%156#0, %1274) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1276 = "stablehlo.add"(%1268, %1275) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1277 = "stablehlo.multiply"(%1274, %156#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1278 = "stablehlo.add"(%1276, %1277) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
      %1279 = "func.call"(%156#1, %1278) <{callee = @_take_9}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
      %1280 = "stablehlo.all_reduce"(%1279) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg185: tensor<f32>, %arg186: tensor<f32>):
        %1446 = "stablehlo.add"(%arg185, %arg186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1446) : (tensor<f32>) -> ()
      }) : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %1281 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1282 = "stablehlo.broadcast_in_dim"(%1281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512x256xf32>
      %1283 = "stablehlo.divide"(%1280, %1282) : (tensor<512x256xf32>, tensor<512x256xf32>) -> tensor<512x256xf32>
      %1284 = "stablehlo.all_reduce"(%740) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
        %1445 = "stablehlo.add"(%arg183, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1445) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<256xf32>
      %1285 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1286 = "stablehlo.broadcast_in_dim"(%1285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
      %1287 = "stablehlo.divide"(%1284, %1286) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %1288 = "stablehlo.all_reduce"(%1261) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg181: tensor<f32>, %arg182: tensor<f32>):
        %1444 = "stablehlo.add"(%arg181, %arg182) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1444) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<256xf32>
      %1289 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1290 = "stablehlo.broadcast_in_dim"(%1289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
      %1291 = "stablehlo.divide"(%1288, %1290) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %1292 = "stablehlo.all_reduce"(%1181) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
        %1443 = "stablehlo.add"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1443) : (tensor<f32>) -> ()
      }) : (tensor<64xf32>) -> tensor<64xf32>
      %1293 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1294 = "stablehlo.broadcast_in_dim"(%1293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1295 = "stablehlo.divide"(%1292, %1294) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1296 = "stablehlo.all_reduce"(%1091) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
        %1442 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1442) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<256xf32>
      %1297 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1298 = "stablehlo.broadcast_in_dim"(%1297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
      %1299 = "stablehlo.divide"(%1296, %1298) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %1300 = "stablehlo.all_reduce"(%1233) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
        %1441 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1441) : (tensor<f32>) -> ()
      }) : (tensor<96xf32>) -> tensor<96xf32>
      %1301 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1302 = "stablehlo.broadcast_in_dim"(%1301) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
      %1303 = "stablehlo.divide"(%1300, %1302) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
      %1304 = "stablehlo.all_reduce"(%1066) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
        %1440 = "stablehlo.add"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1440) : (tensor<f32>) -> ()
      }) : (tensor<256x16xf32>) -> tensor<256x16xf32>
      %1305 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1306 = "stablehlo.broadcast_in_dim"(%1305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
      %1307 = "stablehlo.divide"(%1304, %1306) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %1308 = "stablehlo.all_reduce"(%1071) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
        %1439 = "stablehlo.add"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1439) : (tensor<f32>) -> ()
      }) : (tensor<128x256xf32>) -> tensor<128x256xf32>
      %1309 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1310 = "stablehlo.broadcast_in_dim"(%1309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
      %1311 = "stablehlo.divide"(%1308, %1310) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %1312 = "stablehlo.all_reduce"(%1081) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
        %1438 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1438) : (tensor<f32>) -> ()
      }) : (tensor<256x128xf32>) -> tensor<256x128xf32>
      %1313 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1314 = "stablehlo.broadcast_in_dim"(%1313) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x128xf32>
      %1315 = "stablehlo.divide"(%1312, %1314) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %1316 = "stablehlo.all_reduce"(%1076) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
        %1437 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1437) : (tensor<f32>) -> ()
      }) : (tensor<256x128xf32>) -> tensor<256x128xf32>
      %1317 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1318 = "stablehlo.broadcast_in_dim"(%1317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x128xf32>
      %1319 = "stablehlo.divide"(%1316, %1318) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %1320 = "stablehlo.all_reduce"(%1202) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
        %1436 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1436) : (tensor<f32>) -> ()
      }) : (tensor<256x80xf32>) -> tensor<256x80xf32>
      %1321 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1322 = "stablehlo.broadcast_in_dim"(%1321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x80xf32>
      %1323 = "stablehlo.divide"(%1320, %1322) : (tensor<256x80xf32>, tensor<256x80xf32>) -> tensor<256x80xf32>
      %1324 = "stablehlo.all_reduce"(%1154) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
        %1435 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1435) : (tensor<f32>) -> ()
      }) : (tensor<64x256xf32>) -> tensor<64x256xf32>
      %1325 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1326 = "stablehlo.broadcast_in_dim"(%1325) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
      %1327 = "stablehlo.divide"(%1324, %1326) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      %1328 = "stablehlo.all_reduce"(%1110) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
        %1434 = "stablehlo.add"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1434) : (tensor<f32>) -> ()
      }) : (tensor<128x256xf32>) -> tensor<128x256xf32>
      %1329 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1330 = "stablehlo.broadcast_in_dim"(%1329) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
      %1331 = "stablehlo.divide"(%1328, %1330) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %1332 = "stablehlo.all_reduce"(%1251) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
        %1433 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1433) : (tensor<f32>) -> ()
      }) : (tensor<256x96xf32>) -> tensor<256x96xf32>
      %1333 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1334 = "stablehlo.broadcast_in_dim"(%1333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x96xf32>
      %1335 = "stablehlo.divide"(%1332, %1334) : (tensor<256x96xf32>, tensor<256x96xf32>) -> tensor<256x96xf32>
      %1336 = "stablehlo.all_reduce"(%1224) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
        %1432 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1432) : (tensor<f32>) -> ()
      }) : (tensor<96x192xf32>) -> tensor<96x192xf32>
      %1337 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1338 = "stablehlo.broadcast_in_dim"(%1337) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96x192xf32>
      %1339 = "stablehlo.divide"(%1336, %1338) : (tensor<96x192xf32>, tensor<96x192xf32>) -> tensor<96x192xf32>
      %1340 = "stablehlo.all_reduce"(%1000) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
        %1431 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1431) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<256xf32>
      %1341 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1342 = "stablehlo.broadcast_in_dim"(%1341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
      %1343 = "stablehlo.divide"(%1340, %1342) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %1344 = "stablehlo.all_reduce"(%920) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
        %1430 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1430) : (tensor<f32>) -> ()
      }) : (tensor<64xf32>) -> tensor<64xf32>
      %1345 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1346 = "stablehlo.broadcast_in_dim"(%1345) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1347 = "stablehlo.divide"(%1344, %1346) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1348 = "stablehlo.all_reduce"(%830) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
        %1429 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1429) : (tensor<f32>) -> ()
      }) : (tensor<256xf32>) -> tensor<256xf32>
      %1349 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1350 = "stablehlo.broadcast_in_dim"(%1349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
      %1351 = "stablehlo.divide"(%1348, %1350) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %1352 = "stablehlo.all_reduce"(%972) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
        %1428 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1428) : (tensor<f32>) -> ()
      }) : (tensor<96xf32>) -> tensor<96xf32>
      %1353 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1354 = "stablehlo.broadcast_in_dim"(%1353) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96xf32>
      %1355 = "stablehlo.divide"(%1352, %1354) : (tensor<96xf32>, tensor<96xf32>) -> tensor<96xf32>
      %1356 = "stablehlo.all_reduce"(%805) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
        %1427 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1427) : (tensor<f32>) -> ()
      }) : (tensor<256x16xf32>) -> tensor<256x16xf32>
      %1357 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1358 = "stablehlo.broadcast_in_dim"(%1357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x16xf32>
      %1359 = "stablehlo.divide"(%1356, %1358) : (tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
      %1360 = "stablehlo.all_reduce"(%810) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
        %1426 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1426) : (tensor<f32>) -> ()
      }) : (tensor<128x256xf32>) -> tensor<128x256xf32>
      %1361 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1362 = "stablehlo.broadcast_in_dim"(%1361) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
      %1363 = "stablehlo.divide"(%1360, %1362) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %1364 = "stablehlo.all_reduce"(%820) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
        %1425 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1425) : (tensor<f32>) -> ()
      }) : (tensor<256x128xf32>) -> tensor<256x128xf32>
      %1365 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1366 = "stablehlo.broadcast_in_dim"(%1365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x128xf32>
      %1367 = "stablehlo.divide"(%1364, %1366) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %1368 = "stablehlo.all_reduce"(%815) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
        %1424 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1424) : (tensor<f32>) -> ()
      }) : (tensor<256x128xf32>) -> tensor<256x128xf32>
      %1369 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1370 = "stablehlo.broadcast_in_dim"(%1369) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x128xf32>
      %1371 = "stablehlo.divide"(%1368, %1370) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
      %1372 = "stablehlo.all_reduce"(%941) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
        %1423 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1423) : (tensor<f32>) -> ()
      }) : (tensor<256x80xf32>) -> tensor<256x80xf32>
      %1373 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1374 = "stablehlo.broadcast_in_dim"(%1373) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x80xf32>
      %1375 = "stablehlo.divide"(%1372, %1374) : (tensor<256x80xf32>, tensor<256x80xf32>) -> tensor<256x80xf32>
      %1376 = "stablehlo.all_reduce"(%893) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
        %1422 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1422) : (tensor<f32>) -> ()
      }) : (tensor<64x256xf32>) -> tensor<64x256xf32>
      %1377 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1378 = "stablehlo.broadcast_in_dim"(%1377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
      %1379 = "stablehlo.divide"(%1376, %1378) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      %1380 = "stablehlo.all_reduce"(%849) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
        %1421 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1421) : (tensor<f32>) -> ()
      }) : (tensor<128x256xf32>) -> tensor<128x256xf32>
      %1381 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1382 = "stablehlo.broadcast_in_dim"(%1381) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
      %1383 = "stablehlo.divide"(%1380, %1382) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
      %1384 = "stablehlo.all_reduce"(%990) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
        %1420 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1420) : (tensor<f32>) -> ()
      }) : (tensor<256x96xf32>) -> tensor<256x96xf32>
      %1385 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1386 = "stablehlo.broadcast_in_dim"(%1385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x96xf32>
      %1387 = "stablehlo.divide"(%1384, %1386) : (tensor<256x96xf32>, tensor<256x96xf32>) -> tensor<256x96xf32>
      %1388 = "stablehlo.all_reduce"(%963) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
        %1419 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1419) : (tensor<f32>) -> ()
      }) : (tensor<96x192xf32>) -> tensor<96x192xf32>
      %1389 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1390 = "stablehlo.broadcast_in_dim"(%1389) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<96x192xf32>
      %1391 = "stablehlo.divide"(%1388, %1390) : (tensor<96x192xf32>, tensor<96x192xf32>) -> tensor<96x192xf32>
      %1392 = "stablehlo.all_reduce"(%731) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
        %1418 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1418) : (tensor<f32>) -> ()
      }) : (tensor<256x512xf32>) -> tensor<256x512xf32>
      %1393 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1394 = "stablehlo.broadcast_in_dim"(%1393) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x512xf32>
      %1395 = "stablehlo.divide"(%1392, %1394) : (tensor<256x512xf32>, tensor<256x512xf32>) -> tensor<256x512xf32>
      %1396 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1397 = "stablehlo.broadcast_in_dim"(%1396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x128x256xf32>
      %1398 = "stablehlo.divide"(%1028, %1397) : (tensor<4x128x256xf32>, tensor<4x128x256xf32>) -> tensor<4x128x256xf32>
      %1399 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1400 = "stablehlo.broadcast_in_dim"(%1399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x256x128xf32>
      %1401 = "stablehlo.divide"(%1042, %1400) : (tensor<4x256x128xf32>, tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
      %1402 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1403 = "stablehlo.broadcast_in_dim"(%1402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x256x128xf32>
      %1404 = "stablehlo.divide"(%1035, %1403) : (tensor<4x256x128xf32>, tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
      %1405 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1406 = "stablehlo.broadcast_in_dim"(%1405) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x128x256xf32>
      %1407 = "stablehlo.divide"(%767, %1406) : (tensor<4x128x256xf32>, tensor<4x128x256xf32>) -> tensor<4x128x256xf32>
      %1408 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1409 = "stablehlo.broadcast_in_dim"(%1408) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x256x128xf32>
      %1410 = "stablehlo.divide"(%781, %1409) : (tensor<4x256x128xf32>, tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
      %1411 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1412 = "stablehlo.broadcast_in_dim"(%1411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x256x128xf32>
      %1413 = "stablehlo.divide"(%774, %1412) : (tensor<4x256x128xf32>, tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
      %1414 = "stablehlo.all_reduce"(%723) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
        %1417 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%1417) : (tensor<f32>) -> ()
      }) : (tensor<f32>) -> tensor<f32>
      %1415 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1416 = "stablehlo.divide"(%1414, %1415) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "sdy.return"(%1416, %1283, %1287, %1291, %1295, %1299, %1303, %1307, %1311, %1315, %1319, %1398, %1401, %1404, %1323, %1327, %1331, %1335, %1339, %1343, %1347, %1351, %1355, %1359, %1363, %1367, %1371, %1407, %1410, %1413, %1375, %1379, %1383, %1387, %1391, %1395) : (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<4x128x256xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>) -> ()
    }) : (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>, tensor<8x128xi32>, tensor<8x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>)
    "func.return"(%151#0, %151#1, %151#2, %151#3, %151#4, %151#5, %151#6, %151#7, %151#8, %151#9, %151#10, %151#11, %151#12, %151#13, %151#14, %151#15, %151#16, %151#17, %151#18, %151#19, %151#20, %151#21, %151#22, %151#23, %151#24, %151#25, %151#26, %151#27, %151#28, %151#29, %151#30, %151#31, %151#32, %151#33, %151#34, %151#35) : (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<96xf32>, tensor<256x16xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x128xf32>, tensor<16x128x256xf32>, tensor<16x256x128xf32>, tensor<16x256x128xf32>, tensor<256x80xf32>, tensor<64x256xf32>, tensor<128x256xf32>, tensor<256x96xf32>, tensor<96x192xf32>, tensor<256x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<128x128xi1>) -> tensor<128x128xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<128x128xi1>):
    %142 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128x128xi32>
    %143 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<128x128xi32>
    %145 = "stablehlo.add"(%142, %144) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %146 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<128x128xi32>
    %147 = "stablehlo.compare"(%145, %146) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %148 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %150 = "stablehlo.select"(%147, %arg52, %149) : (tensor<128x128xi1>, tensor<128x128xi1>, tensor<128x128xi1>) -> tensor<128x128xi1>
    "func.return"(%150) : (tensor<128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<512x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<512x256xf32>, %arg49: tensor<2x128xi32>):
    %118 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %120 = "stablehlo.compare"(%arg49, %119) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %121 = "stablehlo.constant"() <{value = dense<512> : tensor<i32>}> : () -> tensor<i32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %123 = "stablehlo.add"(%arg49, %122) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %124 = "func.call"(%120, %123, %arg49) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %126 = "stablehlo.constant"() <{value = dense<511> : tensor<1xi32>}> : () -> tensor<1xi32>
    %127 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %129 = "stablehlo.compare"(%125, %128) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %130 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x128x1xi32>
    %132 = "stablehlo.compare"(%125, %131) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %133 = "stablehlo.and"(%129, %132) : (tensor<2x128x1xi1>, tensor<2x128x1xi1>) -> tensor<2x128x1xi1>
    %134 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %135 = "stablehlo.reduce"(%133, %134) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg50: tensor<i1>, %arg51: tensor<i1>):
      %141 = "stablehlo.and"(%arg50, %arg51) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%141) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1xi1>, tensor<i1>) -> tensor<2x128xi1>
    %136 = "stablehlo.gather"(%arg48, %125) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<512x256xf32>, tensor<2x128x1xi32>) -> tensor<2x128x256xf32>
    %137 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x256xi1>
    %138 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %140 = "stablehlo.select"(%137, %136, %139) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%140, %125) : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<2x128xi1>, %arg46: tensor<2x128xi32>, %arg47: tensor<2x128xi32>):
    %117 = "stablehlo.select"(%arg45, %arg46, %arg47) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    "func.return"(%117) : (tensor<2x128xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x128x128xi1>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>), res_attrs = [{}, {}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<1x1x128x128xi1>, %arg43: tensor<2x4x128x128xf32>, %arg44: tensor<f32>):
    %114 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x128x128xi1>) -> tensor<2x4x128x128xi1>
    %115 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %116 = "stablehlo.select"(%114, %arg43, %115) : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    "func.return"(%116, %114) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x128x128xf32>) -> (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<2x128x128xf32>):
    %101 = "stablehlo.negate"(%arg41) : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %102 = "stablehlo.exponential"(%101) : (tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %103 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x128xf32>
    %105 = "stablehlo.add"(%104, %102) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %106 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x128xf32>
    %108 = "stablehlo.divide"(%107, %105) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %109 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x128xf32>
    %111 = "stablehlo.subtract"(%110, %108) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %112 = "stablehlo.multiply"(%108, %111) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %113 = "stablehlo.multiply"(%arg41, %108) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    "func.return"(%113, %112, %108) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<256x2xi32>) -> tensor<256x2x16xi32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg40: tensor<256x2xi32>):
    %95 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %96 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x16xi32>
    %97 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<256x2x1xi32>) -> tensor<256x2x16xi32>
    %98 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xi32>) -> tensor<256x2x16xi32>
    %99 = "stablehlo.compare"(%97, %98) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<256x2x16xi32>, tensor<256x2x16xi32>) -> tensor<256x2x16xi1>
    %100 = "stablehlo.convert"(%99) : (tensor<256x2x16xi1>) -> tensor<256x2x16xi32>
    "func.return"(%100) : (tensor<256x2x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<512x16xi32>) -> tensor<512x16xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<512x16xi32>):
    %94 = "func.call"(%arg39) <{callee = @cumsum_1}> : (tensor<512x16xi32>) -> tensor<512x16xi32>
    "func.return"(%94) : (tensor<512x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<512x16xi32>) -> tensor<512x16xi32>, sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<512x16xi32>):
    %90 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %92 = "stablehlo.reduce_window"(%arg36, %91) <{base_dilations = array<i64: 1, 1>, padding = dense<[[511, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 512, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg37: tensor<i32>, %arg38: tensor<i32>):
      %93 = "stablehlo.add"(%arg37, %arg38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%93) : (tensor<i32>) -> ()
    }) : (tensor<512x16xi32>, tensor<i32>) -> tensor<512x16xi32>
    "func.return"(%92) : (tensor<512x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<256x2xi32>) -> tensor<256x2x40xf32>, res_attrs = [{}], sym_name = "_one_hot_2", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<256x2xi32>):
    %84 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %85 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x40xi32>
    %86 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<256x2x1xi32>) -> tensor<256x2x40xi32>
    %87 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x40xi32>) -> tensor<256x2x40xi32>
    %88 = "stablehlo.compare"(%86, %87) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<256x2x40xi32>, tensor<256x2x40xi32>) -> tensor<256x2x40xi1>
    %89 = "stablehlo.convert"(%88) : (tensor<256x2x40xi1>) -> tensor<256x2x40xf32>
    "func.return"(%89) : (tensor<256x2x40xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4x40x128xf32>) -> (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>), res_attrs = [{}, {}, {}], sym_name = "silu_3", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<4x4x40x128xf32>):
    %71 = "stablehlo.negate"(%arg34) : (tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %72 = "stablehlo.exponential"(%71) : (tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %73 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x40x128xf32>
    %75 = "stablehlo.add"(%74, %72) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %76 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x40x128xf32>
    %78 = "stablehlo.divide"(%77, %75) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %79 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x40x128xf32>
    %81 = "stablehlo.subtract"(%80, %78) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %82 = "stablehlo.multiply"(%78, %81) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %83 = "stablehlo.multiply"(%arg34, %78) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    "func.return"(%83, %82, %78) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<2x128x512xf32>):
    %54 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.reduce"(%arg29, %54) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %70 = "stablehlo.maximum"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%70) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %56 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %58 = "stablehlo.maximum"(%57, %55) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %61 = "stablehlo.subtract"(%arg29, %60) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %62 = "stablehlo.exponential"(%61) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %63 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %69 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%69) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %66 = "stablehlo.log"(%65) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %68 = "stablehlo.subtract"(%61, %67) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    "func.return"(%68, %62, %65) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x512xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<2x128x512xf32>, %arg26: tensor<2x128x1xi32>):
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %33 = "stablehlo.compare"(%arg26, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %34 = "stablehlo.constant"() <{value = dense<512> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %36 = "stablehlo.add"(%arg26, %35) : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %37 = "stablehlo.select"(%33, %36, %arg26) : (tensor<2x128x1xi1>, tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %38 = "stablehlo.reshape"(%37) : (tensor<2x128x1xi32>) -> tensor<2x128x1x1xi32>
    %39 = "stablehlo.constant"() <{value = dense<511> : tensor<1xi32>}> : () -> tensor<1xi32>
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1x1xi32>
    %42 = "stablehlo.compare"(%38, %41) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %43 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<2x128x1x1xi32>
    %45 = "stablehlo.compare"(%38, %44) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %46 = "stablehlo.and"(%42, %45) : (tensor<2x128x1x1xi1>, tensor<2x128x1x1xi1>) -> tensor<2x128x1x1xi1>
    %47 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %48 = "stablehlo.reduce"(%46, %47) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg27: tensor<i1>, %arg28: tensor<i1>):
      %53 = "stablehlo.and"(%arg27, %arg28) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%53) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1x1xi1>, tensor<i1>) -> tensor<2x128x1xi1>
    %49 = "stablehlo.gather"(%arg25, %38) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x128x512xf32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1xf32>
    %50 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %52 = "stablehlo.select"(%48, %49, %51) : (tensor<2x128x1xi1>, tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    "func.return"(%52, %38) : (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x512xf32>, res_attrs = [{}], sym_name = "take_along_axis_4", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<2x128x1x1xi32>, %arg22: tensor<2x128x1xf32>):
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x512xf32>
    %29 = "stablehlo.scatter"(%28, %arg21, %arg22) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %30 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    "func.return"(%29) : (tensor<2x128x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128x512xf32>, tensor<2x128x1xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>, res_attrs = [{}], sym_name = "log_softmax_5", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<2x128x512xf32>, %arg15: tensor<2x128x1xf32>, %arg16: tensor<2x128x512xf32>):
    %15 = "stablehlo.negate"(%arg16) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %26 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %19 = "stablehlo.divide"(%18, %arg15) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.reduce"(%19, %20) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %25 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %23 = "stablehlo.multiply"(%22, %arg14) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %24 = "stablehlo.add"(%arg16, %23) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    "func.return"(%24) : (tensor<2x128x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>, res_attrs = [{}], sym_name = "silu_6", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<4x4x40x128xf32>, %arg11: tensor<4x4x40x128xf32>, %arg12: tensor<4x4x40x128xf32>, %arg13: tensor<4x4x40x128xf32>):
    %11 = "stablehlo.multiply"(%arg12, %arg13) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %12 = "stablehlo.multiply"(%arg13, %arg11) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %13 = "stablehlo.multiply"(%11, %arg10) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    %14 = "stablehlo.add"(%12, %13) : (tensor<4x4x40x128xf32>, tensor<4x4x40x128xf32>) -> tensor<4x4x40x128xf32>
    "func.return"(%14) : (tensor<4x4x40x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>, res_attrs = [{}], sym_name = "silu_7", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x128x128xf32>, %arg7: tensor<2x128x128xf32>, %arg8: tensor<2x128x128xf32>, %arg9: tensor<2x128x128xf32>):
    %7 = "stablehlo.multiply"(%arg8, %arg9) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %8 = "stablehlo.multiply"(%arg9, %arg7) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %9 = "stablehlo.multiply"(%7, %arg6) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<2x128x128xf32>, tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
    "func.return"(%10) : (tensor<2x128x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x4x128x128xi1>, %arg5: tensor<2x4x128x128xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %6 = "stablehlo.select"(%arg4, %arg5, %5) : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    "func.return"(%6) : (tensor<2x4x128x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>, res_attrs = [{}], sym_name = "_take_9", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x128x1xi32>, %arg1: tensor<2x128x256xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<512x256xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<512x256xf32>, tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
    "func.return"(%2) : (tensor<512x256xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
