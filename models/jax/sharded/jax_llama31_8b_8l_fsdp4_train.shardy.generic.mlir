"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["fsdp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "fsdp", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}], function_type = (tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>, tensor<4x2048xi32>, tensor<4x2048xi32>) -> (tensor<f32>, tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, {jax.result_info = "result[1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][0]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][1]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][1]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][2]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][2]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][2]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][2]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][2]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][2]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][2]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][2]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][2]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][3]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][3]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][3]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][3]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][3]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][3]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][3]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][3]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][3]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][4]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][4]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][4]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][4]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][4]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][4]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][4]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][4]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][4]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][5]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][5]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][5]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][5]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][5]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][5]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][5]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][5]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][5]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][6]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][6]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][6]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][6]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][6]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][6]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][6]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][6]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][6]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][7]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][7]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, {jax.result_info = "result[1]['layers'][7]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][7]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][7]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][7]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][7]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][7]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['layers'][7]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, {jax.result_info = "result[1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg42: tensor<128256x4096xbf16>, %arg43: tensor<4096xbf16>, %arg44: tensor<4096xbf16>, %arg45: tensor<4096xbf16>, %arg46: tensor<14336x4096xbf16>, %arg47: tensor<4096x14336xbf16>, %arg48: tensor<4096x14336xbf16>, %arg49: tensor<4096x1024xbf16>, %arg50: tensor<4096x4096xbf16>, %arg51: tensor<4096x4096xbf16>, %arg52: tensor<4096x1024xbf16>, %arg53: tensor<4096xbf16>, %arg54: tensor<4096xbf16>, %arg55: tensor<14336x4096xbf16>, %arg56: tensor<4096x14336xbf16>, %arg57: tensor<4096x14336xbf16>, %arg58: tensor<4096x1024xbf16>, %arg59: tensor<4096x4096xbf16>, %arg60: tensor<4096x4096xbf16>, %arg61: tensor<4096x1024xbf16>, %arg62: tensor<4096xbf16>, %arg63: tensor<4096xbf16>, %arg64: tensor<14336x4096xbf16>, %arg65: tensor<4096x14336xbf16>, %arg66: tensor<4096x14336xbf16>, %arg67: tensor<4096x1024xbf16>, %arg68: tensor<4096x4096xbf16>, %arg69: tensor<4096x4096xbf16>, %arg70: tensor<4096x1024xbf16>, %arg71: tensor<4096xbf16>, %arg72: tensor<4096xbf16>, %arg73: tensor<14336x4096xbf16>, %arg74: tensor<4096x14336xbf16>, %arg75: tensor<4096x14336xbf16>, %arg76: tensor<4096x1024xbf16>, %arg77: tensor<4096x4096xbf16>, %arg78: tensor<4096x4096xbf16>, %arg79: tensor<4096x1024xbf16>, %arg80: tensor<4096xbf16>, %arg81: tensor<4096xbf16>, %arg82: tensor<14336x4096xbf16>, %arg83: tensor<4096x14336xbf16>, %arg84: tensor<4096x14336xbf16>, %arg85: tensor<4096x1024xbf16>, %arg86: tensor<4096x4096xbf16>, %arg87: tensor<4096x4096xbf16>, %arg88: tensor<4096x1024xbf16>, %arg89: tensor<4096xbf16>, %arg90: tensor<4096xbf16>, %arg91: tensor<14336x4096xbf16>, %arg92: tensor<4096x14336xbf16>, %arg93: tensor<4096x14336xbf16>, %arg94: tensor<4096x1024xbf16>, %arg95: tensor<4096x4096xbf16>, %arg96: tensor<4096x4096xbf16>, %arg97: tensor<4096x1024xbf16>, %arg98: tensor<4096xbf16>, %arg99: tensor<4096xbf16>, %arg100: tensor<14336x4096xbf16>, %arg101: tensor<4096x14336xbf16>, %arg102: tensor<4096x14336xbf16>, %arg103: tensor<4096x1024xbf16>, %arg104: tensor<4096x4096xbf16>, %arg105: tensor<4096x4096xbf16>, %arg106: tensor<4096x1024xbf16>, %arg107: tensor<4096xbf16>, %arg108: tensor<4096xbf16>, %arg109: tensor<14336x4096xbf16>, %arg110: tensor<4096x14336xbf16>, %arg111: tensor<4096x14336xbf16>, %arg112: tensor<4096x1024xbf16>, %arg113: tensor<4096x4096xbf16>, %arg114: tensor<4096x4096xbf16>, %arg115: tensor<4096x1024xbf16>, %arg116: tensor<4096x128256xbf16>, %arg117: tensor<4x2048xi32>, %arg118: tensor<4x2048xi32>):
    %119:76 = "sdy.manual_computation"(%arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %arg62, %arg63, %arg64, %arg65, %arg66, %arg67, %arg68, %arg69, %arg70, %arg71, %arg72, %arg73, %arg74, %arg75, %arg76, %arg77, %arg78, %arg79, %arg80, %arg81, %arg82, %arg83, %arg84, %arg85, %arg86, %arg87, %arg88, %arg89, %arg90, %arg91, %arg92, %arg93, %arg94, %arg95, %arg96, %arg97, %arg98, %arg99, %arg100, %arg101, %arg102, %arg103, %arg104, %arg105, %arg106, %arg107, %arg108, %arg109, %arg110, %arg111, %arg112, %arg113, %arg114, %arg115, %arg116, %arg117, %arg118) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>]>, manual_axes = #sdy<manual_axes{"fsdp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>, <@mesh, [{"fsdp"}, {}]>]>}> ({
    ^bb0(%arg119: tensor<32064x4096xbf16>, %arg120: tensor<1024xbf16>, %arg121: tensor<1024xbf16>, %arg122: tensor<1024xbf16>, %arg123: tensor<3584x4096xbf16>, %arg124: tensor<1024x14336xbf16>, %arg125: tensor<1024x14336xbf16>, %arg126: tensor<1024x1024xbf16>, %arg127: tensor<1024x4096xbf16>, %arg128: tensor<1024x4096xbf16>, %arg129: tensor<1024x1024xbf16>, %arg130: tensor<1024xbf16>, %arg131: tensor<1024xbf16>, %arg132: tensor<3584x4096xbf16>, %arg133: tensor<1024x14336xbf16>, %arg134: tensor<1024x14336xbf16>, %arg135: tensor<1024x1024xbf16>, %arg136: tensor<1024x4096xbf16>, %arg137: tensor<1024x4096xbf16>, %arg138: tensor<1024x1024xbf16>, %arg139: tensor<1024xbf16>, %arg140: tensor<1024xbf16>, %arg141: tensor<3584x4096xbf16>, %arg142: tensor<1024x14336xbf16>, %arg143: tensor<1024x14336xbf16>, %arg144: tensor<1024x1024xbf16>, %arg145: tensor<1024x4096xbf16>, %arg146: tensor<1024x4096xbf16>, %arg147: tensor<1024x1024xbf16>, %arg148: tensor<1024xbf16>, %arg149: tensor<1024xbf16>, %arg150: tensor<3584x4096xbf16>, %arg151: tensor<1024x14336xbf16>, %arg152: tensor<1024x14336xbf16>, %arg153: tensor<1024x1024xbf16>, %arg154: tensor<1024x4096xbf16>, %arg155: tensor<1024x4096xbf16>, %arg156: tensor<1024x1024xbf16>, %arg157: tensor<1024xbf16>, %arg158: tensor<1024xbf16>, %arg159: tensor<3584x4096xbf16>, %arg160: tensor<1024x14336xbf16>, %arg161: tensor<1024x14336xbf16>, %arg162: tensor<1024x1024xbf16>, %arg163: tensor<1024x4096xbf16>, %arg164: tensor<1024x4096xbf16>, %arg165: tensor<1024x1024xbf16>, %arg166: tensor<1024xbf16>, %arg167: tensor<1024xbf16>, %arg168: tensor<3584x4096xbf16>, %arg169: tensor<1024x14336xbf16>, %arg170: tensor<1024x14336xbf16>, %arg171: tensor<1024x1024xbf16>, %arg172: tensor<1024x4096xbf16>, %arg173: tensor<1024x4096xbf16>, %arg174: tensor<1024x1024xbf16>, %arg175: tensor<1024xbf16>, %arg176: tensor<1024xbf16>, %arg177: tensor<3584x4096xbf16>, %arg178: tensor<1024x14336xbf16>, %arg179: tensor<1024x14336xbf16>, %arg180: tensor<1024x1024xbf16>, %arg181: tensor<1024x4096xbf16>, %arg182: tensor<1024x4096xbf16>, %arg183: tensor<1024x1024xbf16>, %arg184: tensor<1024xbf16>, %arg185: tensor<1024xbf16>, %arg186: tensor<3584x4096xbf16>, %arg187: tensor<1024x14336xbf16>, %arg188: tensor<1024x14336xbf16>, %arg189: tensor<1024x1024xbf16>, %arg190: tensor<1024x4096xbf16>, %arg191: tensor<1024x4096xbf16>, %arg192: tensor<1024x1024xbf16>, %arg193: tensor<1024x128256xbf16>, %arg194: tensor<1x2048xi32>, %arg195: tensor<1x2048xi32>):
      %120 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2048xi32>
      %121 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
      %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2048x2048xi1>
      %123 = "func.call"(%122) <{callee = @tril}> : (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
      %124 = "stablehlo.all_gather"(%arg119) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<32064x4096xbf16>) -> tensor<128256x4096xbf16>
      %125:2 = "func.call"(%124, %arg194) <{callee = @_take}> : (tensor<128256x4096xbf16>, tensor<1x2048xi32>) -> (tensor<1x2048x4096xbf16>, tensor<1x2048x1xi32>)
      %126 = "stablehlo.all_gather"(%arg121) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %127 = "stablehlo.all_gather"(%arg122) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %128 = "stablehlo.all_gather"(%arg123) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %129 = "stablehlo.all_gather"(%arg124) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %130 = "stablehlo.all_gather"(%arg125) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %131 = "stablehlo.all_gather"(%arg126) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %132 = "stablehlo.all_gather"(%arg127) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %133 = "stablehlo.all_gather"(%arg128) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %134 = "stablehlo.all_gather"(%arg129) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %135 = "stablehlo.convert"(%125#0) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %136 = "stablehlo.reduce_precision"(%135) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %137 = "stablehlo.multiply"(%136, %136) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %138 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %139 = "stablehlo.reduce"(%137, %138) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg614: tensor<f32>, %arg615: tensor<f32>):
        %3686 = "stablehlo.add"(%arg614, %arg615) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3686) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %141 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %142 = "stablehlo.reduce_precision"(%141) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %144 = "stablehlo.divide"(%140, %143) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %145 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %147 = "stablehlo.add"(%144, %146) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %148 = "stablehlo.rsqrt"(%147) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %149 = "stablehlo.reduce_precision"(%148) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %150 = "stablehlo.divide"(%149, %147) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %151 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %153 = "stablehlo.multiply"(%152, %150) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %154 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %155 = "stablehlo.multiply"(%136, %154) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %156 = "stablehlo.convert"(%155) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %157 = "stablehlo.reduce_precision"(%156) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %158 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %159 = "stablehlo.reduce_precision"(%158) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %161 = "stablehlo.multiply"(%157, %160) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %162 = "stablehlo.reduce_precision"(%161) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %163 = "stablehlo.dot_general"(%162, %133) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %164 = "stablehlo.reshape"(%163) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %165 = "stablehlo.dot_general"(%162, %131) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %166 = "stablehlo.reshape"(%165) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %167 = "stablehlo.dot_general"(%162, %134) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %168 = "stablehlo.reshape"(%167) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %169 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %170 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %172 = "stablehlo.multiply"(%171, %169) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %175 = "stablehlo.add"(%174, %172) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %176 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %178 = "stablehlo.divide"(%175, %177) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %179 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %181 = "stablehlo.power"(%180, %178) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %182 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %184 = "stablehlo.divide"(%183, %181) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %185 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %187 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %188 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %189 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %190 = "stablehlo.multiply"(%188, %189) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %191 = "stablehlo.concatenate"(%190, %190) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %192 = "stablehlo.cosine"(%191) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %194 = "stablehlo.sine"(%191) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %196 = "stablehlo.slice"(%164) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %197 = "stablehlo.slice"(%164) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %198 = "stablehlo.negate"(%197) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %199 = "stablehlo.concatenate"(%198, %196) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
      %200 = "stablehlo.convert"(%164) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %201 = "stablehlo.reduce_precision"(%193) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %203 = "stablehlo.multiply"(%200, %202) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %204 = "stablehlo.convert"(%199) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %205 = "stablehlo.reduce_precision"(%195) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %207 = "stablehlo.multiply"(%204, %206) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %208 = "stablehlo.add"(%203, %207) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %209 = "stablehlo.convert"(%208) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %210 = "stablehlo.reduce_precision"(%209) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %211 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %212 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %214 = "stablehlo.multiply"(%213, %211) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %215 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %217 = "stablehlo.add"(%216, %214) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %218 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %220 = "stablehlo.divide"(%217, %219) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %221 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %223 = "stablehlo.power"(%222, %220) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %224 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %226 = "stablehlo.divide"(%225, %223) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %227 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %229 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %230 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %231 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %232 = "stablehlo.multiply"(%230, %231) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %233 = "stablehlo.concatenate"(%232, %232) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %234 = "stablehlo.cosine"(%233) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %236 = "stablehlo.sine"(%233) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %238 = "stablehlo.slice"(%166) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %239 = "stablehlo.slice"(%166) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %240 = "stablehlo.negate"(%239) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %241 = "stablehlo.concatenate"(%240, %238) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
      %242 = "stablehlo.convert"(%166) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %243 = "stablehlo.reduce_precision"(%235) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %245 = "stablehlo.multiply"(%242, %244) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %246 = "stablehlo.convert"(%241) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %247 = "stablehlo.reduce_precision"(%237) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %249 = "stablehlo.multiply"(%246, %248) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %250 = "stablehlo.add"(%245, %249) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %251 = "stablehlo.convert"(%250) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %253 = "stablehlo.reshape"(%252) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %254 = "stablehlo.reduce_precision"(%253) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %255 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %256 = "stablehlo.reshape"(%255) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %257 = "stablehlo.reduce_precision"(%256) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %258 = "stablehlo.dot_general"(%210, %254) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %259 = "stablehlo.convert"(%258) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %260 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %261 = "stablehlo.sqrt"(%260) : (tensor<f32>) -> tensor<f32>
      %262 = "stablehlo.convert"(%261) : (tensor<f32>) -> tensor<f32>
      %263 = "stablehlo.reduce_precision"(%262) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %265 = "stablehlo.divide"(%259, %264) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %266 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %267 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %268:2 = "func.call"(%266, %265, %267) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
      %269 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %270 = "stablehlo.reduce"(%268#0, %269) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg612: tensor<f32>, %arg613: tensor<f32>):
        %3685 = "stablehlo.maximum"(%arg612, %arg613) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3685) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %271 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
      %273 = "stablehlo.maximum"(%272, %270) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
      %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %276 = "stablehlo.subtract"(%268#0, %275) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %277 = "stablehlo.exponential"(%276) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %278 = "stablehlo.reduce_precision"(%277) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %279 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %280 = "stablehlo.reduce"(%278, %279) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg610: tensor<f32>, %arg611: tensor<f32>):
        %3684 = "stablehlo.add"(%arg610, %arg611) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3684) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %282 = "stablehlo.reduce_precision"(%281) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %284 = "stablehlo.divide"(%278, %283) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %285 = "stablehlo.multiply"(%282, %282) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %286 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
      %288 = "stablehlo.divide"(%287, %285) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %289 = "stablehlo.convert"(%284) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %290 = "stablehlo.reduce_precision"(%289) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
      %291 = "stablehlo.dot_general"(%257, %290) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %292 = "stablehlo.transpose"(%291) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %293 = "stablehlo.reshape"(%292) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %294 = "stablehlo.reduce_precision"(%293) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %295 = "stablehlo.dot_general"(%294, %132) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %296 = "stablehlo.add"(%125#0, %295) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %297 = "stablehlo.convert"(%296) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %298 = "stablehlo.reduce_precision"(%297) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %299 = "stablehlo.multiply"(%298, %298) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %300 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %301 = "stablehlo.reduce"(%299, %300) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg608: tensor<f32>, %arg609: tensor<f32>):
        %3683 = "stablehlo.add"(%arg608, %arg609) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3683) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %303 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %304 = "stablehlo.reduce_precision"(%303) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %306 = "stablehlo.divide"(%302, %305) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %307 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %309 = "stablehlo.add"(%306, %308) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %310 = "stablehlo.rsqrt"(%309) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %311 = "stablehlo.reduce_precision"(%310) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %312 = "stablehlo.divide"(%311, %309) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %313 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %315 = "stablehlo.multiply"(%314, %312) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %316 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %317 = "stablehlo.multiply"(%298, %316) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %318 = "stablehlo.convert"(%317) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %319 = "stablehlo.reduce_precision"(%318) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %320 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %321 = "stablehlo.reduce_precision"(%320) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %322 = "stablehlo.broadcast_in_dim"(%321) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %323 = "stablehlo.multiply"(%319, %322) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %324 = "stablehlo.reduce_precision"(%323) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %325 = "stablehlo.dot_general"(%324, %129) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %326 = "stablehlo.reduce_precision"(%325) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %327:3 = "func.call"(%326) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
      %328 = "stablehlo.reduce_precision"(%327#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %329 = "stablehlo.dot_general"(%324, %130) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %330 = "stablehlo.reduce_precision"(%329) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %331 = "stablehlo.multiply"(%328, %330) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %332 = "stablehlo.reduce_precision"(%331) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %333 = "stablehlo.dot_general"(%332, %128) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %334 = "stablehlo.add"(%296, %333) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %335 = "stablehlo.all_gather"(%arg130) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %336 = "stablehlo.all_gather"(%arg131) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %337 = "stablehlo.all_gather"(%arg132) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %338 = "stablehlo.all_gather"(%arg133) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %339 = "stablehlo.all_gather"(%arg134) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %340 = "stablehlo.all_gather"(%arg135) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %341 = "stablehlo.all_gather"(%arg136) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %342 = "stablehlo.all_gather"(%arg137) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %343 = "stablehlo.all_gather"(%arg138) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %344 = "stablehlo.convert"(%334) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %345 = "stablehlo.reduce_precision"(%344) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %346 = "stablehlo.multiply"(%345, %345) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %347 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %348 = "stablehlo.reduce"(%346, %347) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg606: tensor<f32>, %arg607: tensor<f32>):
        %3682 = "stablehlo.add"(%arg606, %arg607) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3682) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %350 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %351 = "stablehlo.reduce_precision"(%350) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %353 = "stablehlo.divide"(%349, %352) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %354 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %356 = "stablehlo.add"(%353, %355) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %357 = "stablehlo.rsqrt"(%356) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %358 = "stablehlo.reduce_precision"(%357) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %359 = "stablehlo.divide"(%358, %356) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %360 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %362 = "stablehlo.multiply"(%361, %359) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %363 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %364 = "stablehlo.multiply"(%345, %363) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %365 = "stablehlo.convert"(%364) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %366 = "stablehlo.reduce_precision"(%365) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %367 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %368 = "stablehlo.reduce_precision"(%367) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %370 = "stablehlo.multiply"(%366, %369) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %371 = "stablehlo.reduce_precision"(%370) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %372 = "stablehlo.dot_general"(%371, %342) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %373 = "stablehlo.reshape"(%372) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %374 = "stablehlo.dot_general"(%371, %340) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %375 = "stablehlo.reshape"(%374) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %376 = "stablehlo.dot_general"(%371, %343) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %377 = "stablehlo.reshape"(%376) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %378 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %379 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %381 = "stablehlo.multiply"(%380, %378) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %382 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %384 = "stablehlo.add"(%383, %381) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %385 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %387 = "stablehlo.divide"(%384, %386) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %388 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %390 = "stablehlo.power"(%389, %387) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %391 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %393 = "stablehlo.divide"(%392, %390) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %394 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %396 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %397 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %398 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %399 = "stablehlo.multiply"(%397, %398) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %400 = "stablehlo.concatenate"(%399, %399) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %401 = "stablehlo.cosine"(%400) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %403 = "stablehlo.sine"(%400) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %405 = "stablehlo.slice"(%373) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %406 = "stablehlo.slice"(%373) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %407 = "stablehlo.negate"(%406) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %408 = "stablehlo.concatenate"(%407, %405) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
      %409 = "stablehlo.convert"(%373) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %410 = "stablehlo.reduce_precision"(%402) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %412 = "stablehlo.multiply"(%409, %411) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %413 = "stablehlo.convert"(%408) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %414 = "stablehlo.reduce_precision"(%404) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %416 = "stablehlo.multiply"(%413, %415) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %417 = "stablehlo.add"(%412, %416) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %418 = "stablehlo.convert"(%417) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %419 = "stablehlo.reduce_precision"(%418) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %420 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %421 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %423 = "stablehlo.multiply"(%422, %420) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %424 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %426 = "stablehlo.add"(%425, %423) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %427 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %428 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %429 = "stablehlo.divide"(%426, %428) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %430 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %432 = "stablehlo.power"(%431, %429) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %433 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %435 = "stablehlo.divide"(%434, %432) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %436 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %437 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %438 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %439 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %440 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %441 = "stablehlo.multiply"(%439, %440) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %442 = "stablehlo.concatenate"(%441, %441) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %443 = "stablehlo.cosine"(%442) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %445 = "stablehlo.sine"(%442) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %447 = "stablehlo.slice"(%375) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %448 = "stablehlo.slice"(%375) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %449 = "stablehlo.negate"(%448) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %450 = "stablehlo.concatenate"(%449, %447) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
      %451 = "stablehlo.convert"(%375) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %452 = "stablehlo.reduce_precision"(%444) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %454 = "stablehlo.multiply"(%451, %453) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %455 = "stablehlo.convert"(%450) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %456 = "stablehlo.reduce_precision"(%446) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %458 = "stablehlo.multiply"(%455, %457) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %459 = "stablehlo.add"(%454, %458) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %460 = "stablehlo.convert"(%459) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %462 = "stablehlo.reshape"(%461) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %463 = "stablehlo.reduce_precision"(%462) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %464 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %465 = "stablehlo.reshape"(%464) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %466 = "stablehlo.reduce_precision"(%465) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %467 = "stablehlo.dot_general"(%419, %463) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %468 = "stablehlo.convert"(%467) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %469 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %470 = "stablehlo.sqrt"(%469) : (tensor<f32>) -> tensor<f32>
      %471 = "stablehlo.convert"(%470) : (tensor<f32>) -> tensor<f32>
      %472 = "stablehlo.reduce_precision"(%471) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %474 = "stablehlo.divide"(%468, %473) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %475 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %476 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %477:2 = "func.call"(%475, %474, %476) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
      %478 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %479 = "stablehlo.reduce"(%477#0, %478) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg604: tensor<f32>, %arg605: tensor<f32>):
        %3681 = "stablehlo.maximum"(%arg604, %arg605) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3681) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %480 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %481 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
      %482 = "stablehlo.maximum"(%481, %479) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
      %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %484 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %485 = "stablehlo.subtract"(%477#0, %484) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %486 = "stablehlo.exponential"(%485) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %487 = "stablehlo.reduce_precision"(%486) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %488 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %489 = "stablehlo.reduce"(%487, %488) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg602: tensor<f32>, %arg603: tensor<f32>):
        %3680 = "stablehlo.add"(%arg602, %arg603) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3680) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %491 = "stablehlo.reduce_precision"(%490) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %492 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %493 = "stablehlo.divide"(%487, %492) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %494 = "stablehlo.multiply"(%491, %491) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %495 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %496 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
      %497 = "stablehlo.divide"(%496, %494) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %498 = "stablehlo.convert"(%493) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %499 = "stablehlo.reduce_precision"(%498) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
      %500 = "stablehlo.dot_general"(%466, %499) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %501 = "stablehlo.transpose"(%500) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %502 = "stablehlo.reshape"(%501) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %503 = "stablehlo.reduce_precision"(%502) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %504 = "stablehlo.dot_general"(%503, %341) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %505 = "stablehlo.add"(%334, %504) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %506 = "stablehlo.convert"(%505) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %507 = "stablehlo.reduce_precision"(%506) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %508 = "stablehlo.multiply"(%507, %507) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %509 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %510 = "stablehlo.reduce"(%508, %509) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg600: tensor<f32>, %arg601: tensor<f32>):
        %3679 = "stablehlo.add"(%arg600, %arg601) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3679) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %512 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %513 = "stablehlo.reduce_precision"(%512) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %515 = "stablehlo.divide"(%511, %514) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %516 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %518 = "stablehlo.add"(%515, %517) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %519 = "stablehlo.rsqrt"(%518) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %520 = "stablehlo.reduce_precision"(%519) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %521 = "stablehlo.divide"(%520, %518) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %522 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %523 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %524 = "stablehlo.multiply"(%523, %521) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %525 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %526 = "stablehlo.multiply"(%507, %525) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %527 = "stablehlo.convert"(%526) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %528 = "stablehlo.reduce_precision"(%527) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %529 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %530 = "stablehlo.reduce_precision"(%529) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %531 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %532 = "stablehlo.multiply"(%528, %531) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %533 = "stablehlo.reduce_precision"(%532) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %534 = "stablehlo.dot_general"(%533, %338) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %535 = "stablehlo.reduce_precision"(%534) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %536:3 = "func.call"(%535) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
      %537 = "stablehlo.reduce_precision"(%536#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %538 = "stablehlo.dot_general"(%533, %339) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %539 = "stablehlo.reduce_precision"(%538) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %540 = "stablehlo.multiply"(%537, %539) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %541 = "stablehlo.reduce_precision"(%540) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %542 = "stablehlo.dot_general"(%541, %337) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %543 = "stablehlo.add"(%505, %542) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %544 = "stablehlo.all_gather"(%arg139) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %545 = "stablehlo.all_gather"(%arg140) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %546 = "stablehlo.all_gather"(%arg141) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %547 = "stablehlo.all_gather"(%arg142) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %548 = "stablehlo.all_gather"(%arg143) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %549 = "stablehlo.all_gather"(%arg144) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %550 = "stablehlo.all_gather"(%arg145) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %551 = "stablehlo.all_gather"(%arg146) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %552 = "stablehlo.all_gather"(%arg147) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %553 = "stablehlo.convert"(%543) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %554 = "stablehlo.reduce_precision"(%553) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %555 = "stablehlo.multiply"(%554, %554) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %556 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %557 = "stablehlo.reduce"(%555, %556) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg598: tensor<f32>, %arg599: tensor<f32>):
        %3678 = "stablehlo.add"(%arg598, %arg599) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3678) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %558 = "stablehlo.broadcast_in_dim"(%557) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %559 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %560 = "stablehlo.reduce_precision"(%559) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %562 = "stablehlo.divide"(%558, %561) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %563 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %565 = "stablehlo.add"(%562, %564) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %566 = "stablehlo.rsqrt"(%565) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %567 = "stablehlo.reduce_precision"(%566) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %568 = "stablehlo.divide"(%567, %565) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %569 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %570 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %571 = "stablehlo.multiply"(%570, %568) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %572 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %573 = "stablehlo.multiply"(%554, %572) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %574 = "stablehlo.convert"(%573) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %575 = "stablehlo.reduce_precision"(%574) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %576 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %577 = "stablehlo.reduce_precision"(%576) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %578 = "stablehlo.broadcast_in_dim"(%577) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %579 = "stablehlo.multiply"(%575, %578) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %580 = "stablehlo.reduce_precision"(%579) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %581 = "stablehlo.dot_general"(%580, %551) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %582 = "stablehlo.reshape"(%581) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %583 = "stablehlo.dot_general"(%580, %549) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %584 = "stablehlo.reshape"(%583) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %585 = "stablehlo.dot_general"(%580, %552) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %586 = "stablehlo.reshape"(%585) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %587 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %588 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %589 = "stablehlo.broadcast_in_dim"(%588) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %590 = "stablehlo.multiply"(%589, %587) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %591 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %592 = "stablehlo.broadcast_in_dim"(%591) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %593 = "stablehlo.add"(%592, %590) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %594 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %595 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %596 = "stablehlo.divide"(%593, %595) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %597 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %598 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %599 = "stablehlo.power"(%598, %596) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %600 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %601 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %602 = "stablehlo.divide"(%601, %599) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %603 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %604 = "stablehlo.broadcast_in_dim"(%603) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %605 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %606 = "stablehlo.broadcast_in_dim"(%604) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %607 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %608 = "stablehlo.multiply"(%606, %607) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %609 = "stablehlo.concatenate"(%608, %608) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %610 = "stablehlo.cosine"(%609) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %611 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %612 = "stablehlo.sine"(%609) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %613 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %614 = "stablehlo.slice"(%582) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %615 = "stablehlo.slice"(%582) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %616 = "stablehlo.negate"(%615) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %617 = "stablehlo.concatenate"(%616, %614) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
      %618 = "stablehlo.convert"(%582) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %619 = "stablehlo.reduce_precision"(%611) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %620 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %621 = "stablehlo.multiply"(%618, %620) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %622 = "stablehlo.convert"(%617) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %623 = "stablehlo.reduce_precision"(%613) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %624 = "stablehlo.broadcast_in_dim"(%623) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %625 = "stablehlo.multiply"(%622, %624) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %626 = "stablehlo.add"(%621, %625) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %627 = "stablehlo.convert"(%626) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %628 = "stablehlo.reduce_precision"(%627) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %629 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %630 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %632 = "stablehlo.multiply"(%631, %629) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %633 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %634 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %635 = "stablehlo.add"(%634, %632) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %636 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %638 = "stablehlo.divide"(%635, %637) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %639 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %640 = "stablehlo.broadcast_in_dim"(%639) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %641 = "stablehlo.power"(%640, %638) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %642 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %643 = "stablehlo.broadcast_in_dim"(%642) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %644 = "stablehlo.divide"(%643, %641) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %645 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %646 = "stablehlo.broadcast_in_dim"(%645) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %647 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %648 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %649 = "stablehlo.broadcast_in_dim"(%647) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %650 = "stablehlo.multiply"(%648, %649) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %651 = "stablehlo.concatenate"(%650, %650) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %652 = "stablehlo.cosine"(%651) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %653 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %654 = "stablehlo.sine"(%651) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %655 = "stablehlo.broadcast_in_dim"(%654) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %656 = "stablehlo.slice"(%584) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %657 = "stablehlo.slice"(%584) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %658 = "stablehlo.negate"(%657) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %659 = "stablehlo.concatenate"(%658, %656) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
      %660 = "stablehlo.convert"(%584) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %661 = "stablehlo.reduce_precision"(%653) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %662 = "stablehlo.broadcast_in_dim"(%661) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %663 = "stablehlo.multiply"(%660, %662) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %664 = "stablehlo.convert"(%659) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %665 = "stablehlo.reduce_precision"(%655) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %666 = "stablehlo.broadcast_in_dim"(%665) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %667 = "stablehlo.multiply"(%664, %666) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %668 = "stablehlo.add"(%663, %667) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %669 = "stablehlo.convert"(%668) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %670 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %671 = "stablehlo.reshape"(%670) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %672 = "stablehlo.reduce_precision"(%671) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %673 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %674 = "stablehlo.reshape"(%673) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %675 = "stablehlo.reduce_precision"(%674) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %676 = "stablehlo.dot_general"(%628, %672) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %677 = "stablehlo.convert"(%676) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %678 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %679 = "stablehlo.sqrt"(%678) : (tensor<f32>) -> tensor<f32>
      %680 = "stablehlo.convert"(%679) : (tensor<f32>) -> tensor<f32>
      %681 = "stablehlo.reduce_precision"(%680) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %682 = "stablehlo.broadcast_in_dim"(%681) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %683 = "stablehlo.divide"(%677, %682) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %684 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %685 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %686:2 = "func.call"(%684, %683, %685) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
      %687 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %688 = "stablehlo.reduce"(%686#0, %687) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg596: tensor<f32>, %arg597: tensor<f32>):
        %3677 = "stablehlo.maximum"(%arg596, %arg597) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3677) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %689 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %690 = "stablehlo.broadcast_in_dim"(%689) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
      %691 = "stablehlo.maximum"(%690, %688) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
      %692 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %693 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %694 = "stablehlo.subtract"(%686#0, %693) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %695 = "stablehlo.exponential"(%694) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %696 = "stablehlo.reduce_precision"(%695) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %697 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %698 = "stablehlo.reduce"(%696, %697) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg594: tensor<f32>, %arg595: tensor<f32>):
        %3676 = "stablehlo.add"(%arg594, %arg595) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3676) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %699 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %700 = "stablehlo.reduce_precision"(%699) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %701 = "stablehlo.broadcast_in_dim"(%700) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %702 = "stablehlo.divide"(%696, %701) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %703 = "stablehlo.multiply"(%700, %700) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %704 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %705 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
      %706 = "stablehlo.divide"(%705, %703) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %707 = "stablehlo.convert"(%702) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %708 = "stablehlo.reduce_precision"(%707) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
      %709 = "stablehlo.dot_general"(%675, %708) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %710 = "stablehlo.transpose"(%709) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %711 = "stablehlo.reshape"(%710) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %712 = "stablehlo.reduce_precision"(%711) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %713 = "stablehlo.dot_general"(%712, %550) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %714 = "stablehlo.add"(%543, %713) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %715 = "stablehlo.convert"(%714) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %716 = "stablehlo.reduce_precision"(%715) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %717 = "stablehlo.multiply"(%716, %716) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %718 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %719 = "stablehlo.reduce"(%717, %718) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg592: tensor<f32>, %arg593: tensor<f32>):
        %3675 = "stablehlo.add"(%arg592, %arg593) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3675) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %720 = "stablehlo.broadcast_in_dim"(%719) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %721 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %722 = "stablehlo.reduce_precision"(%721) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %723 = "stablehlo.broadcast_in_dim"(%722) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %724 = "stablehlo.divide"(%720, %723) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %725 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %726 = "stablehlo.broadcast_in_dim"(%725) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %727 = "stablehlo.add"(%724, %726) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %728 = "stablehlo.rsqrt"(%727) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %729 = "stablehlo.reduce_precision"(%728) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %730 = "stablehlo.divide"(%729, %727) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %731 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %732 = "stablehlo.broadcast_in_dim"(%731) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %733 = "stablehlo.multiply"(%732, %730) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %734 = "stablehlo.broadcast_in_dim"(%729) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %735 = "stablehlo.multiply"(%716, %734) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %736 = "stablehlo.convert"(%735) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %737 = "stablehlo.reduce_precision"(%736) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %738 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %739 = "stablehlo.reduce_precision"(%738) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %740 = "stablehlo.broadcast_in_dim"(%739) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %741 = "stablehlo.multiply"(%737, %740) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %742 = "stablehlo.reduce_precision"(%741) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %743 = "stablehlo.dot_general"(%742, %547) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %744 = "stablehlo.reduce_precision"(%743) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %745:3 = "func.call"(%744) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
      %746 = "stablehlo.reduce_precision"(%745#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %747 = "stablehlo.dot_general"(%742, %548) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %748 = "stablehlo.reduce_precision"(%747) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %749 = "stablehlo.multiply"(%746, %748) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %750 = "stablehlo.reduce_precision"(%749) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %751 = "stablehlo.dot_general"(%750, %546) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %752 = "stablehlo.add"(%714, %751) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %753 = "stablehlo.all_gather"(%arg148) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %754 = "stablehlo.all_gather"(%arg149) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %755 = "stablehlo.all_gather"(%arg150) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %756 = "stablehlo.all_gather"(%arg151) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %757 = "stablehlo.all_gather"(%arg152) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %758 = "stablehlo.all_gather"(%arg153) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %759 = "stablehlo.all_gather"(%arg154) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %760 = "stablehlo.all_gather"(%arg155) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %761 = "stablehlo.all_gather"(%arg156) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %762 = "stablehlo.convert"(%752) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %763 = "stablehlo.reduce_precision"(%762) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %764 = "stablehlo.multiply"(%763, %763) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %765 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %766 = "stablehlo.reduce"(%764, %765) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg590: tensor<f32>, %arg591: tensor<f32>):
        %3674 = "stablehlo.add"(%arg590, %arg591) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3674) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %767 = "stablehlo.broadcast_in_dim"(%766) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %768 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %769 = "stablehlo.reduce_precision"(%768) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %770 = "stablehlo.broadcast_in_dim"(%769) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %771 = "stablehlo.divide"(%767, %770) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %772 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %773 = "stablehlo.broadcast_in_dim"(%772) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %774 = "stablehlo.add"(%771, %773) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %775 = "stablehlo.rsqrt"(%774) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %776 = "stablehlo.reduce_precision"(%775) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %777 = "stablehlo.divide"(%776, %774) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %778 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %779 = "stablehlo.broadcast_in_dim"(%778) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %780 = "stablehlo.multiply"(%779, %777) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %781 = "stablehlo.broadcast_in_dim"(%776) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %782 = "stablehlo.multiply"(%763, %781) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %783 = "stablehlo.convert"(%782) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %784 = "stablehlo.reduce_precision"(%783) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %785 = "stablehlo.broadcast_in_dim"(%753) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %786 = "stablehlo.reduce_precision"(%785) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %787 = "stablehlo.broadcast_in_dim"(%786) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %788 = "stablehlo.multiply"(%784, %787) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %789 = "stablehlo.reduce_precision"(%788) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %790 = "stablehlo.dot_general"(%789, %760) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %791 = "stablehlo.reshape"(%790) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %792 = "stablehlo.dot_general"(%789, %758) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %793 = "stablehlo.reshape"(%792) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %794 = "stablehlo.dot_general"(%789, %761) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %795 = "stablehlo.reshape"(%794) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %796 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %797 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %798 = "stablehlo.broadcast_in_dim"(%797) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %799 = "stablehlo.multiply"(%798, %796) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %800 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %801 = "stablehlo.broadcast_in_dim"(%800) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %802 = "stablehlo.add"(%801, %799) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %803 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %804 = "stablehlo.broadcast_in_dim"(%803) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %805 = "stablehlo.divide"(%802, %804) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %806 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %807 = "stablehlo.broadcast_in_dim"(%806) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %808 = "stablehlo.power"(%807, %805) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %809 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %810 = "stablehlo.broadcast_in_dim"(%809) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %811 = "stablehlo.divide"(%810, %808) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %812 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %813 = "stablehlo.broadcast_in_dim"(%812) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %814 = "stablehlo.broadcast_in_dim"(%811) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %815 = "stablehlo.broadcast_in_dim"(%813) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %816 = "stablehlo.broadcast_in_dim"(%814) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %817 = "stablehlo.multiply"(%815, %816) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %818 = "stablehlo.concatenate"(%817, %817) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %819 = "stablehlo.cosine"(%818) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %820 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %821 = "stablehlo.sine"(%818) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %822 = "stablehlo.broadcast_in_dim"(%821) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %823 = "stablehlo.slice"(%791) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %824 = "stablehlo.slice"(%791) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %825 = "stablehlo.negate"(%824) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %826 = "stablehlo.concatenate"(%825, %823) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
      %827 = "stablehlo.convert"(%791) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %828 = "stablehlo.reduce_precision"(%820) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %829 = "stablehlo.broadcast_in_dim"(%828) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %830 = "stablehlo.multiply"(%827, %829) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %831 = "stablehlo.convert"(%826) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %832 = "stablehlo.reduce_precision"(%822) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %833 = "stablehlo.broadcast_in_dim"(%832) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %834 = "stablehlo.multiply"(%831, %833) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %835 = "stablehlo.add"(%830, %834) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %836 = "stablehlo.convert"(%835) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %837 = "stablehlo.reduce_precision"(%836) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %838 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %839 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %840 = "stablehlo.broadcast_in_dim"(%839) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %841 = "stablehlo.multiply"(%840, %838) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %842 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %843 = "stablehlo.broadcast_in_dim"(%842) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %844 = "stablehlo.add"(%843, %841) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %845 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %846 = "stablehlo.broadcast_in_dim"(%845) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %847 = "stablehlo.divide"(%844, %846) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %848 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %849 = "stablehlo.broadcast_in_dim"(%848) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %850 = "stablehlo.power"(%849, %847) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %851 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %852 = "stablehlo.broadcast_in_dim"(%851) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %853 = "stablehlo.divide"(%852, %850) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %854 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %855 = "stablehlo.broadcast_in_dim"(%854) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %856 = "stablehlo.broadcast_in_dim"(%853) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %857 = "stablehlo.broadcast_in_dim"(%855) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %858 = "stablehlo.broadcast_in_dim"(%856) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %859 = "stablehlo.multiply"(%857, %858) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %860 = "stablehlo.concatenate"(%859, %859) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %861 = "stablehlo.cosine"(%860) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %862 = "stablehlo.broadcast_in_dim"(%861) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %863 = "stablehlo.sine"(%860) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %864 = "stablehlo.broadcast_in_dim"(%863) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %865 = "stablehlo.slice"(%793) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %866 = "stablehlo.slice"(%793) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %867 = "stablehlo.negate"(%866) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %868 = "stablehlo.concatenate"(%867, %865) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
      %869 = "stablehlo.convert"(%793) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %870 = "stablehlo.reduce_precision"(%862) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %871 = "stablehlo.broadcast_in_dim"(%870) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %872 = "stablehlo.multiply"(%869, %871) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %873 = "stablehlo.convert"(%868) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %874 = "stablehlo.reduce_precision"(%864) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %875 = "stablehlo.broadcast_in_dim"(%874) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %876 = "stablehlo.multiply"(%873, %875) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %877 = "stablehlo.add"(%872, %876) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %878 = "stablehlo.convert"(%877) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %879 = "stablehlo.broadcast_in_dim"(%878) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %880 = "stablehlo.reshape"(%879) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %881 = "stablehlo.reduce_precision"(%880) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %882 = "stablehlo.broadcast_in_dim"(%795) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %883 = "stablehlo.reshape"(%882) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %884 = "stablehlo.reduce_precision"(%883) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %885 = "stablehlo.dot_general"(%837, %881) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %886 = "stablehlo.convert"(%885) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %887 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %888 = "stablehlo.sqrt"(%887) : (tensor<f32>) -> tensor<f32>
      %889 = "stablehlo.convert"(%888) : (tensor<f32>) -> tensor<f32>
      %890 = "stablehlo.reduce_precision"(%889) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %891 = "stablehlo.broadcast_in_dim"(%890) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %892 = "stablehlo.divide"(%886, %891) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %893 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %894 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %895:2 = "func.call"(%893, %892, %894) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
      %896 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %897 = "stablehlo.reduce"(%895#0, %896) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg588: tensor<f32>, %arg589: tensor<f32>):
        %3673 = "stablehlo.maximum"(%arg588, %arg589) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3673) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %898 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %899 = "stablehlo.broadcast_in_dim"(%898) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
      %900 = "stablehlo.maximum"(%899, %897) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
      %901 = "stablehlo.broadcast_in_dim"(%900) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %902 = "stablehlo.broadcast_in_dim"(%901) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %903 = "stablehlo.subtract"(%895#0, %902) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %904 = "stablehlo.exponential"(%903) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %905 = "stablehlo.reduce_precision"(%904) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %906 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %907 = "stablehlo.reduce"(%905, %906) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg586: tensor<f32>, %arg587: tensor<f32>):
        %3672 = "stablehlo.add"(%arg586, %arg587) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3672) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %908 = "stablehlo.broadcast_in_dim"(%907) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %909 = "stablehlo.reduce_precision"(%908) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %910 = "stablehlo.broadcast_in_dim"(%909) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %911 = "stablehlo.divide"(%905, %910) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %912 = "stablehlo.multiply"(%909, %909) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %913 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %914 = "stablehlo.broadcast_in_dim"(%913) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
      %915 = "stablehlo.divide"(%914, %912) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %916 = "stablehlo.convert"(%911) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %917 = "stablehlo.reduce_precision"(%916) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
      %918 = "stablehlo.dot_general"(%884, %917) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %919 = "stablehlo.transpose"(%918) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %920 = "stablehlo.reshape"(%919) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %921 = "stablehlo.reduce_precision"(%920) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %922 = "stablehlo.dot_general"(%921, %759) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %923 = "stablehlo.add"(%752, %922) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %924 = "stablehlo.convert"(%923) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %925 = "stablehlo.reduce_precision"(%924) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %926 = "stablehlo.multiply"(%925, %925) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %927 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %928 = "stablehlo.reduce"(%926, %927) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg584: tensor<f32>, %arg585: tensor<f32>):
        %3671 = "stablehlo.add"(%arg584, %arg585) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3671) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %929 = "stablehlo.broadcast_in_dim"(%928) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %930 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %931 = "stablehlo.reduce_precision"(%930) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %932 = "stablehlo.broadcast_in_dim"(%931) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %933 = "stablehlo.divide"(%929, %932) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %934 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %935 = "stablehlo.broadcast_in_dim"(%934) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %936 = "stablehlo.add"(%933, %935) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %937 = "stablehlo.rsqrt"(%936) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %938 = "stablehlo.reduce_precision"(%937) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %939 = "stablehlo.divide"(%938, %936) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %940 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %941 = "stablehlo.broadcast_in_dim"(%940) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %942 = "stablehlo.multiply"(%941, %939) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %943 = "stablehlo.broadcast_in_dim"(%938) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %944 = "stablehlo.multiply"(%925, %943) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %945 = "stablehlo.convert"(%944) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %946 = "stablehlo.reduce_precision"(%945) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %947 = "stablehlo.broadcast_in_dim"(%754) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %948 = "stablehlo.reduce_precision"(%947) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %949 = "stablehlo.broadcast_in_dim"(%948) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %950 = "stablehlo.multiply"(%946, %949) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %951 = "stablehlo.reduce_precision"(%950) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %952 = "stablehlo.dot_general"(%951, %756) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %953 = "stablehlo.reduce_precision"(%952) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %954:3 = "func.call"(%953) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
      %955 = "stablehlo.reduce_precision"(%954#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %956 = "stablehlo.dot_general"(%951, %757) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %957 = "stablehlo.reduce_precision"(%956) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %958 = "stablehlo.multiply"(%955, %957) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %959 = "stablehlo.reduce_precision"(%958) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %960 = "stablehlo.dot_general"(%959, %755) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %961 = "stablehlo.add"(%923, %960) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %962 = "stablehlo.all_gather"(%arg157) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %963 = "stablehlo.all_gather"(%arg158) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %964 = "stablehlo.all_gather"(%arg159) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %965 = "stablehlo.all_gather"(%arg160) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %966 = "stablehlo.all_gather"(%arg161) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %967 = "stablehlo.all_gather"(%arg162) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %968 = "stablehlo.all_gather"(%arg163) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %969 = "stablehlo.all_gather"(%arg164) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %970 = "stablehlo.all_gather"(%arg165) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %971 = "stablehlo.convert"(%961) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %972 = "stablehlo.reduce_precision"(%971) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %973 = "stablehlo.multiply"(%972, %972) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %974 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %975 = "stablehlo.reduce"(%973, %974) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg582: tensor<f32>, %arg583: tensor<f32>):
        %3670 = "stablehlo.add"(%arg582, %arg583) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3670) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %976 = "stablehlo.broadcast_in_dim"(%975) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %977 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %978 = "stablehlo.reduce_precision"(%977) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %979 = "stablehlo.broadcast_in_dim"(%978) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %980 = "stablehlo.divide"(%976, %979) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %981 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %982 = "stablehlo.broadcast_in_dim"(%981) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %983 = "stablehlo.add"(%980, %982) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %984 = "stablehlo.rsqrt"(%983) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %985 = "stablehlo.reduce_precision"(%984) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %986 = "stablehlo.divide"(%985, %983) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %987 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %988 = "stablehlo.broadcast_in_dim"(%987) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %989 = "stablehlo.multiply"(%988, %986) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %990 = "stablehlo.broadcast_in_dim"(%985) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %991 = "stablehlo.multiply"(%972, %990) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %992 = "stablehlo.convert"(%991) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %993 = "stablehlo.reduce_precision"(%992) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %994 = "stablehlo.broadcast_in_dim"(%962) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %995 = "stablehlo.reduce_precision"(%994) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %996 = "stablehlo.broadcast_in_dim"(%995) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %997 = "stablehlo.multiply"(%993, %996) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %998 = "stablehlo.reduce_precision"(%997) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %999 = "stablehlo.dot_general"(%998, %969) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1000 = "stablehlo.reshape"(%999) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %1001 = "stablehlo.dot_general"(%998, %967) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %1002 = "stablehlo.reshape"(%1001) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %1003 = "stablehlo.dot_general"(%998, %970) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %1004 = "stablehlo.reshape"(%1003) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %1005 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1006 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1007 = "stablehlo.broadcast_in_dim"(%1006) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1008 = "stablehlo.multiply"(%1007, %1005) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1009 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1010 = "stablehlo.broadcast_in_dim"(%1009) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1011 = "stablehlo.add"(%1010, %1008) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1012 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1013 = "stablehlo.broadcast_in_dim"(%1012) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1014 = "stablehlo.divide"(%1011, %1013) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1015 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1016 = "stablehlo.broadcast_in_dim"(%1015) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1017 = "stablehlo.power"(%1016, %1014) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1018 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1019 = "stablehlo.broadcast_in_dim"(%1018) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1020 = "stablehlo.divide"(%1019, %1017) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1021 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1022 = "stablehlo.broadcast_in_dim"(%1021) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1023 = "stablehlo.broadcast_in_dim"(%1020) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1024 = "stablehlo.broadcast_in_dim"(%1022) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1025 = "stablehlo.broadcast_in_dim"(%1023) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1026 = "stablehlo.multiply"(%1024, %1025) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1027 = "stablehlo.concatenate"(%1026, %1026) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1028 = "stablehlo.cosine"(%1027) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1029 = "stablehlo.broadcast_in_dim"(%1028) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1030 = "stablehlo.sine"(%1027) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1031 = "stablehlo.broadcast_in_dim"(%1030) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1032 = "stablehlo.slice"(%1000) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %1033 = "stablehlo.slice"(%1000) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %1034 = "stablehlo.negate"(%1033) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %1035 = "stablehlo.concatenate"(%1034, %1032) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
      %1036 = "stablehlo.convert"(%1000) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %1037 = "stablehlo.reduce_precision"(%1029) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1038 = "stablehlo.broadcast_in_dim"(%1037) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %1039 = "stablehlo.multiply"(%1036, %1038) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1040 = "stablehlo.convert"(%1035) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %1041 = "stablehlo.reduce_precision"(%1031) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1042 = "stablehlo.broadcast_in_dim"(%1041) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %1043 = "stablehlo.multiply"(%1040, %1042) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1044 = "stablehlo.add"(%1039, %1043) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1045 = "stablehlo.convert"(%1044) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %1046 = "stablehlo.reduce_precision"(%1045) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1047 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1048 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1049 = "stablehlo.broadcast_in_dim"(%1048) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1050 = "stablehlo.multiply"(%1049, %1047) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1051 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1052 = "stablehlo.broadcast_in_dim"(%1051) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1053 = "stablehlo.add"(%1052, %1050) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1054 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1055 = "stablehlo.broadcast_in_dim"(%1054) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1056 = "stablehlo.divide"(%1053, %1055) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1057 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1058 = "stablehlo.broadcast_in_dim"(%1057) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1059 = "stablehlo.power"(%1058, %1056) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1060 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1061 = "stablehlo.broadcast_in_dim"(%1060) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1062 = "stablehlo.divide"(%1061, %1059) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1063 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1064 = "stablehlo.broadcast_in_dim"(%1063) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1065 = "stablehlo.broadcast_in_dim"(%1062) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1066 = "stablehlo.broadcast_in_dim"(%1064) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1067 = "stablehlo.broadcast_in_dim"(%1065) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1068 = "stablehlo.multiply"(%1066, %1067) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1069 = "stablehlo.concatenate"(%1068, %1068) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1070 = "stablehlo.cosine"(%1069) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1071 = "stablehlo.broadcast_in_dim"(%1070) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1072 = "stablehlo.sine"(%1069) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1073 = "stablehlo.broadcast_in_dim"(%1072) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1074 = "stablehlo.slice"(%1002) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %1075 = "stablehlo.slice"(%1002) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %1076 = "stablehlo.negate"(%1075) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %1077 = "stablehlo.concatenate"(%1076, %1074) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
      %1078 = "stablehlo.convert"(%1002) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %1079 = "stablehlo.reduce_precision"(%1071) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1080 = "stablehlo.broadcast_in_dim"(%1079) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %1081 = "stablehlo.multiply"(%1078, %1080) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1082 = "stablehlo.convert"(%1077) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %1083 = "stablehlo.reduce_precision"(%1073) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1084 = "stablehlo.broadcast_in_dim"(%1083) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %1085 = "stablehlo.multiply"(%1082, %1084) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1086 = "stablehlo.add"(%1081, %1085) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1087 = "stablehlo.convert"(%1086) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %1088 = "stablehlo.broadcast_in_dim"(%1087) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %1089 = "stablehlo.reshape"(%1088) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1090 = "stablehlo.reduce_precision"(%1089) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1091 = "stablehlo.broadcast_in_dim"(%1004) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %1092 = "stablehlo.reshape"(%1091) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1093 = "stablehlo.reduce_precision"(%1092) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1094 = "stablehlo.dot_general"(%1046, %1090) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %1095 = "stablehlo.convert"(%1094) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %1096 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1097 = "stablehlo.sqrt"(%1096) : (tensor<f32>) -> tensor<f32>
      %1098 = "stablehlo.convert"(%1097) : (tensor<f32>) -> tensor<f32>
      %1099 = "stablehlo.reduce_precision"(%1098) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %1100 = "stablehlo.broadcast_in_dim"(%1099) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %1101 = "stablehlo.divide"(%1095, %1100) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1102 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %1103 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %1104:2 = "func.call"(%1102, %1101, %1103) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
      %1105 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1106 = "stablehlo.reduce"(%1104#0, %1105) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg580: tensor<f32>, %arg581: tensor<f32>):
        %3669 = "stablehlo.maximum"(%arg580, %arg581) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3669) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %1107 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1108 = "stablehlo.broadcast_in_dim"(%1107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
      %1109 = "stablehlo.maximum"(%1108, %1106) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
      %1110 = "stablehlo.broadcast_in_dim"(%1109) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %1111 = "stablehlo.broadcast_in_dim"(%1110) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %1112 = "stablehlo.subtract"(%1104#0, %1111) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1113 = "stablehlo.exponential"(%1112) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1114 = "stablehlo.reduce_precision"(%1113) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1115 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1116 = "stablehlo.reduce"(%1114, %1115) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg578: tensor<f32>, %arg579: tensor<f32>):
        %3668 = "stablehlo.add"(%arg578, %arg579) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3668) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %1117 = "stablehlo.broadcast_in_dim"(%1116) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %1118 = "stablehlo.reduce_precision"(%1117) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %1119 = "stablehlo.broadcast_in_dim"(%1118) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %1120 = "stablehlo.divide"(%1114, %1119) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1121 = "stablehlo.multiply"(%1118, %1118) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %1122 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1123 = "stablehlo.broadcast_in_dim"(%1122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
      %1124 = "stablehlo.divide"(%1123, %1121) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %1125 = "stablehlo.convert"(%1120) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %1126 = "stablehlo.reduce_precision"(%1125) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
      %1127 = "stablehlo.dot_general"(%1093, %1126) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %1128 = "stablehlo.transpose"(%1127) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %1129 = "stablehlo.reshape"(%1128) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %1130 = "stablehlo.reduce_precision"(%1129) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1131 = "stablehlo.dot_general"(%1130, %968) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1132 = "stablehlo.add"(%961, %1131) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1133 = "stablehlo.convert"(%1132) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1134 = "stablehlo.reduce_precision"(%1133) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1135 = "stablehlo.multiply"(%1134, %1134) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1136 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1137 = "stablehlo.reduce"(%1135, %1136) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg576: tensor<f32>, %arg577: tensor<f32>):
        %3667 = "stablehlo.add"(%arg576, %arg577) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3667) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1138 = "stablehlo.broadcast_in_dim"(%1137) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1139 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1140 = "stablehlo.reduce_precision"(%1139) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %1141 = "stablehlo.broadcast_in_dim"(%1140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1142 = "stablehlo.divide"(%1138, %1141) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1143 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1144 = "stablehlo.broadcast_in_dim"(%1143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1145 = "stablehlo.add"(%1142, %1144) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1146 = "stablehlo.rsqrt"(%1145) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1147 = "stablehlo.reduce_precision"(%1146) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1148 = "stablehlo.divide"(%1147, %1145) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1149 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1150 = "stablehlo.broadcast_in_dim"(%1149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1151 = "stablehlo.multiply"(%1150, %1148) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1152 = "stablehlo.broadcast_in_dim"(%1147) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1153 = "stablehlo.multiply"(%1134, %1152) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1154 = "stablehlo.convert"(%1153) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1155 = "stablehlo.reduce_precision"(%1154) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1156 = "stablehlo.broadcast_in_dim"(%963) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1157 = "stablehlo.reduce_precision"(%1156) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1158 = "stablehlo.broadcast_in_dim"(%1157) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1159 = "stablehlo.multiply"(%1155, %1158) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1160 = "stablehlo.reduce_precision"(%1159) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1161 = "stablehlo.dot_general"(%1160, %965) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1162 = "stablehlo.reduce_precision"(%1161) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1163:3 = "func.call"(%1162) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
      %1164 = "stablehlo.reduce_precision"(%1163#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1165 = "stablehlo.dot_general"(%1160, %966) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1166 = "stablehlo.reduce_precision"(%1165) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1167 = "stablehlo.multiply"(%1164, %1166) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1168 = "stablehlo.reduce_precision"(%1167) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1169 = "stablehlo.dot_general"(%1168, %964) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1170 = "stablehlo.add"(%1132, %1169) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1171 = "stablehlo.all_gather"(%arg166) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %1172 = "stablehlo.all_gather"(%arg167) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %1173 = "stablehlo.all_gather"(%arg168) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %1174 = "stablehlo.all_gather"(%arg169) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %1175 = "stablehlo.all_gather"(%arg170) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %1176 = "stablehlo.all_gather"(%arg171) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %1177 = "stablehlo.all_gather"(%arg172) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %1178 = "stablehlo.all_gather"(%arg173) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %1179 = "stablehlo.all_gather"(%arg174) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %1180 = "stablehlo.convert"(%1170) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1181 = "stablehlo.reduce_precision"(%1180) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1182 = "stablehlo.multiply"(%1181, %1181) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1183 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1184 = "stablehlo.reduce"(%1182, %1183) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg574: tensor<f32>, %arg575: tensor<f32>):
        %3666 = "stablehlo.add"(%arg574, %arg575) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3666) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1185 = "stablehlo.broadcast_in_dim"(%1184) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1186 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1187 = "stablehlo.reduce_precision"(%1186) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %1188 = "stablehlo.broadcast_in_dim"(%1187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1189 = "stablehlo.divide"(%1185, %1188) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1190 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1191 = "stablehlo.broadcast_in_dim"(%1190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1192 = "stablehlo.add"(%1189, %1191) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1193 = "stablehlo.rsqrt"(%1192) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1194 = "stablehlo.reduce_precision"(%1193) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1195 = "stablehlo.divide"(%1194, %1192) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1196 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1197 = "stablehlo.broadcast_in_dim"(%1196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1198 = "stablehlo.multiply"(%1197, %1195) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1199 = "stablehlo.broadcast_in_dim"(%1194) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1200 = "stablehlo.multiply"(%1181, %1199) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1201 = "stablehlo.convert"(%1200) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1202 = "stablehlo.reduce_precision"(%1201) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1203 = "stablehlo.broadcast_in_dim"(%1171) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1204 = "stablehlo.reduce_precision"(%1203) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1205 = "stablehlo.broadcast_in_dim"(%1204) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1206 = "stablehlo.multiply"(%1202, %1205) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1207 = "stablehlo.reduce_precision"(%1206) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1208 = "stablehlo.dot_general"(%1207, %1178) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1209 = "stablehlo.reshape"(%1208) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %1210 = "stablehlo.dot_general"(%1207, %1176) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %1211 = "stablehlo.reshape"(%1210) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %1212 = "stablehlo.dot_general"(%1207, %1179) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %1213 = "stablehlo.reshape"(%1212) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %1214 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1215 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1216 = "stablehlo.broadcast_in_dim"(%1215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1217 = "stablehlo.multiply"(%1216, %1214) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1218 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1219 = "stablehlo.broadcast_in_dim"(%1218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1220 = "stablehlo.add"(%1219, %1217) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1221 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1222 = "stablehlo.broadcast_in_dim"(%1221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1223 = "stablehlo.divide"(%1220, %1222) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1224 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1225 = "stablehlo.broadcast_in_dim"(%1224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1226 = "stablehlo.power"(%1225, %1223) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1227 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1228 = "stablehlo.broadcast_in_dim"(%1227) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1229 = "stablehlo.divide"(%1228, %1226) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1230 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1231 = "stablehlo.broadcast_in_dim"(%1230) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1232 = "stablehlo.broadcast_in_dim"(%1229) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1233 = "stablehlo.broadcast_in_dim"(%1231) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1234 = "stablehlo.broadcast_in_dim"(%1232) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1235 = "stablehlo.multiply"(%1233, %1234) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1236 = "stablehlo.concatenate"(%1235, %1235) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1237 = "stablehlo.cosine"(%1236) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1238 = "stablehlo.broadcast_in_dim"(%1237) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1239 = "stablehlo.sine"(%1236) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1240 = "stablehlo.broadcast_in_dim"(%1239) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1241 = "stablehlo.slice"(%1209) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %1242 = "stablehlo.slice"(%1209) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %1243 = "stablehlo.negate"(%1242) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %1244 = "stablehlo.concatenate"(%1243, %1241) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
      %1245 = "stablehlo.convert"(%1209) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %1246 = "stablehlo.reduce_precision"(%1238) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1247 = "stablehlo.broadcast_in_dim"(%1246) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %1248 = "stablehlo.multiply"(%1245, %1247) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1249 = "stablehlo.convert"(%1244) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %1250 = "stablehlo.reduce_precision"(%1240) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1251 = "stablehlo.broadcast_in_dim"(%1250) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %1252 = "stablehlo.multiply"(%1249, %1251) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1253 = "stablehlo.add"(%1248, %1252) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1254 = "stablehlo.convert"(%1253) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %1255 = "stablehlo.reduce_precision"(%1254) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1256 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1257 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1258 = "stablehlo.broadcast_in_dim"(%1257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1259 = "stablehlo.multiply"(%1258, %1256) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1260 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1261 = "stablehlo.broadcast_in_dim"(%1260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1262 = "stablehlo.add"(%1261, %1259) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1263 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1264 = "stablehlo.broadcast_in_dim"(%1263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1265 = "stablehlo.divide"(%1262, %1264) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1266 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1267 = "stablehlo.broadcast_in_dim"(%1266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1268 = "stablehlo.power"(%1267, %1265) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1269 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1270 = "stablehlo.broadcast_in_dim"(%1269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1271 = "stablehlo.divide"(%1270, %1268) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1272 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1273 = "stablehlo.broadcast_in_dim"(%1272) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1274 = "stablehlo.broadcast_in_dim"(%1271) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1275 = "stablehlo.broadcast_in_dim"(%1273) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1276 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1277 = "stablehlo.multiply"(%1275, %1276) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1278 = "stablehlo.concatenate"(%1277, %1277) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1279 = "stablehlo.cosine"(%1278) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1280 = "stablehlo.broadcast_in_dim"(%1279) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1281 = "stablehlo.sine"(%1278) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1282 = "stablehlo.broadcast_in_dim"(%1281) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1283 = "stablehlo.slice"(%1211) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %1284 = "stablehlo.slice"(%1211) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %1285 = "stablehlo.negate"(%1284) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %1286 = "stablehlo.concatenate"(%1285, %1283) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
      %1287 = "stablehlo.convert"(%1211) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %1288 = "stablehlo.reduce_precision"(%1280) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1289 = "stablehlo.broadcast_in_dim"(%1288) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %1290 = "stablehlo.multiply"(%1287, %1289) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1291 = "stablehlo.convert"(%1286) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %1292 = "stablehlo.reduce_precision"(%1282) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1293 = "stablehlo.broadcast_in_dim"(%1292) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %1294 = "stablehlo.multiply"(%1291, %1293) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1295 = "stablehlo.add"(%1290, %1294) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1296 = "stablehlo.convert"(%1295) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %1297 = "stablehlo.broadcast_in_dim"(%1296) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %1298 = "stablehlo.reshape"(%1297) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1299 = "stablehlo.reduce_precision"(%1298) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1300 = "stablehlo.broadcast_in_dim"(%1213) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %1301 = "stablehlo.reshape"(%1300) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1302 = "stablehlo.reduce_precision"(%1301) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1303 = "stablehlo.dot_general"(%1255, %1299) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %1304 = "stablehlo.convert"(%1303) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %1305 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1306 = "stablehlo.sqrt"(%1305) : (tensor<f32>) -> tensor<f32>
      %1307 = "stablehlo.convert"(%1306) : (tensor<f32>) -> tensor<f32>
      %1308 = "stablehlo.reduce_precision"(%1307) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %1309 = "stablehlo.broadcast_in_dim"(%1308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %1310 = "stablehlo.divide"(%1304, %1309) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1311 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %1312 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %1313:2 = "func.call"(%1311, %1310, %1312) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
      %1314 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1315 = "stablehlo.reduce"(%1313#0, %1314) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg572: tensor<f32>, %arg573: tensor<f32>):
        %3665 = "stablehlo.maximum"(%arg572, %arg573) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3665) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %1316 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1317 = "stablehlo.broadcast_in_dim"(%1316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
      %1318 = "stablehlo.maximum"(%1317, %1315) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
      %1319 = "stablehlo.broadcast_in_dim"(%1318) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %1320 = "stablehlo.broadcast_in_dim"(%1319) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %1321 = "stablehlo.subtract"(%1313#0, %1320) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1322 = "stablehlo.exponential"(%1321) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1323 = "stablehlo.reduce_precision"(%1322) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1324 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1325 = "stablehlo.reduce"(%1323, %1324) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg570: tensor<f32>, %arg571: tensor<f32>):
        %3664 = "stablehlo.add"(%arg570, %arg571) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3664) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %1326 = "stablehlo.broadcast_in_dim"(%1325) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %1327 = "stablehlo.reduce_precision"(%1326) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %1328 = "stablehlo.broadcast_in_dim"(%1327) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %1329 = "stablehlo.divide"(%1323, %1328) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1330 = "stablehlo.multiply"(%1327, %1327) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %1331 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1332 = "stablehlo.broadcast_in_dim"(%1331) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
      %1333 = "stablehlo.divide"(%1332, %1330) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %1334 = "stablehlo.convert"(%1329) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %1335 = "stablehlo.reduce_precision"(%1334) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
      %1336 = "stablehlo.dot_general"(%1302, %1335) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %1337 = "stablehlo.transpose"(%1336) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %1338 = "stablehlo.reshape"(%1337) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %1339 = "stablehlo.reduce_precision"(%1338) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1340 = "stablehlo.dot_general"(%1339, %1177) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1341 = "stablehlo.add"(%1170, %1340) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1342 = "stablehlo.convert"(%1341) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1343 = "stablehlo.reduce_precision"(%1342) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1344 = "stablehlo.multiply"(%1343, %1343) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1345 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1346 = "stablehlo.reduce"(%1344, %1345) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg568: tensor<f32>, %arg569: tensor<f32>):
        %3663 = "stablehlo.add"(%arg568, %arg569) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3663) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1347 = "stablehlo.broadcast_in_dim"(%1346) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1348 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1349 = "stablehlo.reduce_precision"(%1348) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %1350 = "stablehlo.broadcast_in_dim"(%1349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1351 = "stablehlo.divide"(%1347, %1350) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1352 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1353 = "stablehlo.broadcast_in_dim"(%1352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1354 = "stablehlo.add"(%1351, %1353) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1355 = "stablehlo.rsqrt"(%1354) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1356 = "stablehlo.reduce_precision"(%1355) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1357 = "stablehlo.divide"(%1356, %1354) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1358 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1359 = "stablehlo.broadcast_in_dim"(%1358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1360 = "stablehlo.multiply"(%1359, %1357) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1361 = "stablehlo.broadcast_in_dim"(%1356) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1362 = "stablehlo.multiply"(%1343, %1361) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1363 = "stablehlo.convert"(%1362) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1364 = "stablehlo.reduce_precision"(%1363) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1365 = "stablehlo.broadcast_in_dim"(%1172) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1366 = "stablehlo.reduce_precision"(%1365) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1367 = "stablehlo.broadcast_in_dim"(%1366) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1368 = "stablehlo.multiply"(%1364, %1367) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1369 = "stablehlo.reduce_precision"(%1368) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1370 = "stablehlo.dot_general"(%1369, %1174) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1371 = "stablehlo.reduce_precision"(%1370) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1372:3 = "func.call"(%1371) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
      %1373 = "stablehlo.reduce_precision"(%1372#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1374 = "stablehlo.dot_general"(%1369, %1175) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1375 = "stablehlo.reduce_precision"(%1374) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1376 = "stablehlo.multiply"(%1373, %1375) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1377 = "stablehlo.reduce_precision"(%1376) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1378 = "stablehlo.dot_general"(%1377, %1173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1379 = "stablehlo.add"(%1341, %1378) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1380 = "stablehlo.all_gather"(%arg175) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %1381 = "stablehlo.all_gather"(%arg176) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %1382 = "stablehlo.all_gather"(%arg177) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %1383 = "stablehlo.all_gather"(%arg178) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %1384 = "stablehlo.all_gather"(%arg179) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %1385 = "stablehlo.all_gather"(%arg180) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %1386 = "stablehlo.all_gather"(%arg181) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %1387 = "stablehlo.all_gather"(%arg182) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %1388 = "stablehlo.all_gather"(%arg183) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %1389 = "stablehlo.convert"(%1379) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1390 = "stablehlo.reduce_precision"(%1389) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1391 = "stablehlo.multiply"(%1390, %1390) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1392 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1393 = "stablehlo.reduce"(%1391, %1392) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg566: tensor<f32>, %arg567: tensor<f32>):
        %3662 = "stablehlo.add"(%arg566, %arg567) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3662) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1394 = "stablehlo.broadcast_in_dim"(%1393) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1395 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1396 = "stablehlo.reduce_precision"(%1395) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %1397 = "stablehlo.broadcast_in_dim"(%1396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1398 = "stablehlo.divide"(%1394, %1397) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1399 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1400 = "stablehlo.broadcast_in_dim"(%1399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1401 = "stablehlo.add"(%1398, %1400) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1402 = "stablehlo.rsqrt"(%1401) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1403 = "stablehlo.reduce_precision"(%1402) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1404 = "stablehlo.divide"(%1403, %1401) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1405 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1406 = "stablehlo.broadcast_in_dim"(%1405) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1407 = "stablehlo.multiply"(%1406, %1404) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1408 = "stablehlo.broadcast_in_dim"(%1403) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1409 = "stablehlo.multiply"(%1390, %1408) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1410 = "stablehlo.convert"(%1409) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1411 = "stablehlo.reduce_precision"(%1410) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1412 = "stablehlo.broadcast_in_dim"(%1380) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1413 = "stablehlo.reduce_precision"(%1412) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1414 = "stablehlo.broadcast_in_dim"(%1413) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1415 = "stablehlo.multiply"(%1411, %1414) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1416 = "stablehlo.reduce_precision"(%1415) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1417 = "stablehlo.dot_general"(%1416, %1387) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1418 = "stablehlo.reshape"(%1417) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %1419 = "stablehlo.dot_general"(%1416, %1385) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %1420 = "stablehlo.reshape"(%1419) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %1421 = "stablehlo.dot_general"(%1416, %1388) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %1422 = "stablehlo.reshape"(%1421) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %1423 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1424 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1425 = "stablehlo.broadcast_in_dim"(%1424) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1426 = "stablehlo.multiply"(%1425, %1423) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1427 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1428 = "stablehlo.broadcast_in_dim"(%1427) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1429 = "stablehlo.add"(%1428, %1426) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1430 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1431 = "stablehlo.broadcast_in_dim"(%1430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1432 = "stablehlo.divide"(%1429, %1431) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1433 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1434 = "stablehlo.broadcast_in_dim"(%1433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1435 = "stablehlo.power"(%1434, %1432) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1436 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1437 = "stablehlo.broadcast_in_dim"(%1436) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1438 = "stablehlo.divide"(%1437, %1435) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1439 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1440 = "stablehlo.broadcast_in_dim"(%1439) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1441 = "stablehlo.broadcast_in_dim"(%1438) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1442 = "stablehlo.broadcast_in_dim"(%1440) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1443 = "stablehlo.broadcast_in_dim"(%1441) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1444 = "stablehlo.multiply"(%1442, %1443) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1445 = "stablehlo.concatenate"(%1444, %1444) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1446 = "stablehlo.cosine"(%1445) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1447 = "stablehlo.broadcast_in_dim"(%1446) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1448 = "stablehlo.sine"(%1445) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1449 = "stablehlo.broadcast_in_dim"(%1448) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1450 = "stablehlo.slice"(%1418) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %1451 = "stablehlo.slice"(%1418) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %1452 = "stablehlo.negate"(%1451) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %1453 = "stablehlo.concatenate"(%1452, %1450) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
      %1454 = "stablehlo.convert"(%1418) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %1455 = "stablehlo.reduce_precision"(%1447) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1456 = "stablehlo.broadcast_in_dim"(%1455) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %1457 = "stablehlo.multiply"(%1454, %1456) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1458 = "stablehlo.convert"(%1453) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %1459 = "stablehlo.reduce_precision"(%1449) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1460 = "stablehlo.broadcast_in_dim"(%1459) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %1461 = "stablehlo.multiply"(%1458, %1460) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1462 = "stablehlo.add"(%1457, %1461) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1463 = "stablehlo.convert"(%1462) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %1464 = "stablehlo.reduce_precision"(%1463) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1465 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1466 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1467 = "stablehlo.broadcast_in_dim"(%1466) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1468 = "stablehlo.multiply"(%1467, %1465) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1469 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1470 = "stablehlo.broadcast_in_dim"(%1469) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1471 = "stablehlo.add"(%1470, %1468) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1472 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1473 = "stablehlo.broadcast_in_dim"(%1472) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1474 = "stablehlo.divide"(%1471, %1473) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1475 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1476 = "stablehlo.broadcast_in_dim"(%1475) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1477 = "stablehlo.power"(%1476, %1474) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1478 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1479 = "stablehlo.broadcast_in_dim"(%1478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1480 = "stablehlo.divide"(%1479, %1477) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1481 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1482 = "stablehlo.broadcast_in_dim"(%1481) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1483 = "stablehlo.broadcast_in_dim"(%1480) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1484 = "stablehlo.broadcast_in_dim"(%1482) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1485 = "stablehlo.broadcast_in_dim"(%1483) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1486 = "stablehlo.multiply"(%1484, %1485) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1487 = "stablehlo.concatenate"(%1486, %1486) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1488 = "stablehlo.cosine"(%1487) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1489 = "stablehlo.broadcast_in_dim"(%1488) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1490 = "stablehlo.sine"(%1487) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1491 = "stablehlo.broadcast_in_dim"(%1490) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1492 = "stablehlo.slice"(%1420) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %1493 = "stablehlo.slice"(%1420) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %1494 = "stablehlo.negate"(%1493) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %1495 = "stablehlo.concatenate"(%1494, %1492) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
      %1496 = "stablehlo.convert"(%1420) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %1497 = "stablehlo.reduce_precision"(%1489) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1498 = "stablehlo.broadcast_in_dim"(%1497) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %1499 = "stablehlo.multiply"(%1496, %1498) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1500 = "stablehlo.convert"(%1495) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %1501 = "stablehlo.reduce_precision"(%1491) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1502 = "stablehlo.broadcast_in_dim"(%1501) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %1503 = "stablehlo.multiply"(%1500, %1502) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1504 = "stablehlo.add"(%1499, %1503) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1505 = "stablehlo.convert"(%1504) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %1506 = "stablehlo.broadcast_in_dim"(%1505) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %1507 = "stablehlo.reshape"(%1506) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1508 = "stablehlo.reduce_precision"(%1507) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1509 = "stablehlo.broadcast_in_dim"(%1422) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %1510 = "stablehlo.reshape"(%1509) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1511 = "stablehlo.reduce_precision"(%1510) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1512 = "stablehlo.dot_general"(%1464, %1508) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %1513 = "stablehlo.convert"(%1512) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %1514 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1515 = "stablehlo.sqrt"(%1514) : (tensor<f32>) -> tensor<f32>
      %1516 = "stablehlo.convert"(%1515) : (tensor<f32>) -> tensor<f32>
      %1517 = "stablehlo.reduce_precision"(%1516) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %1518 = "stablehlo.broadcast_in_dim"(%1517) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %1519 = "stablehlo.divide"(%1513, %1518) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1520 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %1521 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %1522:2 = "func.call"(%1520, %1519, %1521) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
      %1523 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1524 = "stablehlo.reduce"(%1522#0, %1523) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg564: tensor<f32>, %arg565: tensor<f32>):
        %3661 = "stablehlo.maximum"(%arg564, %arg565) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3661) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %1525 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1526 = "stablehlo.broadcast_in_dim"(%1525) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
      %1527 = "stablehlo.maximum"(%1526, %1524) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
      %1528 = "stablehlo.broadcast_in_dim"(%1527) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %1529 = "stablehlo.broadcast_in_dim"(%1528) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %1530 = "stablehlo.subtract"(%1522#0, %1529) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1531 = "stablehlo.exponential"(%1530) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1532 = "stablehlo.reduce_precision"(%1531) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1533 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1534 = "stablehlo.reduce"(%1532, %1533) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg562: tensor<f32>, %arg563: tensor<f32>):
        %3660 = "stablehlo.add"(%arg562, %arg563) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3660) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %1535 = "stablehlo.broadcast_in_dim"(%1534) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %1536 = "stablehlo.reduce_precision"(%1535) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %1537 = "stablehlo.broadcast_in_dim"(%1536) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %1538 = "stablehlo.divide"(%1532, %1537) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1539 = "stablehlo.multiply"(%1536, %1536) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %1540 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1541 = "stablehlo.broadcast_in_dim"(%1540) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
      %1542 = "stablehlo.divide"(%1541, %1539) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %1543 = "stablehlo.convert"(%1538) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %1544 = "stablehlo.reduce_precision"(%1543) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
      %1545 = "stablehlo.dot_general"(%1511, %1544) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %1546 = "stablehlo.transpose"(%1545) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %1547 = "stablehlo.reshape"(%1546) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %1548 = "stablehlo.reduce_precision"(%1547) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1549 = "stablehlo.dot_general"(%1548, %1386) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1550 = "stablehlo.add"(%1379, %1549) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1551 = "stablehlo.convert"(%1550) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1552 = "stablehlo.reduce_precision"(%1551) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1553 = "stablehlo.multiply"(%1552, %1552) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1554 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1555 = "stablehlo.reduce"(%1553, %1554) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg560: tensor<f32>, %arg561: tensor<f32>):
        %3659 = "stablehlo.add"(%arg560, %arg561) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3659) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1556 = "stablehlo.broadcast_in_dim"(%1555) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1557 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1558 = "stablehlo.reduce_precision"(%1557) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %1559 = "stablehlo.broadcast_in_dim"(%1558) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1560 = "stablehlo.divide"(%1556, %1559) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1561 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1562 = "stablehlo.broadcast_in_dim"(%1561) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1563 = "stablehlo.add"(%1560, %1562) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1564 = "stablehlo.rsqrt"(%1563) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1565 = "stablehlo.reduce_precision"(%1564) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1566 = "stablehlo.divide"(%1565, %1563) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1567 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1568 = "stablehlo.broadcast_in_dim"(%1567) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1569 = "stablehlo.multiply"(%1568, %1566) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1570 = "stablehlo.broadcast_in_dim"(%1565) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1571 = "stablehlo.multiply"(%1552, %1570) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1572 = "stablehlo.convert"(%1571) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1573 = "stablehlo.reduce_precision"(%1572) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1574 = "stablehlo.broadcast_in_dim"(%1381) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1575 = "stablehlo.reduce_precision"(%1574) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1576 = "stablehlo.broadcast_in_dim"(%1575) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1577 = "stablehlo.multiply"(%1573, %1576) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1578 = "stablehlo.reduce_precision"(%1577) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1579 = "stablehlo.dot_general"(%1578, %1383) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1580 = "stablehlo.reduce_precision"(%1579) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1581:3 = "func.call"(%1580) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
      %1582 = "stablehlo.reduce_precision"(%1581#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1583 = "stablehlo.dot_general"(%1578, %1384) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1584 = "stablehlo.reduce_precision"(%1583) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1585 = "stablehlo.multiply"(%1582, %1584) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1586 = "stablehlo.reduce_precision"(%1585) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1587 = "stablehlo.dot_general"(%1586, %1382) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1588 = "stablehlo.add"(%1550, %1587) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1589 = "stablehlo.all_gather"(%arg184) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %1590 = "stablehlo.all_gather"(%arg185) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %1591 = "stablehlo.all_gather"(%arg186) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %1592 = "stablehlo.all_gather"(%arg187) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %1593 = "stablehlo.all_gather"(%arg188) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %1594 = "stablehlo.all_gather"(%arg189) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %1595 = "stablehlo.all_gather"(%arg190) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %1596 = "stablehlo.all_gather"(%arg191) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %1597 = "stablehlo.all_gather"(%arg192) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %1598 = "stablehlo.convert"(%1588) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1599 = "stablehlo.reduce_precision"(%1598) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1600 = "stablehlo.multiply"(%1599, %1599) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1601 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1602 = "stablehlo.reduce"(%1600, %1601) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg558: tensor<f32>, %arg559: tensor<f32>):
        %3658 = "stablehlo.add"(%arg558, %arg559) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3658) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1603 = "stablehlo.broadcast_in_dim"(%1602) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1604 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1605 = "stablehlo.reduce_precision"(%1604) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %1606 = "stablehlo.broadcast_in_dim"(%1605) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1607 = "stablehlo.divide"(%1603, %1606) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1608 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1609 = "stablehlo.broadcast_in_dim"(%1608) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1610 = "stablehlo.add"(%1607, %1609) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1611 = "stablehlo.rsqrt"(%1610) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1612 = "stablehlo.reduce_precision"(%1611) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1613 = "stablehlo.divide"(%1612, %1610) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1614 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1615 = "stablehlo.broadcast_in_dim"(%1614) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1616 = "stablehlo.multiply"(%1615, %1613) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1617 = "stablehlo.broadcast_in_dim"(%1612) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1618 = "stablehlo.multiply"(%1599, %1617) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1619 = "stablehlo.convert"(%1618) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1620 = "stablehlo.reduce_precision"(%1619) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1621 = "stablehlo.broadcast_in_dim"(%1589) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1622 = "stablehlo.reduce_precision"(%1621) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1623 = "stablehlo.broadcast_in_dim"(%1622) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1624 = "stablehlo.multiply"(%1620, %1623) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1625 = "stablehlo.reduce_precision"(%1624) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1626 = "stablehlo.dot_general"(%1625, %1596) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1627 = "stablehlo.reshape"(%1626) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %1628 = "stablehlo.dot_general"(%1625, %1594) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %1629 = "stablehlo.reshape"(%1628) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %1630 = "stablehlo.dot_general"(%1625, %1597) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
      %1631 = "stablehlo.reshape"(%1630) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
      %1632 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1633 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1634 = "stablehlo.broadcast_in_dim"(%1633) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1635 = "stablehlo.multiply"(%1634, %1632) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1636 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1637 = "stablehlo.broadcast_in_dim"(%1636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1638 = "stablehlo.add"(%1637, %1635) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1639 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1640 = "stablehlo.broadcast_in_dim"(%1639) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1641 = "stablehlo.divide"(%1638, %1640) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1642 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1643 = "stablehlo.broadcast_in_dim"(%1642) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1644 = "stablehlo.power"(%1643, %1641) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1645 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1646 = "stablehlo.broadcast_in_dim"(%1645) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1647 = "stablehlo.divide"(%1646, %1644) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1648 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1649 = "stablehlo.broadcast_in_dim"(%1648) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1650 = "stablehlo.broadcast_in_dim"(%1647) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1651 = "stablehlo.broadcast_in_dim"(%1649) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1652 = "stablehlo.broadcast_in_dim"(%1650) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1653 = "stablehlo.multiply"(%1651, %1652) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1654 = "stablehlo.concatenate"(%1653, %1653) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1655 = "stablehlo.cosine"(%1654) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1656 = "stablehlo.broadcast_in_dim"(%1655) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1657 = "stablehlo.sine"(%1654) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1658 = "stablehlo.broadcast_in_dim"(%1657) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1659 = "stablehlo.slice"(%1627) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %1660 = "stablehlo.slice"(%1627) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %1661 = "stablehlo.negate"(%1660) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %1662 = "stablehlo.concatenate"(%1661, %1659) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
      %1663 = "stablehlo.convert"(%1627) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %1664 = "stablehlo.reduce_precision"(%1656) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1665 = "stablehlo.broadcast_in_dim"(%1664) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %1666 = "stablehlo.multiply"(%1663, %1665) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1667 = "stablehlo.convert"(%1662) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %1668 = "stablehlo.reduce_precision"(%1658) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1669 = "stablehlo.broadcast_in_dim"(%1668) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %1670 = "stablehlo.multiply"(%1667, %1669) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1671 = "stablehlo.add"(%1666, %1670) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1672 = "stablehlo.convert"(%1671) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %1673 = "stablehlo.reduce_precision"(%1672) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1674 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
      %1675 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1676 = "stablehlo.broadcast_in_dim"(%1675) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1677 = "stablehlo.multiply"(%1676, %1674) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1678 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1679 = "stablehlo.broadcast_in_dim"(%1678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1680 = "stablehlo.add"(%1679, %1677) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1681 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1682 = "stablehlo.broadcast_in_dim"(%1681) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1683 = "stablehlo.divide"(%1680, %1682) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1684 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
      %1685 = "stablehlo.broadcast_in_dim"(%1684) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1686 = "stablehlo.power"(%1685, %1683) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1687 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1688 = "stablehlo.broadcast_in_dim"(%1687) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
      %1689 = "stablehlo.divide"(%1688, %1686) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
      %1690 = "stablehlo.convert"(%120) : (tensor<2048xi32>) -> tensor<2048xf32>
      %1691 = "stablehlo.broadcast_in_dim"(%1690) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %1692 = "stablehlo.broadcast_in_dim"(%1689) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
      %1693 = "stablehlo.broadcast_in_dim"(%1691) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
      %1694 = "stablehlo.broadcast_in_dim"(%1692) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
      %1695 = "stablehlo.multiply"(%1693, %1694) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
      %1696 = "stablehlo.concatenate"(%1695, %1695) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
      %1697 = "stablehlo.cosine"(%1696) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1698 = "stablehlo.broadcast_in_dim"(%1697) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1699 = "stablehlo.sine"(%1696) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
      %1700 = "stablehlo.broadcast_in_dim"(%1699) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
      %1701 = "stablehlo.slice"(%1629) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %1702 = "stablehlo.slice"(%1629) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %1703 = "stablehlo.negate"(%1702) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %1704 = "stablehlo.concatenate"(%1703, %1701) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
      %1705 = "stablehlo.convert"(%1629) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %1706 = "stablehlo.reduce_precision"(%1698) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1707 = "stablehlo.broadcast_in_dim"(%1706) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %1708 = "stablehlo.multiply"(%1705, %1707) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1709 = "stablehlo.convert"(%1704) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %1710 = "stablehlo.reduce_precision"(%1700) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
      %1711 = "stablehlo.broadcast_in_dim"(%1710) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %1712 = "stablehlo.multiply"(%1709, %1711) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1713 = "stablehlo.add"(%1708, %1712) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1714 = "stablehlo.convert"(%1713) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %1715 = "stablehlo.broadcast_in_dim"(%1714) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %1716 = "stablehlo.reshape"(%1715) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1717 = "stablehlo.reduce_precision"(%1716) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1718 = "stablehlo.broadcast_in_dim"(%1631) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %1719 = "stablehlo.reshape"(%1718) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1720 = "stablehlo.reduce_precision"(%1719) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1721 = "stablehlo.dot_general"(%1673, %1717) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %1722 = "stablehlo.convert"(%1721) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %1723 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
      %1724 = "stablehlo.sqrt"(%1723) : (tensor<f32>) -> tensor<f32>
      %1725 = "stablehlo.convert"(%1724) : (tensor<f32>) -> tensor<f32>
      %1726 = "stablehlo.reduce_precision"(%1725) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %1727 = "stablehlo.broadcast_in_dim"(%1726) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %1728 = "stablehlo.divide"(%1722, %1727) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1729 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
      %1730 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %1731:2 = "func.call"(%1729, %1728, %1730) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
      %1732 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1733 = "stablehlo.reduce"(%1731#0, %1732) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg556: tensor<f32>, %arg557: tensor<f32>):
        %3657 = "stablehlo.maximum"(%arg556, %arg557) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3657) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %1734 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %1735 = "stablehlo.broadcast_in_dim"(%1734) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
      %1736 = "stablehlo.maximum"(%1735, %1733) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
      %1737 = "stablehlo.broadcast_in_dim"(%1736) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %1738 = "stablehlo.broadcast_in_dim"(%1737) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %1739 = "stablehlo.subtract"(%1731#0, %1738) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1740 = "stablehlo.exponential"(%1739) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1741 = "stablehlo.reduce_precision"(%1740) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1742 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1743 = "stablehlo.reduce"(%1741, %1742) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg554: tensor<f32>, %arg555: tensor<f32>):
        %3656 = "stablehlo.add"(%arg554, %arg555) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3656) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %1744 = "stablehlo.broadcast_in_dim"(%1743) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %1745 = "stablehlo.reduce_precision"(%1744) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %1746 = "stablehlo.broadcast_in_dim"(%1745) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %1747 = "stablehlo.divide"(%1741, %1746) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1748 = "stablehlo.multiply"(%1745, %1745) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %1749 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1750 = "stablehlo.broadcast_in_dim"(%1749) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
      %1751 = "stablehlo.divide"(%1750, %1748) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %1752 = "stablehlo.convert"(%1747) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %1753 = "stablehlo.reduce_precision"(%1752) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
      %1754 = "stablehlo.dot_general"(%1720, %1753) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %1755 = "stablehlo.transpose"(%1754) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %1756 = "stablehlo.reshape"(%1755) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %1757 = "stablehlo.reduce_precision"(%1756) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1758 = "stablehlo.dot_general"(%1757, %1595) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1759 = "stablehlo.add"(%1588, %1758) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1760 = "stablehlo.convert"(%1759) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1761 = "stablehlo.reduce_precision"(%1760) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1762 = "stablehlo.multiply"(%1761, %1761) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1763 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1764 = "stablehlo.reduce"(%1762, %1763) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg552: tensor<f32>, %arg553: tensor<f32>):
        %3655 = "stablehlo.add"(%arg552, %arg553) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3655) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1765 = "stablehlo.broadcast_in_dim"(%1764) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1766 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1767 = "stablehlo.reduce_precision"(%1766) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
      %1768 = "stablehlo.broadcast_in_dim"(%1767) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1769 = "stablehlo.divide"(%1765, %1768) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1770 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1771 = "stablehlo.broadcast_in_dim"(%1770) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1772 = "stablehlo.add"(%1769, %1771) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1773 = "stablehlo.rsqrt"(%1772) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1774 = "stablehlo.reduce_precision"(%1773) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1775 = "stablehlo.divide"(%1774, %1772) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1776 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1777 = "stablehlo.broadcast_in_dim"(%1776) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1778 = "stablehlo.multiply"(%1777, %1775) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1779 = "stablehlo.broadcast_in_dim"(%1774) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1780 = "stablehlo.multiply"(%1761, %1779) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1781 = "stablehlo.convert"(%1780) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1782 = "stablehlo.reduce_precision"(%1781) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1783 = "stablehlo.broadcast_in_dim"(%1590) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1784 = "stablehlo.reduce_precision"(%1783) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1785 = "stablehlo.broadcast_in_dim"(%1784) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1786 = "stablehlo.multiply"(%1782, %1785) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1787 = "stablehlo.reduce_precision"(%1786) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1788 = "stablehlo.dot_general"(%1787, %1592) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1789 = "stablehlo.reduce_precision"(%1788) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1790:3 = "func.call"(%1789) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
      %1791 = "stablehlo.reduce_precision"(%1790#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1792 = "stablehlo.dot_general"(%1787, %1593) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1793 = "stablehlo.reduce_precision"(%1792) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1794 = "stablehlo.multiply"(%1791, %1793) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1795 = "stablehlo.reduce_precision"(%1794) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1796 = "stablehlo.dot_general"(%1795, %1591) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1797 = "stablehlo.add"(%1759, %1796) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1798 = "stablehlo.all_gather"(%arg120) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
      %1799 = "stablehlo.convert"(%1797) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1800 = "stablehlo.multiply"(%1799, %1799) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1801 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1802 = "stablehlo.reduce"(%1800, %1801) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg550: tensor<f32>, %arg551: tensor<f32>):
        %3654 = "stablehlo.add"(%arg550, %arg551) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3654) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1803 = "stablehlo.broadcast_in_dim"(%1802) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1804 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1805 = "stablehlo.broadcast_in_dim"(%1804) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1806 = "stablehlo.divide"(%1803, %1805) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1807 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
      %1808 = "stablehlo.broadcast_in_dim"(%1807) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1809 = "stablehlo.add"(%1806, %1808) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1810 = "stablehlo.rsqrt"(%1809) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1811 = "stablehlo.divide"(%1810, %1809) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1812 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1813 = "stablehlo.broadcast_in_dim"(%1812) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1814 = "stablehlo.multiply"(%1813, %1811) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1815 = "stablehlo.broadcast_in_dim"(%1810) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1816 = "stablehlo.multiply"(%1799, %1815) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1817 = "stablehlo.convert"(%1816) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1818 = "stablehlo.broadcast_in_dim"(%1798) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
      %1819 = "stablehlo.broadcast_in_dim"(%1818) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1820 = "stablehlo.multiply"(%1817, %1819) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1821 = "stablehlo.all_gather"(%arg193) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x128256xbf16>) -> tensor<4096x128256xbf16>
      %1822 = "stablehlo.dot_general"(%1820, %1821) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x128256xbf16>) -> tensor<1x2048x128256xbf16>
      %1823 = "stablehlo.convert"(%1822) : (tensor<1x2048x128256xbf16>) -> tensor<1x2048x128256xf32>
      %1824:3 = "func.call"(%1823) <{callee = @log_softmax}> : (tensor<1x2048x128256xf32>) -> (tensor<1x2048x128256xf32>, tensor<1x2048x128256xf32>, tensor<1x2048x1xf32>)
      %1825 = "stablehlo.broadcast_in_dim"(%arg195) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi32>) -> tensor<1x2048x1xi32>
      %1826:2 = "func.call"(%1824#0, %1825) <{callee = @take_along_axis}> : (tensor<1x2048x128256xf32>, tensor<1x2048x1xi32>) -> (tensor<1x2048x1xf32>, tensor<2048x1x1xi32>)
      %1827 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1828 = "stablehlo.reduce"(%1826#0, %1827) <{dimensions = array<i64: 0, 1, 2>}> ({
      ^bb0(%arg548: tensor<f32>, %arg549: tensor<f32>):
        %3653 = "stablehlo.add"(%arg548, %arg549) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3653) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<f32>
      %1829 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
      %1830 = "stablehlo.divide"(%1828, %1829) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %1831 = "stablehlo.negate"(%1830) : (tensor<f32>) -> tensor<f32>
      %1832 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1833 = "stablehlo.negate"(%1832) : (tensor<f32>) -> tensor<f32>
      %1834 = "stablehlo.divide"(%1833, %1829) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %1835 = "stablehlo.broadcast_in_dim"(%1834) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1836 = "func.call"(%1826#1, %1835) <{callee = @take_along_axis_1}> : (tensor<2048x1x1xi32>, tensor<1x2048x1xf32>) -> tensor<1x2048x128256xf32>
      %1837 = "func.call"(%1824#1, %1824#2, %1836) <{callee = @log_softmax_2}> : (tensor<1x2048x128256xf32>, tensor<1x2048x1xf32>, tensor<1x2048x128256xf32>) -> tensor<1x2048x128256xf32>
      %1838 = "stablehlo.convert"(%1837) : (tensor<1x2048x128256xf32>) -> tensor<1x2048x128256xbf16>
      %1839 = "stablehlo.dot_general"(%1838, %1820) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x128256xbf16>, tensor<1x2048x4096xbf16>) -> tensor<128256x4096xbf16>
      %1840 = "stablehlo.transpose"(%1839) <{permutation = array<i64: 1, 0>}> : (tensor<128256x4096xbf16>) -> tensor<4096x128256xbf16>
      %1841 = "stablehlo.dot_general"(%1838, %1821) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x128256xbf16>, tensor<4096x128256xbf16>) -> tensor<1x2048x4096xbf16>
      %1842 = "stablehlo.reduce_scatter"(%1840) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg546: tensor<bf16>, %arg547: tensor<bf16>):
        %3652 = "stablehlo.add"(%arg546, %arg547) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3652) : (tensor<bf16>) -> ()
      }) : (tensor<4096x128256xbf16>) -> tensor<1024x128256xbf16>
      %1843 = "stablehlo.multiply"(%1817, %1841) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1844 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1845 = "stablehlo.reduce"(%1843, %1844) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg544: tensor<bf16>, %arg545: tensor<bf16>):
        %3651 = "stablehlo.add"(%arg544, %arg545) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3651) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %1846 = "stablehlo.reshape"(%1845) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1847 = "stablehlo.broadcast_in_dim"(%1818) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1848 = "stablehlo.multiply"(%1841, %1847) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1849 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1850 = "stablehlo.reduce"(%1846, %1849) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg542: tensor<bf16>, %arg543: tensor<bf16>):
        %3650 = "stablehlo.add"(%arg542, %arg543) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3650) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %1851 = "stablehlo.convert"(%1848) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1852 = "stablehlo.multiply"(%1799, %1851) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1853 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1854 = "stablehlo.reduce"(%1852, %1853) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg540: tensor<f32>, %arg541: tensor<f32>):
        %3649 = "stablehlo.add"(%arg540, %arg541) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3649) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1855 = "stablehlo.reshape"(%1854) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1856 = "stablehlo.broadcast_in_dim"(%1810) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1857 = "stablehlo.multiply"(%1851, %1856) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1858 = "stablehlo.multiply"(%1855, %1814) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1859 = "stablehlo.broadcast_in_dim"(%1804) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1860 = "stablehlo.divide"(%1858, %1859) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1861 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1862 = "stablehlo.reduce"(%1860, %1861) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg538: tensor<f32>, %arg539: tensor<f32>):
        %3648 = "stablehlo.add"(%arg538, %arg539) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3648) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %1863 = "stablehlo.broadcast_in_dim"(%1862) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %1864 = "stablehlo.broadcast_in_dim"(%1863) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %1865 = "stablehlo.multiply"(%1799, %1864) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1866 = "stablehlo.add"(%1857, %1865) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1867 = "stablehlo.multiply"(%1864, %1799) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1868 = "stablehlo.add"(%1866, %1867) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1869 = "stablehlo.convert"(%1868) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1870 = "stablehlo.reduce_scatter"(%1850) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg536: tensor<bf16>, %arg537: tensor<bf16>):
        %3647 = "stablehlo.add"(%arg536, %arg537) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3647) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %1871:42 = "stablehlo.optimization_barrier"(%1599, %1605, %1616, %1612, %1622, %1620, %1625, %1664, %1668, %1706, %1710, %1717, %1673, %1726, %1731#1, %1741, %1745, %1751, %1753, %1720, %1757, %1761, %1767, %1778, %1774, %1784, %1782, %1787, %1789, %1790#1, %1790#2, %1793, %1791, %1795, %arg186, %arg187, %arg188, %arg189, %arg190, %arg191, %arg192, %1869) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
      %1872 = "stablehlo.all_gather"(%1871#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %1873 = "stablehlo.all_gather"(%1871#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %1874 = "stablehlo.all_gather"(%1871#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %1875 = "stablehlo.all_gather"(%1871#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %1876 = "stablehlo.all_gather"(%1871#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %1877 = "stablehlo.all_gather"(%1871#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %1878 = "stablehlo.all_gather"(%1871#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %1879 = "stablehlo.dot_general"(%1871#41, %1871#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
      %1880 = "stablehlo.transpose"(%1879) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
      %1881 = "stablehlo.dot_general"(%1871#41, %1872) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
      %1882 = "stablehlo.multiply"(%1871#32, %1881) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1883 = "stablehlo.multiply"(%1881, %1871#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1884 = "stablehlo.dot_general"(%1882, %1871#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %1885 = "stablehlo.transpose"(%1884) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %1886 = "stablehlo.dot_general"(%1882, %1874) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %1887 = "func.call"(%1871#30, %1871#28, %1871#29, %1883) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %1888 = "stablehlo.dot_general"(%1887, %1871#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %1889 = "stablehlo.transpose"(%1888) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %1890 = "stablehlo.dot_general"(%1887, %1873) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %1891 = "stablehlo.add"(%1886, %1890) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1892 = "stablehlo.multiply"(%1871#26, %1891) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1893 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1894 = "stablehlo.reduce"(%1892, %1893) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg534: tensor<bf16>, %arg535: tensor<bf16>):
        %3646 = "stablehlo.add"(%arg534, %arg535) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3646) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %1895 = "stablehlo.reshape"(%1894) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %1896 = "stablehlo.broadcast_in_dim"(%1871#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1897 = "stablehlo.multiply"(%1891, %1896) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1898 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1899 = "stablehlo.reduce"(%1895, %1898) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg532: tensor<bf16>, %arg533: tensor<bf16>):
        %3645 = "stablehlo.add"(%arg532, %arg533) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3645) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %1900 = "stablehlo.convert"(%1897) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %1901 = "stablehlo.multiply"(%1871#21, %1900) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1902 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1903 = "stablehlo.reduce"(%1901, %1902) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg530: tensor<f32>, %arg531: tensor<f32>):
        %3644 = "stablehlo.add"(%arg530, %arg531) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3644) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %1904 = "stablehlo.reshape"(%1903) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %1905 = "stablehlo.broadcast_in_dim"(%1871#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %1906 = "stablehlo.multiply"(%1900, %1905) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1907 = "stablehlo.multiply"(%1904, %1871#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1908 = "stablehlo.broadcast_in_dim"(%1871#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %1909 = "stablehlo.divide"(%1907, %1908) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %1910 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1911 = "stablehlo.reduce"(%1909, %1910) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg528: tensor<f32>, %arg529: tensor<f32>):
        %3643 = "stablehlo.add"(%arg528, %arg529) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3643) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %1912 = "stablehlo.broadcast_in_dim"(%1911) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %1913 = "stablehlo.broadcast_in_dim"(%1912) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %1914 = "stablehlo.multiply"(%1871#21, %1913) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1915 = "stablehlo.add"(%1906, %1914) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1916 = "stablehlo.multiply"(%1913, %1871#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1917 = "stablehlo.add"(%1915, %1916) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %1918 = "stablehlo.convert"(%1917) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %1919 = "stablehlo.add"(%1871#41, %1918) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1920 = "stablehlo.dot_general"(%1919, %1871#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %1921 = "stablehlo.transpose"(%1920) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %1922 = "stablehlo.dot_general"(%1919, %1876) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %1923 = "stablehlo.reshape"(%1922) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %1924 = "stablehlo.transpose"(%1923) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
      %1925 = "stablehlo.dot_general"(%1924, %1871#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %1926 = "stablehlo.dot_general"(%1924, %1871#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %1927 = "stablehlo.transpose"(%1926) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %1928 = "stablehlo.convert"(%1925) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %1929 = "stablehlo.broadcast_in_dim"(%1871#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %1930 = "stablehlo.multiply"(%1928, %1929) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1931 = "stablehlo.multiply"(%1930, %1871#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1932 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1933 = "stablehlo.reduce"(%1931, %1932) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg526: tensor<f32>, %arg527: tensor<f32>):
        %3642 = "stablehlo.add"(%arg526, %arg527) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3642) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %1934 = "stablehlo.reshape"(%1933) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %1935 = "stablehlo.negate"(%1934) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %1936 = "stablehlo.broadcast_in_dim"(%1871#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %1937 = "stablehlo.divide"(%1928, %1936) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1938 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1939 = "stablehlo.reduce"(%1935, %1938) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg524: tensor<f32>, %arg525: tensor<f32>):
        %3641 = "stablehlo.add"(%arg524, %arg525) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3641) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
      %1940 = "stablehlo.broadcast_in_dim"(%1939) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
      %1941 = "stablehlo.broadcast_in_dim"(%1940) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1942 = "stablehlo.add"(%1937, %1941) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1943 = "stablehlo.multiply"(%1942, %1871#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1944 = "func.call"(%1871#14, %1943) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1945 = "stablehlo.broadcast_in_dim"(%1871#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %1946 = "stablehlo.divide"(%1944, %1945) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %1947 = "stablehlo.convert"(%1946) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %1948 = "stablehlo.dot_general"(%1947, %1871#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %1949 = "stablehlo.transpose"(%1948) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1950 = "stablehlo.dot_general"(%1947, %1871#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %1951 = "stablehlo.transpose"(%1950) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1952 = "stablehlo.reshape"(%1927) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %1953 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1954 = "stablehlo.reduce"(%1952, %1953) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg522: tensor<bf16>, %arg523: tensor<bf16>):
        %3640 = "stablehlo.add"(%arg522, %arg523) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3640) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %1955 = "stablehlo.broadcast_in_dim"(%1954) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %1956 = "stablehlo.reshape"(%1949) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %1957 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1958 = "stablehlo.reduce"(%1956, %1957) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg520: tensor<bf16>, %arg521: tensor<bf16>):
        %3639 = "stablehlo.add"(%arg520, %arg521) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3639) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %1959 = "stablehlo.broadcast_in_dim"(%1958) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %1960 = "stablehlo.convert"(%1959) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %1961 = "stablehlo.broadcast_in_dim"(%1871#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %1962 = "stablehlo.multiply"(%1960, %1961) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1963 = "stablehlo.convert"(%1962) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %1964 = "stablehlo.broadcast_in_dim"(%1871#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %1965 = "stablehlo.multiply"(%1960, %1964) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %1966 = "stablehlo.convert"(%1965) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %1967 = "stablehlo.slice"(%1963) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %1968 = "stablehlo.slice"(%1963) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %1969 = "stablehlo.negate"(%1967) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %1970 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1971 = "stablehlo.pad"(%1969, %1970) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %1972 = "stablehlo.add"(%1966, %1971) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %1973 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1974 = "stablehlo.pad"(%1968, %1973) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %1975 = "stablehlo.add"(%1972, %1974) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %1976 = "stablehlo.convert"(%1951) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %1977 = "stablehlo.broadcast_in_dim"(%1871#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %1978 = "stablehlo.multiply"(%1976, %1977) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1979 = "stablehlo.convert"(%1978) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %1980 = "stablehlo.broadcast_in_dim"(%1871#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %1981 = "stablehlo.multiply"(%1976, %1980) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %1982 = "stablehlo.convert"(%1981) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %1983 = "stablehlo.slice"(%1979) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %1984 = "stablehlo.slice"(%1979) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %1985 = "stablehlo.negate"(%1983) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %1986 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1987 = "stablehlo.pad"(%1985, %1986) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %1988 = "stablehlo.add"(%1982, %1987) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1989 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %1990 = "stablehlo.pad"(%1984, %1989) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %1991 = "stablehlo.add"(%1988, %1990) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %1992 = "stablehlo.reshape"(%1955) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %1993 = "stablehlo.dot_general"(%1992, %1871#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %1994 = "stablehlo.transpose"(%1993) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %1995 = "stablehlo.dot_general"(%1992, %1878) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %1996 = "stablehlo.reshape"(%1975) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %1997 = "stablehlo.dot_general"(%1996, %1871#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %1998 = "stablehlo.transpose"(%1997) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %1999 = "stablehlo.dot_general"(%1996, %1875) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %2000 = "stablehlo.add"(%1995, %1999) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2001 = "stablehlo.reshape"(%1991) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %2002 = "stablehlo.dot_general"(%2001, %1871#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %2003 = "stablehlo.transpose"(%2002) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %2004 = "stablehlo.dot_general"(%2001, %1877) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2005 = "stablehlo.add"(%2000, %2004) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2006 = "stablehlo.multiply"(%1871#5, %2005) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2007 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2008 = "stablehlo.reduce"(%2006, %2007) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg518: tensor<bf16>, %arg519: tensor<bf16>):
        %3638 = "stablehlo.add"(%arg518, %arg519) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3638) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2009 = "stablehlo.reshape"(%2008) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2010 = "stablehlo.broadcast_in_dim"(%1871#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2011 = "stablehlo.multiply"(%2005, %2010) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2012 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2013 = "stablehlo.reduce"(%2009, %2012) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg516: tensor<bf16>, %arg517: tensor<bf16>):
        %3637 = "stablehlo.add"(%arg516, %arg517) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3637) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2014 = "stablehlo.convert"(%2011) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2015 = "stablehlo.multiply"(%1871#0, %2014) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2016 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2017 = "stablehlo.reduce"(%2015, %2016) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg514: tensor<f32>, %arg515: tensor<f32>):
        %3636 = "stablehlo.add"(%arg514, %arg515) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3636) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2018 = "stablehlo.reshape"(%2017) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2019 = "stablehlo.broadcast_in_dim"(%1871#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2020 = "stablehlo.multiply"(%2014, %2019) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2021 = "stablehlo.multiply"(%2018, %1871#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2022 = "stablehlo.broadcast_in_dim"(%1871#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2023 = "stablehlo.divide"(%2021, %2022) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2024 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2025 = "stablehlo.reduce"(%2023, %2024) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg512: tensor<f32>, %arg513: tensor<f32>):
        %3635 = "stablehlo.add"(%arg512, %arg513) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3635) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2026 = "stablehlo.broadcast_in_dim"(%2025) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2027 = "stablehlo.broadcast_in_dim"(%2026) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2028 = "stablehlo.multiply"(%1871#0, %2027) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2029 = "stablehlo.add"(%2020, %2028) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2030 = "stablehlo.multiply"(%2027, %1871#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2031 = "stablehlo.add"(%2029, %2030) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2032 = "stablehlo.convert"(%2031) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2033 = "stablehlo.add"(%1919, %2032) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2034 = "stablehlo.reduce_scatter"(%1994) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg510: tensor<bf16>, %arg511: tensor<bf16>):
        %3634 = "stablehlo.add"(%arg510, %arg511) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3634) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %2035 = "stablehlo.reduce_scatter"(%2003) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg508: tensor<bf16>, %arg509: tensor<bf16>):
        %3633 = "stablehlo.add"(%arg508, %arg509) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3633) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %2036 = "stablehlo.reduce_scatter"(%1921) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg506: tensor<bf16>, %arg507: tensor<bf16>):
        %3632 = "stablehlo.add"(%arg506, %arg507) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3632) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %2037 = "stablehlo.reduce_scatter"(%1998) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg504: tensor<bf16>, %arg505: tensor<bf16>):
        %3631 = "stablehlo.add"(%arg504, %arg505) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3631) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %2038 = "stablehlo.reduce_scatter"(%1885) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg502: tensor<bf16>, %arg503: tensor<bf16>):
        %3630 = "stablehlo.add"(%arg502, %arg503) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3630) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %2039 = "stablehlo.reduce_scatter"(%1889) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg500: tensor<bf16>, %arg501: tensor<bf16>):
        %3629 = "stablehlo.add"(%arg500, %arg501) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3629) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %2040 = "stablehlo.reduce_scatter"(%1880) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg498: tensor<bf16>, %arg499: tensor<bf16>):
        %3628 = "stablehlo.add"(%arg498, %arg499) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3628) : (tensor<bf16>) -> ()
      }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
      %2041 = "stablehlo.reduce_scatter"(%1899) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg496: tensor<bf16>, %arg497: tensor<bf16>):
        %3627 = "stablehlo.add"(%arg496, %arg497) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3627) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %2042 = "stablehlo.reduce_scatter"(%2013) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg494: tensor<bf16>, %arg495: tensor<bf16>):
        %3626 = "stablehlo.add"(%arg494, %arg495) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3626) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %2043:42 = "stablehlo.optimization_barrier"(%1390, %1396, %1407, %1403, %1413, %1411, %1416, %1455, %1459, %1497, %1501, %1508, %1464, %1517, %1522#1, %1532, %1536, %1542, %1544, %1511, %1548, %1552, %1558, %1569, %1565, %1575, %1573, %1578, %1580, %1581#1, %1581#2, %1584, %1582, %1586, %arg177, %arg178, %arg179, %arg180, %arg181, %arg182, %arg183, %2033) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
      %2044 = "stablehlo.all_gather"(%2043#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %2045 = "stablehlo.all_gather"(%2043#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %2046 = "stablehlo.all_gather"(%2043#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %2047 = "stablehlo.all_gather"(%2043#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %2048 = "stablehlo.all_gather"(%2043#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %2049 = "stablehlo.all_gather"(%2043#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %2050 = "stablehlo.all_gather"(%2043#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %2051 = "stablehlo.dot_general"(%2043#41, %2043#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
      %2052 = "stablehlo.transpose"(%2051) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
      %2053 = "stablehlo.dot_general"(%2043#41, %2044) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
      %2054 = "stablehlo.multiply"(%2043#32, %2053) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2055 = "stablehlo.multiply"(%2053, %2043#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2056 = "stablehlo.dot_general"(%2054, %2043#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %2057 = "stablehlo.transpose"(%2056) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %2058 = "stablehlo.dot_general"(%2054, %2046) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %2059 = "func.call"(%2043#30, %2043#28, %2043#29, %2055) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2060 = "stablehlo.dot_general"(%2059, %2043#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %2061 = "stablehlo.transpose"(%2060) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %2062 = "stablehlo.dot_general"(%2059, %2045) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %2063 = "stablehlo.add"(%2058, %2062) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2064 = "stablehlo.multiply"(%2043#26, %2063) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2065 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2066 = "stablehlo.reduce"(%2064, %2065) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg492: tensor<bf16>, %arg493: tensor<bf16>):
        %3625 = "stablehlo.add"(%arg492, %arg493) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3625) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2067 = "stablehlo.reshape"(%2066) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2068 = "stablehlo.broadcast_in_dim"(%2043#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2069 = "stablehlo.multiply"(%2063, %2068) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2070 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2071 = "stablehlo.reduce"(%2067, %2070) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg490: tensor<bf16>, %arg491: tensor<bf16>):
        %3624 = "stablehlo.add"(%arg490, %arg491) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3624) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2072 = "stablehlo.convert"(%2069) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2073 = "stablehlo.multiply"(%2043#21, %2072) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2074 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2075 = "stablehlo.reduce"(%2073, %2074) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg488: tensor<f32>, %arg489: tensor<f32>):
        %3623 = "stablehlo.add"(%arg488, %arg489) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3623) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2076 = "stablehlo.reshape"(%2075) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2077 = "stablehlo.broadcast_in_dim"(%2043#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2078 = "stablehlo.multiply"(%2072, %2077) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2079 = "stablehlo.multiply"(%2076, %2043#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2080 = "stablehlo.broadcast_in_dim"(%2043#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2081 = "stablehlo.divide"(%2079, %2080) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2082 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2083 = "stablehlo.reduce"(%2081, %2082) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg486: tensor<f32>, %arg487: tensor<f32>):
        %3622 = "stablehlo.add"(%arg486, %arg487) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3622) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2084 = "stablehlo.broadcast_in_dim"(%2083) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2085 = "stablehlo.broadcast_in_dim"(%2084) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2086 = "stablehlo.multiply"(%2043#21, %2085) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2087 = "stablehlo.add"(%2078, %2086) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2088 = "stablehlo.multiply"(%2085, %2043#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2089 = "stablehlo.add"(%2087, %2088) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2090 = "stablehlo.convert"(%2089) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2091 = "stablehlo.add"(%2043#41, %2090) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2092 = "stablehlo.dot_general"(%2091, %2043#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %2093 = "stablehlo.transpose"(%2092) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %2094 = "stablehlo.dot_general"(%2091, %2048) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2095 = "stablehlo.reshape"(%2094) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %2096 = "stablehlo.transpose"(%2095) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
      %2097 = "stablehlo.dot_general"(%2096, %2043#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %2098 = "stablehlo.dot_general"(%2096, %2043#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %2099 = "stablehlo.transpose"(%2098) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %2100 = "stablehlo.convert"(%2097) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %2101 = "stablehlo.broadcast_in_dim"(%2043#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %2102 = "stablehlo.multiply"(%2100, %2101) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2103 = "stablehlo.multiply"(%2102, %2043#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2104 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2105 = "stablehlo.reduce"(%2103, %2104) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg484: tensor<f32>, %arg485: tensor<f32>):
        %3621 = "stablehlo.add"(%arg484, %arg485) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3621) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %2106 = "stablehlo.reshape"(%2105) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %2107 = "stablehlo.negate"(%2106) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %2108 = "stablehlo.broadcast_in_dim"(%2043#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %2109 = "stablehlo.divide"(%2100, %2108) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2110 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2111 = "stablehlo.reduce"(%2107, %2110) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg482: tensor<f32>, %arg483: tensor<f32>):
        %3620 = "stablehlo.add"(%arg482, %arg483) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3620) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
      %2112 = "stablehlo.broadcast_in_dim"(%2111) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
      %2113 = "stablehlo.broadcast_in_dim"(%2112) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2114 = "stablehlo.add"(%2109, %2113) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2115 = "stablehlo.multiply"(%2114, %2043#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2116 = "func.call"(%2043#14, %2115) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2117 = "stablehlo.broadcast_in_dim"(%2043#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %2118 = "stablehlo.divide"(%2116, %2117) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2119 = "stablehlo.convert"(%2118) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %2120 = "stablehlo.dot_general"(%2119, %2043#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %2121 = "stablehlo.transpose"(%2120) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2122 = "stablehlo.dot_general"(%2119, %2043#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %2123 = "stablehlo.transpose"(%2122) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2124 = "stablehlo.reshape"(%2099) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %2125 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2126 = "stablehlo.reduce"(%2124, %2125) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg480: tensor<bf16>, %arg481: tensor<bf16>):
        %3619 = "stablehlo.add"(%arg480, %arg481) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3619) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %2127 = "stablehlo.broadcast_in_dim"(%2126) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2128 = "stablehlo.reshape"(%2121) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %2129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2130 = "stablehlo.reduce"(%2128, %2129) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg478: tensor<bf16>, %arg479: tensor<bf16>):
        %3618 = "stablehlo.add"(%arg478, %arg479) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3618) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %2131 = "stablehlo.broadcast_in_dim"(%2130) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2132 = "stablehlo.convert"(%2131) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %2133 = "stablehlo.broadcast_in_dim"(%2043#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %2134 = "stablehlo.multiply"(%2132, %2133) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %2135 = "stablehlo.convert"(%2134) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %2136 = "stablehlo.broadcast_in_dim"(%2043#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %2137 = "stablehlo.multiply"(%2132, %2136) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %2138 = "stablehlo.convert"(%2137) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %2139 = "stablehlo.slice"(%2135) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %2140 = "stablehlo.slice"(%2135) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %2141 = "stablehlo.negate"(%2139) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %2142 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2143 = "stablehlo.pad"(%2141, %2142) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %2144 = "stablehlo.add"(%2138, %2143) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2145 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2146 = "stablehlo.pad"(%2140, %2145) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %2147 = "stablehlo.add"(%2144, %2146) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2148 = "stablehlo.convert"(%2123) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %2149 = "stablehlo.broadcast_in_dim"(%2043#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %2150 = "stablehlo.multiply"(%2148, %2149) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %2151 = "stablehlo.convert"(%2150) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %2152 = "stablehlo.broadcast_in_dim"(%2043#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %2153 = "stablehlo.multiply"(%2148, %2152) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %2154 = "stablehlo.convert"(%2153) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %2155 = "stablehlo.slice"(%2151) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %2156 = "stablehlo.slice"(%2151) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %2157 = "stablehlo.negate"(%2155) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %2158 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2159 = "stablehlo.pad"(%2157, %2158) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %2160 = "stablehlo.add"(%2154, %2159) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2161 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2162 = "stablehlo.pad"(%2156, %2161) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %2163 = "stablehlo.add"(%2160, %2162) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2164 = "stablehlo.reshape"(%2127) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %2165 = "stablehlo.dot_general"(%2164, %2043#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %2166 = "stablehlo.transpose"(%2165) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %2167 = "stablehlo.dot_general"(%2164, %2050) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %2168 = "stablehlo.reshape"(%2147) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %2169 = "stablehlo.dot_general"(%2168, %2043#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %2170 = "stablehlo.transpose"(%2169) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %2171 = "stablehlo.dot_general"(%2168, %2047) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %2172 = "stablehlo.add"(%2167, %2171) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2173 = "stablehlo.reshape"(%2163) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %2174 = "stablehlo.dot_general"(%2173, %2043#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %2175 = "stablehlo.transpose"(%2174) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %2176 = "stablehlo.dot_general"(%2173, %2049) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2177 = "stablehlo.add"(%2172, %2176) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2178 = "stablehlo.multiply"(%2043#5, %2177) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2180 = "stablehlo.reduce"(%2178, %2179) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg476: tensor<bf16>, %arg477: tensor<bf16>):
        %3617 = "stablehlo.add"(%arg476, %arg477) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3617) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2181 = "stablehlo.reshape"(%2180) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2182 = "stablehlo.broadcast_in_dim"(%2043#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2183 = "stablehlo.multiply"(%2177, %2182) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2184 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2185 = "stablehlo.reduce"(%2181, %2184) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg474: tensor<bf16>, %arg475: tensor<bf16>):
        %3616 = "stablehlo.add"(%arg474, %arg475) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3616) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2186 = "stablehlo.convert"(%2183) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2187 = "stablehlo.multiply"(%2043#0, %2186) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2188 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2189 = "stablehlo.reduce"(%2187, %2188) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg472: tensor<f32>, %arg473: tensor<f32>):
        %3615 = "stablehlo.add"(%arg472, %arg473) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3615) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2190 = "stablehlo.reshape"(%2189) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2191 = "stablehlo.broadcast_in_dim"(%2043#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2192 = "stablehlo.multiply"(%2186, %2191) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2193 = "stablehlo.multiply"(%2190, %2043#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2194 = "stablehlo.broadcast_in_dim"(%2043#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2195 = "stablehlo.divide"(%2193, %2194) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2196 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2197 = "stablehlo.reduce"(%2195, %2196) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg470: tensor<f32>, %arg471: tensor<f32>):
        %3614 = "stablehlo.add"(%arg470, %arg471) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3614) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2198 = "stablehlo.broadcast_in_dim"(%2197) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2199 = "stablehlo.broadcast_in_dim"(%2198) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2200 = "stablehlo.multiply"(%2043#0, %2199) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2201 = "stablehlo.add"(%2192, %2200) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2202 = "stablehlo.multiply"(%2199, %2043#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2203 = "stablehlo.add"(%2201, %2202) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2204 = "stablehlo.convert"(%2203) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2205 = "stablehlo.add"(%2091, %2204) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2206 = "stablehlo.reduce_scatter"(%2166) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg468: tensor<bf16>, %arg469: tensor<bf16>):
        %3613 = "stablehlo.add"(%arg468, %arg469) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3613) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %2207 = "stablehlo.reduce_scatter"(%2175) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg466: tensor<bf16>, %arg467: tensor<bf16>):
        %3612 = "stablehlo.add"(%arg466, %arg467) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3612) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %2208 = "stablehlo.reduce_scatter"(%2093) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg464: tensor<bf16>, %arg465: tensor<bf16>):
        %3611 = "stablehlo.add"(%arg464, %arg465) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3611) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %2209 = "stablehlo.reduce_scatter"(%2170) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg462: tensor<bf16>, %arg463: tensor<bf16>):
        %3610 = "stablehlo.add"(%arg462, %arg463) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3610) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %2210 = "stablehlo.reduce_scatter"(%2057) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg460: tensor<bf16>, %arg461: tensor<bf16>):
        %3609 = "stablehlo.add"(%arg460, %arg461) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3609) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %2211 = "stablehlo.reduce_scatter"(%2061) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg458: tensor<bf16>, %arg459: tensor<bf16>):
        %3608 = "stablehlo.add"(%arg458, %arg459) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3608) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %2212 = "stablehlo.reduce_scatter"(%2052) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg456: tensor<bf16>, %arg457: tensor<bf16>):
        %3607 = "stablehlo.add"(%arg456, %arg457) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3607) : (tensor<bf16>) -> ()
      }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
      %2213 = "stablehlo.reduce_scatter"(%2071) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg454: tensor<bf16>, %arg455: tensor<bf16>):
        %3606 = "stablehlo.add"(%arg454, %arg455) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3606) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %2214 = "stablehlo.reduce_scatter"(%2185) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg452: tensor<bf16>, %arg453: tensor<bf16>):
        %3605 = "stablehlo.add"(%arg452, %arg453) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3605) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %2215:42 = "stablehlo.optimization_barrier"(%1181, %1187, %1198, %1194, %1204, %1202, %1207, %1246, %1250, %1288, %1292, %1299, %1255, %1308, %1313#1, %1323, %1327, %1333, %1335, %1302, %1339, %1343, %1349, %1360, %1356, %1366, %1364, %1369, %1371, %1372#1, %1372#2, %1375, %1373, %1377, %arg168, %arg169, %arg170, %arg171, %arg172, %arg173, %arg174, %2205) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
      %2216 = "stablehlo.all_gather"(%2215#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %2217 = "stablehlo.all_gather"(%2215#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %2218 = "stablehlo.all_gather"(%2215#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %2219 = "stablehlo.all_gather"(%2215#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %2220 = "stablehlo.all_gather"(%2215#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %2221 = "stablehlo.all_gather"(%2215#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %2222 = "stablehlo.all_gather"(%2215#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %2223 = "stablehlo.dot_general"(%2215#41, %2215#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
      %2224 = "stablehlo.transpose"(%2223) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
      %2225 = "stablehlo.dot_general"(%2215#41, %2216) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
      %2226 = "stablehlo.multiply"(%2215#32, %2225) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2227 = "stablehlo.multiply"(%2225, %2215#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2228 = "stablehlo.dot_general"(%2226, %2215#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %2229 = "stablehlo.transpose"(%2228) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %2230 = "stablehlo.dot_general"(%2226, %2218) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %2231 = "func.call"(%2215#30, %2215#28, %2215#29, %2227) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2232 = "stablehlo.dot_general"(%2231, %2215#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %2233 = "stablehlo.transpose"(%2232) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %2234 = "stablehlo.dot_general"(%2231, %2217) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %2235 = "stablehlo.add"(%2230, %2234) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2236 = "stablehlo.multiply"(%2215#26, %2235) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2237 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2238 = "stablehlo.reduce"(%2236, %2237) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg450: tensor<bf16>, %arg451: tensor<bf16>):
        %3604 = "stablehlo.add"(%arg450, %arg451) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3604) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2239 = "stablehlo.reshape"(%2238) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2240 = "stablehlo.broadcast_in_dim"(%2215#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2241 = "stablehlo.multiply"(%2235, %2240) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2242 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2243 = "stablehlo.reduce"(%2239, %2242) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg448: tensor<bf16>, %arg449: tensor<bf16>):
        %3603 = "stablehlo.add"(%arg448, %arg449) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3603) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2244 = "stablehlo.convert"(%2241) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2245 = "stablehlo.multiply"(%2215#21, %2244) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2246 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2247 = "stablehlo.reduce"(%2245, %2246) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg446: tensor<f32>, %arg447: tensor<f32>):
        %3602 = "stablehlo.add"(%arg446, %arg447) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3602) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2248 = "stablehlo.reshape"(%2247) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2249 = "stablehlo.broadcast_in_dim"(%2215#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2250 = "stablehlo.multiply"(%2244, %2249) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2251 = "stablehlo.multiply"(%2248, %2215#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2252 = "stablehlo.broadcast_in_dim"(%2215#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2253 = "stablehlo.divide"(%2251, %2252) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2254 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2255 = "stablehlo.reduce"(%2253, %2254) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg444: tensor<f32>, %arg445: tensor<f32>):
        %3601 = "stablehlo.add"(%arg444, %arg445) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3601) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2256 = "stablehlo.broadcast_in_dim"(%2255) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2257 = "stablehlo.broadcast_in_dim"(%2256) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2258 = "stablehlo.multiply"(%2215#21, %2257) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2259 = "stablehlo.add"(%2250, %2258) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2260 = "stablehlo.multiply"(%2257, %2215#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2261 = "stablehlo.add"(%2259, %2260) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2262 = "stablehlo.convert"(%2261) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2263 = "stablehlo.add"(%2215#41, %2262) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2264 = "stablehlo.dot_general"(%2263, %2215#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %2265 = "stablehlo.transpose"(%2264) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %2266 = "stablehlo.dot_general"(%2263, %2220) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2267 = "stablehlo.reshape"(%2266) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %2268 = "stablehlo.transpose"(%2267) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
      %2269 = "stablehlo.dot_general"(%2268, %2215#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %2270 = "stablehlo.dot_general"(%2268, %2215#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %2271 = "stablehlo.transpose"(%2270) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %2272 = "stablehlo.convert"(%2269) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %2273 = "stablehlo.broadcast_in_dim"(%2215#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %2274 = "stablehlo.multiply"(%2272, %2273) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2275 = "stablehlo.multiply"(%2274, %2215#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2276 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2277 = "stablehlo.reduce"(%2275, %2276) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg442: tensor<f32>, %arg443: tensor<f32>):
        %3600 = "stablehlo.add"(%arg442, %arg443) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3600) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %2278 = "stablehlo.reshape"(%2277) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %2279 = "stablehlo.negate"(%2278) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %2280 = "stablehlo.broadcast_in_dim"(%2215#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %2281 = "stablehlo.divide"(%2272, %2280) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2282 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2283 = "stablehlo.reduce"(%2279, %2282) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg440: tensor<f32>, %arg441: tensor<f32>):
        %3599 = "stablehlo.add"(%arg440, %arg441) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3599) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
      %2284 = "stablehlo.broadcast_in_dim"(%2283) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
      %2285 = "stablehlo.broadcast_in_dim"(%2284) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2286 = "stablehlo.add"(%2281, %2285) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2287 = "stablehlo.multiply"(%2286, %2215#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2288 = "func.call"(%2215#14, %2287) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2289 = "stablehlo.broadcast_in_dim"(%2215#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %2290 = "stablehlo.divide"(%2288, %2289) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2291 = "stablehlo.convert"(%2290) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %2292 = "stablehlo.dot_general"(%2291, %2215#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %2293 = "stablehlo.transpose"(%2292) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2294 = "stablehlo.dot_general"(%2291, %2215#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %2295 = "stablehlo.transpose"(%2294) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2296 = "stablehlo.reshape"(%2271) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %2297 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2298 = "stablehlo.reduce"(%2296, %2297) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg438: tensor<bf16>, %arg439: tensor<bf16>):
        %3598 = "stablehlo.add"(%arg438, %arg439) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3598) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %2299 = "stablehlo.broadcast_in_dim"(%2298) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2300 = "stablehlo.reshape"(%2293) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %2301 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2302 = "stablehlo.reduce"(%2300, %2301) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg436: tensor<bf16>, %arg437: tensor<bf16>):
        %3597 = "stablehlo.add"(%arg436, %arg437) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3597) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %2303 = "stablehlo.broadcast_in_dim"(%2302) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2304 = "stablehlo.convert"(%2303) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %2305 = "stablehlo.broadcast_in_dim"(%2215#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %2306 = "stablehlo.multiply"(%2304, %2305) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %2307 = "stablehlo.convert"(%2306) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %2308 = "stablehlo.broadcast_in_dim"(%2215#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %2309 = "stablehlo.multiply"(%2304, %2308) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %2310 = "stablehlo.convert"(%2309) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %2311 = "stablehlo.slice"(%2307) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %2312 = "stablehlo.slice"(%2307) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %2313 = "stablehlo.negate"(%2311) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %2314 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2315 = "stablehlo.pad"(%2313, %2314) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %2316 = "stablehlo.add"(%2310, %2315) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2317 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2318 = "stablehlo.pad"(%2312, %2317) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %2319 = "stablehlo.add"(%2316, %2318) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2320 = "stablehlo.convert"(%2295) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %2321 = "stablehlo.broadcast_in_dim"(%2215#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %2322 = "stablehlo.multiply"(%2320, %2321) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %2323 = "stablehlo.convert"(%2322) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %2324 = "stablehlo.broadcast_in_dim"(%2215#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %2325 = "stablehlo.multiply"(%2320, %2324) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %2326 = "stablehlo.convert"(%2325) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %2327 = "stablehlo.slice"(%2323) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %2328 = "stablehlo.slice"(%2323) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %2329 = "stablehlo.negate"(%2327) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %2330 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2331 = "stablehlo.pad"(%2329, %2330) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %2332 = "stablehlo.add"(%2326, %2331) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2333 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2334 = "stablehlo.pad"(%2328, %2333) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %2335 = "stablehlo.add"(%2332, %2334) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2336 = "stablehlo.reshape"(%2299) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %2337 = "stablehlo.dot_general"(%2336, %2215#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %2338 = "stablehlo.transpose"(%2337) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %2339 = "stablehlo.dot_general"(%2336, %2222) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %2340 = "stablehlo.reshape"(%2319) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %2341 = "stablehlo.dot_general"(%2340, %2215#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %2342 = "stablehlo.transpose"(%2341) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %2343 = "stablehlo.dot_general"(%2340, %2219) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %2344 = "stablehlo.add"(%2339, %2343) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2345 = "stablehlo.reshape"(%2335) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %2346 = "stablehlo.dot_general"(%2345, %2215#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %2347 = "stablehlo.transpose"(%2346) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %2348 = "stablehlo.dot_general"(%2345, %2221) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2349 = "stablehlo.add"(%2344, %2348) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2350 = "stablehlo.multiply"(%2215#5, %2349) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2351 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2352 = "stablehlo.reduce"(%2350, %2351) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg434: tensor<bf16>, %arg435: tensor<bf16>):
        %3596 = "stablehlo.add"(%arg434, %arg435) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3596) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2353 = "stablehlo.reshape"(%2352) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2354 = "stablehlo.broadcast_in_dim"(%2215#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2355 = "stablehlo.multiply"(%2349, %2354) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2356 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2357 = "stablehlo.reduce"(%2353, %2356) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg432: tensor<bf16>, %arg433: tensor<bf16>):
        %3595 = "stablehlo.add"(%arg432, %arg433) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3595) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2358 = "stablehlo.convert"(%2355) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2359 = "stablehlo.multiply"(%2215#0, %2358) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2360 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2361 = "stablehlo.reduce"(%2359, %2360) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg430: tensor<f32>, %arg431: tensor<f32>):
        %3594 = "stablehlo.add"(%arg430, %arg431) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3594) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2362 = "stablehlo.reshape"(%2361) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2363 = "stablehlo.broadcast_in_dim"(%2215#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2364 = "stablehlo.multiply"(%2358, %2363) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2365 = "stablehlo.multiply"(%2362, %2215#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2366 = "stablehlo.broadcast_in_dim"(%2215#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2367 = "stablehlo.divide"(%2365, %2366) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2368 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2369 = "stablehlo.reduce"(%2367, %2368) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg428: tensor<f32>, %arg429: tensor<f32>):
        %3593 = "stablehlo.add"(%arg428, %arg429) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3593) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2370 = "stablehlo.broadcast_in_dim"(%2369) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2371 = "stablehlo.broadcast_in_dim"(%2370) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2372 = "stablehlo.multiply"(%2215#0, %2371) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2373 = "stablehlo.add"(%2364, %2372) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2374 = "stablehlo.multiply"(%2371, %2215#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2375 = "stablehlo.add"(%2373, %2374) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2376 = "stablehlo.convert"(%2375) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2377 = "stablehlo.add"(%2263, %2376) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2378 = "stablehlo.reduce_scatter"(%2338) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg426: tensor<bf16>, %arg427: tensor<bf16>):
        %3592 = "stablehlo.add"(%arg426, %arg427) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3592) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %2379 = "stablehlo.reduce_scatter"(%2347) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg424: tensor<bf16>, %arg425: tensor<bf16>):
        %3591 = "stablehlo.add"(%arg424, %arg425) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3591) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %2380 = "stablehlo.reduce_scatter"(%2265) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg422: tensor<bf16>, %arg423: tensor<bf16>):
        %3590 = "stablehlo.add"(%arg422, %arg423) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3590) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %2381 = "stablehlo.reduce_scatter"(%2342) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg420: tensor<bf16>, %arg421: tensor<bf16>):
        %3589 = "stablehlo.add"(%arg420, %arg421) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3589) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %2382 = "stablehlo.reduce_scatter"(%2229) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg418: tensor<bf16>, %arg419: tensor<bf16>):
        %3588 = "stablehlo.add"(%arg418, %arg419) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3588) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %2383 = "stablehlo.reduce_scatter"(%2233) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg416: tensor<bf16>, %arg417: tensor<bf16>):
        %3587 = "stablehlo.add"(%arg416, %arg417) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3587) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %2384 = "stablehlo.reduce_scatter"(%2224) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg414: tensor<bf16>, %arg415: tensor<bf16>):
        %3586 = "stablehlo.add"(%arg414, %arg415) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3586) : (tensor<bf16>) -> ()
      }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
      %2385 = "stablehlo.reduce_scatter"(%2243) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg412: tensor<bf16>, %arg413: tensor<bf16>):
        %3585 = "stablehlo.add"(%arg412, %arg413) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3585) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %2386 = "stablehlo.reduce_scatter"(%2357) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg410: tensor<bf16>, %arg411: tensor<bf16>):
        %3584 = "stablehlo.add"(%arg410, %arg411) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3584) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %2387:42 = "stablehlo.optimization_barrier"(%972, %978, %989, %985, %995, %993, %998, %1037, %1041, %1079, %1083, %1090, %1046, %1099, %1104#1, %1114, %1118, %1124, %1126, %1093, %1130, %1134, %1140, %1151, %1147, %1157, %1155, %1160, %1162, %1163#1, %1163#2, %1166, %1164, %1168, %arg159, %arg160, %arg161, %arg162, %arg163, %arg164, %arg165, %2377) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
      %2388 = "stablehlo.all_gather"(%2387#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %2389 = "stablehlo.all_gather"(%2387#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %2390 = "stablehlo.all_gather"(%2387#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %2391 = "stablehlo.all_gather"(%2387#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %2392 = "stablehlo.all_gather"(%2387#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %2393 = "stablehlo.all_gather"(%2387#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %2394 = "stablehlo.all_gather"(%2387#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %2395 = "stablehlo.dot_general"(%2387#41, %2387#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
      %2396 = "stablehlo.transpose"(%2395) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
      %2397 = "stablehlo.dot_general"(%2387#41, %2388) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
      %2398 = "stablehlo.multiply"(%2387#32, %2397) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2399 = "stablehlo.multiply"(%2397, %2387#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2400 = "stablehlo.dot_general"(%2398, %2387#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %2401 = "stablehlo.transpose"(%2400) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %2402 = "stablehlo.dot_general"(%2398, %2390) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %2403 = "func.call"(%2387#30, %2387#28, %2387#29, %2399) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2404 = "stablehlo.dot_general"(%2403, %2387#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %2405 = "stablehlo.transpose"(%2404) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %2406 = "stablehlo.dot_general"(%2403, %2389) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %2407 = "stablehlo.add"(%2402, %2406) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2408 = "stablehlo.multiply"(%2387#26, %2407) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2409 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2410 = "stablehlo.reduce"(%2408, %2409) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg408: tensor<bf16>, %arg409: tensor<bf16>):
        %3583 = "stablehlo.add"(%arg408, %arg409) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3583) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2411 = "stablehlo.reshape"(%2410) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2412 = "stablehlo.broadcast_in_dim"(%2387#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2413 = "stablehlo.multiply"(%2407, %2412) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2414 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2415 = "stablehlo.reduce"(%2411, %2414) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg406: tensor<bf16>, %arg407: tensor<bf16>):
        %3582 = "stablehlo.add"(%arg406, %arg407) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3582) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2416 = "stablehlo.convert"(%2413) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2417 = "stablehlo.multiply"(%2387#21, %2416) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2418 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2419 = "stablehlo.reduce"(%2417, %2418) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg404: tensor<f32>, %arg405: tensor<f32>):
        %3581 = "stablehlo.add"(%arg404, %arg405) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3581) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2420 = "stablehlo.reshape"(%2419) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2421 = "stablehlo.broadcast_in_dim"(%2387#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2422 = "stablehlo.multiply"(%2416, %2421) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2423 = "stablehlo.multiply"(%2420, %2387#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2424 = "stablehlo.broadcast_in_dim"(%2387#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2425 = "stablehlo.divide"(%2423, %2424) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2426 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2427 = "stablehlo.reduce"(%2425, %2426) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg402: tensor<f32>, %arg403: tensor<f32>):
        %3580 = "stablehlo.add"(%arg402, %arg403) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3580) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2428 = "stablehlo.broadcast_in_dim"(%2427) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2429 = "stablehlo.broadcast_in_dim"(%2428) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2430 = "stablehlo.multiply"(%2387#21, %2429) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2431 = "stablehlo.add"(%2422, %2430) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2432 = "stablehlo.multiply"(%2429, %2387#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2433 = "stablehlo.add"(%2431, %2432) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2434 = "stablehlo.convert"(%2433) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2435 = "stablehlo.add"(%2387#41, %2434) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2436 = "stablehlo.dot_general"(%2435, %2387#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %2437 = "stablehlo.transpose"(%2436) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %2438 = "stablehlo.dot_general"(%2435, %2392) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2439 = "stablehlo.reshape"(%2438) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %2440 = "stablehlo.transpose"(%2439) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
      %2441 = "stablehlo.dot_general"(%2440, %2387#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %2442 = "stablehlo.dot_general"(%2440, %2387#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %2443 = "stablehlo.transpose"(%2442) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %2444 = "stablehlo.convert"(%2441) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %2445 = "stablehlo.broadcast_in_dim"(%2387#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %2446 = "stablehlo.multiply"(%2444, %2445) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2447 = "stablehlo.multiply"(%2446, %2387#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2448 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2449 = "stablehlo.reduce"(%2447, %2448) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
        %3579 = "stablehlo.add"(%arg400, %arg401) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3579) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %2450 = "stablehlo.reshape"(%2449) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %2451 = "stablehlo.negate"(%2450) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %2452 = "stablehlo.broadcast_in_dim"(%2387#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %2453 = "stablehlo.divide"(%2444, %2452) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2454 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2455 = "stablehlo.reduce"(%2451, %2454) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg398: tensor<f32>, %arg399: tensor<f32>):
        %3578 = "stablehlo.add"(%arg398, %arg399) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3578) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
      %2456 = "stablehlo.broadcast_in_dim"(%2455) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
      %2457 = "stablehlo.broadcast_in_dim"(%2456) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2458 = "stablehlo.add"(%2453, %2457) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2459 = "stablehlo.multiply"(%2458, %2387#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2460 = "func.call"(%2387#14, %2459) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2461 = "stablehlo.broadcast_in_dim"(%2387#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %2462 = "stablehlo.divide"(%2460, %2461) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2463 = "stablehlo.convert"(%2462) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %2464 = "stablehlo.dot_general"(%2463, %2387#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %2465 = "stablehlo.transpose"(%2464) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2466 = "stablehlo.dot_general"(%2463, %2387#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %2467 = "stablehlo.transpose"(%2466) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2468 = "stablehlo.reshape"(%2443) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %2469 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2470 = "stablehlo.reduce"(%2468, %2469) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg396: tensor<bf16>, %arg397: tensor<bf16>):
        %3577 = "stablehlo.add"(%arg396, %arg397) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3577) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %2471 = "stablehlo.broadcast_in_dim"(%2470) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2472 = "stablehlo.reshape"(%2465) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %2473 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2474 = "stablehlo.reduce"(%2472, %2473) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg394: tensor<bf16>, %arg395: tensor<bf16>):
        %3576 = "stablehlo.add"(%arg394, %arg395) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3576) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %2475 = "stablehlo.broadcast_in_dim"(%2474) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2476 = "stablehlo.convert"(%2475) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %2477 = "stablehlo.broadcast_in_dim"(%2387#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %2478 = "stablehlo.multiply"(%2476, %2477) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %2479 = "stablehlo.convert"(%2478) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %2480 = "stablehlo.broadcast_in_dim"(%2387#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %2481 = "stablehlo.multiply"(%2476, %2480) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %2482 = "stablehlo.convert"(%2481) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %2483 = "stablehlo.slice"(%2479) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %2484 = "stablehlo.slice"(%2479) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %2485 = "stablehlo.negate"(%2483) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %2486 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2487 = "stablehlo.pad"(%2485, %2486) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %2488 = "stablehlo.add"(%2482, %2487) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2489 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2490 = "stablehlo.pad"(%2484, %2489) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %2491 = "stablehlo.add"(%2488, %2490) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2492 = "stablehlo.convert"(%2467) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %2493 = "stablehlo.broadcast_in_dim"(%2387#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %2494 = "stablehlo.multiply"(%2492, %2493) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %2495 = "stablehlo.convert"(%2494) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %2496 = "stablehlo.broadcast_in_dim"(%2387#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %2497 = "stablehlo.multiply"(%2492, %2496) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %2498 = "stablehlo.convert"(%2497) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %2499 = "stablehlo.slice"(%2495) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %2500 = "stablehlo.slice"(%2495) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %2501 = "stablehlo.negate"(%2499) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %2502 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2503 = "stablehlo.pad"(%2501, %2502) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %2504 = "stablehlo.add"(%2498, %2503) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2505 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2506 = "stablehlo.pad"(%2500, %2505) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %2507 = "stablehlo.add"(%2504, %2506) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2508 = "stablehlo.reshape"(%2471) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %2509 = "stablehlo.dot_general"(%2508, %2387#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %2510 = "stablehlo.transpose"(%2509) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %2511 = "stablehlo.dot_general"(%2508, %2394) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %2512 = "stablehlo.reshape"(%2491) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %2513 = "stablehlo.dot_general"(%2512, %2387#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %2514 = "stablehlo.transpose"(%2513) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %2515 = "stablehlo.dot_general"(%2512, %2391) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %2516 = "stablehlo.add"(%2511, %2515) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2517 = "stablehlo.reshape"(%2507) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %2518 = "stablehlo.dot_general"(%2517, %2387#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %2519 = "stablehlo.transpose"(%2518) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %2520 = "stablehlo.dot_general"(%2517, %2393) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2521 = "stablehlo.add"(%2516, %2520) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2522 = "stablehlo.multiply"(%2387#5, %2521) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2523 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2524 = "stablehlo.reduce"(%2522, %2523) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg392: tensor<bf16>, %arg393: tensor<bf16>):
        %3575 = "stablehlo.add"(%arg392, %arg393) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3575) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2525 = "stablehlo.reshape"(%2524) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2526 = "stablehlo.broadcast_in_dim"(%2387#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2527 = "stablehlo.multiply"(%2521, %2526) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2528 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2529 = "stablehlo.reduce"(%2525, %2528) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg390: tensor<bf16>, %arg391: tensor<bf16>):
        %3574 = "stablehlo.add"(%arg390, %arg391) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3574) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2530 = "stablehlo.convert"(%2527) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2531 = "stablehlo.multiply"(%2387#0, %2530) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2532 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2533 = "stablehlo.reduce"(%2531, %2532) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg388: tensor<f32>, %arg389: tensor<f32>):
        %3573 = "stablehlo.add"(%arg388, %arg389) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3573) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2534 = "stablehlo.reshape"(%2533) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2535 = "stablehlo.broadcast_in_dim"(%2387#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2536 = "stablehlo.multiply"(%2530, %2535) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2537 = "stablehlo.multiply"(%2534, %2387#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2538 = "stablehlo.broadcast_in_dim"(%2387#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2539 = "stablehlo.divide"(%2537, %2538) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2540 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2541 = "stablehlo.reduce"(%2539, %2540) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg386: tensor<f32>, %arg387: tensor<f32>):
        %3572 = "stablehlo.add"(%arg386, %arg387) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3572) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2542 = "stablehlo.broadcast_in_dim"(%2541) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2543 = "stablehlo.broadcast_in_dim"(%2542) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2544 = "stablehlo.multiply"(%2387#0, %2543) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2545 = "stablehlo.add"(%2536, %2544) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2546 = "stablehlo.multiply"(%2543, %2387#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2547 = "stablehlo.add"(%2545, %2546) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2548 = "stablehlo.convert"(%2547) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2549 = "stablehlo.add"(%2435, %2548) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2550 = "stablehlo.reduce_scatter"(%2510) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg384: tensor<bf16>, %arg385: tensor<bf16>):
        %3571 = "stablehlo.add"(%arg384, %arg385) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3571) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %2551 = "stablehlo.reduce_scatter"(%2519) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg382: tensor<bf16>, %arg383: tensor<bf16>):
        %3570 = "stablehlo.add"(%arg382, %arg383) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3570) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %2552 = "stablehlo.reduce_scatter"(%2437) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg380: tensor<bf16>, %arg381: tensor<bf16>):
        %3569 = "stablehlo.add"(%arg380, %arg381) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3569) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %2553 = "stablehlo.reduce_scatter"(%2514) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg378: tensor<bf16>, %arg379: tensor<bf16>):
        %3568 = "stablehlo.add"(%arg378, %arg379) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3568) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %2554 = "stablehlo.reduce_scatter"(%2401) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg376: tensor<bf16>, %arg377: tensor<bf16>):
        %3567 = "stablehlo.add"(%arg376, %arg377) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3567) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %2555 = "stablehlo.reduce_scatter"(%2405) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg374: tensor<bf16>, %arg375: tensor<bf16>):
        %3566 = "stablehlo.add"(%arg374, %arg375) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3566) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %2556 = "stablehlo.reduce_scatter"(%2396) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg372: tensor<bf16>, %arg373: tensor<bf16>):
        %3565 = "stablehlo.add"(%arg372, %arg373) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3565) : (tensor<bf16>) -> ()
      }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
      %2557 = "stablehlo.reduce_scatter"(%2415) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg370: tensor<bf16>, %arg371: tensor<bf16>):
        %3564 = "stablehlo.add"(%arg370, %arg371) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3564) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %2558 = "stablehlo.reduce_scatter"(%2529) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg368: tensor<bf16>, %arg369: tensor<bf16>):
        %3563 = "stablehlo.add"(%arg368, %arg369) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3563) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %2559:42 = "stablehlo.optimization_barrier"(%763, %769, %780, %776, %786, %784, %789, %828, %832, %870, %874, %881, %837, %890, %895#1, %905, %909, %915, %917, %884, %921, %925, %931, %942, %938, %948, %946, %951, %953, %954#1, %954#2, %957, %955, %959, %arg150, %arg151, %arg152, %arg153, %arg154, %arg155, %arg156, %2549) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
      %2560 = "stablehlo.all_gather"(%2559#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %2561 = "stablehlo.all_gather"(%2559#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %2562 = "stablehlo.all_gather"(%2559#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %2563 = "stablehlo.all_gather"(%2559#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %2564 = "stablehlo.all_gather"(%2559#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %2565 = "stablehlo.all_gather"(%2559#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %2566 = "stablehlo.all_gather"(%2559#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %2567 = "stablehlo.dot_general"(%2559#41, %2559#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
      %2568 = "stablehlo.transpose"(%2567) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
      %2569 = "stablehlo.dot_general"(%2559#41, %2560) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
      %2570 = "stablehlo.multiply"(%2559#32, %2569) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2571 = "stablehlo.multiply"(%2569, %2559#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2572 = "stablehlo.dot_general"(%2570, %2559#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %2573 = "stablehlo.transpose"(%2572) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %2574 = "stablehlo.dot_general"(%2570, %2562) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %2575 = "func.call"(%2559#30, %2559#28, %2559#29, %2571) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2576 = "stablehlo.dot_general"(%2575, %2559#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %2577 = "stablehlo.transpose"(%2576) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %2578 = "stablehlo.dot_general"(%2575, %2561) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %2579 = "stablehlo.add"(%2574, %2578) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2580 = "stablehlo.multiply"(%2559#26, %2579) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2581 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2582 = "stablehlo.reduce"(%2580, %2581) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg366: tensor<bf16>, %arg367: tensor<bf16>):
        %3562 = "stablehlo.add"(%arg366, %arg367) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3562) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2583 = "stablehlo.reshape"(%2582) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2584 = "stablehlo.broadcast_in_dim"(%2559#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2585 = "stablehlo.multiply"(%2579, %2584) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2586 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2587 = "stablehlo.reduce"(%2583, %2586) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg364: tensor<bf16>, %arg365: tensor<bf16>):
        %3561 = "stablehlo.add"(%arg364, %arg365) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3561) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2588 = "stablehlo.convert"(%2585) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2589 = "stablehlo.multiply"(%2559#21, %2588) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2590 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2591 = "stablehlo.reduce"(%2589, %2590) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg362: tensor<f32>, %arg363: tensor<f32>):
        %3560 = "stablehlo.add"(%arg362, %arg363) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3560) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2592 = "stablehlo.reshape"(%2591) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2593 = "stablehlo.broadcast_in_dim"(%2559#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2594 = "stablehlo.multiply"(%2588, %2593) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2595 = "stablehlo.multiply"(%2592, %2559#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2596 = "stablehlo.broadcast_in_dim"(%2559#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2597 = "stablehlo.divide"(%2595, %2596) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2598 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2599 = "stablehlo.reduce"(%2597, %2598) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg360: tensor<f32>, %arg361: tensor<f32>):
        %3559 = "stablehlo.add"(%arg360, %arg361) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3559) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2600 = "stablehlo.broadcast_in_dim"(%2599) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2601 = "stablehlo.broadcast_in_dim"(%2600) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2602 = "stablehlo.multiply"(%2559#21, %2601) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2603 = "stablehlo.add"(%2594, %2602) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2604 = "stablehlo.multiply"(%2601, %2559#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2605 = "stablehlo.add"(%2603, %2604) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2606 = "stablehlo.convert"(%2605) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2607 = "stablehlo.add"(%2559#41, %2606) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2608 = "stablehlo.dot_general"(%2607, %2559#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %2609 = "stablehlo.transpose"(%2608) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %2610 = "stablehlo.dot_general"(%2607, %2564) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2611 = "stablehlo.reshape"(%2610) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %2612 = "stablehlo.transpose"(%2611) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
      %2613 = "stablehlo.dot_general"(%2612, %2559#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %2614 = "stablehlo.dot_general"(%2612, %2559#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %2615 = "stablehlo.transpose"(%2614) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %2616 = "stablehlo.convert"(%2613) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %2617 = "stablehlo.broadcast_in_dim"(%2559#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %2618 = "stablehlo.multiply"(%2616, %2617) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2619 = "stablehlo.multiply"(%2618, %2559#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2620 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2621 = "stablehlo.reduce"(%2619, %2620) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg358: tensor<f32>, %arg359: tensor<f32>):
        %3558 = "stablehlo.add"(%arg358, %arg359) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3558) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %2622 = "stablehlo.reshape"(%2621) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %2623 = "stablehlo.negate"(%2622) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %2624 = "stablehlo.broadcast_in_dim"(%2559#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %2625 = "stablehlo.divide"(%2616, %2624) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2626 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2627 = "stablehlo.reduce"(%2623, %2626) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg356: tensor<f32>, %arg357: tensor<f32>):
        %3557 = "stablehlo.add"(%arg356, %arg357) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3557) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
      %2628 = "stablehlo.broadcast_in_dim"(%2627) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
      %2629 = "stablehlo.broadcast_in_dim"(%2628) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2630 = "stablehlo.add"(%2625, %2629) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2631 = "stablehlo.multiply"(%2630, %2559#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2632 = "func.call"(%2559#14, %2631) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2633 = "stablehlo.broadcast_in_dim"(%2559#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %2634 = "stablehlo.divide"(%2632, %2633) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2635 = "stablehlo.convert"(%2634) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %2636 = "stablehlo.dot_general"(%2635, %2559#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %2637 = "stablehlo.transpose"(%2636) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2638 = "stablehlo.dot_general"(%2635, %2559#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %2639 = "stablehlo.transpose"(%2638) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2640 = "stablehlo.reshape"(%2615) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %2641 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2642 = "stablehlo.reduce"(%2640, %2641) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg354: tensor<bf16>, %arg355: tensor<bf16>):
        %3556 = "stablehlo.add"(%arg354, %arg355) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3556) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %2643 = "stablehlo.broadcast_in_dim"(%2642) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2644 = "stablehlo.reshape"(%2637) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %2645 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2646 = "stablehlo.reduce"(%2644, %2645) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg352: tensor<bf16>, %arg353: tensor<bf16>):
        %3555 = "stablehlo.add"(%arg352, %arg353) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3555) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %2647 = "stablehlo.broadcast_in_dim"(%2646) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2648 = "stablehlo.convert"(%2647) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %2649 = "stablehlo.broadcast_in_dim"(%2559#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %2650 = "stablehlo.multiply"(%2648, %2649) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %2651 = "stablehlo.convert"(%2650) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %2652 = "stablehlo.broadcast_in_dim"(%2559#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %2653 = "stablehlo.multiply"(%2648, %2652) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %2654 = "stablehlo.convert"(%2653) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %2655 = "stablehlo.slice"(%2651) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %2656 = "stablehlo.slice"(%2651) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %2657 = "stablehlo.negate"(%2655) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %2658 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2659 = "stablehlo.pad"(%2657, %2658) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %2660 = "stablehlo.add"(%2654, %2659) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2661 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2662 = "stablehlo.pad"(%2656, %2661) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %2663 = "stablehlo.add"(%2660, %2662) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2664 = "stablehlo.convert"(%2639) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %2665 = "stablehlo.broadcast_in_dim"(%2559#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %2666 = "stablehlo.multiply"(%2664, %2665) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %2667 = "stablehlo.convert"(%2666) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %2668 = "stablehlo.broadcast_in_dim"(%2559#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %2669 = "stablehlo.multiply"(%2664, %2668) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %2670 = "stablehlo.convert"(%2669) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %2671 = "stablehlo.slice"(%2667) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %2672 = "stablehlo.slice"(%2667) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %2673 = "stablehlo.negate"(%2671) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %2674 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2675 = "stablehlo.pad"(%2673, %2674) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %2676 = "stablehlo.add"(%2670, %2675) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2677 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2678 = "stablehlo.pad"(%2672, %2677) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %2679 = "stablehlo.add"(%2676, %2678) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2680 = "stablehlo.reshape"(%2643) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %2681 = "stablehlo.dot_general"(%2680, %2559#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %2682 = "stablehlo.transpose"(%2681) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %2683 = "stablehlo.dot_general"(%2680, %2566) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %2684 = "stablehlo.reshape"(%2663) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %2685 = "stablehlo.dot_general"(%2684, %2559#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %2686 = "stablehlo.transpose"(%2685) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %2687 = "stablehlo.dot_general"(%2684, %2563) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %2688 = "stablehlo.add"(%2683, %2687) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2689 = "stablehlo.reshape"(%2679) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %2690 = "stablehlo.dot_general"(%2689, %2559#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %2691 = "stablehlo.transpose"(%2690) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %2692 = "stablehlo.dot_general"(%2689, %2565) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2693 = "stablehlo.add"(%2688, %2692) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2694 = "stablehlo.multiply"(%2559#5, %2693) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2695 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2696 = "stablehlo.reduce"(%2694, %2695) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg350: tensor<bf16>, %arg351: tensor<bf16>):
        %3554 = "stablehlo.add"(%arg350, %arg351) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3554) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2697 = "stablehlo.reshape"(%2696) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2698 = "stablehlo.broadcast_in_dim"(%2559#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2699 = "stablehlo.multiply"(%2693, %2698) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2700 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2701 = "stablehlo.reduce"(%2697, %2700) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg348: tensor<bf16>, %arg349: tensor<bf16>):
        %3553 = "stablehlo.add"(%arg348, %arg349) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3553) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2702 = "stablehlo.convert"(%2699) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2703 = "stablehlo.multiply"(%2559#0, %2702) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2704 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2705 = "stablehlo.reduce"(%2703, %2704) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg346: tensor<f32>, %arg347: tensor<f32>):
        %3552 = "stablehlo.add"(%arg346, %arg347) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3552) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2706 = "stablehlo.reshape"(%2705) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2707 = "stablehlo.broadcast_in_dim"(%2559#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2708 = "stablehlo.multiply"(%2702, %2707) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2709 = "stablehlo.multiply"(%2706, %2559#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2710 = "stablehlo.broadcast_in_dim"(%2559#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2711 = "stablehlo.divide"(%2709, %2710) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2712 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2713 = "stablehlo.reduce"(%2711, %2712) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg344: tensor<f32>, %arg345: tensor<f32>):
        %3551 = "stablehlo.add"(%arg344, %arg345) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3551) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2714 = "stablehlo.broadcast_in_dim"(%2713) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2715 = "stablehlo.broadcast_in_dim"(%2714) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2716 = "stablehlo.multiply"(%2559#0, %2715) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2717 = "stablehlo.add"(%2708, %2716) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2718 = "stablehlo.multiply"(%2715, %2559#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2719 = "stablehlo.add"(%2717, %2718) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2720 = "stablehlo.convert"(%2719) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2721 = "stablehlo.add"(%2607, %2720) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2722 = "stablehlo.reduce_scatter"(%2682) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg342: tensor<bf16>, %arg343: tensor<bf16>):
        %3550 = "stablehlo.add"(%arg342, %arg343) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3550) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %2723 = "stablehlo.reduce_scatter"(%2691) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg340: tensor<bf16>, %arg341: tensor<bf16>):
        %3549 = "stablehlo.add"(%arg340, %arg341) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3549) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %2724 = "stablehlo.reduce_scatter"(%2609) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg338: tensor<bf16>, %arg339: tensor<bf16>):
        %3548 = "stablehlo.add"(%arg338, %arg339) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3548) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %2725 = "stablehlo.reduce_scatter"(%2686) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg336: tensor<bf16>, %arg337: tensor<bf16>):
        %3547 = "stablehlo.add"(%arg336, %arg337) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3547) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %2726 = "stablehlo.reduce_scatter"(%2573) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg334: tensor<bf16>, %arg335: tensor<bf16>):
        %3546 = "stablehlo.add"(%arg334, %arg335) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3546) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %2727 = "stablehlo.reduce_scatter"(%2577) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg332: tensor<bf16>, %arg333: tensor<bf16>):
        %3545 = "stablehlo.add"(%arg332, %arg333) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3545) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %2728 = "stablehlo.reduce_scatter"(%2568) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg330: tensor<bf16>, %arg331: tensor<bf16>):
        %3544 = "stablehlo.add"(%arg330, %arg331) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3544) : (tensor<bf16>) -> ()
      }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
      %2729 = "stablehlo.reduce_scatter"(%2587) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg328: tensor<bf16>, %arg329: tensor<bf16>):
        %3543 = "stablehlo.add"(%arg328, %arg329) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3543) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %2730 = "stablehlo.reduce_scatter"(%2701) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg326: tensor<bf16>, %arg327: tensor<bf16>):
        %3542 = "stablehlo.add"(%arg326, %arg327) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3542) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %2731:42 = "stablehlo.optimization_barrier"(%554, %560, %571, %567, %577, %575, %580, %619, %623, %661, %665, %672, %628, %681, %686#1, %696, %700, %706, %708, %675, %712, %716, %722, %733, %729, %739, %737, %742, %744, %745#1, %745#2, %748, %746, %750, %arg141, %arg142, %arg143, %arg144, %arg145, %arg146, %arg147, %2721) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
      %2732 = "stablehlo.all_gather"(%2731#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %2733 = "stablehlo.all_gather"(%2731#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %2734 = "stablehlo.all_gather"(%2731#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %2735 = "stablehlo.all_gather"(%2731#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %2736 = "stablehlo.all_gather"(%2731#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %2737 = "stablehlo.all_gather"(%2731#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %2738 = "stablehlo.all_gather"(%2731#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %2739 = "stablehlo.dot_general"(%2731#41, %2731#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
      %2740 = "stablehlo.transpose"(%2739) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
      %2741 = "stablehlo.dot_general"(%2731#41, %2732) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
      %2742 = "stablehlo.multiply"(%2731#32, %2741) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2743 = "stablehlo.multiply"(%2741, %2731#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2744 = "stablehlo.dot_general"(%2742, %2731#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %2745 = "stablehlo.transpose"(%2744) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %2746 = "stablehlo.dot_general"(%2742, %2734) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %2747 = "func.call"(%2731#30, %2731#28, %2731#29, %2743) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2748 = "stablehlo.dot_general"(%2747, %2731#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %2749 = "stablehlo.transpose"(%2748) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %2750 = "stablehlo.dot_general"(%2747, %2733) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %2751 = "stablehlo.add"(%2746, %2750) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2752 = "stablehlo.multiply"(%2731#26, %2751) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2753 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2754 = "stablehlo.reduce"(%2752, %2753) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg324: tensor<bf16>, %arg325: tensor<bf16>):
        %3541 = "stablehlo.add"(%arg324, %arg325) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3541) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2755 = "stablehlo.reshape"(%2754) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2756 = "stablehlo.broadcast_in_dim"(%2731#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2757 = "stablehlo.multiply"(%2751, %2756) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2758 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2759 = "stablehlo.reduce"(%2755, %2758) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg322: tensor<bf16>, %arg323: tensor<bf16>):
        %3540 = "stablehlo.add"(%arg322, %arg323) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3540) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2760 = "stablehlo.convert"(%2757) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2761 = "stablehlo.multiply"(%2731#21, %2760) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2762 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2763 = "stablehlo.reduce"(%2761, %2762) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg320: tensor<f32>, %arg321: tensor<f32>):
        %3539 = "stablehlo.add"(%arg320, %arg321) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3539) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2764 = "stablehlo.reshape"(%2763) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2765 = "stablehlo.broadcast_in_dim"(%2731#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2766 = "stablehlo.multiply"(%2760, %2765) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2767 = "stablehlo.multiply"(%2764, %2731#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2768 = "stablehlo.broadcast_in_dim"(%2731#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2769 = "stablehlo.divide"(%2767, %2768) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2770 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2771 = "stablehlo.reduce"(%2769, %2770) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg318: tensor<f32>, %arg319: tensor<f32>):
        %3538 = "stablehlo.add"(%arg318, %arg319) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3538) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2772 = "stablehlo.broadcast_in_dim"(%2771) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2773 = "stablehlo.broadcast_in_dim"(%2772) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2774 = "stablehlo.multiply"(%2731#21, %2773) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2775 = "stablehlo.add"(%2766, %2774) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2776 = "stablehlo.multiply"(%2773, %2731#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2777 = "stablehlo.add"(%2775, %2776) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2778 = "stablehlo.convert"(%2777) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2779 = "stablehlo.add"(%2731#41, %2778) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2780 = "stablehlo.dot_general"(%2779, %2731#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %2781 = "stablehlo.transpose"(%2780) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %2782 = "stablehlo.dot_general"(%2779, %2736) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2783 = "stablehlo.reshape"(%2782) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %2784 = "stablehlo.transpose"(%2783) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
      %2785 = "stablehlo.dot_general"(%2784, %2731#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %2786 = "stablehlo.dot_general"(%2784, %2731#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %2787 = "stablehlo.transpose"(%2786) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %2788 = "stablehlo.convert"(%2785) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %2789 = "stablehlo.broadcast_in_dim"(%2731#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %2790 = "stablehlo.multiply"(%2788, %2789) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2791 = "stablehlo.multiply"(%2790, %2731#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2792 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2793 = "stablehlo.reduce"(%2791, %2792) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg316: tensor<f32>, %arg317: tensor<f32>):
        %3537 = "stablehlo.add"(%arg316, %arg317) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3537) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %2794 = "stablehlo.reshape"(%2793) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %2795 = "stablehlo.negate"(%2794) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %2796 = "stablehlo.broadcast_in_dim"(%2731#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %2797 = "stablehlo.divide"(%2788, %2796) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2798 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2799 = "stablehlo.reduce"(%2795, %2798) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg314: tensor<f32>, %arg315: tensor<f32>):
        %3536 = "stablehlo.add"(%arg314, %arg315) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3536) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
      %2800 = "stablehlo.broadcast_in_dim"(%2799) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
      %2801 = "stablehlo.broadcast_in_dim"(%2800) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2802 = "stablehlo.add"(%2797, %2801) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2803 = "stablehlo.multiply"(%2802, %2731#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2804 = "func.call"(%2731#14, %2803) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2805 = "stablehlo.broadcast_in_dim"(%2731#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %2806 = "stablehlo.divide"(%2804, %2805) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2807 = "stablehlo.convert"(%2806) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %2808 = "stablehlo.dot_general"(%2807, %2731#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %2809 = "stablehlo.transpose"(%2808) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2810 = "stablehlo.dot_general"(%2807, %2731#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %2811 = "stablehlo.transpose"(%2810) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2812 = "stablehlo.reshape"(%2787) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %2813 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2814 = "stablehlo.reduce"(%2812, %2813) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg312: tensor<bf16>, %arg313: tensor<bf16>):
        %3535 = "stablehlo.add"(%arg312, %arg313) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3535) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %2815 = "stablehlo.broadcast_in_dim"(%2814) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2816 = "stablehlo.reshape"(%2809) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %2817 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2818 = "stablehlo.reduce"(%2816, %2817) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg310: tensor<bf16>, %arg311: tensor<bf16>):
        %3534 = "stablehlo.add"(%arg310, %arg311) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3534) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %2819 = "stablehlo.broadcast_in_dim"(%2818) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2820 = "stablehlo.convert"(%2819) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %2821 = "stablehlo.broadcast_in_dim"(%2731#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %2822 = "stablehlo.multiply"(%2820, %2821) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %2823 = "stablehlo.convert"(%2822) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %2824 = "stablehlo.broadcast_in_dim"(%2731#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %2825 = "stablehlo.multiply"(%2820, %2824) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %2826 = "stablehlo.convert"(%2825) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %2827 = "stablehlo.slice"(%2823) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %2828 = "stablehlo.slice"(%2823) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %2829 = "stablehlo.negate"(%2827) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %2830 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2831 = "stablehlo.pad"(%2829, %2830) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %2832 = "stablehlo.add"(%2826, %2831) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2833 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2834 = "stablehlo.pad"(%2828, %2833) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %2835 = "stablehlo.add"(%2832, %2834) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2836 = "stablehlo.convert"(%2811) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %2837 = "stablehlo.broadcast_in_dim"(%2731#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %2838 = "stablehlo.multiply"(%2836, %2837) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %2839 = "stablehlo.convert"(%2838) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %2840 = "stablehlo.broadcast_in_dim"(%2731#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %2841 = "stablehlo.multiply"(%2836, %2840) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %2842 = "stablehlo.convert"(%2841) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %2843 = "stablehlo.slice"(%2839) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %2844 = "stablehlo.slice"(%2839) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %2845 = "stablehlo.negate"(%2843) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %2846 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2847 = "stablehlo.pad"(%2845, %2846) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %2848 = "stablehlo.add"(%2842, %2847) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2849 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2850 = "stablehlo.pad"(%2844, %2849) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %2851 = "stablehlo.add"(%2848, %2850) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2852 = "stablehlo.reshape"(%2815) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %2853 = "stablehlo.dot_general"(%2852, %2731#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %2854 = "stablehlo.transpose"(%2853) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %2855 = "stablehlo.dot_general"(%2852, %2738) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %2856 = "stablehlo.reshape"(%2835) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %2857 = "stablehlo.dot_general"(%2856, %2731#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %2858 = "stablehlo.transpose"(%2857) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %2859 = "stablehlo.dot_general"(%2856, %2735) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %2860 = "stablehlo.add"(%2855, %2859) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2861 = "stablehlo.reshape"(%2851) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %2862 = "stablehlo.dot_general"(%2861, %2731#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %2863 = "stablehlo.transpose"(%2862) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %2864 = "stablehlo.dot_general"(%2861, %2737) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2865 = "stablehlo.add"(%2860, %2864) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2866 = "stablehlo.multiply"(%2731#5, %2865) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2867 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2868 = "stablehlo.reduce"(%2866, %2867) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg308: tensor<bf16>, %arg309: tensor<bf16>):
        %3533 = "stablehlo.add"(%arg308, %arg309) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3533) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2869 = "stablehlo.reshape"(%2868) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2870 = "stablehlo.broadcast_in_dim"(%2731#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2871 = "stablehlo.multiply"(%2865, %2870) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2872 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2873 = "stablehlo.reduce"(%2869, %2872) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg306: tensor<bf16>, %arg307: tensor<bf16>):
        %3532 = "stablehlo.add"(%arg306, %arg307) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3532) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2874 = "stablehlo.convert"(%2871) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2875 = "stablehlo.multiply"(%2731#0, %2874) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2876 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2877 = "stablehlo.reduce"(%2875, %2876) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg304: tensor<f32>, %arg305: tensor<f32>):
        %3531 = "stablehlo.add"(%arg304, %arg305) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3531) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2878 = "stablehlo.reshape"(%2877) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2879 = "stablehlo.broadcast_in_dim"(%2731#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2880 = "stablehlo.multiply"(%2874, %2879) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2881 = "stablehlo.multiply"(%2878, %2731#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2882 = "stablehlo.broadcast_in_dim"(%2731#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2883 = "stablehlo.divide"(%2881, %2882) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2884 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2885 = "stablehlo.reduce"(%2883, %2884) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg302: tensor<f32>, %arg303: tensor<f32>):
        %3530 = "stablehlo.add"(%arg302, %arg303) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3530) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2886 = "stablehlo.broadcast_in_dim"(%2885) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2887 = "stablehlo.broadcast_in_dim"(%2886) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2888 = "stablehlo.multiply"(%2731#0, %2887) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2889 = "stablehlo.add"(%2880, %2888) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2890 = "stablehlo.multiply"(%2887, %2731#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2891 = "stablehlo.add"(%2889, %2890) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2892 = "stablehlo.convert"(%2891) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2893 = "stablehlo.add"(%2779, %2892) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2894 = "stablehlo.reduce_scatter"(%2854) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg300: tensor<bf16>, %arg301: tensor<bf16>):
        %3529 = "stablehlo.add"(%arg300, %arg301) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3529) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %2895 = "stablehlo.reduce_scatter"(%2863) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg298: tensor<bf16>, %arg299: tensor<bf16>):
        %3528 = "stablehlo.add"(%arg298, %arg299) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3528) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %2896 = "stablehlo.reduce_scatter"(%2781) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg296: tensor<bf16>, %arg297: tensor<bf16>):
        %3527 = "stablehlo.add"(%arg296, %arg297) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3527) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %2897 = "stablehlo.reduce_scatter"(%2858) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg294: tensor<bf16>, %arg295: tensor<bf16>):
        %3526 = "stablehlo.add"(%arg294, %arg295) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3526) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %2898 = "stablehlo.reduce_scatter"(%2745) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg292: tensor<bf16>, %arg293: tensor<bf16>):
        %3525 = "stablehlo.add"(%arg292, %arg293) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3525) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %2899 = "stablehlo.reduce_scatter"(%2749) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg290: tensor<bf16>, %arg291: tensor<bf16>):
        %3524 = "stablehlo.add"(%arg290, %arg291) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3524) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %2900 = "stablehlo.reduce_scatter"(%2740) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg288: tensor<bf16>, %arg289: tensor<bf16>):
        %3523 = "stablehlo.add"(%arg288, %arg289) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3523) : (tensor<bf16>) -> ()
      }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
      %2901 = "stablehlo.reduce_scatter"(%2759) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg286: tensor<bf16>, %arg287: tensor<bf16>):
        %3522 = "stablehlo.add"(%arg286, %arg287) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3522) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %2902 = "stablehlo.reduce_scatter"(%2873) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg284: tensor<bf16>, %arg285: tensor<bf16>):
        %3521 = "stablehlo.add"(%arg284, %arg285) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3521) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %2903:42 = "stablehlo.optimization_barrier"(%345, %351, %362, %358, %368, %366, %371, %410, %414, %452, %456, %463, %419, %472, %477#1, %487, %491, %497, %499, %466, %503, %507, %513, %524, %520, %530, %528, %533, %535, %536#1, %536#2, %539, %537, %541, %arg132, %arg133, %arg134, %arg135, %arg136, %arg137, %arg138, %2893) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
      %2904 = "stablehlo.all_gather"(%2903#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %2905 = "stablehlo.all_gather"(%2903#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %2906 = "stablehlo.all_gather"(%2903#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %2907 = "stablehlo.all_gather"(%2903#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %2908 = "stablehlo.all_gather"(%2903#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %2909 = "stablehlo.all_gather"(%2903#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %2910 = "stablehlo.all_gather"(%2903#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %2911 = "stablehlo.dot_general"(%2903#41, %2903#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
      %2912 = "stablehlo.transpose"(%2911) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
      %2913 = "stablehlo.dot_general"(%2903#41, %2904) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
      %2914 = "stablehlo.multiply"(%2903#32, %2913) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2915 = "stablehlo.multiply"(%2913, %2903#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2916 = "stablehlo.dot_general"(%2914, %2903#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %2917 = "stablehlo.transpose"(%2916) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %2918 = "stablehlo.dot_general"(%2914, %2906) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %2919 = "func.call"(%2903#30, %2903#28, %2903#29, %2915) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %2920 = "stablehlo.dot_general"(%2919, %2903#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %2921 = "stablehlo.transpose"(%2920) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %2922 = "stablehlo.dot_general"(%2919, %2905) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %2923 = "stablehlo.add"(%2918, %2922) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2924 = "stablehlo.multiply"(%2903#26, %2923) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2925 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2926 = "stablehlo.reduce"(%2924, %2925) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg282: tensor<bf16>, %arg283: tensor<bf16>):
        %3520 = "stablehlo.add"(%arg282, %arg283) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3520) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %2927 = "stablehlo.reshape"(%2926) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %2928 = "stablehlo.broadcast_in_dim"(%2903#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2929 = "stablehlo.multiply"(%2923, %2928) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2930 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2931 = "stablehlo.reduce"(%2927, %2930) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg280: tensor<bf16>, %arg281: tensor<bf16>):
        %3519 = "stablehlo.add"(%arg280, %arg281) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3519) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %2932 = "stablehlo.convert"(%2929) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %2933 = "stablehlo.multiply"(%2903#21, %2932) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2934 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2935 = "stablehlo.reduce"(%2933, %2934) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg278: tensor<f32>, %arg279: tensor<f32>):
        %3518 = "stablehlo.add"(%arg278, %arg279) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3518) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %2936 = "stablehlo.reshape"(%2935) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %2937 = "stablehlo.broadcast_in_dim"(%2903#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %2938 = "stablehlo.multiply"(%2932, %2937) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2939 = "stablehlo.multiply"(%2936, %2903#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2940 = "stablehlo.broadcast_in_dim"(%2903#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %2941 = "stablehlo.divide"(%2939, %2940) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %2942 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2943 = "stablehlo.reduce"(%2941, %2942) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg276: tensor<f32>, %arg277: tensor<f32>):
        %3517 = "stablehlo.add"(%arg276, %arg277) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3517) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %2944 = "stablehlo.broadcast_in_dim"(%2943) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %2945 = "stablehlo.broadcast_in_dim"(%2944) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %2946 = "stablehlo.multiply"(%2903#21, %2945) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2947 = "stablehlo.add"(%2938, %2946) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2948 = "stablehlo.multiply"(%2945, %2903#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2949 = "stablehlo.add"(%2947, %2948) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %2950 = "stablehlo.convert"(%2949) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %2951 = "stablehlo.add"(%2903#41, %2950) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2952 = "stablehlo.dot_general"(%2951, %2903#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %2953 = "stablehlo.transpose"(%2952) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %2954 = "stablehlo.dot_general"(%2951, %2908) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %2955 = "stablehlo.reshape"(%2954) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %2956 = "stablehlo.transpose"(%2955) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
      %2957 = "stablehlo.dot_general"(%2956, %2903#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %2958 = "stablehlo.dot_general"(%2956, %2903#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %2959 = "stablehlo.transpose"(%2958) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %2960 = "stablehlo.convert"(%2957) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %2961 = "stablehlo.broadcast_in_dim"(%2903#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %2962 = "stablehlo.multiply"(%2960, %2961) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2963 = "stablehlo.multiply"(%2962, %2903#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2964 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2965 = "stablehlo.reduce"(%2963, %2964) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg274: tensor<f32>, %arg275: tensor<f32>):
        %3516 = "stablehlo.add"(%arg274, %arg275) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3516) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %2966 = "stablehlo.reshape"(%2965) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %2967 = "stablehlo.negate"(%2966) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %2968 = "stablehlo.broadcast_in_dim"(%2903#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %2969 = "stablehlo.divide"(%2960, %2968) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2970 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2971 = "stablehlo.reduce"(%2967, %2970) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg272: tensor<f32>, %arg273: tensor<f32>):
        %3515 = "stablehlo.add"(%arg272, %arg273) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3515) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
      %2972 = "stablehlo.broadcast_in_dim"(%2971) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
      %2973 = "stablehlo.broadcast_in_dim"(%2972) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2974 = "stablehlo.add"(%2969, %2973) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2975 = "stablehlo.multiply"(%2974, %2903#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2976 = "func.call"(%2903#14, %2975) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2977 = "stablehlo.broadcast_in_dim"(%2903#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %2978 = "stablehlo.divide"(%2976, %2977) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %2979 = "stablehlo.convert"(%2978) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %2980 = "stablehlo.dot_general"(%2979, %2903#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %2981 = "stablehlo.transpose"(%2980) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2982 = "stablehlo.dot_general"(%2979, %2903#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %2983 = "stablehlo.transpose"(%2982) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %2984 = "stablehlo.reshape"(%2959) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %2985 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2986 = "stablehlo.reduce"(%2984, %2985) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg270: tensor<bf16>, %arg271: tensor<bf16>):
        %3514 = "stablehlo.add"(%arg270, %arg271) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3514) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %2987 = "stablehlo.broadcast_in_dim"(%2986) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2988 = "stablehlo.reshape"(%2981) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %2989 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %2990 = "stablehlo.reduce"(%2988, %2989) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg268: tensor<bf16>, %arg269: tensor<bf16>):
        %3513 = "stablehlo.add"(%arg268, %arg269) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3513) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %2991 = "stablehlo.broadcast_in_dim"(%2990) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %2992 = "stablehlo.convert"(%2991) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %2993 = "stablehlo.broadcast_in_dim"(%2903#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %2994 = "stablehlo.multiply"(%2992, %2993) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %2995 = "stablehlo.convert"(%2994) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %2996 = "stablehlo.broadcast_in_dim"(%2903#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %2997 = "stablehlo.multiply"(%2992, %2996) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %2998 = "stablehlo.convert"(%2997) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %2999 = "stablehlo.slice"(%2995) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %3000 = "stablehlo.slice"(%2995) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %3001 = "stablehlo.negate"(%2999) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %3002 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3003 = "stablehlo.pad"(%3001, %3002) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %3004 = "stablehlo.add"(%2998, %3003) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %3005 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3006 = "stablehlo.pad"(%3000, %3005) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %3007 = "stablehlo.add"(%3004, %3006) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %3008 = "stablehlo.convert"(%2983) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %3009 = "stablehlo.broadcast_in_dim"(%2903#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %3010 = "stablehlo.multiply"(%3008, %3009) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %3011 = "stablehlo.convert"(%3010) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %3012 = "stablehlo.broadcast_in_dim"(%2903#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %3013 = "stablehlo.multiply"(%3008, %3012) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %3014 = "stablehlo.convert"(%3013) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %3015 = "stablehlo.slice"(%3011) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %3016 = "stablehlo.slice"(%3011) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %3017 = "stablehlo.negate"(%3015) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %3018 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3019 = "stablehlo.pad"(%3017, %3018) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %3020 = "stablehlo.add"(%3014, %3019) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %3021 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3022 = "stablehlo.pad"(%3016, %3021) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %3023 = "stablehlo.add"(%3020, %3022) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %3024 = "stablehlo.reshape"(%2987) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %3025 = "stablehlo.dot_general"(%3024, %2903#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %3026 = "stablehlo.transpose"(%3025) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %3027 = "stablehlo.dot_general"(%3024, %2910) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %3028 = "stablehlo.reshape"(%3007) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %3029 = "stablehlo.dot_general"(%3028, %2903#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %3030 = "stablehlo.transpose"(%3029) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %3031 = "stablehlo.dot_general"(%3028, %2907) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %3032 = "stablehlo.add"(%3027, %3031) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3033 = "stablehlo.reshape"(%3023) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %3034 = "stablehlo.dot_general"(%3033, %2903#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %3035 = "stablehlo.transpose"(%3034) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %3036 = "stablehlo.dot_general"(%3033, %2909) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3037 = "stablehlo.add"(%3032, %3036) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3038 = "stablehlo.multiply"(%2903#5, %3037) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3039 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3040 = "stablehlo.reduce"(%3038, %3039) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg266: tensor<bf16>, %arg267: tensor<bf16>):
        %3512 = "stablehlo.add"(%arg266, %arg267) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3512) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %3041 = "stablehlo.reshape"(%3040) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %3042 = "stablehlo.broadcast_in_dim"(%2903#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3043 = "stablehlo.multiply"(%3037, %3042) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3044 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3045 = "stablehlo.reduce"(%3041, %3044) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg264: tensor<bf16>, %arg265: tensor<bf16>):
        %3511 = "stablehlo.add"(%arg264, %arg265) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3511) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %3046 = "stablehlo.convert"(%3043) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %3047 = "stablehlo.multiply"(%2903#0, %3046) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3048 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3049 = "stablehlo.reduce"(%3047, %3048) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg262: tensor<f32>, %arg263: tensor<f32>):
        %3510 = "stablehlo.add"(%arg262, %arg263) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3510) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %3050 = "stablehlo.reshape"(%3049) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %3051 = "stablehlo.broadcast_in_dim"(%2903#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %3052 = "stablehlo.multiply"(%3046, %3051) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3053 = "stablehlo.multiply"(%3050, %2903#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %3054 = "stablehlo.broadcast_in_dim"(%2903#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %3055 = "stablehlo.divide"(%3053, %3054) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %3056 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3057 = "stablehlo.reduce"(%3055, %3056) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg260: tensor<f32>, %arg261: tensor<f32>):
        %3509 = "stablehlo.add"(%arg260, %arg261) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3509) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %3058 = "stablehlo.broadcast_in_dim"(%3057) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %3059 = "stablehlo.broadcast_in_dim"(%3058) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %3060 = "stablehlo.multiply"(%2903#0, %3059) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3061 = "stablehlo.add"(%3052, %3060) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3062 = "stablehlo.multiply"(%3059, %2903#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3063 = "stablehlo.add"(%3061, %3062) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3064 = "stablehlo.convert"(%3063) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %3065 = "stablehlo.add"(%2951, %3064) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3066 = "stablehlo.reduce_scatter"(%3026) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg258: tensor<bf16>, %arg259: tensor<bf16>):
        %3508 = "stablehlo.add"(%arg258, %arg259) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3508) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %3067 = "stablehlo.reduce_scatter"(%3035) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg256: tensor<bf16>, %arg257: tensor<bf16>):
        %3507 = "stablehlo.add"(%arg256, %arg257) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3507) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %3068 = "stablehlo.reduce_scatter"(%2953) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg254: tensor<bf16>, %arg255: tensor<bf16>):
        %3506 = "stablehlo.add"(%arg254, %arg255) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3506) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %3069 = "stablehlo.reduce_scatter"(%3030) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg252: tensor<bf16>, %arg253: tensor<bf16>):
        %3505 = "stablehlo.add"(%arg252, %arg253) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3505) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %3070 = "stablehlo.reduce_scatter"(%2917) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg250: tensor<bf16>, %arg251: tensor<bf16>):
        %3504 = "stablehlo.add"(%arg250, %arg251) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3504) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %3071 = "stablehlo.reduce_scatter"(%2921) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg248: tensor<bf16>, %arg249: tensor<bf16>):
        %3503 = "stablehlo.add"(%arg248, %arg249) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3503) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %3072 = "stablehlo.reduce_scatter"(%2912) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg246: tensor<bf16>, %arg247: tensor<bf16>):
        %3502 = "stablehlo.add"(%arg246, %arg247) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3502) : (tensor<bf16>) -> ()
      }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
      %3073 = "stablehlo.reduce_scatter"(%2931) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg244: tensor<bf16>, %arg245: tensor<bf16>):
        %3501 = "stablehlo.add"(%arg244, %arg245) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3501) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %3074 = "stablehlo.reduce_scatter"(%3045) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg242: tensor<bf16>, %arg243: tensor<bf16>):
        %3500 = "stablehlo.add"(%arg242, %arg243) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3500) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %3075:42 = "stablehlo.optimization_barrier"(%136, %142, %153, %149, %159, %157, %162, %201, %205, %243, %247, %254, %210, %263, %268#1, %278, %282, %288, %290, %257, %294, %298, %304, %315, %311, %321, %319, %324, %326, %327#1, %327#2, %330, %328, %332, %arg123, %arg124, %arg125, %arg126, %arg127, %arg128, %arg129, %3065) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
      %3076 = "stablehlo.all_gather"(%3075#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
      %3077 = "stablehlo.all_gather"(%3075#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %3078 = "stablehlo.all_gather"(%3075#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
      %3079 = "stablehlo.all_gather"(%3075#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %3080 = "stablehlo.all_gather"(%3075#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %3081 = "stablehlo.all_gather"(%3075#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
      %3082 = "stablehlo.all_gather"(%3075#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
      %3083 = "stablehlo.dot_general"(%3075#41, %3075#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
      %3084 = "stablehlo.transpose"(%3083) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
      %3085 = "stablehlo.dot_general"(%3075#41, %3076) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
      %3086 = "stablehlo.multiply"(%3075#32, %3085) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %3087 = "stablehlo.multiply"(%3085, %3075#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %3088 = "stablehlo.dot_general"(%3086, %3075#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %3089 = "stablehlo.transpose"(%3088) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %3090 = "stablehlo.dot_general"(%3086, %3078) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %3091 = "func.call"(%3075#30, %3075#28, %3075#29, %3087) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
      %3092 = "stablehlo.dot_general"(%3091, %3075#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
      %3093 = "stablehlo.transpose"(%3092) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
      %3094 = "stablehlo.dot_general"(%3091, %3077) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
      %3095 = "stablehlo.add"(%3090, %3094) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3096 = "stablehlo.multiply"(%3075#26, %3095) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3097 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3098 = "stablehlo.reduce"(%3096, %3097) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg240: tensor<bf16>, %arg241: tensor<bf16>):
        %3499 = "stablehlo.add"(%arg240, %arg241) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3499) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %3099 = "stablehlo.reshape"(%3098) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %3100 = "stablehlo.broadcast_in_dim"(%3075#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3101 = "stablehlo.multiply"(%3095, %3100) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3102 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3103 = "stablehlo.reduce"(%3099, %3102) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg238: tensor<bf16>, %arg239: tensor<bf16>):
        %3498 = "stablehlo.add"(%arg238, %arg239) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3498) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %3104 = "stablehlo.convert"(%3101) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %3105 = "stablehlo.multiply"(%3075#21, %3104) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3107 = "stablehlo.reduce"(%3105, %3106) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg236: tensor<f32>, %arg237: tensor<f32>):
        %3497 = "stablehlo.add"(%arg236, %arg237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3497) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %3108 = "stablehlo.reshape"(%3107) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %3109 = "stablehlo.broadcast_in_dim"(%3075#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %3110 = "stablehlo.multiply"(%3104, %3109) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3111 = "stablehlo.multiply"(%3108, %3075#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %3112 = "stablehlo.broadcast_in_dim"(%3075#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %3113 = "stablehlo.divide"(%3111, %3112) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %3114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3115 = "stablehlo.reduce"(%3113, %3114) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg234: tensor<f32>, %arg235: tensor<f32>):
        %3496 = "stablehlo.add"(%arg234, %arg235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3496) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %3116 = "stablehlo.broadcast_in_dim"(%3115) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %3117 = "stablehlo.broadcast_in_dim"(%3116) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %3118 = "stablehlo.multiply"(%3075#21, %3117) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3119 = "stablehlo.add"(%3110, %3118) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3120 = "stablehlo.multiply"(%3117, %3075#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3121 = "stablehlo.add"(%3119, %3120) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3122 = "stablehlo.convert"(%3121) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %3123 = "stablehlo.add"(%3075#41, %3122) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3124 = "stablehlo.dot_general"(%3123, %3075#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %3125 = "stablehlo.transpose"(%3124) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %3126 = "stablehlo.dot_general"(%3123, %3080) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3127 = "stablehlo.reshape"(%3126) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
      %3128 = "stablehlo.transpose"(%3127) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
      %3129 = "stablehlo.dot_general"(%3128, %3075#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
      %3130 = "stablehlo.dot_general"(%3128, %3075#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
      %3131 = "stablehlo.transpose"(%3130) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
      %3132 = "stablehlo.convert"(%3129) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
      %3133 = "stablehlo.broadcast_in_dim"(%3075#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %3134 = "stablehlo.multiply"(%3132, %3133) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %3135 = "stablehlo.multiply"(%3134, %3075#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %3136 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3137 = "stablehlo.reduce"(%3135, %3136) <{dimensions = array<i64: 3>}> ({
      ^bb0(%arg232: tensor<f32>, %arg233: tensor<f32>):
        %3495 = "stablehlo.add"(%arg232, %arg233) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3495) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
      %3138 = "stablehlo.reshape"(%3137) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
      %3139 = "stablehlo.negate"(%3138) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
      %3140 = "stablehlo.broadcast_in_dim"(%3075#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
      %3141 = "stablehlo.divide"(%3132, %3140) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %3142 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3143 = "stablehlo.reduce"(%3139, %3142) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg230: tensor<f32>, %arg231: tensor<f32>):
        %3494 = "stablehlo.add"(%arg230, %arg231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3494) : (tensor<f32>) -> ()
      }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
      %3144 = "stablehlo.broadcast_in_dim"(%3143) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
      %3145 = "stablehlo.broadcast_in_dim"(%3144) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %3146 = "stablehlo.add"(%3141, %3145) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %3147 = "stablehlo.multiply"(%3146, %3075#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %3148 = "func.call"(%3075#14, %3147) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %3149 = "stablehlo.broadcast_in_dim"(%3075#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
      %3150 = "stablehlo.divide"(%3148, %3149) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
      %3151 = "stablehlo.convert"(%3150) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
      %3152 = "stablehlo.dot_general"(%3151, %3075#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %3153 = "stablehlo.transpose"(%3152) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %3154 = "stablehlo.dot_general"(%3151, %3075#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
      %3155 = "stablehlo.transpose"(%3154) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %3156 = "stablehlo.reshape"(%3131) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %3157 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3158 = "stablehlo.reduce"(%3156, %3157) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg228: tensor<bf16>, %arg229: tensor<bf16>):
        %3493 = "stablehlo.add"(%arg228, %arg229) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3493) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %3159 = "stablehlo.broadcast_in_dim"(%3158) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %3160 = "stablehlo.reshape"(%3153) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
      %3161 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3162 = "stablehlo.reduce"(%3160, %3161) <{dimensions = array<i64: 0, 3>}> ({
      ^bb0(%arg226: tensor<bf16>, %arg227: tensor<bf16>):
        %3492 = "stablehlo.add"(%arg226, %arg227) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3492) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
      %3163 = "stablehlo.broadcast_in_dim"(%3162) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %3164 = "stablehlo.convert"(%3163) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
      %3165 = "stablehlo.broadcast_in_dim"(%3075#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %3166 = "stablehlo.multiply"(%3164, %3165) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %3167 = "stablehlo.convert"(%3166) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %3168 = "stablehlo.broadcast_in_dim"(%3075#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
      %3169 = "stablehlo.multiply"(%3164, %3168) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
      %3170 = "stablehlo.convert"(%3169) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
      %3171 = "stablehlo.slice"(%3167) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %3172 = "stablehlo.slice"(%3167) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
      %3173 = "stablehlo.negate"(%3171) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
      %3174 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3175 = "stablehlo.pad"(%3173, %3174) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %3176 = "stablehlo.add"(%3170, %3175) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %3177 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3178 = "stablehlo.pad"(%3172, %3177) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
      %3179 = "stablehlo.add"(%3176, %3178) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
      %3180 = "stablehlo.convert"(%3155) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
      %3181 = "stablehlo.broadcast_in_dim"(%3075#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %3182 = "stablehlo.multiply"(%3180, %3181) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %3183 = "stablehlo.convert"(%3182) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %3184 = "stablehlo.broadcast_in_dim"(%3075#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
      %3185 = "stablehlo.multiply"(%3180, %3184) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
      %3186 = "stablehlo.convert"(%3185) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
      %3187 = "stablehlo.slice"(%3183) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %3188 = "stablehlo.slice"(%3183) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
      %3189 = "stablehlo.negate"(%3187) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
      %3190 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3191 = "stablehlo.pad"(%3189, %3190) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %3192 = "stablehlo.add"(%3186, %3191) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %3193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3194 = "stablehlo.pad"(%3188, %3193) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
      %3195 = "stablehlo.add"(%3192, %3194) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
      %3196 = "stablehlo.reshape"(%3159) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %3197 = "stablehlo.dot_general"(%3196, %3075#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %3198 = "stablehlo.transpose"(%3197) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %3199 = "stablehlo.dot_general"(%3196, %3082) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %3200 = "stablehlo.reshape"(%3179) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
      %3201 = "stablehlo.dot_general"(%3200, %3075#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
      %3202 = "stablehlo.transpose"(%3201) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
      %3203 = "stablehlo.dot_general"(%3200, %3079) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
      %3204 = "stablehlo.add"(%3199, %3203) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3205 = "stablehlo.reshape"(%3195) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
      %3206 = "stablehlo.dot_general"(%3205, %3075#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
      %3207 = "stablehlo.transpose"(%3206) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
      %3208 = "stablehlo.dot_general"(%3205, %3081) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3209 = "stablehlo.add"(%3204, %3208) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3210 = "stablehlo.multiply"(%3075#5, %3209) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3211 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3212 = "stablehlo.reduce"(%3210, %3211) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg224: tensor<bf16>, %arg225: tensor<bf16>):
        %3491 = "stablehlo.add"(%arg224, %arg225) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3491) : (tensor<bf16>) -> ()
      }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
      %3213 = "stablehlo.reshape"(%3212) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
      %3214 = "stablehlo.broadcast_in_dim"(%3075#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3215 = "stablehlo.multiply"(%3209, %3214) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3217 = "stablehlo.reduce"(%3213, %3216) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg222: tensor<bf16>, %arg223: tensor<bf16>):
        %3490 = "stablehlo.add"(%arg222, %arg223) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3490) : (tensor<bf16>) -> ()
      }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
      %3218 = "stablehlo.convert"(%3215) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
      %3219 = "stablehlo.multiply"(%3075#0, %3218) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3220 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3221 = "stablehlo.reduce"(%3219, %3220) <{dimensions = array<i64: 2>}> ({
      ^bb0(%arg220: tensor<f32>, %arg221: tensor<f32>):
        %3489 = "stablehlo.add"(%arg220, %arg221) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3489) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
      %3222 = "stablehlo.reshape"(%3221) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
      %3223 = "stablehlo.broadcast_in_dim"(%3075#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
      %3224 = "stablehlo.multiply"(%3218, %3223) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3225 = "stablehlo.multiply"(%3222, %3075#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %3226 = "stablehlo.broadcast_in_dim"(%3075#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
      %3227 = "stablehlo.divide"(%3225, %3226) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
      %3228 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3229 = "stablehlo.reduce"(%3227, %3228) <{dimensions = array<i64: 0, 2>}> ({
      ^bb0(%arg218: tensor<f32>, %arg219: tensor<f32>):
        %3488 = "stablehlo.add"(%arg218, %arg219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3488) : (tensor<f32>) -> ()
      }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
      %3230 = "stablehlo.broadcast_in_dim"(%3229) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %3231 = "stablehlo.broadcast_in_dim"(%3230) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
      %3232 = "stablehlo.multiply"(%3075#0, %3231) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3233 = "stablehlo.add"(%3224, %3232) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3234 = "stablehlo.multiply"(%3231, %3075#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3235 = "stablehlo.add"(%3233, %3234) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
      %3236 = "stablehlo.convert"(%3235) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
      %3237 = "stablehlo.add"(%3123, %3236) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
      %3238 = "stablehlo.reduce_scatter"(%3198) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg216: tensor<bf16>, %arg217: tensor<bf16>):
        %3487 = "stablehlo.add"(%arg216, %arg217) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3487) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %3239 = "stablehlo.reduce_scatter"(%3207) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg214: tensor<bf16>, %arg215: tensor<bf16>):
        %3486 = "stablehlo.add"(%arg214, %arg215) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3486) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %3240 = "stablehlo.reduce_scatter"(%3125) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg212: tensor<bf16>, %arg213: tensor<bf16>):
        %3485 = "stablehlo.add"(%arg212, %arg213) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3485) : (tensor<bf16>) -> ()
      }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
      %3241 = "stablehlo.reduce_scatter"(%3202) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg210: tensor<bf16>, %arg211: tensor<bf16>):
        %3484 = "stablehlo.add"(%arg210, %arg211) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3484) : (tensor<bf16>) -> ()
      }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
      %3242 = "stablehlo.reduce_scatter"(%3089) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg208: tensor<bf16>, %arg209: tensor<bf16>):
        %3483 = "stablehlo.add"(%arg208, %arg209) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3483) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %3243 = "stablehlo.reduce_scatter"(%3093) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg206: tensor<bf16>, %arg207: tensor<bf16>):
        %3482 = "stablehlo.add"(%arg206, %arg207) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3482) : (tensor<bf16>) -> ()
      }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
      %3244 = "stablehlo.reduce_scatter"(%3084) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg204: tensor<bf16>, %arg205: tensor<bf16>):
        %3481 = "stablehlo.add"(%arg204, %arg205) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3481) : (tensor<bf16>) -> ()
      }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
      %3245 = "stablehlo.reduce_scatter"(%3103) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg202: tensor<bf16>, %arg203: tensor<bf16>):
        %3480 = "stablehlo.add"(%arg202, %arg203) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3480) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %3246 = "stablehlo.reduce_scatter"(%3217) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg200: tensor<bf16>, %arg201: tensor<bf16>):
        %3479 = "stablehlo.add"(%arg200, %arg201) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3479) : (tensor<bf16>) -> ()
      }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
      %3247 = "func.call"(%125#1, %3237) <{callee = @_take_5}> : (tensor<1x2048x1xi32>, tensor<1x2048x4096xbf16>) -> tensor<128256x4096xbf16>
      %3248 = "stablehlo.reduce_scatter"(%3247) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg198: tensor<bf16>, %arg199: tensor<bf16>):
        %3478 = "stablehlo.add"(%arg198, %arg199) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
        "stablehlo.return"(%3478) : (tensor<bf16>) -> ()
      }) : (tensor<128256x4096xbf16>) -> tensor<32064x4096xbf16>
      %3249 = "stablehlo.all_reduce"(%1831) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg196: tensor<f32>, %arg197: tensor<f32>):
        %3477 = "stablehlo.add"(%arg196, %arg197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%3477) : (tensor<f32>) -> ()
      }) : (tensor<f32>) -> tensor<f32>
      %3250 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3251 = "stablehlo.divide"(%3249, %3250) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %3252 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3253 = "stablehlo.broadcast_in_dim"(%3252) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32064x4096xbf16>
      %3254 = "stablehlo.divide"(%3248, %3253) : (tensor<32064x4096xbf16>, tensor<32064x4096xbf16>) -> tensor<32064x4096xbf16>
      %3255 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3256 = "stablehlo.broadcast_in_dim"(%3255) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3257 = "stablehlo.divide"(%1870, %3256) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3258 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3259 = "stablehlo.broadcast_in_dim"(%3258) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3260 = "stablehlo.divide"(%3246, %3259) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3261 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3262 = "stablehlo.broadcast_in_dim"(%3261) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3263 = "stablehlo.divide"(%3245, %3262) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3264 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3265 = "stablehlo.broadcast_in_dim"(%3264) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
      %3266 = "stablehlo.divide"(%3244, %3265) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
      %3267 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3268 = "stablehlo.broadcast_in_dim"(%3267) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3269 = "stablehlo.divide"(%3243, %3268) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3270 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3271 = "stablehlo.broadcast_in_dim"(%3270) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3272 = "stablehlo.divide"(%3242, %3271) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3273 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3274 = "stablehlo.broadcast_in_dim"(%3273) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3275 = "stablehlo.divide"(%3241, %3274) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3276 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3277 = "stablehlo.broadcast_in_dim"(%3276) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3278 = "stablehlo.divide"(%3240, %3277) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3279 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3280 = "stablehlo.broadcast_in_dim"(%3279) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3281 = "stablehlo.divide"(%3239, %3280) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3282 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3283 = "stablehlo.broadcast_in_dim"(%3282) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3284 = "stablehlo.divide"(%3238, %3283) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3285 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3286 = "stablehlo.broadcast_in_dim"(%3285) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3287 = "stablehlo.divide"(%3074, %3286) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3288 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3289 = "stablehlo.broadcast_in_dim"(%3288) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3290 = "stablehlo.divide"(%3073, %3289) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3291 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3292 = "stablehlo.broadcast_in_dim"(%3291) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
      %3293 = "stablehlo.divide"(%3072, %3292) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
      %3294 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3295 = "stablehlo.broadcast_in_dim"(%3294) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3296 = "stablehlo.divide"(%3071, %3295) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3297 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3298 = "stablehlo.broadcast_in_dim"(%3297) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3299 = "stablehlo.divide"(%3070, %3298) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3300 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3301 = "stablehlo.broadcast_in_dim"(%3300) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3302 = "stablehlo.divide"(%3069, %3301) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3303 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3304 = "stablehlo.broadcast_in_dim"(%3303) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3305 = "stablehlo.divide"(%3068, %3304) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3306 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3307 = "stablehlo.broadcast_in_dim"(%3306) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3308 = "stablehlo.divide"(%3067, %3307) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3309 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3310 = "stablehlo.broadcast_in_dim"(%3309) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3311 = "stablehlo.divide"(%3066, %3310) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3312 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3313 = "stablehlo.broadcast_in_dim"(%3312) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3314 = "stablehlo.divide"(%2902, %3313) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3315 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3316 = "stablehlo.broadcast_in_dim"(%3315) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3317 = "stablehlo.divide"(%2901, %3316) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3318 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3319 = "stablehlo.broadcast_in_dim"(%3318) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
      %3320 = "stablehlo.divide"(%2900, %3319) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
      %3321 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3322 = "stablehlo.broadcast_in_dim"(%3321) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3323 = "stablehlo.divide"(%2899, %3322) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3324 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3325 = "stablehlo.broadcast_in_dim"(%3324) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3326 = "stablehlo.divide"(%2898, %3325) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3327 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3328 = "stablehlo.broadcast_in_dim"(%3327) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3329 = "stablehlo.divide"(%2897, %3328) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3330 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3331 = "stablehlo.broadcast_in_dim"(%3330) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3332 = "stablehlo.divide"(%2896, %3331) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3333 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3334 = "stablehlo.broadcast_in_dim"(%3333) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3335 = "stablehlo.divide"(%2895, %3334) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3336 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3337 = "stablehlo.broadcast_in_dim"(%3336) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3338 = "stablehlo.divide"(%2894, %3337) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3339 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3340 = "stablehlo.broadcast_in_dim"(%3339) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3341 = "stablehlo.divide"(%2730, %3340) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3342 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3343 = "stablehlo.broadcast_in_dim"(%3342) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3344 = "stablehlo.divide"(%2729, %3343) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3345 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3346 = "stablehlo.broadcast_in_dim"(%3345) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
      %3347 = "stablehlo.divide"(%2728, %3346) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
      %3348 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3349 = "stablehlo.broadcast_in_dim"(%3348) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3350 = "stablehlo.divide"(%2727, %3349) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3351 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3352 = "stablehlo.broadcast_in_dim"(%3351) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3353 = "stablehlo.divide"(%2726, %3352) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3354 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3355 = "stablehlo.broadcast_in_dim"(%3354) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3356 = "stablehlo.divide"(%2725, %3355) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3357 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3358 = "stablehlo.broadcast_in_dim"(%3357) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3359 = "stablehlo.divide"(%2724, %3358) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3360 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3361 = "stablehlo.broadcast_in_dim"(%3360) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3362 = "stablehlo.divide"(%2723, %3361) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3363 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3364 = "stablehlo.broadcast_in_dim"(%3363) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3365 = "stablehlo.divide"(%2722, %3364) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3366 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3367 = "stablehlo.broadcast_in_dim"(%3366) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3368 = "stablehlo.divide"(%2558, %3367) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3369 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3370 = "stablehlo.broadcast_in_dim"(%3369) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3371 = "stablehlo.divide"(%2557, %3370) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3372 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3373 = "stablehlo.broadcast_in_dim"(%3372) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
      %3374 = "stablehlo.divide"(%2556, %3373) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
      %3375 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3376 = "stablehlo.broadcast_in_dim"(%3375) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3377 = "stablehlo.divide"(%2555, %3376) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3378 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3379 = "stablehlo.broadcast_in_dim"(%3378) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3380 = "stablehlo.divide"(%2554, %3379) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3381 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3382 = "stablehlo.broadcast_in_dim"(%3381) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3383 = "stablehlo.divide"(%2553, %3382) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3384 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3385 = "stablehlo.broadcast_in_dim"(%3384) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3386 = "stablehlo.divide"(%2552, %3385) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3387 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3388 = "stablehlo.broadcast_in_dim"(%3387) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3389 = "stablehlo.divide"(%2551, %3388) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3390 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3391 = "stablehlo.broadcast_in_dim"(%3390) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3392 = "stablehlo.divide"(%2550, %3391) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3393 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3394 = "stablehlo.broadcast_in_dim"(%3393) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3395 = "stablehlo.divide"(%2386, %3394) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3396 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3397 = "stablehlo.broadcast_in_dim"(%3396) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3398 = "stablehlo.divide"(%2385, %3397) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3399 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3400 = "stablehlo.broadcast_in_dim"(%3399) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
      %3401 = "stablehlo.divide"(%2384, %3400) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
      %3402 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3403 = "stablehlo.broadcast_in_dim"(%3402) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3404 = "stablehlo.divide"(%2383, %3403) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3405 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3406 = "stablehlo.broadcast_in_dim"(%3405) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3407 = "stablehlo.divide"(%2382, %3406) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3408 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3409 = "stablehlo.broadcast_in_dim"(%3408) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3410 = "stablehlo.divide"(%2381, %3409) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3411 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3412 = "stablehlo.broadcast_in_dim"(%3411) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3413 = "stablehlo.divide"(%2380, %3412) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3414 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3415 = "stablehlo.broadcast_in_dim"(%3414) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3416 = "stablehlo.divide"(%2379, %3415) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3417 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3418 = "stablehlo.broadcast_in_dim"(%3417) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3419 = "stablehlo.divide"(%2378, %3418) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3420 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3421 = "stablehlo.broadcast_in_dim"(%3420) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3422 = "stablehlo.divide"(%2214, %3421) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3423 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3424 = "stablehlo.broadcast_in_dim"(%3423) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3425 = "stablehlo.divide"(%2213, %3424) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3426 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3427 = "stablehlo.broadcast_in_dim"(%3426) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
      %3428 = "stablehlo.divide"(%2212, %3427) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
      %3429 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3430 = "stablehlo.broadcast_in_dim"(%3429) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3431 = "stablehlo.divide"(%2211, %3430) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3432 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3433 = "stablehlo.broadcast_in_dim"(%3432) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3434 = "stablehlo.divide"(%2210, %3433) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3435 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3436 = "stablehlo.broadcast_in_dim"(%3435) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3437 = "stablehlo.divide"(%2209, %3436) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3438 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3439 = "stablehlo.broadcast_in_dim"(%3438) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3440 = "stablehlo.divide"(%2208, %3439) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3441 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3442 = "stablehlo.broadcast_in_dim"(%3441) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3443 = "stablehlo.divide"(%2207, %3442) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3444 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3445 = "stablehlo.broadcast_in_dim"(%3444) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3446 = "stablehlo.divide"(%2206, %3445) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3447 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3448 = "stablehlo.broadcast_in_dim"(%3447) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3449 = "stablehlo.divide"(%2042, %3448) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3450 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3451 = "stablehlo.broadcast_in_dim"(%3450) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
      %3452 = "stablehlo.divide"(%2041, %3451) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
      %3453 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3454 = "stablehlo.broadcast_in_dim"(%3453) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
      %3455 = "stablehlo.divide"(%2040, %3454) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
      %3456 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3457 = "stablehlo.broadcast_in_dim"(%3456) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3458 = "stablehlo.divide"(%2039, %3457) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3459 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3460 = "stablehlo.broadcast_in_dim"(%3459) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
      %3461 = "stablehlo.divide"(%2038, %3460) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
      %3462 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3463 = "stablehlo.broadcast_in_dim"(%3462) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3464 = "stablehlo.divide"(%2037, %3463) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3465 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3466 = "stablehlo.broadcast_in_dim"(%3465) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3467 = "stablehlo.divide"(%2036, %3466) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3468 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3469 = "stablehlo.broadcast_in_dim"(%3468) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
      %3470 = "stablehlo.divide"(%2035, %3469) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
      %3471 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3472 = "stablehlo.broadcast_in_dim"(%3471) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
      %3473 = "stablehlo.divide"(%2034, %3472) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %3474 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %3475 = "stablehlo.broadcast_in_dim"(%3474) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x128256xbf16>
      %3476 = "stablehlo.divide"(%1842, %3475) : (tensor<1024x128256xbf16>, tensor<1024x128256xbf16>) -> tensor<1024x128256xbf16>
      "sdy.return"(%3251, %3254, %3257, %3260, %3263, %3266, %3269, %3272, %3275, %3278, %3281, %3284, %3287, %3290, %3293, %3296, %3299, %3302, %3305, %3308, %3311, %3314, %3317, %3320, %3323, %3326, %3329, %3332, %3335, %3338, %3341, %3344, %3347, %3350, %3353, %3356, %3359, %3362, %3365, %3368, %3371, %3374, %3377, %3380, %3383, %3386, %3389, %3392, %3395, %3398, %3401, %3404, %3407, %3410, %3413, %3416, %3419, %3422, %3425, %3428, %3431, %3434, %3437, %3440, %3443, %3446, %3449, %3452, %3455, %3458, %3461, %3464, %3467, %3470, %3473, %3476) : (tensor<f32>, tensor<32064x4096xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024x128256xbf16>) -> ()
    }) : (tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>, tensor<4x2048xi32>, tensor<4x2048xi32>) -> (tensor<f32>, tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>)
    "func.return"(%119#0, %119#1, %119#2, %119#3, %119#4, %119#5, %119#6, %119#7, %119#8, %119#9, %119#10, %119#11, %119#12, %119#13, %119#14, %119#15, %119#16, %119#17, %119#18, %119#19, %119#20, %119#21, %119#22, %119#23, %119#24, %119#25, %119#26, %119#27, %119#28, %119#29, %119#30, %119#31, %119#32, %119#33, %119#34, %119#35, %119#36, %119#37, %119#38, %119#39, %119#40, %119#41, %119#42, %119#43, %119#44, %119#45, %119#46, %119#47, %119#48, %119#49, %119#50, %119#51, %119#52, %119#53, %119#54, %119#55, %119#56, %119#57, %119#58, %119#59, %119#60, %119#61, %119#62, %119#63, %119#64, %119#65, %119#66, %119#67, %119#68, %119#69, %119#70, %119#71, %119#72, %119#73, %119#74, %119#75) : (tensor<f32>, tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<2048x2048xi1>):
    %110 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2048x2048xi32>
    %111 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2048x2048xi32>
    %113 = "stablehlo.add"(%110, %112) : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi32>
    %114 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2048x2048xi32>
    %115 = "stablehlo.compare"(%113, %114) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %116 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2048x2048xi1>
    %118 = "stablehlo.select"(%115, %arg41, %117) : (tensor<2048x2048xi1>, tensor<2048x2048xi1>, tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    "func.return"(%118) : (tensor<2048x2048xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<128256x4096xbf16>, tensor<1x2048xi32>) -> (tensor<1x2048x4096xbf16>, tensor<1x2048x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<128256x4096xbf16>, %arg38: tensor<1x2048xi32>):
    %86 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %88 = "stablehlo.compare"(%arg38, %87) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
    %89 = "stablehlo.constant"() <{value = dense<128256> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %91 = "stablehlo.add"(%arg38, %90) : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    %92 = "func.call"(%88, %91, %arg38) <{callee = @_where}> : (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi32>) -> tensor<1x2048x1xi32>
    %94 = "stablehlo.constant"() <{value = dense<128255> : tensor<1xi32>}> : () -> tensor<1xi32>
    %95 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048x1xi32>
    %97 = "stablehlo.compare"(%93, %96) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi1>
    %98 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<1x2048x1xi32>
    %100 = "stablehlo.compare"(%93, %99) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi1>
    %101 = "stablehlo.and"(%97, %100) : (tensor<1x2048x1xi1>, tensor<1x2048x1xi1>) -> tensor<1x2048x1xi1>
    %102 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %103 = "stablehlo.reduce"(%101, %102) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg39: tensor<i1>, %arg40: tensor<i1>):
      %109 = "stablehlo.and"(%arg39, %arg40) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%109) : (tensor<i1>) -> ()
    }) : (tensor<1x2048x1xi1>, tensor<i1>) -> tensor<1x2048xi1>
    %104 = "stablehlo.gather"(%arg37, %93) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4096>}> : (tensor<128256x4096xbf16>, tensor<1x2048x1xi32>) -> tensor<1x2048x4096xbf16>
    %105 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi1>) -> tensor<1x2048x4096xi1>
    %106 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x4096xbf16>
    %108 = "stablehlo.select"(%105, %104, %107) : (tensor<1x2048x4096xi1>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    "func.return"(%108, %93) : (tensor<1x2048x4096xbf16>, tensor<1x2048x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<1x2048xi1>, %arg35: tensor<1x2048xi32>, %arg36: tensor<1x2048xi32>):
    %85 = "stablehlo.select"(%arg34, %arg35, %arg36) : (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    "func.return"(%85) : (tensor<1x2048xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>), res_attrs = [{}, {}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<1x1x2048x2048xi1>, %arg32: tensor<1x32x2048x2048xf32>, %arg33: tensor<f32>):
    %82 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2048x2048xi1>) -> tensor<1x32x2048x2048xi1>
    %83 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %84 = "stablehlo.select"(%82, %arg32, %83) : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    "func.return"(%84, %82) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<1x2048x14336xbf16>):
    %69 = "stablehlo.negate"(%arg30) : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %70 = "stablehlo.exponential"(%69) : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %71 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x14336xbf16>
    %73 = "stablehlo.add"(%72, %70) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %74 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x14336xbf16>
    %76 = "stablehlo.divide"(%75, %73) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %77 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x14336xbf16>
    %79 = "stablehlo.subtract"(%78, %76) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %80 = "stablehlo.multiply"(%76, %79) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %81 = "stablehlo.multiply"(%arg30, %76) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    "func.return"(%81, %80, %76) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2048x128256xf32>) -> (tensor<1x2048x128256xf32>, tensor<1x2048x128256xf32>, tensor<1x2048x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<1x2048x128256xf32>):
    %52 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.reduce"(%arg25, %52) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %68 = "stablehlo.maximum"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%68) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x128256xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %54 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048xf32>
    %56 = "stablehlo.maximum"(%55, %53) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x128256xf32>
    %59 = "stablehlo.subtract"(%arg25, %58) : (tensor<1x2048x128256xf32>, tensor<1x2048x128256xf32>) -> tensor<1x2048x128256xf32>
    %60 = "stablehlo.exponential"(%59) : (tensor<1x2048x128256xf32>) -> tensor<1x2048x128256xf32>
    %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.reduce"(%60, %61) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %67 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%67) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x128256xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %64 = "stablehlo.log"(%63) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x128256xf32>
    %66 = "stablehlo.subtract"(%59, %65) : (tensor<1x2048x128256xf32>, tensor<1x2048x128256xf32>) -> tensor<1x2048x128256xf32>
    "func.return"(%66, %60, %63) : (tensor<1x2048x128256xf32>, tensor<1x2048x128256xf32>, tensor<1x2048x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x2048x128256xf32>, tensor<1x2048x1xi32>) -> (tensor<1x2048x1xf32>, tensor<2048x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<1x2048x128256xf32>, %arg22: tensor<1x2048x1xi32>):
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048x1xi32>
    %30 = "stablehlo.compare"(%arg22, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi1>
    %31 = "stablehlo.constant"() <{value = dense<128256> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048x1xi32>
    %33 = "stablehlo.add"(%arg22, %32) : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi32>
    %34 = "stablehlo.select"(%30, %33, %arg22) : (tensor<1x2048x1xi1>, tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi32>
    %35 = "stablehlo.reshape"(%34) : (tensor<1x2048x1xi32>) -> tensor<2048x1x1xi32>
    %36 = "stablehlo.constant"() <{value = dense<128255> : tensor<1xi32>}> : () -> tensor<1xi32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2048x1x1xi32>
    %39 = "stablehlo.compare"(%35, %38) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2048x1x1xi32>, tensor<2048x1x1xi32>) -> tensor<2048x1x1xi1>
    %40 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2048x1x1xi32>
    %42 = "stablehlo.compare"(%35, %41) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2048x1x1xi32>, tensor<2048x1x1xi32>) -> tensor<2048x1x1xi1>
    %43 = "stablehlo.and"(%39, %42) : (tensor<2048x1x1xi1>, tensor<2048x1x1xi1>) -> tensor<2048x1x1xi1>
    %44 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %45 = "stablehlo.reduce"(%43, %44) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg23: tensor<i1>, %arg24: tensor<i1>):
      %51 = "stablehlo.and"(%arg23, %arg24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%51) : (tensor<i1>) -> ()
    }) : (tensor<2048x1x1xi1>, tensor<i1>) -> tensor<2048x1xi1>
    %46 = "stablehlo.gather"(%arg21, %35) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x2048x128256xf32>, tensor<2048x1x1xi32>) -> tensor<1x2048x1xf32>
    %47 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2048x1xi1>) -> tensor<1x2048x1xi1>
    %48 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %50 = "stablehlo.select"(%47, %46, %49) : (tensor<1x2048x1xi1>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    "func.return"(%50, %35) : (tensor<1x2048x1xf32>, tensor<2048x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2048x1x1xi32>, tensor<1x2048x1xf32>) -> tensor<1x2048x128256xf32>, res_attrs = [{}], sym_name = "take_along_axis_1", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<2048x1x1xi32>, %arg18: tensor<1x2048x1xf32>):
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x128256xf32>
    %26 = "stablehlo.scatter"(%25, %arg17, %arg18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [2], input_batching_dims = [1], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %27 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%27) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x128256xf32>, tensor<2048x1x1xi32>, tensor<1x2048x1xf32>) -> tensor<1x2048x128256xf32>
    "func.return"(%26) : (tensor<1x2048x128256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2048x128256xf32>, tensor<1x2048x1xf32>, tensor<1x2048x128256xf32>) -> tensor<1x2048x128256xf32>, res_attrs = [{}], sym_name = "log_softmax_2", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<1x2048x128256xf32>, %arg11: tensor<1x2048x1xf32>, %arg12: tensor<1x2048x128256xf32>):
    %11 = "stablehlo.negate"(%arg12) : (tensor<1x2048x128256xf32>) -> tensor<1x2048x128256xf32>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %23 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x128256xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %15 = "stablehlo.divide"(%14, %arg11) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %22 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x128256xf32>
    %20 = "stablehlo.multiply"(%19, %arg10) : (tensor<1x2048x128256xf32>, tensor<1x2048x128256xf32>) -> tensor<1x2048x128256xf32>
    %21 = "stablehlo.add"(%arg12, %20) : (tensor<1x2048x128256xf32>, tensor<1x2048x128256xf32>) -> tensor<1x2048x128256xf32>
    "func.return"(%21) : (tensor<1x2048x128256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>, res_attrs = [{}], sym_name = "silu_3", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<1x2048x14336xbf16>, %arg7: tensor<1x2048x14336xbf16>, %arg8: tensor<1x2048x14336xbf16>, %arg9: tensor<1x2048x14336xbf16>):
    %7 = "stablehlo.multiply"(%arg7, %arg9) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %8 = "stablehlo.multiply"(%arg9, %arg6) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %9 = "stablehlo.multiply"(%7, %arg8) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %10 = "stablehlo.add"(%8, %9) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    "func.return"(%10) : (tensor<1x2048x14336xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<1x32x2048x2048xi1>, %arg5: tensor<1x32x2048x2048xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %6 = "stablehlo.select"(%arg4, %arg5, %5) : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    "func.return"(%6) : (tensor<1x32x2048x2048xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x2048x1xi32>, tensor<1x2048x4096xbf16>) -> tensor<128256x4096xbf16>, res_attrs = [{}], sym_name = "_take_5", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x2048x1xi32>, %arg1: tensor<1x2048x4096xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<128256x4096xbf16>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3) : (tensor<bf16>) -> ()
    }) : (tensor<128256x4096xbf16>, tensor<1x2048x1xi32>, tensor<1x2048x4096xbf16>) -> tensor<128256x4096xbf16>
    "func.return"(%2) : (tensor<128256x4096xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
