"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}], function_type = (tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>, tensor<2x2048xi32>, tensor<2x2048xi32>) -> (tensor<f32>, tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>), res_attrs = [{jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['embed']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['final_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['w_down']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][0]['w_gate']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][0]['w_up']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][0]['wk']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][0]['wo']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][0]['wq']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][0]['wv']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['w_down']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['w_gate']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['w_up']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['wk']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['wo']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['wq']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['wv']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][2]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][2]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][2]['w_down']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][2]['w_gate']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][2]['w_up']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][2]['wk']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][2]['wo']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][2]['wq']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][2]['wv']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][3]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][3]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][3]['w_down']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][3]['w_gate']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][3]['w_up']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][3]['wk']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][3]['wo']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][3]['wq']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][3]['wv']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][4]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][4]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][4]['w_down']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][4]['w_gate']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][4]['w_up']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][4]['wk']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][4]['wo']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][4]['wq']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][4]['wv']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][5]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][5]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][5]['w_down']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][5]['w_gate']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][5]['w_up']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][5]['wk']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][5]['wo']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][5]['wq']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][5]['wv']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][6]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][6]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][6]['w_down']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][6]['w_gate']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][6]['w_up']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][6]['wk']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][6]['wo']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][6]['wq']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][6]['wv']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][7]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][7]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][7]['w_down']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][7]['w_gate']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][7]['w_up']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][7]['wk']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][7]['wo']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][7]['wq']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][7]['wv']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['lm_head']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg666: tensor<128256x4096xbf16>, %arg667: tensor<4096xbf16>, %arg668: tensor<4096xbf16>, %arg669: tensor<4096xbf16>, %arg670: tensor<14336x4096xbf16>, %arg671: tensor<4096x14336xbf16>, %arg672: tensor<4096x14336xbf16>, %arg673: tensor<4096x1024xbf16>, %arg674: tensor<4096x4096xbf16>, %arg675: tensor<4096x4096xbf16>, %arg676: tensor<4096x1024xbf16>, %arg677: tensor<4096xbf16>, %arg678: tensor<4096xbf16>, %arg679: tensor<14336x4096xbf16>, %arg680: tensor<4096x14336xbf16>, %arg681: tensor<4096x14336xbf16>, %arg682: tensor<4096x1024xbf16>, %arg683: tensor<4096x4096xbf16>, %arg684: tensor<4096x4096xbf16>, %arg685: tensor<4096x1024xbf16>, %arg686: tensor<4096xbf16>, %arg687: tensor<4096xbf16>, %arg688: tensor<14336x4096xbf16>, %arg689: tensor<4096x14336xbf16>, %arg690: tensor<4096x14336xbf16>, %arg691: tensor<4096x1024xbf16>, %arg692: tensor<4096x4096xbf16>, %arg693: tensor<4096x4096xbf16>, %arg694: tensor<4096x1024xbf16>, %arg695: tensor<4096xbf16>, %arg696: tensor<4096xbf16>, %arg697: tensor<14336x4096xbf16>, %arg698: tensor<4096x14336xbf16>, %arg699: tensor<4096x14336xbf16>, %arg700: tensor<4096x1024xbf16>, %arg701: tensor<4096x4096xbf16>, %arg702: tensor<4096x4096xbf16>, %arg703: tensor<4096x1024xbf16>, %arg704: tensor<4096xbf16>, %arg705: tensor<4096xbf16>, %arg706: tensor<14336x4096xbf16>, %arg707: tensor<4096x14336xbf16>, %arg708: tensor<4096x14336xbf16>, %arg709: tensor<4096x1024xbf16>, %arg710: tensor<4096x4096xbf16>, %arg711: tensor<4096x4096xbf16>, %arg712: tensor<4096x1024xbf16>, %arg713: tensor<4096xbf16>, %arg714: tensor<4096xbf16>, %arg715: tensor<14336x4096xbf16>, %arg716: tensor<4096x14336xbf16>, %arg717: tensor<4096x14336xbf16>, %arg718: tensor<4096x1024xbf16>, %arg719: tensor<4096x4096xbf16>, %arg720: tensor<4096x4096xbf16>, %arg721: tensor<4096x1024xbf16>, %arg722: tensor<4096xbf16>, %arg723: tensor<4096xbf16>, %arg724: tensor<14336x4096xbf16>, %arg725: tensor<4096x14336xbf16>, %arg726: tensor<4096x14336xbf16>, %arg727: tensor<4096x1024xbf16>, %arg728: tensor<4096x4096xbf16>, %arg729: tensor<4096x4096xbf16>, %arg730: tensor<4096x1024xbf16>, %arg731: tensor<4096xbf16>, %arg732: tensor<4096xbf16>, %arg733: tensor<14336x4096xbf16>, %arg734: tensor<4096x14336xbf16>, %arg735: tensor<4096x14336xbf16>, %arg736: tensor<4096x1024xbf16>, %arg737: tensor<4096x4096xbf16>, %arg738: tensor<4096x4096xbf16>, %arg739: tensor<4096x1024xbf16>, %arg740: tensor<4096x128256xbf16>, %arg741: tensor<2x2048xi32>, %arg742: tensor<2x2048xi32>):
    %3491 = "stablehlo.custom_call"(%arg666) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<128256x4096xbf16>) -> tensor<128256x4096xbf16>
    %3492 = "stablehlo.custom_call"(%3491) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128256x4096xbf16>) -> tensor<64128x4096xbf16>
    %3493 = "stablehlo.custom_call"(%arg667) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3494 = "stablehlo.custom_call"(%3493) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3495 = "stablehlo.custom_call"(%arg668) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3496 = "stablehlo.custom_call"(%3495) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3497 = "stablehlo.custom_call"(%arg669) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3498 = "stablehlo.custom_call"(%3497) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3499 = "stablehlo.custom_call"(%arg670) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3500 = "stablehlo.custom_call"(%3499) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<7168x4096xbf16>
    %3501 = "stablehlo.custom_call"(%arg671) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3502 = "stablehlo.custom_call"(%3501) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3503 = "stablehlo.custom_call"(%arg672) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3504 = "stablehlo.custom_call"(%3503) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3505 = "stablehlo.custom_call"(%arg673) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3506 = "stablehlo.custom_call"(%3505) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3507 = "stablehlo.custom_call"(%arg674) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3508 = "stablehlo.custom_call"(%3507) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<2048x4096xbf16>
    %3509 = "stablehlo.custom_call"(%arg675) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3510 = "stablehlo.custom_call"(%3509) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<4096x2048xbf16>
    %3511 = "stablehlo.custom_call"(%arg676) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3512 = "stablehlo.custom_call"(%3511) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3513 = "stablehlo.custom_call"(%arg677) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3514 = "stablehlo.custom_call"(%3513) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3515 = "stablehlo.custom_call"(%arg678) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3516 = "stablehlo.custom_call"(%3515) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3517 = "stablehlo.custom_call"(%arg679) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3518 = "stablehlo.custom_call"(%3517) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<7168x4096xbf16>
    %3519 = "stablehlo.custom_call"(%arg680) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3520 = "stablehlo.custom_call"(%3519) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3521 = "stablehlo.custom_call"(%arg681) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3522 = "stablehlo.custom_call"(%3521) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3523 = "stablehlo.custom_call"(%arg682) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3524 = "stablehlo.custom_call"(%3523) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3525 = "stablehlo.custom_call"(%arg683) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3526 = "stablehlo.custom_call"(%3525) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<2048x4096xbf16>
    %3527 = "stablehlo.custom_call"(%arg684) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3528 = "stablehlo.custom_call"(%3527) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<4096x2048xbf16>
    %3529 = "stablehlo.custom_call"(%arg685) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3530 = "stablehlo.custom_call"(%3529) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3531 = "stablehlo.custom_call"(%arg686) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3532 = "stablehlo.custom_call"(%3531) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3533 = "stablehlo.custom_call"(%arg687) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3534 = "stablehlo.custom_call"(%3533) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3535 = "stablehlo.custom_call"(%arg688) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3536 = "stablehlo.custom_call"(%3535) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<7168x4096xbf16>
    %3537 = "stablehlo.custom_call"(%arg689) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3538 = "stablehlo.custom_call"(%3537) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3539 = "stablehlo.custom_call"(%arg690) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3540 = "stablehlo.custom_call"(%3539) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3541 = "stablehlo.custom_call"(%arg691) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3542 = "stablehlo.custom_call"(%3541) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3543 = "stablehlo.custom_call"(%arg692) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3544 = "stablehlo.custom_call"(%3543) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<2048x4096xbf16>
    %3545 = "stablehlo.custom_call"(%arg693) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3546 = "stablehlo.custom_call"(%3545) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<4096x2048xbf16>
    %3547 = "stablehlo.custom_call"(%arg694) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3548 = "stablehlo.custom_call"(%3547) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3549 = "stablehlo.custom_call"(%arg695) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3550 = "stablehlo.custom_call"(%3549) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3551 = "stablehlo.custom_call"(%arg696) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3552 = "stablehlo.custom_call"(%3551) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3553 = "stablehlo.custom_call"(%arg697) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3554 = "stablehlo.custom_call"(%3553) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<7168x4096xbf16>
    %3555 = "stablehlo.custom_call"(%arg698) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3556 = "stablehlo.custom_call"(%3555) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3557 = "stablehlo.custom_call"(%arg699) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3558 = "stablehlo.custom_call"(%3557) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3559 = "stablehlo.custom_call"(%arg700) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3560 = "stablehlo.custom_call"(%3559) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3561 = "stablehlo.custom_call"(%arg701) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3562 = "stablehlo.custom_call"(%3561) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<2048x4096xbf16>
    %3563 = "stablehlo.custom_call"(%arg702) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3564 = "stablehlo.custom_call"(%3563) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<4096x2048xbf16>
    %3565 = "stablehlo.custom_call"(%arg703) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3566 = "stablehlo.custom_call"(%3565) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3567 = "stablehlo.custom_call"(%arg704) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3568 = "stablehlo.custom_call"(%3567) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3569 = "stablehlo.custom_call"(%arg705) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3570 = "stablehlo.custom_call"(%3569) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3571 = "stablehlo.custom_call"(%arg706) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3572 = "stablehlo.custom_call"(%3571) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<7168x4096xbf16>
    %3573 = "stablehlo.custom_call"(%arg707) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3574 = "stablehlo.custom_call"(%3573) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3575 = "stablehlo.custom_call"(%arg708) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3576 = "stablehlo.custom_call"(%3575) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3577 = "stablehlo.custom_call"(%arg709) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3578 = "stablehlo.custom_call"(%3577) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3579 = "stablehlo.custom_call"(%arg710) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3580 = "stablehlo.custom_call"(%3579) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<2048x4096xbf16>
    %3581 = "stablehlo.custom_call"(%arg711) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3582 = "stablehlo.custom_call"(%3581) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<4096x2048xbf16>
    %3583 = "stablehlo.custom_call"(%arg712) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3584 = "stablehlo.custom_call"(%3583) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3585 = "stablehlo.custom_call"(%arg713) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3586 = "stablehlo.custom_call"(%3585) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3587 = "stablehlo.custom_call"(%arg714) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3588 = "stablehlo.custom_call"(%3587) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3589 = "stablehlo.custom_call"(%arg715) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3590 = "stablehlo.custom_call"(%3589) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<7168x4096xbf16>
    %3591 = "stablehlo.custom_call"(%arg716) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3592 = "stablehlo.custom_call"(%3591) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3593 = "stablehlo.custom_call"(%arg717) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3594 = "stablehlo.custom_call"(%3593) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3595 = "stablehlo.custom_call"(%arg718) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3596 = "stablehlo.custom_call"(%3595) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3597 = "stablehlo.custom_call"(%arg719) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3598 = "stablehlo.custom_call"(%3597) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<2048x4096xbf16>
    %3599 = "stablehlo.custom_call"(%arg720) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3600 = "stablehlo.custom_call"(%3599) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<4096x2048xbf16>
    %3601 = "stablehlo.custom_call"(%arg721) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3602 = "stablehlo.custom_call"(%3601) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3603 = "stablehlo.custom_call"(%arg722) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3604 = "stablehlo.custom_call"(%3603) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3605 = "stablehlo.custom_call"(%arg723) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3606 = "stablehlo.custom_call"(%3605) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3607 = "stablehlo.custom_call"(%arg724) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3608 = "stablehlo.custom_call"(%3607) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<7168x4096xbf16>
    %3609 = "stablehlo.custom_call"(%arg725) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3610 = "stablehlo.custom_call"(%3609) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3611 = "stablehlo.custom_call"(%arg726) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3612 = "stablehlo.custom_call"(%3611) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3613 = "stablehlo.custom_call"(%arg727) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3614 = "stablehlo.custom_call"(%3613) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3615 = "stablehlo.custom_call"(%arg728) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3616 = "stablehlo.custom_call"(%3615) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<2048x4096xbf16>
    %3617 = "stablehlo.custom_call"(%arg729) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3618 = "stablehlo.custom_call"(%3617) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<4096x2048xbf16>
    %3619 = "stablehlo.custom_call"(%arg730) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3620 = "stablehlo.custom_call"(%3619) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3621 = "stablehlo.custom_call"(%arg731) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3622 = "stablehlo.custom_call"(%3621) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3623 = "stablehlo.custom_call"(%arg732) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3624 = "stablehlo.custom_call"(%3623) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3625 = "stablehlo.custom_call"(%arg733) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3626 = "stablehlo.custom_call"(%3625) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<7168x4096xbf16>
    %3627 = "stablehlo.custom_call"(%arg734) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3628 = "stablehlo.custom_call"(%3627) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3629 = "stablehlo.custom_call"(%arg735) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3630 = "stablehlo.custom_call"(%3629) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<4096x7168xbf16>
    %3631 = "stablehlo.custom_call"(%arg736) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3632 = "stablehlo.custom_call"(%3631) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3633 = "stablehlo.custom_call"(%arg737) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3634 = "stablehlo.custom_call"(%3633) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<2048x4096xbf16>
    %3635 = "stablehlo.custom_call"(%arg738) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3636 = "stablehlo.custom_call"(%3635) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<4096x2048xbf16>
    %3637 = "stablehlo.custom_call"(%arg739) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3638 = "stablehlo.custom_call"(%3637) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<4096x512xbf16>
    %3639 = "stablehlo.custom_call"(%arg740) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x128256xbf16>) -> tensor<4096x128256xbf16>
    %3640 = "stablehlo.custom_call"(%3639) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x128256xbf16>) -> tensor<4096x64128xbf16>
    %3641 = "stablehlo.custom_call"(%arg741) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<2x2048xi32>) -> tensor<2x2048xi32>
    %3642 = "stablehlo.custom_call"(%3641) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2x2048xi32>) -> tensor<1x2048xi32>
    %3643 = "stablehlo.custom_call"(%arg742) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<2x2048xi32>) -> tensor<2x2048xi32>
    %3644 = "stablehlo.custom_call"(%3643) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2x2048xi32>) -> tensor<1x2048xi32>
    %3645:76 = "func.call"(%3492, %3494, %3496, %3498, %3500, %3502, %3504, %3506, %3508, %3510, %3512, %3514, %3516, %3518, %3520, %3522, %3524, %3526, %3528, %3530, %3532, %3534, %3536, %3538, %3540, %3542, %3544, %3546, %3548, %3550, %3552, %3554, %3556, %3558, %3560, %3562, %3564, %3566, %3568, %3570, %3572, %3574, %3576, %3578, %3580, %3582, %3584, %3586, %3588, %3590, %3592, %3594, %3596, %3598, %3600, %3602, %3604, %3606, %3608, %3610, %3612, %3614, %3616, %3618, %3620, %3622, %3624, %3626, %3628, %3630, %3632, %3634, %3636, %3638, %3640, %3642, %3644) <{callee = @shmap_body}> : (tensor<64128x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096x64128xbf16>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> (tensor<f32>, tensor<64128x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096x64128xbf16>)
    %3646 = "stablehlo.custom_call"(%3645#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %3647 = "stablehlo.custom_call"(%3646) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %3648 = "stablehlo.custom_call"(%3645#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64128x4096xbf16>) -> tensor<64128x4096xbf16>
    %3649 = "stablehlo.custom_call"(%3648) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<64128x4096xbf16>) -> tensor<128256x4096xbf16>
    %3650 = "stablehlo.custom_call"(%3645#2) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3651 = "stablehlo.custom_call"(%3650) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3652 = "stablehlo.custom_call"(%3645#3) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3653 = "stablehlo.custom_call"(%3652) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3654 = "stablehlo.custom_call"(%3645#4) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3655 = "stablehlo.custom_call"(%3654) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3656 = "stablehlo.custom_call"(%3645#5) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3657 = "stablehlo.custom_call"(%3656) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<7168x4096xbf16>) -> tensor<14336x4096xbf16>
    %3658 = "stablehlo.custom_call"(%3645#6) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3659 = "stablehlo.custom_call"(%3658) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3660 = "stablehlo.custom_call"(%3645#7) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3661 = "stablehlo.custom_call"(%3660) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3662 = "stablehlo.custom_call"(%3645#8) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3663 = "stablehlo.custom_call"(%3662) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3664 = "stablehlo.custom_call"(%3645#9) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3665 = "stablehlo.custom_call"(%3664) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %3666 = "stablehlo.custom_call"(%3645#10) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3667 = "stablehlo.custom_call"(%3666) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x2048xbf16>) -> tensor<4096x4096xbf16>
    %3668 = "stablehlo.custom_call"(%3645#11) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3669 = "stablehlo.custom_call"(%3668) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3670 = "stablehlo.custom_call"(%3645#12) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3671 = "stablehlo.custom_call"(%3670) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3672 = "stablehlo.custom_call"(%3645#13) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3673 = "stablehlo.custom_call"(%3672) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3674 = "stablehlo.custom_call"(%3645#14) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3675 = "stablehlo.custom_call"(%3674) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<7168x4096xbf16>) -> tensor<14336x4096xbf16>
    %3676 = "stablehlo.custom_call"(%3645#15) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3677 = "stablehlo.custom_call"(%3676) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3678 = "stablehlo.custom_call"(%3645#16) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3679 = "stablehlo.custom_call"(%3678) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3680 = "stablehlo.custom_call"(%3645#17) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3681 = "stablehlo.custom_call"(%3680) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3682 = "stablehlo.custom_call"(%3645#18) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3683 = "stablehlo.custom_call"(%3682) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %3684 = "stablehlo.custom_call"(%3645#19) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3685 = "stablehlo.custom_call"(%3684) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x2048xbf16>) -> tensor<4096x4096xbf16>
    %3686 = "stablehlo.custom_call"(%3645#20) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3687 = "stablehlo.custom_call"(%3686) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3688 = "stablehlo.custom_call"(%3645#21) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3689 = "stablehlo.custom_call"(%3688) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3690 = "stablehlo.custom_call"(%3645#22) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3691 = "stablehlo.custom_call"(%3690) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3692 = "stablehlo.custom_call"(%3645#23) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3693 = "stablehlo.custom_call"(%3692) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<7168x4096xbf16>) -> tensor<14336x4096xbf16>
    %3694 = "stablehlo.custom_call"(%3645#24) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3695 = "stablehlo.custom_call"(%3694) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3696 = "stablehlo.custom_call"(%3645#25) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3697 = "stablehlo.custom_call"(%3696) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3698 = "stablehlo.custom_call"(%3645#26) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3699 = "stablehlo.custom_call"(%3698) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3700 = "stablehlo.custom_call"(%3645#27) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3701 = "stablehlo.custom_call"(%3700) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %3702 = "stablehlo.custom_call"(%3645#28) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3703 = "stablehlo.custom_call"(%3702) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x2048xbf16>) -> tensor<4096x4096xbf16>
    %3704 = "stablehlo.custom_call"(%3645#29) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3705 = "stablehlo.custom_call"(%3704) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3706 = "stablehlo.custom_call"(%3645#30) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3707 = "stablehlo.custom_call"(%3706) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3708 = "stablehlo.custom_call"(%3645#31) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3709 = "stablehlo.custom_call"(%3708) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3710 = "stablehlo.custom_call"(%3645#32) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3711 = "stablehlo.custom_call"(%3710) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<7168x4096xbf16>) -> tensor<14336x4096xbf16>
    %3712 = "stablehlo.custom_call"(%3645#33) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3713 = "stablehlo.custom_call"(%3712) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3714 = "stablehlo.custom_call"(%3645#34) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3715 = "stablehlo.custom_call"(%3714) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3716 = "stablehlo.custom_call"(%3645#35) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3717 = "stablehlo.custom_call"(%3716) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3718 = "stablehlo.custom_call"(%3645#36) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3719 = "stablehlo.custom_call"(%3718) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %3720 = "stablehlo.custom_call"(%3645#37) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3721 = "stablehlo.custom_call"(%3720) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x2048xbf16>) -> tensor<4096x4096xbf16>
    %3722 = "stablehlo.custom_call"(%3645#38) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3723 = "stablehlo.custom_call"(%3722) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3724 = "stablehlo.custom_call"(%3645#39) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3725 = "stablehlo.custom_call"(%3724) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3726 = "stablehlo.custom_call"(%3645#40) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3727 = "stablehlo.custom_call"(%3726) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3728 = "stablehlo.custom_call"(%3645#41) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3729 = "stablehlo.custom_call"(%3728) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<7168x4096xbf16>) -> tensor<14336x4096xbf16>
    %3730 = "stablehlo.custom_call"(%3645#42) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3731 = "stablehlo.custom_call"(%3730) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3732 = "stablehlo.custom_call"(%3645#43) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3733 = "stablehlo.custom_call"(%3732) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3734 = "stablehlo.custom_call"(%3645#44) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3735 = "stablehlo.custom_call"(%3734) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3736 = "stablehlo.custom_call"(%3645#45) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3737 = "stablehlo.custom_call"(%3736) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %3738 = "stablehlo.custom_call"(%3645#46) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3739 = "stablehlo.custom_call"(%3738) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x2048xbf16>) -> tensor<4096x4096xbf16>
    %3740 = "stablehlo.custom_call"(%3645#47) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3741 = "stablehlo.custom_call"(%3740) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3742 = "stablehlo.custom_call"(%3645#48) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3743 = "stablehlo.custom_call"(%3742) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3744 = "stablehlo.custom_call"(%3645#49) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3745 = "stablehlo.custom_call"(%3744) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3746 = "stablehlo.custom_call"(%3645#50) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3747 = "stablehlo.custom_call"(%3746) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<7168x4096xbf16>) -> tensor<14336x4096xbf16>
    %3748 = "stablehlo.custom_call"(%3645#51) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3749 = "stablehlo.custom_call"(%3748) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3750 = "stablehlo.custom_call"(%3645#52) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3751 = "stablehlo.custom_call"(%3750) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3752 = "stablehlo.custom_call"(%3645#53) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3753 = "stablehlo.custom_call"(%3752) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3754 = "stablehlo.custom_call"(%3645#54) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3755 = "stablehlo.custom_call"(%3754) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %3756 = "stablehlo.custom_call"(%3645#55) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3757 = "stablehlo.custom_call"(%3756) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x2048xbf16>) -> tensor<4096x4096xbf16>
    %3758 = "stablehlo.custom_call"(%3645#56) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3759 = "stablehlo.custom_call"(%3758) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3760 = "stablehlo.custom_call"(%3645#57) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3761 = "stablehlo.custom_call"(%3760) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3762 = "stablehlo.custom_call"(%3645#58) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3763 = "stablehlo.custom_call"(%3762) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3764 = "stablehlo.custom_call"(%3645#59) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3765 = "stablehlo.custom_call"(%3764) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<7168x4096xbf16>) -> tensor<14336x4096xbf16>
    %3766 = "stablehlo.custom_call"(%3645#60) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3767 = "stablehlo.custom_call"(%3766) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3768 = "stablehlo.custom_call"(%3645#61) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3769 = "stablehlo.custom_call"(%3768) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3770 = "stablehlo.custom_call"(%3645#62) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3771 = "stablehlo.custom_call"(%3770) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3772 = "stablehlo.custom_call"(%3645#63) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3773 = "stablehlo.custom_call"(%3772) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %3774 = "stablehlo.custom_call"(%3645#64) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3775 = "stablehlo.custom_call"(%3774) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x2048xbf16>) -> tensor<4096x4096xbf16>
    %3776 = "stablehlo.custom_call"(%3645#65) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3777 = "stablehlo.custom_call"(%3776) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3778 = "stablehlo.custom_call"(%3645#66) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3779 = "stablehlo.custom_call"(%3778) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3780 = "stablehlo.custom_call"(%3645#67) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3781 = "stablehlo.custom_call"(%3780) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3782 = "stablehlo.custom_call"(%3645#68) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3783 = "stablehlo.custom_call"(%3782) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<7168x4096xbf16>) -> tensor<14336x4096xbf16>
    %3784 = "stablehlo.custom_call"(%3645#69) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3785 = "stablehlo.custom_call"(%3784) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3786 = "stablehlo.custom_call"(%3645#70) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3787 = "stablehlo.custom_call"(%3786) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x7168xbf16>) -> tensor<4096x14336xbf16>
    %3788 = "stablehlo.custom_call"(%3645#71) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3789 = "stablehlo.custom_call"(%3788) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3790 = "stablehlo.custom_call"(%3645#72) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3791 = "stablehlo.custom_call"(%3790) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %3792 = "stablehlo.custom_call"(%3645#73) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3793 = "stablehlo.custom_call"(%3792) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x2048xbf16>) -> tensor<4096x4096xbf16>
    %3794 = "stablehlo.custom_call"(%3645#74) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3795 = "stablehlo.custom_call"(%3794) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x512xbf16>) -> tensor<4096x1024xbf16>
    %3796 = "stablehlo.custom_call"(%3645#75) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x64128xbf16>) -> tensor<4096x64128xbf16>
    %3797 = "stablehlo.custom_call"(%3796) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<4096x64128xbf16>) -> tensor<4096x128256xbf16>
    "func.return"(%3647, %3649, %3651, %3653, %3655, %3657, %3659, %3661, %3663, %3665, %3667, %3669, %3671, %3673, %3675, %3677, %3679, %3681, %3683, %3685, %3687, %3689, %3691, %3693, %3695, %3697, %3699, %3701, %3703, %3705, %3707, %3709, %3711, %3713, %3715, %3717, %3719, %3721, %3723, %3725, %3727, %3729, %3731, %3733, %3735, %3737, %3739, %3741, %3743, %3745, %3747, %3749, %3751, %3753, %3755, %3757, %3759, %3761, %3763, %3765, %3767, %3769, %3771, %3773, %3775, %3777, %3779, %3781, %3783, %3785, %3787, %3789, %3791, %3793, %3795, %3797) : (tensor<f32>, tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<64128x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096x64128xbf16>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> (tensor<f32>, tensor<64128x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096x64128xbf16>), res_attrs = [{jax.result_info = "[]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<64128x4096xbf16>, %arg44: tensor<4096xbf16>, %arg45: tensor<4096xbf16>, %arg46: tensor<4096xbf16>, %arg47: tensor<7168x4096xbf16>, %arg48: tensor<4096x7168xbf16>, %arg49: tensor<4096x7168xbf16>, %arg50: tensor<4096x512xbf16>, %arg51: tensor<2048x4096xbf16>, %arg52: tensor<4096x2048xbf16>, %arg53: tensor<4096x512xbf16>, %arg54: tensor<4096xbf16>, %arg55: tensor<4096xbf16>, %arg56: tensor<7168x4096xbf16>, %arg57: tensor<4096x7168xbf16>, %arg58: tensor<4096x7168xbf16>, %arg59: tensor<4096x512xbf16>, %arg60: tensor<2048x4096xbf16>, %arg61: tensor<4096x2048xbf16>, %arg62: tensor<4096x512xbf16>, %arg63: tensor<4096xbf16>, %arg64: tensor<4096xbf16>, %arg65: tensor<7168x4096xbf16>, %arg66: tensor<4096x7168xbf16>, %arg67: tensor<4096x7168xbf16>, %arg68: tensor<4096x512xbf16>, %arg69: tensor<2048x4096xbf16>, %arg70: tensor<4096x2048xbf16>, %arg71: tensor<4096x512xbf16>, %arg72: tensor<4096xbf16>, %arg73: tensor<4096xbf16>, %arg74: tensor<7168x4096xbf16>, %arg75: tensor<4096x7168xbf16>, %arg76: tensor<4096x7168xbf16>, %arg77: tensor<4096x512xbf16>, %arg78: tensor<2048x4096xbf16>, %arg79: tensor<4096x2048xbf16>, %arg80: tensor<4096x512xbf16>, %arg81: tensor<4096xbf16>, %arg82: tensor<4096xbf16>, %arg83: tensor<7168x4096xbf16>, %arg84: tensor<4096x7168xbf16>, %arg85: tensor<4096x7168xbf16>, %arg86: tensor<4096x512xbf16>, %arg87: tensor<2048x4096xbf16>, %arg88: tensor<4096x2048xbf16>, %arg89: tensor<4096x512xbf16>, %arg90: tensor<4096xbf16>, %arg91: tensor<4096xbf16>, %arg92: tensor<7168x4096xbf16>, %arg93: tensor<4096x7168xbf16>, %arg94: tensor<4096x7168xbf16>, %arg95: tensor<4096x512xbf16>, %arg96: tensor<2048x4096xbf16>, %arg97: tensor<4096x2048xbf16>, %arg98: tensor<4096x512xbf16>, %arg99: tensor<4096xbf16>, %arg100: tensor<4096xbf16>, %arg101: tensor<7168x4096xbf16>, %arg102: tensor<4096x7168xbf16>, %arg103: tensor<4096x7168xbf16>, %arg104: tensor<4096x512xbf16>, %arg105: tensor<2048x4096xbf16>, %arg106: tensor<4096x2048xbf16>, %arg107: tensor<4096x512xbf16>, %arg108: tensor<4096xbf16>, %arg109: tensor<4096xbf16>, %arg110: tensor<7168x4096xbf16>, %arg111: tensor<4096x7168xbf16>, %arg112: tensor<4096x7168xbf16>, %arg113: tensor<4096x512xbf16>, %arg114: tensor<2048x4096xbf16>, %arg115: tensor<4096x2048xbf16>, %arg116: tensor<4096x512xbf16>, %arg117: tensor<4096x64128xbf16>, %arg118: tensor<1x2048xi32>, %arg119: tensor<1x2048xi32>):
    %104 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2048xi32>
    %105 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2048x2048xi1>
    %107 = "func.call"(%106) <{callee = @tril}> : (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    %108 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %109 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %110 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %111 = "stablehlo.divide"(%110, %108) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %112 = "stablehlo.remainder"(%111, %109) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %113 = "stablehlo.convert"(%112) : (tensor<ui32>) -> tensor<i32>
    %114 = "stablehlo.constant"() <{value = dense<64128> : tensor<i32>}> : () -> tensor<i32>
    %115 = "stablehlo.multiply"(%113, %114) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %117 = "stablehlo.subtract"(%arg118, %116) : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    %118 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %120 = "stablehlo.compare"(%117, %119) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
    %121 = "stablehlo.constant"() <{value = dense<64128> : tensor<i32>}> : () -> tensor<i32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %123 = "stablehlo.compare"(%117, %122) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
    %124 = "stablehlo.and"(%120, %123) : (tensor<1x2048xi1>, tensor<1x2048xi1>) -> tensor<1x2048xi1>
    %125 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %126 = "func.call"(%124, %117, %125) <{callee = @_where}> : (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<i32>) -> tensor<1x2048xi32>
    %127:2 = "func.call"(%arg43, %126) <{callee = @_take}> : (tensor<64128x4096xbf16>, tensor<1x2048xi32>) -> (tensor<1x2048x4096xbf16>, tensor<1x2048x1xi32>)
    %128 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi1>) -> tensor<1x2048x1xi1>
    %129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %130:2 = "func.call"(%128, %127#0, %129) <{callee = @_where_1}> : (tensor<1x2048x1xi1>, tensor<1x2048x4096xbf16>, tensor<bf16>) -> (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xi1>)
    %131 = "stablehlo.all_reduce"(%130#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg664: tensor<bf16>, %arg665: tensor<bf16>):
      %3490 = "stablehlo.add"(%arg664, %arg665) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3490) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %132 = "stablehlo.convert"(%131) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %133 = "stablehlo.multiply"(%132, %132) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %134 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.reduce"(%133, %134) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg662: tensor<f32>, %arg663: tensor<f32>):
      %3489 = "stablehlo.add"(%arg662, %arg663) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3489) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %137 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %139 = "stablehlo.divide"(%136, %138) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %140 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %142 = "stablehlo.add"(%139, %141) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %143 = "stablehlo.rsqrt"(%142) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %144 = "stablehlo.divide"(%143, %142) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %145 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %147 = "stablehlo.multiply"(%146, %144) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %148 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %149 = "stablehlo.multiply"(%132, %148) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %150 = "stablehlo.convert"(%149) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %151 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %153 = "stablehlo.multiply"(%150, %152) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %154 = "stablehlo.dot_general"(%153, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
    %155 = "stablehlo.reshape"(%154) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %156 = "stablehlo.dot_general"(%153, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %157 = "stablehlo.reshape"(%156) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %158 = "stablehlo.dot_general"(%153, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %159 = "stablehlo.reshape"(%158) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %160 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %161 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %163 = "stablehlo.multiply"(%162, %160) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %166 = "stablehlo.add"(%165, %163) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %167 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %169 = "stablehlo.divide"(%166, %168) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %170 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %172 = "stablehlo.power"(%171, %169) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %173 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %175 = "stablehlo.divide"(%174, %172) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %176 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %178 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %179 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %180 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %181 = "stablehlo.multiply"(%179, %180) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %182 = "stablehlo.concatenate"(%181, %181) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %183 = "stablehlo.cosine"(%182) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %185 = "stablehlo.sine"(%182) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %187 = "stablehlo.slice"(%155) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %188 = "stablehlo.slice"(%155) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %189 = "stablehlo.negate"(%188) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %190 = "stablehlo.concatenate"(%189, %187) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
    %191 = "stablehlo.convert"(%155) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %192 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %193 = "stablehlo.multiply"(%191, %192) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %194 = "stablehlo.convert"(%190) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %195 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %196 = "stablehlo.multiply"(%194, %195) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %197 = "stablehlo.add"(%193, %196) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %198 = "stablehlo.convert"(%197) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %199 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %200 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %202 = "stablehlo.multiply"(%201, %199) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %203 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %205 = "stablehlo.add"(%204, %202) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %206 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %208 = "stablehlo.divide"(%205, %207) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %209 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %211 = "stablehlo.power"(%210, %208) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %212 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %214 = "stablehlo.divide"(%213, %211) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %215 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %217 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %218 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %219 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %220 = "stablehlo.multiply"(%218, %219) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %221 = "stablehlo.concatenate"(%220, %220) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %222 = "stablehlo.cosine"(%221) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %224 = "stablehlo.sine"(%221) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %226 = "stablehlo.slice"(%157) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %227 = "stablehlo.slice"(%157) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %228 = "stablehlo.negate"(%227) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %229 = "stablehlo.concatenate"(%228, %226) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
    %230 = "stablehlo.convert"(%157) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %231 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %232 = "stablehlo.multiply"(%230, %231) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %233 = "stablehlo.convert"(%229) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %234 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %235 = "stablehlo.multiply"(%233, %234) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %236 = "stablehlo.add"(%232, %235) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %237 = "stablehlo.convert"(%236) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %239 = "stablehlo.reshape"(%238) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %240 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %241 = "stablehlo.reshape"(%240) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %242 = "stablehlo.dot_general"(%198, %239) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %243 = "stablehlo.convert"(%242) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %244 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.sqrt"(%244) : (tensor<f32>) -> tensor<f32>
    %246 = "stablehlo.convert"(%245) : (tensor<f32>) -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %248 = "stablehlo.divide"(%243, %247) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %249 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %250 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %251:2 = "func.call"(%249, %248, %250) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
    %252 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.reduce"(%251#0, %252) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg660: tensor<f32>, %arg661: tensor<f32>):
      %3488 = "stablehlo.maximum"(%arg660, %arg661) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3488) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %254 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
    %256 = "stablehlo.maximum"(%255, %253) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %259 = "stablehlo.subtract"(%251#0, %258) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %260 = "stablehlo.exponential"(%259) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %261 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.reduce"(%260, %261) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg658: tensor<f32>, %arg659: tensor<f32>):
      %3487 = "stablehlo.add"(%arg658, %arg659) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3487) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %265 = "stablehlo.divide"(%260, %264) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %266 = "stablehlo.multiply"(%263, %263) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %267 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
    %269 = "stablehlo.divide"(%268, %266) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %270 = "stablehlo.convert"(%265) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %271 = "stablehlo.dot_general"(%241, %270) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %272 = "stablehlo.transpose"(%271) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %273 = "stablehlo.reshape"(%272) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %274 = "stablehlo.dot_general"(%273, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %275 = "stablehlo.all_reduce"(%274) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg656: tensor<bf16>, %arg657: tensor<bf16>):
      %3486 = "stablehlo.add"(%arg656, %arg657) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3486) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %276 = "stablehlo.add"(%131, %275) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %277 = "stablehlo.convert"(%276) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %278 = "stablehlo.multiply"(%277, %277) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %279 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.reduce"(%278, %279) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg654: tensor<f32>, %arg655: tensor<f32>):
      %3485 = "stablehlo.add"(%arg654, %arg655) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3485) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %282 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %284 = "stablehlo.divide"(%281, %283) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %285 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %287 = "stablehlo.add"(%284, %286) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %288 = "stablehlo.rsqrt"(%287) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %289 = "stablehlo.divide"(%288, %287) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %290 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %292 = "stablehlo.multiply"(%291, %289) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %293 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %294 = "stablehlo.multiply"(%277, %293) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %295 = "stablehlo.convert"(%294) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %296 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %298 = "stablehlo.multiply"(%295, %297) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %299 = "stablehlo.dot_general"(%298, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %300:3 = "func.call"(%299) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
    %301 = "stablehlo.dot_general"(%298, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %302 = "stablehlo.multiply"(%300#0, %301) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %303 = "stablehlo.dot_general"(%302, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %304 = "stablehlo.all_reduce"(%303) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg652: tensor<bf16>, %arg653: tensor<bf16>):
      %3484 = "stablehlo.add"(%arg652, %arg653) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3484) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %305 = "stablehlo.add"(%276, %304) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %306 = "stablehlo.convert"(%305) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %307 = "stablehlo.multiply"(%306, %306) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %308 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %309 = "stablehlo.reduce"(%307, %308) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg650: tensor<f32>, %arg651: tensor<f32>):
      %3483 = "stablehlo.add"(%arg650, %arg651) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3483) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %311 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %313 = "stablehlo.divide"(%310, %312) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %314 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %316 = "stablehlo.add"(%313, %315) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %317 = "stablehlo.rsqrt"(%316) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %318 = "stablehlo.divide"(%317, %316) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %319 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %321 = "stablehlo.multiply"(%320, %318) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %322 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %323 = "stablehlo.multiply"(%306, %322) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %324 = "stablehlo.convert"(%323) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %325 = "stablehlo.broadcast_in_dim"(%arg54) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %327 = "stablehlo.multiply"(%324, %326) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %328 = "stablehlo.dot_general"(%327, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
    %329 = "stablehlo.reshape"(%328) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %330 = "stablehlo.dot_general"(%327, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %331 = "stablehlo.reshape"(%330) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %332 = "stablehlo.dot_general"(%327, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %333 = "stablehlo.reshape"(%332) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %334 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %335 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %337 = "stablehlo.multiply"(%336, %334) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %338 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %340 = "stablehlo.add"(%339, %337) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %341 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %343 = "stablehlo.divide"(%340, %342) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %344 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %346 = "stablehlo.power"(%345, %343) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %347 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %349 = "stablehlo.divide"(%348, %346) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %350 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %352 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %353 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %354 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %355 = "stablehlo.multiply"(%353, %354) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %356 = "stablehlo.concatenate"(%355, %355) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %357 = "stablehlo.cosine"(%356) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %359 = "stablehlo.sine"(%356) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %360 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %361 = "stablehlo.slice"(%329) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %362 = "stablehlo.slice"(%329) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %363 = "stablehlo.negate"(%362) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %364 = "stablehlo.concatenate"(%363, %361) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
    %365 = "stablehlo.convert"(%329) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %366 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %367 = "stablehlo.multiply"(%365, %366) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %368 = "stablehlo.convert"(%364) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %369 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %370 = "stablehlo.multiply"(%368, %369) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %371 = "stablehlo.add"(%367, %370) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %372 = "stablehlo.convert"(%371) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %373 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %374 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %376 = "stablehlo.multiply"(%375, %373) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %377 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %378 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %379 = "stablehlo.add"(%378, %376) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %380 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %382 = "stablehlo.divide"(%379, %381) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %383 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %384 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %385 = "stablehlo.power"(%384, %382) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %386 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %388 = "stablehlo.divide"(%387, %385) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %389 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %391 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %392 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %393 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %394 = "stablehlo.multiply"(%392, %393) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %395 = "stablehlo.concatenate"(%394, %394) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %396 = "stablehlo.cosine"(%395) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %398 = "stablehlo.sine"(%395) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %400 = "stablehlo.slice"(%331) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %401 = "stablehlo.slice"(%331) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %402 = "stablehlo.negate"(%401) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %403 = "stablehlo.concatenate"(%402, %400) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
    %404 = "stablehlo.convert"(%331) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %405 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %406 = "stablehlo.multiply"(%404, %405) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %407 = "stablehlo.convert"(%403) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %408 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %409 = "stablehlo.multiply"(%407, %408) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %410 = "stablehlo.add"(%406, %409) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %411 = "stablehlo.convert"(%410) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %413 = "stablehlo.reshape"(%412) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %414 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %415 = "stablehlo.reshape"(%414) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %416 = "stablehlo.dot_general"(%372, %413) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %417 = "stablehlo.convert"(%416) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %418 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %419 = "stablehlo.sqrt"(%418) : (tensor<f32>) -> tensor<f32>
    %420 = "stablehlo.convert"(%419) : (tensor<f32>) -> tensor<f32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %422 = "stablehlo.divide"(%417, %421) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %423 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %424 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %425:2 = "func.call"(%423, %422, %424) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
    %426 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %427 = "stablehlo.reduce"(%425#0, %426) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg648: tensor<f32>, %arg649: tensor<f32>):
      %3482 = "stablehlo.maximum"(%arg648, %arg649) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3482) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %428 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %429 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
    %430 = "stablehlo.maximum"(%429, %427) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %433 = "stablehlo.subtract"(%425#0, %432) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %434 = "stablehlo.exponential"(%433) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %435 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %436 = "stablehlo.reduce"(%434, %435) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg646: tensor<f32>, %arg647: tensor<f32>):
      %3481 = "stablehlo.add"(%arg646, %arg647) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3481) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %437 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %439 = "stablehlo.divide"(%434, %438) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %440 = "stablehlo.multiply"(%437, %437) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %441 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
    %443 = "stablehlo.divide"(%442, %440) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %444 = "stablehlo.convert"(%439) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %445 = "stablehlo.dot_general"(%415, %444) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %446 = "stablehlo.transpose"(%445) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %447 = "stablehlo.reshape"(%446) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %448 = "stablehlo.dot_general"(%447, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %449 = "stablehlo.all_reduce"(%448) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg644: tensor<bf16>, %arg645: tensor<bf16>):
      %3480 = "stablehlo.add"(%arg644, %arg645) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3480) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %450 = "stablehlo.add"(%305, %449) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %451 = "stablehlo.convert"(%450) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %452 = "stablehlo.multiply"(%451, %451) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %453 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.reduce"(%452, %453) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg642: tensor<f32>, %arg643: tensor<f32>):
      %3479 = "stablehlo.add"(%arg642, %arg643) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3479) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %456 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %458 = "stablehlo.divide"(%455, %457) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %459 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %461 = "stablehlo.add"(%458, %460) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %462 = "stablehlo.rsqrt"(%461) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %463 = "stablehlo.divide"(%462, %461) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %464 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %466 = "stablehlo.multiply"(%465, %463) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %467 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %468 = "stablehlo.multiply"(%451, %467) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %469 = "stablehlo.convert"(%468) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %470 = "stablehlo.broadcast_in_dim"(%arg55) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %472 = "stablehlo.multiply"(%469, %471) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %473 = "stablehlo.dot_general"(%472, %arg57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %474:3 = "func.call"(%473) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
    %475 = "stablehlo.dot_general"(%472, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %476 = "stablehlo.multiply"(%474#0, %475) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %477 = "stablehlo.dot_general"(%476, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %478 = "stablehlo.all_reduce"(%477) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg640: tensor<bf16>, %arg641: tensor<bf16>):
      %3478 = "stablehlo.add"(%arg640, %arg641) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3478) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %479 = "stablehlo.add"(%450, %478) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %480 = "stablehlo.convert"(%479) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %481 = "stablehlo.multiply"(%480, %480) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %482 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %483 = "stablehlo.reduce"(%481, %482) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg638: tensor<f32>, %arg639: tensor<f32>):
      %3477 = "stablehlo.add"(%arg638, %arg639) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3477) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %484 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %485 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %487 = "stablehlo.divide"(%484, %486) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %488 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %489 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %490 = "stablehlo.add"(%487, %489) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %491 = "stablehlo.rsqrt"(%490) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %492 = "stablehlo.divide"(%491, %490) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %493 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %494 = "stablehlo.broadcast_in_dim"(%493) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %495 = "stablehlo.multiply"(%494, %492) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %496 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %497 = "stablehlo.multiply"(%480, %496) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %498 = "stablehlo.convert"(%497) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %499 = "stablehlo.broadcast_in_dim"(%arg63) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %501 = "stablehlo.multiply"(%498, %500) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %502 = "stablehlo.dot_general"(%501, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
    %503 = "stablehlo.reshape"(%502) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %504 = "stablehlo.dot_general"(%501, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %505 = "stablehlo.reshape"(%504) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %506 = "stablehlo.dot_general"(%501, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %507 = "stablehlo.reshape"(%506) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %508 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %509 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %511 = "stablehlo.multiply"(%510, %508) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %512 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %514 = "stablehlo.add"(%513, %511) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %515 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %516 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %517 = "stablehlo.divide"(%514, %516) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %518 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %519 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %520 = "stablehlo.power"(%519, %517) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %521 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %522 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %523 = "stablehlo.divide"(%522, %520) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %524 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %525 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %526 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %527 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %528 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %529 = "stablehlo.multiply"(%527, %528) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %530 = "stablehlo.concatenate"(%529, %529) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %531 = "stablehlo.cosine"(%530) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %532 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %533 = "stablehlo.sine"(%530) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %534 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %535 = "stablehlo.slice"(%503) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %536 = "stablehlo.slice"(%503) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %537 = "stablehlo.negate"(%536) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %538 = "stablehlo.concatenate"(%537, %535) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
    %539 = "stablehlo.convert"(%503) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %540 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %541 = "stablehlo.multiply"(%539, %540) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %542 = "stablehlo.convert"(%538) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %543 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %544 = "stablehlo.multiply"(%542, %543) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %545 = "stablehlo.add"(%541, %544) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %546 = "stablehlo.convert"(%545) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %547 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %548 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %549 = "stablehlo.broadcast_in_dim"(%548) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %550 = "stablehlo.multiply"(%549, %547) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %551 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %553 = "stablehlo.add"(%552, %550) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %554 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %555 = "stablehlo.broadcast_in_dim"(%554) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %556 = "stablehlo.divide"(%553, %555) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %557 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %558 = "stablehlo.broadcast_in_dim"(%557) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %559 = "stablehlo.power"(%558, %556) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %560 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %562 = "stablehlo.divide"(%561, %559) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %563 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %565 = "stablehlo.broadcast_in_dim"(%562) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %566 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %567 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %568 = "stablehlo.multiply"(%566, %567) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %569 = "stablehlo.concatenate"(%568, %568) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %570 = "stablehlo.cosine"(%569) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %571 = "stablehlo.broadcast_in_dim"(%570) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %572 = "stablehlo.sine"(%569) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %573 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %574 = "stablehlo.slice"(%505) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %575 = "stablehlo.slice"(%505) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %576 = "stablehlo.negate"(%575) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %577 = "stablehlo.concatenate"(%576, %574) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
    %578 = "stablehlo.convert"(%505) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %579 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %580 = "stablehlo.multiply"(%578, %579) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %581 = "stablehlo.convert"(%577) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %582 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %583 = "stablehlo.multiply"(%581, %582) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %584 = "stablehlo.add"(%580, %583) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %585 = "stablehlo.convert"(%584) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %586 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %587 = "stablehlo.reshape"(%586) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %588 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %589 = "stablehlo.reshape"(%588) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %590 = "stablehlo.dot_general"(%546, %587) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %591 = "stablehlo.convert"(%590) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %592 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %593 = "stablehlo.sqrt"(%592) : (tensor<f32>) -> tensor<f32>
    %594 = "stablehlo.convert"(%593) : (tensor<f32>) -> tensor<f32>
    %595 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %596 = "stablehlo.divide"(%591, %595) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %597 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %598 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %599:2 = "func.call"(%597, %596, %598) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
    %600 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %601 = "stablehlo.reduce"(%599#0, %600) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg636: tensor<f32>, %arg637: tensor<f32>):
      %3476 = "stablehlo.maximum"(%arg636, %arg637) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3476) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %602 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %603 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
    %604 = "stablehlo.maximum"(%603, %601) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
    %605 = "stablehlo.broadcast_in_dim"(%604) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %607 = "stablehlo.subtract"(%599#0, %606) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %608 = "stablehlo.exponential"(%607) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %609 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %610 = "stablehlo.reduce"(%608, %609) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg634: tensor<f32>, %arg635: tensor<f32>):
      %3475 = "stablehlo.add"(%arg634, %arg635) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3475) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %611 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %612 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %613 = "stablehlo.divide"(%608, %612) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %614 = "stablehlo.multiply"(%611, %611) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %615 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
    %617 = "stablehlo.divide"(%616, %614) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %618 = "stablehlo.convert"(%613) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %619 = "stablehlo.dot_general"(%589, %618) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %620 = "stablehlo.transpose"(%619) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %621 = "stablehlo.reshape"(%620) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %622 = "stablehlo.dot_general"(%621, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %623 = "stablehlo.all_reduce"(%622) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg632: tensor<bf16>, %arg633: tensor<bf16>):
      %3474 = "stablehlo.add"(%arg632, %arg633) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3474) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %624 = "stablehlo.add"(%479, %623) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %625 = "stablehlo.convert"(%624) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %626 = "stablehlo.multiply"(%625, %625) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %627 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %628 = "stablehlo.reduce"(%626, %627) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg630: tensor<f32>, %arg631: tensor<f32>):
      %3473 = "stablehlo.add"(%arg630, %arg631) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3473) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %629 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %630 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %632 = "stablehlo.divide"(%629, %631) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %633 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %634 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %635 = "stablehlo.add"(%632, %634) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %636 = "stablehlo.rsqrt"(%635) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %637 = "stablehlo.divide"(%636, %635) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %638 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %639 = "stablehlo.broadcast_in_dim"(%638) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %640 = "stablehlo.multiply"(%639, %637) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %641 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %642 = "stablehlo.multiply"(%625, %641) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %643 = "stablehlo.convert"(%642) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %644 = "stablehlo.broadcast_in_dim"(%arg64) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %646 = "stablehlo.multiply"(%643, %645) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %647 = "stablehlo.dot_general"(%646, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %648:3 = "func.call"(%647) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
    %649 = "stablehlo.dot_general"(%646, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %650 = "stablehlo.multiply"(%648#0, %649) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %651 = "stablehlo.dot_general"(%650, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %652 = "stablehlo.all_reduce"(%651) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg628: tensor<bf16>, %arg629: tensor<bf16>):
      %3472 = "stablehlo.add"(%arg628, %arg629) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3472) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %653 = "stablehlo.add"(%624, %652) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %654 = "stablehlo.convert"(%653) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %655 = "stablehlo.multiply"(%654, %654) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %656 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.reduce"(%655, %656) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg626: tensor<f32>, %arg627: tensor<f32>):
      %3471 = "stablehlo.add"(%arg626, %arg627) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3471) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %658 = "stablehlo.broadcast_in_dim"(%657) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %659 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %660 = "stablehlo.broadcast_in_dim"(%659) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %661 = "stablehlo.divide"(%658, %660) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %662 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %663 = "stablehlo.broadcast_in_dim"(%662) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %664 = "stablehlo.add"(%661, %663) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %665 = "stablehlo.rsqrt"(%664) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %666 = "stablehlo.divide"(%665, %664) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %667 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %668 = "stablehlo.broadcast_in_dim"(%667) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %669 = "stablehlo.multiply"(%668, %666) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %670 = "stablehlo.broadcast_in_dim"(%665) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %671 = "stablehlo.multiply"(%654, %670) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %672 = "stablehlo.convert"(%671) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %673 = "stablehlo.broadcast_in_dim"(%arg72) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %674 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %675 = "stablehlo.multiply"(%672, %674) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %676 = "stablehlo.dot_general"(%675, %arg79) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
    %677 = "stablehlo.reshape"(%676) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %678 = "stablehlo.dot_general"(%675, %arg77) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %679 = "stablehlo.reshape"(%678) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %680 = "stablehlo.dot_general"(%675, %arg80) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %681 = "stablehlo.reshape"(%680) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %682 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %683 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.broadcast_in_dim"(%683) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %685 = "stablehlo.multiply"(%684, %682) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %686 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %687 = "stablehlo.broadcast_in_dim"(%686) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %688 = "stablehlo.add"(%687, %685) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %689 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %690 = "stablehlo.broadcast_in_dim"(%689) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %691 = "stablehlo.divide"(%688, %690) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %692 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %693 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %694 = "stablehlo.power"(%693, %691) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %695 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %696 = "stablehlo.broadcast_in_dim"(%695) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %697 = "stablehlo.divide"(%696, %694) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %698 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %699 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %700 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %701 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %702 = "stablehlo.broadcast_in_dim"(%700) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %703 = "stablehlo.multiply"(%701, %702) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %704 = "stablehlo.concatenate"(%703, %703) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %705 = "stablehlo.cosine"(%704) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %706 = "stablehlo.broadcast_in_dim"(%705) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %707 = "stablehlo.sine"(%704) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %708 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %709 = "stablehlo.slice"(%677) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %710 = "stablehlo.slice"(%677) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %711 = "stablehlo.negate"(%710) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %712 = "stablehlo.concatenate"(%711, %709) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
    %713 = "stablehlo.convert"(%677) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %714 = "stablehlo.broadcast_in_dim"(%706) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %715 = "stablehlo.multiply"(%713, %714) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %716 = "stablehlo.convert"(%712) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %717 = "stablehlo.broadcast_in_dim"(%708) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %718 = "stablehlo.multiply"(%716, %717) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %719 = "stablehlo.add"(%715, %718) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %720 = "stablehlo.convert"(%719) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %721 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %722 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %723 = "stablehlo.broadcast_in_dim"(%722) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %724 = "stablehlo.multiply"(%723, %721) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %725 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %726 = "stablehlo.broadcast_in_dim"(%725) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %727 = "stablehlo.add"(%726, %724) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %728 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %729 = "stablehlo.broadcast_in_dim"(%728) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %730 = "stablehlo.divide"(%727, %729) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %731 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %732 = "stablehlo.broadcast_in_dim"(%731) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %733 = "stablehlo.power"(%732, %730) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %734 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %735 = "stablehlo.broadcast_in_dim"(%734) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %736 = "stablehlo.divide"(%735, %733) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %737 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %738 = "stablehlo.broadcast_in_dim"(%737) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %739 = "stablehlo.broadcast_in_dim"(%736) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %740 = "stablehlo.broadcast_in_dim"(%738) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %741 = "stablehlo.broadcast_in_dim"(%739) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %742 = "stablehlo.multiply"(%740, %741) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %743 = "stablehlo.concatenate"(%742, %742) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %744 = "stablehlo.cosine"(%743) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %745 = "stablehlo.broadcast_in_dim"(%744) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %746 = "stablehlo.sine"(%743) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %747 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %748 = "stablehlo.slice"(%679) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %749 = "stablehlo.slice"(%679) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %750 = "stablehlo.negate"(%749) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %751 = "stablehlo.concatenate"(%750, %748) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
    %752 = "stablehlo.convert"(%679) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %753 = "stablehlo.broadcast_in_dim"(%745) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %754 = "stablehlo.multiply"(%752, %753) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %755 = "stablehlo.convert"(%751) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %756 = "stablehlo.broadcast_in_dim"(%747) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %757 = "stablehlo.multiply"(%755, %756) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %758 = "stablehlo.add"(%754, %757) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %759 = "stablehlo.convert"(%758) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %760 = "stablehlo.broadcast_in_dim"(%759) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %761 = "stablehlo.reshape"(%760) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %762 = "stablehlo.broadcast_in_dim"(%681) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %763 = "stablehlo.reshape"(%762) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %764 = "stablehlo.dot_general"(%720, %761) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %765 = "stablehlo.convert"(%764) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %766 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %767 = "stablehlo.sqrt"(%766) : (tensor<f32>) -> tensor<f32>
    %768 = "stablehlo.convert"(%767) : (tensor<f32>) -> tensor<f32>
    %769 = "stablehlo.broadcast_in_dim"(%768) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %770 = "stablehlo.divide"(%765, %769) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %771 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %772 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %773:2 = "func.call"(%771, %770, %772) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
    %774 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %775 = "stablehlo.reduce"(%773#0, %774) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg624: tensor<f32>, %arg625: tensor<f32>):
      %3470 = "stablehlo.maximum"(%arg624, %arg625) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3470) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %776 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %777 = "stablehlo.broadcast_in_dim"(%776) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
    %778 = "stablehlo.maximum"(%777, %775) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
    %779 = "stablehlo.broadcast_in_dim"(%778) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %780 = "stablehlo.broadcast_in_dim"(%779) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %781 = "stablehlo.subtract"(%773#0, %780) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %782 = "stablehlo.exponential"(%781) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %783 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %784 = "stablehlo.reduce"(%782, %783) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg622: tensor<f32>, %arg623: tensor<f32>):
      %3469 = "stablehlo.add"(%arg622, %arg623) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3469) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %785 = "stablehlo.broadcast_in_dim"(%784) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %786 = "stablehlo.broadcast_in_dim"(%785) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %787 = "stablehlo.divide"(%782, %786) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %788 = "stablehlo.multiply"(%785, %785) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %789 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %790 = "stablehlo.broadcast_in_dim"(%789) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
    %791 = "stablehlo.divide"(%790, %788) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %792 = "stablehlo.convert"(%787) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %793 = "stablehlo.dot_general"(%763, %792) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %794 = "stablehlo.transpose"(%793) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %795 = "stablehlo.reshape"(%794) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %796 = "stablehlo.dot_general"(%795, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %797 = "stablehlo.all_reduce"(%796) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg620: tensor<bf16>, %arg621: tensor<bf16>):
      %3468 = "stablehlo.add"(%arg620, %arg621) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3468) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %798 = "stablehlo.add"(%653, %797) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %799 = "stablehlo.convert"(%798) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %800 = "stablehlo.multiply"(%799, %799) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %801 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %802 = "stablehlo.reduce"(%800, %801) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg618: tensor<f32>, %arg619: tensor<f32>):
      %3467 = "stablehlo.add"(%arg618, %arg619) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3467) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %803 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %804 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %805 = "stablehlo.broadcast_in_dim"(%804) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %806 = "stablehlo.divide"(%803, %805) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %807 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %808 = "stablehlo.broadcast_in_dim"(%807) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %809 = "stablehlo.add"(%806, %808) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %810 = "stablehlo.rsqrt"(%809) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %811 = "stablehlo.divide"(%810, %809) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %812 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %813 = "stablehlo.broadcast_in_dim"(%812) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %814 = "stablehlo.multiply"(%813, %811) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %815 = "stablehlo.broadcast_in_dim"(%810) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %816 = "stablehlo.multiply"(%799, %815) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %817 = "stablehlo.convert"(%816) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %818 = "stablehlo.broadcast_in_dim"(%arg73) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %819 = "stablehlo.broadcast_in_dim"(%818) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %820 = "stablehlo.multiply"(%817, %819) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %821 = "stablehlo.dot_general"(%820, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %822:3 = "func.call"(%821) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
    %823 = "stablehlo.dot_general"(%820, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %824 = "stablehlo.multiply"(%822#0, %823) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %825 = "stablehlo.dot_general"(%824, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %826 = "stablehlo.all_reduce"(%825) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg616: tensor<bf16>, %arg617: tensor<bf16>):
      %3466 = "stablehlo.add"(%arg616, %arg617) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3466) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %827 = "stablehlo.add"(%798, %826) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %828 = "stablehlo.convert"(%827) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %829 = "stablehlo.multiply"(%828, %828) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %830 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %831 = "stablehlo.reduce"(%829, %830) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg614: tensor<f32>, %arg615: tensor<f32>):
      %3465 = "stablehlo.add"(%arg614, %arg615) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3465) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %832 = "stablehlo.broadcast_in_dim"(%831) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %833 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %834 = "stablehlo.broadcast_in_dim"(%833) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %835 = "stablehlo.divide"(%832, %834) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %836 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %837 = "stablehlo.broadcast_in_dim"(%836) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %838 = "stablehlo.add"(%835, %837) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %839 = "stablehlo.rsqrt"(%838) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %840 = "stablehlo.divide"(%839, %838) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %841 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %842 = "stablehlo.broadcast_in_dim"(%841) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %843 = "stablehlo.multiply"(%842, %840) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %844 = "stablehlo.broadcast_in_dim"(%839) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %845 = "stablehlo.multiply"(%828, %844) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %846 = "stablehlo.convert"(%845) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %847 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %848 = "stablehlo.broadcast_in_dim"(%847) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %849 = "stablehlo.multiply"(%846, %848) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %850 = "stablehlo.dot_general"(%849, %arg88) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
    %851 = "stablehlo.reshape"(%850) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %852 = "stablehlo.dot_general"(%849, %arg86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %853 = "stablehlo.reshape"(%852) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %854 = "stablehlo.dot_general"(%849, %arg89) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %855 = "stablehlo.reshape"(%854) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %856 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %857 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %858 = "stablehlo.broadcast_in_dim"(%857) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %859 = "stablehlo.multiply"(%858, %856) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %860 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %861 = "stablehlo.broadcast_in_dim"(%860) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %862 = "stablehlo.add"(%861, %859) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %863 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %864 = "stablehlo.broadcast_in_dim"(%863) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %865 = "stablehlo.divide"(%862, %864) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %866 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %867 = "stablehlo.broadcast_in_dim"(%866) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %868 = "stablehlo.power"(%867, %865) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %869 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %870 = "stablehlo.broadcast_in_dim"(%869) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %871 = "stablehlo.divide"(%870, %868) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %872 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %873 = "stablehlo.broadcast_in_dim"(%872) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %874 = "stablehlo.broadcast_in_dim"(%871) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %875 = "stablehlo.broadcast_in_dim"(%873) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %876 = "stablehlo.broadcast_in_dim"(%874) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %877 = "stablehlo.multiply"(%875, %876) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %878 = "stablehlo.concatenate"(%877, %877) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %879 = "stablehlo.cosine"(%878) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %880 = "stablehlo.broadcast_in_dim"(%879) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %881 = "stablehlo.sine"(%878) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %882 = "stablehlo.broadcast_in_dim"(%881) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %883 = "stablehlo.slice"(%851) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %884 = "stablehlo.slice"(%851) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %885 = "stablehlo.negate"(%884) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %886 = "stablehlo.concatenate"(%885, %883) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
    %887 = "stablehlo.convert"(%851) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %888 = "stablehlo.broadcast_in_dim"(%880) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %889 = "stablehlo.multiply"(%887, %888) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %890 = "stablehlo.convert"(%886) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %891 = "stablehlo.broadcast_in_dim"(%882) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %892 = "stablehlo.multiply"(%890, %891) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %893 = "stablehlo.add"(%889, %892) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %894 = "stablehlo.convert"(%893) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %895 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %896 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %897 = "stablehlo.broadcast_in_dim"(%896) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %898 = "stablehlo.multiply"(%897, %895) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %899 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %900 = "stablehlo.broadcast_in_dim"(%899) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %901 = "stablehlo.add"(%900, %898) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %902 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %903 = "stablehlo.broadcast_in_dim"(%902) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %904 = "stablehlo.divide"(%901, %903) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %905 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %906 = "stablehlo.broadcast_in_dim"(%905) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %907 = "stablehlo.power"(%906, %904) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %908 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %909 = "stablehlo.broadcast_in_dim"(%908) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %910 = "stablehlo.divide"(%909, %907) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %911 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %912 = "stablehlo.broadcast_in_dim"(%911) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %913 = "stablehlo.broadcast_in_dim"(%910) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %914 = "stablehlo.broadcast_in_dim"(%912) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %915 = "stablehlo.broadcast_in_dim"(%913) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %916 = "stablehlo.multiply"(%914, %915) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %917 = "stablehlo.concatenate"(%916, %916) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %918 = "stablehlo.cosine"(%917) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %919 = "stablehlo.broadcast_in_dim"(%918) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %920 = "stablehlo.sine"(%917) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %921 = "stablehlo.broadcast_in_dim"(%920) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %922 = "stablehlo.slice"(%853) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %923 = "stablehlo.slice"(%853) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %924 = "stablehlo.negate"(%923) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %925 = "stablehlo.concatenate"(%924, %922) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
    %926 = "stablehlo.convert"(%853) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %927 = "stablehlo.broadcast_in_dim"(%919) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %928 = "stablehlo.multiply"(%926, %927) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %929 = "stablehlo.convert"(%925) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %930 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %931 = "stablehlo.multiply"(%929, %930) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %932 = "stablehlo.add"(%928, %931) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %933 = "stablehlo.convert"(%932) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %934 = "stablehlo.broadcast_in_dim"(%933) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %935 = "stablehlo.reshape"(%934) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %936 = "stablehlo.broadcast_in_dim"(%855) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %937 = "stablehlo.reshape"(%936) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %938 = "stablehlo.dot_general"(%894, %935) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %939 = "stablehlo.convert"(%938) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %940 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %941 = "stablehlo.sqrt"(%940) : (tensor<f32>) -> tensor<f32>
    %942 = "stablehlo.convert"(%941) : (tensor<f32>) -> tensor<f32>
    %943 = "stablehlo.broadcast_in_dim"(%942) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %944 = "stablehlo.divide"(%939, %943) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %945 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %946 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %947:2 = "func.call"(%945, %944, %946) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
    %948 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %949 = "stablehlo.reduce"(%947#0, %948) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg612: tensor<f32>, %arg613: tensor<f32>):
      %3464 = "stablehlo.maximum"(%arg612, %arg613) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3464) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %950 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %951 = "stablehlo.broadcast_in_dim"(%950) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
    %952 = "stablehlo.maximum"(%951, %949) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
    %953 = "stablehlo.broadcast_in_dim"(%952) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %954 = "stablehlo.broadcast_in_dim"(%953) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %955 = "stablehlo.subtract"(%947#0, %954) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %956 = "stablehlo.exponential"(%955) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %957 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %958 = "stablehlo.reduce"(%956, %957) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg610: tensor<f32>, %arg611: tensor<f32>):
      %3463 = "stablehlo.add"(%arg610, %arg611) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3463) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %959 = "stablehlo.broadcast_in_dim"(%958) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %960 = "stablehlo.broadcast_in_dim"(%959) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %961 = "stablehlo.divide"(%956, %960) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %962 = "stablehlo.multiply"(%959, %959) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %963 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %964 = "stablehlo.broadcast_in_dim"(%963) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
    %965 = "stablehlo.divide"(%964, %962) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %966 = "stablehlo.convert"(%961) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %967 = "stablehlo.dot_general"(%937, %966) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %968 = "stablehlo.transpose"(%967) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %969 = "stablehlo.reshape"(%968) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %970 = "stablehlo.dot_general"(%969, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %971 = "stablehlo.all_reduce"(%970) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg608: tensor<bf16>, %arg609: tensor<bf16>):
      %3462 = "stablehlo.add"(%arg608, %arg609) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3462) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %972 = "stablehlo.add"(%827, %971) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %973 = "stablehlo.convert"(%972) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %974 = "stablehlo.multiply"(%973, %973) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %975 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %976 = "stablehlo.reduce"(%974, %975) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg606: tensor<f32>, %arg607: tensor<f32>):
      %3461 = "stablehlo.add"(%arg606, %arg607) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3461) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %977 = "stablehlo.broadcast_in_dim"(%976) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %978 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %979 = "stablehlo.broadcast_in_dim"(%978) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %980 = "stablehlo.divide"(%977, %979) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %981 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %982 = "stablehlo.broadcast_in_dim"(%981) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %983 = "stablehlo.add"(%980, %982) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %984 = "stablehlo.rsqrt"(%983) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %985 = "stablehlo.divide"(%984, %983) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %986 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %987 = "stablehlo.broadcast_in_dim"(%986) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %988 = "stablehlo.multiply"(%987, %985) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %989 = "stablehlo.broadcast_in_dim"(%984) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %990 = "stablehlo.multiply"(%973, %989) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %991 = "stablehlo.convert"(%990) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %992 = "stablehlo.broadcast_in_dim"(%arg82) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %993 = "stablehlo.broadcast_in_dim"(%992) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %994 = "stablehlo.multiply"(%991, %993) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %995 = "stablehlo.dot_general"(%994, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %996:3 = "func.call"(%995) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
    %997 = "stablehlo.dot_general"(%994, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %998 = "stablehlo.multiply"(%996#0, %997) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %999 = "stablehlo.dot_general"(%998, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1000 = "stablehlo.all_reduce"(%999) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg604: tensor<bf16>, %arg605: tensor<bf16>):
      %3460 = "stablehlo.add"(%arg604, %arg605) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3460) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1001 = "stablehlo.add"(%972, %1000) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1002 = "stablehlo.convert"(%1001) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1003 = "stablehlo.multiply"(%1002, %1002) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1004 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1005 = "stablehlo.reduce"(%1003, %1004) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg602: tensor<f32>, %arg603: tensor<f32>):
      %3459 = "stablehlo.add"(%arg602, %arg603) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3459) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1006 = "stablehlo.broadcast_in_dim"(%1005) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1007 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1008 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1009 = "stablehlo.divide"(%1006, %1008) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1010 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1011 = "stablehlo.broadcast_in_dim"(%1010) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1012 = "stablehlo.add"(%1009, %1011) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1013 = "stablehlo.rsqrt"(%1012) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1014 = "stablehlo.divide"(%1013, %1012) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1015 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1016 = "stablehlo.broadcast_in_dim"(%1015) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1017 = "stablehlo.multiply"(%1016, %1014) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1018 = "stablehlo.broadcast_in_dim"(%1013) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1019 = "stablehlo.multiply"(%1002, %1018) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1020 = "stablehlo.convert"(%1019) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1021 = "stablehlo.broadcast_in_dim"(%arg90) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1022 = "stablehlo.broadcast_in_dim"(%1021) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1023 = "stablehlo.multiply"(%1020, %1022) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1024 = "stablehlo.dot_general"(%1023, %arg97) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
    %1025 = "stablehlo.reshape"(%1024) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %1026 = "stablehlo.dot_general"(%1023, %arg95) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %1027 = "stablehlo.reshape"(%1026) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %1028 = "stablehlo.dot_general"(%1023, %arg98) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %1029 = "stablehlo.reshape"(%1028) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %1030 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1031 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1032 = "stablehlo.broadcast_in_dim"(%1031) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1033 = "stablehlo.multiply"(%1032, %1030) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1034 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1035 = "stablehlo.broadcast_in_dim"(%1034) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1036 = "stablehlo.add"(%1035, %1033) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1037 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1038 = "stablehlo.broadcast_in_dim"(%1037) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1039 = "stablehlo.divide"(%1036, %1038) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1040 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1041 = "stablehlo.broadcast_in_dim"(%1040) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1042 = "stablehlo.power"(%1041, %1039) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1043 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1044 = "stablehlo.broadcast_in_dim"(%1043) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1045 = "stablehlo.divide"(%1044, %1042) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1046 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1047 = "stablehlo.broadcast_in_dim"(%1046) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1048 = "stablehlo.broadcast_in_dim"(%1045) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1049 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1050 = "stablehlo.broadcast_in_dim"(%1048) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1051 = "stablehlo.multiply"(%1049, %1050) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1052 = "stablehlo.concatenate"(%1051, %1051) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1053 = "stablehlo.cosine"(%1052) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1054 = "stablehlo.broadcast_in_dim"(%1053) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1055 = "stablehlo.sine"(%1052) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1056 = "stablehlo.broadcast_in_dim"(%1055) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1057 = "stablehlo.slice"(%1025) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %1058 = "stablehlo.slice"(%1025) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %1059 = "stablehlo.negate"(%1058) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %1060 = "stablehlo.concatenate"(%1059, %1057) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
    %1061 = "stablehlo.convert"(%1025) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %1062 = "stablehlo.broadcast_in_dim"(%1054) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %1063 = "stablehlo.multiply"(%1061, %1062) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %1064 = "stablehlo.convert"(%1060) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %1065 = "stablehlo.broadcast_in_dim"(%1056) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %1066 = "stablehlo.multiply"(%1064, %1065) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %1067 = "stablehlo.add"(%1063, %1066) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %1068 = "stablehlo.convert"(%1067) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %1069 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1070 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1071 = "stablehlo.broadcast_in_dim"(%1070) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1072 = "stablehlo.multiply"(%1071, %1069) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1073 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1074 = "stablehlo.broadcast_in_dim"(%1073) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1075 = "stablehlo.add"(%1074, %1072) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1076 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1077 = "stablehlo.broadcast_in_dim"(%1076) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1078 = "stablehlo.divide"(%1075, %1077) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1079 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1080 = "stablehlo.broadcast_in_dim"(%1079) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1081 = "stablehlo.power"(%1080, %1078) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1082 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1083 = "stablehlo.broadcast_in_dim"(%1082) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1084 = "stablehlo.divide"(%1083, %1081) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1085 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1086 = "stablehlo.broadcast_in_dim"(%1085) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1087 = "stablehlo.broadcast_in_dim"(%1084) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1088 = "stablehlo.broadcast_in_dim"(%1086) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1089 = "stablehlo.broadcast_in_dim"(%1087) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1090 = "stablehlo.multiply"(%1088, %1089) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1091 = "stablehlo.concatenate"(%1090, %1090) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1092 = "stablehlo.cosine"(%1091) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1093 = "stablehlo.broadcast_in_dim"(%1092) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1094 = "stablehlo.sine"(%1091) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1095 = "stablehlo.broadcast_in_dim"(%1094) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1096 = "stablehlo.slice"(%1027) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %1097 = "stablehlo.slice"(%1027) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %1098 = "stablehlo.negate"(%1097) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %1099 = "stablehlo.concatenate"(%1098, %1096) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
    %1100 = "stablehlo.convert"(%1027) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %1101 = "stablehlo.broadcast_in_dim"(%1093) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %1102 = "stablehlo.multiply"(%1100, %1101) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %1103 = "stablehlo.convert"(%1099) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %1104 = "stablehlo.broadcast_in_dim"(%1095) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %1105 = "stablehlo.multiply"(%1103, %1104) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %1106 = "stablehlo.add"(%1102, %1105) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %1107 = "stablehlo.convert"(%1106) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %1108 = "stablehlo.broadcast_in_dim"(%1107) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %1109 = "stablehlo.reshape"(%1108) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1110 = "stablehlo.broadcast_in_dim"(%1029) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %1111 = "stablehlo.reshape"(%1110) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1112 = "stablehlo.dot_general"(%1068, %1109) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %1113 = "stablehlo.convert"(%1112) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %1114 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1115 = "stablehlo.sqrt"(%1114) : (tensor<f32>) -> tensor<f32>
    %1116 = "stablehlo.convert"(%1115) : (tensor<f32>) -> tensor<f32>
    %1117 = "stablehlo.broadcast_in_dim"(%1116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %1118 = "stablehlo.divide"(%1113, %1117) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1119 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %1120 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1121:2 = "func.call"(%1119, %1118, %1120) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
    %1122 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1123 = "stablehlo.reduce"(%1121#0, %1122) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg600: tensor<f32>, %arg601: tensor<f32>):
      %3458 = "stablehlo.maximum"(%arg600, %arg601) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3458) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %1124 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1125 = "stablehlo.broadcast_in_dim"(%1124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
    %1126 = "stablehlo.maximum"(%1125, %1123) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
    %1127 = "stablehlo.broadcast_in_dim"(%1126) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %1128 = "stablehlo.broadcast_in_dim"(%1127) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %1129 = "stablehlo.subtract"(%1121#0, %1128) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1130 = "stablehlo.exponential"(%1129) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1131 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1132 = "stablehlo.reduce"(%1130, %1131) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg598: tensor<f32>, %arg599: tensor<f32>):
      %3457 = "stablehlo.add"(%arg598, %arg599) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3457) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %1133 = "stablehlo.broadcast_in_dim"(%1132) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %1134 = "stablehlo.broadcast_in_dim"(%1133) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %1135 = "stablehlo.divide"(%1130, %1134) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1136 = "stablehlo.multiply"(%1133, %1133) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %1137 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1138 = "stablehlo.broadcast_in_dim"(%1137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
    %1139 = "stablehlo.divide"(%1138, %1136) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %1140 = "stablehlo.convert"(%1135) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %1141 = "stablehlo.dot_general"(%1111, %1140) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %1142 = "stablehlo.transpose"(%1141) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %1143 = "stablehlo.reshape"(%1142) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %1144 = "stablehlo.dot_general"(%1143, %arg96) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1145 = "stablehlo.all_reduce"(%1144) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg596: tensor<bf16>, %arg597: tensor<bf16>):
      %3456 = "stablehlo.add"(%arg596, %arg597) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3456) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1146 = "stablehlo.add"(%1001, %1145) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1147 = "stablehlo.convert"(%1146) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1148 = "stablehlo.multiply"(%1147, %1147) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1149 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1150 = "stablehlo.reduce"(%1148, %1149) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg594: tensor<f32>, %arg595: tensor<f32>):
      %3455 = "stablehlo.add"(%arg594, %arg595) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3455) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1151 = "stablehlo.broadcast_in_dim"(%1150) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1152 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1153 = "stablehlo.broadcast_in_dim"(%1152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1154 = "stablehlo.divide"(%1151, %1153) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1155 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1156 = "stablehlo.broadcast_in_dim"(%1155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1157 = "stablehlo.add"(%1154, %1156) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1158 = "stablehlo.rsqrt"(%1157) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1159 = "stablehlo.divide"(%1158, %1157) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1160 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1161 = "stablehlo.broadcast_in_dim"(%1160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1162 = "stablehlo.multiply"(%1161, %1159) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1163 = "stablehlo.broadcast_in_dim"(%1158) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1164 = "stablehlo.multiply"(%1147, %1163) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1165 = "stablehlo.convert"(%1164) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1166 = "stablehlo.broadcast_in_dim"(%arg91) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1167 = "stablehlo.broadcast_in_dim"(%1166) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1168 = "stablehlo.multiply"(%1165, %1167) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1169 = "stablehlo.dot_general"(%1168, %arg93) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1170:3 = "func.call"(%1169) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
    %1171 = "stablehlo.dot_general"(%1168, %arg94) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1172 = "stablehlo.multiply"(%1170#0, %1171) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1173 = "stablehlo.dot_general"(%1172, %arg92) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1174 = "stablehlo.all_reduce"(%1173) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg592: tensor<bf16>, %arg593: tensor<bf16>):
      %3454 = "stablehlo.add"(%arg592, %arg593) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3454) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1175 = "stablehlo.add"(%1146, %1174) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1176 = "stablehlo.convert"(%1175) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1177 = "stablehlo.multiply"(%1176, %1176) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1179 = "stablehlo.reduce"(%1177, %1178) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg590: tensor<f32>, %arg591: tensor<f32>):
      %3453 = "stablehlo.add"(%arg590, %arg591) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3453) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1180 = "stablehlo.broadcast_in_dim"(%1179) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1181 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1182 = "stablehlo.broadcast_in_dim"(%1181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1183 = "stablehlo.divide"(%1180, %1182) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1184 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1185 = "stablehlo.broadcast_in_dim"(%1184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1186 = "stablehlo.add"(%1183, %1185) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1187 = "stablehlo.rsqrt"(%1186) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1188 = "stablehlo.divide"(%1187, %1186) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1189 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1190 = "stablehlo.broadcast_in_dim"(%1189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1191 = "stablehlo.multiply"(%1190, %1188) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1192 = "stablehlo.broadcast_in_dim"(%1187) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1193 = "stablehlo.multiply"(%1176, %1192) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1194 = "stablehlo.convert"(%1193) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1195 = "stablehlo.broadcast_in_dim"(%arg99) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1196 = "stablehlo.broadcast_in_dim"(%1195) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1197 = "stablehlo.multiply"(%1194, %1196) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1198 = "stablehlo.dot_general"(%1197, %arg106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
    %1199 = "stablehlo.reshape"(%1198) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %1200 = "stablehlo.dot_general"(%1197, %arg104) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %1201 = "stablehlo.reshape"(%1200) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %1202 = "stablehlo.dot_general"(%1197, %arg107) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %1203 = "stablehlo.reshape"(%1202) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %1204 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1205 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1206 = "stablehlo.broadcast_in_dim"(%1205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1207 = "stablehlo.multiply"(%1206, %1204) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1208 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1209 = "stablehlo.broadcast_in_dim"(%1208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1210 = "stablehlo.add"(%1209, %1207) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1211 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1212 = "stablehlo.broadcast_in_dim"(%1211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1213 = "stablehlo.divide"(%1210, %1212) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1214 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1215 = "stablehlo.broadcast_in_dim"(%1214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1216 = "stablehlo.power"(%1215, %1213) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1217 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1218 = "stablehlo.broadcast_in_dim"(%1217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1219 = "stablehlo.divide"(%1218, %1216) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1220 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1221 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1222 = "stablehlo.broadcast_in_dim"(%1219) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1223 = "stablehlo.broadcast_in_dim"(%1221) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1224 = "stablehlo.broadcast_in_dim"(%1222) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1225 = "stablehlo.multiply"(%1223, %1224) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1226 = "stablehlo.concatenate"(%1225, %1225) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1227 = "stablehlo.cosine"(%1226) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1228 = "stablehlo.broadcast_in_dim"(%1227) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1229 = "stablehlo.sine"(%1226) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1230 = "stablehlo.broadcast_in_dim"(%1229) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1231 = "stablehlo.slice"(%1199) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %1232 = "stablehlo.slice"(%1199) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %1233 = "stablehlo.negate"(%1232) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %1234 = "stablehlo.concatenate"(%1233, %1231) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
    %1235 = "stablehlo.convert"(%1199) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %1236 = "stablehlo.broadcast_in_dim"(%1228) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %1237 = "stablehlo.multiply"(%1235, %1236) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %1238 = "stablehlo.convert"(%1234) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %1239 = "stablehlo.broadcast_in_dim"(%1230) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %1240 = "stablehlo.multiply"(%1238, %1239) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %1241 = "stablehlo.add"(%1237, %1240) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %1242 = "stablehlo.convert"(%1241) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %1243 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1244 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1245 = "stablehlo.broadcast_in_dim"(%1244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1246 = "stablehlo.multiply"(%1245, %1243) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1247 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1248 = "stablehlo.broadcast_in_dim"(%1247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1249 = "stablehlo.add"(%1248, %1246) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1250 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1251 = "stablehlo.broadcast_in_dim"(%1250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1252 = "stablehlo.divide"(%1249, %1251) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1253 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1254 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1255 = "stablehlo.power"(%1254, %1252) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1256 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1257 = "stablehlo.broadcast_in_dim"(%1256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1258 = "stablehlo.divide"(%1257, %1255) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1259 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1260 = "stablehlo.broadcast_in_dim"(%1259) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1261 = "stablehlo.broadcast_in_dim"(%1258) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1262 = "stablehlo.broadcast_in_dim"(%1260) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1263 = "stablehlo.broadcast_in_dim"(%1261) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1264 = "stablehlo.multiply"(%1262, %1263) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1265 = "stablehlo.concatenate"(%1264, %1264) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1266 = "stablehlo.cosine"(%1265) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1267 = "stablehlo.broadcast_in_dim"(%1266) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1268 = "stablehlo.sine"(%1265) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1269 = "stablehlo.broadcast_in_dim"(%1268) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1270 = "stablehlo.slice"(%1201) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %1271 = "stablehlo.slice"(%1201) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %1272 = "stablehlo.negate"(%1271) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %1273 = "stablehlo.concatenate"(%1272, %1270) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
    %1274 = "stablehlo.convert"(%1201) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %1275 = "stablehlo.broadcast_in_dim"(%1267) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %1276 = "stablehlo.multiply"(%1274, %1275) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %1277 = "stablehlo.convert"(%1273) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %1278 = "stablehlo.broadcast_in_dim"(%1269) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %1279 = "stablehlo.multiply"(%1277, %1278) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %1280 = "stablehlo.add"(%1276, %1279) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %1281 = "stablehlo.convert"(%1280) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %1282 = "stablehlo.broadcast_in_dim"(%1281) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %1283 = "stablehlo.reshape"(%1282) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1284 = "stablehlo.broadcast_in_dim"(%1203) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %1285 = "stablehlo.reshape"(%1284) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1286 = "stablehlo.dot_general"(%1242, %1283) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %1287 = "stablehlo.convert"(%1286) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %1288 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1289 = "stablehlo.sqrt"(%1288) : (tensor<f32>) -> tensor<f32>
    %1290 = "stablehlo.convert"(%1289) : (tensor<f32>) -> tensor<f32>
    %1291 = "stablehlo.broadcast_in_dim"(%1290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %1292 = "stablehlo.divide"(%1287, %1291) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1293 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %1294 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1295:2 = "func.call"(%1293, %1292, %1294) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
    %1296 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1297 = "stablehlo.reduce"(%1295#0, %1296) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg588: tensor<f32>, %arg589: tensor<f32>):
      %3452 = "stablehlo.maximum"(%arg588, %arg589) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3452) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %1298 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1299 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
    %1300 = "stablehlo.maximum"(%1299, %1297) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
    %1301 = "stablehlo.broadcast_in_dim"(%1300) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %1302 = "stablehlo.broadcast_in_dim"(%1301) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %1303 = "stablehlo.subtract"(%1295#0, %1302) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1304 = "stablehlo.exponential"(%1303) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1305 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1306 = "stablehlo.reduce"(%1304, %1305) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg586: tensor<f32>, %arg587: tensor<f32>):
      %3451 = "stablehlo.add"(%arg586, %arg587) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3451) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %1307 = "stablehlo.broadcast_in_dim"(%1306) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %1308 = "stablehlo.broadcast_in_dim"(%1307) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %1309 = "stablehlo.divide"(%1304, %1308) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1310 = "stablehlo.multiply"(%1307, %1307) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %1311 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1312 = "stablehlo.broadcast_in_dim"(%1311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
    %1313 = "stablehlo.divide"(%1312, %1310) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %1314 = "stablehlo.convert"(%1309) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %1315 = "stablehlo.dot_general"(%1285, %1314) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %1316 = "stablehlo.transpose"(%1315) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %1317 = "stablehlo.reshape"(%1316) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %1318 = "stablehlo.dot_general"(%1317, %arg105) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1319 = "stablehlo.all_reduce"(%1318) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg584: tensor<bf16>, %arg585: tensor<bf16>):
      %3450 = "stablehlo.add"(%arg584, %arg585) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3450) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1320 = "stablehlo.add"(%1175, %1319) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1321 = "stablehlo.convert"(%1320) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1322 = "stablehlo.multiply"(%1321, %1321) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1323 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1324 = "stablehlo.reduce"(%1322, %1323) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg582: tensor<f32>, %arg583: tensor<f32>):
      %3449 = "stablehlo.add"(%arg582, %arg583) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3449) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1325 = "stablehlo.broadcast_in_dim"(%1324) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1326 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1327 = "stablehlo.broadcast_in_dim"(%1326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1328 = "stablehlo.divide"(%1325, %1327) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1329 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1330 = "stablehlo.broadcast_in_dim"(%1329) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1331 = "stablehlo.add"(%1328, %1330) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1332 = "stablehlo.rsqrt"(%1331) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1333 = "stablehlo.divide"(%1332, %1331) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1334 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1335 = "stablehlo.broadcast_in_dim"(%1334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1336 = "stablehlo.multiply"(%1335, %1333) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1337 = "stablehlo.broadcast_in_dim"(%1332) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1338 = "stablehlo.multiply"(%1321, %1337) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1339 = "stablehlo.convert"(%1338) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1340 = "stablehlo.broadcast_in_dim"(%arg100) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1341 = "stablehlo.broadcast_in_dim"(%1340) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1342 = "stablehlo.multiply"(%1339, %1341) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1343 = "stablehlo.dot_general"(%1342, %arg102) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1344:3 = "func.call"(%1343) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
    %1345 = "stablehlo.dot_general"(%1342, %arg103) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1346 = "stablehlo.multiply"(%1344#0, %1345) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1347 = "stablehlo.dot_general"(%1346, %arg101) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1348 = "stablehlo.all_reduce"(%1347) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg580: tensor<bf16>, %arg581: tensor<bf16>):
      %3448 = "stablehlo.add"(%arg580, %arg581) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3448) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1349 = "stablehlo.add"(%1320, %1348) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1350 = "stablehlo.convert"(%1349) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1351 = "stablehlo.multiply"(%1350, %1350) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1352 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1353 = "stablehlo.reduce"(%1351, %1352) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg578: tensor<f32>, %arg579: tensor<f32>):
      %3447 = "stablehlo.add"(%arg578, %arg579) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3447) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1354 = "stablehlo.broadcast_in_dim"(%1353) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1355 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1356 = "stablehlo.broadcast_in_dim"(%1355) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1357 = "stablehlo.divide"(%1354, %1356) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1358 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1359 = "stablehlo.broadcast_in_dim"(%1358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1360 = "stablehlo.add"(%1357, %1359) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1361 = "stablehlo.rsqrt"(%1360) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1362 = "stablehlo.divide"(%1361, %1360) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1363 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1364 = "stablehlo.broadcast_in_dim"(%1363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1365 = "stablehlo.multiply"(%1364, %1362) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1366 = "stablehlo.broadcast_in_dim"(%1361) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1367 = "stablehlo.multiply"(%1350, %1366) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1368 = "stablehlo.convert"(%1367) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1369 = "stablehlo.broadcast_in_dim"(%arg108) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1370 = "stablehlo.broadcast_in_dim"(%1369) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1371 = "stablehlo.multiply"(%1368, %1370) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1372 = "stablehlo.dot_general"(%1371, %arg115) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x2048xbf16>
    %1373 = "stablehlo.reshape"(%1372) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %1374 = "stablehlo.dot_general"(%1371, %arg113) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %1375 = "stablehlo.reshape"(%1374) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %1376 = "stablehlo.dot_general"(%1371, %arg116) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x512xbf16>
    %1377 = "stablehlo.reshape"(%1376) : (tensor<1x2048x512xbf16>) -> tensor<1x2048x4x128xbf16>
    %1378 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1379 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1380 = "stablehlo.broadcast_in_dim"(%1379) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1381 = "stablehlo.multiply"(%1380, %1378) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1382 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1383 = "stablehlo.broadcast_in_dim"(%1382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1384 = "stablehlo.add"(%1383, %1381) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1385 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1386 = "stablehlo.broadcast_in_dim"(%1385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1387 = "stablehlo.divide"(%1384, %1386) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1388 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1389 = "stablehlo.broadcast_in_dim"(%1388) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1390 = "stablehlo.power"(%1389, %1387) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1391 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1392 = "stablehlo.broadcast_in_dim"(%1391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1393 = "stablehlo.divide"(%1392, %1390) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1394 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1395 = "stablehlo.broadcast_in_dim"(%1394) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1396 = "stablehlo.broadcast_in_dim"(%1393) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1397 = "stablehlo.broadcast_in_dim"(%1395) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1398 = "stablehlo.broadcast_in_dim"(%1396) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1399 = "stablehlo.multiply"(%1397, %1398) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1400 = "stablehlo.concatenate"(%1399, %1399) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1401 = "stablehlo.cosine"(%1400) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1402 = "stablehlo.broadcast_in_dim"(%1401) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1403 = "stablehlo.sine"(%1400) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1404 = "stablehlo.broadcast_in_dim"(%1403) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1405 = "stablehlo.slice"(%1373) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %1406 = "stablehlo.slice"(%1373) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %1407 = "stablehlo.negate"(%1406) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %1408 = "stablehlo.concatenate"(%1407, %1405) <{dimension = 3 : i64}> : (tensor<1x2048x16x64xbf16>, tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x128xbf16>
    %1409 = "stablehlo.convert"(%1373) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %1410 = "stablehlo.broadcast_in_dim"(%1402) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %1411 = "stablehlo.multiply"(%1409, %1410) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %1412 = "stablehlo.convert"(%1408) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %1413 = "stablehlo.broadcast_in_dim"(%1404) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %1414 = "stablehlo.multiply"(%1412, %1413) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %1415 = "stablehlo.add"(%1411, %1414) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %1416 = "stablehlo.convert"(%1415) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %1417 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1418 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1419 = "stablehlo.broadcast_in_dim"(%1418) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1420 = "stablehlo.multiply"(%1419, %1417) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1421 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1422 = "stablehlo.broadcast_in_dim"(%1421) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1423 = "stablehlo.add"(%1422, %1420) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1424 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1425 = "stablehlo.broadcast_in_dim"(%1424) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1426 = "stablehlo.divide"(%1423, %1425) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1427 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1428 = "stablehlo.broadcast_in_dim"(%1427) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1429 = "stablehlo.power"(%1428, %1426) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1430 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1431 = "stablehlo.broadcast_in_dim"(%1430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1432 = "stablehlo.divide"(%1431, %1429) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1433 = "stablehlo.convert"(%104) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1434 = "stablehlo.broadcast_in_dim"(%1433) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1435 = "stablehlo.broadcast_in_dim"(%1432) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1436 = "stablehlo.broadcast_in_dim"(%1434) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1437 = "stablehlo.broadcast_in_dim"(%1435) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1438 = "stablehlo.multiply"(%1436, %1437) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1439 = "stablehlo.concatenate"(%1438, %1438) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1440 = "stablehlo.cosine"(%1439) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1441 = "stablehlo.broadcast_in_dim"(%1440) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1442 = "stablehlo.sine"(%1439) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1443 = "stablehlo.broadcast_in_dim"(%1442) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1444 = "stablehlo.slice"(%1375) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %1445 = "stablehlo.slice"(%1375) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %1446 = "stablehlo.negate"(%1445) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %1447 = "stablehlo.concatenate"(%1446, %1444) <{dimension = 3 : i64}> : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x128xbf16>
    %1448 = "stablehlo.convert"(%1375) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %1449 = "stablehlo.broadcast_in_dim"(%1441) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %1450 = "stablehlo.multiply"(%1448, %1449) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %1451 = "stablehlo.convert"(%1447) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %1452 = "stablehlo.broadcast_in_dim"(%1443) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %1453 = "stablehlo.multiply"(%1451, %1452) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %1454 = "stablehlo.add"(%1450, %1453) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %1455 = "stablehlo.convert"(%1454) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %1456 = "stablehlo.broadcast_in_dim"(%1455) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %1457 = "stablehlo.reshape"(%1456) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1458 = "stablehlo.broadcast_in_dim"(%1377) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %1459 = "stablehlo.reshape"(%1458) : (tensor<1x2048x4x4x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1460 = "stablehlo.dot_general"(%1416, %1457) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %1461 = "stablehlo.convert"(%1460) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %1462 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1463 = "stablehlo.sqrt"(%1462) : (tensor<f32>) -> tensor<f32>
    %1464 = "stablehlo.convert"(%1463) : (tensor<f32>) -> tensor<f32>
    %1465 = "stablehlo.broadcast_in_dim"(%1464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %1466 = "stablehlo.divide"(%1461, %1465) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1467 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %1468 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1469:2 = "func.call"(%1467, %1466, %1468) <{callee = @_where_2}> : (tensor<1x1x2048x2048xi1>, tensor<1x16x2048x2048xf32>, tensor<f32>) -> (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xi1>)
    %1470 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1471 = "stablehlo.reduce"(%1469#0, %1470) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg576: tensor<f32>, %arg577: tensor<f32>):
      %3446 = "stablehlo.maximum"(%arg576, %arg577) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3446) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %1472 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1473 = "stablehlo.broadcast_in_dim"(%1472) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048xf32>
    %1474 = "stablehlo.maximum"(%1473, %1471) : (tensor<1x16x2048xf32>, tensor<1x16x2048xf32>) -> tensor<1x16x2048xf32>
    %1475 = "stablehlo.broadcast_in_dim"(%1474) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %1476 = "stablehlo.broadcast_in_dim"(%1475) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %1477 = "stablehlo.subtract"(%1469#0, %1476) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1478 = "stablehlo.exponential"(%1477) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1479 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1480 = "stablehlo.reduce"(%1478, %1479) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg574: tensor<f32>, %arg575: tensor<f32>):
      %3445 = "stablehlo.add"(%arg574, %arg575) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3445) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %1481 = "stablehlo.broadcast_in_dim"(%1480) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %1482 = "stablehlo.broadcast_in_dim"(%1481) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %1483 = "stablehlo.divide"(%1478, %1482) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1484 = "stablehlo.multiply"(%1481, %1481) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %1485 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1486 = "stablehlo.broadcast_in_dim"(%1485) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x1xf32>
    %1487 = "stablehlo.divide"(%1486, %1484) : (tensor<1x16x2048x1xf32>, tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %1488 = "stablehlo.convert"(%1483) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %1489 = "stablehlo.dot_general"(%1459, %1488) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x16x128xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %1490 = "stablehlo.transpose"(%1489) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %1491 = "stablehlo.reshape"(%1490) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %1492 = "stablehlo.dot_general"(%1491, %arg114) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1493 = "stablehlo.all_reduce"(%1492) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg572: tensor<bf16>, %arg573: tensor<bf16>):
      %3444 = "stablehlo.add"(%arg572, %arg573) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3444) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1494 = "stablehlo.add"(%1349, %1493) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1495 = "stablehlo.convert"(%1494) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1496 = "stablehlo.multiply"(%1495, %1495) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1497 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1498 = "stablehlo.reduce"(%1496, %1497) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg570: tensor<f32>, %arg571: tensor<f32>):
      %3443 = "stablehlo.add"(%arg570, %arg571) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3443) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1499 = "stablehlo.broadcast_in_dim"(%1498) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1500 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1501 = "stablehlo.broadcast_in_dim"(%1500) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1502 = "stablehlo.divide"(%1499, %1501) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1503 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1504 = "stablehlo.broadcast_in_dim"(%1503) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1505 = "stablehlo.add"(%1502, %1504) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1506 = "stablehlo.rsqrt"(%1505) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1507 = "stablehlo.divide"(%1506, %1505) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1508 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1509 = "stablehlo.broadcast_in_dim"(%1508) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1510 = "stablehlo.multiply"(%1509, %1507) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1511 = "stablehlo.broadcast_in_dim"(%1506) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1512 = "stablehlo.multiply"(%1495, %1511) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1513 = "stablehlo.convert"(%1512) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1514 = "stablehlo.broadcast_in_dim"(%arg109) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1515 = "stablehlo.broadcast_in_dim"(%1514) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1516 = "stablehlo.multiply"(%1513, %1515) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1517 = "stablehlo.dot_general"(%1516, %arg111) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1518:3 = "func.call"(%1517) <{callee = @silu}> : (tensor<1x2048x7168xbf16>) -> (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>)
    %1519 = "stablehlo.dot_general"(%1516, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1520 = "stablehlo.multiply"(%1518#0, %1519) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1521 = "stablehlo.dot_general"(%1520, %arg110) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1522 = "stablehlo.all_reduce"(%1521) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg568: tensor<bf16>, %arg569: tensor<bf16>):
      %3442 = "stablehlo.add"(%arg568, %arg569) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3442) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1523 = "stablehlo.add"(%1494, %1522) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1524 = "stablehlo.convert"(%1523) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1525 = "stablehlo.multiply"(%1524, %1524) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1526 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1527 = "stablehlo.reduce"(%1525, %1526) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg566: tensor<f32>, %arg567: tensor<f32>):
      %3441 = "stablehlo.add"(%arg566, %arg567) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3441) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1528 = "stablehlo.broadcast_in_dim"(%1527) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1529 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1530 = "stablehlo.broadcast_in_dim"(%1529) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1531 = "stablehlo.divide"(%1528, %1530) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1532 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1533 = "stablehlo.broadcast_in_dim"(%1532) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1534 = "stablehlo.add"(%1531, %1533) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1535 = "stablehlo.rsqrt"(%1534) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1536 = "stablehlo.divide"(%1535, %1534) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1537 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1538 = "stablehlo.broadcast_in_dim"(%1537) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1539 = "stablehlo.multiply"(%1538, %1536) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1540 = "stablehlo.broadcast_in_dim"(%1535) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1541 = "stablehlo.multiply"(%1524, %1540) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1542 = "stablehlo.convert"(%1541) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1543 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1544 = "stablehlo.broadcast_in_dim"(%1543) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1545 = "stablehlo.multiply"(%1542, %1544) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1546 = "stablehlo.dot_general"(%1545, %arg117) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x64128xbf16>) -> tensor<1x2048x64128xbf16>
    %1547 = "stablehlo.convert"(%1546) : (tensor<1x2048x64128xbf16>) -> tensor<1x2048x64128xf32>
    %1548 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1549 = "stablehlo.reduce"(%1547, %1548) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg564: tensor<f32>, %arg565: tensor<f32>):
      %3440 = "stablehlo.maximum"(%arg564, %arg565) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3440) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x64128xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1550 = "stablehlo.all_reduce"(%1549) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg562: tensor<f32>, %arg563: tensor<f32>):
      %3439 = "stablehlo.maximum"(%arg562, %arg563) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3439) : (tensor<f32>) -> ()
    }) : (tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1551 = "stablehlo.broadcast_in_dim"(%1550) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1552 = "stablehlo.broadcast_in_dim"(%1551) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x64128xf32>
    %1553 = "stablehlo.subtract"(%1547, %1552) : (tensor<1x2048x64128xf32>, tensor<1x2048x64128xf32>) -> tensor<1x2048x64128xf32>
    %1554 = "stablehlo.exponential"(%1553) : (tensor<1x2048x64128xf32>) -> tensor<1x2048x64128xf32>
    %1555 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1556 = "stablehlo.reduce"(%1554, %1555) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg560: tensor<f32>, %arg561: tensor<f32>):
      %3438 = "stablehlo.add"(%arg560, %arg561) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3438) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x64128xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1557 = "stablehlo.all_reduce"(%1556) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg558: tensor<f32>, %arg559: tensor<f32>):
      %3437 = "stablehlo.add"(%arg558, %arg559) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3437) : (tensor<f32>) -> ()
    }) : (tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1558 = "stablehlo.log"(%1557) : (tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1559 = "stablehlo.add"(%1558, %1550) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1560 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %1561 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %1562 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %1563 = "stablehlo.divide"(%1562, %1560) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1564 = "stablehlo.remainder"(%1563, %1561) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1565 = "stablehlo.convert"(%1564) : (tensor<ui32>) -> tensor<i32>
    %1566 = "stablehlo.constant"() <{value = dense<64128> : tensor<i32>}> : () -> tensor<i32>
    %1567 = "stablehlo.multiply"(%1565, %1566) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1568 = "stablehlo.broadcast_in_dim"(%1567) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %1569 = "stablehlo.subtract"(%arg119, %1568) : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    %1570 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1571 = "stablehlo.broadcast_in_dim"(%1570) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %1572 = "stablehlo.compare"(%1569, %1571) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
    %1573 = "stablehlo.constant"() <{value = dense<64128> : tensor<i32>}> : () -> tensor<i32>
    %1574 = "stablehlo.broadcast_in_dim"(%1573) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %1575 = "stablehlo.compare"(%1569, %1574) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
    %1576 = "stablehlo.and"(%1572, %1575) : (tensor<1x2048xi1>, tensor<1x2048xi1>) -> tensor<1x2048xi1>
    %1577 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1578 = "func.call"(%1576, %1569, %1577) <{callee = @_where}> : (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<i32>) -> tensor<1x2048xi32>
    %1579 = "stablehlo.broadcast_in_dim"(%1578) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi32>) -> tensor<1x2048x1xi32>
    %1580:2 = "func.call"(%1547, %1579) <{callee = @take_along_axis}> : (tensor<1x2048x64128xf32>, tensor<1x2048x1xi32>) -> (tensor<1x2048x1xf32>, tensor<2048x1x1xi32>)
    %1581 = "stablehlo.reshape"(%1580#0) : (tensor<1x2048x1xf32>) -> tensor<1x2048xf32>
    %1582 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1583 = "func.call"(%1576, %1581, %1582) <{callee = @_where_3}> : (tensor<1x2048xi1>, tensor<1x2048xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1584 = "stablehlo.all_reduce"(%1583) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg556: tensor<f32>, %arg557: tensor<f32>):
      %3436 = "stablehlo.add"(%arg556, %arg557) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3436) : (tensor<f32>) -> ()
    }) : (tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1585 = "stablehlo.subtract"(%1559, %1584) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1586 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1587 = "stablehlo.reduce"(%1585, %1586) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg554: tensor<f32>, %arg555: tensor<f32>):
      %3435 = "stablehlo.add"(%arg554, %arg555) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3435) : (tensor<f32>) -> ()
    }) : (tensor<1x2048xf32>, tensor<f32>) -> tensor<f32>
    %1588 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1589 = "stablehlo.divide"(%1587, %1588) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1590 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1591 = "stablehlo.divide"(%1590, %1588) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1592 = "stablehlo.broadcast_in_dim"(%1591) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048xf32>
    %1593 = "stablehlo.negate"(%1592) : (tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1594 = "func.call"(%1576, %1593) <{callee = @_where_4}> : (tensor<1x2048xi1>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1595 = "stablehlo.broadcast_in_dim"(%1594) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1596 = "func.call"(%1580#1, %1595) <{callee = @take_along_axis_5}> : (tensor<2048x1x1xi32>, tensor<1x2048x1xf32>) -> tensor<1x2048x64128xf32>
    %1597 = "stablehlo.divide"(%1592, %1557) : (tensor<1x2048xf32>, tensor<1x2048xf32>) -> tensor<1x2048xf32>
    %1598 = "stablehlo.broadcast_in_dim"(%1597) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x64128xf32>
    %1599 = "stablehlo.multiply"(%1598, %1554) : (tensor<1x2048x64128xf32>, tensor<1x2048x64128xf32>) -> tensor<1x2048x64128xf32>
    %1600 = "stablehlo.add"(%1596, %1599) : (tensor<1x2048x64128xf32>, tensor<1x2048x64128xf32>) -> tensor<1x2048x64128xf32>
    %1601 = "stablehlo.convert"(%1600) : (tensor<1x2048x64128xf32>) -> tensor<1x2048x64128xbf16>
    %1602 = "stablehlo.dot_general"(%1601, %1545) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x64128xbf16>, tensor<1x2048x4096xbf16>) -> tensor<64128x4096xbf16>
    %1603 = "stablehlo.transpose"(%1602) <{permutation = array<i64: 1, 0>}> : (tensor<64128x4096xbf16>) -> tensor<4096x64128xbf16>
    %1604 = "stablehlo.dot_general"(%1601, %arg117) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x64128xbf16>, tensor<4096x64128xbf16>) -> tensor<1x2048x4096xbf16>
    %1605 = "stablehlo.all_reduce"(%1604) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg552: tensor<bf16>, %arg553: tensor<bf16>):
      %3434 = "stablehlo.add"(%arg552, %arg553) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3434) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1606 = "stablehlo.multiply"(%1542, %1605) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1607 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1608 = "stablehlo.reduce"(%1606, %1607) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg550: tensor<bf16>, %arg551: tensor<bf16>):
      %3433 = "stablehlo.add"(%arg550, %arg551) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3433) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %1609 = "stablehlo.reshape"(%1608) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1610 = "stablehlo.broadcast_in_dim"(%1543) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1611 = "stablehlo.multiply"(%1605, %1610) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1612 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1613 = "stablehlo.reduce"(%1609, %1612) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg548: tensor<bf16>, %arg549: tensor<bf16>):
      %3432 = "stablehlo.add"(%arg548, %arg549) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3432) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %1614 = "stablehlo.convert"(%1611) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1615 = "stablehlo.multiply"(%1524, %1614) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1616 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1617 = "stablehlo.reduce"(%1615, %1616) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg546: tensor<f32>, %arg547: tensor<f32>):
      %3431 = "stablehlo.add"(%arg546, %arg547) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3431) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1618 = "stablehlo.reshape"(%1617) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1619 = "stablehlo.broadcast_in_dim"(%1535) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1620 = "stablehlo.multiply"(%1614, %1619) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1621 = "stablehlo.multiply"(%1618, %1539) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1622 = "stablehlo.broadcast_in_dim"(%1529) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1623 = "stablehlo.divide"(%1621, %1622) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1624 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1625 = "stablehlo.reduce"(%1623, %1624) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg544: tensor<f32>, %arg545: tensor<f32>):
      %3430 = "stablehlo.add"(%arg544, %arg545) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3430) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %1626 = "stablehlo.broadcast_in_dim"(%1625) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1627 = "stablehlo.broadcast_in_dim"(%1626) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %1628 = "stablehlo.multiply"(%1524, %1627) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1629 = "stablehlo.add"(%1620, %1628) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1630 = "stablehlo.multiply"(%1627, %1524) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1631 = "stablehlo.add"(%1629, %1630) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1632 = "stablehlo.convert"(%1631) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1633 = "stablehlo.dot_general"(%1632, %1520) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
    %1634 = "stablehlo.transpose"(%1633) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
    %1635 = "stablehlo.dot_general"(%1632, %arg110) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
    %1636 = "stablehlo.multiply"(%1518#0, %1635) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1637 = "stablehlo.multiply"(%1635, %1519) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1638 = "stablehlo.dot_general"(%1636, %1516) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %1639 = "stablehlo.transpose"(%1638) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %1640 = "stablehlo.dot_general"(%1636, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %1641 = "stablehlo.all_reduce"(%1640) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg542: tensor<bf16>, %arg543: tensor<bf16>):
      %3429 = "stablehlo.add"(%arg542, %arg543) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3429) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1642 = "func.call"(%1518#1, %1518#2, %1517, %1637) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1643 = "stablehlo.dot_general"(%1642, %1516) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %1644 = "stablehlo.transpose"(%1643) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %1645 = "stablehlo.dot_general"(%1642, %arg111) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %1646 = "stablehlo.all_reduce"(%1645) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg540: tensor<bf16>, %arg541: tensor<bf16>):
      %3428 = "stablehlo.add"(%arg540, %arg541) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3428) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1647 = "stablehlo.add"(%1641, %1646) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1648 = "stablehlo.multiply"(%1513, %1647) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1649 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1650 = "stablehlo.reduce"(%1648, %1649) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg538: tensor<bf16>, %arg539: tensor<bf16>):
      %3427 = "stablehlo.add"(%arg538, %arg539) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3427) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %1651 = "stablehlo.reshape"(%1650) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1652 = "stablehlo.broadcast_in_dim"(%1514) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1653 = "stablehlo.multiply"(%1647, %1652) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1654 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1655 = "stablehlo.reduce"(%1651, %1654) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg536: tensor<bf16>, %arg537: tensor<bf16>):
      %3426 = "stablehlo.add"(%arg536, %arg537) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3426) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %1656 = "stablehlo.convert"(%1653) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1657 = "stablehlo.multiply"(%1495, %1656) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1658 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1659 = "stablehlo.reduce"(%1657, %1658) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg534: tensor<f32>, %arg535: tensor<f32>):
      %3425 = "stablehlo.add"(%arg534, %arg535) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3425) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1660 = "stablehlo.reshape"(%1659) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1661 = "stablehlo.broadcast_in_dim"(%1506) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1662 = "stablehlo.multiply"(%1656, %1661) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1663 = "stablehlo.multiply"(%1660, %1510) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1664 = "stablehlo.broadcast_in_dim"(%1500) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1665 = "stablehlo.divide"(%1663, %1664) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1666 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1667 = "stablehlo.reduce"(%1665, %1666) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg532: tensor<f32>, %arg533: tensor<f32>):
      %3424 = "stablehlo.add"(%arg532, %arg533) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3424) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %1668 = "stablehlo.broadcast_in_dim"(%1667) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1669 = "stablehlo.broadcast_in_dim"(%1668) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %1670 = "stablehlo.multiply"(%1495, %1669) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1671 = "stablehlo.add"(%1662, %1670) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1672 = "stablehlo.multiply"(%1669, %1495) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1673 = "stablehlo.add"(%1671, %1672) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1674 = "stablehlo.convert"(%1673) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1675 = "stablehlo.add"(%1632, %1674) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1676 = "stablehlo.dot_general"(%1675, %1491) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
    %1677 = "stablehlo.transpose"(%1676) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
    %1678 = "stablehlo.dot_general"(%1675, %arg114) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
    %1679 = "stablehlo.reshape"(%1678) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %1680 = "stablehlo.transpose"(%1679) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
    %1681 = "stablehlo.dot_general"(%1680, %1459) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %1682 = "stablehlo.dot_general"(%1680, %1488) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %1683 = "stablehlo.transpose"(%1682) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %1684 = "stablehlo.convert"(%1681) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %1685 = "stablehlo.broadcast_in_dim"(%1487) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %1686 = "stablehlo.multiply"(%1684, %1685) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1687 = "stablehlo.multiply"(%1686, %1478) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1688 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1689 = "stablehlo.reduce"(%1687, %1688) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg530: tensor<f32>, %arg531: tensor<f32>):
      %3423 = "stablehlo.add"(%arg530, %arg531) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3423) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %1690 = "stablehlo.reshape"(%1689) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %1691 = "stablehlo.negate"(%1690) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %1692 = "stablehlo.broadcast_in_dim"(%1481) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %1693 = "stablehlo.divide"(%1684, %1692) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1694 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1695 = "stablehlo.reduce"(%1691, %1694) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg528: tensor<f32>, %arg529: tensor<f32>):
      %3422 = "stablehlo.add"(%arg528, %arg529) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3422) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
    %1696 = "stablehlo.broadcast_in_dim"(%1695) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
    %1697 = "stablehlo.broadcast_in_dim"(%1696) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1698 = "stablehlo.add"(%1693, %1697) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1699 = "stablehlo.multiply"(%1698, %1478) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1700 = "func.call"(%1469#1, %1699) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1701 = "stablehlo.broadcast_in_dim"(%1464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %1702 = "stablehlo.divide"(%1700, %1701) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1703 = "stablehlo.convert"(%1702) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %1704 = "stablehlo.dot_general"(%1703, %1416) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %1705 = "stablehlo.transpose"(%1704) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1706 = "stablehlo.dot_general"(%1703, %1457) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %1707 = "stablehlo.transpose"(%1706) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1708 = "stablehlo.reshape"(%1683) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %1709 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1710 = "stablehlo.reduce"(%1708, %1709) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg526: tensor<bf16>, %arg527: tensor<bf16>):
      %3421 = "stablehlo.add"(%arg526, %arg527) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3421) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %1711 = "stablehlo.broadcast_in_dim"(%1710) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %1712 = "stablehlo.reshape"(%1705) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %1713 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1714 = "stablehlo.reduce"(%1712, %1713) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg524: tensor<bf16>, %arg525: tensor<bf16>):
      %3420 = "stablehlo.add"(%arg524, %arg525) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3420) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %1715 = "stablehlo.broadcast_in_dim"(%1714) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %1716 = "stablehlo.convert"(%1715) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %1717 = "stablehlo.broadcast_in_dim"(%1443) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %1718 = "stablehlo.multiply"(%1716, %1717) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %1719 = "stablehlo.convert"(%1718) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %1720 = "stablehlo.broadcast_in_dim"(%1441) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %1721 = "stablehlo.multiply"(%1716, %1720) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %1722 = "stablehlo.convert"(%1721) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %1723 = "stablehlo.slice"(%1719) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %1724 = "stablehlo.slice"(%1719) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %1725 = "stablehlo.negate"(%1723) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %1726 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1727 = "stablehlo.pad"(%1725, %1726) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %1728 = "stablehlo.add"(%1722, %1727) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %1729 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1730 = "stablehlo.pad"(%1724, %1729) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %1731 = "stablehlo.add"(%1728, %1730) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %1732 = "stablehlo.convert"(%1707) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %1733 = "stablehlo.broadcast_in_dim"(%1404) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %1734 = "stablehlo.multiply"(%1732, %1733) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %1735 = "stablehlo.convert"(%1734) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %1736 = "stablehlo.broadcast_in_dim"(%1402) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %1737 = "stablehlo.multiply"(%1732, %1736) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %1738 = "stablehlo.convert"(%1737) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %1739 = "stablehlo.slice"(%1735) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %1740 = "stablehlo.slice"(%1735) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %1741 = "stablehlo.negate"(%1739) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %1742 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1743 = "stablehlo.pad"(%1741, %1742) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %1744 = "stablehlo.add"(%1738, %1743) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1745 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1746 = "stablehlo.pad"(%1740, %1745) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %1747 = "stablehlo.add"(%1744, %1746) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1748 = "stablehlo.reshape"(%1711) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %1749 = "stablehlo.dot_general"(%1748, %1371) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %1750 = "stablehlo.transpose"(%1749) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %1751 = "stablehlo.dot_general"(%1748, %arg116) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %1752 = "stablehlo.all_reduce"(%1751) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg522: tensor<bf16>, %arg523: tensor<bf16>):
      %3419 = "stablehlo.add"(%arg522, %arg523) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3419) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1753 = "stablehlo.reshape"(%1731) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %1754 = "stablehlo.dot_general"(%1753, %1371) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %1755 = "stablehlo.transpose"(%1754) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %1756 = "stablehlo.dot_general"(%1753, %arg113) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %1757 = "stablehlo.all_reduce"(%1756) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg520: tensor<bf16>, %arg521: tensor<bf16>):
      %3418 = "stablehlo.add"(%arg520, %arg521) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3418) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1758 = "stablehlo.add"(%1752, %1757) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1759 = "stablehlo.reshape"(%1747) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %1760 = "stablehlo.dot_general"(%1759, %1371) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %1761 = "stablehlo.transpose"(%1760) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
    %1762 = "stablehlo.dot_general"(%1759, %arg115) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
    %1763 = "stablehlo.all_reduce"(%1762) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg518: tensor<bf16>, %arg519: tensor<bf16>):
      %3417 = "stablehlo.add"(%arg518, %arg519) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3417) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1764 = "stablehlo.add"(%1758, %1763) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1765 = "stablehlo.multiply"(%1368, %1764) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1766 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1767 = "stablehlo.reduce"(%1765, %1766) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg516: tensor<bf16>, %arg517: tensor<bf16>):
      %3416 = "stablehlo.add"(%arg516, %arg517) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3416) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %1768 = "stablehlo.reshape"(%1767) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1769 = "stablehlo.broadcast_in_dim"(%1369) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1770 = "stablehlo.multiply"(%1764, %1769) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1771 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1772 = "stablehlo.reduce"(%1768, %1771) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg514: tensor<bf16>, %arg515: tensor<bf16>):
      %3415 = "stablehlo.add"(%arg514, %arg515) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3415) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %1773 = "stablehlo.convert"(%1770) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1774 = "stablehlo.multiply"(%1350, %1773) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1775 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1776 = "stablehlo.reduce"(%1774, %1775) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg512: tensor<f32>, %arg513: tensor<f32>):
      %3414 = "stablehlo.add"(%arg512, %arg513) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3414) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1777 = "stablehlo.reshape"(%1776) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1778 = "stablehlo.broadcast_in_dim"(%1361) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1779 = "stablehlo.multiply"(%1773, %1778) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1780 = "stablehlo.multiply"(%1777, %1365) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1781 = "stablehlo.broadcast_in_dim"(%1355) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1782 = "stablehlo.divide"(%1780, %1781) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1783 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1784 = "stablehlo.reduce"(%1782, %1783) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg510: tensor<f32>, %arg511: tensor<f32>):
      %3413 = "stablehlo.add"(%arg510, %arg511) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3413) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %1785 = "stablehlo.broadcast_in_dim"(%1784) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1786 = "stablehlo.broadcast_in_dim"(%1785) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %1787 = "stablehlo.multiply"(%1350, %1786) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1788 = "stablehlo.add"(%1779, %1787) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1789 = "stablehlo.multiply"(%1786, %1350) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1790 = "stablehlo.add"(%1788, %1789) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1791 = "stablehlo.convert"(%1790) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1792 = "stablehlo.add"(%1675, %1791) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1793 = "stablehlo.dot_general"(%1792, %1346) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
    %1794 = "stablehlo.transpose"(%1793) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
    %1795 = "stablehlo.dot_general"(%1792, %arg101) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
    %1796 = "stablehlo.multiply"(%1344#0, %1795) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1797 = "stablehlo.multiply"(%1795, %1345) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1798 = "stablehlo.dot_general"(%1796, %1342) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %1799 = "stablehlo.transpose"(%1798) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %1800 = "stablehlo.dot_general"(%1796, %arg103) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %1801 = "stablehlo.all_reduce"(%1800) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg508: tensor<bf16>, %arg509: tensor<bf16>):
      %3412 = "stablehlo.add"(%arg508, %arg509) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3412) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1802 = "func.call"(%1344#1, %1344#2, %1343, %1797) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1803 = "stablehlo.dot_general"(%1802, %1342) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %1804 = "stablehlo.transpose"(%1803) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %1805 = "stablehlo.dot_general"(%1802, %arg102) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %1806 = "stablehlo.all_reduce"(%1805) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg506: tensor<bf16>, %arg507: tensor<bf16>):
      %3411 = "stablehlo.add"(%arg506, %arg507) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3411) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1807 = "stablehlo.add"(%1801, %1806) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1808 = "stablehlo.multiply"(%1339, %1807) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1809 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1810 = "stablehlo.reduce"(%1808, %1809) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg504: tensor<bf16>, %arg505: tensor<bf16>):
      %3410 = "stablehlo.add"(%arg504, %arg505) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3410) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %1811 = "stablehlo.reshape"(%1810) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1812 = "stablehlo.broadcast_in_dim"(%1340) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1813 = "stablehlo.multiply"(%1807, %1812) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1814 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1815 = "stablehlo.reduce"(%1811, %1814) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg502: tensor<bf16>, %arg503: tensor<bf16>):
      %3409 = "stablehlo.add"(%arg502, %arg503) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3409) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %1816 = "stablehlo.convert"(%1813) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1817 = "stablehlo.multiply"(%1321, %1816) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1818 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1819 = "stablehlo.reduce"(%1817, %1818) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg500: tensor<f32>, %arg501: tensor<f32>):
      %3408 = "stablehlo.add"(%arg500, %arg501) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3408) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1820 = "stablehlo.reshape"(%1819) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1821 = "stablehlo.broadcast_in_dim"(%1332) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1822 = "stablehlo.multiply"(%1816, %1821) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1823 = "stablehlo.multiply"(%1820, %1336) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1824 = "stablehlo.broadcast_in_dim"(%1326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1825 = "stablehlo.divide"(%1823, %1824) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1826 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1827 = "stablehlo.reduce"(%1825, %1826) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg498: tensor<f32>, %arg499: tensor<f32>):
      %3407 = "stablehlo.add"(%arg498, %arg499) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3407) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %1828 = "stablehlo.broadcast_in_dim"(%1827) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1829 = "stablehlo.broadcast_in_dim"(%1828) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %1830 = "stablehlo.multiply"(%1321, %1829) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1831 = "stablehlo.add"(%1822, %1830) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1832 = "stablehlo.multiply"(%1829, %1321) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1833 = "stablehlo.add"(%1831, %1832) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1834 = "stablehlo.convert"(%1833) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1835 = "stablehlo.add"(%1792, %1834) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1836 = "stablehlo.dot_general"(%1835, %1317) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
    %1837 = "stablehlo.transpose"(%1836) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
    %1838 = "stablehlo.dot_general"(%1835, %arg105) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
    %1839 = "stablehlo.reshape"(%1838) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %1840 = "stablehlo.transpose"(%1839) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
    %1841 = "stablehlo.dot_general"(%1840, %1285) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %1842 = "stablehlo.dot_general"(%1840, %1314) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %1843 = "stablehlo.transpose"(%1842) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %1844 = "stablehlo.convert"(%1841) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %1845 = "stablehlo.broadcast_in_dim"(%1313) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %1846 = "stablehlo.multiply"(%1844, %1845) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1847 = "stablehlo.multiply"(%1846, %1304) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1848 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1849 = "stablehlo.reduce"(%1847, %1848) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg496: tensor<f32>, %arg497: tensor<f32>):
      %3406 = "stablehlo.add"(%arg496, %arg497) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3406) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %1850 = "stablehlo.reshape"(%1849) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %1851 = "stablehlo.negate"(%1850) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %1852 = "stablehlo.broadcast_in_dim"(%1307) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %1853 = "stablehlo.divide"(%1844, %1852) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1854 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1855 = "stablehlo.reduce"(%1851, %1854) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg494: tensor<f32>, %arg495: tensor<f32>):
      %3405 = "stablehlo.add"(%arg494, %arg495) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3405) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
    %1856 = "stablehlo.broadcast_in_dim"(%1855) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
    %1857 = "stablehlo.broadcast_in_dim"(%1856) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1858 = "stablehlo.add"(%1853, %1857) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1859 = "stablehlo.multiply"(%1858, %1304) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1860 = "func.call"(%1295#1, %1859) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1861 = "stablehlo.broadcast_in_dim"(%1290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %1862 = "stablehlo.divide"(%1860, %1861) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %1863 = "stablehlo.convert"(%1862) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %1864 = "stablehlo.dot_general"(%1863, %1242) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %1865 = "stablehlo.transpose"(%1864) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1866 = "stablehlo.dot_general"(%1863, %1283) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %1867 = "stablehlo.transpose"(%1866) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1868 = "stablehlo.reshape"(%1843) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %1869 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1870 = "stablehlo.reduce"(%1868, %1869) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg492: tensor<bf16>, %arg493: tensor<bf16>):
      %3404 = "stablehlo.add"(%arg492, %arg493) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3404) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %1871 = "stablehlo.broadcast_in_dim"(%1870) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %1872 = "stablehlo.reshape"(%1865) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %1873 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1874 = "stablehlo.reduce"(%1872, %1873) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg490: tensor<bf16>, %arg491: tensor<bf16>):
      %3403 = "stablehlo.add"(%arg490, %arg491) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3403) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %1875 = "stablehlo.broadcast_in_dim"(%1874) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %1876 = "stablehlo.convert"(%1875) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %1877 = "stablehlo.broadcast_in_dim"(%1269) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %1878 = "stablehlo.multiply"(%1876, %1877) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %1879 = "stablehlo.convert"(%1878) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %1880 = "stablehlo.broadcast_in_dim"(%1267) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %1881 = "stablehlo.multiply"(%1876, %1880) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %1882 = "stablehlo.convert"(%1881) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %1883 = "stablehlo.slice"(%1879) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %1884 = "stablehlo.slice"(%1879) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %1885 = "stablehlo.negate"(%1883) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %1886 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1887 = "stablehlo.pad"(%1885, %1886) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %1888 = "stablehlo.add"(%1882, %1887) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %1889 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1890 = "stablehlo.pad"(%1884, %1889) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %1891 = "stablehlo.add"(%1888, %1890) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %1892 = "stablehlo.convert"(%1867) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %1893 = "stablehlo.broadcast_in_dim"(%1230) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %1894 = "stablehlo.multiply"(%1892, %1893) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %1895 = "stablehlo.convert"(%1894) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %1896 = "stablehlo.broadcast_in_dim"(%1228) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %1897 = "stablehlo.multiply"(%1892, %1896) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %1898 = "stablehlo.convert"(%1897) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %1899 = "stablehlo.slice"(%1895) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %1900 = "stablehlo.slice"(%1895) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %1901 = "stablehlo.negate"(%1899) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %1902 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1903 = "stablehlo.pad"(%1901, %1902) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %1904 = "stablehlo.add"(%1898, %1903) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1905 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1906 = "stablehlo.pad"(%1900, %1905) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %1907 = "stablehlo.add"(%1904, %1906) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %1908 = "stablehlo.reshape"(%1871) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %1909 = "stablehlo.dot_general"(%1908, %1197) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %1910 = "stablehlo.transpose"(%1909) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %1911 = "stablehlo.dot_general"(%1908, %arg107) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %1912 = "stablehlo.all_reduce"(%1911) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg488: tensor<bf16>, %arg489: tensor<bf16>):
      %3402 = "stablehlo.add"(%arg488, %arg489) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3402) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1913 = "stablehlo.reshape"(%1891) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %1914 = "stablehlo.dot_general"(%1913, %1197) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %1915 = "stablehlo.transpose"(%1914) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %1916 = "stablehlo.dot_general"(%1913, %arg104) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %1917 = "stablehlo.all_reduce"(%1916) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg486: tensor<bf16>, %arg487: tensor<bf16>):
      %3401 = "stablehlo.add"(%arg486, %arg487) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3401) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1918 = "stablehlo.add"(%1912, %1917) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1919 = "stablehlo.reshape"(%1907) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %1920 = "stablehlo.dot_general"(%1919, %1197) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %1921 = "stablehlo.transpose"(%1920) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
    %1922 = "stablehlo.dot_general"(%1919, %arg106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
    %1923 = "stablehlo.all_reduce"(%1922) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg484: tensor<bf16>, %arg485: tensor<bf16>):
      %3400 = "stablehlo.add"(%arg484, %arg485) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3400) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1924 = "stablehlo.add"(%1918, %1923) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1925 = "stablehlo.multiply"(%1194, %1924) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1926 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1927 = "stablehlo.reduce"(%1925, %1926) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg482: tensor<bf16>, %arg483: tensor<bf16>):
      %3399 = "stablehlo.add"(%arg482, %arg483) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3399) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %1928 = "stablehlo.reshape"(%1927) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1929 = "stablehlo.broadcast_in_dim"(%1195) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1930 = "stablehlo.multiply"(%1924, %1929) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1931 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1932 = "stablehlo.reduce"(%1928, %1931) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg480: tensor<bf16>, %arg481: tensor<bf16>):
      %3398 = "stablehlo.add"(%arg480, %arg481) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3398) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %1933 = "stablehlo.convert"(%1930) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1934 = "stablehlo.multiply"(%1176, %1933) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1935 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1936 = "stablehlo.reduce"(%1934, %1935) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg478: tensor<f32>, %arg479: tensor<f32>):
      %3397 = "stablehlo.add"(%arg478, %arg479) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3397) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1937 = "stablehlo.reshape"(%1936) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1938 = "stablehlo.broadcast_in_dim"(%1187) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1939 = "stablehlo.multiply"(%1933, %1938) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1940 = "stablehlo.multiply"(%1937, %1191) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1941 = "stablehlo.broadcast_in_dim"(%1181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1942 = "stablehlo.divide"(%1940, %1941) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1943 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1944 = "stablehlo.reduce"(%1942, %1943) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg476: tensor<f32>, %arg477: tensor<f32>):
      %3396 = "stablehlo.add"(%arg476, %arg477) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3396) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %1945 = "stablehlo.broadcast_in_dim"(%1944) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1946 = "stablehlo.broadcast_in_dim"(%1945) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %1947 = "stablehlo.multiply"(%1176, %1946) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1948 = "stablehlo.add"(%1939, %1947) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1949 = "stablehlo.multiply"(%1946, %1176) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1950 = "stablehlo.add"(%1948, %1949) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1951 = "stablehlo.convert"(%1950) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1952 = "stablehlo.add"(%1835, %1951) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1953 = "stablehlo.dot_general"(%1952, %1172) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
    %1954 = "stablehlo.transpose"(%1953) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
    %1955 = "stablehlo.dot_general"(%1952, %arg92) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
    %1956 = "stablehlo.multiply"(%1170#0, %1955) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1957 = "stablehlo.multiply"(%1955, %1171) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1958 = "stablehlo.dot_general"(%1956, %1168) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %1959 = "stablehlo.transpose"(%1958) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %1960 = "stablehlo.dot_general"(%1956, %arg94) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %1961 = "stablehlo.all_reduce"(%1960) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg474: tensor<bf16>, %arg475: tensor<bf16>):
      %3395 = "stablehlo.add"(%arg474, %arg475) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3395) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1962 = "func.call"(%1170#1, %1170#2, %1169, %1957) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %1963 = "stablehlo.dot_general"(%1962, %1168) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %1964 = "stablehlo.transpose"(%1963) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %1965 = "stablehlo.dot_general"(%1962, %arg93) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %1966 = "stablehlo.all_reduce"(%1965) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg472: tensor<bf16>, %arg473: tensor<bf16>):
      %3394 = "stablehlo.add"(%arg472, %arg473) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3394) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1967 = "stablehlo.add"(%1961, %1966) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1968 = "stablehlo.multiply"(%1165, %1967) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1969 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1970 = "stablehlo.reduce"(%1968, %1969) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg470: tensor<bf16>, %arg471: tensor<bf16>):
      %3393 = "stablehlo.add"(%arg470, %arg471) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3393) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %1971 = "stablehlo.reshape"(%1970) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1972 = "stablehlo.broadcast_in_dim"(%1166) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1973 = "stablehlo.multiply"(%1967, %1972) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1974 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1975 = "stablehlo.reduce"(%1971, %1974) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg468: tensor<bf16>, %arg469: tensor<bf16>):
      %3392 = "stablehlo.add"(%arg468, %arg469) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3392) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %1976 = "stablehlo.convert"(%1973) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1977 = "stablehlo.multiply"(%1147, %1976) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1978 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1979 = "stablehlo.reduce"(%1977, %1978) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg466: tensor<f32>, %arg467: tensor<f32>):
      %3391 = "stablehlo.add"(%arg466, %arg467) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3391) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1980 = "stablehlo.reshape"(%1979) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1981 = "stablehlo.broadcast_in_dim"(%1158) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1982 = "stablehlo.multiply"(%1976, %1981) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1983 = "stablehlo.multiply"(%1980, %1162) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1984 = "stablehlo.broadcast_in_dim"(%1152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1985 = "stablehlo.divide"(%1983, %1984) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1986 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1987 = "stablehlo.reduce"(%1985, %1986) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg464: tensor<f32>, %arg465: tensor<f32>):
      %3390 = "stablehlo.add"(%arg464, %arg465) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3390) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %1988 = "stablehlo.broadcast_in_dim"(%1987) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1989 = "stablehlo.broadcast_in_dim"(%1988) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %1990 = "stablehlo.multiply"(%1147, %1989) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1991 = "stablehlo.add"(%1982, %1990) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1992 = "stablehlo.multiply"(%1989, %1147) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1993 = "stablehlo.add"(%1991, %1992) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1994 = "stablehlo.convert"(%1993) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1995 = "stablehlo.add"(%1952, %1994) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1996 = "stablehlo.dot_general"(%1995, %1143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
    %1997 = "stablehlo.transpose"(%1996) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
    %1998 = "stablehlo.dot_general"(%1995, %arg96) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
    %1999 = "stablehlo.reshape"(%1998) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %2000 = "stablehlo.transpose"(%1999) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
    %2001 = "stablehlo.dot_general"(%2000, %1111) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %2002 = "stablehlo.dot_general"(%2000, %1140) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %2003 = "stablehlo.transpose"(%2002) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %2004 = "stablehlo.convert"(%2001) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %2005 = "stablehlo.broadcast_in_dim"(%1139) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %2006 = "stablehlo.multiply"(%2004, %2005) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2007 = "stablehlo.multiply"(%2006, %1130) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2008 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2009 = "stablehlo.reduce"(%2007, %2008) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg462: tensor<f32>, %arg463: tensor<f32>):
      %3389 = "stablehlo.add"(%arg462, %arg463) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3389) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %2010 = "stablehlo.reshape"(%2009) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %2011 = "stablehlo.negate"(%2010) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %2012 = "stablehlo.broadcast_in_dim"(%1133) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %2013 = "stablehlo.divide"(%2004, %2012) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2014 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2015 = "stablehlo.reduce"(%2011, %2014) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg460: tensor<f32>, %arg461: tensor<f32>):
      %3388 = "stablehlo.add"(%arg460, %arg461) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3388) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
    %2016 = "stablehlo.broadcast_in_dim"(%2015) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
    %2017 = "stablehlo.broadcast_in_dim"(%2016) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2018 = "stablehlo.add"(%2013, %2017) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2019 = "stablehlo.multiply"(%2018, %1130) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2020 = "func.call"(%1121#1, %2019) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2021 = "stablehlo.broadcast_in_dim"(%1116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %2022 = "stablehlo.divide"(%2020, %2021) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2023 = "stablehlo.convert"(%2022) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %2024 = "stablehlo.dot_general"(%2023, %1068) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %2025 = "stablehlo.transpose"(%2024) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2026 = "stablehlo.dot_general"(%2023, %1109) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %2027 = "stablehlo.transpose"(%2026) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2028 = "stablehlo.reshape"(%2003) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %2029 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2030 = "stablehlo.reduce"(%2028, %2029) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg458: tensor<bf16>, %arg459: tensor<bf16>):
      %3387 = "stablehlo.add"(%arg458, %arg459) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3387) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %2031 = "stablehlo.broadcast_in_dim"(%2030) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2032 = "stablehlo.reshape"(%2025) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %2033 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2034 = "stablehlo.reduce"(%2032, %2033) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg456: tensor<bf16>, %arg457: tensor<bf16>):
      %3386 = "stablehlo.add"(%arg456, %arg457) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3386) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %2035 = "stablehlo.broadcast_in_dim"(%2034) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2036 = "stablehlo.convert"(%2035) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %2037 = "stablehlo.broadcast_in_dim"(%1095) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %2038 = "stablehlo.multiply"(%2036, %2037) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %2039 = "stablehlo.convert"(%2038) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %2040 = "stablehlo.broadcast_in_dim"(%1093) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %2041 = "stablehlo.multiply"(%2036, %2040) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %2042 = "stablehlo.convert"(%2041) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %2043 = "stablehlo.slice"(%2039) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %2044 = "stablehlo.slice"(%2039) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %2045 = "stablehlo.negate"(%2043) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %2046 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2047 = "stablehlo.pad"(%2045, %2046) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %2048 = "stablehlo.add"(%2042, %2047) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2049 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2050 = "stablehlo.pad"(%2044, %2049) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %2051 = "stablehlo.add"(%2048, %2050) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2052 = "stablehlo.convert"(%2027) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %2053 = "stablehlo.broadcast_in_dim"(%1056) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %2054 = "stablehlo.multiply"(%2052, %2053) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %2055 = "stablehlo.convert"(%2054) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %2056 = "stablehlo.broadcast_in_dim"(%1054) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %2057 = "stablehlo.multiply"(%2052, %2056) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %2058 = "stablehlo.convert"(%2057) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %2059 = "stablehlo.slice"(%2055) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %2060 = "stablehlo.slice"(%2055) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %2061 = "stablehlo.negate"(%2059) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %2062 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2063 = "stablehlo.pad"(%2061, %2062) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %2064 = "stablehlo.add"(%2058, %2063) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2065 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2066 = "stablehlo.pad"(%2060, %2065) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %2067 = "stablehlo.add"(%2064, %2066) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2068 = "stablehlo.reshape"(%2031) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %2069 = "stablehlo.dot_general"(%2068, %1023) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %2070 = "stablehlo.transpose"(%2069) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %2071 = "stablehlo.dot_general"(%2068, %arg98) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %2072 = "stablehlo.all_reduce"(%2071) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg454: tensor<bf16>, %arg455: tensor<bf16>):
      %3385 = "stablehlo.add"(%arg454, %arg455) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3385) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2073 = "stablehlo.reshape"(%2051) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %2074 = "stablehlo.dot_general"(%2073, %1023) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %2075 = "stablehlo.transpose"(%2074) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %2076 = "stablehlo.dot_general"(%2073, %arg95) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %2077 = "stablehlo.all_reduce"(%2076) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg452: tensor<bf16>, %arg453: tensor<bf16>):
      %3384 = "stablehlo.add"(%arg452, %arg453) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3384) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2078 = "stablehlo.add"(%2072, %2077) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2079 = "stablehlo.reshape"(%2067) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %2080 = "stablehlo.dot_general"(%2079, %1023) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %2081 = "stablehlo.transpose"(%2080) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
    %2082 = "stablehlo.dot_general"(%2079, %arg97) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
    %2083 = "stablehlo.all_reduce"(%2082) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg450: tensor<bf16>, %arg451: tensor<bf16>):
      %3383 = "stablehlo.add"(%arg450, %arg451) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3383) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2084 = "stablehlo.add"(%2078, %2083) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2085 = "stablehlo.multiply"(%1020, %2084) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2086 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2087 = "stablehlo.reduce"(%2085, %2086) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg448: tensor<bf16>, %arg449: tensor<bf16>):
      %3382 = "stablehlo.add"(%arg448, %arg449) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3382) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2088 = "stablehlo.reshape"(%2087) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2089 = "stablehlo.broadcast_in_dim"(%1021) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2090 = "stablehlo.multiply"(%2084, %2089) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2091 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2092 = "stablehlo.reduce"(%2088, %2091) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg446: tensor<bf16>, %arg447: tensor<bf16>):
      %3381 = "stablehlo.add"(%arg446, %arg447) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3381) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2093 = "stablehlo.convert"(%2090) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2094 = "stablehlo.multiply"(%1002, %2093) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2095 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2096 = "stablehlo.reduce"(%2094, %2095) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg444: tensor<f32>, %arg445: tensor<f32>):
      %3380 = "stablehlo.add"(%arg444, %arg445) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3380) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2097 = "stablehlo.reshape"(%2096) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2098 = "stablehlo.broadcast_in_dim"(%1013) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2099 = "stablehlo.multiply"(%2093, %2098) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2100 = "stablehlo.multiply"(%2097, %1017) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2101 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2102 = "stablehlo.divide"(%2100, %2101) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2103 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2104 = "stablehlo.reduce"(%2102, %2103) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg442: tensor<f32>, %arg443: tensor<f32>):
      %3379 = "stablehlo.add"(%arg442, %arg443) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3379) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2105 = "stablehlo.broadcast_in_dim"(%2104) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2106 = "stablehlo.broadcast_in_dim"(%2105) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2107 = "stablehlo.multiply"(%1002, %2106) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2108 = "stablehlo.add"(%2099, %2107) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2109 = "stablehlo.multiply"(%2106, %1002) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2110 = "stablehlo.add"(%2108, %2109) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2111 = "stablehlo.convert"(%2110) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2112 = "stablehlo.add"(%1995, %2111) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2113 = "stablehlo.dot_general"(%2112, %998) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
    %2114 = "stablehlo.transpose"(%2113) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
    %2115 = "stablehlo.dot_general"(%2112, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
    %2116 = "stablehlo.multiply"(%996#0, %2115) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2117 = "stablehlo.multiply"(%2115, %997) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2118 = "stablehlo.dot_general"(%2116, %994) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %2119 = "stablehlo.transpose"(%2118) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %2120 = "stablehlo.dot_general"(%2116, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %2121 = "stablehlo.all_reduce"(%2120) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg440: tensor<bf16>, %arg441: tensor<bf16>):
      %3378 = "stablehlo.add"(%arg440, %arg441) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3378) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2122 = "func.call"(%996#1, %996#2, %995, %2117) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2123 = "stablehlo.dot_general"(%2122, %994) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %2124 = "stablehlo.transpose"(%2123) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %2125 = "stablehlo.dot_general"(%2122, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %2126 = "stablehlo.all_reduce"(%2125) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg438: tensor<bf16>, %arg439: tensor<bf16>):
      %3377 = "stablehlo.add"(%arg438, %arg439) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3377) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2127 = "stablehlo.add"(%2121, %2126) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2128 = "stablehlo.multiply"(%991, %2127) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2130 = "stablehlo.reduce"(%2128, %2129) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg436: tensor<bf16>, %arg437: tensor<bf16>):
      %3376 = "stablehlo.add"(%arg436, %arg437) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3376) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2131 = "stablehlo.reshape"(%2130) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2132 = "stablehlo.broadcast_in_dim"(%992) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2133 = "stablehlo.multiply"(%2127, %2132) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2134 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2135 = "stablehlo.reduce"(%2131, %2134) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg434: tensor<bf16>, %arg435: tensor<bf16>):
      %3375 = "stablehlo.add"(%arg434, %arg435) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3375) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2136 = "stablehlo.convert"(%2133) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2137 = "stablehlo.multiply"(%973, %2136) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2138 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2139 = "stablehlo.reduce"(%2137, %2138) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg432: tensor<f32>, %arg433: tensor<f32>):
      %3374 = "stablehlo.add"(%arg432, %arg433) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3374) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2140 = "stablehlo.reshape"(%2139) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2141 = "stablehlo.broadcast_in_dim"(%984) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2142 = "stablehlo.multiply"(%2136, %2141) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2143 = "stablehlo.multiply"(%2140, %988) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2144 = "stablehlo.broadcast_in_dim"(%978) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2145 = "stablehlo.divide"(%2143, %2144) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2147 = "stablehlo.reduce"(%2145, %2146) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg430: tensor<f32>, %arg431: tensor<f32>):
      %3373 = "stablehlo.add"(%arg430, %arg431) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3373) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2148 = "stablehlo.broadcast_in_dim"(%2147) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2149 = "stablehlo.broadcast_in_dim"(%2148) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2150 = "stablehlo.multiply"(%973, %2149) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2151 = "stablehlo.add"(%2142, %2150) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2152 = "stablehlo.multiply"(%2149, %973) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2153 = "stablehlo.add"(%2151, %2152) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2154 = "stablehlo.convert"(%2153) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2155 = "stablehlo.add"(%2112, %2154) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2156 = "stablehlo.dot_general"(%2155, %969) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
    %2157 = "stablehlo.transpose"(%2156) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
    %2158 = "stablehlo.dot_general"(%2155, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
    %2159 = "stablehlo.reshape"(%2158) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %2160 = "stablehlo.transpose"(%2159) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
    %2161 = "stablehlo.dot_general"(%2160, %937) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %2162 = "stablehlo.dot_general"(%2160, %966) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %2163 = "stablehlo.transpose"(%2162) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %2164 = "stablehlo.convert"(%2161) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %2165 = "stablehlo.broadcast_in_dim"(%965) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %2166 = "stablehlo.multiply"(%2164, %2165) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2167 = "stablehlo.multiply"(%2166, %956) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2169 = "stablehlo.reduce"(%2167, %2168) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg428: tensor<f32>, %arg429: tensor<f32>):
      %3372 = "stablehlo.add"(%arg428, %arg429) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3372) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %2170 = "stablehlo.reshape"(%2169) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %2171 = "stablehlo.negate"(%2170) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %2172 = "stablehlo.broadcast_in_dim"(%959) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %2173 = "stablehlo.divide"(%2164, %2172) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2174 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2175 = "stablehlo.reduce"(%2171, %2174) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg426: tensor<f32>, %arg427: tensor<f32>):
      %3371 = "stablehlo.add"(%arg426, %arg427) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3371) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
    %2176 = "stablehlo.broadcast_in_dim"(%2175) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
    %2177 = "stablehlo.broadcast_in_dim"(%2176) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2178 = "stablehlo.add"(%2173, %2177) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2179 = "stablehlo.multiply"(%2178, %956) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2180 = "func.call"(%947#1, %2179) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2181 = "stablehlo.broadcast_in_dim"(%942) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %2182 = "stablehlo.divide"(%2180, %2181) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2183 = "stablehlo.convert"(%2182) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %2184 = "stablehlo.dot_general"(%2183, %894) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %2185 = "stablehlo.transpose"(%2184) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2186 = "stablehlo.dot_general"(%2183, %935) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %2187 = "stablehlo.transpose"(%2186) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2188 = "stablehlo.reshape"(%2163) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %2189 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2190 = "stablehlo.reduce"(%2188, %2189) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg424: tensor<bf16>, %arg425: tensor<bf16>):
      %3370 = "stablehlo.add"(%arg424, %arg425) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3370) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %2191 = "stablehlo.broadcast_in_dim"(%2190) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2192 = "stablehlo.reshape"(%2185) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %2193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2194 = "stablehlo.reduce"(%2192, %2193) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg422: tensor<bf16>, %arg423: tensor<bf16>):
      %3369 = "stablehlo.add"(%arg422, %arg423) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3369) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %2195 = "stablehlo.broadcast_in_dim"(%2194) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2196 = "stablehlo.convert"(%2195) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %2197 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %2198 = "stablehlo.multiply"(%2196, %2197) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %2199 = "stablehlo.convert"(%2198) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %2200 = "stablehlo.broadcast_in_dim"(%919) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %2201 = "stablehlo.multiply"(%2196, %2200) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %2202 = "stablehlo.convert"(%2201) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %2203 = "stablehlo.slice"(%2199) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %2204 = "stablehlo.slice"(%2199) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %2205 = "stablehlo.negate"(%2203) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %2206 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2207 = "stablehlo.pad"(%2205, %2206) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %2208 = "stablehlo.add"(%2202, %2207) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2209 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2210 = "stablehlo.pad"(%2204, %2209) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %2211 = "stablehlo.add"(%2208, %2210) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2212 = "stablehlo.convert"(%2187) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %2213 = "stablehlo.broadcast_in_dim"(%882) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %2214 = "stablehlo.multiply"(%2212, %2213) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %2215 = "stablehlo.convert"(%2214) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %2216 = "stablehlo.broadcast_in_dim"(%880) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %2217 = "stablehlo.multiply"(%2212, %2216) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %2218 = "stablehlo.convert"(%2217) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %2219 = "stablehlo.slice"(%2215) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %2220 = "stablehlo.slice"(%2215) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %2221 = "stablehlo.negate"(%2219) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %2222 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2223 = "stablehlo.pad"(%2221, %2222) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %2224 = "stablehlo.add"(%2218, %2223) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2226 = "stablehlo.pad"(%2220, %2225) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %2227 = "stablehlo.add"(%2224, %2226) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2228 = "stablehlo.reshape"(%2191) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %2229 = "stablehlo.dot_general"(%2228, %849) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %2230 = "stablehlo.transpose"(%2229) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %2231 = "stablehlo.dot_general"(%2228, %arg89) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %2232 = "stablehlo.all_reduce"(%2231) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg420: tensor<bf16>, %arg421: tensor<bf16>):
      %3368 = "stablehlo.add"(%arg420, %arg421) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3368) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2233 = "stablehlo.reshape"(%2211) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %2234 = "stablehlo.dot_general"(%2233, %849) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %2235 = "stablehlo.transpose"(%2234) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %2236 = "stablehlo.dot_general"(%2233, %arg86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %2237 = "stablehlo.all_reduce"(%2236) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg418: tensor<bf16>, %arg419: tensor<bf16>):
      %3367 = "stablehlo.add"(%arg418, %arg419) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3367) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2238 = "stablehlo.add"(%2232, %2237) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2239 = "stablehlo.reshape"(%2227) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %2240 = "stablehlo.dot_general"(%2239, %849) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %2241 = "stablehlo.transpose"(%2240) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
    %2242 = "stablehlo.dot_general"(%2239, %arg88) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
    %2243 = "stablehlo.all_reduce"(%2242) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg416: tensor<bf16>, %arg417: tensor<bf16>):
      %3366 = "stablehlo.add"(%arg416, %arg417) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3366) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2244 = "stablehlo.add"(%2238, %2243) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2245 = "stablehlo.multiply"(%846, %2244) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2246 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2247 = "stablehlo.reduce"(%2245, %2246) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg414: tensor<bf16>, %arg415: tensor<bf16>):
      %3365 = "stablehlo.add"(%arg414, %arg415) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3365) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2248 = "stablehlo.reshape"(%2247) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2249 = "stablehlo.broadcast_in_dim"(%847) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2250 = "stablehlo.multiply"(%2244, %2249) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2251 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2252 = "stablehlo.reduce"(%2248, %2251) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg412: tensor<bf16>, %arg413: tensor<bf16>):
      %3364 = "stablehlo.add"(%arg412, %arg413) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3364) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2253 = "stablehlo.convert"(%2250) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2254 = "stablehlo.multiply"(%828, %2253) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2255 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2256 = "stablehlo.reduce"(%2254, %2255) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg410: tensor<f32>, %arg411: tensor<f32>):
      %3363 = "stablehlo.add"(%arg410, %arg411) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3363) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2257 = "stablehlo.reshape"(%2256) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2258 = "stablehlo.broadcast_in_dim"(%839) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2259 = "stablehlo.multiply"(%2253, %2258) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2260 = "stablehlo.multiply"(%2257, %843) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2261 = "stablehlo.broadcast_in_dim"(%833) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2262 = "stablehlo.divide"(%2260, %2261) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2263 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2264 = "stablehlo.reduce"(%2262, %2263) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg408: tensor<f32>, %arg409: tensor<f32>):
      %3362 = "stablehlo.add"(%arg408, %arg409) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3362) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2265 = "stablehlo.broadcast_in_dim"(%2264) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2266 = "stablehlo.broadcast_in_dim"(%2265) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2267 = "stablehlo.multiply"(%828, %2266) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2268 = "stablehlo.add"(%2259, %2267) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2269 = "stablehlo.multiply"(%2266, %828) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2270 = "stablehlo.add"(%2268, %2269) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2271 = "stablehlo.convert"(%2270) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2272 = "stablehlo.add"(%2155, %2271) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2273 = "stablehlo.dot_general"(%2272, %824) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
    %2274 = "stablehlo.transpose"(%2273) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
    %2275 = "stablehlo.dot_general"(%2272, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
    %2276 = "stablehlo.multiply"(%822#0, %2275) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2277 = "stablehlo.multiply"(%2275, %823) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2278 = "stablehlo.dot_general"(%2276, %820) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %2279 = "stablehlo.transpose"(%2278) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %2280 = "stablehlo.dot_general"(%2276, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %2281 = "stablehlo.all_reduce"(%2280) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg406: tensor<bf16>, %arg407: tensor<bf16>):
      %3361 = "stablehlo.add"(%arg406, %arg407) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3361) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2282 = "func.call"(%822#1, %822#2, %821, %2277) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2283 = "stablehlo.dot_general"(%2282, %820) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %2284 = "stablehlo.transpose"(%2283) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %2285 = "stablehlo.dot_general"(%2282, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %2286 = "stablehlo.all_reduce"(%2285) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg404: tensor<bf16>, %arg405: tensor<bf16>):
      %3360 = "stablehlo.add"(%arg404, %arg405) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3360) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2287 = "stablehlo.add"(%2281, %2286) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2288 = "stablehlo.multiply"(%817, %2287) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2289 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2290 = "stablehlo.reduce"(%2288, %2289) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg402: tensor<bf16>, %arg403: tensor<bf16>):
      %3359 = "stablehlo.add"(%arg402, %arg403) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3359) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2291 = "stablehlo.reshape"(%2290) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2292 = "stablehlo.broadcast_in_dim"(%818) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2293 = "stablehlo.multiply"(%2287, %2292) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2294 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2295 = "stablehlo.reduce"(%2291, %2294) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg400: tensor<bf16>, %arg401: tensor<bf16>):
      %3358 = "stablehlo.add"(%arg400, %arg401) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3358) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2296 = "stablehlo.convert"(%2293) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2297 = "stablehlo.multiply"(%799, %2296) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2298 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2299 = "stablehlo.reduce"(%2297, %2298) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg398: tensor<f32>, %arg399: tensor<f32>):
      %3357 = "stablehlo.add"(%arg398, %arg399) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3357) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2300 = "stablehlo.reshape"(%2299) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2301 = "stablehlo.broadcast_in_dim"(%810) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2302 = "stablehlo.multiply"(%2296, %2301) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2303 = "stablehlo.multiply"(%2300, %814) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2304 = "stablehlo.broadcast_in_dim"(%804) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2305 = "stablehlo.divide"(%2303, %2304) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2306 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2307 = "stablehlo.reduce"(%2305, %2306) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg396: tensor<f32>, %arg397: tensor<f32>):
      %3356 = "stablehlo.add"(%arg396, %arg397) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3356) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2308 = "stablehlo.broadcast_in_dim"(%2307) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2309 = "stablehlo.broadcast_in_dim"(%2308) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2310 = "stablehlo.multiply"(%799, %2309) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2311 = "stablehlo.add"(%2302, %2310) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2312 = "stablehlo.multiply"(%2309, %799) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2313 = "stablehlo.add"(%2311, %2312) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2314 = "stablehlo.convert"(%2313) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2315 = "stablehlo.add"(%2272, %2314) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2316 = "stablehlo.dot_general"(%2315, %795) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
    %2317 = "stablehlo.transpose"(%2316) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
    %2318 = "stablehlo.dot_general"(%2315, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
    %2319 = "stablehlo.reshape"(%2318) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %2320 = "stablehlo.transpose"(%2319) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
    %2321 = "stablehlo.dot_general"(%2320, %763) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %2322 = "stablehlo.dot_general"(%2320, %792) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %2323 = "stablehlo.transpose"(%2322) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %2324 = "stablehlo.convert"(%2321) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %2325 = "stablehlo.broadcast_in_dim"(%791) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %2326 = "stablehlo.multiply"(%2324, %2325) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2327 = "stablehlo.multiply"(%2326, %782) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2328 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2329 = "stablehlo.reduce"(%2327, %2328) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg394: tensor<f32>, %arg395: tensor<f32>):
      %3355 = "stablehlo.add"(%arg394, %arg395) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3355) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %2330 = "stablehlo.reshape"(%2329) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %2331 = "stablehlo.negate"(%2330) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %2332 = "stablehlo.broadcast_in_dim"(%785) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %2333 = "stablehlo.divide"(%2324, %2332) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2334 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2335 = "stablehlo.reduce"(%2331, %2334) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg392: tensor<f32>, %arg393: tensor<f32>):
      %3354 = "stablehlo.add"(%arg392, %arg393) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3354) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
    %2336 = "stablehlo.broadcast_in_dim"(%2335) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
    %2337 = "stablehlo.broadcast_in_dim"(%2336) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2338 = "stablehlo.add"(%2333, %2337) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2339 = "stablehlo.multiply"(%2338, %782) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2340 = "func.call"(%773#1, %2339) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2341 = "stablehlo.broadcast_in_dim"(%768) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %2342 = "stablehlo.divide"(%2340, %2341) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2343 = "stablehlo.convert"(%2342) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %2344 = "stablehlo.dot_general"(%2343, %720) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %2345 = "stablehlo.transpose"(%2344) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2346 = "stablehlo.dot_general"(%2343, %761) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %2347 = "stablehlo.transpose"(%2346) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2348 = "stablehlo.reshape"(%2323) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %2349 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2350 = "stablehlo.reduce"(%2348, %2349) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg390: tensor<bf16>, %arg391: tensor<bf16>):
      %3353 = "stablehlo.add"(%arg390, %arg391) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3353) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %2351 = "stablehlo.broadcast_in_dim"(%2350) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2352 = "stablehlo.reshape"(%2345) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %2353 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2354 = "stablehlo.reduce"(%2352, %2353) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg388: tensor<bf16>, %arg389: tensor<bf16>):
      %3352 = "stablehlo.add"(%arg388, %arg389) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3352) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %2355 = "stablehlo.broadcast_in_dim"(%2354) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2356 = "stablehlo.convert"(%2355) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %2357 = "stablehlo.broadcast_in_dim"(%747) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %2358 = "stablehlo.multiply"(%2356, %2357) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %2359 = "stablehlo.convert"(%2358) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %2360 = "stablehlo.broadcast_in_dim"(%745) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %2361 = "stablehlo.multiply"(%2356, %2360) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %2362 = "stablehlo.convert"(%2361) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %2363 = "stablehlo.slice"(%2359) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %2364 = "stablehlo.slice"(%2359) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %2365 = "stablehlo.negate"(%2363) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %2366 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2367 = "stablehlo.pad"(%2365, %2366) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %2368 = "stablehlo.add"(%2362, %2367) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2369 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2370 = "stablehlo.pad"(%2364, %2369) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %2371 = "stablehlo.add"(%2368, %2370) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2372 = "stablehlo.convert"(%2347) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %2373 = "stablehlo.broadcast_in_dim"(%708) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %2374 = "stablehlo.multiply"(%2372, %2373) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %2375 = "stablehlo.convert"(%2374) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %2376 = "stablehlo.broadcast_in_dim"(%706) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %2377 = "stablehlo.multiply"(%2372, %2376) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %2378 = "stablehlo.convert"(%2377) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %2379 = "stablehlo.slice"(%2375) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %2380 = "stablehlo.slice"(%2375) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %2381 = "stablehlo.negate"(%2379) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %2382 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2383 = "stablehlo.pad"(%2381, %2382) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %2384 = "stablehlo.add"(%2378, %2383) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2385 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2386 = "stablehlo.pad"(%2380, %2385) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %2387 = "stablehlo.add"(%2384, %2386) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2388 = "stablehlo.reshape"(%2351) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %2389 = "stablehlo.dot_general"(%2388, %675) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %2390 = "stablehlo.transpose"(%2389) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %2391 = "stablehlo.dot_general"(%2388, %arg80) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %2392 = "stablehlo.all_reduce"(%2391) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg386: tensor<bf16>, %arg387: tensor<bf16>):
      %3351 = "stablehlo.add"(%arg386, %arg387) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3351) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2393 = "stablehlo.reshape"(%2371) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %2394 = "stablehlo.dot_general"(%2393, %675) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %2395 = "stablehlo.transpose"(%2394) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %2396 = "stablehlo.dot_general"(%2393, %arg77) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %2397 = "stablehlo.all_reduce"(%2396) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg384: tensor<bf16>, %arg385: tensor<bf16>):
      %3350 = "stablehlo.add"(%arg384, %arg385) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3350) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2398 = "stablehlo.add"(%2392, %2397) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2399 = "stablehlo.reshape"(%2387) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %2400 = "stablehlo.dot_general"(%2399, %675) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %2401 = "stablehlo.transpose"(%2400) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
    %2402 = "stablehlo.dot_general"(%2399, %arg79) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
    %2403 = "stablehlo.all_reduce"(%2402) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg382: tensor<bf16>, %arg383: tensor<bf16>):
      %3349 = "stablehlo.add"(%arg382, %arg383) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3349) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2404 = "stablehlo.add"(%2398, %2403) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2405 = "stablehlo.multiply"(%672, %2404) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2406 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2407 = "stablehlo.reduce"(%2405, %2406) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg380: tensor<bf16>, %arg381: tensor<bf16>):
      %3348 = "stablehlo.add"(%arg380, %arg381) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3348) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2408 = "stablehlo.reshape"(%2407) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2409 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2410 = "stablehlo.multiply"(%2404, %2409) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2411 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2412 = "stablehlo.reduce"(%2408, %2411) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg378: tensor<bf16>, %arg379: tensor<bf16>):
      %3347 = "stablehlo.add"(%arg378, %arg379) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3347) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2413 = "stablehlo.convert"(%2410) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2414 = "stablehlo.multiply"(%654, %2413) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2415 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2416 = "stablehlo.reduce"(%2414, %2415) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg376: tensor<f32>, %arg377: tensor<f32>):
      %3346 = "stablehlo.add"(%arg376, %arg377) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3346) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2417 = "stablehlo.reshape"(%2416) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2418 = "stablehlo.broadcast_in_dim"(%665) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2419 = "stablehlo.multiply"(%2413, %2418) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2420 = "stablehlo.multiply"(%2417, %669) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2421 = "stablehlo.broadcast_in_dim"(%659) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2422 = "stablehlo.divide"(%2420, %2421) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2423 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2424 = "stablehlo.reduce"(%2422, %2423) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg374: tensor<f32>, %arg375: tensor<f32>):
      %3345 = "stablehlo.add"(%arg374, %arg375) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3345) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2425 = "stablehlo.broadcast_in_dim"(%2424) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2426 = "stablehlo.broadcast_in_dim"(%2425) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2427 = "stablehlo.multiply"(%654, %2426) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2428 = "stablehlo.add"(%2419, %2427) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2429 = "stablehlo.multiply"(%2426, %654) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2430 = "stablehlo.add"(%2428, %2429) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2431 = "stablehlo.convert"(%2430) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2432 = "stablehlo.add"(%2315, %2431) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2433 = "stablehlo.dot_general"(%2432, %650) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
    %2434 = "stablehlo.transpose"(%2433) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
    %2435 = "stablehlo.dot_general"(%2432, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
    %2436 = "stablehlo.multiply"(%648#0, %2435) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2437 = "stablehlo.multiply"(%2435, %649) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2438 = "stablehlo.dot_general"(%2436, %646) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %2439 = "stablehlo.transpose"(%2438) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %2440 = "stablehlo.dot_general"(%2436, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %2441 = "stablehlo.all_reduce"(%2440) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg372: tensor<bf16>, %arg373: tensor<bf16>):
      %3344 = "stablehlo.add"(%arg372, %arg373) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3344) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2442 = "func.call"(%648#1, %648#2, %647, %2437) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2443 = "stablehlo.dot_general"(%2442, %646) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %2444 = "stablehlo.transpose"(%2443) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %2445 = "stablehlo.dot_general"(%2442, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %2446 = "stablehlo.all_reduce"(%2445) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg370: tensor<bf16>, %arg371: tensor<bf16>):
      %3343 = "stablehlo.add"(%arg370, %arg371) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3343) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2447 = "stablehlo.add"(%2441, %2446) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2448 = "stablehlo.multiply"(%643, %2447) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2449 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2450 = "stablehlo.reduce"(%2448, %2449) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg368: tensor<bf16>, %arg369: tensor<bf16>):
      %3342 = "stablehlo.add"(%arg368, %arg369) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3342) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2451 = "stablehlo.reshape"(%2450) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2452 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2453 = "stablehlo.multiply"(%2447, %2452) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2454 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2455 = "stablehlo.reduce"(%2451, %2454) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg366: tensor<bf16>, %arg367: tensor<bf16>):
      %3341 = "stablehlo.add"(%arg366, %arg367) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3341) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2456 = "stablehlo.convert"(%2453) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2457 = "stablehlo.multiply"(%625, %2456) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2458 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2459 = "stablehlo.reduce"(%2457, %2458) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg364: tensor<f32>, %arg365: tensor<f32>):
      %3340 = "stablehlo.add"(%arg364, %arg365) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3340) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2460 = "stablehlo.reshape"(%2459) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2461 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2462 = "stablehlo.multiply"(%2456, %2461) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2463 = "stablehlo.multiply"(%2460, %640) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2464 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2465 = "stablehlo.divide"(%2463, %2464) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2466 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2467 = "stablehlo.reduce"(%2465, %2466) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg362: tensor<f32>, %arg363: tensor<f32>):
      %3339 = "stablehlo.add"(%arg362, %arg363) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3339) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2468 = "stablehlo.broadcast_in_dim"(%2467) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2469 = "stablehlo.broadcast_in_dim"(%2468) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2470 = "stablehlo.multiply"(%625, %2469) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2471 = "stablehlo.add"(%2462, %2470) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2472 = "stablehlo.multiply"(%2469, %625) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2473 = "stablehlo.add"(%2471, %2472) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2474 = "stablehlo.convert"(%2473) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2475 = "stablehlo.add"(%2432, %2474) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2476 = "stablehlo.dot_general"(%2475, %621) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
    %2477 = "stablehlo.transpose"(%2476) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
    %2478 = "stablehlo.dot_general"(%2475, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
    %2479 = "stablehlo.reshape"(%2478) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %2480 = "stablehlo.transpose"(%2479) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
    %2481 = "stablehlo.dot_general"(%2480, %589) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %2482 = "stablehlo.dot_general"(%2480, %618) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %2483 = "stablehlo.transpose"(%2482) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %2484 = "stablehlo.convert"(%2481) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %2485 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %2486 = "stablehlo.multiply"(%2484, %2485) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2487 = "stablehlo.multiply"(%2486, %608) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2488 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2489 = "stablehlo.reduce"(%2487, %2488) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg360: tensor<f32>, %arg361: tensor<f32>):
      %3338 = "stablehlo.add"(%arg360, %arg361) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3338) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %2490 = "stablehlo.reshape"(%2489) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %2491 = "stablehlo.negate"(%2490) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %2492 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %2493 = "stablehlo.divide"(%2484, %2492) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2494 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2495 = "stablehlo.reduce"(%2491, %2494) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg358: tensor<f32>, %arg359: tensor<f32>):
      %3337 = "stablehlo.add"(%arg358, %arg359) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3337) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
    %2496 = "stablehlo.broadcast_in_dim"(%2495) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
    %2497 = "stablehlo.broadcast_in_dim"(%2496) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2498 = "stablehlo.add"(%2493, %2497) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2499 = "stablehlo.multiply"(%2498, %608) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2500 = "func.call"(%599#1, %2499) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2501 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %2502 = "stablehlo.divide"(%2500, %2501) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2503 = "stablehlo.convert"(%2502) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %2504 = "stablehlo.dot_general"(%2503, %546) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %2505 = "stablehlo.transpose"(%2504) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2506 = "stablehlo.dot_general"(%2503, %587) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %2507 = "stablehlo.transpose"(%2506) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2508 = "stablehlo.reshape"(%2483) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %2509 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2510 = "stablehlo.reduce"(%2508, %2509) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg356: tensor<bf16>, %arg357: tensor<bf16>):
      %3336 = "stablehlo.add"(%arg356, %arg357) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3336) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %2511 = "stablehlo.broadcast_in_dim"(%2510) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2512 = "stablehlo.reshape"(%2505) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %2513 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2514 = "stablehlo.reduce"(%2512, %2513) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg354: tensor<bf16>, %arg355: tensor<bf16>):
      %3335 = "stablehlo.add"(%arg354, %arg355) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3335) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %2515 = "stablehlo.broadcast_in_dim"(%2514) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2516 = "stablehlo.convert"(%2515) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %2517 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %2518 = "stablehlo.multiply"(%2516, %2517) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %2519 = "stablehlo.convert"(%2518) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %2520 = "stablehlo.broadcast_in_dim"(%571) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %2521 = "stablehlo.multiply"(%2516, %2520) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %2522 = "stablehlo.convert"(%2521) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %2523 = "stablehlo.slice"(%2519) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %2524 = "stablehlo.slice"(%2519) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %2525 = "stablehlo.negate"(%2523) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %2526 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2527 = "stablehlo.pad"(%2525, %2526) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %2528 = "stablehlo.add"(%2522, %2527) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2529 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2530 = "stablehlo.pad"(%2524, %2529) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %2531 = "stablehlo.add"(%2528, %2530) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2532 = "stablehlo.convert"(%2507) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %2533 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %2534 = "stablehlo.multiply"(%2532, %2533) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %2535 = "stablehlo.convert"(%2534) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %2536 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %2537 = "stablehlo.multiply"(%2532, %2536) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %2538 = "stablehlo.convert"(%2537) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %2539 = "stablehlo.slice"(%2535) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %2540 = "stablehlo.slice"(%2535) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %2541 = "stablehlo.negate"(%2539) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %2542 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2543 = "stablehlo.pad"(%2541, %2542) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %2544 = "stablehlo.add"(%2538, %2543) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2545 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2546 = "stablehlo.pad"(%2540, %2545) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %2547 = "stablehlo.add"(%2544, %2546) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2548 = "stablehlo.reshape"(%2511) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %2549 = "stablehlo.dot_general"(%2548, %501) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %2550 = "stablehlo.transpose"(%2549) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %2551 = "stablehlo.dot_general"(%2548, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %2552 = "stablehlo.all_reduce"(%2551) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg352: tensor<bf16>, %arg353: tensor<bf16>):
      %3334 = "stablehlo.add"(%arg352, %arg353) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3334) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2553 = "stablehlo.reshape"(%2531) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %2554 = "stablehlo.dot_general"(%2553, %501) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %2555 = "stablehlo.transpose"(%2554) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %2556 = "stablehlo.dot_general"(%2553, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %2557 = "stablehlo.all_reduce"(%2556) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg350: tensor<bf16>, %arg351: tensor<bf16>):
      %3333 = "stablehlo.add"(%arg350, %arg351) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3333) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2558 = "stablehlo.add"(%2552, %2557) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2559 = "stablehlo.reshape"(%2547) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %2560 = "stablehlo.dot_general"(%2559, %501) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %2561 = "stablehlo.transpose"(%2560) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
    %2562 = "stablehlo.dot_general"(%2559, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
    %2563 = "stablehlo.all_reduce"(%2562) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg348: tensor<bf16>, %arg349: tensor<bf16>):
      %3332 = "stablehlo.add"(%arg348, %arg349) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3332) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2564 = "stablehlo.add"(%2558, %2563) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2565 = "stablehlo.multiply"(%498, %2564) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2566 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2567 = "stablehlo.reduce"(%2565, %2566) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg346: tensor<bf16>, %arg347: tensor<bf16>):
      %3331 = "stablehlo.add"(%arg346, %arg347) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3331) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2568 = "stablehlo.reshape"(%2567) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2569 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2570 = "stablehlo.multiply"(%2564, %2569) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2571 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2572 = "stablehlo.reduce"(%2568, %2571) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg344: tensor<bf16>, %arg345: tensor<bf16>):
      %3330 = "stablehlo.add"(%arg344, %arg345) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3330) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2573 = "stablehlo.convert"(%2570) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2574 = "stablehlo.multiply"(%480, %2573) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2575 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2576 = "stablehlo.reduce"(%2574, %2575) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg342: tensor<f32>, %arg343: tensor<f32>):
      %3329 = "stablehlo.add"(%arg342, %arg343) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3329) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2577 = "stablehlo.reshape"(%2576) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2578 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2579 = "stablehlo.multiply"(%2573, %2578) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2580 = "stablehlo.multiply"(%2577, %495) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2581 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2582 = "stablehlo.divide"(%2580, %2581) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2583 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2584 = "stablehlo.reduce"(%2582, %2583) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg340: tensor<f32>, %arg341: tensor<f32>):
      %3328 = "stablehlo.add"(%arg340, %arg341) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3328) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2585 = "stablehlo.broadcast_in_dim"(%2584) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2586 = "stablehlo.broadcast_in_dim"(%2585) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2587 = "stablehlo.multiply"(%480, %2586) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2588 = "stablehlo.add"(%2579, %2587) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2589 = "stablehlo.multiply"(%2586, %480) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2590 = "stablehlo.add"(%2588, %2589) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2591 = "stablehlo.convert"(%2590) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2592 = "stablehlo.add"(%2475, %2591) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2593 = "stablehlo.dot_general"(%2592, %476) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
    %2594 = "stablehlo.transpose"(%2593) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
    %2595 = "stablehlo.dot_general"(%2592, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
    %2596 = "stablehlo.multiply"(%474#0, %2595) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2597 = "stablehlo.multiply"(%2595, %475) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2598 = "stablehlo.dot_general"(%2596, %472) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %2599 = "stablehlo.transpose"(%2598) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %2600 = "stablehlo.dot_general"(%2596, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %2601 = "stablehlo.all_reduce"(%2600) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg338: tensor<bf16>, %arg339: tensor<bf16>):
      %3327 = "stablehlo.add"(%arg338, %arg339) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3327) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2602 = "func.call"(%474#1, %474#2, %473, %2597) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2603 = "stablehlo.dot_general"(%2602, %472) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %2604 = "stablehlo.transpose"(%2603) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %2605 = "stablehlo.dot_general"(%2602, %arg57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %2606 = "stablehlo.all_reduce"(%2605) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg336: tensor<bf16>, %arg337: tensor<bf16>):
      %3326 = "stablehlo.add"(%arg336, %arg337) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3326) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2607 = "stablehlo.add"(%2601, %2606) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2608 = "stablehlo.multiply"(%469, %2607) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2609 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2610 = "stablehlo.reduce"(%2608, %2609) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg334: tensor<bf16>, %arg335: tensor<bf16>):
      %3325 = "stablehlo.add"(%arg334, %arg335) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3325) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2611 = "stablehlo.reshape"(%2610) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2612 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2613 = "stablehlo.multiply"(%2607, %2612) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2614 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2615 = "stablehlo.reduce"(%2611, %2614) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg332: tensor<bf16>, %arg333: tensor<bf16>):
      %3324 = "stablehlo.add"(%arg332, %arg333) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3324) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2616 = "stablehlo.convert"(%2613) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2617 = "stablehlo.multiply"(%451, %2616) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2618 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2619 = "stablehlo.reduce"(%2617, %2618) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg330: tensor<f32>, %arg331: tensor<f32>):
      %3323 = "stablehlo.add"(%arg330, %arg331) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3323) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2620 = "stablehlo.reshape"(%2619) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2621 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2622 = "stablehlo.multiply"(%2616, %2621) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2623 = "stablehlo.multiply"(%2620, %466) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2624 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2625 = "stablehlo.divide"(%2623, %2624) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2626 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2627 = "stablehlo.reduce"(%2625, %2626) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg328: tensor<f32>, %arg329: tensor<f32>):
      %3322 = "stablehlo.add"(%arg328, %arg329) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3322) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2628 = "stablehlo.broadcast_in_dim"(%2627) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2629 = "stablehlo.broadcast_in_dim"(%2628) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2630 = "stablehlo.multiply"(%451, %2629) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2631 = "stablehlo.add"(%2622, %2630) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2632 = "stablehlo.multiply"(%2629, %451) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2633 = "stablehlo.add"(%2631, %2632) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2634 = "stablehlo.convert"(%2633) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2635 = "stablehlo.add"(%2592, %2634) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2636 = "stablehlo.dot_general"(%2635, %447) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
    %2637 = "stablehlo.transpose"(%2636) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
    %2638 = "stablehlo.dot_general"(%2635, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
    %2639 = "stablehlo.reshape"(%2638) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %2640 = "stablehlo.transpose"(%2639) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
    %2641 = "stablehlo.dot_general"(%2640, %415) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %2642 = "stablehlo.dot_general"(%2640, %444) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %2643 = "stablehlo.transpose"(%2642) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %2644 = "stablehlo.convert"(%2641) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %2645 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %2646 = "stablehlo.multiply"(%2644, %2645) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2647 = "stablehlo.multiply"(%2646, %434) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2648 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2649 = "stablehlo.reduce"(%2647, %2648) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg326: tensor<f32>, %arg327: tensor<f32>):
      %3321 = "stablehlo.add"(%arg326, %arg327) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3321) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %2650 = "stablehlo.reshape"(%2649) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %2651 = "stablehlo.negate"(%2650) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %2652 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %2653 = "stablehlo.divide"(%2644, %2652) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2654 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2655 = "stablehlo.reduce"(%2651, %2654) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg324: tensor<f32>, %arg325: tensor<f32>):
      %3320 = "stablehlo.add"(%arg324, %arg325) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3320) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
    %2656 = "stablehlo.broadcast_in_dim"(%2655) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
    %2657 = "stablehlo.broadcast_in_dim"(%2656) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2658 = "stablehlo.add"(%2653, %2657) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2659 = "stablehlo.multiply"(%2658, %434) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2660 = "func.call"(%425#1, %2659) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2661 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %2662 = "stablehlo.divide"(%2660, %2661) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2663 = "stablehlo.convert"(%2662) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %2664 = "stablehlo.dot_general"(%2663, %372) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %2665 = "stablehlo.transpose"(%2664) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2666 = "stablehlo.dot_general"(%2663, %413) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %2667 = "stablehlo.transpose"(%2666) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2668 = "stablehlo.reshape"(%2643) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %2669 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2670 = "stablehlo.reduce"(%2668, %2669) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg322: tensor<bf16>, %arg323: tensor<bf16>):
      %3319 = "stablehlo.add"(%arg322, %arg323) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3319) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %2671 = "stablehlo.broadcast_in_dim"(%2670) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2672 = "stablehlo.reshape"(%2665) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %2673 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2674 = "stablehlo.reduce"(%2672, %2673) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg320: tensor<bf16>, %arg321: tensor<bf16>):
      %3318 = "stablehlo.add"(%arg320, %arg321) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3318) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %2675 = "stablehlo.broadcast_in_dim"(%2674) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2676 = "stablehlo.convert"(%2675) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %2677 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %2678 = "stablehlo.multiply"(%2676, %2677) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %2679 = "stablehlo.convert"(%2678) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %2680 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %2681 = "stablehlo.multiply"(%2676, %2680) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %2682 = "stablehlo.convert"(%2681) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %2683 = "stablehlo.slice"(%2679) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %2684 = "stablehlo.slice"(%2679) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %2685 = "stablehlo.negate"(%2683) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %2686 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2687 = "stablehlo.pad"(%2685, %2686) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %2688 = "stablehlo.add"(%2682, %2687) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2689 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2690 = "stablehlo.pad"(%2684, %2689) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %2691 = "stablehlo.add"(%2688, %2690) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2692 = "stablehlo.convert"(%2667) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %2693 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %2694 = "stablehlo.multiply"(%2692, %2693) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %2695 = "stablehlo.convert"(%2694) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %2696 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %2697 = "stablehlo.multiply"(%2692, %2696) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %2698 = "stablehlo.convert"(%2697) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %2699 = "stablehlo.slice"(%2695) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %2700 = "stablehlo.slice"(%2695) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %2701 = "stablehlo.negate"(%2699) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %2702 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2703 = "stablehlo.pad"(%2701, %2702) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %2704 = "stablehlo.add"(%2698, %2703) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2705 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2706 = "stablehlo.pad"(%2700, %2705) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %2707 = "stablehlo.add"(%2704, %2706) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2708 = "stablehlo.reshape"(%2671) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %2709 = "stablehlo.dot_general"(%2708, %327) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %2710 = "stablehlo.transpose"(%2709) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %2711 = "stablehlo.dot_general"(%2708, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %2712 = "stablehlo.all_reduce"(%2711) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg318: tensor<bf16>, %arg319: tensor<bf16>):
      %3317 = "stablehlo.add"(%arg318, %arg319) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3317) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2713 = "stablehlo.reshape"(%2691) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %2714 = "stablehlo.dot_general"(%2713, %327) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %2715 = "stablehlo.transpose"(%2714) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %2716 = "stablehlo.dot_general"(%2713, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %2717 = "stablehlo.all_reduce"(%2716) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg316: tensor<bf16>, %arg317: tensor<bf16>):
      %3316 = "stablehlo.add"(%arg316, %arg317) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3316) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2718 = "stablehlo.add"(%2712, %2717) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2719 = "stablehlo.reshape"(%2707) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %2720 = "stablehlo.dot_general"(%2719, %327) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %2721 = "stablehlo.transpose"(%2720) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
    %2722 = "stablehlo.dot_general"(%2719, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
    %2723 = "stablehlo.all_reduce"(%2722) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg314: tensor<bf16>, %arg315: tensor<bf16>):
      %3315 = "stablehlo.add"(%arg314, %arg315) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3315) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2724 = "stablehlo.add"(%2718, %2723) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2725 = "stablehlo.multiply"(%324, %2724) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2726 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2727 = "stablehlo.reduce"(%2725, %2726) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg312: tensor<bf16>, %arg313: tensor<bf16>):
      %3314 = "stablehlo.add"(%arg312, %arg313) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3314) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2728 = "stablehlo.reshape"(%2727) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2729 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2730 = "stablehlo.multiply"(%2724, %2729) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2731 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2732 = "stablehlo.reduce"(%2728, %2731) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg310: tensor<bf16>, %arg311: tensor<bf16>):
      %3313 = "stablehlo.add"(%arg310, %arg311) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3313) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2733 = "stablehlo.convert"(%2730) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2734 = "stablehlo.multiply"(%306, %2733) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2735 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2736 = "stablehlo.reduce"(%2734, %2735) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg308: tensor<f32>, %arg309: tensor<f32>):
      %3312 = "stablehlo.add"(%arg308, %arg309) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3312) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2737 = "stablehlo.reshape"(%2736) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2738 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2739 = "stablehlo.multiply"(%2733, %2738) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2740 = "stablehlo.multiply"(%2737, %321) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2741 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2742 = "stablehlo.divide"(%2740, %2741) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2743 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2744 = "stablehlo.reduce"(%2742, %2743) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg306: tensor<f32>, %arg307: tensor<f32>):
      %3311 = "stablehlo.add"(%arg306, %arg307) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3311) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2745 = "stablehlo.broadcast_in_dim"(%2744) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2746 = "stablehlo.broadcast_in_dim"(%2745) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2747 = "stablehlo.multiply"(%306, %2746) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2748 = "stablehlo.add"(%2739, %2747) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2749 = "stablehlo.multiply"(%2746, %306) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2750 = "stablehlo.add"(%2748, %2749) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2751 = "stablehlo.convert"(%2750) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2752 = "stablehlo.add"(%2635, %2751) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2753 = "stablehlo.dot_general"(%2752, %302) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x7168xbf16>) -> tensor<4096x7168xbf16>
    %2754 = "stablehlo.transpose"(%2753) <{permutation = array<i64: 1, 0>}> : (tensor<4096x7168xbf16>) -> tensor<7168x4096xbf16>
    %2755 = "stablehlo.dot_general"(%2752, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<1x2048x7168xbf16>
    %2756 = "stablehlo.multiply"(%300#0, %2755) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2757 = "stablehlo.multiply"(%2755, %301) : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2758 = "stablehlo.dot_general"(%2756, %298) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %2759 = "stablehlo.transpose"(%2758) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %2760 = "stablehlo.dot_general"(%2756, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %2761 = "stablehlo.all_reduce"(%2760) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg304: tensor<bf16>, %arg305: tensor<bf16>):
      %3310 = "stablehlo.add"(%arg304, %arg305) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3310) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2762 = "func.call"(%300#1, %300#2, %299, %2757) <{callee = @silu_6}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>, tensor<1x2048x7168xbf16>) -> tensor<1x2048x7168xbf16>
    %2763 = "stablehlo.dot_general"(%2762, %298) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<1x2048x4096xbf16>) -> tensor<7168x4096xbf16>
    %2764 = "stablehlo.transpose"(%2763) <{permutation = array<i64: 1, 0>}> : (tensor<7168x4096xbf16>) -> tensor<4096x7168xbf16>
    %2765 = "stablehlo.dot_general"(%2762, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<1x2048x4096xbf16>
    %2766 = "stablehlo.all_reduce"(%2765) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg302: tensor<bf16>, %arg303: tensor<bf16>):
      %3309 = "stablehlo.add"(%arg302, %arg303) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3309) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2767 = "stablehlo.add"(%2761, %2766) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2768 = "stablehlo.multiply"(%295, %2767) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2769 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2770 = "stablehlo.reduce"(%2768, %2769) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg300: tensor<bf16>, %arg301: tensor<bf16>):
      %3308 = "stablehlo.add"(%arg300, %arg301) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3308) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2771 = "stablehlo.reshape"(%2770) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2772 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2773 = "stablehlo.multiply"(%2767, %2772) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2774 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2775 = "stablehlo.reduce"(%2771, %2774) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg298: tensor<bf16>, %arg299: tensor<bf16>):
      %3307 = "stablehlo.add"(%arg298, %arg299) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3307) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2776 = "stablehlo.convert"(%2773) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2777 = "stablehlo.multiply"(%277, %2776) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2778 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2779 = "stablehlo.reduce"(%2777, %2778) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg296: tensor<f32>, %arg297: tensor<f32>):
      %3306 = "stablehlo.add"(%arg296, %arg297) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3306) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2780 = "stablehlo.reshape"(%2779) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2781 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2782 = "stablehlo.multiply"(%2776, %2781) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2783 = "stablehlo.multiply"(%2780, %292) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2784 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2785 = "stablehlo.divide"(%2783, %2784) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2786 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2787 = "stablehlo.reduce"(%2785, %2786) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg294: tensor<f32>, %arg295: tensor<f32>):
      %3305 = "stablehlo.add"(%arg294, %arg295) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3305) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2788 = "stablehlo.broadcast_in_dim"(%2787) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2789 = "stablehlo.broadcast_in_dim"(%2788) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2790 = "stablehlo.multiply"(%277, %2789) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2791 = "stablehlo.add"(%2782, %2790) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2792 = "stablehlo.multiply"(%2789, %277) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2793 = "stablehlo.add"(%2791, %2792) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2794 = "stablehlo.convert"(%2793) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2795 = "stablehlo.add"(%2752, %2794) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2796 = "stablehlo.dot_general"(%2795, %273) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x2048xbf16>) -> tensor<4096x2048xbf16>
    %2797 = "stablehlo.transpose"(%2796) <{permutation = array<i64: 1, 0>}> : (tensor<4096x2048xbf16>) -> tensor<2048x4096xbf16>
    %2798 = "stablehlo.dot_general"(%2795, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<1x2048x2048xbf16>
    %2799 = "stablehlo.reshape"(%2798) : (tensor<1x2048x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %2800 = "stablehlo.transpose"(%2799) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x16x128x2048xbf16>
    %2801 = "stablehlo.dot_general"(%2800, %241) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x2048xbf16>
    %2802 = "stablehlo.dot_general"(%2800, %270) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x128x2048xbf16>, tensor<1x16x2048x2048xbf16>) -> tensor<1x16x128x2048xbf16>
    %2803 = "stablehlo.transpose"(%2802) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x16x128x2048xbf16>) -> tensor<1x2048x16x128xbf16>
    %2804 = "stablehlo.convert"(%2801) : (tensor<1x16x2048x2048xbf16>) -> tensor<1x16x2048x2048xf32>
    %2805 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %2806 = "stablehlo.multiply"(%2804, %2805) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2807 = "stablehlo.multiply"(%2806, %260) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2808 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2809 = "stablehlo.reduce"(%2807, %2808) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg292: tensor<f32>, %arg293: tensor<f32>):
      %3304 = "stablehlo.add"(%arg292, %arg293) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3304) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x2048xf32>, tensor<f32>) -> tensor<1x16x2048xf32>
    %2810 = "stablehlo.reshape"(%2809) : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x1xf32>
    %2811 = "stablehlo.negate"(%2810) : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x1xf32>
    %2812 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x16x2048x1xf32>) -> tensor<1x16x2048x2048xf32>
    %2813 = "stablehlo.divide"(%2804, %2812) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2814 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2815 = "stablehlo.reduce"(%2811, %2814) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg290: tensor<f32>, %arg291: tensor<f32>):
      %3303 = "stablehlo.add"(%arg290, %arg291) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3303) : (tensor<f32>) -> ()
    }) : (tensor<1x16x2048x1xf32>, tensor<f32>) -> tensor<16x2048xf32>
    %2816 = "stablehlo.broadcast_in_dim"(%2815) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x2048xf32>) -> tensor<1x16x2048xf32>
    %2817 = "stablehlo.broadcast_in_dim"(%2816) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2818 = "stablehlo.add"(%2813, %2817) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2819 = "stablehlo.multiply"(%2818, %260) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2820 = "func.call"(%251#1, %2819) <{callee = @_where_7}> : (tensor<1x16x2048x2048xi1>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2821 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16x2048x2048xf32>
    %2822 = "stablehlo.divide"(%2820, %2821) : (tensor<1x16x2048x2048xf32>, tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xf32>
    %2823 = "stablehlo.convert"(%2822) : (tensor<1x16x2048x2048xf32>) -> tensor<1x16x2048x2048xbf16>
    %2824 = "stablehlo.dot_general"(%2823, %198) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %2825 = "stablehlo.transpose"(%2824) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2826 = "stablehlo.dot_general"(%2823, %239) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x16x2048x2048xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x16x2048x128xbf16>
    %2827 = "stablehlo.transpose"(%2826) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x16x2048x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2828 = "stablehlo.reshape"(%2803) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %2829 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2830 = "stablehlo.reduce"(%2828, %2829) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg288: tensor<bf16>, %arg289: tensor<bf16>):
      %3302 = "stablehlo.add"(%arg288, %arg289) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3302) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %2831 = "stablehlo.broadcast_in_dim"(%2830) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2832 = "stablehlo.reshape"(%2825) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x4x4x128xbf16>
    %2833 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2834 = "stablehlo.reduce"(%2832, %2833) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg286: tensor<bf16>, %arg287: tensor<bf16>):
      %3301 = "stablehlo.add"(%arg286, %arg287) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3301) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4x4x128xbf16>, tensor<bf16>) -> tensor<2048x4x128xbf16>
    %2835 = "stablehlo.broadcast_in_dim"(%2834) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2836 = "stablehlo.convert"(%2835) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xf32>
    %2837 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %2838 = "stablehlo.multiply"(%2836, %2837) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %2839 = "stablehlo.convert"(%2838) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %2840 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x4x128xf32>
    %2841 = "stablehlo.multiply"(%2836, %2840) : (tensor<1x2048x4x128xf32>, tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xf32>
    %2842 = "stablehlo.convert"(%2841) : (tensor<1x2048x4x128xf32>) -> tensor<1x2048x4x128xbf16>
    %2843 = "stablehlo.slice"(%2839) <{limit_indices = array<i64: 1, 2048, 4, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %2844 = "stablehlo.slice"(%2839) <{limit_indices = array<i64: 1, 2048, 4, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x64xbf16>
    %2845 = "stablehlo.negate"(%2843) : (tensor<1x2048x4x64xbf16>) -> tensor<1x2048x4x64xbf16>
    %2846 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2847 = "stablehlo.pad"(%2845, %2846) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %2848 = "stablehlo.add"(%2842, %2847) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2849 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2850 = "stablehlo.pad"(%2844, %2849) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x4x64xbf16>, tensor<bf16>) -> tensor<1x2048x4x128xbf16>
    %2851 = "stablehlo.add"(%2848, %2850) : (tensor<1x2048x4x128xbf16>, tensor<1x2048x4x128xbf16>) -> tensor<1x2048x4x128xbf16>
    %2852 = "stablehlo.convert"(%2827) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xf32>
    %2853 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %2854 = "stablehlo.multiply"(%2852, %2853) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %2855 = "stablehlo.convert"(%2854) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %2856 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x16x128xf32>
    %2857 = "stablehlo.multiply"(%2852, %2856) : (tensor<1x2048x16x128xf32>, tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xf32>
    %2858 = "stablehlo.convert"(%2857) : (tensor<1x2048x16x128xf32>) -> tensor<1x2048x16x128xbf16>
    %2859 = "stablehlo.slice"(%2855) <{limit_indices = array<i64: 1, 2048, 16, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %2860 = "stablehlo.slice"(%2855) <{limit_indices = array<i64: 1, 2048, 16, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x64xbf16>
    %2861 = "stablehlo.negate"(%2859) : (tensor<1x2048x16x64xbf16>) -> tensor<1x2048x16x64xbf16>
    %2862 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2863 = "stablehlo.pad"(%2861, %2862) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %2864 = "stablehlo.add"(%2858, %2863) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2865 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2866 = "stablehlo.pad"(%2860, %2865) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x16x64xbf16>, tensor<bf16>) -> tensor<1x2048x16x128xbf16>
    %2867 = "stablehlo.add"(%2864, %2866) : (tensor<1x2048x16x128xbf16>, tensor<1x2048x16x128xbf16>) -> tensor<1x2048x16x128xbf16>
    %2868 = "stablehlo.reshape"(%2831) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %2869 = "stablehlo.dot_general"(%2868, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %2870 = "stablehlo.transpose"(%2869) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %2871 = "stablehlo.dot_general"(%2868, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %2872 = "stablehlo.all_reduce"(%2871) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg284: tensor<bf16>, %arg285: tensor<bf16>):
      %3300 = "stablehlo.add"(%arg284, %arg285) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3300) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2873 = "stablehlo.reshape"(%2851) : (tensor<1x2048x4x128xbf16>) -> tensor<1x2048x512xbf16>
    %2874 = "stablehlo.dot_general"(%2873, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<1x2048x4096xbf16>) -> tensor<512x4096xbf16>
    %2875 = "stablehlo.transpose"(%2874) <{permutation = array<i64: 1, 0>}> : (tensor<512x4096xbf16>) -> tensor<4096x512xbf16>
    %2876 = "stablehlo.dot_general"(%2873, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x512xbf16>, tensor<4096x512xbf16>) -> tensor<1x2048x4096xbf16>
    %2877 = "stablehlo.all_reduce"(%2876) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg282: tensor<bf16>, %arg283: tensor<bf16>):
      %3299 = "stablehlo.add"(%arg282, %arg283) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3299) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2878 = "stablehlo.add"(%2872, %2877) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2879 = "stablehlo.reshape"(%2867) : (tensor<1x2048x16x128xbf16>) -> tensor<1x2048x2048xbf16>
    %2880 = "stablehlo.dot_general"(%2879, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<1x2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %2881 = "stablehlo.transpose"(%2880) <{permutation = array<i64: 1, 0>}> : (tensor<2048x4096xbf16>) -> tensor<4096x2048xbf16>
    %2882 = "stablehlo.dot_general"(%2879, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<1x2048x4096xbf16>
    %2883 = "stablehlo.all_reduce"(%2882) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg280: tensor<bf16>, %arg281: tensor<bf16>):
      %3298 = "stablehlo.add"(%arg280, %arg281) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3298) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2884 = "stablehlo.add"(%2878, %2883) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2885 = "stablehlo.multiply"(%150, %2884) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2886 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2887 = "stablehlo.reduce"(%2885, %2886) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg278: tensor<bf16>, %arg279: tensor<bf16>):
      %3297 = "stablehlo.add"(%arg278, %arg279) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3297) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2888 = "stablehlo.reshape"(%2887) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2889 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2890 = "stablehlo.multiply"(%2884, %2889) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2891 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2892 = "stablehlo.reduce"(%2888, %2891) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg276: tensor<bf16>, %arg277: tensor<bf16>):
      %3296 = "stablehlo.add"(%arg276, %arg277) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3296) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2893 = "stablehlo.convert"(%2890) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2894 = "stablehlo.multiply"(%132, %2893) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2895 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2896 = "stablehlo.reduce"(%2894, %2895) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg274: tensor<f32>, %arg275: tensor<f32>):
      %3295 = "stablehlo.add"(%arg274, %arg275) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3295) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2897 = "stablehlo.reshape"(%2896) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2898 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2899 = "stablehlo.multiply"(%2893, %2898) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2900 = "stablehlo.multiply"(%2897, %147) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2901 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2902 = "stablehlo.divide"(%2900, %2901) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2903 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2904 = "stablehlo.reduce"(%2902, %2903) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg272: tensor<f32>, %arg273: tensor<f32>):
      %3294 = "stablehlo.add"(%arg272, %arg273) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3294) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2905 = "stablehlo.broadcast_in_dim"(%2904) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2906 = "stablehlo.broadcast_in_dim"(%2905) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2907 = "stablehlo.multiply"(%132, %2906) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2908 = "stablehlo.add"(%2899, %2907) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2909 = "stablehlo.multiply"(%2906, %132) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2910 = "stablehlo.add"(%2908, %2909) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2911 = "stablehlo.convert"(%2910) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2912 = "stablehlo.add"(%2795, %2911) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2913 = "func.call"(%130#1, %2912) <{callee = @_where_8}> : (tensor<1x2048x4096xi1>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2914 = "func.call"(%127#1, %2913) <{callee = @_take_9}> : (tensor<1x2048x1xi32>, tensor<1x2048x4096xbf16>) -> tensor<64128x4096xbf16>
    %2915 = "stablehlo.all_reduce"(%1589) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg270: tensor<f32>, %arg271: tensor<f32>):
      %3293 = "stablehlo.add"(%arg270, %arg271) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3293) : (tensor<f32>) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %2916 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2917 = "stablehlo.divide"(%2915, %2916) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2918 = "stablehlo.all_reduce"(%2914) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg268: tensor<bf16>, %arg269: tensor<bf16>):
      %3292 = "stablehlo.add"(%arg268, %arg269) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3292) : (tensor<bf16>) -> ()
    }) : (tensor<64128x4096xbf16>) -> tensor<64128x4096xbf16>
    %2919 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2920 = "stablehlo.broadcast_in_dim"(%2919) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64128x4096xbf16>
    %2921 = "stablehlo.divide"(%2918, %2920) : (tensor<64128x4096xbf16>, tensor<64128x4096xbf16>) -> tensor<64128x4096xbf16>
    %2922 = "stablehlo.all_reduce"(%1613) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg266: tensor<bf16>, %arg267: tensor<bf16>):
      %3291 = "stablehlo.add"(%arg266, %arg267) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3291) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %2923 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2924 = "stablehlo.broadcast_in_dim"(%2923) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %2925 = "stablehlo.divide"(%2922, %2924) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %2926 = "stablehlo.all_reduce"(%2892) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg264: tensor<bf16>, %arg265: tensor<bf16>):
      %3290 = "stablehlo.add"(%arg264, %arg265) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3290) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %2927 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2928 = "stablehlo.broadcast_in_dim"(%2927) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %2929 = "stablehlo.divide"(%2926, %2928) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %2930 = "stablehlo.all_reduce"(%2775) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg262: tensor<bf16>, %arg263: tensor<bf16>):
      %3289 = "stablehlo.add"(%arg262, %arg263) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3289) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %2931 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2932 = "stablehlo.broadcast_in_dim"(%2931) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %2933 = "stablehlo.divide"(%2930, %2932) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %2934 = "stablehlo.all_reduce"(%2754) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg260: tensor<bf16>, %arg261: tensor<bf16>):
      %3288 = "stablehlo.add"(%arg260, %arg261) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3288) : (tensor<bf16>) -> ()
    }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %2935 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2936 = "stablehlo.broadcast_in_dim"(%2935) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
    %2937 = "stablehlo.divide"(%2934, %2936) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %2938 = "stablehlo.all_reduce"(%2764) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg258: tensor<bf16>, %arg259: tensor<bf16>):
      %3287 = "stablehlo.add"(%arg258, %arg259) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3287) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %2939 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2940 = "stablehlo.broadcast_in_dim"(%2939) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %2941 = "stablehlo.divide"(%2938, %2940) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %2942 = "stablehlo.all_reduce"(%2759) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg256: tensor<bf16>, %arg257: tensor<bf16>):
      %3286 = "stablehlo.add"(%arg256, %arg257) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3286) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %2943 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2944 = "stablehlo.broadcast_in_dim"(%2943) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %2945 = "stablehlo.divide"(%2942, %2944) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %2946 = "stablehlo.all_reduce"(%2875) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg254: tensor<bf16>, %arg255: tensor<bf16>):
      %3285 = "stablehlo.add"(%arg254, %arg255) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3285) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %2947 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2948 = "stablehlo.broadcast_in_dim"(%2947) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %2949 = "stablehlo.divide"(%2946, %2948) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %2950 = "stablehlo.all_reduce"(%2797) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg252: tensor<bf16>, %arg253: tensor<bf16>):
      %3284 = "stablehlo.add"(%arg252, %arg253) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3284) : (tensor<bf16>) -> ()
    }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %2951 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2952 = "stablehlo.broadcast_in_dim"(%2951) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %2953 = "stablehlo.divide"(%2950, %2952) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %2954 = "stablehlo.all_reduce"(%2881) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg250: tensor<bf16>, %arg251: tensor<bf16>):
      %3283 = "stablehlo.add"(%arg250, %arg251) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3283) : (tensor<bf16>) -> ()
    }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %2955 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2956 = "stablehlo.broadcast_in_dim"(%2955) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
    %2957 = "stablehlo.divide"(%2954, %2956) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %2958 = "stablehlo.all_reduce"(%2870) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg248: tensor<bf16>, %arg249: tensor<bf16>):
      %3282 = "stablehlo.add"(%arg248, %arg249) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3282) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %2959 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2960 = "stablehlo.broadcast_in_dim"(%2959) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %2961 = "stablehlo.divide"(%2958, %2960) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %2962 = "stablehlo.all_reduce"(%2732) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg246: tensor<bf16>, %arg247: tensor<bf16>):
      %3281 = "stablehlo.add"(%arg246, %arg247) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3281) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %2963 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2964 = "stablehlo.broadcast_in_dim"(%2963) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %2965 = "stablehlo.divide"(%2962, %2964) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %2966 = "stablehlo.all_reduce"(%2615) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg244: tensor<bf16>, %arg245: tensor<bf16>):
      %3280 = "stablehlo.add"(%arg244, %arg245) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3280) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %2967 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2968 = "stablehlo.broadcast_in_dim"(%2967) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %2969 = "stablehlo.divide"(%2966, %2968) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %2970 = "stablehlo.all_reduce"(%2594) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg242: tensor<bf16>, %arg243: tensor<bf16>):
      %3279 = "stablehlo.add"(%arg242, %arg243) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3279) : (tensor<bf16>) -> ()
    }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %2971 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2972 = "stablehlo.broadcast_in_dim"(%2971) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
    %2973 = "stablehlo.divide"(%2970, %2972) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %2974 = "stablehlo.all_reduce"(%2604) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg240: tensor<bf16>, %arg241: tensor<bf16>):
      %3278 = "stablehlo.add"(%arg240, %arg241) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3278) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %2975 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2976 = "stablehlo.broadcast_in_dim"(%2975) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %2977 = "stablehlo.divide"(%2974, %2976) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %2978 = "stablehlo.all_reduce"(%2599) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg238: tensor<bf16>, %arg239: tensor<bf16>):
      %3277 = "stablehlo.add"(%arg238, %arg239) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3277) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %2979 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2980 = "stablehlo.broadcast_in_dim"(%2979) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %2981 = "stablehlo.divide"(%2978, %2980) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %2982 = "stablehlo.all_reduce"(%2715) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg236: tensor<bf16>, %arg237: tensor<bf16>):
      %3276 = "stablehlo.add"(%arg236, %arg237) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3276) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %2983 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2984 = "stablehlo.broadcast_in_dim"(%2983) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %2985 = "stablehlo.divide"(%2982, %2984) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %2986 = "stablehlo.all_reduce"(%2637) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg234: tensor<bf16>, %arg235: tensor<bf16>):
      %3275 = "stablehlo.add"(%arg234, %arg235) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3275) : (tensor<bf16>) -> ()
    }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %2987 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2988 = "stablehlo.broadcast_in_dim"(%2987) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %2989 = "stablehlo.divide"(%2986, %2988) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %2990 = "stablehlo.all_reduce"(%2721) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg232: tensor<bf16>, %arg233: tensor<bf16>):
      %3274 = "stablehlo.add"(%arg232, %arg233) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3274) : (tensor<bf16>) -> ()
    }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %2991 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2992 = "stablehlo.broadcast_in_dim"(%2991) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
    %2993 = "stablehlo.divide"(%2990, %2992) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %2994 = "stablehlo.all_reduce"(%2710) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg230: tensor<bf16>, %arg231: tensor<bf16>):
      %3273 = "stablehlo.add"(%arg230, %arg231) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3273) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %2995 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2996 = "stablehlo.broadcast_in_dim"(%2995) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %2997 = "stablehlo.divide"(%2994, %2996) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %2998 = "stablehlo.all_reduce"(%2572) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg228: tensor<bf16>, %arg229: tensor<bf16>):
      %3272 = "stablehlo.add"(%arg228, %arg229) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3272) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %2999 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3000 = "stablehlo.broadcast_in_dim"(%2999) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %3001 = "stablehlo.divide"(%2998, %3000) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %3002 = "stablehlo.all_reduce"(%2455) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg226: tensor<bf16>, %arg227: tensor<bf16>):
      %3271 = "stablehlo.add"(%arg226, %arg227) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3271) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3003 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3004 = "stablehlo.broadcast_in_dim"(%3003) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %3005 = "stablehlo.divide"(%3002, %3004) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %3006 = "stablehlo.all_reduce"(%2434) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg224: tensor<bf16>, %arg225: tensor<bf16>):
      %3270 = "stablehlo.add"(%arg224, %arg225) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3270) : (tensor<bf16>) -> ()
    }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3007 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3008 = "stablehlo.broadcast_in_dim"(%3007) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
    %3009 = "stablehlo.divide"(%3006, %3008) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3010 = "stablehlo.all_reduce"(%2444) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg222: tensor<bf16>, %arg223: tensor<bf16>):
      %3269 = "stablehlo.add"(%arg222, %arg223) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3269) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3011 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3012 = "stablehlo.broadcast_in_dim"(%3011) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %3013 = "stablehlo.divide"(%3010, %3012) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3014 = "stablehlo.all_reduce"(%2439) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg220: tensor<bf16>, %arg221: tensor<bf16>):
      %3268 = "stablehlo.add"(%arg220, %arg221) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3268) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3015 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3016 = "stablehlo.broadcast_in_dim"(%3015) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %3017 = "stablehlo.divide"(%3014, %3016) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3018 = "stablehlo.all_reduce"(%2555) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg218: tensor<bf16>, %arg219: tensor<bf16>):
      %3267 = "stablehlo.add"(%arg218, %arg219) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3267) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3019 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3020 = "stablehlo.broadcast_in_dim"(%3019) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %3021 = "stablehlo.divide"(%3018, %3020) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3022 = "stablehlo.all_reduce"(%2477) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg216: tensor<bf16>, %arg217: tensor<bf16>):
      %3266 = "stablehlo.add"(%arg216, %arg217) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3266) : (tensor<bf16>) -> ()
    }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3023 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3024 = "stablehlo.broadcast_in_dim"(%3023) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %3025 = "stablehlo.divide"(%3022, %3024) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3026 = "stablehlo.all_reduce"(%2561) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg214: tensor<bf16>, %arg215: tensor<bf16>):
      %3265 = "stablehlo.add"(%arg214, %arg215) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3265) : (tensor<bf16>) -> ()
    }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3027 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3028 = "stablehlo.broadcast_in_dim"(%3027) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
    %3029 = "stablehlo.divide"(%3026, %3028) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3030 = "stablehlo.all_reduce"(%2550) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg212: tensor<bf16>, %arg213: tensor<bf16>):
      %3264 = "stablehlo.add"(%arg212, %arg213) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3264) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3031 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3032 = "stablehlo.broadcast_in_dim"(%3031) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %3033 = "stablehlo.divide"(%3030, %3032) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3034 = "stablehlo.all_reduce"(%2412) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg210: tensor<bf16>, %arg211: tensor<bf16>):
      %3263 = "stablehlo.add"(%arg210, %arg211) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3263) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3035 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3036 = "stablehlo.broadcast_in_dim"(%3035) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %3037 = "stablehlo.divide"(%3034, %3036) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %3038 = "stablehlo.all_reduce"(%2295) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg208: tensor<bf16>, %arg209: tensor<bf16>):
      %3262 = "stablehlo.add"(%arg208, %arg209) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3262) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3039 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3040 = "stablehlo.broadcast_in_dim"(%3039) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %3041 = "stablehlo.divide"(%3038, %3040) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %3042 = "stablehlo.all_reduce"(%2274) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg206: tensor<bf16>, %arg207: tensor<bf16>):
      %3261 = "stablehlo.add"(%arg206, %arg207) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3261) : (tensor<bf16>) -> ()
    }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3043 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3044 = "stablehlo.broadcast_in_dim"(%3043) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
    %3045 = "stablehlo.divide"(%3042, %3044) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3046 = "stablehlo.all_reduce"(%2284) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg204: tensor<bf16>, %arg205: tensor<bf16>):
      %3260 = "stablehlo.add"(%arg204, %arg205) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3260) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3047 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3048 = "stablehlo.broadcast_in_dim"(%3047) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %3049 = "stablehlo.divide"(%3046, %3048) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3050 = "stablehlo.all_reduce"(%2279) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg202: tensor<bf16>, %arg203: tensor<bf16>):
      %3259 = "stablehlo.add"(%arg202, %arg203) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3259) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3051 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3052 = "stablehlo.broadcast_in_dim"(%3051) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %3053 = "stablehlo.divide"(%3050, %3052) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3054 = "stablehlo.all_reduce"(%2395) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg200: tensor<bf16>, %arg201: tensor<bf16>):
      %3258 = "stablehlo.add"(%arg200, %arg201) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3258) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3055 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3056 = "stablehlo.broadcast_in_dim"(%3055) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %3057 = "stablehlo.divide"(%3054, %3056) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3058 = "stablehlo.all_reduce"(%2317) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg198: tensor<bf16>, %arg199: tensor<bf16>):
      %3257 = "stablehlo.add"(%arg198, %arg199) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3257) : (tensor<bf16>) -> ()
    }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3059 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3060 = "stablehlo.broadcast_in_dim"(%3059) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %3061 = "stablehlo.divide"(%3058, %3060) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3062 = "stablehlo.all_reduce"(%2401) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg196: tensor<bf16>, %arg197: tensor<bf16>):
      %3256 = "stablehlo.add"(%arg196, %arg197) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3256) : (tensor<bf16>) -> ()
    }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3063 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3064 = "stablehlo.broadcast_in_dim"(%3063) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
    %3065 = "stablehlo.divide"(%3062, %3064) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3066 = "stablehlo.all_reduce"(%2390) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg194: tensor<bf16>, %arg195: tensor<bf16>):
      %3255 = "stablehlo.add"(%arg194, %arg195) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3255) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3067 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3068 = "stablehlo.broadcast_in_dim"(%3067) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %3069 = "stablehlo.divide"(%3066, %3068) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3070 = "stablehlo.all_reduce"(%2252) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg192: tensor<bf16>, %arg193: tensor<bf16>):
      %3254 = "stablehlo.add"(%arg192, %arg193) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3254) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3071 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3072 = "stablehlo.broadcast_in_dim"(%3071) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %3073 = "stablehlo.divide"(%3070, %3072) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %3074 = "stablehlo.all_reduce"(%2135) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg190: tensor<bf16>, %arg191: tensor<bf16>):
      %3253 = "stablehlo.add"(%arg190, %arg191) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3253) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3075 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3076 = "stablehlo.broadcast_in_dim"(%3075) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %3077 = "stablehlo.divide"(%3074, %3076) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %3078 = "stablehlo.all_reduce"(%2114) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg188: tensor<bf16>, %arg189: tensor<bf16>):
      %3252 = "stablehlo.add"(%arg188, %arg189) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3252) : (tensor<bf16>) -> ()
    }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3079 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3080 = "stablehlo.broadcast_in_dim"(%3079) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
    %3081 = "stablehlo.divide"(%3078, %3080) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3082 = "stablehlo.all_reduce"(%2124) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg186: tensor<bf16>, %arg187: tensor<bf16>):
      %3251 = "stablehlo.add"(%arg186, %arg187) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3251) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3083 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3084 = "stablehlo.broadcast_in_dim"(%3083) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %3085 = "stablehlo.divide"(%3082, %3084) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3086 = "stablehlo.all_reduce"(%2119) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg184: tensor<bf16>, %arg185: tensor<bf16>):
      %3250 = "stablehlo.add"(%arg184, %arg185) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3250) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3087 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3088 = "stablehlo.broadcast_in_dim"(%3087) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %3089 = "stablehlo.divide"(%3086, %3088) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3090 = "stablehlo.all_reduce"(%2235) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg182: tensor<bf16>, %arg183: tensor<bf16>):
      %3249 = "stablehlo.add"(%arg182, %arg183) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3249) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3091 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3092 = "stablehlo.broadcast_in_dim"(%3091) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %3093 = "stablehlo.divide"(%3090, %3092) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3094 = "stablehlo.all_reduce"(%2157) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg180: tensor<bf16>, %arg181: tensor<bf16>):
      %3248 = "stablehlo.add"(%arg180, %arg181) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3248) : (tensor<bf16>) -> ()
    }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3095 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3096 = "stablehlo.broadcast_in_dim"(%3095) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %3097 = "stablehlo.divide"(%3094, %3096) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3098 = "stablehlo.all_reduce"(%2241) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg178: tensor<bf16>, %arg179: tensor<bf16>):
      %3247 = "stablehlo.add"(%arg178, %arg179) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3247) : (tensor<bf16>) -> ()
    }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3099 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3100 = "stablehlo.broadcast_in_dim"(%3099) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
    %3101 = "stablehlo.divide"(%3098, %3100) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3102 = "stablehlo.all_reduce"(%2230) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg176: tensor<bf16>, %arg177: tensor<bf16>):
      %3246 = "stablehlo.add"(%arg176, %arg177) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3246) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3103 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3104 = "stablehlo.broadcast_in_dim"(%3103) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %3105 = "stablehlo.divide"(%3102, %3104) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3106 = "stablehlo.all_reduce"(%2092) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg174: tensor<bf16>, %arg175: tensor<bf16>):
      %3245 = "stablehlo.add"(%arg174, %arg175) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3245) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3107 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3108 = "stablehlo.broadcast_in_dim"(%3107) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %3109 = "stablehlo.divide"(%3106, %3108) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %3110 = "stablehlo.all_reduce"(%1975) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg172: tensor<bf16>, %arg173: tensor<bf16>):
      %3244 = "stablehlo.add"(%arg172, %arg173) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3244) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3111 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3112 = "stablehlo.broadcast_in_dim"(%3111) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %3113 = "stablehlo.divide"(%3110, %3112) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %3114 = "stablehlo.all_reduce"(%1954) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg170: tensor<bf16>, %arg171: tensor<bf16>):
      %3243 = "stablehlo.add"(%arg170, %arg171) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3243) : (tensor<bf16>) -> ()
    }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3115 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3116 = "stablehlo.broadcast_in_dim"(%3115) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
    %3117 = "stablehlo.divide"(%3114, %3116) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3118 = "stablehlo.all_reduce"(%1964) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg168: tensor<bf16>, %arg169: tensor<bf16>):
      %3242 = "stablehlo.add"(%arg168, %arg169) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3242) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3119 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3120 = "stablehlo.broadcast_in_dim"(%3119) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %3121 = "stablehlo.divide"(%3118, %3120) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3122 = "stablehlo.all_reduce"(%1959) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg166: tensor<bf16>, %arg167: tensor<bf16>):
      %3241 = "stablehlo.add"(%arg166, %arg167) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3241) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3123 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3124 = "stablehlo.broadcast_in_dim"(%3123) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %3125 = "stablehlo.divide"(%3122, %3124) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3126 = "stablehlo.all_reduce"(%2075) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg164: tensor<bf16>, %arg165: tensor<bf16>):
      %3240 = "stablehlo.add"(%arg164, %arg165) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3240) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3127 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3128 = "stablehlo.broadcast_in_dim"(%3127) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %3129 = "stablehlo.divide"(%3126, %3128) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3130 = "stablehlo.all_reduce"(%1997) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg162: tensor<bf16>, %arg163: tensor<bf16>):
      %3239 = "stablehlo.add"(%arg162, %arg163) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3239) : (tensor<bf16>) -> ()
    }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3131 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3132 = "stablehlo.broadcast_in_dim"(%3131) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %3133 = "stablehlo.divide"(%3130, %3132) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3134 = "stablehlo.all_reduce"(%2081) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg160: tensor<bf16>, %arg161: tensor<bf16>):
      %3238 = "stablehlo.add"(%arg160, %arg161) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3238) : (tensor<bf16>) -> ()
    }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3135 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3136 = "stablehlo.broadcast_in_dim"(%3135) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
    %3137 = "stablehlo.divide"(%3134, %3136) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3138 = "stablehlo.all_reduce"(%2070) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg158: tensor<bf16>, %arg159: tensor<bf16>):
      %3237 = "stablehlo.add"(%arg158, %arg159) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3237) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3139 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3140 = "stablehlo.broadcast_in_dim"(%3139) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %3141 = "stablehlo.divide"(%3138, %3140) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3142 = "stablehlo.all_reduce"(%1932) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg156: tensor<bf16>, %arg157: tensor<bf16>):
      %3236 = "stablehlo.add"(%arg156, %arg157) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3236) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3143 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3144 = "stablehlo.broadcast_in_dim"(%3143) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %3145 = "stablehlo.divide"(%3142, %3144) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %3146 = "stablehlo.all_reduce"(%1815) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg154: tensor<bf16>, %arg155: tensor<bf16>):
      %3235 = "stablehlo.add"(%arg154, %arg155) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3235) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3147 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3148 = "stablehlo.broadcast_in_dim"(%3147) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %3149 = "stablehlo.divide"(%3146, %3148) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %3150 = "stablehlo.all_reduce"(%1794) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg152: tensor<bf16>, %arg153: tensor<bf16>):
      %3234 = "stablehlo.add"(%arg152, %arg153) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3234) : (tensor<bf16>) -> ()
    }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3151 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3152 = "stablehlo.broadcast_in_dim"(%3151) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
    %3153 = "stablehlo.divide"(%3150, %3152) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3154 = "stablehlo.all_reduce"(%1804) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg150: tensor<bf16>, %arg151: tensor<bf16>):
      %3233 = "stablehlo.add"(%arg150, %arg151) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3233) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3155 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3156 = "stablehlo.broadcast_in_dim"(%3155) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %3157 = "stablehlo.divide"(%3154, %3156) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3158 = "stablehlo.all_reduce"(%1799) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg148: tensor<bf16>, %arg149: tensor<bf16>):
      %3232 = "stablehlo.add"(%arg148, %arg149) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3232) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3159 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3160 = "stablehlo.broadcast_in_dim"(%3159) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %3161 = "stablehlo.divide"(%3158, %3160) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3162 = "stablehlo.all_reduce"(%1915) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg146: tensor<bf16>, %arg147: tensor<bf16>):
      %3231 = "stablehlo.add"(%arg146, %arg147) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3231) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3163 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3164 = "stablehlo.broadcast_in_dim"(%3163) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %3165 = "stablehlo.divide"(%3162, %3164) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3166 = "stablehlo.all_reduce"(%1837) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg144: tensor<bf16>, %arg145: tensor<bf16>):
      %3230 = "stablehlo.add"(%arg144, %arg145) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3230) : (tensor<bf16>) -> ()
    }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3167 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3168 = "stablehlo.broadcast_in_dim"(%3167) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %3169 = "stablehlo.divide"(%3166, %3168) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3170 = "stablehlo.all_reduce"(%1921) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg142: tensor<bf16>, %arg143: tensor<bf16>):
      %3229 = "stablehlo.add"(%arg142, %arg143) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3229) : (tensor<bf16>) -> ()
    }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3171 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3172 = "stablehlo.broadcast_in_dim"(%3171) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
    %3173 = "stablehlo.divide"(%3170, %3172) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3174 = "stablehlo.all_reduce"(%1910) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg140: tensor<bf16>, %arg141: tensor<bf16>):
      %3228 = "stablehlo.add"(%arg140, %arg141) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3228) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3175 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3176 = "stablehlo.broadcast_in_dim"(%3175) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %3177 = "stablehlo.divide"(%3174, %3176) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3178 = "stablehlo.all_reduce"(%1772) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg138: tensor<bf16>, %arg139: tensor<bf16>):
      %3227 = "stablehlo.add"(%arg138, %arg139) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3227) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3179 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3180 = "stablehlo.broadcast_in_dim"(%3179) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %3181 = "stablehlo.divide"(%3178, %3180) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %3182 = "stablehlo.all_reduce"(%1655) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg136: tensor<bf16>, %arg137: tensor<bf16>):
      %3226 = "stablehlo.add"(%arg136, %arg137) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3226) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3183 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3184 = "stablehlo.broadcast_in_dim"(%3183) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096xbf16>
    %3185 = "stablehlo.divide"(%3182, %3184) : (tensor<4096xbf16>, tensor<4096xbf16>) -> tensor<4096xbf16>
    %3186 = "stablehlo.all_reduce"(%1634) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg134: tensor<bf16>, %arg135: tensor<bf16>):
      %3225 = "stablehlo.add"(%arg134, %arg135) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3225) : (tensor<bf16>) -> ()
    }) : (tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3187 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3188 = "stablehlo.broadcast_in_dim"(%3187) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<7168x4096xbf16>
    %3189 = "stablehlo.divide"(%3186, %3188) : (tensor<7168x4096xbf16>, tensor<7168x4096xbf16>) -> tensor<7168x4096xbf16>
    %3190 = "stablehlo.all_reduce"(%1644) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg132: tensor<bf16>, %arg133: tensor<bf16>):
      %3224 = "stablehlo.add"(%arg132, %arg133) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3224) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3191 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3192 = "stablehlo.broadcast_in_dim"(%3191) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %3193 = "stablehlo.divide"(%3190, %3192) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3194 = "stablehlo.all_reduce"(%1639) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg130: tensor<bf16>, %arg131: tensor<bf16>):
      %3223 = "stablehlo.add"(%arg130, %arg131) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3223) : (tensor<bf16>) -> ()
    }) : (tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3195 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3196 = "stablehlo.broadcast_in_dim"(%3195) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x7168xbf16>
    %3197 = "stablehlo.divide"(%3194, %3196) : (tensor<4096x7168xbf16>, tensor<4096x7168xbf16>) -> tensor<4096x7168xbf16>
    %3198 = "stablehlo.all_reduce"(%1755) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg128: tensor<bf16>, %arg129: tensor<bf16>):
      %3222 = "stablehlo.add"(%arg128, %arg129) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3222) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3199 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3200 = "stablehlo.broadcast_in_dim"(%3199) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %3201 = "stablehlo.divide"(%3198, %3200) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3202 = "stablehlo.all_reduce"(%1677) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg126: tensor<bf16>, %arg127: tensor<bf16>):
      %3221 = "stablehlo.add"(%arg126, %arg127) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3221) : (tensor<bf16>) -> ()
    }) : (tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3203 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3204 = "stablehlo.broadcast_in_dim"(%3203) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<2048x4096xbf16>
    %3205 = "stablehlo.divide"(%3202, %3204) : (tensor<2048x4096xbf16>, tensor<2048x4096xbf16>) -> tensor<2048x4096xbf16>
    %3206 = "stablehlo.all_reduce"(%1761) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg124: tensor<bf16>, %arg125: tensor<bf16>):
      %3220 = "stablehlo.add"(%arg124, %arg125) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3220) : (tensor<bf16>) -> ()
    }) : (tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3207 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3208 = "stablehlo.broadcast_in_dim"(%3207) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x2048xbf16>
    %3209 = "stablehlo.divide"(%3206, %3208) : (tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
    %3210 = "stablehlo.all_reduce"(%1750) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg122: tensor<bf16>, %arg123: tensor<bf16>):
      %3219 = "stablehlo.add"(%arg122, %arg123) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3219) : (tensor<bf16>) -> ()
    }) : (tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3211 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3212 = "stablehlo.broadcast_in_dim"(%3211) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x512xbf16>
    %3213 = "stablehlo.divide"(%3210, %3212) : (tensor<4096x512xbf16>, tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %3214 = "stablehlo.all_reduce"(%1603) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg120: tensor<bf16>, %arg121: tensor<bf16>):
      %3218 = "stablehlo.add"(%arg120, %arg121) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3218) : (tensor<bf16>) -> ()
    }) : (tensor<4096x64128xbf16>) -> tensor<4096x64128xbf16>
    %3215 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3216 = "stablehlo.broadcast_in_dim"(%3215) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4096x64128xbf16>
    %3217 = "stablehlo.divide"(%3214, %3216) : (tensor<4096x64128xbf16>, tensor<4096x64128xbf16>) -> tensor<4096x64128xbf16>
    "func.return"(%2917, %2921, %2925, %2929, %2933, %2937, %2941, %2945, %2949, %2953, %2957, %2961, %2965, %2969, %2973, %2977, %2981, %2985, %2989, %2993, %2997, %3001, %3005, %3009, %3013, %3017, %3021, %3025, %3029, %3033, %3037, %3041, %3045, %3049, %3053, %3057, %3061, %3065, %3069, %3073, %3077, %3081, %3085, %3089, %3093, %3097, %3101, %3105, %3109, %3113, %3117, %3121, %3125, %3129, %3133, %3137, %3141, %3145, %3149, %3153, %3157, %3161, %3165, %3169, %3173, %3177, %3181, %3185, %3189, %3193, %3197, %3201, %3205, %3209, %3213, %3217) : (tensor<f32>, tensor<64128x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>, tensor<4096x7168xbf16>, tensor<4096x512xbf16>, tensor<2048x4096xbf16>, tensor<4096x2048xbf16>, tensor<4096x512xbf16>, tensor<4096x64128xbf16>) -> ()
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
