"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], function_type = (tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>, tensor<2x2048xi32>, tensor<2x2048xi32>) -> (tensor<f32>, tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][0]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][0]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][1]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][1]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][1]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][1]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][1]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][2]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][2]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][2]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][2]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][2]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][2]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][2]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][2]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][2]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][3]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][3]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][3]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][3]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][3]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][3]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][3]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][3]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][3]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][4]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][4]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][4]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][4]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][4]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][4]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][4]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][4]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][4]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][5]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][5]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][5]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][5]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][5]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][5]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][5]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][5]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][5]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][6]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][6]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][6]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][6]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][6]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][6]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][6]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][6]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][6]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][7]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][7]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {jax.result_info = "result[1]['layers'][7]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][7]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][7]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][7]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][7]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, {jax.result_info = "result[1]['layers'][7]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['layers'][7]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg43: tensor<128256x4096xbf16>, %arg44: tensor<4096xbf16>, %arg45: tensor<4096xbf16>, %arg46: tensor<4096xbf16>, %arg47: tensor<14336x4096xbf16>, %arg48: tensor<4096x14336xbf16>, %arg49: tensor<4096x14336xbf16>, %arg50: tensor<4096x1024xbf16>, %arg51: tensor<4096x4096xbf16>, %arg52: tensor<4096x4096xbf16>, %arg53: tensor<4096x1024xbf16>, %arg54: tensor<4096xbf16>, %arg55: tensor<4096xbf16>, %arg56: tensor<14336x4096xbf16>, %arg57: tensor<4096x14336xbf16>, %arg58: tensor<4096x14336xbf16>, %arg59: tensor<4096x1024xbf16>, %arg60: tensor<4096x4096xbf16>, %arg61: tensor<4096x4096xbf16>, %arg62: tensor<4096x1024xbf16>, %arg63: tensor<4096xbf16>, %arg64: tensor<4096xbf16>, %arg65: tensor<14336x4096xbf16>, %arg66: tensor<4096x14336xbf16>, %arg67: tensor<4096x14336xbf16>, %arg68: tensor<4096x1024xbf16>, %arg69: tensor<4096x4096xbf16>, %arg70: tensor<4096x4096xbf16>, %arg71: tensor<4096x1024xbf16>, %arg72: tensor<4096xbf16>, %arg73: tensor<4096xbf16>, %arg74: tensor<14336x4096xbf16>, %arg75: tensor<4096x14336xbf16>, %arg76: tensor<4096x14336xbf16>, %arg77: tensor<4096x1024xbf16>, %arg78: tensor<4096x4096xbf16>, %arg79: tensor<4096x4096xbf16>, %arg80: tensor<4096x1024xbf16>, %arg81: tensor<4096xbf16>, %arg82: tensor<4096xbf16>, %arg83: tensor<14336x4096xbf16>, %arg84: tensor<4096x14336xbf16>, %arg85: tensor<4096x14336xbf16>, %arg86: tensor<4096x1024xbf16>, %arg87: tensor<4096x4096xbf16>, %arg88: tensor<4096x4096xbf16>, %arg89: tensor<4096x1024xbf16>, %arg90: tensor<4096xbf16>, %arg91: tensor<4096xbf16>, %arg92: tensor<14336x4096xbf16>, %arg93: tensor<4096x14336xbf16>, %arg94: tensor<4096x14336xbf16>, %arg95: tensor<4096x1024xbf16>, %arg96: tensor<4096x4096xbf16>, %arg97: tensor<4096x4096xbf16>, %arg98: tensor<4096x1024xbf16>, %arg99: tensor<4096xbf16>, %arg100: tensor<4096xbf16>, %arg101: tensor<14336x4096xbf16>, %arg102: tensor<4096x14336xbf16>, %arg103: tensor<4096x14336xbf16>, %arg104: tensor<4096x1024xbf16>, %arg105: tensor<4096x4096xbf16>, %arg106: tensor<4096x4096xbf16>, %arg107: tensor<4096x1024xbf16>, %arg108: tensor<4096xbf16>, %arg109: tensor<4096xbf16>, %arg110: tensor<14336x4096xbf16>, %arg111: tensor<4096x14336xbf16>, %arg112: tensor<4096x14336xbf16>, %arg113: tensor<4096x1024xbf16>, %arg114: tensor<4096x4096xbf16>, %arg115: tensor<4096x4096xbf16>, %arg116: tensor<4096x1024xbf16>, %arg117: tensor<4096x128256xbf16>, %arg118: tensor<2x2048xi32>, %arg119: tensor<2x2048xi32>):
    %104:76 = "sdy.manual_computation"(%arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %arg62, %arg63, %arg64, %arg65, %arg66, %arg67, %arg68, %arg69, %arg70, %arg71, %arg72, %arg73, %arg74, %arg75, %arg76, %arg77, %arg78, %arg79, %arg80, %arg81, %arg82, %arg83, %arg84, %arg85, %arg86, %arg87, %arg88, %arg89, %arg90, %arg91, %arg92, %arg93, %arg94, %arg95, %arg96, %arg97, %arg98, %arg99, %arg100, %arg101, %arg102, %arg103, %arg104, %arg105, %arg106, %arg107, %arg108, %arg109, %arg110, %arg111, %arg112, %arg113, %arg114, %arg115, %arg116, %arg117, %arg118, %arg119) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"dp"}, {}]>, <@mesh, [{"dp"}, {}]>]>, manual_axes = #sdy<manual_axes{"dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>]>}> ({
    ^bb0(%arg120: tensor<64128x4096xbf16>, %arg121: tensor<4096xbf16>, %arg122: tensor<4096xbf16>, %arg123: tensor<4096xbf16>, %arg124: tensor<7168x4096xbf16>, %arg125: tensor<4096x7168xbf16>, %arg126: tensor<4096x7168xbf16>, %arg127: tensor<4096x512xbf16>, %arg128: tensor<2048x4096xbf16>, %arg129: tensor<4096x2048xbf16>, %arg130: tensor<4096x512xbf16>, %arg131: tensor<4096xbf16>, %arg132: tensor<4096xbf16>, %arg133: tensor<7168x4096xbf16>, %arg134: tensor<4096x7168xbf16>, %arg135: tensor<4096x7168xbf16>, %arg136: tensor<4096x512xbf16>, %arg137: tensor<2048x4096xbf16>, %arg138: tensor<4096x2048xbf16>, %arg139: tensor<4096x512xbf16>, %arg140: tensor<4096xbf16>, %arg141: tensor<4096xbf16>, %arg142: tensor<7168x4096xbf16>, %arg143: tensor<4096x7168xbf16>, %arg144: tensor<4096x7168xbf16>, %arg145: tensor<4096x512xbf16>, %arg146: tensor<2048x4096xbf16>, %arg147: tensor<4096x2048xbf16>, %arg148: tensor<4096x512xbf16>, %arg149: tensor<4096xbf16>, %arg150: tensor<4096xbf16>, %arg151: tensor<7168x4096xbf16>, %arg152: tensor<4096x7168xbf16>, %arg153: tensor<4096x7168xbf16>, %arg154: tensor<4096x512xbf16>, %arg155: tensor<2048x4096xbf16>, %arg156: tensor<4096x2048xbf16>, %arg157: tensor<4096x512xbf16>, %arg158: tensor<4096xbf16>, %arg159: tensor<4096xbf16>, %arg160: tensor<7168x4096xbf16>, %arg161: tensor<4096x7168xbf16>, %arg162: tensor<4096x7168xbf16>, %arg163: tensor<4096x512xbf16>, %arg164: tensor<2048x4096xbf16>, %arg165: tensor<4096x2048xbf16>, %arg166: tensor<4096x512xbf16>, %arg167: tensor<4096xbf16>, %arg168: tensor<4096xbf16>, %arg169: tensor<7168x4096xbf16>, %arg170: tensor<4096x7168xbf16>, %arg171: tensor<4096x7168xbf16>, %arg172: tensor<4096x512xbf16>, %arg173: tensor<2048x4096xbf16>, %arg174: tensor<4096x2048xbf16>, %arg175: tensor<4096x512xbf16>, %arg176: tensor<4096xbf16>, %arg177: tensor<4096xbf16>, %arg178: tensor<7168x4096xbf16>, %arg179: tensor<4096x7168xbf16>, %arg180: tensor<4096x7168xbf16>, %arg181: tensor<4096x512xbf16>, %arg182: tensor<2048x4096xbf16>, %arg183: tensor<4096x2048xbf16>, %arg184: tensor<4096x512xbf16>, %arg185: tensor<4096xbf16>, %arg186: tensor<4096xbf16>, %arg187: tensor<7168x4096xbf16>, %arg188: tensor<4096x7168xbf16>, %arg189: tensor<4096x7168xbf16>, %arg190: tensor<4096x512xbf16>, %arg191: tensor<2048x4096xbf16>, %arg192: tensor<4096x2048xbf16>, %arg193: tensor<4096x512xbf16>, %arg194: tensor<4096x64128xbf16>, %arg195: tensor<1x2048xi32>, %arg196: tensor<1x2048xi32>):
      %105 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2048xi32>
      %106 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
      %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2048x2048xi1>
      %108 = "func.call"(%107) <{callee = @tril}> : (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
      %109 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %110 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %111 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %112 = "stablehlo.divide"(%111, %109) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %113 = "stablehlo.remainder"(%112, %110) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %114 = "stablehlo.convert"(%113) : (tensor<ui32>) -> tensor<i32>
      %115 = "stablehlo.constant"() <{value = dense<64128> : tensor<i32>}> : () -> tensor<i32>
      %116 = "stablehlo.multiply"(%114, %115) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
      %118 = "stablehlo.subtract"(%arg195, %117) : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
      %119 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
      %121 = "stablehlo.compare"(%118, %120) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
      %122 = "stablehlo.constant"() <{value = dense<64128> : tensor<i32>}> : () -> tensor<i32>
      %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
      %124 = "stablehlo.compare"(%118, %123) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
      %125 = "stablehlo.and"(%121, %124) : (tensor<1x2048xi1>, tensor<1x2048xi1>) -> tensor<1x2048xi1>
      %126 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %127 = "func.call"(%125, %118, %126) <{callee = @_where}> : (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<i32>) -> tensor<1x2048xi32>
      %128:2 = "func.call"(%arg120, %127) <{callee = @_take}> : (tensor<64128x4096xbf16>, tensor<1x2048xi32>) -> (tensor<1x2048x4096xbf16>, tensor<1x2048x1xi32>)
      %129 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi1>) -> tensor<1x2048x1xi1>
      %130 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %131:2 = "func.call"(%129, %128#0, %130) <{callee = @_where_1}> : (tensor<1x2048x1xi1>, tensor<1x2048x4096xbf16>, tensor<bf16>) -> (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xi1>)
      %132 = "stablehlo.all_reduce"(%131#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg741: tensor<bf16>, %arg742: tensor<bf16>):
        %3491 = "stablehlo.add"(%arg741, %arg742) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3491) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %133 = "stablehlo.convert"(%132) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %134 = "stablehlo.multiply"(%133, %133) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %136 = "stablehlo.reduce"(%134, %135) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg739: tensor<f32>, %arg740: tensor<f32>):
        %3490 = "stablehlo.add"(%arg739, %arg740) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3490) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %138 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %140 = "stablehlo.divide"(%137, %139) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %141 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %143 = "stablehlo.add"(%140, %142) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %144 = "stablehlo.rsqrt"(%143) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %145 = "stablehlo.divide"(%144, %143) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %146 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %148 = "stablehlo.multiply"(%147, %145) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %149 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %150 = "stablehlo.multiply"(%133, %149) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %151 = "stablehlo.convert"(%150) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %152 = "stablehlo.broadcast_in_dim"(%arg122) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %154 = "stablehlo.multiply"(%151, %153) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %155 = "stablehlo.dot_general"(%154, %arg129) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
      %156 = "stablehlo.reshape"(%155) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %157 = "stablehlo.dot_general"(%154, %arg127) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %158 = "stablehlo.reshape"(%157) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %159 = "stablehlo.dot_general"(%154, %arg130) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %160 = "stablehlo.reshape"(%159) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %161 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %162 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %164 = "stablehlo.multiply"(%163, %161) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %165 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %167 = "stablehlo.add"(%166, %164) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %168 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %170 = "stablehlo.divide"(%167, %169) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %171 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %173 = "stablehlo.power"(%172, %170) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %174 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %176 = "stablehlo.divide"(%175, %173) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %177 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %179 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %180 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %181 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %182 = "stablehlo.multiply"(%180, %181) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %183 = "stablehlo.concatenate"(%182, %182) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %184 = "stablehlo.cosine"(%183) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %186 = "stablehlo.sine"(%183) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %188 = "stablehlo.slice"(%156) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %189 = "stablehlo.slice"(%156) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %190 = "stablehlo.negate"(%189) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %191 = "stablehlo.concatenate"(%190, %188) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
      %192 = "stablehlo.convert"(%156) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %193 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %194 = "stablehlo.multiply"(%192, %193) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %195 = "stablehlo.convert"(%191) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %196 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %197 = "stablehlo.multiply"(%195, %196) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %198 = "stablehlo.add"(%194, %197) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %199 = "stablehlo.convert"(%198) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %200 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %201 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %203 = "stablehlo.multiply"(%202, %200) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %204 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %206 = "stablehlo.add"(%205, %203) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %207 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %209 = "stablehlo.divide"(%206, %208) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %210 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %212 = "stablehlo.power"(%211, %209) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %213 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %215 = "stablehlo.divide"(%214, %212) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %216 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %218 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %219 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %220 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %221 = "stablehlo.multiply"(%219, %220) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %222 = "stablehlo.concatenate"(%221, %221) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %223 = "stablehlo.cosine"(%222) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %225 = "stablehlo.sine"(%222) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %227 = "stablehlo.slice"(%158) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %228 = "stablehlo.slice"(%158) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %229 = "stablehlo.negate"(%228) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %230 = "stablehlo.concatenate"(%229, %227) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
      %231 = "stablehlo.convert"(%158) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %232 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %233 = "stablehlo.multiply"(%231, %232) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %234 = "stablehlo.convert"(%230) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %235 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %236 = "stablehlo.multiply"(%234, %235) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %237 = "stablehlo.add"(%233, %236) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %238 = "stablehlo.convert"(%237) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %240 = "stablehlo.reshape"(%239) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %241 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %242 = "stablehlo.reshape"(%241) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %243 = "stablehlo.dot_general"(%199, %240) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %244 = "stablehlo.convert"(%243) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %245 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %246 = "stablehlo.sqrt"(%245) : (tensor<f32>) -> tensor<f32>
      %247 = "stablehlo.convert"(%246) : (tensor<f32>) -> tensor<f32>
      %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %249 = "stablehlo.divide"(%244, %248) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %250 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %251 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %252:2 = "func.call"(%250, %249, %251) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
      %253 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %254 = "stablehlo.reduce"(%252#0, %253) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg737: tensor<f32>, %arg738: tensor<f32>):
        %3489 = "stablehlo.maximum"(%arg737, %arg738) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3489) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %255 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
      %257 = "stablehlo.maximum"(%256, %254) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
      %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %260 = "stablehlo.subtract"(%252#0, %259) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %261 = "stablehlo.exponential"(%260) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %262 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %263 = "stablehlo.reduce"(%261, %262) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg735: tensor<f32>, %arg736: tensor<f32>):
        %3488 = "stablehlo.add"(%arg735, %arg736) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3488) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %266 = "stablehlo.divide"(%261, %265) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %267 = "stablehlo.multiply"(%264, %264) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %268 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
      %270 = "stablehlo.divide"(%269, %267) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %271 = "stablehlo.convert"(%266) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %272 = "stablehlo.dot_general"(%242, %271) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %273 = "stablehlo.transpose"(%272) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %274 = "stablehlo.reshape"(%273) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %275 = "stablehlo.dot_general"(%274, %arg128) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %276 = "stablehlo.all_reduce"(%275) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg733: tensor<bf16>, %arg734: tensor<bf16>):
        %3487 = "stablehlo.add"(%arg733, %arg734) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3487) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %277 = "stablehlo.add"(%132, %276) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %278 = "stablehlo.convert"(%277) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %279 = "stablehlo.multiply"(%278, %278) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %280 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %281 = "stablehlo.reduce"(%279, %280) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg731: tensor<f32>, %arg732: tensor<f32>):
        %3486 = "stablehlo.add"(%arg731, %arg732) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3486) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %283 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %285 = "stablehlo.divide"(%282, %284) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %286 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %288 = "stablehlo.add"(%285, %287) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %289 = "stablehlo.rsqrt"(%288) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %290 = "stablehlo.divide"(%289, %288) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %291 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %293 = "stablehlo.multiply"(%292, %290) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %294 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %295 = "stablehlo.multiply"(%278, %294) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %296 = "stablehlo.convert"(%295) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %297 = "stablehlo.broadcast_in_dim"(%arg123) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %299 = "stablehlo.multiply"(%296, %298) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %300 = "stablehlo.dot_general"(%299, %arg125) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %301:3 = "func.call"(%300) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
      %302 = "stablehlo.dot_general"(%299, %arg126) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %303 = "stablehlo.multiply"(%301#0, %302) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %304 = "stablehlo.dot_general"(%303, %arg124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %305 = "stablehlo.all_reduce"(%304) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg729: tensor<bf16>, %arg730: tensor<bf16>):
        %3485 = "stablehlo.add"(%arg729, %arg730) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3485) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %306 = "stablehlo.add"(%277, %305) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %307 = "stablehlo.convert"(%306) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %308 = "stablehlo.multiply"(%307, %307) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %309 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %310 = "stablehlo.reduce"(%308, %309) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg727: tensor<f32>, %arg728: tensor<f32>):
        %3484 = "stablehlo.add"(%arg727, %arg728) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3484) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %312 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %314 = "stablehlo.divide"(%311, %313) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %315 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %317 = "stablehlo.add"(%314, %316) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %318 = "stablehlo.rsqrt"(%317) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %319 = "stablehlo.divide"(%318, %317) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %320 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %322 = "stablehlo.multiply"(%321, %319) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %323 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %324 = "stablehlo.multiply"(%307, %323) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %325 = "stablehlo.convert"(%324) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %326 = "stablehlo.broadcast_in_dim"(%arg131) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %328 = "stablehlo.multiply"(%325, %327) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %329 = "stablehlo.dot_general"(%328, %arg138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
      %330 = "stablehlo.reshape"(%329) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %331 = "stablehlo.dot_general"(%328, %arg136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %332 = "stablehlo.reshape"(%331) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %333 = "stablehlo.dot_general"(%328, %arg139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %334 = "stablehlo.reshape"(%333) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %335 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %336 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %338 = "stablehlo.multiply"(%337, %335) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %339 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %341 = "stablehlo.add"(%340, %338) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %342 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %344 = "stablehlo.divide"(%341, %343) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %345 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %347 = "stablehlo.power"(%346, %344) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %348 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %350 = "stablehlo.divide"(%349, %347) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %351 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %353 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %354 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %355 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %356 = "stablehlo.multiply"(%354, %355) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %357 = "stablehlo.concatenate"(%356, %356) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %358 = "stablehlo.cosine"(%357) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %360 = "stablehlo.sine"(%357) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %362 = "stablehlo.slice"(%330) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %363 = "stablehlo.slice"(%330) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %364 = "stablehlo.negate"(%363) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %365 = "stablehlo.concatenate"(%364, %362) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
      %366 = "stablehlo.convert"(%330) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %367 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %368 = "stablehlo.multiply"(%366, %367) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %369 = "stablehlo.convert"(%365) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %370 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %371 = "stablehlo.multiply"(%369, %370) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %372 = "stablehlo.add"(%368, %371) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %373 = "stablehlo.convert"(%372) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %374 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %375 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %377 = "stablehlo.multiply"(%376, %374) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %378 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %380 = "stablehlo.add"(%379, %377) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %381 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %383 = "stablehlo.divide"(%380, %382) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %384 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %386 = "stablehlo.power"(%385, %383) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %387 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %389 = "stablehlo.divide"(%388, %386) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %390 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %392 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %393 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %394 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %395 = "stablehlo.multiply"(%393, %394) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %396 = "stablehlo.concatenate"(%395, %395) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %397 = "stablehlo.cosine"(%396) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %399 = "stablehlo.sine"(%396) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %401 = "stablehlo.slice"(%332) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %402 = "stablehlo.slice"(%332) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %403 = "stablehlo.negate"(%402) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %404 = "stablehlo.concatenate"(%403, %401) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
      %405 = "stablehlo.convert"(%332) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %406 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %407 = "stablehlo.multiply"(%405, %406) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %408 = "stablehlo.convert"(%404) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %409 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %410 = "stablehlo.multiply"(%408, %409) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %411 = "stablehlo.add"(%407, %410) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %412 = "stablehlo.convert"(%411) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %414 = "stablehlo.reshape"(%413) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %415 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %416 = "stablehlo.reshape"(%415) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %417 = "stablehlo.dot_general"(%373, %414) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %418 = "stablehlo.convert"(%417) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %419 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %420 = "stablehlo.sqrt"(%419) : (tensor<f32>) -> tensor<f32>
      %421 = "stablehlo.convert"(%420) : (tensor<f32>) -> tensor<f32>
      %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %423 = "stablehlo.divide"(%418, %422) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %424 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %425 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %426:2 = "func.call"(%424, %423, %425) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
      %427 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %428 = "stablehlo.reduce"(%426#0, %427) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg725: tensor<f32>, %arg726: tensor<f32>):
        %3483 = "stablehlo.maximum"(%arg725, %arg726) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3483) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %429 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
      %431 = "stablehlo.maximum"(%430, %428) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
      %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %434 = "stablehlo.subtract"(%426#0, %433) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %435 = "stablehlo.exponential"(%434) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %436 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %437 = "stablehlo.reduce"(%435, %436) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg723: tensor<f32>, %arg724: tensor<f32>):
        %3482 = "stablehlo.add"(%arg723, %arg724) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3482) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %440 = "stablehlo.divide"(%435, %439) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %441 = "stablehlo.multiply"(%438, %438) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %442 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
      %444 = "stablehlo.divide"(%443, %441) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %445 = "stablehlo.convert"(%440) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %446 = "stablehlo.dot_general"(%416, %445) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %447 = "stablehlo.transpose"(%446) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %448 = "stablehlo.reshape"(%447) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %449 = "stablehlo.dot_general"(%448, %arg137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %450 = "stablehlo.all_reduce"(%449) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg721: tensor<bf16>, %arg722: tensor<bf16>):
        %3481 = "stablehlo.add"(%arg721, %arg722) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3481) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %451 = "stablehlo.add"(%306, %450) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %452 = "stablehlo.convert"(%451) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %453 = "stablehlo.multiply"(%452, %452) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %454 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %455 = "stablehlo.reduce"(%453, %454) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg719: tensor<f32>, %arg720: tensor<f32>):
        %3480 = "stablehlo.add"(%arg719, %arg720) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3480) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %457 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %459 = "stablehlo.divide"(%456, %458) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %460 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %462 = "stablehlo.add"(%459, %461) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %463 = "stablehlo.rsqrt"(%462) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %464 = "stablehlo.divide"(%463, %462) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %465 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %467 = "stablehlo.multiply"(%466, %464) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %468 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %469 = "stablehlo.multiply"(%452, %468) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %470 = "stablehlo.convert"(%469) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %471 = "stablehlo.broadcast_in_dim"(%arg132) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %473 = "stablehlo.multiply"(%470, %472) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %474 = "stablehlo.dot_general"(%473, %arg134) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %475:3 = "func.call"(%474) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
      %476 = "stablehlo.dot_general"(%473, %arg135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %477 = "stablehlo.multiply"(%475#0, %476) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %478 = "stablehlo.dot_general"(%477, %arg133) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %479 = "stablehlo.all_reduce"(%478) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg717: tensor<bf16>, %arg718: tensor<bf16>):
        %3479 = "stablehlo.add"(%arg717, %arg718) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3479) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %480 = "stablehlo.add"(%451, %479) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %481 = "stablehlo.convert"(%480) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %482 = "stablehlo.multiply"(%481, %481) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %483 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %484 = "stablehlo.reduce"(%482, %483) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg715: tensor<f32>, %arg716: tensor<f32>):
        %3478 = "stablehlo.add"(%arg715, %arg716) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3478) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %486 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %488 = "stablehlo.divide"(%485, %487) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %489 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %491 = "stablehlo.add"(%488, %490) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %492 = "stablehlo.rsqrt"(%491) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %493 = "stablehlo.divide"(%492, %491) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %494 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %496 = "stablehlo.multiply"(%495, %493) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %497 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %498 = "stablehlo.multiply"(%481, %497) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %499 = "stablehlo.convert"(%498) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %500 = "stablehlo.broadcast_in_dim"(%arg140) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %501 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %502 = "stablehlo.multiply"(%499, %501) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %503 = "stablehlo.dot_general"(%502, %arg147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
      %504 = "stablehlo.reshape"(%503) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %505 = "stablehlo.dot_general"(%502, %arg145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %506 = "stablehlo.reshape"(%505) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %507 = "stablehlo.dot_general"(%502, %arg148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %508 = "stablehlo.reshape"(%507) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %509 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %510 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %512 = "stablehlo.multiply"(%511, %509) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %513 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %515 = "stablehlo.add"(%514, %512) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %516 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %518 = "stablehlo.divide"(%515, %517) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %519 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %521 = "stablehlo.power"(%520, %518) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %522 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %523 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %524 = "stablehlo.divide"(%523, %521) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %525 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %526 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %527 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %528 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %529 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %530 = "stablehlo.multiply"(%528, %529) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %531 = "stablehlo.concatenate"(%530, %530) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %532 = "stablehlo.cosine"(%531) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %534 = "stablehlo.sine"(%531) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %536 = "stablehlo.slice"(%504) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %537 = "stablehlo.slice"(%504) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %538 = "stablehlo.negate"(%537) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %539 = "stablehlo.concatenate"(%538, %536) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
      %540 = "stablehlo.convert"(%504) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %541 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %542 = "stablehlo.multiply"(%540, %541) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %543 = "stablehlo.convert"(%539) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %544 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %545 = "stablehlo.multiply"(%543, %544) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %546 = "stablehlo.add"(%542, %545) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %547 = "stablehlo.convert"(%546) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %548 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %549 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %551 = "stablehlo.multiply"(%550, %548) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %552 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %554 = "stablehlo.add"(%553, %551) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %555 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %556 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %557 = "stablehlo.divide"(%554, %556) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %558 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %559 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %560 = "stablehlo.power"(%559, %557) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %561 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %562 = "stablehlo.broadcast_in_dim"(%561) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %563 = "stablehlo.divide"(%562, %560) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %564 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %566 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %567 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %568 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %569 = "stablehlo.multiply"(%567, %568) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %570 = "stablehlo.concatenate"(%569, %569) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %571 = "stablehlo.cosine"(%570) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %572 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %573 = "stablehlo.sine"(%570) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %574 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %575 = "stablehlo.slice"(%506) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %576 = "stablehlo.slice"(%506) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %577 = "stablehlo.negate"(%576) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %578 = "stablehlo.concatenate"(%577, %575) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
      %579 = "stablehlo.convert"(%506) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %580 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %581 = "stablehlo.multiply"(%579, %580) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %582 = "stablehlo.convert"(%578) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %583 = "stablehlo.broadcast_in_dim"(%574) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %584 = "stablehlo.multiply"(%582, %583) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %585 = "stablehlo.add"(%581, %584) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %586 = "stablehlo.convert"(%585) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %587 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %588 = "stablehlo.reshape"(%587) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %589 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %590 = "stablehlo.reshape"(%589) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %591 = "stablehlo.dot_general"(%547, %588) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %592 = "stablehlo.convert"(%591) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %593 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %594 = "stablehlo.sqrt"(%593) : (tensor<f32>) -> tensor<f32>
      %595 = "stablehlo.convert"(%594) : (tensor<f32>) -> tensor<f32>
      %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %597 = "stablehlo.divide"(%592, %596) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %598 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %599 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %600:2 = "func.call"(%598, %597, %599) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
      %601 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %602 = "stablehlo.reduce"(%600#0, %601) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg713: tensor<f32>, %arg714: tensor<f32>):
        %3477 = "stablehlo.maximum"(%arg713, %arg714) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3477) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %603 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %604 = "stablehlo.broadcast_in_dim"(%603) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
      %605 = "stablehlo.maximum"(%604, %602) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
      %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %607 = "stablehlo.broadcast_in_dim"(%606) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %608 = "stablehlo.subtract"(%600#0, %607) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %609 = "stablehlo.exponential"(%608) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %610 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %611 = "stablehlo.reduce"(%609, %610) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg711: tensor<f32>, %arg712: tensor<f32>):
        %3476 = "stablehlo.add"(%arg711, %arg712) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3476) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %612 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %613 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %614 = "stablehlo.divide"(%609, %613) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %615 = "stablehlo.multiply"(%612, %612) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %616 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %617 = "stablehlo.broadcast_in_dim"(%616) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
      %618 = "stablehlo.divide"(%617, %615) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %619 = "stablehlo.convert"(%614) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %620 = "stablehlo.dot_general"(%590, %619) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %621 = "stablehlo.transpose"(%620) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %622 = "stablehlo.reshape"(%621) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %623 = "stablehlo.dot_general"(%622, %arg146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %624 = "stablehlo.all_reduce"(%623) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg709: tensor<bf16>, %arg710: tensor<bf16>):
        %3475 = "stablehlo.add"(%arg709, %arg710) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3475) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %625 = "stablehlo.add"(%480, %624) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %626 = "stablehlo.convert"(%625) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %627 = "stablehlo.multiply"(%626, %626) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %628 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %629 = "stablehlo.reduce"(%627, %628) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg707: tensor<f32>, %arg708: tensor<f32>):
        %3474 = "stablehlo.add"(%arg707, %arg708) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3474) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %630 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %631 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %632 = "stablehlo.broadcast_in_dim"(%631) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %633 = "stablehlo.divide"(%630, %632) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %634 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %635 = "stablehlo.broadcast_in_dim"(%634) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %636 = "stablehlo.add"(%633, %635) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %637 = "stablehlo.rsqrt"(%636) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %638 = "stablehlo.divide"(%637, %636) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %639 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %640 = "stablehlo.broadcast_in_dim"(%639) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %641 = "stablehlo.multiply"(%640, %638) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %642 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %643 = "stablehlo.multiply"(%626, %642) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %644 = "stablehlo.convert"(%643) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %645 = "stablehlo.broadcast_in_dim"(%arg141) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %646 = "stablehlo.broadcast_in_dim"(%645) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %647 = "stablehlo.multiply"(%644, %646) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %648 = "stablehlo.dot_general"(%647, %arg143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %649:3 = "func.call"(%648) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
      %650 = "stablehlo.dot_general"(%647, %arg144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %651 = "stablehlo.multiply"(%649#0, %650) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %652 = "stablehlo.dot_general"(%651, %arg142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %653 = "stablehlo.all_reduce"(%652) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg705: tensor<bf16>, %arg706: tensor<bf16>):
        %3473 = "stablehlo.add"(%arg705, %arg706) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3473) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %654 = "stablehlo.add"(%625, %653) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %655 = "stablehlo.convert"(%654) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %656 = "stablehlo.multiply"(%655, %655) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %657 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %658 = "stablehlo.reduce"(%656, %657) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg703: tensor<f32>, %arg704: tensor<f32>):
        %3472 = "stablehlo.add"(%arg703, %arg704) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3472) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %659 = "stablehlo.broadcast_in_dim"(%658) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %660 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %662 = "stablehlo.divide"(%659, %661) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %663 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %664 = "stablehlo.broadcast_in_dim"(%663) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %665 = "stablehlo.add"(%662, %664) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %666 = "stablehlo.rsqrt"(%665) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %667 = "stablehlo.divide"(%666, %665) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %668 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %670 = "stablehlo.multiply"(%669, %667) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %671 = "stablehlo.broadcast_in_dim"(%666) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %672 = "stablehlo.multiply"(%655, %671) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %673 = "stablehlo.convert"(%672) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %674 = "stablehlo.broadcast_in_dim"(%arg149) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %675 = "stablehlo.broadcast_in_dim"(%674) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %676 = "stablehlo.multiply"(%673, %675) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %677 = "stablehlo.dot_general"(%676, %arg156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
      %678 = "stablehlo.reshape"(%677) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %679 = "stablehlo.dot_general"(%676, %arg154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %680 = "stablehlo.reshape"(%679) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %681 = "stablehlo.dot_general"(%676, %arg157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %682 = "stablehlo.reshape"(%681) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %683 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %684 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %685 = "stablehlo.broadcast_in_dim"(%684) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %686 = "stablehlo.multiply"(%685, %683) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %687 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %688 = "stablehlo.broadcast_in_dim"(%687) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %689 = "stablehlo.add"(%688, %686) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %690 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %692 = "stablehlo.divide"(%689, %691) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %693 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %694 = "stablehlo.broadcast_in_dim"(%693) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %695 = "stablehlo.power"(%694, %692) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %696 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %697 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %698 = "stablehlo.divide"(%697, %695) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %699 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %700 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %701 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %702 = "stablehlo.broadcast_in_dim"(%700) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %703 = "stablehlo.broadcast_in_dim"(%701) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %704 = "stablehlo.multiply"(%702, %703) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %705 = "stablehlo.concatenate"(%704, %704) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %706 = "stablehlo.cosine"(%705) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %707 = "stablehlo.broadcast_in_dim"(%706) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %708 = "stablehlo.sine"(%705) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %709 = "stablehlo.broadcast_in_dim"(%708) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %710 = "stablehlo.slice"(%678) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %711 = "stablehlo.slice"(%678) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %712 = "stablehlo.negate"(%711) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %713 = "stablehlo.concatenate"(%712, %710) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
      %714 = "stablehlo.convert"(%678) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %715 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %716 = "stablehlo.multiply"(%714, %715) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %717 = "stablehlo.convert"(%713) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %718 = "stablehlo.broadcast_in_dim"(%709) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %719 = "stablehlo.multiply"(%717, %718) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %720 = "stablehlo.add"(%716, %719) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %721 = "stablehlo.convert"(%720) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %722 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %723 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %724 = "stablehlo.broadcast_in_dim"(%723) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %725 = "stablehlo.multiply"(%724, %722) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %726 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %727 = "stablehlo.broadcast_in_dim"(%726) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %728 = "stablehlo.add"(%727, %725) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %729 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %730 = "stablehlo.broadcast_in_dim"(%729) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %731 = "stablehlo.divide"(%728, %730) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %732 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %733 = "stablehlo.broadcast_in_dim"(%732) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %734 = "stablehlo.power"(%733, %731) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %735 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %736 = "stablehlo.broadcast_in_dim"(%735) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %737 = "stablehlo.divide"(%736, %734) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %738 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %739 = "stablehlo.broadcast_in_dim"(%738) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %740 = "stablehlo.broadcast_in_dim"(%737) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %741 = "stablehlo.broadcast_in_dim"(%739) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %742 = "stablehlo.broadcast_in_dim"(%740) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %743 = "stablehlo.multiply"(%741, %742) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %744 = "stablehlo.concatenate"(%743, %743) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %745 = "stablehlo.cosine"(%744) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %746 = "stablehlo.broadcast_in_dim"(%745) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %747 = "stablehlo.sine"(%744) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %748 = "stablehlo.broadcast_in_dim"(%747) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %749 = "stablehlo.slice"(%680) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %750 = "stablehlo.slice"(%680) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %751 = "stablehlo.negate"(%750) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %752 = "stablehlo.concatenate"(%751, %749) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
      %753 = "stablehlo.convert"(%680) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %754 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %755 = "stablehlo.multiply"(%753, %754) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %756 = "stablehlo.convert"(%752) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %757 = "stablehlo.broadcast_in_dim"(%748) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %758 = "stablehlo.multiply"(%756, %757) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %759 = "stablehlo.add"(%755, %758) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %760 = "stablehlo.convert"(%759) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %761 = "stablehlo.broadcast_in_dim"(%760) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %762 = "stablehlo.reshape"(%761) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %763 = "stablehlo.broadcast_in_dim"(%682) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %764 = "stablehlo.reshape"(%763) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %765 = "stablehlo.dot_general"(%721, %762) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %766 = "stablehlo.convert"(%765) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %767 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %768 = "stablehlo.sqrt"(%767) : (tensor<f32>) -> tensor<f32>
      %769 = "stablehlo.convert"(%768) : (tensor<f32>) -> tensor<f32>
      %770 = "stablehlo.broadcast_in_dim"(%769) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %771 = "stablehlo.divide"(%766, %770) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %772 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %773 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %774:2 = "func.call"(%772, %771, %773) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
      %775 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %776 = "stablehlo.reduce"(%774#0, %775) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg701: tensor<f32>, %arg702: tensor<f32>):
        %3471 = "stablehlo.maximum"(%arg701, %arg702) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3471) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %777 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %778 = "stablehlo.broadcast_in_dim"(%777) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
      %779 = "stablehlo.maximum"(%778, %776) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
      %780 = "stablehlo.broadcast_in_dim"(%779) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %781 = "stablehlo.broadcast_in_dim"(%780) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %782 = "stablehlo.subtract"(%774#0, %781) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %783 = "stablehlo.exponential"(%782) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %784 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %785 = "stablehlo.reduce"(%783, %784) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg699: tensor<f32>, %arg700: tensor<f32>):
        %3470 = "stablehlo.add"(%arg699, %arg700) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3470) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %786 = "stablehlo.broadcast_in_dim"(%785) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %787 = "stablehlo.broadcast_in_dim"(%786) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %788 = "stablehlo.divide"(%783, %787) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %789 = "stablehlo.multiply"(%786, %786) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %790 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %791 = "stablehlo.broadcast_in_dim"(%790) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
      %792 = "stablehlo.divide"(%791, %789) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %793 = "stablehlo.convert"(%788) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %794 = "stablehlo.dot_general"(%764, %793) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %795 = "stablehlo.transpose"(%794) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %796 = "stablehlo.reshape"(%795) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %797 = "stablehlo.dot_general"(%796, %arg155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %798 = "stablehlo.all_reduce"(%797) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg697: tensor<bf16>, %arg698: tensor<bf16>):
        %3469 = "stablehlo.add"(%arg697, %arg698) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3469) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %799 = "stablehlo.add"(%654, %798) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %800 = "stablehlo.convert"(%799) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %801 = "stablehlo.multiply"(%800, %800) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %802 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %803 = "stablehlo.reduce"(%801, %802) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg695: tensor<f32>, %arg696: tensor<f32>):
        %3468 = "stablehlo.add"(%arg695, %arg696) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3468) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %804 = "stablehlo.broadcast_in_dim"(%803) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %805 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %806 = "stablehlo.broadcast_in_dim"(%805) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %807 = "stablehlo.divide"(%804, %806) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %808 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %809 = "stablehlo.broadcast_in_dim"(%808) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %810 = "stablehlo.add"(%807, %809) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %811 = "stablehlo.rsqrt"(%810) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %812 = "stablehlo.divide"(%811, %810) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %813 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %814 = "stablehlo.broadcast_in_dim"(%813) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %815 = "stablehlo.multiply"(%814, %812) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %816 = "stablehlo.broadcast_in_dim"(%811) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %817 = "stablehlo.multiply"(%800, %816) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %818 = "stablehlo.convert"(%817) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %819 = "stablehlo.broadcast_in_dim"(%arg150) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %820 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %821 = "stablehlo.multiply"(%818, %820) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %822 = "stablehlo.dot_general"(%821, %arg152) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %823:3 = "func.call"(%822) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
      %824 = "stablehlo.dot_general"(%821, %arg153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %825 = "stablehlo.multiply"(%823#0, %824) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %826 = "stablehlo.dot_general"(%825, %arg151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %827 = "stablehlo.all_reduce"(%826) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg693: tensor<bf16>, %arg694: tensor<bf16>):
        %3467 = "stablehlo.add"(%arg693, %arg694) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3467) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %828 = "stablehlo.add"(%799, %827) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %829 = "stablehlo.convert"(%828) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %830 = "stablehlo.multiply"(%829, %829) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %831 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %832 = "stablehlo.reduce"(%830, %831) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg691: tensor<f32>, %arg692: tensor<f32>):
        %3466 = "stablehlo.add"(%arg691, %arg692) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3466) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %833 = "stablehlo.broadcast_in_dim"(%832) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %834 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %835 = "stablehlo.broadcast_in_dim"(%834) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %836 = "stablehlo.divide"(%833, %835) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %837 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %838 = "stablehlo.broadcast_in_dim"(%837) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %839 = "stablehlo.add"(%836, %838) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %840 = "stablehlo.rsqrt"(%839) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %841 = "stablehlo.divide"(%840, %839) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %842 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %843 = "stablehlo.broadcast_in_dim"(%842) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %844 = "stablehlo.multiply"(%843, %841) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %845 = "stablehlo.broadcast_in_dim"(%840) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %846 = "stablehlo.multiply"(%829, %845) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %847 = "stablehlo.convert"(%846) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %848 = "stablehlo.broadcast_in_dim"(%arg158) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %849 = "stablehlo.broadcast_in_dim"(%848) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %850 = "stablehlo.multiply"(%847, %849) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %851 = "stablehlo.dot_general"(%850, %arg165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
      %852 = "stablehlo.reshape"(%851) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %853 = "stablehlo.dot_general"(%850, %arg163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %854 = "stablehlo.reshape"(%853) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %855 = "stablehlo.dot_general"(%850, %arg166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %856 = "stablehlo.reshape"(%855) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %857 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %858 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %859 = "stablehlo.broadcast_in_dim"(%858) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %860 = "stablehlo.multiply"(%859, %857) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %861 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %862 = "stablehlo.broadcast_in_dim"(%861) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %863 = "stablehlo.add"(%862, %860) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %864 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %865 = "stablehlo.broadcast_in_dim"(%864) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %866 = "stablehlo.divide"(%863, %865) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %867 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %868 = "stablehlo.broadcast_in_dim"(%867) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %869 = "stablehlo.power"(%868, %866) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %870 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %871 = "stablehlo.broadcast_in_dim"(%870) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %872 = "stablehlo.divide"(%871, %869) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %873 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %874 = "stablehlo.broadcast_in_dim"(%873) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %875 = "stablehlo.broadcast_in_dim"(%872) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %876 = "stablehlo.broadcast_in_dim"(%874) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %877 = "stablehlo.broadcast_in_dim"(%875) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %878 = "stablehlo.multiply"(%876, %877) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %879 = "stablehlo.concatenate"(%878, %878) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %880 = "stablehlo.cosine"(%879) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %881 = "stablehlo.broadcast_in_dim"(%880) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %882 = "stablehlo.sine"(%879) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %883 = "stablehlo.broadcast_in_dim"(%882) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %884 = "stablehlo.slice"(%852) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %885 = "stablehlo.slice"(%852) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %886 = "stablehlo.negate"(%885) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %887 = "stablehlo.concatenate"(%886, %884) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
      %888 = "stablehlo.convert"(%852) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %889 = "stablehlo.broadcast_in_dim"(%881) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %890 = "stablehlo.multiply"(%888, %889) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %891 = "stablehlo.convert"(%887) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %892 = "stablehlo.broadcast_in_dim"(%883) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %893 = "stablehlo.multiply"(%891, %892) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %894 = "stablehlo.add"(%890, %893) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %895 = "stablehlo.convert"(%894) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %896 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %897 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %898 = "stablehlo.broadcast_in_dim"(%897) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %899 = "stablehlo.multiply"(%898, %896) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %900 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %901 = "stablehlo.broadcast_in_dim"(%900) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %902 = "stablehlo.add"(%901, %899) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %903 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %904 = "stablehlo.broadcast_in_dim"(%903) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %905 = "stablehlo.divide"(%902, %904) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %906 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %907 = "stablehlo.broadcast_in_dim"(%906) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %908 = "stablehlo.power"(%907, %905) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %909 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %910 = "stablehlo.broadcast_in_dim"(%909) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %911 = "stablehlo.divide"(%910, %908) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %912 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %913 = "stablehlo.broadcast_in_dim"(%912) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %914 = "stablehlo.broadcast_in_dim"(%911) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %915 = "stablehlo.broadcast_in_dim"(%913) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %916 = "stablehlo.broadcast_in_dim"(%914) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %917 = "stablehlo.multiply"(%915, %916) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %918 = "stablehlo.concatenate"(%917, %917) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %919 = "stablehlo.cosine"(%918) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %920 = "stablehlo.broadcast_in_dim"(%919) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %921 = "stablehlo.sine"(%918) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %922 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %923 = "stablehlo.slice"(%854) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %924 = "stablehlo.slice"(%854) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %925 = "stablehlo.negate"(%924) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %926 = "stablehlo.concatenate"(%925, %923) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
      %927 = "stablehlo.convert"(%854) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %928 = "stablehlo.broadcast_in_dim"(%920) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %929 = "stablehlo.multiply"(%927, %928) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %930 = "stablehlo.convert"(%926) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %931 = "stablehlo.broadcast_in_dim"(%922) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %932 = "stablehlo.multiply"(%930, %931) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %933 = "stablehlo.add"(%929, %932) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %934 = "stablehlo.convert"(%933) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %935 = "stablehlo.broadcast_in_dim"(%934) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %936 = "stablehlo.reshape"(%935) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %937 = "stablehlo.broadcast_in_dim"(%856) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %938 = "stablehlo.reshape"(%937) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %939 = "stablehlo.dot_general"(%895, %936) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %940 = "stablehlo.convert"(%939) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %941 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %942 = "stablehlo.sqrt"(%941) : (tensor<f32>) -> tensor<f32>
      %943 = "stablehlo.convert"(%942) : (tensor<f32>) -> tensor<f32>
      %944 = "stablehlo.broadcast_in_dim"(%943) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %945 = "stablehlo.divide"(%940, %944) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %946 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %947 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %948:2 = "func.call"(%946, %945, %947) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
      %949 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %950 = "stablehlo.reduce"(%948#0, %949) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg689: tensor<f32>, %arg690: tensor<f32>):
        %3465 = "stablehlo.maximum"(%arg689, %arg690) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3465) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %951 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %952 = "stablehlo.broadcast_in_dim"(%951) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
      %953 = "stablehlo.maximum"(%952, %950) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
      %954 = "stablehlo.broadcast_in_dim"(%953) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %955 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %956 = "stablehlo.subtract"(%948#0, %955) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %957 = "stablehlo.exponential"(%956) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %958 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %959 = "stablehlo.reduce"(%957, %958) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg687: tensor<f32>, %arg688: tensor<f32>):
        %3464 = "stablehlo.add"(%arg687, %arg688) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3464) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %960 = "stablehlo.broadcast_in_dim"(%959) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %961 = "stablehlo.broadcast_in_dim"(%960) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %962 = "stablehlo.divide"(%957, %961) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %963 = "stablehlo.multiply"(%960, %960) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %964 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %965 = "stablehlo.broadcast_in_dim"(%964) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
      %966 = "stablehlo.divide"(%965, %963) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %967 = "stablehlo.convert"(%962) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %968 = "stablehlo.dot_general"(%938, %967) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %969 = "stablehlo.transpose"(%968) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %970 = "stablehlo.reshape"(%969) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %971 = "stablehlo.dot_general"(%970, %arg164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %972 = "stablehlo.all_reduce"(%971) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg685: tensor<bf16>, %arg686: tensor<bf16>):
        %3463 = "stablehlo.add"(%arg685, %arg686) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3463) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %973 = "stablehlo.add"(%828, %972) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %974 = "stablehlo.convert"(%973) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %975 = "stablehlo.multiply"(%974, %974) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %976 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %977 = "stablehlo.reduce"(%975, %976) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg683: tensor<f32>, %arg684: tensor<f32>):
        %3462 = "stablehlo.add"(%arg683, %arg684) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3462) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %978 = "stablehlo.broadcast_in_dim"(%977) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %979 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %980 = "stablehlo.broadcast_in_dim"(%979) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %981 = "stablehlo.divide"(%978, %980) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %982 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %983 = "stablehlo.broadcast_in_dim"(%982) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %984 = "stablehlo.add"(%981, %983) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %985 = "stablehlo.rsqrt"(%984) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %986 = "stablehlo.divide"(%985, %984) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %987 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %988 = "stablehlo.broadcast_in_dim"(%987) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %989 = "stablehlo.multiply"(%988, %986) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %990 = "stablehlo.broadcast_in_dim"(%985) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %991 = "stablehlo.multiply"(%974, %990) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %992 = "stablehlo.convert"(%991) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %993 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %994 = "stablehlo.broadcast_in_dim"(%993) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %995 = "stablehlo.multiply"(%992, %994) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %996 = "stablehlo.dot_general"(%995, %arg161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %997:3 = "func.call"(%996) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
      %998 = "stablehlo.dot_general"(%995, %arg162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %999 = "stablehlo.multiply"(%997#0, %998) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1000 = "stablehlo.dot_general"(%999, %arg160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1001 = "stablehlo.all_reduce"(%1000) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg681: tensor<bf16>, %arg682: tensor<bf16>):
        %3461 = "stablehlo.add"(%arg681, %arg682) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3461) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1002 = "stablehlo.add"(%973, %1001) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1003 = "stablehlo.convert"(%1002) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1004 = "stablehlo.multiply"(%1003, %1003) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1005 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1006 = "stablehlo.reduce"(%1004, %1005) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg679: tensor<f32>, %arg680: tensor<f32>):
        %3460 = "stablehlo.add"(%arg679, %arg680) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3460) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1007 = "stablehlo.broadcast_in_dim"(%1006) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1008 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1009 = "stablehlo.broadcast_in_dim"(%1008) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1010 = "stablehlo.divide"(%1007, %1009) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1011 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1012 = "stablehlo.broadcast_in_dim"(%1011) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1013 = "stablehlo.add"(%1010, %1012) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1014 = "stablehlo.rsqrt"(%1013) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1015 = "stablehlo.divide"(%1014, %1013) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1016 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1017 = "stablehlo.broadcast_in_dim"(%1016) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1018 = "stablehlo.multiply"(%1017, %1015) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1019 = "stablehlo.broadcast_in_dim"(%1014) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1020 = "stablehlo.multiply"(%1003, %1019) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1021 = "stablehlo.convert"(%1020) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1022 = "stablehlo.broadcast_in_dim"(%arg167) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1023 = "stablehlo.broadcast_in_dim"(%1022) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1024 = "stablehlo.multiply"(%1021, %1023) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1025 = "stablehlo.dot_general"(%1024, %arg174) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
      %1026 = "stablehlo.reshape"(%1025) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %1027 = "stablehlo.dot_general"(%1024, %arg172) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %1028 = "stablehlo.reshape"(%1027) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %1029 = "stablehlo.dot_general"(%1024, %arg175) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %1030 = "stablehlo.reshape"(%1029) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %1031 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1032 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1033 = "stablehlo.broadcast_in_dim"(%1032) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1034 = "stablehlo.multiply"(%1033, %1031) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1035 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1036 = "stablehlo.broadcast_in_dim"(%1035) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1037 = "stablehlo.add"(%1036, %1034) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1038 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1039 = "stablehlo.broadcast_in_dim"(%1038) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1040 = "stablehlo.divide"(%1037, %1039) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1041 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1042 = "stablehlo.broadcast_in_dim"(%1041) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1043 = "stablehlo.power"(%1042, %1040) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1044 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1045 = "stablehlo.broadcast_in_dim"(%1044) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1046 = "stablehlo.divide"(%1045, %1043) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1047 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1048 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1049 = "stablehlo.broadcast_in_dim"(%1046) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1050 = "stablehlo.broadcast_in_dim"(%1048) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1051 = "stablehlo.broadcast_in_dim"(%1049) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1052 = "stablehlo.multiply"(%1050, %1051) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1053 = "stablehlo.concatenate"(%1052, %1052) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1054 = "stablehlo.cosine"(%1053) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1055 = "stablehlo.broadcast_in_dim"(%1054) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1056 = "stablehlo.sine"(%1053) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1057 = "stablehlo.broadcast_in_dim"(%1056) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1058 = "stablehlo.slice"(%1026) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %1059 = "stablehlo.slice"(%1026) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %1060 = "stablehlo.negate"(%1059) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %1061 = "stablehlo.concatenate"(%1060, %1058) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
      %1062 = "stablehlo.convert"(%1026) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %1063 = "stablehlo.broadcast_in_dim"(%1055) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %1064 = "stablehlo.multiply"(%1062, %1063) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %1065 = "stablehlo.convert"(%1061) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %1066 = "stablehlo.broadcast_in_dim"(%1057) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %1067 = "stablehlo.multiply"(%1065, %1066) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %1068 = "stablehlo.add"(%1064, %1067) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %1069 = "stablehlo.convert"(%1068) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %1070 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1071 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1072 = "stablehlo.broadcast_in_dim"(%1071) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1073 = "stablehlo.multiply"(%1072, %1070) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1074 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1075 = "stablehlo.broadcast_in_dim"(%1074) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1076 = "stablehlo.add"(%1075, %1073) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1077 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1078 = "stablehlo.broadcast_in_dim"(%1077) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1079 = "stablehlo.divide"(%1076, %1078) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1080 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1081 = "stablehlo.broadcast_in_dim"(%1080) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1082 = "stablehlo.power"(%1081, %1079) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1083 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1084 = "stablehlo.broadcast_in_dim"(%1083) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1085 = "stablehlo.divide"(%1084, %1082) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1086 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1087 = "stablehlo.broadcast_in_dim"(%1086) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1088 = "stablehlo.broadcast_in_dim"(%1085) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1089 = "stablehlo.broadcast_in_dim"(%1087) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1090 = "stablehlo.broadcast_in_dim"(%1088) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1091 = "stablehlo.multiply"(%1089, %1090) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1092 = "stablehlo.concatenate"(%1091, %1091) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1093 = "stablehlo.cosine"(%1092) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1094 = "stablehlo.broadcast_in_dim"(%1093) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1095 = "stablehlo.sine"(%1092) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1096 = "stablehlo.broadcast_in_dim"(%1095) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1097 = "stablehlo.slice"(%1028) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %1098 = "stablehlo.slice"(%1028) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %1099 = "stablehlo.negate"(%1098) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %1100 = "stablehlo.concatenate"(%1099, %1097) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
      %1101 = "stablehlo.convert"(%1028) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %1102 = "stablehlo.broadcast_in_dim"(%1094) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %1103 = "stablehlo.multiply"(%1101, %1102) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %1104 = "stablehlo.convert"(%1100) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %1105 = "stablehlo.broadcast_in_dim"(%1096) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %1106 = "stablehlo.multiply"(%1104, %1105) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %1107 = "stablehlo.add"(%1103, %1106) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %1108 = "stablehlo.convert"(%1107) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %1109 = "stablehlo.broadcast_in_dim"(%1108) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %1110 = "stablehlo.reshape"(%1109) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1111 = "stablehlo.broadcast_in_dim"(%1030) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %1112 = "stablehlo.reshape"(%1111) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1113 = "stablehlo.dot_general"(%1069, %1110) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %1114 = "stablehlo.convert"(%1113) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %1115 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1116 = "stablehlo.sqrt"(%1115) : (tensor<f32>) -> tensor<f32>
      %1117 = "stablehlo.convert"(%1116) : (tensor<f32>) -> tensor<f32>
      %1118 = "stablehlo.broadcast_in_dim"(%1117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %1119 = "stablehlo.divide"(%1114, %1118) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1120 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %1121 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %1122:2 = "func.call"(%1120, %1119, %1121) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
      %1123 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1124 = "stablehlo.reduce"(%1122#0, %1123) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg677: tensor<f32>, %arg678: tensor<f32>):
        %3459 = "stablehlo.maximum"(%arg677, %arg678) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3459) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %1125 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1126 = "stablehlo.broadcast_in_dim"(%1125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
      %1127 = "stablehlo.maximum"(%1126, %1124) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
      %1128 = "stablehlo.broadcast_in_dim"(%1127) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %1129 = "stablehlo.broadcast_in_dim"(%1128) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %1130 = "stablehlo.subtract"(%1122#0, %1129) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1131 = "stablehlo.exponential"(%1130) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1132 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1133 = "stablehlo.reduce"(%1131, %1132) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg675: tensor<f32>, %arg676: tensor<f32>):
        %3458 = "stablehlo.add"(%arg675, %arg676) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3458) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %1134 = "stablehlo.broadcast_in_dim"(%1133) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %1135 = "stablehlo.broadcast_in_dim"(%1134) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %1136 = "stablehlo.divide"(%1131, %1135) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1137 = "stablehlo.multiply"(%1134, %1134) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %1138 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1139 = "stablehlo.broadcast_in_dim"(%1138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
      %1140 = "stablehlo.divide"(%1139, %1137) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %1141 = "stablehlo.convert"(%1136) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %1142 = "stablehlo.dot_general"(%1112, %1141) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %1143 = "stablehlo.transpose"(%1142) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %1144 = "stablehlo.reshape"(%1143) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %1145 = "stablehlo.dot_general"(%1144, %arg173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1146 = "stablehlo.all_reduce"(%1145) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg673: tensor<bf16>, %arg674: tensor<bf16>):
        %3457 = "stablehlo.add"(%arg673, %arg674) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3457) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1147 = "stablehlo.add"(%1002, %1146) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1148 = "stablehlo.convert"(%1147) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1149 = "stablehlo.multiply"(%1148, %1148) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1150 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1151 = "stablehlo.reduce"(%1149, %1150) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg671: tensor<f32>, %arg672: tensor<f32>):
        %3456 = "stablehlo.add"(%arg671, %arg672) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3456) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1152 = "stablehlo.broadcast_in_dim"(%1151) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1153 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1154 = "stablehlo.broadcast_in_dim"(%1153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1155 = "stablehlo.divide"(%1152, %1154) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1156 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1157 = "stablehlo.broadcast_in_dim"(%1156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1158 = "stablehlo.add"(%1155, %1157) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1159 = "stablehlo.rsqrt"(%1158) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1160 = "stablehlo.divide"(%1159, %1158) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1161 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1162 = "stablehlo.broadcast_in_dim"(%1161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1163 = "stablehlo.multiply"(%1162, %1160) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1164 = "stablehlo.broadcast_in_dim"(%1159) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1165 = "stablehlo.multiply"(%1148, %1164) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1166 = "stablehlo.convert"(%1165) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1167 = "stablehlo.broadcast_in_dim"(%arg168) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1168 = "stablehlo.broadcast_in_dim"(%1167) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1169 = "stablehlo.multiply"(%1166, %1168) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1170 = "stablehlo.dot_general"(%1169, %arg170) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1171:3 = "func.call"(%1170) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
      %1172 = "stablehlo.dot_general"(%1169, %arg171) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1173 = "stablehlo.multiply"(%1171#0, %1172) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1174 = "stablehlo.dot_general"(%1173, %arg169) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1175 = "stablehlo.all_reduce"(%1174) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg669: tensor<bf16>, %arg670: tensor<bf16>):
        %3455 = "stablehlo.add"(%arg669, %arg670) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3455) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1176 = "stablehlo.add"(%1147, %1175) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1177 = "stablehlo.convert"(%1176) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1178 = "stablehlo.multiply"(%1177, %1177) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1180 = "stablehlo.reduce"(%1178, %1179) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg667: tensor<f32>, %arg668: tensor<f32>):
        %3454 = "stablehlo.add"(%arg667, %arg668) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3454) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1181 = "stablehlo.broadcast_in_dim"(%1180) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1182 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1183 = "stablehlo.broadcast_in_dim"(%1182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1184 = "stablehlo.divide"(%1181, %1183) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1185 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1186 = "stablehlo.broadcast_in_dim"(%1185) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1187 = "stablehlo.add"(%1184, %1186) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1188 = "stablehlo.rsqrt"(%1187) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1189 = "stablehlo.divide"(%1188, %1187) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1190 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1191 = "stablehlo.broadcast_in_dim"(%1190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1192 = "stablehlo.multiply"(%1191, %1189) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1193 = "stablehlo.broadcast_in_dim"(%1188) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1194 = "stablehlo.multiply"(%1177, %1193) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1195 = "stablehlo.convert"(%1194) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1196 = "stablehlo.broadcast_in_dim"(%arg176) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1197 = "stablehlo.broadcast_in_dim"(%1196) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1198 = "stablehlo.multiply"(%1195, %1197) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1199 = "stablehlo.dot_general"(%1198, %arg183) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
      %1200 = "stablehlo.reshape"(%1199) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %1201 = "stablehlo.dot_general"(%1198, %arg181) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %1202 = "stablehlo.reshape"(%1201) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %1203 = "stablehlo.dot_general"(%1198, %arg184) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %1204 = "stablehlo.reshape"(%1203) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %1205 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1206 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1207 = "stablehlo.broadcast_in_dim"(%1206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1208 = "stablehlo.multiply"(%1207, %1205) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1209 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1210 = "stablehlo.broadcast_in_dim"(%1209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1211 = "stablehlo.add"(%1210, %1208) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1212 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1213 = "stablehlo.broadcast_in_dim"(%1212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1214 = "stablehlo.divide"(%1211, %1213) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1215 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1216 = "stablehlo.broadcast_in_dim"(%1215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1217 = "stablehlo.power"(%1216, %1214) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1218 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1219 = "stablehlo.broadcast_in_dim"(%1218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1220 = "stablehlo.divide"(%1219, %1217) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1221 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1222 = "stablehlo.broadcast_in_dim"(%1221) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1223 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1224 = "stablehlo.broadcast_in_dim"(%1222) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1225 = "stablehlo.broadcast_in_dim"(%1223) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1226 = "stablehlo.multiply"(%1224, %1225) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1227 = "stablehlo.concatenate"(%1226, %1226) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1228 = "stablehlo.cosine"(%1227) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1229 = "stablehlo.broadcast_in_dim"(%1228) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1230 = "stablehlo.sine"(%1227) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1231 = "stablehlo.broadcast_in_dim"(%1230) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1232 = "stablehlo.slice"(%1200) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %1233 = "stablehlo.slice"(%1200) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %1234 = "stablehlo.negate"(%1233) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %1235 = "stablehlo.concatenate"(%1234, %1232) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
      %1236 = "stablehlo.convert"(%1200) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %1237 = "stablehlo.broadcast_in_dim"(%1229) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %1238 = "stablehlo.multiply"(%1236, %1237) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %1239 = "stablehlo.convert"(%1235) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %1240 = "stablehlo.broadcast_in_dim"(%1231) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %1241 = "stablehlo.multiply"(%1239, %1240) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %1242 = "stablehlo.add"(%1238, %1241) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %1243 = "stablehlo.convert"(%1242) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %1244 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1245 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1246 = "stablehlo.broadcast_in_dim"(%1245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1247 = "stablehlo.multiply"(%1246, %1244) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1248 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1249 = "stablehlo.broadcast_in_dim"(%1248) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1250 = "stablehlo.add"(%1249, %1247) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1251 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1252 = "stablehlo.broadcast_in_dim"(%1251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1253 = "stablehlo.divide"(%1250, %1252) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1254 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1255 = "stablehlo.broadcast_in_dim"(%1254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1256 = "stablehlo.power"(%1255, %1253) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1257 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1258 = "stablehlo.broadcast_in_dim"(%1257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1259 = "stablehlo.divide"(%1258, %1256) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1260 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1261 = "stablehlo.broadcast_in_dim"(%1260) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1262 = "stablehlo.broadcast_in_dim"(%1259) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1263 = "stablehlo.broadcast_in_dim"(%1261) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1264 = "stablehlo.broadcast_in_dim"(%1262) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1265 = "stablehlo.multiply"(%1263, %1264) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1266 = "stablehlo.concatenate"(%1265, %1265) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1267 = "stablehlo.cosine"(%1266) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1268 = "stablehlo.broadcast_in_dim"(%1267) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1269 = "stablehlo.sine"(%1266) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1270 = "stablehlo.broadcast_in_dim"(%1269) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1271 = "stablehlo.slice"(%1202) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %1272 = "stablehlo.slice"(%1202) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %1273 = "stablehlo.negate"(%1272) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %1274 = "stablehlo.concatenate"(%1273, %1271) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
      %1275 = "stablehlo.convert"(%1202) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %1276 = "stablehlo.broadcast_in_dim"(%1268) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %1277 = "stablehlo.multiply"(%1275, %1276) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %1278 = "stablehlo.convert"(%1274) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %1279 = "stablehlo.broadcast_in_dim"(%1270) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %1280 = "stablehlo.multiply"(%1278, %1279) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %1281 = "stablehlo.add"(%1277, %1280) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %1282 = "stablehlo.convert"(%1281) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %1283 = "stablehlo.broadcast_in_dim"(%1282) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %1284 = "stablehlo.reshape"(%1283) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1285 = "stablehlo.broadcast_in_dim"(%1204) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %1286 = "stablehlo.reshape"(%1285) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1287 = "stablehlo.dot_general"(%1243, %1284) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %1288 = "stablehlo.convert"(%1287) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %1289 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1290 = "stablehlo.sqrt"(%1289) : (tensor<f32>) -> tensor<f32>
      %1291 = "stablehlo.convert"(%1290) : (tensor<f32>) -> tensor<f32>
      %1292 = "stablehlo.broadcast_in_dim"(%1291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %1293 = "stablehlo.divide"(%1288, %1292) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1294 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %1295 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %1296:2 = "func.call"(%1294, %1293, %1295) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
      %1297 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1298 = "stablehlo.reduce"(%1296#0, %1297) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg665: tensor<f32>, %arg666: tensor<f32>):
        %3453 = "stablehlo.maximum"(%arg665, %arg666) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3453) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %1299 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1300 = "stablehlo.broadcast_in_dim"(%1299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
      %1301 = "stablehlo.maximum"(%1300, %1298) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
      %1302 = "stablehlo.broadcast_in_dim"(%1301) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %1303 = "stablehlo.broadcast_in_dim"(%1302) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %1304 = "stablehlo.subtract"(%1296#0, %1303) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1305 = "stablehlo.exponential"(%1304) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1306 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1307 = "stablehlo.reduce"(%1305, %1306) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg663: tensor<f32>, %arg664: tensor<f32>):
        %3452 = "stablehlo.add"(%arg663, %arg664) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3452) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %1308 = "stablehlo.broadcast_in_dim"(%1307) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %1309 = "stablehlo.broadcast_in_dim"(%1308) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %1310 = "stablehlo.divide"(%1305, %1309) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1311 = "stablehlo.multiply"(%1308, %1308) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %1312 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1313 = "stablehlo.broadcast_in_dim"(%1312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
      %1314 = "stablehlo.divide"(%1313, %1311) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %1315 = "stablehlo.convert"(%1310) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %1316 = "stablehlo.dot_general"(%1286, %1315) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %1317 = "stablehlo.transpose"(%1316) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %1318 = "stablehlo.reshape"(%1317) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %1319 = "stablehlo.dot_general"(%1318, %arg182) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1320 = "stablehlo.all_reduce"(%1319) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg661: tensor<bf16>, %arg662: tensor<bf16>):
        %3451 = "stablehlo.add"(%arg661, %arg662) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3451) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1321 = "stablehlo.add"(%1176, %1320) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1322 = "stablehlo.convert"(%1321) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1323 = "stablehlo.multiply"(%1322, %1322) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1324 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1325 = "stablehlo.reduce"(%1323, %1324) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg659: tensor<f32>, %arg660: tensor<f32>):
        %3450 = "stablehlo.add"(%arg659, %arg660) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3450) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1326 = "stablehlo.broadcast_in_dim"(%1325) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1327 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1328 = "stablehlo.broadcast_in_dim"(%1327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1329 = "stablehlo.divide"(%1326, %1328) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1330 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1331 = "stablehlo.broadcast_in_dim"(%1330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1332 = "stablehlo.add"(%1329, %1331) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1333 = "stablehlo.rsqrt"(%1332) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1334 = "stablehlo.divide"(%1333, %1332) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1335 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1336 = "stablehlo.broadcast_in_dim"(%1335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1337 = "stablehlo.multiply"(%1336, %1334) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1338 = "stablehlo.broadcast_in_dim"(%1333) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1339 = "stablehlo.multiply"(%1322, %1338) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1340 = "stablehlo.convert"(%1339) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1341 = "stablehlo.broadcast_in_dim"(%arg177) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1342 = "stablehlo.broadcast_in_dim"(%1341) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1343 = "stablehlo.multiply"(%1340, %1342) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1344 = "stablehlo.dot_general"(%1343, %arg179) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1345:3 = "func.call"(%1344) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
      %1346 = "stablehlo.dot_general"(%1343, %arg180) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1347 = "stablehlo.multiply"(%1345#0, %1346) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1348 = "stablehlo.dot_general"(%1347, %arg178) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1349 = "stablehlo.all_reduce"(%1348) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg657: tensor<bf16>, %arg658: tensor<bf16>):
        %3449 = "stablehlo.add"(%arg657, %arg658) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3449) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1350 = "stablehlo.add"(%1321, %1349) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1351 = "stablehlo.convert"(%1350) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1352 = "stablehlo.multiply"(%1351, %1351) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1353 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1354 = "stablehlo.reduce"(%1352, %1353) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg655: tensor<f32>, %arg656: tensor<f32>):
        %3448 = "stablehlo.add"(%arg655, %arg656) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3448) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1355 = "stablehlo.broadcast_in_dim"(%1354) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1356 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1357 = "stablehlo.broadcast_in_dim"(%1356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1358 = "stablehlo.divide"(%1355, %1357) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1359 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1360 = "stablehlo.broadcast_in_dim"(%1359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1361 = "stablehlo.add"(%1358, %1360) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1362 = "stablehlo.rsqrt"(%1361) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1363 = "stablehlo.divide"(%1362, %1361) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1364 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1365 = "stablehlo.broadcast_in_dim"(%1364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1366 = "stablehlo.multiply"(%1365, %1363) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1367 = "stablehlo.broadcast_in_dim"(%1362) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1368 = "stablehlo.multiply"(%1351, %1367) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1369 = "stablehlo.convert"(%1368) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1370 = "stablehlo.broadcast_in_dim"(%arg185) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1371 = "stablehlo.broadcast_in_dim"(%1370) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1372 = "stablehlo.multiply"(%1369, %1371) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1373 = "stablehlo.dot_general"(%1372, %arg192) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
      %1374 = "stablehlo.reshape"(%1373) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %1375 = "stablehlo.dot_general"(%1372, %arg190) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %1376 = "stablehlo.reshape"(%1375) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %1377 = "stablehlo.dot_general"(%1372, %arg193) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
      %1378 = "stablehlo.reshape"(%1377) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
      %1379 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1380 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1381 = "stablehlo.broadcast_in_dim"(%1380) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1382 = "stablehlo.multiply"(%1381, %1379) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1383 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1384 = "stablehlo.broadcast_in_dim"(%1383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1385 = "stablehlo.add"(%1384, %1382) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1386 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1387 = "stablehlo.broadcast_in_dim"(%1386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1388 = "stablehlo.divide"(%1385, %1387) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1389 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1390 = "stablehlo.broadcast_in_dim"(%1389) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1391 = "stablehlo.power"(%1390, %1388) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1392 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1393 = "stablehlo.broadcast_in_dim"(%1392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1394 = "stablehlo.divide"(%1393, %1391) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1395 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1396 = "stablehlo.broadcast_in_dim"(%1395) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1397 = "stablehlo.broadcast_in_dim"(%1394) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1398 = "stablehlo.broadcast_in_dim"(%1396) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1399 = "stablehlo.broadcast_in_dim"(%1397) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1400 = "stablehlo.multiply"(%1398, %1399) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1401 = "stablehlo.concatenate"(%1400, %1400) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1402 = "stablehlo.cosine"(%1401) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1403 = "stablehlo.broadcast_in_dim"(%1402) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1404 = "stablehlo.sine"(%1401) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1405 = "stablehlo.broadcast_in_dim"(%1404) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1406 = "stablehlo.slice"(%1374) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %1407 = "stablehlo.slice"(%1374) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %1408 = "stablehlo.negate"(%1407) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %1409 = "stablehlo.concatenate"(%1408, %1406) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
      %1410 = "stablehlo.convert"(%1374) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %1411 = "stablehlo.broadcast_in_dim"(%1403) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %1412 = "stablehlo.multiply"(%1410, %1411) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %1413 = "stablehlo.convert"(%1409) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %1414 = "stablehlo.broadcast_in_dim"(%1405) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %1415 = "stablehlo.multiply"(%1413, %1414) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %1416 = "stablehlo.add"(%1412, %1415) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %1417 = "stablehlo.convert"(%1416) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %1418 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1419 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1420 = "stablehlo.broadcast_in_dim"(%1419) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1421 = "stablehlo.multiply"(%1420, %1418) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1422 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1423 = "stablehlo.broadcast_in_dim"(%1422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1424 = "stablehlo.add"(%1423, %1421) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1425 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1426 = "stablehlo.broadcast_in_dim"(%1425) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1427 = "stablehlo.divide"(%1424, %1426) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1428 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1429 = "stablehlo.broadcast_in_dim"(%1428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1430 = "stablehlo.power"(%1429, %1427) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1431 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1432 = "stablehlo.broadcast_in_dim"(%1431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1433 = "stablehlo.divide"(%1432, %1430) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1434 = "stablehlo.convert"(%105) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1435 = "stablehlo.broadcast_in_dim"(%1434) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1436 = "stablehlo.broadcast_in_dim"(%1433) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1437 = "stablehlo.broadcast_in_dim"(%1435) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1438 = "stablehlo.broadcast_in_dim"(%1436) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1439 = "stablehlo.multiply"(%1437, %1438) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1440 = "stablehlo.concatenate"(%1439, %1439) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1441 = "stablehlo.cosine"(%1440) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1442 = "stablehlo.broadcast_in_dim"(%1441) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1443 = "stablehlo.sine"(%1440) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1444 = "stablehlo.broadcast_in_dim"(%1443) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1445 = "stablehlo.slice"(%1376) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %1446 = "stablehlo.slice"(%1376) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %1447 = "stablehlo.negate"(%1446) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %1448 = "stablehlo.concatenate"(%1447, %1445) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
      %1449 = "stablehlo.convert"(%1376) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %1450 = "stablehlo.broadcast_in_dim"(%1442) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %1451 = "stablehlo.multiply"(%1449, %1450) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %1452 = "stablehlo.convert"(%1448) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %1453 = "stablehlo.broadcast_in_dim"(%1444) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %1454 = "stablehlo.multiply"(%1452, %1453) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %1455 = "stablehlo.add"(%1451, %1454) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %1456 = "stablehlo.convert"(%1455) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %1457 = "stablehlo.broadcast_in_dim"(%1456) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %1458 = "stablehlo.reshape"(%1457) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1459 = "stablehlo.broadcast_in_dim"(%1378) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %1460 = "stablehlo.reshape"(%1459) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1461 = "stablehlo.dot_general"(%1417, %1458) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %1462 = "stablehlo.convert"(%1461) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %1463 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1464 = "stablehlo.sqrt"(%1463) : (tensor<f32>) -> tensor<f32>
      %1465 = "stablehlo.convert"(%1464) : (tensor<f32>) -> tensor<f32>
      %1466 = "stablehlo.broadcast_in_dim"(%1465) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %1467 = "stablehlo.divide"(%1462, %1466) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1468 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %1469 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %1470:2 = "func.call"(%1468, %1467, %1469) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
      %1471 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1472 = "stablehlo.reduce"(%1470#0, %1471) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg653: tensor<f32>, %arg654: tensor<f32>):
        %3447 = "stablehlo.maximum"(%arg653, %arg654) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3447) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %1473 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1474 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
      %1475 = "stablehlo.maximum"(%1474, %1472) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
      %1476 = "stablehlo.broadcast_in_dim"(%1475) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %1477 = "stablehlo.broadcast_in_dim"(%1476) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %1478 = "stablehlo.subtract"(%1470#0, %1477) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1479 = "stablehlo.exponential"(%1478) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1480 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1481 = "stablehlo.reduce"(%1479, %1480) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg651: tensor<f32>, %arg652: tensor<f32>):
        %3446 = "stablehlo.add"(%arg651, %arg652) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3446) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %1482 = "stablehlo.broadcast_in_dim"(%1481) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %1483 = "stablehlo.broadcast_in_dim"(%1482) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %1484 = "stablehlo.divide"(%1479, %1483) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1485 = "stablehlo.multiply"(%1482, %1482) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %1486 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1487 = "stablehlo.broadcast_in_dim"(%1486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
      %1488 = "stablehlo.divide"(%1487, %1485) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %1489 = "stablehlo.convert"(%1484) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %1490 = "stablehlo.dot_general"(%1460, %1489) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %1491 = "stablehlo.transpose"(%1490) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %1492 = "stablehlo.reshape"(%1491) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %1493 = "stablehlo.dot_general"(%1492, %arg191) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1494 = "stablehlo.all_reduce"(%1493) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg649: tensor<bf16>, %arg650: tensor<bf16>):
        %3445 = "stablehlo.add"(%arg649, %arg650) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3445) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1495 = "stablehlo.add"(%1350, %1494) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1496 = "stablehlo.convert"(%1495) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1497 = "stablehlo.multiply"(%1496, %1496) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1498 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1499 = "stablehlo.reduce"(%1497, %1498) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg647: tensor<f32>, %arg648: tensor<f32>):
        %3444 = "stablehlo.add"(%arg647, %arg648) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3444) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1500 = "stablehlo.broadcast_in_dim"(%1499) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1501 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1502 = "stablehlo.broadcast_in_dim"(%1501) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1503 = "stablehlo.divide"(%1500, %1502) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1504 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1505 = "stablehlo.broadcast_in_dim"(%1504) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1506 = "stablehlo.add"(%1503, %1505) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1507 = "stablehlo.rsqrt"(%1506) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1508 = "stablehlo.divide"(%1507, %1506) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1509 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1510 = "stablehlo.broadcast_in_dim"(%1509) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1511 = "stablehlo.multiply"(%1510, %1508) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1512 = "stablehlo.broadcast_in_dim"(%1507) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1513 = "stablehlo.multiply"(%1496, %1512) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1514 = "stablehlo.convert"(%1513) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1515 = "stablehlo.broadcast_in_dim"(%arg186) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1516 = "stablehlo.broadcast_in_dim"(%1515) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1517 = "stablehlo.multiply"(%1514, %1516) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1518 = "stablehlo.dot_general"(%1517, %arg188) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1519:3 = "func.call"(%1518) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
      %1520 = "stablehlo.dot_general"(%1517, %arg189) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1521 = "stablehlo.multiply"(%1519#0, %1520) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1522 = "stablehlo.dot_general"(%1521, %arg187) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1523 = "stablehlo.all_reduce"(%1522) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg645: tensor<bf16>, %arg646: tensor<bf16>):
        %3443 = "stablehlo.add"(%arg645, %arg646) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3443) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1524 = "stablehlo.add"(%1495, %1523) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1525 = "stablehlo.convert"(%1524) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1526 = "stablehlo.multiply"(%1525, %1525) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1527 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1528 = "stablehlo.reduce"(%1526, %1527) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg643: tensor<f32>, %arg644: tensor<f32>):
        %3442 = "stablehlo.add"(%arg643, %arg644) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3442) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1529 = "stablehlo.broadcast_in_dim"(%1528) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1530 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1531 = "stablehlo.broadcast_in_dim"(%1530) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1532 = "stablehlo.divide"(%1529, %1531) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1533 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1534 = "stablehlo.broadcast_in_dim"(%1533) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1535 = "stablehlo.add"(%1532, %1534) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1536 = "stablehlo.rsqrt"(%1535) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1537 = "stablehlo.divide"(%1536, %1535) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1538 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1539 = "stablehlo.broadcast_in_dim"(%1538) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1540 = "stablehlo.multiply"(%1539, %1537) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1541 = "stablehlo.broadcast_in_dim"(%1536) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1542 = "stablehlo.multiply"(%1525, %1541) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1543 = "stablehlo.convert"(%1542) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1544 = "stablehlo.broadcast_in_dim"(%arg121) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1545 = "stablehlo.broadcast_in_dim"(%1544) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1546 = "stablehlo.multiply"(%1543, %1545) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1547 = "stablehlo.dot_general"(%1546, %arg194) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x64128xbf16>) -> tensor<1x2048x64128xbf16>
      %1548 = "stablehlo.convert"(%1547) : (tensor<1x2048x64128xbf16>) -> tensor<1x2048x64128xf32>
      %1549 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1550 = "stablehlo.reduce"(%1548, %1549) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg641: tensor<f32>, %arg642: tensor<f32>):
        %3441 = "stablehlo.maximum"(%arg641, %arg642) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3441) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x64128xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1551 = "stablehlo.all_reduce"(%1550) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg639: tensor<f32>, %arg640: tensor<f32>):
        %3440 = "stablehlo.maximum"(%arg639, %arg640) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3440) : (tensor<f32>) -> ()
      }) : (tensor<1x2048xf32>) -> tensor<1x2048xf32>
      %1552 = "stablehlo.broadcast_in_dim"(%1551) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1553 = "stablehlo.broadcast_in_dim"(%1552) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x64128xf32>
      %1554 = "stablehlo.subtract"(%1548, %1553) : (tensor<1x2048x64128xf32>, tensor<1x2048x64128xf32>) -> tensor<1x2048x64128xf32>
      %1555 = "stablehlo.exponential"(%1554) : (tensor<1x2048x64128xf32>) -> tensor<1x2048x64128xf32>
      %1556 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1557 = "stablehlo.reduce"(%1555, %1556) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg637: tensor<f32>, %arg638: tensor<f32>):
        %3439 = "stablehlo.add"(%arg637, %arg638) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3439) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x64128xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1558 = "stablehlo.all_reduce"(%1557) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg635: tensor<f32>, %arg636: tensor<f32>):
        %3438 = "stablehlo.add"(%arg635, %arg636) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3438) : (tensor<f32>) -> ()
      }) : (tensor<1x2048xf32>) -> tensor<1x2048xf32>
      %1559 = "stablehlo.log"(%1558) : (tensor<1x2048xf32>) -> tensor<1x2048xf32>
      %1560 = "stablehlo.add"(%1559, %1551) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
      %1561 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %1562 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
      %1563 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %1564 = "stablehlo.divide"(%1563, %1561) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1565 = "stablehlo.remainder"(%1564, %1562) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %1566 = "stablehlo.convert"(%1565) : (tensor<ui32>) -> tensor<i32>
      %1567 = "stablehlo.constant"() <{value = dense<64128> : tensor<i32>}> : () -> tensor<i32>
      %1568 = "stablehlo.multiply"(%1566, %1567) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %1569 = "stablehlo.broadcast_in_dim"(%1568) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
      %1570 = "stablehlo.subtract"(%arg196, %1569) : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
      %1571 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %1572 = "stablehlo.broadcast_in_dim"(%1571) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
      %1573 = "stablehlo.compare"(%1570, %1572) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
      %1574 = "stablehlo.constant"() <{value = dense<64128> : tensor<i32>}> : () -> tensor<i32>
      %1575 = "stablehlo.broadcast_in_dim"(%1574) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
      %1576 = "stablehlo.compare"(%1570, %1575) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
      %1577 = "stablehlo.and"(%1573, %1576) : (tensor<1x2048xi1>, tensor<1x2048xi1>) -> tensor<1x2048xi1>
      %1578 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %1579 = "func.call"(%1577, %1570, %1578) <{callee = @_where}> : (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<i32>) -> tensor<1x2048xi32>
      %1580 = "stablehlo.broadcast_in_dim"(%1579) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi32>) -> tensor<1x2048x1xi32>
      %1581:2 = "func.call"(%1548, %1580) <{callee = @take_along_axis}> : (tensor<1x2048x64128xf32>, tensor<1x2048x1xi32>) -> (tensor<1x2048x1xf32>, tensor<2048x1x1xi32>)
      %1582 = "stablehlo.reshape"(%1581#0) : (tensor<1x2048x1xf32>) -> tensor<1x2048xf32>
      %1583 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1584 = "func.call"(%1577, %1582, %1583) <{callee = @_where_3}> : (tensor<1x2048xi1>, tensor<1x2048xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1585 = "stablehlo.all_reduce"(%1584) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg633: tensor<f32>, %arg634: tensor<f32>):
        %3437 = "stablehlo.add"(%arg633, %arg634) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3437) : (tensor<f32>) -> ()
      }) : (tensor<1x2048xf32>) -> tensor<1x2048xf32>
      %1586 = "stablehlo.subtract"(%1560, %1585) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
      %1587 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1588 = "stablehlo.reduce"(%1586, %1587) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg631: tensor<f32>, %arg632: tensor<f32>):
        %3436 = "stablehlo.add"(%arg631, %arg632) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3436) : (tensor<f32>) -> ()
      }) : (tensor<1x2048xf32>, tensor<f32>) -> tensor<f32>
      %1589 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1590 = "stablehlo.divide"(%1588, %1589) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %1591 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1592 = "stablehlo.divide"(%1591, %1589) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %1593 = "stablehlo.broadcast_in_dim"(%1592) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048xf32>
      %1594 = "stablehlo.negate"(%1593) : (tensor<1x2048xf32>) -> tensor<1x2048xf32>
      %1595 = "func.call"(%1577, %1594) <{callee = @_where_4}> : (tensor<1x2048xi1>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
      %1596 = "stablehlo.broadcast_in_dim"(%1595) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1597 = "func.call"(%1581#1, %1596) <{callee = @take_along_axis_5}> : (tensor<2048x1x1xi32>, tensor<1x2048x1xf32>) -> tensor<1x2048x64128xf32>
      %1598 = "stablehlo.divide"(%1593, %1558) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
      %1599 = "stablehlo.broadcast_in_dim"(%1598) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x64128xf32>
      %1600 = "stablehlo.multiply"(%1599, %1555) : (tensor<1x2048x64128xf32>, tensor<1x2048x64128xf32>) -> tensor<1x2048x64128xf32>
      %1601 = "stablehlo.add"(%1597, %1600) : (tensor<1x2048x64128xf32>, tensor<1x2048x64128xf32>) -> tensor<1x2048x64128xf32>
      %1602 = "stablehlo.convert"(%1601) : (tensor<1x2048x64128xf32>) -> tensor<1x2048x64128xbf16>
      %1603 = "stablehlo.dot_general"(%1602, %1546) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x64128xbf16>, tensor<1x2048x4096xbf16>) -> tensor<64128x4096xbf16>
      %1604 = "stablehlo.transpose"(%1603) <{permutation = array<i64: 1, 0>}> : (tensor<64128x4096xbf16>) -> tensor<4096x64128xbf16>
      %1605 = "stablehlo.dot_general"(%1602, %arg194) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x64128xbf16>, tensor<4096x64128xbf16>) -> tensor<1x2048x4096xbf16>
      %1606 = "stablehlo.all_reduce"(%1605) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg629: tensor<bf16>, %arg630: tensor<bf16>):
        %3435 = "stablehlo.add"(%arg629, %arg630) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3435) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1607 = "stablehlo.multiply"(%1543, %1606) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1608 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1609 = "stablehlo.reduce"(%1607, %1608) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg627: tensor<bf16>, %arg628: tensor<bf16>):
        %3434 = "stablehlo.add"(%arg627, %arg628) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3434) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %1610 = "stablehlo.reshape"(%1609) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1611 = "stablehlo.broadcast_in_dim"(%1544) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1612 = "stablehlo.multiply"(%1606, %1611) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1613 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1614 = "stablehlo.reduce"(%1610, %1613) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg625: tensor<bf16>, %arg626: tensor<bf16>):
        %3433 = "stablehlo.add"(%arg625, %arg626) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3433) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %1615 = "stablehlo.convert"(%1612) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1616 = "stablehlo.multiply"(%1525, %1615) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1617 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1618 = "stablehlo.reduce"(%1616, %1617) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg623: tensor<f32>, %arg624: tensor<f32>):
        %3432 = "stablehlo.add"(%arg623, %arg624) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3432) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1619 = "stablehlo.reshape"(%1618) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1620 = "stablehlo.broadcast_in_dim"(%1536) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1621 = "stablehlo.multiply"(%1615, %1620) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1622 = "stablehlo.multiply"(%1619, %1540) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1623 = "stablehlo.broadcast_in_dim"(%1530) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1624 = "stablehlo.divide"(%1622, %1623) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1625 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1626 = "stablehlo.reduce"(%1624, %1625) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg621: tensor<f32>, %arg622: tensor<f32>):
        %3431 = "stablehlo.add"(%arg621, %arg622) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3431) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %1627 = "stablehlo.broadcast_in_dim"(%1626) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %1628 = "stablehlo.broadcast_in_dim"(%1627) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %1629 = "stablehlo.multiply"(%1525, %1628) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1630 = "stablehlo.add"(%1621, %1629) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1631 = "stablehlo.multiply"(%1628, %1525) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1632 = "stablehlo.add"(%1630, %1631) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1633 = "stablehlo.convert"(%1632) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1634 = "stablehlo.dot_general"(%1633, %1521) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
      %1635 = "stablehlo.transpose"(%1634) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
      %1636 = "stablehlo.dot_general"(%1633, %arg187) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
      %1637 = "stablehlo.multiply"(%1519#0, %1636) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1638 = "stablehlo.multiply"(%1636, %1520) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1639 = "stablehlo.dot_general"(%1637, %1517) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %1640 = "stablehlo.transpose"(%1639) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %1641 = "stablehlo.dot_general"(%1637, %arg189) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %1642 = "stablehlo.all_reduce"(%1641) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg619: tensor<bf16>, %arg620: tensor<bf16>):
        %3430 = "stablehlo.add"(%arg619, %arg620) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3430) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1643 = "func.call"(%1519#1, %1519#2, %1518, %1638) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1644 = "stablehlo.dot_general"(%1643, %1517) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %1645 = "stablehlo.transpose"(%1644) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %1646 = "stablehlo.dot_general"(%1643, %arg188) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %1647 = "stablehlo.all_reduce"(%1646) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg617: tensor<bf16>, %arg618: tensor<bf16>):
        %3429 = "stablehlo.add"(%arg617, %arg618) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3429) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1648 = "stablehlo.add"(%1642, %1647) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1649 = "stablehlo.multiply"(%1514, %1648) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1650 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1651 = "stablehlo.reduce"(%1649, %1650) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg615: tensor<bf16>, %arg616: tensor<bf16>):
        %3428 = "stablehlo.add"(%arg615, %arg616) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3428) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %1652 = "stablehlo.reshape"(%1651) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1653 = "stablehlo.broadcast_in_dim"(%1515) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1654 = "stablehlo.multiply"(%1648, %1653) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1655 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1656 = "stablehlo.reduce"(%1652, %1655) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg613: tensor<bf16>, %arg614: tensor<bf16>):
        %3427 = "stablehlo.add"(%arg613, %arg614) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3427) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %1657 = "stablehlo.convert"(%1654) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1658 = "stablehlo.multiply"(%1496, %1657) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1659 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1660 = "stablehlo.reduce"(%1658, %1659) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg611: tensor<f32>, %arg612: tensor<f32>):
        %3426 = "stablehlo.add"(%arg611, %arg612) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3426) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1661 = "stablehlo.reshape"(%1660) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1662 = "stablehlo.broadcast_in_dim"(%1507) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1663 = "stablehlo.multiply"(%1657, %1662) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1664 = "stablehlo.multiply"(%1661, %1511) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1665 = "stablehlo.broadcast_in_dim"(%1501) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1666 = "stablehlo.divide"(%1664, %1665) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1667 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1668 = "stablehlo.reduce"(%1666, %1667) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg609: tensor<f32>, %arg610: tensor<f32>):
        %3425 = "stablehlo.add"(%arg609, %arg610) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3425) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %1669 = "stablehlo.broadcast_in_dim"(%1668) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %1670 = "stablehlo.broadcast_in_dim"(%1669) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %1671 = "stablehlo.multiply"(%1496, %1670) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1672 = "stablehlo.add"(%1663, %1671) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1673 = "stablehlo.multiply"(%1670, %1496) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1674 = "stablehlo.add"(%1672, %1673) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1675 = "stablehlo.convert"(%1674) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1676 = "stablehlo.add"(%1633, %1675) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1677 = "stablehlo.dot_general"(%1676, %1492) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
      %1678 = "stablehlo.transpose"(%1677) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
      %1679 = "stablehlo.dot_general"(%1676, %arg191) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
      %1680 = "stablehlo.reshape"(%1679) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %1681 = "stablehlo.transpose"(%1680) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
      %1682 = "stablehlo.dot_general"(%1681, %1460) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %1683 = "stablehlo.dot_general"(%1681, %1489) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %1684 = "stablehlo.transpose"(%1683) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %1685 = "stablehlo.convert"(%1682) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %1686 = "stablehlo.broadcast_in_dim"(%1488) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %1687 = "stablehlo.multiply"(%1685, %1686) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1688 = "stablehlo.multiply"(%1687, %1479) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1689 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1690 = "stablehlo.reduce"(%1688, %1689) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg607: tensor<f32>, %arg608: tensor<f32>):
        %3424 = "stablehlo.add"(%arg607, %arg608) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3424) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %1691 = "stablehlo.reshape"(%1690) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %1692 = "stablehlo.negate"(%1691) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %1693 = "stablehlo.broadcast_in_dim"(%1482) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %1694 = "stablehlo.divide"(%1685, %1693) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1695 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1696 = "stablehlo.reduce"(%1692, %1695) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg605: tensor<f32>, %arg606: tensor<f32>):
        %3423 = "stablehlo.add"(%arg605, %arg606) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3423) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
      %1697 = "stablehlo.broadcast_in_dim"(%1696) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
      %1698 = "stablehlo.broadcast_in_dim"(%1697) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1699 = "stablehlo.add"(%1694, %1698) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1700 = "stablehlo.multiply"(%1699, %1479) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1701 = "func.call"(%1470#1, %1700) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1702 = "stablehlo.broadcast_in_dim"(%1465) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %1703 = "stablehlo.divide"(%1701, %1702) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1704 = "stablehlo.convert"(%1703) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %1705 = "stablehlo.dot_general"(%1704, %1417) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %1706 = "stablehlo.transpose"(%1705) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1707 = "stablehlo.dot_general"(%1704, %1458) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %1708 = "stablehlo.transpose"(%1707) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1709 = "stablehlo.reshape"(%1684) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %1710 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1711 = "stablehlo.reduce"(%1709, %1710) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg603: tensor<bf16>, %arg604: tensor<bf16>):
        %3422 = "stablehlo.add"(%arg603, %arg604) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3422) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %1712 = "stablehlo.broadcast_in_dim"(%1711) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %1713 = "stablehlo.reshape"(%1706) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %1714 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1715 = "stablehlo.reduce"(%1713, %1714) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg601: tensor<bf16>, %arg602: tensor<bf16>):
        %3421 = "stablehlo.add"(%arg601, %arg602) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3421) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %1716 = "stablehlo.broadcast_in_dim"(%1715) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %1717 = "stablehlo.convert"(%1716) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %1718 = "stablehlo.broadcast_in_dim"(%1444) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %1719 = "stablehlo.multiply"(%1717, %1718) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %1720 = "stablehlo.convert"(%1719) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %1721 = "stablehlo.broadcast_in_dim"(%1442) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %1722 = "stablehlo.multiply"(%1717, %1721) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %1723 = "stablehlo.convert"(%1722) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %1724 = "stablehlo.slice"(%1720) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %1725 = "stablehlo.slice"(%1720) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %1726 = "stablehlo.negate"(%1724) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %1727 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1728 = "stablehlo.pad"(%1726, %1727) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %1729 = "stablehlo.add"(%1723, %1728) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %1730 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1731 = "stablehlo.pad"(%1725, %1730) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %1732 = "stablehlo.add"(%1729, %1731) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %1733 = "stablehlo.convert"(%1708) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %1734 = "stablehlo.broadcast_in_dim"(%1405) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %1735 = "stablehlo.multiply"(%1733, %1734) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %1736 = "stablehlo.convert"(%1735) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %1737 = "stablehlo.broadcast_in_dim"(%1403) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %1738 = "stablehlo.multiply"(%1733, %1737) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %1739 = "stablehlo.convert"(%1738) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %1740 = "stablehlo.slice"(%1736) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %1741 = "stablehlo.slice"(%1736) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %1742 = "stablehlo.negate"(%1740) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %1743 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1744 = "stablehlo.pad"(%1742, %1743) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %1745 = "stablehlo.add"(%1739, %1744) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1746 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1747 = "stablehlo.pad"(%1741, %1746) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %1748 = "stablehlo.add"(%1745, %1747) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1749 = "stablehlo.reshape"(%1712) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %1750 = "stablehlo.dot_general"(%1749, %1372) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %1751 = "stablehlo.transpose"(%1750) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %1752 = "stablehlo.dot_general"(%1749, %arg193) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %1753 = "stablehlo.all_reduce"(%1752) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg599: tensor<bf16>, %arg600: tensor<bf16>):
        %3420 = "stablehlo.add"(%arg599, %arg600) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3420) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1754 = "stablehlo.reshape"(%1732) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %1755 = "stablehlo.dot_general"(%1754, %1372) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %1756 = "stablehlo.transpose"(%1755) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %1757 = "stablehlo.dot_general"(%1754, %arg190) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %1758 = "stablehlo.all_reduce"(%1757) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg597: tensor<bf16>, %arg598: tensor<bf16>):
        %3419 = "stablehlo.add"(%arg597, %arg598) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3419) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1759 = "stablehlo.add"(%1753, %1758) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1760 = "stablehlo.reshape"(%1748) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %1761 = "stablehlo.dot_general"(%1760, %1372) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %1762 = "stablehlo.transpose"(%1761) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
      %1763 = "stablehlo.dot_general"(%1760, %arg192) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
      %1764 = "stablehlo.all_reduce"(%1763) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg595: tensor<bf16>, %arg596: tensor<bf16>):
        %3418 = "stablehlo.add"(%arg595, %arg596) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3418) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1765 = "stablehlo.add"(%1759, %1764) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1766 = "stablehlo.multiply"(%1369, %1765) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1767 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1768 = "stablehlo.reduce"(%1766, %1767) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg593: tensor<bf16>, %arg594: tensor<bf16>):
        %3417 = "stablehlo.add"(%arg593, %arg594) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3417) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %1769 = "stablehlo.reshape"(%1768) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1770 = "stablehlo.broadcast_in_dim"(%1370) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1771 = "stablehlo.multiply"(%1765, %1770) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1772 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1773 = "stablehlo.reduce"(%1769, %1772) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg591: tensor<bf16>, %arg592: tensor<bf16>):
        %3416 = "stablehlo.add"(%arg591, %arg592) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3416) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %1774 = "stablehlo.convert"(%1771) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1775 = "stablehlo.multiply"(%1351, %1774) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1776 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1777 = "stablehlo.reduce"(%1775, %1776) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg589: tensor<f32>, %arg590: tensor<f32>):
        %3415 = "stablehlo.add"(%arg589, %arg590) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3415) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1778 = "stablehlo.reshape"(%1777) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1779 = "stablehlo.broadcast_in_dim"(%1362) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1780 = "stablehlo.multiply"(%1774, %1779) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1781 = "stablehlo.multiply"(%1778, %1366) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1782 = "stablehlo.broadcast_in_dim"(%1356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1783 = "stablehlo.divide"(%1781, %1782) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1784 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1785 = "stablehlo.reduce"(%1783, %1784) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg587: tensor<f32>, %arg588: tensor<f32>):
        %3414 = "stablehlo.add"(%arg587, %arg588) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3414) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %1786 = "stablehlo.broadcast_in_dim"(%1785) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %1787 = "stablehlo.broadcast_in_dim"(%1786) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %1788 = "stablehlo.multiply"(%1351, %1787) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1789 = "stablehlo.add"(%1780, %1788) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1790 = "stablehlo.multiply"(%1787, %1351) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1791 = "stablehlo.add"(%1789, %1790) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1792 = "stablehlo.convert"(%1791) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1793 = "stablehlo.add"(%1676, %1792) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1794 = "stablehlo.dot_general"(%1793, %1347) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
      %1795 = "stablehlo.transpose"(%1794) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
      %1796 = "stablehlo.dot_general"(%1793, %arg178) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
      %1797 = "stablehlo.multiply"(%1345#0, %1796) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1798 = "stablehlo.multiply"(%1796, %1346) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1799 = "stablehlo.dot_general"(%1797, %1343) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %1800 = "stablehlo.transpose"(%1799) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %1801 = "stablehlo.dot_general"(%1797, %arg180) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %1802 = "stablehlo.all_reduce"(%1801) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg585: tensor<bf16>, %arg586: tensor<bf16>):
        %3413 = "stablehlo.add"(%arg585, %arg586) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3413) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1803 = "func.call"(%1345#1, %1345#2, %1344, %1798) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1804 = "stablehlo.dot_general"(%1803, %1343) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %1805 = "stablehlo.transpose"(%1804) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %1806 = "stablehlo.dot_general"(%1803, %arg179) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %1807 = "stablehlo.all_reduce"(%1806) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg583: tensor<bf16>, %arg584: tensor<bf16>):
        %3412 = "stablehlo.add"(%arg583, %arg584) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3412) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1808 = "stablehlo.add"(%1802, %1807) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1809 = "stablehlo.multiply"(%1340, %1808) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1810 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1811 = "stablehlo.reduce"(%1809, %1810) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg581: tensor<bf16>, %arg582: tensor<bf16>):
        %3411 = "stablehlo.add"(%arg581, %arg582) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3411) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %1812 = "stablehlo.reshape"(%1811) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1813 = "stablehlo.broadcast_in_dim"(%1341) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1814 = "stablehlo.multiply"(%1808, %1813) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1815 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1816 = "stablehlo.reduce"(%1812, %1815) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg579: tensor<bf16>, %arg580: tensor<bf16>):
        %3410 = "stablehlo.add"(%arg579, %arg580) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3410) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %1817 = "stablehlo.convert"(%1814) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1818 = "stablehlo.multiply"(%1322, %1817) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1819 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1820 = "stablehlo.reduce"(%1818, %1819) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg577: tensor<f32>, %arg578: tensor<f32>):
        %3409 = "stablehlo.add"(%arg577, %arg578) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3409) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1821 = "stablehlo.reshape"(%1820) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1822 = "stablehlo.broadcast_in_dim"(%1333) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1823 = "stablehlo.multiply"(%1817, %1822) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1824 = "stablehlo.multiply"(%1821, %1337) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1825 = "stablehlo.broadcast_in_dim"(%1327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1826 = "stablehlo.divide"(%1824, %1825) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1827 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1828 = "stablehlo.reduce"(%1826, %1827) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg575: tensor<f32>, %arg576: tensor<f32>):
        %3408 = "stablehlo.add"(%arg575, %arg576) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3408) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %1829 = "stablehlo.broadcast_in_dim"(%1828) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %1830 = "stablehlo.broadcast_in_dim"(%1829) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %1831 = "stablehlo.multiply"(%1322, %1830) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1832 = "stablehlo.add"(%1823, %1831) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1833 = "stablehlo.multiply"(%1830, %1322) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1834 = "stablehlo.add"(%1832, %1833) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1835 = "stablehlo.convert"(%1834) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1836 = "stablehlo.add"(%1793, %1835) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1837 = "stablehlo.dot_general"(%1836, %1318) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
      %1838 = "stablehlo.transpose"(%1837) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
      %1839 = "stablehlo.dot_general"(%1836, %arg182) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
      %1840 = "stablehlo.reshape"(%1839) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %1841 = "stablehlo.transpose"(%1840) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
      %1842 = "stablehlo.dot_general"(%1841, %1286) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %1843 = "stablehlo.dot_general"(%1841, %1315) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %1844 = "stablehlo.transpose"(%1843) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %1845 = "stablehlo.convert"(%1842) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %1846 = "stablehlo.broadcast_in_dim"(%1314) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %1847 = "stablehlo.multiply"(%1845, %1846) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1848 = "stablehlo.multiply"(%1847, %1305) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1849 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1850 = "stablehlo.reduce"(%1848, %1849) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg573: tensor<f32>, %arg574: tensor<f32>):
        %3407 = "stablehlo.add"(%arg573, %arg574) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3407) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %1851 = "stablehlo.reshape"(%1850) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %1852 = "stablehlo.negate"(%1851) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %1853 = "stablehlo.broadcast_in_dim"(%1308) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %1854 = "stablehlo.divide"(%1845, %1853) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1855 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1856 = "stablehlo.reduce"(%1852, %1855) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg571: tensor<f32>, %arg572: tensor<f32>):
        %3406 = "stablehlo.add"(%arg571, %arg572) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3406) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
      %1857 = "stablehlo.broadcast_in_dim"(%1856) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
      %1858 = "stablehlo.broadcast_in_dim"(%1857) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1859 = "stablehlo.add"(%1854, %1858) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1860 = "stablehlo.multiply"(%1859, %1305) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1861 = "func.call"(%1296#1, %1860) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1862 = "stablehlo.broadcast_in_dim"(%1291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %1863 = "stablehlo.divide"(%1861, %1862) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %1864 = "stablehlo.convert"(%1863) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %1865 = "stablehlo.dot_general"(%1864, %1243) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %1866 = "stablehlo.transpose"(%1865) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1867 = "stablehlo.dot_general"(%1864, %1284) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %1868 = "stablehlo.transpose"(%1867) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1869 = "stablehlo.reshape"(%1844) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %1870 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1871 = "stablehlo.reduce"(%1869, %1870) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg569: tensor<bf16>, %arg570: tensor<bf16>):
        %3405 = "stablehlo.add"(%arg569, %arg570) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3405) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %1872 = "stablehlo.broadcast_in_dim"(%1871) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %1873 = "stablehlo.reshape"(%1866) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %1874 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1875 = "stablehlo.reduce"(%1873, %1874) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg567: tensor<bf16>, %arg568: tensor<bf16>):
        %3404 = "stablehlo.add"(%arg567, %arg568) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3404) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %1876 = "stablehlo.broadcast_in_dim"(%1875) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %1877 = "stablehlo.convert"(%1876) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %1878 = "stablehlo.broadcast_in_dim"(%1270) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %1879 = "stablehlo.multiply"(%1877, %1878) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %1880 = "stablehlo.convert"(%1879) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %1881 = "stablehlo.broadcast_in_dim"(%1268) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %1882 = "stablehlo.multiply"(%1877, %1881) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %1883 = "stablehlo.convert"(%1882) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %1884 = "stablehlo.slice"(%1880) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %1885 = "stablehlo.slice"(%1880) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %1886 = "stablehlo.negate"(%1884) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %1887 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1888 = "stablehlo.pad"(%1886, %1887) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %1889 = "stablehlo.add"(%1883, %1888) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %1890 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1891 = "stablehlo.pad"(%1885, %1890) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %1892 = "stablehlo.add"(%1889, %1891) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %1893 = "stablehlo.convert"(%1868) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %1894 = "stablehlo.broadcast_in_dim"(%1231) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %1895 = "stablehlo.multiply"(%1893, %1894) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %1896 = "stablehlo.convert"(%1895) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %1897 = "stablehlo.broadcast_in_dim"(%1229) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %1898 = "stablehlo.multiply"(%1893, %1897) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %1899 = "stablehlo.convert"(%1898) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %1900 = "stablehlo.slice"(%1896) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %1901 = "stablehlo.slice"(%1896) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %1902 = "stablehlo.negate"(%1900) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %1903 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1904 = "stablehlo.pad"(%1902, %1903) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %1905 = "stablehlo.add"(%1899, %1904) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1906 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1907 = "stablehlo.pad"(%1901, %1906) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %1908 = "stablehlo.add"(%1905, %1907) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %1909 = "stablehlo.reshape"(%1872) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %1910 = "stablehlo.dot_general"(%1909, %1198) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %1911 = "stablehlo.transpose"(%1910) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %1912 = "stablehlo.dot_general"(%1909, %arg184) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %1913 = "stablehlo.all_reduce"(%1912) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg565: tensor<bf16>, %arg566: tensor<bf16>):
        %3403 = "stablehlo.add"(%arg565, %arg566) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3403) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1914 = "stablehlo.reshape"(%1892) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %1915 = "stablehlo.dot_general"(%1914, %1198) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %1916 = "stablehlo.transpose"(%1915) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %1917 = "stablehlo.dot_general"(%1914, %arg181) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %1918 = "stablehlo.all_reduce"(%1917) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg563: tensor<bf16>, %arg564: tensor<bf16>):
        %3402 = "stablehlo.add"(%arg563, %arg564) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3402) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1919 = "stablehlo.add"(%1913, %1918) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1920 = "stablehlo.reshape"(%1908) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %1921 = "stablehlo.dot_general"(%1920, %1198) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %1922 = "stablehlo.transpose"(%1921) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
      %1923 = "stablehlo.dot_general"(%1920, %arg183) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
      %1924 = "stablehlo.all_reduce"(%1923) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg561: tensor<bf16>, %arg562: tensor<bf16>):
        %3401 = "stablehlo.add"(%arg561, %arg562) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3401) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1925 = "stablehlo.add"(%1919, %1924) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1926 = "stablehlo.multiply"(%1195, %1925) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1927 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1928 = "stablehlo.reduce"(%1926, %1927) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg559: tensor<bf16>, %arg560: tensor<bf16>):
        %3400 = "stablehlo.add"(%arg559, %arg560) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3400) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %1929 = "stablehlo.reshape"(%1928) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1930 = "stablehlo.broadcast_in_dim"(%1196) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1931 = "stablehlo.multiply"(%1925, %1930) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1932 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1933 = "stablehlo.reduce"(%1929, %1932) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg557: tensor<bf16>, %arg558: tensor<bf16>):
        %3399 = "stablehlo.add"(%arg557, %arg558) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3399) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %1934 = "stablehlo.convert"(%1931) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1935 = "stablehlo.multiply"(%1177, %1934) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1936 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1937 = "stablehlo.reduce"(%1935, %1936) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg555: tensor<f32>, %arg556: tensor<f32>):
        %3398 = "stablehlo.add"(%arg555, %arg556) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3398) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1938 = "stablehlo.reshape"(%1937) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1939 = "stablehlo.broadcast_in_dim"(%1188) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1940 = "stablehlo.multiply"(%1934, %1939) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1941 = "stablehlo.multiply"(%1938, %1192) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1942 = "stablehlo.broadcast_in_dim"(%1182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1943 = "stablehlo.divide"(%1941, %1942) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1944 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1945 = "stablehlo.reduce"(%1943, %1944) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg553: tensor<f32>, %arg554: tensor<f32>):
        %3397 = "stablehlo.add"(%arg553, %arg554) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3397) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %1946 = "stablehlo.broadcast_in_dim"(%1945) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %1947 = "stablehlo.broadcast_in_dim"(%1946) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %1948 = "stablehlo.multiply"(%1177, %1947) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1949 = "stablehlo.add"(%1940, %1948) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1950 = "stablehlo.multiply"(%1947, %1177) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1951 = "stablehlo.add"(%1949, %1950) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1952 = "stablehlo.convert"(%1951) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1953 = "stablehlo.add"(%1836, %1952) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1954 = "stablehlo.dot_general"(%1953, %1173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
      %1955 = "stablehlo.transpose"(%1954) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
      %1956 = "stablehlo.dot_general"(%1953, %arg169) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
      %1957 = "stablehlo.multiply"(%1171#0, %1956) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1958 = "stablehlo.multiply"(%1956, %1172) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1959 = "stablehlo.dot_general"(%1957, %1169) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %1960 = "stablehlo.transpose"(%1959) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %1961 = "stablehlo.dot_general"(%1957, %arg171) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %1962 = "stablehlo.all_reduce"(%1961) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg551: tensor<bf16>, %arg552: tensor<bf16>):
        %3396 = "stablehlo.add"(%arg551, %arg552) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3396) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1963 = "func.call"(%1171#1, %1171#2, %1170, %1958) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %1964 = "stablehlo.dot_general"(%1963, %1169) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %1965 = "stablehlo.transpose"(%1964) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %1966 = "stablehlo.dot_general"(%1963, %arg170) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %1967 = "stablehlo.all_reduce"(%1966) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg549: tensor<bf16>, %arg550: tensor<bf16>):
        %3395 = "stablehlo.add"(%arg549, %arg550) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3395) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1968 = "stablehlo.add"(%1962, %1967) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1969 = "stablehlo.multiply"(%1166, %1968) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1970 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1971 = "stablehlo.reduce"(%1969, %1970) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg547: tensor<bf16>, %arg548: tensor<bf16>):
        %3394 = "stablehlo.add"(%arg547, %arg548) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3394) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %1972 = "stablehlo.reshape"(%1971) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1973 = "stablehlo.broadcast_in_dim"(%1167) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1974 = "stablehlo.multiply"(%1968, %1973) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1975 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1976 = "stablehlo.reduce"(%1972, %1975) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg545: tensor<bf16>, %arg546: tensor<bf16>):
        %3393 = "stablehlo.add"(%arg545, %arg546) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3393) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %1977 = "stablehlo.convert"(%1974) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1978 = "stablehlo.multiply"(%1148, %1977) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1979 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1980 = "stablehlo.reduce"(%1978, %1979) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg543: tensor<f32>, %arg544: tensor<f32>):
        %3392 = "stablehlo.add"(%arg543, %arg544) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3392) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1981 = "stablehlo.reshape"(%1980) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1982 = "stablehlo.broadcast_in_dim"(%1159) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1983 = "stablehlo.multiply"(%1977, %1982) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1984 = "stablehlo.multiply"(%1981, %1163) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1985 = "stablehlo.broadcast_in_dim"(%1153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1986 = "stablehlo.divide"(%1984, %1985) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1987 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1988 = "stablehlo.reduce"(%1986, %1987) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg541: tensor<f32>, %arg542: tensor<f32>):
        %3391 = "stablehlo.add"(%arg541, %arg542) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3391) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %1989 = "stablehlo.broadcast_in_dim"(%1988) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %1990 = "stablehlo.broadcast_in_dim"(%1989) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %1991 = "stablehlo.multiply"(%1148, %1990) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1992 = "stablehlo.add"(%1983, %1991) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1993 = "stablehlo.multiply"(%1990, %1148) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1994 = "stablehlo.add"(%1992, %1993) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1995 = "stablehlo.convert"(%1994) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1996 = "stablehlo.add"(%1953, %1995) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1997 = "stablehlo.dot_general"(%1996, %1144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
      %1998 = "stablehlo.transpose"(%1997) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
      %1999 = "stablehlo.dot_general"(%1996, %arg173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
      %2000 = "stablehlo.reshape"(%1999) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %2001 = "stablehlo.transpose"(%2000) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
      %2002 = "stablehlo.dot_general"(%2001, %1112) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %2003 = "stablehlo.dot_general"(%2001, %1141) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %2004 = "stablehlo.transpose"(%2003) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %2005 = "stablehlo.convert"(%2002) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %2006 = "stablehlo.broadcast_in_dim"(%1140) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %2007 = "stablehlo.multiply"(%2005, %2006) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2008 = "stablehlo.multiply"(%2007, %1131) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2009 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2010 = "stablehlo.reduce"(%2008, %2009) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg539: tensor<f32>, %arg540: tensor<f32>):
        %3390 = "stablehlo.add"(%arg539, %arg540) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3390) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %2011 = "stablehlo.reshape"(%2010) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %2012 = "stablehlo.negate"(%2011) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %2013 = "stablehlo.broadcast_in_dim"(%1134) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %2014 = "stablehlo.divide"(%2005, %2013) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2015 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2016 = "stablehlo.reduce"(%2012, %2015) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg537: tensor<f32>, %arg538: tensor<f32>):
        %3389 = "stablehlo.add"(%arg537, %arg538) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3389) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
      %2017 = "stablehlo.broadcast_in_dim"(%2016) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
      %2018 = "stablehlo.broadcast_in_dim"(%2017) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2019 = "stablehlo.add"(%2014, %2018) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2020 = "stablehlo.multiply"(%2019, %1131) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2021 = "func.call"(%1122#1, %2020) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2022 = "stablehlo.broadcast_in_dim"(%1117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %2023 = "stablehlo.divide"(%2021, %2022) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2024 = "stablehlo.convert"(%2023) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %2025 = "stablehlo.dot_general"(%2024, %1069) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %2026 = "stablehlo.transpose"(%2025) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2027 = "stablehlo.dot_general"(%2024, %1110) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %2028 = "stablehlo.transpose"(%2027) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2029 = "stablehlo.reshape"(%2004) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %2030 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2031 = "stablehlo.reduce"(%2029, %2030) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg535: tensor<bf16>, %arg536: tensor<bf16>):
        %3388 = "stablehlo.add"(%arg535, %arg536) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3388) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %2032 = "stablehlo.broadcast_in_dim"(%2031) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2033 = "stablehlo.reshape"(%2026) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %2034 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2035 = "stablehlo.reduce"(%2033, %2034) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg533: tensor<bf16>, %arg534: tensor<bf16>):
        %3387 = "stablehlo.add"(%arg533, %arg534) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3387) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %2036 = "stablehlo.broadcast_in_dim"(%2035) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2037 = "stablehlo.convert"(%2036) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %2038 = "stablehlo.broadcast_in_dim"(%1096) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %2039 = "stablehlo.multiply"(%2037, %2038) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %2040 = "stablehlo.convert"(%2039) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %2041 = "stablehlo.broadcast_in_dim"(%1094) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %2042 = "stablehlo.multiply"(%2037, %2041) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %2043 = "stablehlo.convert"(%2042) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %2044 = "stablehlo.slice"(%2040) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %2045 = "stablehlo.slice"(%2040) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %2046 = "stablehlo.negate"(%2044) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %2047 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2048 = "stablehlo.pad"(%2046, %2047) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %2049 = "stablehlo.add"(%2043, %2048) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2050 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2051 = "stablehlo.pad"(%2045, %2050) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %2052 = "stablehlo.add"(%2049, %2051) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2053 = "stablehlo.convert"(%2028) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %2054 = "stablehlo.broadcast_in_dim"(%1057) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %2055 = "stablehlo.multiply"(%2053, %2054) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %2056 = "stablehlo.convert"(%2055) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %2057 = "stablehlo.broadcast_in_dim"(%1055) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %2058 = "stablehlo.multiply"(%2053, %2057) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %2059 = "stablehlo.convert"(%2058) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %2060 = "stablehlo.slice"(%2056) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %2061 = "stablehlo.slice"(%2056) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %2062 = "stablehlo.negate"(%2060) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %2063 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2064 = "stablehlo.pad"(%2062, %2063) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %2065 = "stablehlo.add"(%2059, %2064) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2066 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2067 = "stablehlo.pad"(%2061, %2066) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %2068 = "stablehlo.add"(%2065, %2067) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2069 = "stablehlo.reshape"(%2032) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %2070 = "stablehlo.dot_general"(%2069, %1024) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %2071 = "stablehlo.transpose"(%2070) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %2072 = "stablehlo.dot_general"(%2069, %arg175) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %2073 = "stablehlo.all_reduce"(%2072) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg531: tensor<bf16>, %arg532: tensor<bf16>):
        %3386 = "stablehlo.add"(%arg531, %arg532) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3386) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2074 = "stablehlo.reshape"(%2052) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %2075 = "stablehlo.dot_general"(%2074, %1024) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %2076 = "stablehlo.transpose"(%2075) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %2077 = "stablehlo.dot_general"(%2074, %arg172) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %2078 = "stablehlo.all_reduce"(%2077) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg529: tensor<bf16>, %arg530: tensor<bf16>):
        %3385 = "stablehlo.add"(%arg529, %arg530) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3385) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2079 = "stablehlo.add"(%2073, %2078) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2080 = "stablehlo.reshape"(%2068) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %2081 = "stablehlo.dot_general"(%2080, %1024) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %2082 = "stablehlo.transpose"(%2081) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
      %2083 = "stablehlo.dot_general"(%2080, %arg174) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
      %2084 = "stablehlo.all_reduce"(%2083) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg527: tensor<bf16>, %arg528: tensor<bf16>):
        %3384 = "stablehlo.add"(%arg527, %arg528) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3384) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2085 = "stablehlo.add"(%2079, %2084) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2086 = "stablehlo.multiply"(%1021, %2085) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2087 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2088 = "stablehlo.reduce"(%2086, %2087) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg525: tensor<bf16>, %arg526: tensor<bf16>):
        %3383 = "stablehlo.add"(%arg525, %arg526) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3383) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2089 = "stablehlo.reshape"(%2088) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2090 = "stablehlo.broadcast_in_dim"(%1022) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2091 = "stablehlo.multiply"(%2085, %2090) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2092 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2093 = "stablehlo.reduce"(%2089, %2092) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg523: tensor<bf16>, %arg524: tensor<bf16>):
        %3382 = "stablehlo.add"(%arg523, %arg524) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3382) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2094 = "stablehlo.convert"(%2091) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2095 = "stablehlo.multiply"(%1003, %2094) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2096 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2097 = "stablehlo.reduce"(%2095, %2096) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg521: tensor<f32>, %arg522: tensor<f32>):
        %3381 = "stablehlo.add"(%arg521, %arg522) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3381) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2098 = "stablehlo.reshape"(%2097) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2099 = "stablehlo.broadcast_in_dim"(%1014) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2100 = "stablehlo.multiply"(%2094, %2099) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2101 = "stablehlo.multiply"(%2098, %1018) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2102 = "stablehlo.broadcast_in_dim"(%1008) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2103 = "stablehlo.divide"(%2101, %2102) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2104 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2105 = "stablehlo.reduce"(%2103, %2104) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg519: tensor<f32>, %arg520: tensor<f32>):
        %3380 = "stablehlo.add"(%arg519, %arg520) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3380) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2106 = "stablehlo.broadcast_in_dim"(%2105) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2107 = "stablehlo.broadcast_in_dim"(%2106) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2108 = "stablehlo.multiply"(%1003, %2107) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2109 = "stablehlo.add"(%2100, %2108) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2110 = "stablehlo.multiply"(%2107, %1003) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2111 = "stablehlo.add"(%2109, %2110) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2112 = "stablehlo.convert"(%2111) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2113 = "stablehlo.add"(%1996, %2112) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2114 = "stablehlo.dot_general"(%2113, %999) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
      %2115 = "stablehlo.transpose"(%2114) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
      %2116 = "stablehlo.dot_general"(%2113, %arg160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
      %2117 = "stablehlo.multiply"(%997#0, %2116) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2118 = "stablehlo.multiply"(%2116, %998) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2119 = "stablehlo.dot_general"(%2117, %995) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %2120 = "stablehlo.transpose"(%2119) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %2121 = "stablehlo.dot_general"(%2117, %arg162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %2122 = "stablehlo.all_reduce"(%2121) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg517: tensor<bf16>, %arg518: tensor<bf16>):
        %3379 = "stablehlo.add"(%arg517, %arg518) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3379) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2123 = "func.call"(%997#1, %997#2, %996, %2118) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2124 = "stablehlo.dot_general"(%2123, %995) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %2125 = "stablehlo.transpose"(%2124) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %2126 = "stablehlo.dot_general"(%2123, %arg161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %2127 = "stablehlo.all_reduce"(%2126) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg515: tensor<bf16>, %arg516: tensor<bf16>):
        %3378 = "stablehlo.add"(%arg515, %arg516) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3378) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2128 = "stablehlo.add"(%2122, %2127) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2129 = "stablehlo.multiply"(%992, %2128) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2130 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2131 = "stablehlo.reduce"(%2129, %2130) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg513: tensor<bf16>, %arg514: tensor<bf16>):
        %3377 = "stablehlo.add"(%arg513, %arg514) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3377) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2132 = "stablehlo.reshape"(%2131) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2133 = "stablehlo.broadcast_in_dim"(%993) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2134 = "stablehlo.multiply"(%2128, %2133) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2136 = "stablehlo.reduce"(%2132, %2135) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg511: tensor<bf16>, %arg512: tensor<bf16>):
        %3376 = "stablehlo.add"(%arg511, %arg512) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3376) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2137 = "stablehlo.convert"(%2134) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2138 = "stablehlo.multiply"(%974, %2137) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2139 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2140 = "stablehlo.reduce"(%2138, %2139) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg509: tensor<f32>, %arg510: tensor<f32>):
        %3375 = "stablehlo.add"(%arg509, %arg510) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3375) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2141 = "stablehlo.reshape"(%2140) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2142 = "stablehlo.broadcast_in_dim"(%985) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2143 = "stablehlo.multiply"(%2137, %2142) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2144 = "stablehlo.multiply"(%2141, %989) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2145 = "stablehlo.broadcast_in_dim"(%979) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2146 = "stablehlo.divide"(%2144, %2145) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2147 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2148 = "stablehlo.reduce"(%2146, %2147) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg507: tensor<f32>, %arg508: tensor<f32>):
        %3374 = "stablehlo.add"(%arg507, %arg508) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3374) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2149 = "stablehlo.broadcast_in_dim"(%2148) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2150 = "stablehlo.broadcast_in_dim"(%2149) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2151 = "stablehlo.multiply"(%974, %2150) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2152 = "stablehlo.add"(%2143, %2151) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2153 = "stablehlo.multiply"(%2150, %974) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2154 = "stablehlo.add"(%2152, %2153) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2155 = "stablehlo.convert"(%2154) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2156 = "stablehlo.add"(%2113, %2155) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2157 = "stablehlo.dot_general"(%2156, %970) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
      %2158 = "stablehlo.transpose"(%2157) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
      %2159 = "stablehlo.dot_general"(%2156, %arg164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
      %2160 = "stablehlo.reshape"(%2159) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %2161 = "stablehlo.transpose"(%2160) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
      %2162 = "stablehlo.dot_general"(%2161, %938) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %2163 = "stablehlo.dot_general"(%2161, %967) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %2164 = "stablehlo.transpose"(%2163) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %2165 = "stablehlo.convert"(%2162) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %2166 = "stablehlo.broadcast_in_dim"(%966) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %2167 = "stablehlo.multiply"(%2165, %2166) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2168 = "stablehlo.multiply"(%2167, %957) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2170 = "stablehlo.reduce"(%2168, %2169) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg505: tensor<f32>, %arg506: tensor<f32>):
        %3373 = "stablehlo.add"(%arg505, %arg506) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3373) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %2171 = "stablehlo.reshape"(%2170) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %2172 = "stablehlo.negate"(%2171) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %2173 = "stablehlo.broadcast_in_dim"(%960) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %2174 = "stablehlo.divide"(%2165, %2173) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2175 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2176 = "stablehlo.reduce"(%2172, %2175) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg503: tensor<f32>, %arg504: tensor<f32>):
        %3372 = "stablehlo.add"(%arg503, %arg504) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3372) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
      %2177 = "stablehlo.broadcast_in_dim"(%2176) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
      %2178 = "stablehlo.broadcast_in_dim"(%2177) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2179 = "stablehlo.add"(%2174, %2178) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2180 = "stablehlo.multiply"(%2179, %957) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2181 = "func.call"(%948#1, %2180) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2182 = "stablehlo.broadcast_in_dim"(%943) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %2183 = "stablehlo.divide"(%2181, %2182) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2184 = "stablehlo.convert"(%2183) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %2185 = "stablehlo.dot_general"(%2184, %895) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %2186 = "stablehlo.transpose"(%2185) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2187 = "stablehlo.dot_general"(%2184, %936) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %2188 = "stablehlo.transpose"(%2187) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2189 = "stablehlo.reshape"(%2164) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %2190 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2191 = "stablehlo.reduce"(%2189, %2190) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg501: tensor<bf16>, %arg502: tensor<bf16>):
        %3371 = "stablehlo.add"(%arg501, %arg502) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3371) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %2192 = "stablehlo.broadcast_in_dim"(%2191) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2193 = "stablehlo.reshape"(%2186) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %2194 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2195 = "stablehlo.reduce"(%2193, %2194) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg499: tensor<bf16>, %arg500: tensor<bf16>):
        %3370 = "stablehlo.add"(%arg499, %arg500) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3370) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %2196 = "stablehlo.broadcast_in_dim"(%2195) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2197 = "stablehlo.convert"(%2196) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %2198 = "stablehlo.broadcast_in_dim"(%922) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %2199 = "stablehlo.multiply"(%2197, %2198) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %2200 = "stablehlo.convert"(%2199) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %2201 = "stablehlo.broadcast_in_dim"(%920) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %2202 = "stablehlo.multiply"(%2197, %2201) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %2203 = "stablehlo.convert"(%2202) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %2204 = "stablehlo.slice"(%2200) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %2205 = "stablehlo.slice"(%2200) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %2206 = "stablehlo.negate"(%2204) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %2207 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2208 = "stablehlo.pad"(%2206, %2207) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %2209 = "stablehlo.add"(%2203, %2208) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2210 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2211 = "stablehlo.pad"(%2205, %2210) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %2212 = "stablehlo.add"(%2209, %2211) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2213 = "stablehlo.convert"(%2188) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %2214 = "stablehlo.broadcast_in_dim"(%883) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %2215 = "stablehlo.multiply"(%2213, %2214) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %2216 = "stablehlo.convert"(%2215) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %2217 = "stablehlo.broadcast_in_dim"(%881) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %2218 = "stablehlo.multiply"(%2213, %2217) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %2219 = "stablehlo.convert"(%2218) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %2220 = "stablehlo.slice"(%2216) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %2221 = "stablehlo.slice"(%2216) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %2222 = "stablehlo.negate"(%2220) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %2223 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2224 = "stablehlo.pad"(%2222, %2223) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %2225 = "stablehlo.add"(%2219, %2224) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2226 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2227 = "stablehlo.pad"(%2221, %2226) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %2228 = "stablehlo.add"(%2225, %2227) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2229 = "stablehlo.reshape"(%2192) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %2230 = "stablehlo.dot_general"(%2229, %850) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %2231 = "stablehlo.transpose"(%2230) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %2232 = "stablehlo.dot_general"(%2229, %arg166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %2233 = "stablehlo.all_reduce"(%2232) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg497: tensor<bf16>, %arg498: tensor<bf16>):
        %3369 = "stablehlo.add"(%arg497, %arg498) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3369) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2234 = "stablehlo.reshape"(%2212) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %2235 = "stablehlo.dot_general"(%2234, %850) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %2236 = "stablehlo.transpose"(%2235) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %2237 = "stablehlo.dot_general"(%2234, %arg163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %2238 = "stablehlo.all_reduce"(%2237) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg495: tensor<bf16>, %arg496: tensor<bf16>):
        %3368 = "stablehlo.add"(%arg495, %arg496) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3368) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2239 = "stablehlo.add"(%2233, %2238) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2240 = "stablehlo.reshape"(%2228) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %2241 = "stablehlo.dot_general"(%2240, %850) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %2242 = "stablehlo.transpose"(%2241) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
      %2243 = "stablehlo.dot_general"(%2240, %arg165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
      %2244 = "stablehlo.all_reduce"(%2243) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg493: tensor<bf16>, %arg494: tensor<bf16>):
        %3367 = "stablehlo.add"(%arg493, %arg494) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3367) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2245 = "stablehlo.add"(%2239, %2244) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2246 = "stablehlo.multiply"(%847, %2245) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2247 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2248 = "stablehlo.reduce"(%2246, %2247) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg491: tensor<bf16>, %arg492: tensor<bf16>):
        %3366 = "stablehlo.add"(%arg491, %arg492) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3366) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2249 = "stablehlo.reshape"(%2248) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2250 = "stablehlo.broadcast_in_dim"(%848) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2251 = "stablehlo.multiply"(%2245, %2250) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2253 = "stablehlo.reduce"(%2249, %2252) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg489: tensor<bf16>, %arg490: tensor<bf16>):
        %3365 = "stablehlo.add"(%arg489, %arg490) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3365) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2254 = "stablehlo.convert"(%2251) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2255 = "stablehlo.multiply"(%829, %2254) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2256 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2257 = "stablehlo.reduce"(%2255, %2256) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg487: tensor<f32>, %arg488: tensor<f32>):
        %3364 = "stablehlo.add"(%arg487, %arg488) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3364) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2258 = "stablehlo.reshape"(%2257) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2259 = "stablehlo.broadcast_in_dim"(%840) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2260 = "stablehlo.multiply"(%2254, %2259) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2261 = "stablehlo.multiply"(%2258, %844) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2262 = "stablehlo.broadcast_in_dim"(%834) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2263 = "stablehlo.divide"(%2261, %2262) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2264 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2265 = "stablehlo.reduce"(%2263, %2264) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg485: tensor<f32>, %arg486: tensor<f32>):
        %3363 = "stablehlo.add"(%arg485, %arg486) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3363) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2266 = "stablehlo.broadcast_in_dim"(%2265) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2267 = "stablehlo.broadcast_in_dim"(%2266) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2268 = "stablehlo.multiply"(%829, %2267) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2269 = "stablehlo.add"(%2260, %2268) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2270 = "stablehlo.multiply"(%2267, %829) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2271 = "stablehlo.add"(%2269, %2270) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2272 = "stablehlo.convert"(%2271) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2273 = "stablehlo.add"(%2156, %2272) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2274 = "stablehlo.dot_general"(%2273, %825) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
      %2275 = "stablehlo.transpose"(%2274) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
      %2276 = "stablehlo.dot_general"(%2273, %arg151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
      %2277 = "stablehlo.multiply"(%823#0, %2276) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2278 = "stablehlo.multiply"(%2276, %824) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2279 = "stablehlo.dot_general"(%2277, %821) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %2280 = "stablehlo.transpose"(%2279) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %2281 = "stablehlo.dot_general"(%2277, %arg153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %2282 = "stablehlo.all_reduce"(%2281) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg483: tensor<bf16>, %arg484: tensor<bf16>):
        %3362 = "stablehlo.add"(%arg483, %arg484) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3362) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2283 = "func.call"(%823#1, %823#2, %822, %2278) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2284 = "stablehlo.dot_general"(%2283, %821) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %2285 = "stablehlo.transpose"(%2284) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %2286 = "stablehlo.dot_general"(%2283, %arg152) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %2287 = "stablehlo.all_reduce"(%2286) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg481: tensor<bf16>, %arg482: tensor<bf16>):
        %3361 = "stablehlo.add"(%arg481, %arg482) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3361) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2288 = "stablehlo.add"(%2282, %2287) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2289 = "stablehlo.multiply"(%818, %2288) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2290 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2291 = "stablehlo.reduce"(%2289, %2290) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg479: tensor<bf16>, %arg480: tensor<bf16>):
        %3360 = "stablehlo.add"(%arg479, %arg480) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3360) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2292 = "stablehlo.reshape"(%2291) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2293 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2294 = "stablehlo.multiply"(%2288, %2293) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2295 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2296 = "stablehlo.reduce"(%2292, %2295) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg477: tensor<bf16>, %arg478: tensor<bf16>):
        %3359 = "stablehlo.add"(%arg477, %arg478) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3359) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2297 = "stablehlo.convert"(%2294) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2298 = "stablehlo.multiply"(%800, %2297) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2299 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2300 = "stablehlo.reduce"(%2298, %2299) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg475: tensor<f32>, %arg476: tensor<f32>):
        %3358 = "stablehlo.add"(%arg475, %arg476) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3358) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2301 = "stablehlo.reshape"(%2300) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2302 = "stablehlo.broadcast_in_dim"(%811) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2303 = "stablehlo.multiply"(%2297, %2302) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2304 = "stablehlo.multiply"(%2301, %815) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2305 = "stablehlo.broadcast_in_dim"(%805) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2306 = "stablehlo.divide"(%2304, %2305) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2307 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2308 = "stablehlo.reduce"(%2306, %2307) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg473: tensor<f32>, %arg474: tensor<f32>):
        %3357 = "stablehlo.add"(%arg473, %arg474) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3357) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2309 = "stablehlo.broadcast_in_dim"(%2308) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2310 = "stablehlo.broadcast_in_dim"(%2309) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2311 = "stablehlo.multiply"(%800, %2310) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2312 = "stablehlo.add"(%2303, %2311) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2313 = "stablehlo.multiply"(%2310, %800) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2314 = "stablehlo.add"(%2312, %2313) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2315 = "stablehlo.convert"(%2314) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2316 = "stablehlo.add"(%2273, %2315) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2317 = "stablehlo.dot_general"(%2316, %796) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
      %2318 = "stablehlo.transpose"(%2317) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
      %2319 = "stablehlo.dot_general"(%2316, %arg155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
      %2320 = "stablehlo.reshape"(%2319) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %2321 = "stablehlo.transpose"(%2320) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
      %2322 = "stablehlo.dot_general"(%2321, %764) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %2323 = "stablehlo.dot_general"(%2321, %793) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %2324 = "stablehlo.transpose"(%2323) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %2325 = "stablehlo.convert"(%2322) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %2326 = "stablehlo.broadcast_in_dim"(%792) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %2327 = "stablehlo.multiply"(%2325, %2326) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2328 = "stablehlo.multiply"(%2327, %783) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2329 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2330 = "stablehlo.reduce"(%2328, %2329) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg471: tensor<f32>, %arg472: tensor<f32>):
        %3356 = "stablehlo.add"(%arg471, %arg472) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3356) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %2331 = "stablehlo.reshape"(%2330) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %2332 = "stablehlo.negate"(%2331) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %2333 = "stablehlo.broadcast_in_dim"(%786) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %2334 = "stablehlo.divide"(%2325, %2333) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2335 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2336 = "stablehlo.reduce"(%2332, %2335) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg469: tensor<f32>, %arg470: tensor<f32>):
        %3355 = "stablehlo.add"(%arg469, %arg470) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3355) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
      %2337 = "stablehlo.broadcast_in_dim"(%2336) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
      %2338 = "stablehlo.broadcast_in_dim"(%2337) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2339 = "stablehlo.add"(%2334, %2338) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2340 = "stablehlo.multiply"(%2339, %783) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2341 = "func.call"(%774#1, %2340) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2342 = "stablehlo.broadcast_in_dim"(%769) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %2343 = "stablehlo.divide"(%2341, %2342) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2344 = "stablehlo.convert"(%2343) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %2345 = "stablehlo.dot_general"(%2344, %721) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %2346 = "stablehlo.transpose"(%2345) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2347 = "stablehlo.dot_general"(%2344, %762) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %2348 = "stablehlo.transpose"(%2347) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2349 = "stablehlo.reshape"(%2324) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %2350 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2351 = "stablehlo.reduce"(%2349, %2350) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg467: tensor<bf16>, %arg468: tensor<bf16>):
        %3354 = "stablehlo.add"(%arg467, %arg468) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3354) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %2352 = "stablehlo.broadcast_in_dim"(%2351) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2353 = "stablehlo.reshape"(%2346) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %2354 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2355 = "stablehlo.reduce"(%2353, %2354) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg465: tensor<bf16>, %arg466: tensor<bf16>):
        %3353 = "stablehlo.add"(%arg465, %arg466) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3353) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %2356 = "stablehlo.broadcast_in_dim"(%2355) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2357 = "stablehlo.convert"(%2356) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %2358 = "stablehlo.broadcast_in_dim"(%748) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %2359 = "stablehlo.multiply"(%2357, %2358) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %2360 = "stablehlo.convert"(%2359) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %2361 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %2362 = "stablehlo.multiply"(%2357, %2361) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %2363 = "stablehlo.convert"(%2362) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %2364 = "stablehlo.slice"(%2360) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %2365 = "stablehlo.slice"(%2360) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %2366 = "stablehlo.negate"(%2364) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %2367 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2368 = "stablehlo.pad"(%2366, %2367) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %2369 = "stablehlo.add"(%2363, %2368) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2370 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2371 = "stablehlo.pad"(%2365, %2370) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %2372 = "stablehlo.add"(%2369, %2371) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2373 = "stablehlo.convert"(%2348) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %2374 = "stablehlo.broadcast_in_dim"(%709) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %2375 = "stablehlo.multiply"(%2373, %2374) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %2376 = "stablehlo.convert"(%2375) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %2377 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %2378 = "stablehlo.multiply"(%2373, %2377) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %2379 = "stablehlo.convert"(%2378) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %2380 = "stablehlo.slice"(%2376) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %2381 = "stablehlo.slice"(%2376) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %2382 = "stablehlo.negate"(%2380) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %2383 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2384 = "stablehlo.pad"(%2382, %2383) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %2385 = "stablehlo.add"(%2379, %2384) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2386 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2387 = "stablehlo.pad"(%2381, %2386) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %2388 = "stablehlo.add"(%2385, %2387) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2389 = "stablehlo.reshape"(%2352) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %2390 = "stablehlo.dot_general"(%2389, %676) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %2391 = "stablehlo.transpose"(%2390) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %2392 = "stablehlo.dot_general"(%2389, %arg157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %2393 = "stablehlo.all_reduce"(%2392) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg463: tensor<bf16>, %arg464: tensor<bf16>):
        %3352 = "stablehlo.add"(%arg463, %arg464) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3352) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2394 = "stablehlo.reshape"(%2372) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %2395 = "stablehlo.dot_general"(%2394, %676) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %2396 = "stablehlo.transpose"(%2395) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %2397 = "stablehlo.dot_general"(%2394, %arg154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %2398 = "stablehlo.all_reduce"(%2397) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg461: tensor<bf16>, %arg462: tensor<bf16>):
        %3351 = "stablehlo.add"(%arg461, %arg462) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3351) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2399 = "stablehlo.add"(%2393, %2398) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2400 = "stablehlo.reshape"(%2388) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %2401 = "stablehlo.dot_general"(%2400, %676) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %2402 = "stablehlo.transpose"(%2401) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
      %2403 = "stablehlo.dot_general"(%2400, %arg156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
      %2404 = "stablehlo.all_reduce"(%2403) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg459: tensor<bf16>, %arg460: tensor<bf16>):
        %3350 = "stablehlo.add"(%arg459, %arg460) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3350) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2405 = "stablehlo.add"(%2399, %2404) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2406 = "stablehlo.multiply"(%673, %2405) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2407 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2408 = "stablehlo.reduce"(%2406, %2407) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg457: tensor<bf16>, %arg458: tensor<bf16>):
        %3349 = "stablehlo.add"(%arg457, %arg458) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3349) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2409 = "stablehlo.reshape"(%2408) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2410 = "stablehlo.broadcast_in_dim"(%674) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2411 = "stablehlo.multiply"(%2405, %2410) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2412 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2413 = "stablehlo.reduce"(%2409, %2412) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg455: tensor<bf16>, %arg456: tensor<bf16>):
        %3348 = "stablehlo.add"(%arg455, %arg456) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3348) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2414 = "stablehlo.convert"(%2411) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2415 = "stablehlo.multiply"(%655, %2414) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2416 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2417 = "stablehlo.reduce"(%2415, %2416) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg453: tensor<f32>, %arg454: tensor<f32>):
        %3347 = "stablehlo.add"(%arg453, %arg454) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3347) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2418 = "stablehlo.reshape"(%2417) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2419 = "stablehlo.broadcast_in_dim"(%666) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2420 = "stablehlo.multiply"(%2414, %2419) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2421 = "stablehlo.multiply"(%2418, %670) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2422 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2423 = "stablehlo.divide"(%2421, %2422) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2424 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2425 = "stablehlo.reduce"(%2423, %2424) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg451: tensor<f32>, %arg452: tensor<f32>):
        %3346 = "stablehlo.add"(%arg451, %arg452) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3346) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2426 = "stablehlo.broadcast_in_dim"(%2425) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2427 = "stablehlo.broadcast_in_dim"(%2426) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2428 = "stablehlo.multiply"(%655, %2427) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2429 = "stablehlo.add"(%2420, %2428) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2430 = "stablehlo.multiply"(%2427, %655) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2431 = "stablehlo.add"(%2429, %2430) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2432 = "stablehlo.convert"(%2431) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2433 = "stablehlo.add"(%2316, %2432) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2434 = "stablehlo.dot_general"(%2433, %651) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
      %2435 = "stablehlo.transpose"(%2434) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
      %2436 = "stablehlo.dot_general"(%2433, %arg142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
      %2437 = "stablehlo.multiply"(%649#0, %2436) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2438 = "stablehlo.multiply"(%2436, %650) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2439 = "stablehlo.dot_general"(%2437, %647) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %2440 = "stablehlo.transpose"(%2439) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %2441 = "stablehlo.dot_general"(%2437, %arg144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %2442 = "stablehlo.all_reduce"(%2441) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg449: tensor<bf16>, %arg450: tensor<bf16>):
        %3345 = "stablehlo.add"(%arg449, %arg450) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3345) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2443 = "func.call"(%649#1, %649#2, %648, %2438) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2444 = "stablehlo.dot_general"(%2443, %647) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %2445 = "stablehlo.transpose"(%2444) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %2446 = "stablehlo.dot_general"(%2443, %arg143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %2447 = "stablehlo.all_reduce"(%2446) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg447: tensor<bf16>, %arg448: tensor<bf16>):
        %3344 = "stablehlo.add"(%arg447, %arg448) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3344) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2448 = "stablehlo.add"(%2442, %2447) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2449 = "stablehlo.multiply"(%644, %2448) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2450 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2451 = "stablehlo.reduce"(%2449, %2450) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg445: tensor<bf16>, %arg446: tensor<bf16>):
        %3343 = "stablehlo.add"(%arg445, %arg446) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3343) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2452 = "stablehlo.reshape"(%2451) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2453 = "stablehlo.broadcast_in_dim"(%645) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2454 = "stablehlo.multiply"(%2448, %2453) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2455 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2456 = "stablehlo.reduce"(%2452, %2455) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg443: tensor<bf16>, %arg444: tensor<bf16>):
        %3342 = "stablehlo.add"(%arg443, %arg444) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3342) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2457 = "stablehlo.convert"(%2454) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2458 = "stablehlo.multiply"(%626, %2457) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2459 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2460 = "stablehlo.reduce"(%2458, %2459) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg441: tensor<f32>, %arg442: tensor<f32>):
        %3341 = "stablehlo.add"(%arg441, %arg442) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3341) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2461 = "stablehlo.reshape"(%2460) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2462 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2463 = "stablehlo.multiply"(%2457, %2462) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2464 = "stablehlo.multiply"(%2461, %641) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2465 = "stablehlo.broadcast_in_dim"(%631) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2466 = "stablehlo.divide"(%2464, %2465) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2467 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2468 = "stablehlo.reduce"(%2466, %2467) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg439: tensor<f32>, %arg440: tensor<f32>):
        %3340 = "stablehlo.add"(%arg439, %arg440) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3340) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2469 = "stablehlo.broadcast_in_dim"(%2468) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2470 = "stablehlo.broadcast_in_dim"(%2469) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2471 = "stablehlo.multiply"(%626, %2470) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2472 = "stablehlo.add"(%2463, %2471) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2473 = "stablehlo.multiply"(%2470, %626) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2474 = "stablehlo.add"(%2472, %2473) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2475 = "stablehlo.convert"(%2474) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2476 = "stablehlo.add"(%2433, %2475) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2477 = "stablehlo.dot_general"(%2476, %622) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
      %2478 = "stablehlo.transpose"(%2477) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
      %2479 = "stablehlo.dot_general"(%2476, %arg146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
      %2480 = "stablehlo.reshape"(%2479) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %2481 = "stablehlo.transpose"(%2480) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
      %2482 = "stablehlo.dot_general"(%2481, %590) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %2483 = "stablehlo.dot_general"(%2481, %619) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %2484 = "stablehlo.transpose"(%2483) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %2485 = "stablehlo.convert"(%2482) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %2486 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %2487 = "stablehlo.multiply"(%2485, %2486) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2488 = "stablehlo.multiply"(%2487, %609) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2489 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2490 = "stablehlo.reduce"(%2488, %2489) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg437: tensor<f32>, %arg438: tensor<f32>):
        %3339 = "stablehlo.add"(%arg437, %arg438) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3339) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %2491 = "stablehlo.reshape"(%2490) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %2492 = "stablehlo.negate"(%2491) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %2493 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %2494 = "stablehlo.divide"(%2485, %2493) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2495 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2496 = "stablehlo.reduce"(%2492, %2495) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg435: tensor<f32>, %arg436: tensor<f32>):
        %3338 = "stablehlo.add"(%arg435, %arg436) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3338) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
      %2497 = "stablehlo.broadcast_in_dim"(%2496) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
      %2498 = "stablehlo.broadcast_in_dim"(%2497) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2499 = "stablehlo.add"(%2494, %2498) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2500 = "stablehlo.multiply"(%2499, %609) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2501 = "func.call"(%600#1, %2500) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2502 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %2503 = "stablehlo.divide"(%2501, %2502) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2504 = "stablehlo.convert"(%2503) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %2505 = "stablehlo.dot_general"(%2504, %547) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %2506 = "stablehlo.transpose"(%2505) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2507 = "stablehlo.dot_general"(%2504, %588) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %2508 = "stablehlo.transpose"(%2507) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2509 = "stablehlo.reshape"(%2484) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %2510 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2511 = "stablehlo.reduce"(%2509, %2510) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg433: tensor<bf16>, %arg434: tensor<bf16>):
        %3337 = "stablehlo.add"(%arg433, %arg434) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3337) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %2512 = "stablehlo.broadcast_in_dim"(%2511) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2513 = "stablehlo.reshape"(%2506) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %2514 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2515 = "stablehlo.reduce"(%2513, %2514) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg431: tensor<bf16>, %arg432: tensor<bf16>):
        %3336 = "stablehlo.add"(%arg431, %arg432) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3336) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %2516 = "stablehlo.broadcast_in_dim"(%2515) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2517 = "stablehlo.convert"(%2516) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %2518 = "stablehlo.broadcast_in_dim"(%574) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %2519 = "stablehlo.multiply"(%2517, %2518) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %2520 = "stablehlo.convert"(%2519) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %2521 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %2522 = "stablehlo.multiply"(%2517, %2521) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %2523 = "stablehlo.convert"(%2522) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %2524 = "stablehlo.slice"(%2520) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %2525 = "stablehlo.slice"(%2520) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %2526 = "stablehlo.negate"(%2524) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %2527 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2528 = "stablehlo.pad"(%2526, %2527) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %2529 = "stablehlo.add"(%2523, %2528) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2530 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2531 = "stablehlo.pad"(%2525, %2530) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %2532 = "stablehlo.add"(%2529, %2531) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2533 = "stablehlo.convert"(%2508) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %2534 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %2535 = "stablehlo.multiply"(%2533, %2534) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %2536 = "stablehlo.convert"(%2535) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %2537 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %2538 = "stablehlo.multiply"(%2533, %2537) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %2539 = "stablehlo.convert"(%2538) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %2540 = "stablehlo.slice"(%2536) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %2541 = "stablehlo.slice"(%2536) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %2542 = "stablehlo.negate"(%2540) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %2543 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2544 = "stablehlo.pad"(%2542, %2543) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %2545 = "stablehlo.add"(%2539, %2544) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2546 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2547 = "stablehlo.pad"(%2541, %2546) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %2548 = "stablehlo.add"(%2545, %2547) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2549 = "stablehlo.reshape"(%2512) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %2550 = "stablehlo.dot_general"(%2549, %502) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %2551 = "stablehlo.transpose"(%2550) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %2552 = "stablehlo.dot_general"(%2549, %arg148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %2553 = "stablehlo.all_reduce"(%2552) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg429: tensor<bf16>, %arg430: tensor<bf16>):
        %3335 = "stablehlo.add"(%arg429, %arg430) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3335) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2554 = "stablehlo.reshape"(%2532) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %2555 = "stablehlo.dot_general"(%2554, %502) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %2556 = "stablehlo.transpose"(%2555) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %2557 = "stablehlo.dot_general"(%2554, %arg145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %2558 = "stablehlo.all_reduce"(%2557) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg427: tensor<bf16>, %arg428: tensor<bf16>):
        %3334 = "stablehlo.add"(%arg427, %arg428) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3334) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2559 = "stablehlo.add"(%2553, %2558) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2560 = "stablehlo.reshape"(%2548) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %2561 = "stablehlo.dot_general"(%2560, %502) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %2562 = "stablehlo.transpose"(%2561) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
      %2563 = "stablehlo.dot_general"(%2560, %arg147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
      %2564 = "stablehlo.all_reduce"(%2563) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg425: tensor<bf16>, %arg426: tensor<bf16>):
        %3333 = "stablehlo.add"(%arg425, %arg426) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3333) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2565 = "stablehlo.add"(%2559, %2564) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2566 = "stablehlo.multiply"(%499, %2565) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2567 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2568 = "stablehlo.reduce"(%2566, %2567) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg423: tensor<bf16>, %arg424: tensor<bf16>):
        %3332 = "stablehlo.add"(%arg423, %arg424) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3332) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2569 = "stablehlo.reshape"(%2568) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2570 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2571 = "stablehlo.multiply"(%2565, %2570) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2572 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2573 = "stablehlo.reduce"(%2569, %2572) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg421: tensor<bf16>, %arg422: tensor<bf16>):
        %3331 = "stablehlo.add"(%arg421, %arg422) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3331) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2574 = "stablehlo.convert"(%2571) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2575 = "stablehlo.multiply"(%481, %2574) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2576 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2577 = "stablehlo.reduce"(%2575, %2576) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg419: tensor<f32>, %arg420: tensor<f32>):
        %3330 = "stablehlo.add"(%arg419, %arg420) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3330) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2578 = "stablehlo.reshape"(%2577) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2579 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2580 = "stablehlo.multiply"(%2574, %2579) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2581 = "stablehlo.multiply"(%2578, %496) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2582 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2583 = "stablehlo.divide"(%2581, %2582) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2584 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2585 = "stablehlo.reduce"(%2583, %2584) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg417: tensor<f32>, %arg418: tensor<f32>):
        %3329 = "stablehlo.add"(%arg417, %arg418) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3329) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2586 = "stablehlo.broadcast_in_dim"(%2585) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2587 = "stablehlo.broadcast_in_dim"(%2586) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2588 = "stablehlo.multiply"(%481, %2587) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2589 = "stablehlo.add"(%2580, %2588) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2590 = "stablehlo.multiply"(%2587, %481) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2591 = "stablehlo.add"(%2589, %2590) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2592 = "stablehlo.convert"(%2591) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2593 = "stablehlo.add"(%2476, %2592) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2594 = "stablehlo.dot_general"(%2593, %477) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
      %2595 = "stablehlo.transpose"(%2594) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
      %2596 = "stablehlo.dot_general"(%2593, %arg133) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
      %2597 = "stablehlo.multiply"(%475#0, %2596) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2598 = "stablehlo.multiply"(%2596, %476) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2599 = "stablehlo.dot_general"(%2597, %473) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %2600 = "stablehlo.transpose"(%2599) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %2601 = "stablehlo.dot_general"(%2597, %arg135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %2602 = "stablehlo.all_reduce"(%2601) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg415: tensor<bf16>, %arg416: tensor<bf16>):
        %3328 = "stablehlo.add"(%arg415, %arg416) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3328) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2603 = "func.call"(%475#1, %475#2, %474, %2598) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2604 = "stablehlo.dot_general"(%2603, %473) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %2605 = "stablehlo.transpose"(%2604) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %2606 = "stablehlo.dot_general"(%2603, %arg134) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %2607 = "stablehlo.all_reduce"(%2606) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg413: tensor<bf16>, %arg414: tensor<bf16>):
        %3327 = "stablehlo.add"(%arg413, %arg414) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3327) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2608 = "stablehlo.add"(%2602, %2607) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2609 = "stablehlo.multiply"(%470, %2608) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2610 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2611 = "stablehlo.reduce"(%2609, %2610) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg411: tensor<bf16>, %arg412: tensor<bf16>):
        %3326 = "stablehlo.add"(%arg411, %arg412) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3326) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2612 = "stablehlo.reshape"(%2611) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2613 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2614 = "stablehlo.multiply"(%2608, %2613) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2615 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2616 = "stablehlo.reduce"(%2612, %2615) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg409: tensor<bf16>, %arg410: tensor<bf16>):
        %3325 = "stablehlo.add"(%arg409, %arg410) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3325) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2617 = "stablehlo.convert"(%2614) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2618 = "stablehlo.multiply"(%452, %2617) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2619 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2620 = "stablehlo.reduce"(%2618, %2619) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg407: tensor<f32>, %arg408: tensor<f32>):
        %3324 = "stablehlo.add"(%arg407, %arg408) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3324) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2621 = "stablehlo.reshape"(%2620) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2622 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2623 = "stablehlo.multiply"(%2617, %2622) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2624 = "stablehlo.multiply"(%2621, %467) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2625 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2626 = "stablehlo.divide"(%2624, %2625) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2627 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2628 = "stablehlo.reduce"(%2626, %2627) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg405: tensor<f32>, %arg406: tensor<f32>):
        %3323 = "stablehlo.add"(%arg405, %arg406) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3323) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2629 = "stablehlo.broadcast_in_dim"(%2628) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2630 = "stablehlo.broadcast_in_dim"(%2629) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2631 = "stablehlo.multiply"(%452, %2630) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2632 = "stablehlo.add"(%2623, %2631) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2633 = "stablehlo.multiply"(%2630, %452) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2634 = "stablehlo.add"(%2632, %2633) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2635 = "stablehlo.convert"(%2634) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2636 = "stablehlo.add"(%2593, %2635) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2637 = "stablehlo.dot_general"(%2636, %448) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
      %2638 = "stablehlo.transpose"(%2637) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
      %2639 = "stablehlo.dot_general"(%2636, %arg137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
      %2640 = "stablehlo.reshape"(%2639) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %2641 = "stablehlo.transpose"(%2640) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
      %2642 = "stablehlo.dot_general"(%2641, %416) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %2643 = "stablehlo.dot_general"(%2641, %445) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %2644 = "stablehlo.transpose"(%2643) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %2645 = "stablehlo.convert"(%2642) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %2646 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %2647 = "stablehlo.multiply"(%2645, %2646) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2648 = "stablehlo.multiply"(%2647, %435) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2649 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2650 = "stablehlo.reduce"(%2648, %2649) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg403: tensor<f32>, %arg404: tensor<f32>):
        %3322 = "stablehlo.add"(%arg403, %arg404) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3322) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %2651 = "stablehlo.reshape"(%2650) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %2652 = "stablehlo.negate"(%2651) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %2653 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %2654 = "stablehlo.divide"(%2645, %2653) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2655 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2656 = "stablehlo.reduce"(%2652, %2655) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg401: tensor<f32>, %arg402: tensor<f32>):
        %3321 = "stablehlo.add"(%arg401, %arg402) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3321) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
      %2657 = "stablehlo.broadcast_in_dim"(%2656) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
      %2658 = "stablehlo.broadcast_in_dim"(%2657) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2659 = "stablehlo.add"(%2654, %2658) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2660 = "stablehlo.multiply"(%2659, %435) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2661 = "func.call"(%426#1, %2660) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2662 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %2663 = "stablehlo.divide"(%2661, %2662) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2664 = "stablehlo.convert"(%2663) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %2665 = "stablehlo.dot_general"(%2664, %373) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %2666 = "stablehlo.transpose"(%2665) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2667 = "stablehlo.dot_general"(%2664, %414) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %2668 = "stablehlo.transpose"(%2667) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2669 = "stablehlo.reshape"(%2644) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %2670 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2671 = "stablehlo.reduce"(%2669, %2670) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg399: tensor<bf16>, %arg400: tensor<bf16>):
        %3320 = "stablehlo.add"(%arg399, %arg400) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3320) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %2672 = "stablehlo.broadcast_in_dim"(%2671) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2673 = "stablehlo.reshape"(%2666) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %2674 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2675 = "stablehlo.reduce"(%2673, %2674) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg397: tensor<bf16>, %arg398: tensor<bf16>):
        %3319 = "stablehlo.add"(%arg397, %arg398) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3319) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %2676 = "stablehlo.broadcast_in_dim"(%2675) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2677 = "stablehlo.convert"(%2676) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %2678 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %2679 = "stablehlo.multiply"(%2677, %2678) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %2680 = "stablehlo.convert"(%2679) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %2681 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %2682 = "stablehlo.multiply"(%2677, %2681) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %2683 = "stablehlo.convert"(%2682) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %2684 = "stablehlo.slice"(%2680) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %2685 = "stablehlo.slice"(%2680) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %2686 = "stablehlo.negate"(%2684) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %2687 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2688 = "stablehlo.pad"(%2686, %2687) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %2689 = "stablehlo.add"(%2683, %2688) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2690 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2691 = "stablehlo.pad"(%2685, %2690) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %2692 = "stablehlo.add"(%2689, %2691) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2693 = "stablehlo.convert"(%2668) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %2694 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %2695 = "stablehlo.multiply"(%2693, %2694) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %2696 = "stablehlo.convert"(%2695) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %2697 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %2698 = "stablehlo.multiply"(%2693, %2697) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %2699 = "stablehlo.convert"(%2698) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %2700 = "stablehlo.slice"(%2696) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %2701 = "stablehlo.slice"(%2696) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %2702 = "stablehlo.negate"(%2700) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %2703 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2704 = "stablehlo.pad"(%2702, %2703) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %2705 = "stablehlo.add"(%2699, %2704) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2706 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2707 = "stablehlo.pad"(%2701, %2706) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %2708 = "stablehlo.add"(%2705, %2707) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2709 = "stablehlo.reshape"(%2672) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %2710 = "stablehlo.dot_general"(%2709, %328) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %2711 = "stablehlo.transpose"(%2710) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %2712 = "stablehlo.dot_general"(%2709, %arg139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %2713 = "stablehlo.all_reduce"(%2712) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg395: tensor<bf16>, %arg396: tensor<bf16>):
        %3318 = "stablehlo.add"(%arg395, %arg396) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3318) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2714 = "stablehlo.reshape"(%2692) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %2715 = "stablehlo.dot_general"(%2714, %328) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %2716 = "stablehlo.transpose"(%2715) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %2717 = "stablehlo.dot_general"(%2714, %arg136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %2718 = "stablehlo.all_reduce"(%2717) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg393: tensor<bf16>, %arg394: tensor<bf16>):
        %3317 = "stablehlo.add"(%arg393, %arg394) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3317) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2719 = "stablehlo.add"(%2713, %2718) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2720 = "stablehlo.reshape"(%2708) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %2721 = "stablehlo.dot_general"(%2720, %328) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %2722 = "stablehlo.transpose"(%2721) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
      %2723 = "stablehlo.dot_general"(%2720, %arg138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
      %2724 = "stablehlo.all_reduce"(%2723) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg391: tensor<bf16>, %arg392: tensor<bf16>):
        %3316 = "stablehlo.add"(%arg391, %arg392) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3316) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2725 = "stablehlo.add"(%2719, %2724) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2726 = "stablehlo.multiply"(%325, %2725) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2727 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2728 = "stablehlo.reduce"(%2726, %2727) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg389: tensor<bf16>, %arg390: tensor<bf16>):
        %3315 = "stablehlo.add"(%arg389, %arg390) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3315) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2729 = "stablehlo.reshape"(%2728) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2730 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2731 = "stablehlo.multiply"(%2725, %2730) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2732 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2733 = "stablehlo.reduce"(%2729, %2732) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg387: tensor<bf16>, %arg388: tensor<bf16>):
        %3314 = "stablehlo.add"(%arg387, %arg388) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3314) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2734 = "stablehlo.convert"(%2731) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2735 = "stablehlo.multiply"(%307, %2734) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2736 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2737 = "stablehlo.reduce"(%2735, %2736) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg385: tensor<f32>, %arg386: tensor<f32>):
        %3313 = "stablehlo.add"(%arg385, %arg386) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3313) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2738 = "stablehlo.reshape"(%2737) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2739 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2740 = "stablehlo.multiply"(%2734, %2739) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2741 = "stablehlo.multiply"(%2738, %322) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2742 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2743 = "stablehlo.divide"(%2741, %2742) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2744 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2745 = "stablehlo.reduce"(%2743, %2744) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg383: tensor<f32>, %arg384: tensor<f32>):
        %3312 = "stablehlo.add"(%arg383, %arg384) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3312) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2746 = "stablehlo.broadcast_in_dim"(%2745) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2747 = "stablehlo.broadcast_in_dim"(%2746) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2748 = "stablehlo.multiply"(%307, %2747) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2749 = "stablehlo.add"(%2740, %2748) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2750 = "stablehlo.multiply"(%2747, %307) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2751 = "stablehlo.add"(%2749, %2750) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2752 = "stablehlo.convert"(%2751) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2753 = "stablehlo.add"(%2636, %2752) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2754 = "stablehlo.dot_general"(%2753, %303) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
      %2755 = "stablehlo.transpose"(%2754) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
      %2756 = "stablehlo.dot_general"(%2753, %arg124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
      %2757 = "stablehlo.multiply"(%301#0, %2756) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2758 = "stablehlo.multiply"(%2756, %302) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2759 = "stablehlo.dot_general"(%2757, %299) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %2760 = "stablehlo.transpose"(%2759) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %2761 = "stablehlo.dot_general"(%2757, %arg126) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %2762 = "stablehlo.all_reduce"(%2761) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg381: tensor<bf16>, %arg382: tensor<bf16>):
        %3311 = "stablehlo.add"(%arg381, %arg382) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3311) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2763 = "func.call"(%301#1, %301#2, %300, %2758) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
      %2764 = "stablehlo.dot_general"(%2763, %299) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
      %2765 = "stablehlo.transpose"(%2764) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
      %2766 = "stablehlo.dot_general"(%2763, %arg125) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
      %2767 = "stablehlo.all_reduce"(%2766) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg379: tensor<bf16>, %arg380: tensor<bf16>):
        %3310 = "stablehlo.add"(%arg379, %arg380) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3310) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2768 = "stablehlo.add"(%2762, %2767) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2769 = "stablehlo.multiply"(%296, %2768) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2770 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2771 = "stablehlo.reduce"(%2769, %2770) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg377: tensor<bf16>, %arg378: tensor<bf16>):
        %3309 = "stablehlo.add"(%arg377, %arg378) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3309) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2772 = "stablehlo.reshape"(%2771) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2773 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2774 = "stablehlo.multiply"(%2768, %2773) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2775 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2776 = "stablehlo.reduce"(%2772, %2775) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg375: tensor<bf16>, %arg376: tensor<bf16>):
        %3308 = "stablehlo.add"(%arg375, %arg376) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3308) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2777 = "stablehlo.convert"(%2774) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2778 = "stablehlo.multiply"(%278, %2777) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2779 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2780 = "stablehlo.reduce"(%2778, %2779) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg373: tensor<f32>, %arg374: tensor<f32>):
        %3307 = "stablehlo.add"(%arg373, %arg374) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3307) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2781 = "stablehlo.reshape"(%2780) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2782 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2783 = "stablehlo.multiply"(%2777, %2782) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2784 = "stablehlo.multiply"(%2781, %293) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2785 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2786 = "stablehlo.divide"(%2784, %2785) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2787 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2788 = "stablehlo.reduce"(%2786, %2787) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg371: tensor<f32>, %arg372: tensor<f32>):
        %3306 = "stablehlo.add"(%arg371, %arg372) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3306) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2789 = "stablehlo.broadcast_in_dim"(%2788) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2790 = "stablehlo.broadcast_in_dim"(%2789) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2791 = "stablehlo.multiply"(%278, %2790) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2792 = "stablehlo.add"(%2783, %2791) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2793 = "stablehlo.multiply"(%2790, %278) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2794 = "stablehlo.add"(%2792, %2793) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2795 = "stablehlo.convert"(%2794) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2796 = "stablehlo.add"(%2753, %2795) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2797 = "stablehlo.dot_general"(%2796, %274) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
      %2798 = "stablehlo.transpose"(%2797) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
      %2799 = "stablehlo.dot_general"(%2796, %arg128) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
      %2800 = "stablehlo.reshape"(%2799) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %2801 = "stablehlo.transpose"(%2800) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
      %2802 = "stablehlo.dot_general"(%2801, %242) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
      %2803 = "stablehlo.dot_general"(%2801, %271) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
      %2804 = "stablehlo.transpose"(%2803) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
      %2805 = "stablehlo.convert"(%2802) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
      %2806 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %2807 = "stablehlo.multiply"(%2805, %2806) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2808 = "stablehlo.multiply"(%2807, %261) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2809 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2810 = "stablehlo.reduce"(%2808, %2809) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg369: tensor<f32>, %arg370: tensor<f32>):
        %3305 = "stablehlo.add"(%arg369, %arg370) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3305) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
      %2811 = "stablehlo.reshape"(%2810) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
      %2812 = "stablehlo.negate"(%2811) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
      %2813 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
      %2814 = "stablehlo.divide"(%2805, %2813) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2815 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2816 = "stablehlo.reduce"(%2812, %2815) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg367: tensor<f32>, %arg368: tensor<f32>):
        %3304 = "stablehlo.add"(%arg367, %arg368) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3304) : (tensor<f32>) -> ()
      }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
      %2817 = "stablehlo.broadcast_in_dim"(%2816) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
      %2818 = "stablehlo.broadcast_in_dim"(%2817) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2819 = "stablehlo.add"(%2814, %2818) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2820 = "stablehlo.multiply"(%2819, %261) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2821 = "func.call"(%252#1, %2820) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2822 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
      %2823 = "stablehlo.divide"(%2821, %2822) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
      %2824 = "stablehlo.convert"(%2823) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
      %2825 = "stablehlo.dot_general"(%2824, %199) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %2826 = "stablehlo.transpose"(%2825) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2827 = "stablehlo.dot_general"(%2824, %240) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
      %2828 = "stablehlo.transpose"(%2827) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2829 = "stablehlo.reshape"(%2804) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %2830 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2831 = "stablehlo.reduce"(%2829, %2830) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg365: tensor<bf16>, %arg366: tensor<bf16>):
        %3303 = "stablehlo.add"(%arg365, %arg366) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3303) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %2832 = "stablehlo.broadcast_in_dim"(%2831) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2833 = "stablehlo.reshape"(%2826) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
      %2834 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2835 = "stablehlo.reduce"(%2833, %2834) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg363: tensor<bf16>, %arg364: tensor<bf16>):
        %3302 = "stablehlo.add"(%arg363, %arg364) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3302) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
      %2836 = "stablehlo.broadcast_in_dim"(%2835) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2837 = "stablehlo.convert"(%2836) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
      %2838 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %2839 = "stablehlo.multiply"(%2837, %2838) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %2840 = "stablehlo.convert"(%2839) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %2841 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
      %2842 = "stablehlo.multiply"(%2837, %2841) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
      %2843 = "stablehlo.convert"(%2842) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
      %2844 = "stablehlo.slice"(%2840) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %2845 = "stablehlo.slice"(%2840) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
      %2846 = "stablehlo.negate"(%2844) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
      %2847 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2848 = "stablehlo.pad"(%2846, %2847) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %2849 = "stablehlo.add"(%2843, %2848) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2850 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2851 = "stablehlo.pad"(%2845, %2850) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
      %2852 = "stablehlo.add"(%2849, %2851) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
      %2853 = "stablehlo.convert"(%2828) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
      %2854 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %2855 = "stablehlo.multiply"(%2853, %2854) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %2856 = "stablehlo.convert"(%2855) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %2857 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
      %2858 = "stablehlo.multiply"(%2853, %2857) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
      %2859 = "stablehlo.convert"(%2858) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
      %2860 = "stablehlo.slice"(%2856) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %2861 = "stablehlo.slice"(%2856) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
      %2862 = "stablehlo.negate"(%2860) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
      %2863 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2864 = "stablehlo.pad"(%2862, %2863) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %2865 = "stablehlo.add"(%2859, %2864) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2866 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2867 = "stablehlo.pad"(%2861, %2866) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
      %2868 = "stablehlo.add"(%2865, %2867) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
      %2869 = "stablehlo.reshape"(%2832) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %2870 = "stablehlo.dot_general"(%2869, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %2871 = "stablehlo.transpose"(%2870) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %2872 = "stablehlo.dot_general"(%2869, %arg130) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %2873 = "stablehlo.all_reduce"(%2872) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg361: tensor<bf16>, %arg362: tensor<bf16>):
        %3301 = "stablehlo.add"(%arg361, %arg362) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3301) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2874 = "stablehlo.reshape"(%2852) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
      %2875 = "stablehlo.dot_general"(%2874, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
      %2876 = "stablehlo.transpose"(%2875) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
      %2877 = "stablehlo.dot_general"(%2874, %arg127) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
      %2878 = "stablehlo.all_reduce"(%2877) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg359: tensor<bf16>, %arg360: tensor<bf16>):
        %3300 = "stablehlo.add"(%arg359, %arg360) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3300) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2879 = "stablehlo.add"(%2873, %2878) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2880 = "stablehlo.reshape"(%2868) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
      %2881 = "stablehlo.dot_general"(%2880, %154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %2882 = "stablehlo.transpose"(%2881) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
      %2883 = "stablehlo.dot_general"(%2880, %arg129) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
      %2884 = "stablehlo.all_reduce"(%2883) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg357: tensor<bf16>, %arg358: tensor<bf16>):
        %3299 = "stablehlo.add"(%arg357, %arg358) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3299) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2885 = "stablehlo.add"(%2879, %2884) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2886 = "stablehlo.multiply"(%151, %2885) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2887 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2888 = "stablehlo.reduce"(%2886, %2887) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg355: tensor<bf16>, %arg356: tensor<bf16>):
        %3298 = "stablehlo.add"(%arg355, %arg356) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3298) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2889 = "stablehlo.reshape"(%2888) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2890 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2891 = "stablehlo.multiply"(%2885, %2890) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2892 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2893 = "stablehlo.reduce"(%2889, %2892) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg353: tensor<bf16>, %arg354: tensor<bf16>):
        %3297 = "stablehlo.add"(%arg353, %arg354) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3297) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2894 = "stablehlo.convert"(%2891) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2895 = "stablehlo.multiply"(%133, %2894) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2896 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2897 = "stablehlo.reduce"(%2895, %2896) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg351: tensor<f32>, %arg352: tensor<f32>):
        %3296 = "stablehlo.add"(%arg351, %arg352) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3296) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2898 = "stablehlo.reshape"(%2897) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2899 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2900 = "stablehlo.multiply"(%2894, %2899) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2901 = "stablehlo.multiply"(%2898, %148) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2902 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2903 = "stablehlo.divide"(%2901, %2902) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2904 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2905 = "stablehlo.reduce"(%2903, %2904) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg349: tensor<f32>, %arg350: tensor<f32>):
        %3295 = "stablehlo.add"(%arg349, %arg350) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3295) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2906 = "stablehlo.broadcast_in_dim"(%2905) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2907 = "stablehlo.broadcast_in_dim"(%2906) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2908 = "stablehlo.multiply"(%133, %2907) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2909 = "stablehlo.add"(%2900, %2908) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2910 = "stablehlo.multiply"(%2907, %133) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2911 = "stablehlo.add"(%2909, %2910) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2912 = "stablehlo.convert"(%2911) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2913 = "stablehlo.add"(%2796, %2912) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2914 = "func.call"(%131#1, %2913) <{callee = @_where_8}> : (tensor<1x2048x4096xi1>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2915 = "func.call"(%128#1, %2914) <{callee = @_take_9}> : (tensor<1x2048x1xi32>, tensor<1x2048x4096xbf16>) -> tensor<64128x4096xbf16>
      %2916 = "stablehlo.all_reduce"(%1590) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg347: tensor<f32>, %arg348: tensor<f32>):
        %3294 = "stablehlo.add"(%arg347, %arg348) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3294) : (tensor<f32>) -> ()
      }) : (tensor<f32>) -> tensor<f32>
      %2917 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2918 = "stablehlo.divide"(%2916, %2917) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %2919 = "stablehlo.all_reduce"(%2915) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg345: tensor<bf16>, %arg346: tensor<bf16>):
        %3293 = "stablehlo.add"(%arg345, %arg346) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3293) : (tensor<bf16>) -> ()
      }) : (tensor<64128x4096xbf16>) -> tensor<64128x4096xbf16>
      %2920 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2921 = "stablehlo.broadcast_in_dim"(%2920) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64128x4096xbf16>
      %2922 = "stablehlo.divide"(%2919, %2921) : (tensor<64128x4096xbf16>, tensor<64128x4096xbf16>) -> tensor<64128x4096xbf16>
      %2923 = "stablehlo.all_reduce"(%1614) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg343: tensor<bf16>, %arg344: tensor<bf16>):
        %3292 = "stablehlo.add"(%arg343, %arg344) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3292) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %2924 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2925 = "stablehlo.broadcast_in_dim"(%2924) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %2926 = "stablehlo.divide"(%2923, %2925) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %2927 = "stablehlo.all_reduce"(%2893) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg341: tensor<bf16>, %arg342: tensor<bf16>):
        %3291 = "stablehlo.add"(%arg341, %arg342) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3291) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %2928 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2929 = "stablehlo.broadcast_in_dim"(%2928) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %2930 = "stablehlo.divide"(%2927, %2929) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %2931 = "stablehlo.all_reduce"(%2776) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg339: tensor<bf16>, %arg340: tensor<bf16>):
        %3290 = "stablehlo.add"(%arg339, %arg340) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3290) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %2932 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2933 = "stablehlo.broadcast_in_dim"(%2932) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %2934 = "stablehlo.divide"(%2931, %2933) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %2935 = "stablehlo.all_reduce"(%2755) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg337: tensor<bf16>, %arg338: tensor<bf16>):
        %3289 = "stablehlo.add"(%arg337, %arg338) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3289) : (tensor<bf16>) -> ()
      }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %2936 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2937 = "stablehlo.broadcast_in_dim"(%2936) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
      %2938 = "stablehlo.divide"(%2935, %2937) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %2939 = "stablehlo.all_reduce"(%2765) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg335: tensor<bf16>, %arg336: tensor<bf16>):
        %3288 = "stablehlo.add"(%arg335, %arg336) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3288) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %2940 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2941 = "stablehlo.broadcast_in_dim"(%2940) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %2942 = "stablehlo.divide"(%2939, %2941) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %2943 = "stablehlo.all_reduce"(%2760) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg333: tensor<bf16>, %arg334: tensor<bf16>):
        %3287 = "stablehlo.add"(%arg333, %arg334) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3287) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %2944 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2945 = "stablehlo.broadcast_in_dim"(%2944) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %2946 = "stablehlo.divide"(%2943, %2945) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %2947 = "stablehlo.all_reduce"(%2876) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg331: tensor<bf16>, %arg332: tensor<bf16>):
        %3286 = "stablehlo.add"(%arg331, %arg332) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3286) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %2948 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2949 = "stablehlo.broadcast_in_dim"(%2948) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %2950 = "stablehlo.divide"(%2947, %2949) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %2951 = "stablehlo.all_reduce"(%2798) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg329: tensor<bf16>, %arg330: tensor<bf16>):
        %3285 = "stablehlo.add"(%arg329, %arg330) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3285) : (tensor<bf16>) -> ()
      }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %2952 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2953 = "stablehlo.broadcast_in_dim"(%2952) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
      %2954 = "stablehlo.divide"(%2951, %2953) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %2955 = "stablehlo.all_reduce"(%2882) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg327: tensor<bf16>, %arg328: tensor<bf16>):
        %3284 = "stablehlo.add"(%arg327, %arg328) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3284) : (tensor<bf16>) -> ()
      }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %2956 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2957 = "stablehlo.broadcast_in_dim"(%2956) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
      %2958 = "stablehlo.divide"(%2955, %2957) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %2959 = "stablehlo.all_reduce"(%2871) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg325: tensor<bf16>, %arg326: tensor<bf16>):
        %3283 = "stablehlo.add"(%arg325, %arg326) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3283) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %2960 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2961 = "stablehlo.broadcast_in_dim"(%2960) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %2962 = "stablehlo.divide"(%2959, %2961) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %2963 = "stablehlo.all_reduce"(%2733) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg323: tensor<bf16>, %arg324: tensor<bf16>):
        %3282 = "stablehlo.add"(%arg323, %arg324) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3282) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %2964 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2965 = "stablehlo.broadcast_in_dim"(%2964) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %2966 = "stablehlo.divide"(%2963, %2965) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %2967 = "stablehlo.all_reduce"(%2616) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg321: tensor<bf16>, %arg322: tensor<bf16>):
        %3281 = "stablehlo.add"(%arg321, %arg322) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3281) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %2968 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2969 = "stablehlo.broadcast_in_dim"(%2968) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %2970 = "stablehlo.divide"(%2967, %2969) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %2971 = "stablehlo.all_reduce"(%2595) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg319: tensor<bf16>, %arg320: tensor<bf16>):
        %3280 = "stablehlo.add"(%arg319, %arg320) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3280) : (tensor<bf16>) -> ()
      }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %2972 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2973 = "stablehlo.broadcast_in_dim"(%2972) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
      %2974 = "stablehlo.divide"(%2971, %2973) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %2975 = "stablehlo.all_reduce"(%2605) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg317: tensor<bf16>, %arg318: tensor<bf16>):
        %3279 = "stablehlo.add"(%arg317, %arg318) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3279) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %2976 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2977 = "stablehlo.broadcast_in_dim"(%2976) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %2978 = "stablehlo.divide"(%2975, %2977) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %2979 = "stablehlo.all_reduce"(%2600) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg315: tensor<bf16>, %arg316: tensor<bf16>):
        %3278 = "stablehlo.add"(%arg315, %arg316) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3278) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %2980 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2981 = "stablehlo.broadcast_in_dim"(%2980) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %2982 = "stablehlo.divide"(%2979, %2981) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %2983 = "stablehlo.all_reduce"(%2716) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg313: tensor<bf16>, %arg314: tensor<bf16>):
        %3277 = "stablehlo.add"(%arg313, %arg314) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3277) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %2984 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2985 = "stablehlo.broadcast_in_dim"(%2984) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %2986 = "stablehlo.divide"(%2983, %2985) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %2987 = "stablehlo.all_reduce"(%2638) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg311: tensor<bf16>, %arg312: tensor<bf16>):
        %3276 = "stablehlo.add"(%arg311, %arg312) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3276) : (tensor<bf16>) -> ()
      }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %2988 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2989 = "stablehlo.broadcast_in_dim"(%2988) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
      %2990 = "stablehlo.divide"(%2987, %2989) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %2991 = "stablehlo.all_reduce"(%2722) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg309: tensor<bf16>, %arg310: tensor<bf16>):
        %3275 = "stablehlo.add"(%arg309, %arg310) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3275) : (tensor<bf16>) -> ()
      }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %2992 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2993 = "stablehlo.broadcast_in_dim"(%2992) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
      %2994 = "stablehlo.divide"(%2991, %2993) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %2995 = "stablehlo.all_reduce"(%2711) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg307: tensor<bf16>, %arg308: tensor<bf16>):
        %3274 = "stablehlo.add"(%arg307, %arg308) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3274) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %2996 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2997 = "stablehlo.broadcast_in_dim"(%2996) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %2998 = "stablehlo.divide"(%2995, %2997) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %2999 = "stablehlo.all_reduce"(%2573) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg305: tensor<bf16>, %arg306: tensor<bf16>):
        %3273 = "stablehlo.add"(%arg305, %arg306) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3273) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %3000 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3001 = "stablehlo.broadcast_in_dim"(%3000) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %3002 = "stablehlo.divide"(%2999, %3001) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %3003 = "stablehlo.all_reduce"(%2456) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg303: tensor<bf16>, %arg304: tensor<bf16>):
        %3272 = "stablehlo.add"(%arg303, %arg304) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3272) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %3004 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3005 = "stablehlo.broadcast_in_dim"(%3004) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %3006 = "stablehlo.divide"(%3003, %3005) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %3007 = "stablehlo.all_reduce"(%2435) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg301: tensor<bf16>, %arg302: tensor<bf16>):
        %3271 = "stablehlo.add"(%arg301, %arg302) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3271) : (tensor<bf16>) -> ()
      }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %3008 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3009 = "stablehlo.broadcast_in_dim"(%3008) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
      %3010 = "stablehlo.divide"(%3007, %3009) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %3011 = "stablehlo.all_reduce"(%2445) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg299: tensor<bf16>, %arg300: tensor<bf16>):
        %3270 = "stablehlo.add"(%arg299, %arg300) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3270) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3012 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3013 = "stablehlo.broadcast_in_dim"(%3012) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %3014 = "stablehlo.divide"(%3011, %3013) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3015 = "stablehlo.all_reduce"(%2440) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg297: tensor<bf16>, %arg298: tensor<bf16>):
        %3269 = "stablehlo.add"(%arg297, %arg298) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3269) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3016 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3017 = "stablehlo.broadcast_in_dim"(%3016) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %3018 = "stablehlo.divide"(%3015, %3017) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3019 = "stablehlo.all_reduce"(%2556) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg295: tensor<bf16>, %arg296: tensor<bf16>):
        %3268 = "stablehlo.add"(%arg295, %arg296) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3268) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3020 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3021 = "stablehlo.broadcast_in_dim"(%3020) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %3022 = "stablehlo.divide"(%3019, %3021) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3023 = "stablehlo.all_reduce"(%2478) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg293: tensor<bf16>, %arg294: tensor<bf16>):
        %3267 = "stablehlo.add"(%arg293, %arg294) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3267) : (tensor<bf16>) -> ()
      }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %3024 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3025 = "stablehlo.broadcast_in_dim"(%3024) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
      %3026 = "stablehlo.divide"(%3023, %3025) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %3027 = "stablehlo.all_reduce"(%2562) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg291: tensor<bf16>, %arg292: tensor<bf16>):
        %3266 = "stablehlo.add"(%arg291, %arg292) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3266) : (tensor<bf16>) -> ()
      }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %3028 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3029 = "stablehlo.broadcast_in_dim"(%3028) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
      %3030 = "stablehlo.divide"(%3027, %3029) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %3031 = "stablehlo.all_reduce"(%2551) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg289: tensor<bf16>, %arg290: tensor<bf16>):
        %3265 = "stablehlo.add"(%arg289, %arg290) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3265) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3032 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3033 = "stablehlo.broadcast_in_dim"(%3032) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %3034 = "stablehlo.divide"(%3031, %3033) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3035 = "stablehlo.all_reduce"(%2413) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg287: tensor<bf16>, %arg288: tensor<bf16>):
        %3264 = "stablehlo.add"(%arg287, %arg288) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3264) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %3036 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3037 = "stablehlo.broadcast_in_dim"(%3036) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %3038 = "stablehlo.divide"(%3035, %3037) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %3039 = "stablehlo.all_reduce"(%2296) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg285: tensor<bf16>, %arg286: tensor<bf16>):
        %3263 = "stablehlo.add"(%arg285, %arg286) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3263) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %3040 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3041 = "stablehlo.broadcast_in_dim"(%3040) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %3042 = "stablehlo.divide"(%3039, %3041) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %3043 = "stablehlo.all_reduce"(%2275) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg283: tensor<bf16>, %arg284: tensor<bf16>):
        %3262 = "stablehlo.add"(%arg283, %arg284) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3262) : (tensor<bf16>) -> ()
      }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %3044 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3045 = "stablehlo.broadcast_in_dim"(%3044) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
      %3046 = "stablehlo.divide"(%3043, %3045) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %3047 = "stablehlo.all_reduce"(%2285) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg281: tensor<bf16>, %arg282: tensor<bf16>):
        %3261 = "stablehlo.add"(%arg281, %arg282) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3261) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3048 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3049 = "stablehlo.broadcast_in_dim"(%3048) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %3050 = "stablehlo.divide"(%3047, %3049) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3051 = "stablehlo.all_reduce"(%2280) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg279: tensor<bf16>, %arg280: tensor<bf16>):
        %3260 = "stablehlo.add"(%arg279, %arg280) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3260) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3052 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3053 = "stablehlo.broadcast_in_dim"(%3052) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %3054 = "stablehlo.divide"(%3051, %3053) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3055 = "stablehlo.all_reduce"(%2396) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg277: tensor<bf16>, %arg278: tensor<bf16>):
        %3259 = "stablehlo.add"(%arg277, %arg278) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3259) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3056 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3057 = "stablehlo.broadcast_in_dim"(%3056) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %3058 = "stablehlo.divide"(%3055, %3057) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3059 = "stablehlo.all_reduce"(%2318) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg275: tensor<bf16>, %arg276: tensor<bf16>):
        %3258 = "stablehlo.add"(%arg275, %arg276) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3258) : (tensor<bf16>) -> ()
      }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %3060 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3061 = "stablehlo.broadcast_in_dim"(%3060) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
      %3062 = "stablehlo.divide"(%3059, %3061) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %3063 = "stablehlo.all_reduce"(%2402) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg273: tensor<bf16>, %arg274: tensor<bf16>):
        %3257 = "stablehlo.add"(%arg273, %arg274) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3257) : (tensor<bf16>) -> ()
      }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %3064 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3065 = "stablehlo.broadcast_in_dim"(%3064) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
      %3066 = "stablehlo.divide"(%3063, %3065) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %3067 = "stablehlo.all_reduce"(%2391) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg271: tensor<bf16>, %arg272: tensor<bf16>):
        %3256 = "stablehlo.add"(%arg271, %arg272) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3256) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3068 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3069 = "stablehlo.broadcast_in_dim"(%3068) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %3070 = "stablehlo.divide"(%3067, %3069) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3071 = "stablehlo.all_reduce"(%2253) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg269: tensor<bf16>, %arg270: tensor<bf16>):
        %3255 = "stablehlo.add"(%arg269, %arg270) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3255) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %3072 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3073 = "stablehlo.broadcast_in_dim"(%3072) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %3074 = "stablehlo.divide"(%3071, %3073) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %3075 = "stablehlo.all_reduce"(%2136) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg267: tensor<bf16>, %arg268: tensor<bf16>):
        %3254 = "stablehlo.add"(%arg267, %arg268) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3254) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %3076 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3077 = "stablehlo.broadcast_in_dim"(%3076) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %3078 = "stablehlo.divide"(%3075, %3077) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %3079 = "stablehlo.all_reduce"(%2115) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg265: tensor<bf16>, %arg266: tensor<bf16>):
        %3253 = "stablehlo.add"(%arg265, %arg266) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3253) : (tensor<bf16>) -> ()
      }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %3080 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3081 = "stablehlo.broadcast_in_dim"(%3080) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
      %3082 = "stablehlo.divide"(%3079, %3081) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %3083 = "stablehlo.all_reduce"(%2125) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg263: tensor<bf16>, %arg264: tensor<bf16>):
        %3252 = "stablehlo.add"(%arg263, %arg264) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3252) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3084 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3085 = "stablehlo.broadcast_in_dim"(%3084) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %3086 = "stablehlo.divide"(%3083, %3085) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3087 = "stablehlo.all_reduce"(%2120) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg261: tensor<bf16>, %arg262: tensor<bf16>):
        %3251 = "stablehlo.add"(%arg261, %arg262) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3251) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3088 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3089 = "stablehlo.broadcast_in_dim"(%3088) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %3090 = "stablehlo.divide"(%3087, %3089) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3091 = "stablehlo.all_reduce"(%2236) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg259: tensor<bf16>, %arg260: tensor<bf16>):
        %3250 = "stablehlo.add"(%arg259, %arg260) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3250) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3092 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3093 = "stablehlo.broadcast_in_dim"(%3092) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %3094 = "stablehlo.divide"(%3091, %3093) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3095 = "stablehlo.all_reduce"(%2158) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg257: tensor<bf16>, %arg258: tensor<bf16>):
        %3249 = "stablehlo.add"(%arg257, %arg258) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3249) : (tensor<bf16>) -> ()
      }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %3096 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3097 = "stablehlo.broadcast_in_dim"(%3096) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
      %3098 = "stablehlo.divide"(%3095, %3097) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %3099 = "stablehlo.all_reduce"(%2242) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg255: tensor<bf16>, %arg256: tensor<bf16>):
        %3248 = "stablehlo.add"(%arg255, %arg256) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3248) : (tensor<bf16>) -> ()
      }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %3100 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3101 = "stablehlo.broadcast_in_dim"(%3100) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
      %3102 = "stablehlo.divide"(%3099, %3101) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %3103 = "stablehlo.all_reduce"(%2231) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg253: tensor<bf16>, %arg254: tensor<bf16>):
        %3247 = "stablehlo.add"(%arg253, %arg254) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3247) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3104 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3105 = "stablehlo.broadcast_in_dim"(%3104) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %3106 = "stablehlo.divide"(%3103, %3105) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3107 = "stablehlo.all_reduce"(%2093) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg251: tensor<bf16>, %arg252: tensor<bf16>):
        %3246 = "stablehlo.add"(%arg251, %arg252) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3246) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %3108 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3109 = "stablehlo.broadcast_in_dim"(%3108) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %3110 = "stablehlo.divide"(%3107, %3109) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %3111 = "stablehlo.all_reduce"(%1976) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg249: tensor<bf16>, %arg250: tensor<bf16>):
        %3245 = "stablehlo.add"(%arg249, %arg250) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3245) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %3112 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3113 = "stablehlo.broadcast_in_dim"(%3112) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %3114 = "stablehlo.divide"(%3111, %3113) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %3115 = "stablehlo.all_reduce"(%1955) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg247: tensor<bf16>, %arg248: tensor<bf16>):
        %3244 = "stablehlo.add"(%arg247, %arg248) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3244) : (tensor<bf16>) -> ()
      }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %3116 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3117 = "stablehlo.broadcast_in_dim"(%3116) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
      %3118 = "stablehlo.divide"(%3115, %3117) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %3119 = "stablehlo.all_reduce"(%1965) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg245: tensor<bf16>, %arg246: tensor<bf16>):
        %3243 = "stablehlo.add"(%arg245, %arg246) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3243) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3120 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3121 = "stablehlo.broadcast_in_dim"(%3120) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %3122 = "stablehlo.divide"(%3119, %3121) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3123 = "stablehlo.all_reduce"(%1960) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg243: tensor<bf16>, %arg244: tensor<bf16>):
        %3242 = "stablehlo.add"(%arg243, %arg244) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3242) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3124 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3125 = "stablehlo.broadcast_in_dim"(%3124) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %3126 = "stablehlo.divide"(%3123, %3125) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3127 = "stablehlo.all_reduce"(%2076) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg241: tensor<bf16>, %arg242: tensor<bf16>):
        %3241 = "stablehlo.add"(%arg241, %arg242) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3241) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3128 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3129 = "stablehlo.broadcast_in_dim"(%3128) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %3130 = "stablehlo.divide"(%3127, %3129) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3131 = "stablehlo.all_reduce"(%1998) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg239: tensor<bf16>, %arg240: tensor<bf16>):
        %3240 = "stablehlo.add"(%arg239, %arg240) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3240) : (tensor<bf16>) -> ()
      }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %3132 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3133 = "stablehlo.broadcast_in_dim"(%3132) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
      %3134 = "stablehlo.divide"(%3131, %3133) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %3135 = "stablehlo.all_reduce"(%2082) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg237: tensor<bf16>, %arg238: tensor<bf16>):
        %3239 = "stablehlo.add"(%arg237, %arg238) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3239) : (tensor<bf16>) -> ()
      }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %3136 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3137 = "stablehlo.broadcast_in_dim"(%3136) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
      %3138 = "stablehlo.divide"(%3135, %3137) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %3139 = "stablehlo.all_reduce"(%2071) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg235: tensor<bf16>, %arg236: tensor<bf16>):
        %3238 = "stablehlo.add"(%arg235, %arg236) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3238) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3140 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3141 = "stablehlo.broadcast_in_dim"(%3140) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %3142 = "stablehlo.divide"(%3139, %3141) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3143 = "stablehlo.all_reduce"(%1933) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg233: tensor<bf16>, %arg234: tensor<bf16>):
        %3237 = "stablehlo.add"(%arg233, %arg234) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3237) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %3144 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3145 = "stablehlo.broadcast_in_dim"(%3144) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %3146 = "stablehlo.divide"(%3143, %3145) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %3147 = "stablehlo.all_reduce"(%1816) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg231: tensor<bf16>, %arg232: tensor<bf16>):
        %3236 = "stablehlo.add"(%arg231, %arg232) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3236) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %3148 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3149 = "stablehlo.broadcast_in_dim"(%3148) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %3150 = "stablehlo.divide"(%3147, %3149) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %3151 = "stablehlo.all_reduce"(%1795) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg229: tensor<bf16>, %arg230: tensor<bf16>):
        %3235 = "stablehlo.add"(%arg229, %arg230) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3235) : (tensor<bf16>) -> ()
      }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %3152 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3153 = "stablehlo.broadcast_in_dim"(%3152) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
      %3154 = "stablehlo.divide"(%3151, %3153) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %3155 = "stablehlo.all_reduce"(%1805) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg227: tensor<bf16>, %arg228: tensor<bf16>):
        %3234 = "stablehlo.add"(%arg227, %arg228) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3234) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3156 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3157 = "stablehlo.broadcast_in_dim"(%3156) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %3158 = "stablehlo.divide"(%3155, %3157) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3159 = "stablehlo.all_reduce"(%1800) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg225: tensor<bf16>, %arg226: tensor<bf16>):
        %3233 = "stablehlo.add"(%arg225, %arg226) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3233) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3160 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3161 = "stablehlo.broadcast_in_dim"(%3160) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %3162 = "stablehlo.divide"(%3159, %3161) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3163 = "stablehlo.all_reduce"(%1916) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg223: tensor<bf16>, %arg224: tensor<bf16>):
        %3232 = "stablehlo.add"(%arg223, %arg224) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3232) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3164 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3165 = "stablehlo.broadcast_in_dim"(%3164) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %3166 = "stablehlo.divide"(%3163, %3165) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3167 = "stablehlo.all_reduce"(%1838) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg221: tensor<bf16>, %arg222: tensor<bf16>):
        %3231 = "stablehlo.add"(%arg221, %arg222) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3231) : (tensor<bf16>) -> ()
      }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %3168 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3169 = "stablehlo.broadcast_in_dim"(%3168) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
      %3170 = "stablehlo.divide"(%3167, %3169) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %3171 = "stablehlo.all_reduce"(%1922) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg219: tensor<bf16>, %arg220: tensor<bf16>):
        %3230 = "stablehlo.add"(%arg219, %arg220) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3230) : (tensor<bf16>) -> ()
      }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %3172 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3173 = "stablehlo.broadcast_in_dim"(%3172) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
      %3174 = "stablehlo.divide"(%3171, %3173) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %3175 = "stablehlo.all_reduce"(%1911) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg217: tensor<bf16>, %arg218: tensor<bf16>):
        %3229 = "stablehlo.add"(%arg217, %arg218) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3229) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3176 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3177 = "stablehlo.broadcast_in_dim"(%3176) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %3178 = "stablehlo.divide"(%3175, %3177) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3179 = "stablehlo.all_reduce"(%1773) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg215: tensor<bf16>, %arg216: tensor<bf16>):
        %3228 = "stablehlo.add"(%arg215, %arg216) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3228) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %3180 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3181 = "stablehlo.broadcast_in_dim"(%3180) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %3182 = "stablehlo.divide"(%3179, %3181) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %3183 = "stablehlo.all_reduce"(%1656) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg213: tensor<bf16>, %arg214: tensor<bf16>):
        %3227 = "stablehlo.add"(%arg213, %arg214) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3227) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
      %3184 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3185 = "stablehlo.broadcast_in_dim"(%3184) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
      %3186 = "stablehlo.divide"(%3183, %3185) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
      %3187 = "stablehlo.all_reduce"(%1635) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg211: tensor<bf16>, %arg212: tensor<bf16>):
        %3226 = "stablehlo.add"(%arg211, %arg212) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3226) : (tensor<bf16>) -> ()
      }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %3188 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3189 = "stablehlo.broadcast_in_dim"(%3188) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
      %3190 = "stablehlo.divide"(%3187, %3189) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
      %3191 = "stablehlo.all_reduce"(%1645) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg209: tensor<bf16>, %arg210: tensor<bf16>):
        %3225 = "stablehlo.add"(%arg209, %arg210) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3225) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3192 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3193 = "stablehlo.broadcast_in_dim"(%3192) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %3194 = "stablehlo.divide"(%3191, %3193) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3195 = "stablehlo.all_reduce"(%1640) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg207: tensor<bf16>, %arg208: tensor<bf16>):
        %3224 = "stablehlo.add"(%arg207, %arg208) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3224) : (tensor<bf16>) -> ()
      }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3196 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3197 = "stablehlo.broadcast_in_dim"(%3196) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
      %3198 = "stablehlo.divide"(%3195, %3197) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
      %3199 = "stablehlo.all_reduce"(%1756) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg205: tensor<bf16>, %arg206: tensor<bf16>):
        %3223 = "stablehlo.add"(%arg205, %arg206) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3223) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3200 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3201 = "stablehlo.broadcast_in_dim"(%3200) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %3202 = "stablehlo.divide"(%3199, %3201) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3203 = "stablehlo.all_reduce"(%1678) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg203: tensor<bf16>, %arg204: tensor<bf16>):
        %3222 = "stablehlo.add"(%arg203, %arg204) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3222) : (tensor<bf16>) -> ()
      }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %3204 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3205 = "stablehlo.broadcast_in_dim"(%3204) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
      %3206 = "stablehlo.divide"(%3203, %3205) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
      %3207 = "stablehlo.all_reduce"(%1762) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg201: tensor<bf16>, %arg202: tensor<bf16>):
        %3221 = "stablehlo.add"(%arg201, %arg202) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3221) : (tensor<bf16>) -> ()
      }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %3208 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3209 = "stablehlo.broadcast_in_dim"(%3208) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
      %3210 = "stablehlo.divide"(%3207, %3209) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
      %3211 = "stablehlo.all_reduce"(%1751) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg199: tensor<bf16>, %arg200: tensor<bf16>):
        %3220 = "stablehlo.add"(%arg199, %arg200) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3220) : (tensor<bf16>) -> ()
      }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3212 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3213 = "stablehlo.broadcast_in_dim"(%3212) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
      %3214 = "stablehlo.divide"(%3211, %3213) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
      %3215 = "stablehlo.all_reduce"(%1604) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg197: tensor<bf16>, %arg198: tensor<bf16>):
        %3219 = "stablehlo.add"(%arg197, %arg198) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3219) : (tensor<bf16>) -> ()
      }) : (tensor<4096x64128xbf16>) -> tensor<4096x64128xbf16>
      %3216 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3217 = "stablehlo.broadcast_in_dim"(%3216) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x64128xbf16>
      %3218 = "stablehlo.divide"(%3215, %3217) : (tensor<4096x64128xbf16>, tensor<4096x64128xbf16>) -> tensor<4096x64128xbf16>
      "sdy.return"(%2918, %2922, %2926, %2930, %2934, %2938, %2942, %2946, %2950, %2954, %2958, %2962, %2966, %2970, %2974, %2978, %2982, %2986, %2990, %2994, %2998, %3002, %3006, %3010, %3014, %3018, %3022, %3026, %3030, %3034, %3038, %3042, %3046, %3050, %3054, %3058, %3062, %3066, %3070, %3074, %3078, %3082, %3086, %3090, %3094, %3098, %3102, %3106, %3110, %3114, %3118, %3122, %3126, %3130, %3134, %3138, %3142, %3146, %3150, %3154, %3158, %3162, %3166, %3170, %3174, %3178, %3182, %3186, %3190, %3194, %3198, %3202, %3206, %3210, %3214, %3218) : (tensor<f32>, tensor<64128x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096x64128xbf16>) -> ()
    }) : (tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>, tensor<2x2048xi32>, tensor<2x2048xi32>) -> (tensor<f32>, tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>)
    "func.return"(%104#0, %104#1, %104#2, %104#3, %104#4, %104#5, %104#6, %104#7, %104#8, %104#9, %104#10, %104#11, %104#12, %104#13, %104#14, %104#15, %104#16, %104#17, %104#18, %104#19, %104#20, %104#21, %104#22, %104#23, %104#24, %104#25, %104#26, %104#27, %104#28, %104#29, %104#30, %104#31, %104#32, %104#33, %104#34, %104#35, %104#36, %104#37, %104#38, %104#39, %104#40, %104#41, %104#42, %104#43, %104#44, %104#45, %104#46, %104#47, %104#48, %104#49, %104#50, %104#51, %104#52, %104#53, %104#54, %104#55, %104#56, %104#57, %104#58, %104#59, %104#60, %104#61, %104#62, %104#63, %104#64, %104#65, %104#66, %104#67, %104#68, %104#69, %104#70, %104#71, %104#72, %104#73, %104#74, %104#75) : (tensor<f32>, tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<2048x2048xi1>):
    %95 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2048x2048xi32>
    %96 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2048x2048xi32>
    %98 = "stablehlo.add"(%95, %97) : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi32>
    %99 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2048x2048xi32>
    %100 = "stablehlo.compare"(%98, %99) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %101 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2048x2048xi1>
    %103 = "stablehlo.select"(%100, %arg42, %102) : (tensor<2048x2048xi1>, tensor<2048x2048xi1>, tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    "func.return"(%103) : (tensor<2048x2048xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<i32>) -> tensor<1x2048xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<1x2048xi1>, %arg40: tensor<1x2048xi32>, %arg41: tensor<i32>):
    %92 = "stablehlo.convert"(%arg41) : (tensor<i32>) -> tensor<i32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %94 = "stablehlo.select"(%arg39, %arg40, %93) : (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    "func.return"(%94) : (tensor<1x2048xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<64128x4096xbf16>, tensor<1x2048xi32>) -> (tensor<1x2048x4096xbf16>, tensor<1x2048x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<64128x4096xbf16>, %arg36: tensor<1x2048xi32>):
    %68 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %70 = "stablehlo.compare"(%arg36, %69) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
    %71 = "stablehlo.constant"() <{value = dense<64128> : tensor<i32>}> : () -> tensor<i32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %73 = "stablehlo.add"(%arg36, %72) : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    %74 = "func.call"(%70, %73, %arg36) <{callee = @_where_0}> : (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi32>) -> tensor<1x2048x1xi32>
    %76 = "stablehlo.constant"() <{value = dense<64127> : tensor<1xi32>}> : () -> tensor<1xi32>
    %77 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048x1xi32>
    %79 = "stablehlo.compare"(%75, %78) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi1>
    %80 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<1x2048x1xi32>
    %82 = "stablehlo.compare"(%75, %81) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi1>
    %83 = "stablehlo.and"(%79, %82) : (tensor<1x2048x1xi1>, tensor<1x2048x1xi1>) -> tensor<1x2048x1xi1>
    %84 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %85 = "stablehlo.reduce"(%83, %84) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg37: tensor<i1>, %arg38: tensor<i1>):
      %91 = "stablehlo.and"(%arg37, %arg38) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%91) : (tensor<i1>) -> ()
    }) : (tensor<1x2048x1xi1>, tensor<i1>) -> tensor<1x2048xi1>
    %86 = "stablehlo.gather"(%arg35, %75) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4096>}> : (tensor<64128x4096xbf16>, tensor<1x2048x1xi32>) -> tensor<1x2048x4096xbf16>
    %87 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi1>) -> tensor<1x2048x4096xi1>
    %88 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x4096xbf16>
    %90 = "stablehlo.select"(%87, %86, %89) : (tensor<1x2048x4096xi1>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    "func.return"(%90, %75) : (tensor<1x2048x4096xbf16>, tensor<1x2048x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<1x2048xi1>, %arg33: tensor<1x2048xi32>, %arg34: tensor<1x2048xi32>):
    %67 = "stablehlo.select"(%arg32, %arg33, %arg34) : (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    "func.return"(%67) : (tensor<1x2048xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2048x1xi1>, tensor<1x2048x4096xbf16>, tensor<bf16>) -> (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xi1>), res_attrs = [{}, {}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<1x2048x1xi1>, %arg30: tensor<1x2048x4096xbf16>, %arg31: tensor<bf16>):
    %64 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xi1>) -> tensor<1x2048x4096xi1>
    %65 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x4096xbf16>
    %66 = "stablehlo.select"(%64, %arg30, %65) : (tensor<1x2048x4096xi1>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    "func.return"(%66, %64) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>), res_attrs = [{}, {}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<1x1x2048x2048xi1>, %arg27: tensor<1x16x2048x2048xf32>, %arg28: tensor<f32>):
    %61 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2048x2048xi1>) -> tensor<1x16x2048x2048xi1>
    %62 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %63 = "stablehlo.select"(%61, %arg27, %62) : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    "func.return"(%63, %61) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<1x2048x7168xbf16>):
    %48 = "stablehlo.negate"(%arg25) : (tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %49 = "stablehlo.exponential"(%48) : (tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %50 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x7168xbf16>
    %52 = "stablehlo.add"(%51, %49) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %53 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x7168xbf16>
    %55 = "stablehlo.divide"(%54, %52) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %56 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x7168xbf16>
    %58 = "stablehlo.subtract"(%57, %55) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %59 = "stablehlo.multiply"(%55, %58) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %60 = "stablehlo.multiply"(%arg25, %55) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    "func.return"(%60, %59, %55) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x2048x64128xf32>, tensor<1x2048x1xi32>) -> (tensor<1x2048x1xf32>, tensor<2048x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<1x2048x64128xf32>, %arg22: tensor<1x2048x1xi32>):
    %24 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048x1xi32>
    %26 = "stablehlo.compare"(%arg22, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi1>
    %27 = "stablehlo.constant"() <{value = dense<64128> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048x1xi32>
    %29 = "stablehlo.add"(%arg22, %28) : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi32>
    %30 = "stablehlo.select"(%26, %29, %arg22) : (tensor<1x2048x1xi1>, tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi32>
    %31 = "stablehlo.reshape"(%30) : (tensor<1x2048x1xi32>) -> tensor<2048x1x1xi32>
    %32 = "stablehlo.constant"() <{value = dense<64127> : tensor<1xi32>}> : () -> tensor<1xi32>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2048x1x1xi32>
    %35 = "stablehlo.compare"(%31, %34) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2048x1x1xi32>, tensor<2048x1x1xi32>) -> tensor<2048x1x1xi1>
    %36 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2048x1x1xi32>
    %38 = "stablehlo.compare"(%31, %37) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2048x1x1xi32>, tensor<2048x1x1xi32>) -> tensor<2048x1x1xi1>
    %39 = "stablehlo.and"(%35, %38) : (tensor<2048x1x1xi1>, tensor<2048x1x1xi1>) -> tensor<2048x1x1xi1>
    %40 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %41 = "stablehlo.reduce"(%39, %40) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg23: tensor<i1>, %arg24: tensor<i1>):
      %47 = "stablehlo.and"(%arg23, %arg24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%47) : (tensor<i1>) -> ()
    }) : (tensor<2048x1x1xi1>, tensor<i1>) -> tensor<2048x1xi1>
    %42 = "stablehlo.gather"(%arg21, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x2048x64128xf32>, tensor<2048x1x1xi32>) -> tensor<1x2048x1xf32>
    %43 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2048x1xi1>) -> tensor<1x2048x1xi1>
    %44 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %46 = "stablehlo.select"(%43, %42, %45) : (tensor<1x2048x1xi1>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    "func.return"(%46, %31) : (tensor<1x2048x1xf32>, tensor<2048x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2048xi1>, tensor<1x2048xf32>, tensor<f32>) -> tensor<1x2048xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<1x2048xi1>, %arg19: tensor<1x2048xf32>, %arg20: tensor<f32>):
    %21 = "stablehlo.convert"(%arg20) : (tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048xf32>
    %23 = "stablehlo.select"(%arg18, %arg19, %22) : (tensor<1x2048xi1>, tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    "func.return"(%23) : (tensor<1x2048xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x2048xi1>, tensor<1x2048xf32>) -> tensor<1x2048xf32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<1x2048xi1>, %arg17: tensor<1x2048xf32>):
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048xf32>
    %20 = "stablehlo.select"(%arg16, %arg17, %19) : (tensor<1x2048xi1>, tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    "func.return"(%20) : (tensor<1x2048xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2048x1x1xi32>, tensor<1x2048x1xf32>) -> tensor<1x2048x64128xf32>, res_attrs = [{}], sym_name = "take_along_axis_5", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2048x1x1xi32>, %arg13: tensor<1x2048x1xf32>):
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x64128xf32>
    %16 = "stablehlo.scatter"(%15, %arg12, %arg13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [2], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %17 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x64128xf32>, tensor<2048x1x1xi32>, tensor<1x2048x1xf32>) -> tensor<1x2048x64128xf32>
    "func.return"(%16) : (tensor<1x2048x64128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>, res_attrs = [{}], sym_name = "silu_6", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<1x2048x7168xbf16>, %arg9: tensor<1x2048x7168xbf16>, %arg10: tensor<1x2048x7168xbf16>, %arg11: tensor<1x2048x7168xbf16>):
    %10 = "stablehlo.multiply"(%arg10, %arg11) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %11 = "stablehlo.multiply"(%arg11, %arg9) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %12 = "stablehlo.multiply"(%10, %arg8) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %13 = "stablehlo.add"(%11, %12) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    "func.return"(%13) : (tensor<1x2048x7168xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<1x16x2048x2048xi1>, %arg7: tensor<1x16x2048x2048xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %9 = "stablehlo.select"(%arg6, %arg7, %8) : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    "func.return"(%9) : (tensor<1x16x2048x2048xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x2048x4096xi1>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<1x2048x4096xi1>, %arg5: tensor<1x2048x4096xbf16>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x4096xbf16>
    %6 = "stablehlo.select"(%arg4, %arg5, %5) : (tensor<1x2048x4096xi1>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    "func.return"(%6) : (tensor<1x2048x4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x2048x1xi32>, tensor<1x2048x4096xbf16>) -> tensor<64128x4096xbf16>, res_attrs = [{}], sym_name = "_take_9", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x2048x1xi32>, %arg1: tensor<1x2048x4096xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64128x4096xbf16>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3) : (tensor<bf16>) -> ()
    }) : (tensor<64128x4096xbf16>, tensor<1x2048x1xi32>, tensor<1x2048x4096xbf16>) -> tensor<64128x4096xbf16>
    "func.return"(%2) : (tensor<64128x4096xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
