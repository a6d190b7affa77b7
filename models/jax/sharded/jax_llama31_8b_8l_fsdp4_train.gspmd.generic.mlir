"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}], function_type = (tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>, tensor<4x2048xi32>, tensor<4x2048xi32>) -> (tensor<f32>, tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>), res_attrs = [{jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['embed']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['final_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['attn_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['mlp_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['w_down']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['w_gate']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['w_up']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['wk']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['wo']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['wq']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['wv']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['attn_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['mlp_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['w_down']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['w_gate']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['w_up']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['wk']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['wo']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['wq']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['wv']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][2]['attn_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][2]['mlp_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][2]['w_down']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][2]['w_gate']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][2]['w_up']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][2]['wk']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][2]['wo']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][2]['wq']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][2]['wv']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][3]['attn_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][3]['mlp_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][3]['w_down']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][3]['w_gate']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][3]['w_up']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][3]['wk']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][3]['wo']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][3]['wq']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][3]['wv']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][4]['attn_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][4]['mlp_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][4]['w_down']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][4]['w_gate']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][4]['w_up']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][4]['wk']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][4]['wo']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][4]['wq']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][4]['wv']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][5]['attn_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][5]['mlp_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][5]['w_down']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][5]['w_gate']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][5]['w_up']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][5]['wk']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][5]['wo']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][5]['wq']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][5]['wv']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][6]['attn_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][6]['mlp_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][6]['w_down']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][6]['w_gate']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][6]['w_up']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][6]['wk']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][6]['wo']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][6]['wq']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][6]['wv']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][7]['attn_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][7]['mlp_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][7]['w_down']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][7]['w_gate']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][7]['w_up']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][7]['wk']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][7]['wo']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][7]['wq']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][7]['wv']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['lm_head']", mhlo.sharding = "{devices=[4,1]<=[4]}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg539: tensor<128256x4096xbf16>, %arg540: tensor<4096xbf16>, %arg541: tensor<4096xbf16>, %arg542: tensor<4096xbf16>, %arg543: tensor<14336x4096xbf16>, %arg544: tensor<4096x14336xbf16>, %arg545: tensor<4096x14336xbf16>, %arg546: tensor<4096x1024xbf16>, %arg547: tensor<4096x4096xbf16>, %arg548: tensor<4096x4096xbf16>, %arg549: tensor<4096x1024xbf16>, %arg550: tensor<4096xbf16>, %arg551: tensor<4096xbf16>, %arg552: tensor<14336x4096xbf16>, %arg553: tensor<4096x14336xbf16>, %arg554: tensor<4096x14336xbf16>, %arg555: tensor<4096x1024xbf16>, %arg556: tensor<4096x4096xbf16>, %arg557: tensor<4096x4096xbf16>, %arg558: tensor<4096x1024xbf16>, %arg559: tensor<4096xbf16>, %arg560: tensor<4096xbf16>, %arg561: tensor<14336x4096xbf16>, %arg562: tensor<4096x14336xbf16>, %arg563: tensor<4096x14336xbf16>, %arg564: tensor<4096x1024xbf16>, %arg565: tensor<4096x4096xbf16>, %arg566: tensor<4096x4096xbf16>, %arg567: tensor<4096x1024xbf16>, %arg568: tensor<4096xbf16>, %arg569: tensor<4096xbf16>, %arg570: tensor<14336x4096xbf16>, %arg571: tensor<4096x14336xbf16>, %arg572: tensor<4096x14336xbf16>, %arg573: tensor<4096x1024xbf16>, %arg574: tensor<4096x4096xbf16>, %arg575: tensor<4096x4096xbf16>, %arg576: tensor<4096x1024xbf16>, %arg577: tensor<4096xbf16>, %arg578: tensor<4096xbf16>, %arg579: tensor<14336x4096xbf16>, %arg580: tensor<4096x14336xbf16>, %arg581: tensor<4096x14336xbf16>, %arg582: tensor<4096x1024xbf16>, %arg583: tensor<4096x4096xbf16>, %arg584: tensor<4096x4096xbf16>, %arg585: tensor<4096x1024xbf16>, %arg586: tensor<4096xbf16>, %arg587: tensor<4096xbf16>, %arg588: tensor<14336x4096xbf16>, %arg589: tensor<4096x14336xbf16>, %arg590: tensor<4096x14336xbf16>, %arg591: tensor<4096x1024xbf16>, %arg592: tensor<4096x4096xbf16>, %arg593: tensor<4096x4096xbf16>, %arg594: tensor<4096x1024xbf16>, %arg595: tensor<4096xbf16>, %arg596: tensor<4096xbf16>, %arg597: tensor<14336x4096xbf16>, %arg598: tensor<4096x14336xbf16>, %arg599: tensor<4096x14336xbf16>, %arg600: tensor<4096x1024xbf16>, %arg601: tensor<4096x4096xbf16>, %arg602: tensor<4096x4096xbf16>, %arg603: tensor<4096x1024xbf16>, %arg604: tensor<4096xbf16>, %arg605: tensor<4096xbf16>, %arg606: tensor<14336x4096xbf16>, %arg607: tensor<4096x14336xbf16>, %arg608: tensor<4096x14336xbf16>, %arg609: tensor<4096x1024xbf16>, %arg610: tensor<4096x4096xbf16>, %arg611: tensor<4096x4096xbf16>, %arg612: tensor<4096x1024xbf16>, %arg613: tensor<4096x128256xbf16>, %arg614: tensor<4x2048xi32>, %arg615: tensor<4x2048xi32>):
    %3686 = "stablehlo.custom_call"(%arg539) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<128256x4096xbf16>) -> tensor<128256x4096xbf16>
    %3687 = "stablehlo.custom_call"(%3686) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128256x4096xbf16>) -> tensor<32064x4096xbf16>
    %3688 = "stablehlo.custom_call"(%arg540) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3689 = "stablehlo.custom_call"(%3688) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3690 = "stablehlo.custom_call"(%arg541) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3691 = "stablehlo.custom_call"(%3690) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3692 = "stablehlo.custom_call"(%arg542) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3693 = "stablehlo.custom_call"(%3692) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3694 = "stablehlo.custom_call"(%arg543) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3695 = "stablehlo.custom_call"(%3694) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %3696 = "stablehlo.custom_call"(%arg544) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3697 = "stablehlo.custom_call"(%3696) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3698 = "stablehlo.custom_call"(%arg545) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3699 = "stablehlo.custom_call"(%3698) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3700 = "stablehlo.custom_call"(%arg546) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3701 = "stablehlo.custom_call"(%3700) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3702 = "stablehlo.custom_call"(%arg547) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3703 = "stablehlo.custom_call"(%3702) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3704 = "stablehlo.custom_call"(%arg548) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3705 = "stablehlo.custom_call"(%3704) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3706 = "stablehlo.custom_call"(%arg549) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3707 = "stablehlo.custom_call"(%3706) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3708 = "stablehlo.custom_call"(%arg550) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3709 = "stablehlo.custom_call"(%3708) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3710 = "stablehlo.custom_call"(%arg551) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3711 = "stablehlo.custom_call"(%3710) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3712 = "stablehlo.custom_call"(%arg552) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3713 = "stablehlo.custom_call"(%3712) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %3714 = "stablehlo.custom_call"(%arg553) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3715 = "stablehlo.custom_call"(%3714) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3716 = "stablehlo.custom_call"(%arg554) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3717 = "stablehlo.custom_call"(%3716) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3718 = "stablehlo.custom_call"(%arg555) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3719 = "stablehlo.custom_call"(%3718) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3720 = "stablehlo.custom_call"(%arg556) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3721 = "stablehlo.custom_call"(%3720) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3722 = "stablehlo.custom_call"(%arg557) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3723 = "stablehlo.custom_call"(%3722) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3724 = "stablehlo.custom_call"(%arg558) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3725 = "stablehlo.custom_call"(%3724) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3726 = "stablehlo.custom_call"(%arg559) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3727 = "stablehlo.custom_call"(%3726) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3728 = "stablehlo.custom_call"(%arg560) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3729 = "stablehlo.custom_call"(%3728) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3730 = "stablehlo.custom_call"(%arg561) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3731 = "stablehlo.custom_call"(%3730) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %3732 = "stablehlo.custom_call"(%arg562) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3733 = "stablehlo.custom_call"(%3732) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3734 = "stablehlo.custom_call"(%arg563) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3735 = "stablehlo.custom_call"(%3734) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3736 = "stablehlo.custom_call"(%arg564) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3737 = "stablehlo.custom_call"(%3736) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3738 = "stablehlo.custom_call"(%arg565) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3739 = "stablehlo.custom_call"(%3738) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3740 = "stablehlo.custom_call"(%arg566) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3741 = "stablehlo.custom_call"(%3740) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3742 = "stablehlo.custom_call"(%arg567) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3743 = "stablehlo.custom_call"(%3742) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3744 = "stablehlo.custom_call"(%arg568) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3745 = "stablehlo.custom_call"(%3744) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3746 = "stablehlo.custom_call"(%arg569) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3747 = "stablehlo.custom_call"(%3746) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3748 = "stablehlo.custom_call"(%arg570) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3749 = "stablehlo.custom_call"(%3748) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %3750 = "stablehlo.custom_call"(%arg571) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3751 = "stablehlo.custom_call"(%3750) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3752 = "stablehlo.custom_call"(%arg572) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3753 = "stablehlo.custom_call"(%3752) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3754 = "stablehlo.custom_call"(%arg573) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3755 = "stablehlo.custom_call"(%3754) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3756 = "stablehlo.custom_call"(%arg574) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3757 = "stablehlo.custom_call"(%3756) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3758 = "stablehlo.custom_call"(%arg575) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3759 = "stablehlo.custom_call"(%3758) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3760 = "stablehlo.custom_call"(%arg576) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3761 = "stablehlo.custom_call"(%3760) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3762 = "stablehlo.custom_call"(%arg577) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3763 = "stablehlo.custom_call"(%3762) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3764 = "stablehlo.custom_call"(%arg578) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3765 = "stablehlo.custom_call"(%3764) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3766 = "stablehlo.custom_call"(%arg579) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3767 = "stablehlo.custom_call"(%3766) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %3768 = "stablehlo.custom_call"(%arg580) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3769 = "stablehlo.custom_call"(%3768) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3770 = "stablehlo.custom_call"(%arg581) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3771 = "stablehlo.custom_call"(%3770) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3772 = "stablehlo.custom_call"(%arg582) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3773 = "stablehlo.custom_call"(%3772) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3774 = "stablehlo.custom_call"(%arg583) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3775 = "stablehlo.custom_call"(%3774) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3776 = "stablehlo.custom_call"(%arg584) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3777 = "stablehlo.custom_call"(%3776) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3778 = "stablehlo.custom_call"(%arg585) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3779 = "stablehlo.custom_call"(%3778) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3780 = "stablehlo.custom_call"(%arg586) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3781 = "stablehlo.custom_call"(%3780) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3782 = "stablehlo.custom_call"(%arg587) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3783 = "stablehlo.custom_call"(%3782) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3784 = "stablehlo.custom_call"(%arg588) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3785 = "stablehlo.custom_call"(%3784) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %3786 = "stablehlo.custom_call"(%arg589) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3787 = "stablehlo.custom_call"(%3786) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3788 = "stablehlo.custom_call"(%arg590) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3789 = "stablehlo.custom_call"(%3788) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3790 = "stablehlo.custom_call"(%arg591) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3791 = "stablehlo.custom_call"(%3790) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3792 = "stablehlo.custom_call"(%arg592) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3793 = "stablehlo.custom_call"(%3792) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3794 = "stablehlo.custom_call"(%arg593) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3795 = "stablehlo.custom_call"(%3794) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3796 = "stablehlo.custom_call"(%arg594) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3797 = "stablehlo.custom_call"(%3796) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3798 = "stablehlo.custom_call"(%arg595) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3799 = "stablehlo.custom_call"(%3798) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3800 = "stablehlo.custom_call"(%arg596) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3801 = "stablehlo.custom_call"(%3800) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3802 = "stablehlo.custom_call"(%arg597) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3803 = "stablehlo.custom_call"(%3802) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %3804 = "stablehlo.custom_call"(%arg598) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3805 = "stablehlo.custom_call"(%3804) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3806 = "stablehlo.custom_call"(%arg599) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3807 = "stablehlo.custom_call"(%3806) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3808 = "stablehlo.custom_call"(%arg600) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3809 = "stablehlo.custom_call"(%3808) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3810 = "stablehlo.custom_call"(%arg601) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3811 = "stablehlo.custom_call"(%3810) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3812 = "stablehlo.custom_call"(%arg602) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3813 = "stablehlo.custom_call"(%3812) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3814 = "stablehlo.custom_call"(%arg603) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3815 = "stablehlo.custom_call"(%3814) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3816 = "stablehlo.custom_call"(%arg604) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3817 = "stablehlo.custom_call"(%3816) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3818 = "stablehlo.custom_call"(%arg605) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<4096xbf16>) -> tensor<4096xbf16>
    %3819 = "stablehlo.custom_call"(%3818) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3820 = "stablehlo.custom_call"(%arg606) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<14336x4096xbf16>) -> tensor<14336x4096xbf16>
    %3821 = "stablehlo.custom_call"(%3820) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %3822 = "stablehlo.custom_call"(%arg607) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3823 = "stablehlo.custom_call"(%3822) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3824 = "stablehlo.custom_call"(%arg608) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x14336xbf16>) -> tensor<4096x14336xbf16>
    %3825 = "stablehlo.custom_call"(%3824) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3826 = "stablehlo.custom_call"(%arg609) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3827 = "stablehlo.custom_call"(%3826) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3828 = "stablehlo.custom_call"(%arg610) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3829 = "stablehlo.custom_call"(%3828) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3830 = "stablehlo.custom_call"(%arg611) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3831 = "stablehlo.custom_call"(%3830) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3832 = "stablehlo.custom_call"(%arg612) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x1024xbf16>) -> tensor<4096x1024xbf16>
    %3833 = "stablehlo.custom_call"(%3832) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3834 = "stablehlo.custom_call"(%arg613) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4096x128256xbf16>) -> tensor<4096x128256xbf16>
    %3835 = "stablehlo.custom_call"(%3834) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4096x128256xbf16>) -> tensor<1024x128256xbf16>
    %3836 = "stablehlo.custom_call"(%arg614) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4x2048xi32>) -> tensor<4x2048xi32>
    %3837 = "stablehlo.custom_call"(%3836) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x2048xi32>) -> tensor<1x2048xi32>
    %3838 = "stablehlo.custom_call"(%arg615) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4x2048xi32>) -> tensor<4x2048xi32>
    %3839 = "stablehlo.custom_call"(%3838) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x2048xi32>) -> tensor<1x2048xi32>
    %3840:76 = "func.call"(%3687, %3689, %3691, %3693, %3695, %3697, %3699, %3701, %3703, %3705, %3707, %3709, %3711, %3713, %3715, %3717, %3719, %3721, %3723, %3725, %3727, %3729, %3731, %3733, %3735, %3737, %3739, %3741, %3743, %3745, %3747, %3749, %3751, %3753, %3755, %3757, %3759, %3761, %3763, %3765, %3767, %3769, %3771, %3773, %3775, %3777, %3779, %3781, %3783, %3785, %3787, %3789, %3791, %3793, %3795, %3797, %3799, %3801, %3803, %3805, %3807, %3809, %3811, %3813, %3815, %3817, %3819, %3821, %3823, %3825, %3827, %3829, %3831, %3833, %3835, %3837, %3839) <{callee = @shmap_body}> : (tensor<32064x4096xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024x128256xbf16>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> (tensor<f32>, tensor<32064x4096xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024x128256xbf16>)
    %3841 = "stablehlo.custom_call"(%3840#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %3842 = "stablehlo.custom_call"(%3841) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %3843 = "stablehlo.custom_call"(%3840#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32064x4096xbf16>) -> tensor<32064x4096xbf16>
    %3844 = "stablehlo.custom_call"(%3843) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<32064x4096xbf16>) -> tensor<128256x4096xbf16>
    %3845 = "stablehlo.custom_call"(%3840#2) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3846 = "stablehlo.custom_call"(%3845) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3847 = "stablehlo.custom_call"(%3840#3) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3848 = "stablehlo.custom_call"(%3847) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3849 = "stablehlo.custom_call"(%3840#4) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3850 = "stablehlo.custom_call"(%3849) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3851 = "stablehlo.custom_call"(%3840#5) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3852 = "stablehlo.custom_call"(%3851) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %3853 = "stablehlo.custom_call"(%3840#6) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3854 = "stablehlo.custom_call"(%3853) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3855 = "stablehlo.custom_call"(%3840#7) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3856 = "stablehlo.custom_call"(%3855) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3857 = "stablehlo.custom_call"(%3840#8) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3858 = "stablehlo.custom_call"(%3857) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3859 = "stablehlo.custom_call"(%3840#9) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3860 = "stablehlo.custom_call"(%3859) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3861 = "stablehlo.custom_call"(%3840#10) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3862 = "stablehlo.custom_call"(%3861) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3863 = "stablehlo.custom_call"(%3840#11) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3864 = "stablehlo.custom_call"(%3863) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3865 = "stablehlo.custom_call"(%3840#12) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3866 = "stablehlo.custom_call"(%3865) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3867 = "stablehlo.custom_call"(%3840#13) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3868 = "stablehlo.custom_call"(%3867) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3869 = "stablehlo.custom_call"(%3840#14) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3870 = "stablehlo.custom_call"(%3869) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %3871 = "stablehlo.custom_call"(%3840#15) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3872 = "stablehlo.custom_call"(%3871) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3873 = "stablehlo.custom_call"(%3840#16) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3874 = "stablehlo.custom_call"(%3873) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3875 = "stablehlo.custom_call"(%3840#17) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3876 = "stablehlo.custom_call"(%3875) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3877 = "stablehlo.custom_call"(%3840#18) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3878 = "stablehlo.custom_call"(%3877) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3879 = "stablehlo.custom_call"(%3840#19) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3880 = "stablehlo.custom_call"(%3879) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3881 = "stablehlo.custom_call"(%3840#20) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3882 = "stablehlo.custom_call"(%3881) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3883 = "stablehlo.custom_call"(%3840#21) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3884 = "stablehlo.custom_call"(%3883) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3885 = "stablehlo.custom_call"(%3840#22) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3886 = "stablehlo.custom_call"(%3885) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3887 = "stablehlo.custom_call"(%3840#23) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3888 = "stablehlo.custom_call"(%3887) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %3889 = "stablehlo.custom_call"(%3840#24) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3890 = "stablehlo.custom_call"(%3889) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3891 = "stablehlo.custom_call"(%3840#25) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3892 = "stablehlo.custom_call"(%3891) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3893 = "stablehlo.custom_call"(%3840#26) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3894 = "stablehlo.custom_call"(%3893) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3895 = "stablehlo.custom_call"(%3840#27) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3896 = "stablehlo.custom_call"(%3895) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3897 = "stablehlo.custom_call"(%3840#28) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3898 = "stablehlo.custom_call"(%3897) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3899 = "stablehlo.custom_call"(%3840#29) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3900 = "stablehlo.custom_call"(%3899) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3901 = "stablehlo.custom_call"(%3840#30) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3902 = "stablehlo.custom_call"(%3901) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3903 = "stablehlo.custom_call"(%3840#31) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3904 = "stablehlo.custom_call"(%3903) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3905 = "stablehlo.custom_call"(%3840#32) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3906 = "stablehlo.custom_call"(%3905) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %3907 = "stablehlo.custom_call"(%3840#33) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3908 = "stablehlo.custom_call"(%3907) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3909 = "stablehlo.custom_call"(%3840#34) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3910 = "stablehlo.custom_call"(%3909) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3911 = "stablehlo.custom_call"(%3840#35) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3912 = "stablehlo.custom_call"(%3911) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3913 = "stablehlo.custom_call"(%3840#36) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3914 = "stablehlo.custom_call"(%3913) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3915 = "stablehlo.custom_call"(%3840#37) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3916 = "stablehlo.custom_call"(%3915) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3917 = "stablehlo.custom_call"(%3840#38) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3918 = "stablehlo.custom_call"(%3917) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3919 = "stablehlo.custom_call"(%3840#39) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3920 = "stablehlo.custom_call"(%3919) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3921 = "stablehlo.custom_call"(%3840#40) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3922 = "stablehlo.custom_call"(%3921) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3923 = "stablehlo.custom_call"(%3840#41) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3924 = "stablehlo.custom_call"(%3923) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %3925 = "stablehlo.custom_call"(%3840#42) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3926 = "stablehlo.custom_call"(%3925) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3927 = "stablehlo.custom_call"(%3840#43) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3928 = "stablehlo.custom_call"(%3927) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3929 = "stablehlo.custom_call"(%3840#44) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3930 = "stablehlo.custom_call"(%3929) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3931 = "stablehlo.custom_call"(%3840#45) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3932 = "stablehlo.custom_call"(%3931) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3933 = "stablehlo.custom_call"(%3840#46) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3934 = "stablehlo.custom_call"(%3933) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3935 = "stablehlo.custom_call"(%3840#47) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3936 = "stablehlo.custom_call"(%3935) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3937 = "stablehlo.custom_call"(%3840#48) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3938 = "stablehlo.custom_call"(%3937) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3939 = "stablehlo.custom_call"(%3840#49) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3940 = "stablehlo.custom_call"(%3939) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3941 = "stablehlo.custom_call"(%3840#50) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3942 = "stablehlo.custom_call"(%3941) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %3943 = "stablehlo.custom_call"(%3840#51) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3944 = "stablehlo.custom_call"(%3943) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3945 = "stablehlo.custom_call"(%3840#52) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3946 = "stablehlo.custom_call"(%3945) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3947 = "stablehlo.custom_call"(%3840#53) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3948 = "stablehlo.custom_call"(%3947) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3949 = "stablehlo.custom_call"(%3840#54) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3950 = "stablehlo.custom_call"(%3949) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3951 = "stablehlo.custom_call"(%3840#55) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3952 = "stablehlo.custom_call"(%3951) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3953 = "stablehlo.custom_call"(%3840#56) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3954 = "stablehlo.custom_call"(%3953) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3955 = "stablehlo.custom_call"(%3840#57) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3956 = "stablehlo.custom_call"(%3955) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3957 = "stablehlo.custom_call"(%3840#58) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3958 = "stablehlo.custom_call"(%3957) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3959 = "stablehlo.custom_call"(%3840#59) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3960 = "stablehlo.custom_call"(%3959) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %3961 = "stablehlo.custom_call"(%3840#60) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3962 = "stablehlo.custom_call"(%3961) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3963 = "stablehlo.custom_call"(%3840#61) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3964 = "stablehlo.custom_call"(%3963) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3965 = "stablehlo.custom_call"(%3840#62) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3966 = "stablehlo.custom_call"(%3965) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3967 = "stablehlo.custom_call"(%3840#63) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3968 = "stablehlo.custom_call"(%3967) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3969 = "stablehlo.custom_call"(%3840#64) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3970 = "stablehlo.custom_call"(%3969) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3971 = "stablehlo.custom_call"(%3840#65) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3972 = "stablehlo.custom_call"(%3971) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3973 = "stablehlo.custom_call"(%3840#66) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3974 = "stablehlo.custom_call"(%3973) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3975 = "stablehlo.custom_call"(%3840#67) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024xbf16>) -> tensor<1024xbf16>
    %3976 = "stablehlo.custom_call"(%3975) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %3977 = "stablehlo.custom_call"(%3840#68) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3978 = "stablehlo.custom_call"(%3977) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %3979 = "stablehlo.custom_call"(%3840#69) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3980 = "stablehlo.custom_call"(%3979) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3981 = "stablehlo.custom_call"(%3840#70) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3982 = "stablehlo.custom_call"(%3981) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3983 = "stablehlo.custom_call"(%3840#71) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3984 = "stablehlo.custom_call"(%3983) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3985 = "stablehlo.custom_call"(%3840#72) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3986 = "stablehlo.custom_call"(%3985) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3987 = "stablehlo.custom_call"(%3840#73) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3988 = "stablehlo.custom_call"(%3987) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3989 = "stablehlo.custom_call"(%3840#74) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3990 = "stablehlo.custom_call"(%3989) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3991 = "stablehlo.custom_call"(%3840#75) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1024x128256xbf16>) -> tensor<1024x128256xbf16>
    %3992 = "stablehlo.custom_call"(%3991) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<1024x128256xbf16>) -> tensor<4096x128256xbf16>
    "func.return"(%3842, %3844, %3846, %3848, %3850, %3852, %3854, %3856, %3858, %3860, %3862, %3864, %3866, %3868, %3870, %3872, %3874, %3876, %3878, %3880, %3882, %3884, %3886, %3888, %3890, %3892, %3894, %3896, %3898, %3900, %3902, %3904, %3906, %3908, %3910, %3912, %3914, %3916, %3918, %3920, %3922, %3924, %3926, %3928, %3930, %3932, %3934, %3936, %3938, %3940, %3942, %3944, %3946, %3948, %3950, %3952, %3954, %3956, %3958, %3960, %3962, %3964, %3966, %3968, %3970, %3972, %3974, %3976, %3978, %3980, %3982, %3984, %3986, %3988, %3990, %3992) : (tensor<f32>, tensor<128256x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<14336x4096xbf16>, tensor<4096x14336xbf16>, tensor<4096x14336xbf16>, tensor<4096x1024xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x1024xbf16>, tensor<4096x128256xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32064x4096xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024x128256xbf16>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> (tensor<f32>, tensor<32064x4096xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024x128256xbf16>), res_attrs = [{jax.result_info = "[]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<32064x4096xbf16>, %arg43: tensor<1024xbf16>, %arg44: tensor<1024xbf16>, %arg45: tensor<1024xbf16>, %arg46: tensor<3584x4096xbf16>, %arg47: tensor<1024x14336xbf16>, %arg48: tensor<1024x14336xbf16>, %arg49: tensor<1024x1024xbf16>, %arg50: tensor<1024x4096xbf16>, %arg51: tensor<1024x4096xbf16>, %arg52: tensor<1024x1024xbf16>, %arg53: tensor<1024xbf16>, %arg54: tensor<1024xbf16>, %arg55: tensor<3584x4096xbf16>, %arg56: tensor<1024x14336xbf16>, %arg57: tensor<1024x14336xbf16>, %arg58: tensor<1024x1024xbf16>, %arg59: tensor<1024x4096xbf16>, %arg60: tensor<1024x4096xbf16>, %arg61: tensor<1024x1024xbf16>, %arg62: tensor<1024xbf16>, %arg63: tensor<1024xbf16>, %arg64: tensor<3584x4096xbf16>, %arg65: tensor<1024x14336xbf16>, %arg66: tensor<1024x14336xbf16>, %arg67: tensor<1024x1024xbf16>, %arg68: tensor<1024x4096xbf16>, %arg69: tensor<1024x4096xbf16>, %arg70: tensor<1024x1024xbf16>, %arg71: tensor<1024xbf16>, %arg72: tensor<1024xbf16>, %arg73: tensor<3584x4096xbf16>, %arg74: tensor<1024x14336xbf16>, %arg75: tensor<1024x14336xbf16>, %arg76: tensor<1024x1024xbf16>, %arg77: tensor<1024x4096xbf16>, %arg78: tensor<1024x4096xbf16>, %arg79: tensor<1024x1024xbf16>, %arg80: tensor<1024xbf16>, %arg81: tensor<1024xbf16>, %arg82: tensor<3584x4096xbf16>, %arg83: tensor<1024x14336xbf16>, %arg84: tensor<1024x14336xbf16>, %arg85: tensor<1024x1024xbf16>, %arg86: tensor<1024x4096xbf16>, %arg87: tensor<1024x4096xbf16>, %arg88: tensor<1024x1024xbf16>, %arg89: tensor<1024xbf16>, %arg90: tensor<1024xbf16>, %arg91: tensor<3584x4096xbf16>, %arg92: tensor<1024x14336xbf16>, %arg93: tensor<1024x14336xbf16>, %arg94: tensor<1024x1024xbf16>, %arg95: tensor<1024x4096xbf16>, %arg96: tensor<1024x4096xbf16>, %arg97: tensor<1024x1024xbf16>, %arg98: tensor<1024xbf16>, %arg99: tensor<1024xbf16>, %arg100: tensor<3584x4096xbf16>, %arg101: tensor<1024x14336xbf16>, %arg102: tensor<1024x14336xbf16>, %arg103: tensor<1024x1024xbf16>, %arg104: tensor<1024x4096xbf16>, %arg105: tensor<1024x4096xbf16>, %arg106: tensor<1024x1024xbf16>, %arg107: tensor<1024xbf16>, %arg108: tensor<1024xbf16>, %arg109: tensor<3584x4096xbf16>, %arg110: tensor<1024x14336xbf16>, %arg111: tensor<1024x14336xbf16>, %arg112: tensor<1024x1024xbf16>, %arg113: tensor<1024x4096xbf16>, %arg114: tensor<1024x4096xbf16>, %arg115: tensor<1024x1024xbf16>, %arg116: tensor<1024x128256xbf16>, %arg117: tensor<1x2048xi32>, %arg118: tensor<1x2048xi32>):
    %119 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2048xi32>
    %120 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2048x2048xi1>
    %122 = "func.call"(%121) <{callee = @tril}> : (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    %123 = "stablehlo.all_gather"(%arg42) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<32064x4096xbf16>) -> tensor<128256x4096xbf16>
    %124:2 = "func.call"(%123, %arg117) <{callee = @_take}> : (tensor<128256x4096xbf16>, tensor<1x2048xi32>) -> (tensor<1x2048x4096xbf16>, tensor<1x2048x1xi32>)
    %125 = "stablehlo.all_gather"(%arg44) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %126 = "stablehlo.all_gather"(%arg45) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %127 = "stablehlo.all_gather"(%arg46) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %128 = "stablehlo.all_gather"(%arg47) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %129 = "stablehlo.all_gather"(%arg48) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %130 = "stablehlo.all_gather"(%arg49) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %131 = "stablehlo.all_gather"(%arg50) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %132 = "stablehlo.all_gather"(%arg51) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %133 = "stablehlo.all_gather"(%arg52) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %134 = "stablehlo.convert"(%124#0) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %135 = "stablehlo.reduce_precision"(%134) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %136 = "stablehlo.multiply"(%135, %135) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %137 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.reduce"(%136, %137) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg537: tensor<f32>, %arg538: tensor<f32>):
      %3685 = "stablehlo.add"(%arg537, %arg538) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3685) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %140 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.reduce_precision"(%140) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %143 = "stablehlo.divide"(%139, %142) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %144 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %146 = "stablehlo.add"(%143, %145) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %147 = "stablehlo.rsqrt"(%146) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %148 = "stablehlo.reduce_precision"(%147) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %149 = "stablehlo.divide"(%148, %146) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %150 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %152 = "stablehlo.multiply"(%151, %149) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %153 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %154 = "stablehlo.multiply"(%135, %153) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %155 = "stablehlo.convert"(%154) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %156 = "stablehlo.reduce_precision"(%155) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %157 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %158 = "stablehlo.reduce_precision"(%157) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %160 = "stablehlo.multiply"(%156, %159) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %161 = "stablehlo.reduce_precision"(%160) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %162 = "stablehlo.dot_general"(%161, %132) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %163 = "stablehlo.reshape"(%162) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %164 = "stablehlo.dot_general"(%161, %130) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %165 = "stablehlo.reshape"(%164) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %166 = "stablehlo.dot_general"(%161, %133) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %167 = "stablehlo.reshape"(%166) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %168 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %169 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %171 = "stablehlo.multiply"(%170, %168) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %172 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %174 = "stablehlo.add"(%173, %171) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %175 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %177 = "stablehlo.divide"(%174, %176) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %178 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %180 = "stablehlo.power"(%179, %177) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %181 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %183 = "stablehlo.divide"(%182, %180) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %184 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %186 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %187 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %188 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %189 = "stablehlo.multiply"(%187, %188) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %190 = "stablehlo.concatenate"(%189, %189) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %191 = "stablehlo.cosine"(%190) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %193 = "stablehlo.sine"(%190) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %195 = "stablehlo.slice"(%163) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %196 = "stablehlo.slice"(%163) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %197 = "stablehlo.negate"(%196) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %198 = "stablehlo.concatenate"(%197, %195) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %199 = "stablehlo.convert"(%163) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %200 = "stablehlo.reduce_precision"(%192) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %202 = "stablehlo.multiply"(%199, %201) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %203 = "stablehlo.convert"(%198) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %204 = "stablehlo.reduce_precision"(%194) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %206 = "stablehlo.multiply"(%203, %205) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %207 = "stablehlo.add"(%202, %206) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %208 = "stablehlo.convert"(%207) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %209 = "stablehlo.reduce_precision"(%208) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %210 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %211 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %213 = "stablehlo.multiply"(%212, %210) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %214 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %216 = "stablehlo.add"(%215, %213) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %217 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %219 = "stablehlo.divide"(%216, %218) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %220 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %222 = "stablehlo.power"(%221, %219) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %223 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %225 = "stablehlo.divide"(%224, %222) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %226 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %228 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %229 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %230 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %231 = "stablehlo.multiply"(%229, %230) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %232 = "stablehlo.concatenate"(%231, %231) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %233 = "stablehlo.cosine"(%232) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %235 = "stablehlo.sine"(%232) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %237 = "stablehlo.slice"(%165) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %238 = "stablehlo.slice"(%165) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %239 = "stablehlo.negate"(%238) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %240 = "stablehlo.concatenate"(%239, %237) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
    %241 = "stablehlo.convert"(%165) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %242 = "stablehlo.reduce_precision"(%234) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %244 = "stablehlo.multiply"(%241, %243) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %245 = "stablehlo.convert"(%240) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %246 = "stablehlo.reduce_precision"(%236) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %248 = "stablehlo.multiply"(%245, %247) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %249 = "stablehlo.add"(%244, %248) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %250 = "stablehlo.convert"(%249) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %252 = "stablehlo.reshape"(%251) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %253 = "stablehlo.reduce_precision"(%252) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %254 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %255 = "stablehlo.reshape"(%254) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %256 = "stablehlo.reduce_precision"(%255) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %257 = "stablehlo.dot_general"(%209, %253) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %258 = "stablehlo.convert"(%257) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %259 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.sqrt"(%259) : (tensor<f32>) -> tensor<f32>
    %261 = "stablehlo.convert"(%260) : (tensor<f32>) -> tensor<f32>
    %262 = "stablehlo.reduce_precision"(%261) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %264 = "stablehlo.divide"(%258, %263) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %265 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %266 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %267:2 = "func.call"(%265, %264, %266) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
    %268 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.reduce"(%267#0, %268) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg535: tensor<f32>, %arg536: tensor<f32>):
      %3684 = "stablehlo.maximum"(%arg535, %arg536) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3684) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %270 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %272 = "stablehlo.maximum"(%271, %269) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %275 = "stablehlo.subtract"(%267#0, %274) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %276 = "stablehlo.exponential"(%275) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %277 = "stablehlo.reduce_precision"(%276) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %278 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.reduce"(%277, %278) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg533: tensor<f32>, %arg534: tensor<f32>):
      %3683 = "stablehlo.add"(%arg533, %arg534) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3683) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %281 = "stablehlo.reduce_precision"(%280) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %283 = "stablehlo.divide"(%277, %282) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %284 = "stablehlo.multiply"(%281, %281) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %285 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
    %287 = "stablehlo.divide"(%286, %284) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %288 = "stablehlo.convert"(%283) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %289 = "stablehlo.reduce_precision"(%288) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
    %290 = "stablehlo.dot_general"(%256, %289) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %291 = "stablehlo.transpose"(%290) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %292 = "stablehlo.reshape"(%291) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %293 = "stablehlo.reduce_precision"(%292) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %294 = "stablehlo.dot_general"(%293, %131) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %295 = "stablehlo.add"(%124#0, %294) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %296 = "stablehlo.convert"(%295) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %297 = "stablehlo.reduce_precision"(%296) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %298 = "stablehlo.multiply"(%297, %297) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %299 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %300 = "stablehlo.reduce"(%298, %299) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg531: tensor<f32>, %arg532: tensor<f32>):
      %3682 = "stablehlo.add"(%arg531, %arg532) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3682) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %302 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %303 = "stablehlo.reduce_precision"(%302) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %305 = "stablehlo.divide"(%301, %304) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %306 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %308 = "stablehlo.add"(%305, %307) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %309 = "stablehlo.rsqrt"(%308) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %310 = "stablehlo.reduce_precision"(%309) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %311 = "stablehlo.divide"(%310, %308) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %312 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %314 = "stablehlo.multiply"(%313, %311) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %315 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %316 = "stablehlo.multiply"(%297, %315) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %317 = "stablehlo.convert"(%316) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %318 = "stablehlo.reduce_precision"(%317) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %319 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %320 = "stablehlo.reduce_precision"(%319) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %322 = "stablehlo.multiply"(%318, %321) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %323 = "stablehlo.reduce_precision"(%322) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %324 = "stablehlo.dot_general"(%323, %128) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %325 = "stablehlo.reduce_precision"(%324) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %326:3 = "func.call"(%325) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
    %327 = "stablehlo.reduce_precision"(%326#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %328 = "stablehlo.dot_general"(%323, %129) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %329 = "stablehlo.reduce_precision"(%328) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %330 = "stablehlo.multiply"(%327, %329) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %331 = "stablehlo.reduce_precision"(%330) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %332 = "stablehlo.dot_general"(%331, %127) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %333 = "stablehlo.add"(%295, %332) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %334 = "stablehlo.all_gather"(%arg53) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %335 = "stablehlo.all_gather"(%arg54) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %336 = "stablehlo.all_gather"(%arg55) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %337 = "stablehlo.all_gather"(%arg56) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %338 = "stablehlo.all_gather"(%arg57) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %339 = "stablehlo.all_gather"(%arg58) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %340 = "stablehlo.all_gather"(%arg59) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %341 = "stablehlo.all_gather"(%arg60) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %342 = "stablehlo.all_gather"(%arg61) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %343 = "stablehlo.convert"(%333) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %344 = "stablehlo.reduce_precision"(%343) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %345 = "stablehlo.multiply"(%344, %344) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %346 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %347 = "stablehlo.reduce"(%345, %346) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg529: tensor<f32>, %arg530: tensor<f32>):
      %3681 = "stablehlo.add"(%arg529, %arg530) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3681) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %349 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.reduce_precision"(%349) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %352 = "stablehlo.divide"(%348, %351) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %353 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %355 = "stablehlo.add"(%352, %354) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %356 = "stablehlo.rsqrt"(%355) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %357 = "stablehlo.reduce_precision"(%356) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %358 = "stablehlo.divide"(%357, %355) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %359 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %360 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %361 = "stablehlo.multiply"(%360, %358) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %362 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %363 = "stablehlo.multiply"(%344, %362) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %364 = "stablehlo.convert"(%363) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %365 = "stablehlo.reduce_precision"(%364) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %366 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %367 = "stablehlo.reduce_precision"(%366) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %369 = "stablehlo.multiply"(%365, %368) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %370 = "stablehlo.reduce_precision"(%369) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %371 = "stablehlo.dot_general"(%370, %341) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %372 = "stablehlo.reshape"(%371) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %373 = "stablehlo.dot_general"(%370, %339) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %374 = "stablehlo.reshape"(%373) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %375 = "stablehlo.dot_general"(%370, %342) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %376 = "stablehlo.reshape"(%375) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %377 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %378 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %380 = "stablehlo.multiply"(%379, %377) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %381 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %382 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %383 = "stablehlo.add"(%382, %380) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %384 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %386 = "stablehlo.divide"(%383, %385) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %387 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %389 = "stablehlo.power"(%388, %386) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %390 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %392 = "stablehlo.divide"(%391, %389) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %393 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %395 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %396 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %397 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %398 = "stablehlo.multiply"(%396, %397) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %399 = "stablehlo.concatenate"(%398, %398) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %400 = "stablehlo.cosine"(%399) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %402 = "stablehlo.sine"(%399) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %404 = "stablehlo.slice"(%372) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %405 = "stablehlo.slice"(%372) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %406 = "stablehlo.negate"(%405) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %407 = "stablehlo.concatenate"(%406, %404) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %408 = "stablehlo.convert"(%372) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %409 = "stablehlo.reduce_precision"(%401) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %411 = "stablehlo.multiply"(%408, %410) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %412 = "stablehlo.convert"(%407) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %413 = "stablehlo.reduce_precision"(%403) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %415 = "stablehlo.multiply"(%412, %414) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %416 = "stablehlo.add"(%411, %415) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %417 = "stablehlo.convert"(%416) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %418 = "stablehlo.reduce_precision"(%417) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %419 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %420 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %422 = "stablehlo.multiply"(%421, %419) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %423 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %425 = "stablehlo.add"(%424, %422) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %426 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %428 = "stablehlo.divide"(%425, %427) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %429 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %431 = "stablehlo.power"(%430, %428) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %432 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %434 = "stablehlo.divide"(%433, %431) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %435 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %437 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %438 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %439 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %440 = "stablehlo.multiply"(%438, %439) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %441 = "stablehlo.concatenate"(%440, %440) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %442 = "stablehlo.cosine"(%441) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %444 = "stablehlo.sine"(%441) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %446 = "stablehlo.slice"(%374) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %447 = "stablehlo.slice"(%374) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %448 = "stablehlo.negate"(%447) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %449 = "stablehlo.concatenate"(%448, %446) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
    %450 = "stablehlo.convert"(%374) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %451 = "stablehlo.reduce_precision"(%443) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %453 = "stablehlo.multiply"(%450, %452) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %454 = "stablehlo.convert"(%449) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %455 = "stablehlo.reduce_precision"(%445) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %457 = "stablehlo.multiply"(%454, %456) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %458 = "stablehlo.add"(%453, %457) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %459 = "stablehlo.convert"(%458) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %461 = "stablehlo.reshape"(%460) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %462 = "stablehlo.reduce_precision"(%461) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %463 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %464 = "stablehlo.reshape"(%463) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %465 = "stablehlo.reduce_precision"(%464) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %466 = "stablehlo.dot_general"(%418, %462) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %467 = "stablehlo.convert"(%466) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %468 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %469 = "stablehlo.sqrt"(%468) : (tensor<f32>) -> tensor<f32>
    %470 = "stablehlo.convert"(%469) : (tensor<f32>) -> tensor<f32>
    %471 = "stablehlo.reduce_precision"(%470) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %473 = "stablehlo.divide"(%467, %472) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %474 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %475 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %476:2 = "func.call"(%474, %473, %475) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
    %477 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %478 = "stablehlo.reduce"(%476#0, %477) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg527: tensor<f32>, %arg528: tensor<f32>):
      %3680 = "stablehlo.maximum"(%arg527, %arg528) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3680) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %479 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %480 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %481 = "stablehlo.maximum"(%480, %478) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %484 = "stablehlo.subtract"(%476#0, %483) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %485 = "stablehlo.exponential"(%484) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %486 = "stablehlo.reduce_precision"(%485) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %487 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %488 = "stablehlo.reduce"(%486, %487) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg525: tensor<f32>, %arg526: tensor<f32>):
      %3679 = "stablehlo.add"(%arg525, %arg526) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3679) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %489 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %490 = "stablehlo.reduce_precision"(%489) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %492 = "stablehlo.divide"(%486, %491) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %493 = "stablehlo.multiply"(%490, %490) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %494 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
    %496 = "stablehlo.divide"(%495, %493) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %497 = "stablehlo.convert"(%492) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %498 = "stablehlo.reduce_precision"(%497) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
    %499 = "stablehlo.dot_general"(%465, %498) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %500 = "stablehlo.transpose"(%499) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %501 = "stablehlo.reshape"(%500) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %502 = "stablehlo.reduce_precision"(%501) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %503 = "stablehlo.dot_general"(%502, %340) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %504 = "stablehlo.add"(%333, %503) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %505 = "stablehlo.convert"(%504) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %506 = "stablehlo.reduce_precision"(%505) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %507 = "stablehlo.multiply"(%506, %506) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %508 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %509 = "stablehlo.reduce"(%507, %508) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg523: tensor<f32>, %arg524: tensor<f32>):
      %3678 = "stablehlo.add"(%arg523, %arg524) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3678) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %511 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %512 = "stablehlo.reduce_precision"(%511) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %514 = "stablehlo.divide"(%510, %513) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %515 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %516 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %517 = "stablehlo.add"(%514, %516) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %518 = "stablehlo.rsqrt"(%517) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %519 = "stablehlo.reduce_precision"(%518) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %520 = "stablehlo.divide"(%519, %517) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %521 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %522 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %523 = "stablehlo.multiply"(%522, %520) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %524 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %525 = "stablehlo.multiply"(%506, %524) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %526 = "stablehlo.convert"(%525) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %527 = "stablehlo.reduce_precision"(%526) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %528 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %529 = "stablehlo.reduce_precision"(%528) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %530 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %531 = "stablehlo.multiply"(%527, %530) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %532 = "stablehlo.reduce_precision"(%531) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %533 = "stablehlo.dot_general"(%532, %337) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %534 = "stablehlo.reduce_precision"(%533) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %535:3 = "func.call"(%534) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
    %536 = "stablehlo.reduce_precision"(%535#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %537 = "stablehlo.dot_general"(%532, %338) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %538 = "stablehlo.reduce_precision"(%537) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %539 = "stablehlo.multiply"(%536, %538) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %540 = "stablehlo.reduce_precision"(%539) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %541 = "stablehlo.dot_general"(%540, %336) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %542 = "stablehlo.add"(%504, %541) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %543 = "stablehlo.all_gather"(%arg62) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %544 = "stablehlo.all_gather"(%arg63) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %545 = "stablehlo.all_gather"(%arg64) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %546 = "stablehlo.all_gather"(%arg65) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %547 = "stablehlo.all_gather"(%arg66) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %548 = "stablehlo.all_gather"(%arg67) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %549 = "stablehlo.all_gather"(%arg68) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %550 = "stablehlo.all_gather"(%arg69) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %551 = "stablehlo.all_gather"(%arg70) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %552 = "stablehlo.convert"(%542) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %553 = "stablehlo.reduce_precision"(%552) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %554 = "stablehlo.multiply"(%553, %553) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %555 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %556 = "stablehlo.reduce"(%554, %555) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg521: tensor<f32>, %arg522: tensor<f32>):
      %3677 = "stablehlo.add"(%arg521, %arg522) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3677) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %558 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %559 = "stablehlo.reduce_precision"(%558) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %561 = "stablehlo.divide"(%557, %560) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %562 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %563 = "stablehlo.broadcast_in_dim"(%562) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %564 = "stablehlo.add"(%561, %563) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %565 = "stablehlo.rsqrt"(%564) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %566 = "stablehlo.reduce_precision"(%565) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %567 = "stablehlo.divide"(%566, %564) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %568 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %569 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %570 = "stablehlo.multiply"(%569, %567) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %571 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %572 = "stablehlo.multiply"(%553, %571) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %573 = "stablehlo.convert"(%572) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %574 = "stablehlo.reduce_precision"(%573) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %575 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %576 = "stablehlo.reduce_precision"(%575) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %577 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %578 = "stablehlo.multiply"(%574, %577) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %579 = "stablehlo.reduce_precision"(%578) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %580 = "stablehlo.dot_general"(%579, %550) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %581 = "stablehlo.reshape"(%580) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %582 = "stablehlo.dot_general"(%579, %548) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %583 = "stablehlo.reshape"(%582) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %584 = "stablehlo.dot_general"(%579, %551) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %585 = "stablehlo.reshape"(%584) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %586 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %587 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %589 = "stablehlo.multiply"(%588, %586) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %590 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %592 = "stablehlo.add"(%591, %589) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %593 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %594 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %595 = "stablehlo.divide"(%592, %594) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %596 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %597 = "stablehlo.broadcast_in_dim"(%596) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %598 = "stablehlo.power"(%597, %595) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %599 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %600 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %601 = "stablehlo.divide"(%600, %598) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %602 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %603 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %604 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %605 = "stablehlo.broadcast_in_dim"(%603) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %606 = "stablehlo.broadcast_in_dim"(%604) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %607 = "stablehlo.multiply"(%605, %606) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %608 = "stablehlo.concatenate"(%607, %607) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %609 = "stablehlo.cosine"(%608) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %610 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %611 = "stablehlo.sine"(%608) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %612 = "stablehlo.broadcast_in_dim"(%611) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %613 = "stablehlo.slice"(%581) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %614 = "stablehlo.slice"(%581) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %615 = "stablehlo.negate"(%614) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %616 = "stablehlo.concatenate"(%615, %613) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %617 = "stablehlo.convert"(%581) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %618 = "stablehlo.reduce_precision"(%610) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %619 = "stablehlo.broadcast_in_dim"(%618) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %620 = "stablehlo.multiply"(%617, %619) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %621 = "stablehlo.convert"(%616) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %622 = "stablehlo.reduce_precision"(%612) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %623 = "stablehlo.broadcast_in_dim"(%622) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %624 = "stablehlo.multiply"(%621, %623) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %625 = "stablehlo.add"(%620, %624) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %626 = "stablehlo.convert"(%625) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %627 = "stablehlo.reduce_precision"(%626) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %628 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %629 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %630 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %631 = "stablehlo.multiply"(%630, %628) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %632 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %633 = "stablehlo.broadcast_in_dim"(%632) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %634 = "stablehlo.add"(%633, %631) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %635 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %636 = "stablehlo.broadcast_in_dim"(%635) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %637 = "stablehlo.divide"(%634, %636) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %638 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %639 = "stablehlo.broadcast_in_dim"(%638) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %640 = "stablehlo.power"(%639, %637) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %641 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %642 = "stablehlo.broadcast_in_dim"(%641) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %643 = "stablehlo.divide"(%642, %640) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %644 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %646 = "stablehlo.broadcast_in_dim"(%643) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %647 = "stablehlo.broadcast_in_dim"(%645) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %648 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %649 = "stablehlo.multiply"(%647, %648) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %650 = "stablehlo.concatenate"(%649, %649) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %651 = "stablehlo.cosine"(%650) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %652 = "stablehlo.broadcast_in_dim"(%651) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %653 = "stablehlo.sine"(%650) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %654 = "stablehlo.broadcast_in_dim"(%653) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %655 = "stablehlo.slice"(%583) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %656 = "stablehlo.slice"(%583) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %657 = "stablehlo.negate"(%656) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %658 = "stablehlo.concatenate"(%657, %655) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
    %659 = "stablehlo.convert"(%583) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %660 = "stablehlo.reduce_precision"(%652) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %662 = "stablehlo.multiply"(%659, %661) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %663 = "stablehlo.convert"(%658) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %664 = "stablehlo.reduce_precision"(%654) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %665 = "stablehlo.broadcast_in_dim"(%664) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %666 = "stablehlo.multiply"(%663, %665) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %667 = "stablehlo.add"(%662, %666) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %668 = "stablehlo.convert"(%667) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %670 = "stablehlo.reshape"(%669) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %671 = "stablehlo.reduce_precision"(%670) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %672 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %673 = "stablehlo.reshape"(%672) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %674 = "stablehlo.reduce_precision"(%673) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %675 = "stablehlo.dot_general"(%627, %671) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %676 = "stablehlo.convert"(%675) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %677 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %678 = "stablehlo.sqrt"(%677) : (tensor<f32>) -> tensor<f32>
    %679 = "stablehlo.convert"(%678) : (tensor<f32>) -> tensor<f32>
    %680 = "stablehlo.reduce_precision"(%679) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %681 = "stablehlo.broadcast_in_dim"(%680) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %682 = "stablehlo.divide"(%676, %681) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %683 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %684 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %685:2 = "func.call"(%683, %682, %684) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
    %686 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %687 = "stablehlo.reduce"(%685#0, %686) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg519: tensor<f32>, %arg520: tensor<f32>):
      %3676 = "stablehlo.maximum"(%arg519, %arg520) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3676) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %688 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %689 = "stablehlo.broadcast_in_dim"(%688) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %690 = "stablehlo.maximum"(%689, %687) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %692 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %693 = "stablehlo.subtract"(%685#0, %692) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %694 = "stablehlo.exponential"(%693) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %695 = "stablehlo.reduce_precision"(%694) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %696 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %697 = "stablehlo.reduce"(%695, %696) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg517: tensor<f32>, %arg518: tensor<f32>):
      %3675 = "stablehlo.add"(%arg517, %arg518) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3675) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %698 = "stablehlo.broadcast_in_dim"(%697) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %699 = "stablehlo.reduce_precision"(%698) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %700 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %701 = "stablehlo.divide"(%695, %700) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %702 = "stablehlo.multiply"(%699, %699) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %703 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %704 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
    %705 = "stablehlo.divide"(%704, %702) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %706 = "stablehlo.convert"(%701) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %707 = "stablehlo.reduce_precision"(%706) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
    %708 = "stablehlo.dot_general"(%674, %707) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %709 = "stablehlo.transpose"(%708) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %710 = "stablehlo.reshape"(%709) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %711 = "stablehlo.reduce_precision"(%710) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %712 = "stablehlo.dot_general"(%711, %549) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %713 = "stablehlo.add"(%542, %712) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %714 = "stablehlo.convert"(%713) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %715 = "stablehlo.reduce_precision"(%714) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %716 = "stablehlo.multiply"(%715, %715) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %717 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %718 = "stablehlo.reduce"(%716, %717) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg515: tensor<f32>, %arg516: tensor<f32>):
      %3674 = "stablehlo.add"(%arg515, %arg516) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3674) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %719 = "stablehlo.broadcast_in_dim"(%718) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %720 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %721 = "stablehlo.reduce_precision"(%720) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %722 = "stablehlo.broadcast_in_dim"(%721) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %723 = "stablehlo.divide"(%719, %722) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %724 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %725 = "stablehlo.broadcast_in_dim"(%724) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %726 = "stablehlo.add"(%723, %725) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %727 = "stablehlo.rsqrt"(%726) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %728 = "stablehlo.reduce_precision"(%727) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %729 = "stablehlo.divide"(%728, %726) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %730 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %731 = "stablehlo.broadcast_in_dim"(%730) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %732 = "stablehlo.multiply"(%731, %729) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %733 = "stablehlo.broadcast_in_dim"(%728) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %734 = "stablehlo.multiply"(%715, %733) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %735 = "stablehlo.convert"(%734) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %736 = "stablehlo.reduce_precision"(%735) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %737 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %738 = "stablehlo.reduce_precision"(%737) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %739 = "stablehlo.broadcast_in_dim"(%738) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %740 = "stablehlo.multiply"(%736, %739) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %741 = "stablehlo.reduce_precision"(%740) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %742 = "stablehlo.dot_general"(%741, %546) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %743 = "stablehlo.reduce_precision"(%742) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %744:3 = "func.call"(%743) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
    %745 = "stablehlo.reduce_precision"(%744#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %746 = "stablehlo.dot_general"(%741, %547) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %747 = "stablehlo.reduce_precision"(%746) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %748 = "stablehlo.multiply"(%745, %747) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %749 = "stablehlo.reduce_precision"(%748) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %750 = "stablehlo.dot_general"(%749, %545) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %751 = "stablehlo.add"(%713, %750) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %752 = "stablehlo.all_gather"(%arg71) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %753 = "stablehlo.all_gather"(%arg72) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %754 = "stablehlo.all_gather"(%arg73) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %755 = "stablehlo.all_gather"(%arg74) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %756 = "stablehlo.all_gather"(%arg75) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %757 = "stablehlo.all_gather"(%arg76) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %758 = "stablehlo.all_gather"(%arg77) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %759 = "stablehlo.all_gather"(%arg78) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %760 = "stablehlo.all_gather"(%arg79) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %761 = "stablehlo.convert"(%751) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %762 = "stablehlo.reduce_precision"(%761) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %763 = "stablehlo.multiply"(%762, %762) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %764 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %765 = "stablehlo.reduce"(%763, %764) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg513: tensor<f32>, %arg514: tensor<f32>):
      %3673 = "stablehlo.add"(%arg513, %arg514) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3673) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %766 = "stablehlo.broadcast_in_dim"(%765) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %767 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %768 = "stablehlo.reduce_precision"(%767) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %769 = "stablehlo.broadcast_in_dim"(%768) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %770 = "stablehlo.divide"(%766, %769) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %771 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %772 = "stablehlo.broadcast_in_dim"(%771) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %773 = "stablehlo.add"(%770, %772) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %774 = "stablehlo.rsqrt"(%773) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %775 = "stablehlo.reduce_precision"(%774) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %776 = "stablehlo.divide"(%775, %773) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %777 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %778 = "stablehlo.broadcast_in_dim"(%777) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %779 = "stablehlo.multiply"(%778, %776) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %780 = "stablehlo.broadcast_in_dim"(%775) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %781 = "stablehlo.multiply"(%762, %780) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %782 = "stablehlo.convert"(%781) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %783 = "stablehlo.reduce_precision"(%782) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %784 = "stablehlo.broadcast_in_dim"(%752) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %785 = "stablehlo.reduce_precision"(%784) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %786 = "stablehlo.broadcast_in_dim"(%785) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %787 = "stablehlo.multiply"(%783, %786) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %788 = "stablehlo.reduce_precision"(%787) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %789 = "stablehlo.dot_general"(%788, %759) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %790 = "stablehlo.reshape"(%789) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %791 = "stablehlo.dot_general"(%788, %757) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %792 = "stablehlo.reshape"(%791) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %793 = "stablehlo.dot_general"(%788, %760) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %794 = "stablehlo.reshape"(%793) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %795 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %796 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %797 = "stablehlo.broadcast_in_dim"(%796) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %798 = "stablehlo.multiply"(%797, %795) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %799 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %800 = "stablehlo.broadcast_in_dim"(%799) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %801 = "stablehlo.add"(%800, %798) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %802 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %803 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %804 = "stablehlo.divide"(%801, %803) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %805 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %806 = "stablehlo.broadcast_in_dim"(%805) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %807 = "stablehlo.power"(%806, %804) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %808 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %809 = "stablehlo.broadcast_in_dim"(%808) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %810 = "stablehlo.divide"(%809, %807) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %811 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %812 = "stablehlo.broadcast_in_dim"(%811) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %813 = "stablehlo.broadcast_in_dim"(%810) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %814 = "stablehlo.broadcast_in_dim"(%812) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %815 = "stablehlo.broadcast_in_dim"(%813) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %816 = "stablehlo.multiply"(%814, %815) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %817 = "stablehlo.concatenate"(%816, %816) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %818 = "stablehlo.cosine"(%817) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %819 = "stablehlo.broadcast_in_dim"(%818) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %820 = "stablehlo.sine"(%817) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %821 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %822 = "stablehlo.slice"(%790) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %823 = "stablehlo.slice"(%790) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %824 = "stablehlo.negate"(%823) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %825 = "stablehlo.concatenate"(%824, %822) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %826 = "stablehlo.convert"(%790) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %827 = "stablehlo.reduce_precision"(%819) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %828 = "stablehlo.broadcast_in_dim"(%827) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %829 = "stablehlo.multiply"(%826, %828) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %830 = "stablehlo.convert"(%825) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %831 = "stablehlo.reduce_precision"(%821) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %832 = "stablehlo.broadcast_in_dim"(%831) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %833 = "stablehlo.multiply"(%830, %832) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %834 = "stablehlo.add"(%829, %833) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %835 = "stablehlo.convert"(%834) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %836 = "stablehlo.reduce_precision"(%835) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %837 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %838 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %839 = "stablehlo.broadcast_in_dim"(%838) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %840 = "stablehlo.multiply"(%839, %837) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %841 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %842 = "stablehlo.broadcast_in_dim"(%841) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %843 = "stablehlo.add"(%842, %840) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %844 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %845 = "stablehlo.broadcast_in_dim"(%844) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %846 = "stablehlo.divide"(%843, %845) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %847 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %848 = "stablehlo.broadcast_in_dim"(%847) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %849 = "stablehlo.power"(%848, %846) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %850 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %851 = "stablehlo.broadcast_in_dim"(%850) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %852 = "stablehlo.divide"(%851, %849) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %853 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %854 = "stablehlo.broadcast_in_dim"(%853) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %855 = "stablehlo.broadcast_in_dim"(%852) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %856 = "stablehlo.broadcast_in_dim"(%854) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %857 = "stablehlo.broadcast_in_dim"(%855) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %858 = "stablehlo.multiply"(%856, %857) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %859 = "stablehlo.concatenate"(%858, %858) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %860 = "stablehlo.cosine"(%859) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %861 = "stablehlo.broadcast_in_dim"(%860) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %862 = "stablehlo.sine"(%859) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %863 = "stablehlo.broadcast_in_dim"(%862) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %864 = "stablehlo.slice"(%792) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %865 = "stablehlo.slice"(%792) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %866 = "stablehlo.negate"(%865) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %867 = "stablehlo.concatenate"(%866, %864) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
    %868 = "stablehlo.convert"(%792) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %869 = "stablehlo.reduce_precision"(%861) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %870 = "stablehlo.broadcast_in_dim"(%869) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %871 = "stablehlo.multiply"(%868, %870) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %872 = "stablehlo.convert"(%867) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %873 = "stablehlo.reduce_precision"(%863) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %874 = "stablehlo.broadcast_in_dim"(%873) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %875 = "stablehlo.multiply"(%872, %874) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %876 = "stablehlo.add"(%871, %875) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %877 = "stablehlo.convert"(%876) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %878 = "stablehlo.broadcast_in_dim"(%877) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %879 = "stablehlo.reshape"(%878) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %880 = "stablehlo.reduce_precision"(%879) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %881 = "stablehlo.broadcast_in_dim"(%794) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %882 = "stablehlo.reshape"(%881) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %883 = "stablehlo.reduce_precision"(%882) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %884 = "stablehlo.dot_general"(%836, %880) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %885 = "stablehlo.convert"(%884) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %886 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %887 = "stablehlo.sqrt"(%886) : (tensor<f32>) -> tensor<f32>
    %888 = "stablehlo.convert"(%887) : (tensor<f32>) -> tensor<f32>
    %889 = "stablehlo.reduce_precision"(%888) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %890 = "stablehlo.broadcast_in_dim"(%889) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %891 = "stablehlo.divide"(%885, %890) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %892 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %893 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %894:2 = "func.call"(%892, %891, %893) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
    %895 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %896 = "stablehlo.reduce"(%894#0, %895) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg511: tensor<f32>, %arg512: tensor<f32>):
      %3672 = "stablehlo.maximum"(%arg511, %arg512) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3672) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %897 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %898 = "stablehlo.broadcast_in_dim"(%897) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %899 = "stablehlo.maximum"(%898, %896) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %900 = "stablehlo.broadcast_in_dim"(%899) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %901 = "stablehlo.broadcast_in_dim"(%900) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %902 = "stablehlo.subtract"(%894#0, %901) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %903 = "stablehlo.exponential"(%902) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %904 = "stablehlo.reduce_precision"(%903) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %905 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %906 = "stablehlo.reduce"(%904, %905) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg509: tensor<f32>, %arg510: tensor<f32>):
      %3671 = "stablehlo.add"(%arg509, %arg510) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3671) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %907 = "stablehlo.broadcast_in_dim"(%906) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %908 = "stablehlo.reduce_precision"(%907) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %909 = "stablehlo.broadcast_in_dim"(%908) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %910 = "stablehlo.divide"(%904, %909) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %911 = "stablehlo.multiply"(%908, %908) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %912 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %913 = "stablehlo.broadcast_in_dim"(%912) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
    %914 = "stablehlo.divide"(%913, %911) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %915 = "stablehlo.convert"(%910) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %916 = "stablehlo.reduce_precision"(%915) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
    %917 = "stablehlo.dot_general"(%883, %916) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %918 = "stablehlo.transpose"(%917) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %919 = "stablehlo.reshape"(%918) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %920 = "stablehlo.reduce_precision"(%919) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %921 = "stablehlo.dot_general"(%920, %758) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %922 = "stablehlo.add"(%751, %921) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %923 = "stablehlo.convert"(%922) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %924 = "stablehlo.reduce_precision"(%923) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %925 = "stablehlo.multiply"(%924, %924) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %926 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %927 = "stablehlo.reduce"(%925, %926) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg507: tensor<f32>, %arg508: tensor<f32>):
      %3670 = "stablehlo.add"(%arg507, %arg508) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3670) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %928 = "stablehlo.broadcast_in_dim"(%927) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %929 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %930 = "stablehlo.reduce_precision"(%929) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %931 = "stablehlo.broadcast_in_dim"(%930) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %932 = "stablehlo.divide"(%928, %931) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %933 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %934 = "stablehlo.broadcast_in_dim"(%933) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %935 = "stablehlo.add"(%932, %934) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %936 = "stablehlo.rsqrt"(%935) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %937 = "stablehlo.reduce_precision"(%936) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %938 = "stablehlo.divide"(%937, %935) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %939 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %940 = "stablehlo.broadcast_in_dim"(%939) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %941 = "stablehlo.multiply"(%940, %938) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %942 = "stablehlo.broadcast_in_dim"(%937) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %943 = "stablehlo.multiply"(%924, %942) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %944 = "stablehlo.convert"(%943) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %945 = "stablehlo.reduce_precision"(%944) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %946 = "stablehlo.broadcast_in_dim"(%753) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %947 = "stablehlo.reduce_precision"(%946) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %948 = "stablehlo.broadcast_in_dim"(%947) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %949 = "stablehlo.multiply"(%945, %948) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %950 = "stablehlo.reduce_precision"(%949) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %951 = "stablehlo.dot_general"(%950, %755) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %952 = "stablehlo.reduce_precision"(%951) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %953:3 = "func.call"(%952) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
    %954 = "stablehlo.reduce_precision"(%953#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %955 = "stablehlo.dot_general"(%950, %756) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %956 = "stablehlo.reduce_precision"(%955) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %957 = "stablehlo.multiply"(%954, %956) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %958 = "stablehlo.reduce_precision"(%957) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %959 = "stablehlo.dot_general"(%958, %754) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %960 = "stablehlo.add"(%922, %959) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %961 = "stablehlo.all_gather"(%arg80) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %962 = "stablehlo.all_gather"(%arg81) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %963 = "stablehlo.all_gather"(%arg82) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %964 = "stablehlo.all_gather"(%arg83) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %965 = "stablehlo.all_gather"(%arg84) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %966 = "stablehlo.all_gather"(%arg85) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %967 = "stablehlo.all_gather"(%arg86) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %968 = "stablehlo.all_gather"(%arg87) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %969 = "stablehlo.all_gather"(%arg88) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %970 = "stablehlo.convert"(%960) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %971 = "stablehlo.reduce_precision"(%970) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %972 = "stablehlo.multiply"(%971, %971) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %973 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %974 = "stablehlo.reduce"(%972, %973) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg505: tensor<f32>, %arg506: tensor<f32>):
      %3669 = "stablehlo.add"(%arg505, %arg506) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3669) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %975 = "stablehlo.broadcast_in_dim"(%974) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %976 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %977 = "stablehlo.reduce_precision"(%976) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %978 = "stablehlo.broadcast_in_dim"(%977) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %979 = "stablehlo.divide"(%975, %978) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %980 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %981 = "stablehlo.broadcast_in_dim"(%980) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %982 = "stablehlo.add"(%979, %981) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %983 = "stablehlo.rsqrt"(%982) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %984 = "stablehlo.reduce_precision"(%983) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %985 = "stablehlo.divide"(%984, %982) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %986 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %987 = "stablehlo.broadcast_in_dim"(%986) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %988 = "stablehlo.multiply"(%987, %985) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %989 = "stablehlo.broadcast_in_dim"(%984) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %990 = "stablehlo.multiply"(%971, %989) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %991 = "stablehlo.convert"(%990) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %992 = "stablehlo.reduce_precision"(%991) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %993 = "stablehlo.broadcast_in_dim"(%961) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %994 = "stablehlo.reduce_precision"(%993) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %995 = "stablehlo.broadcast_in_dim"(%994) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %996 = "stablehlo.multiply"(%992, %995) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %997 = "stablehlo.reduce_precision"(%996) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %998 = "stablehlo.dot_general"(%997, %968) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %999 = "stablehlo.reshape"(%998) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1000 = "stablehlo.dot_general"(%997, %966) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %1001 = "stablehlo.reshape"(%1000) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %1002 = "stablehlo.dot_general"(%997, %969) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %1003 = "stablehlo.reshape"(%1002) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %1004 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1005 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1006 = "stablehlo.broadcast_in_dim"(%1005) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1007 = "stablehlo.multiply"(%1006, %1004) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1008 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1009 = "stablehlo.broadcast_in_dim"(%1008) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1010 = "stablehlo.add"(%1009, %1007) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1011 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1012 = "stablehlo.broadcast_in_dim"(%1011) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1013 = "stablehlo.divide"(%1010, %1012) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1014 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1015 = "stablehlo.broadcast_in_dim"(%1014) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1016 = "stablehlo.power"(%1015, %1013) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1017 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1018 = "stablehlo.broadcast_in_dim"(%1017) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1019 = "stablehlo.divide"(%1018, %1016) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1020 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1021 = "stablehlo.broadcast_in_dim"(%1020) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1022 = "stablehlo.broadcast_in_dim"(%1019) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1023 = "stablehlo.broadcast_in_dim"(%1021) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1024 = "stablehlo.broadcast_in_dim"(%1022) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1025 = "stablehlo.multiply"(%1023, %1024) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1026 = "stablehlo.concatenate"(%1025, %1025) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1027 = "stablehlo.cosine"(%1026) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1028 = "stablehlo.broadcast_in_dim"(%1027) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1029 = "stablehlo.sine"(%1026) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1030 = "stablehlo.broadcast_in_dim"(%1029) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1031 = "stablehlo.slice"(%999) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1032 = "stablehlo.slice"(%999) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1033 = "stablehlo.negate"(%1032) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1034 = "stablehlo.concatenate"(%1033, %1031) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1035 = "stablehlo.convert"(%999) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1036 = "stablehlo.reduce_precision"(%1028) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1037 = "stablehlo.broadcast_in_dim"(%1036) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1038 = "stablehlo.multiply"(%1035, %1037) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1039 = "stablehlo.convert"(%1034) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1040 = "stablehlo.reduce_precision"(%1030) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1041 = "stablehlo.broadcast_in_dim"(%1040) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1042 = "stablehlo.multiply"(%1039, %1041) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1043 = "stablehlo.add"(%1038, %1042) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1044 = "stablehlo.convert"(%1043) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1045 = "stablehlo.reduce_precision"(%1044) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1046 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1047 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1048 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1049 = "stablehlo.multiply"(%1048, %1046) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1050 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1051 = "stablehlo.broadcast_in_dim"(%1050) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1052 = "stablehlo.add"(%1051, %1049) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1053 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1054 = "stablehlo.broadcast_in_dim"(%1053) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1055 = "stablehlo.divide"(%1052, %1054) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1056 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1057 = "stablehlo.broadcast_in_dim"(%1056) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1058 = "stablehlo.power"(%1057, %1055) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1059 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1060 = "stablehlo.broadcast_in_dim"(%1059) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1061 = "stablehlo.divide"(%1060, %1058) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1062 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1063 = "stablehlo.broadcast_in_dim"(%1062) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1064 = "stablehlo.broadcast_in_dim"(%1061) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1065 = "stablehlo.broadcast_in_dim"(%1063) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1066 = "stablehlo.broadcast_in_dim"(%1064) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1067 = "stablehlo.multiply"(%1065, %1066) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1068 = "stablehlo.concatenate"(%1067, %1067) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1069 = "stablehlo.cosine"(%1068) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1070 = "stablehlo.broadcast_in_dim"(%1069) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1071 = "stablehlo.sine"(%1068) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1072 = "stablehlo.broadcast_in_dim"(%1071) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1073 = "stablehlo.slice"(%1001) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %1074 = "stablehlo.slice"(%1001) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %1075 = "stablehlo.negate"(%1074) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %1076 = "stablehlo.concatenate"(%1075, %1073) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
    %1077 = "stablehlo.convert"(%1001) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %1078 = "stablehlo.reduce_precision"(%1070) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1079 = "stablehlo.broadcast_in_dim"(%1078) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %1080 = "stablehlo.multiply"(%1077, %1079) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1081 = "stablehlo.convert"(%1076) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %1082 = "stablehlo.reduce_precision"(%1072) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1083 = "stablehlo.broadcast_in_dim"(%1082) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %1084 = "stablehlo.multiply"(%1081, %1083) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1085 = "stablehlo.add"(%1080, %1084) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1086 = "stablehlo.convert"(%1085) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %1087 = "stablehlo.broadcast_in_dim"(%1086) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %1088 = "stablehlo.reshape"(%1087) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1089 = "stablehlo.reduce_precision"(%1088) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1090 = "stablehlo.broadcast_in_dim"(%1003) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %1091 = "stablehlo.reshape"(%1090) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1092 = "stablehlo.reduce_precision"(%1091) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1093 = "stablehlo.dot_general"(%1045, %1089) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1094 = "stablehlo.convert"(%1093) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %1095 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1096 = "stablehlo.sqrt"(%1095) : (tensor<f32>) -> tensor<f32>
    %1097 = "stablehlo.convert"(%1096) : (tensor<f32>) -> tensor<f32>
    %1098 = "stablehlo.reduce_precision"(%1097) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %1099 = "stablehlo.broadcast_in_dim"(%1098) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1100 = "stablehlo.divide"(%1094, %1099) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1101 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %1102 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1103:2 = "func.call"(%1101, %1100, %1102) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
    %1104 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1105 = "stablehlo.reduce"(%1103#0, %1104) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg503: tensor<f32>, %arg504: tensor<f32>):
      %3668 = "stablehlo.maximum"(%arg503, %arg504) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3668) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1106 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1107 = "stablehlo.broadcast_in_dim"(%1106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %1108 = "stablehlo.maximum"(%1107, %1105) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %1109 = "stablehlo.broadcast_in_dim"(%1108) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1110 = "stablehlo.broadcast_in_dim"(%1109) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1111 = "stablehlo.subtract"(%1103#0, %1110) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1112 = "stablehlo.exponential"(%1111) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1113 = "stablehlo.reduce_precision"(%1112) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1115 = "stablehlo.reduce"(%1113, %1114) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg501: tensor<f32>, %arg502: tensor<f32>):
      %3667 = "stablehlo.add"(%arg501, %arg502) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3667) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1116 = "stablehlo.broadcast_in_dim"(%1115) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1117 = "stablehlo.reduce_precision"(%1116) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %1118 = "stablehlo.broadcast_in_dim"(%1117) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1119 = "stablehlo.divide"(%1113, %1118) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1120 = "stablehlo.multiply"(%1117, %1117) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %1121 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1122 = "stablehlo.broadcast_in_dim"(%1121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
    %1123 = "stablehlo.divide"(%1122, %1120) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %1124 = "stablehlo.convert"(%1119) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %1125 = "stablehlo.reduce_precision"(%1124) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1126 = "stablehlo.dot_general"(%1092, %1125) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %1127 = "stablehlo.transpose"(%1126) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %1128 = "stablehlo.reshape"(%1127) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %1129 = "stablehlo.reduce_precision"(%1128) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1130 = "stablehlo.dot_general"(%1129, %967) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1131 = "stablehlo.add"(%960, %1130) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1132 = "stablehlo.convert"(%1131) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1133 = "stablehlo.reduce_precision"(%1132) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1134 = "stablehlo.multiply"(%1133, %1133) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1136 = "stablehlo.reduce"(%1134, %1135) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg499: tensor<f32>, %arg500: tensor<f32>):
      %3666 = "stablehlo.add"(%arg499, %arg500) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3666) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1137 = "stablehlo.broadcast_in_dim"(%1136) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1138 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1139 = "stablehlo.reduce_precision"(%1138) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %1140 = "stablehlo.broadcast_in_dim"(%1139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1141 = "stablehlo.divide"(%1137, %1140) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1142 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1143 = "stablehlo.broadcast_in_dim"(%1142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1144 = "stablehlo.add"(%1141, %1143) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1145 = "stablehlo.rsqrt"(%1144) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1146 = "stablehlo.reduce_precision"(%1145) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1147 = "stablehlo.divide"(%1146, %1144) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1148 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1149 = "stablehlo.broadcast_in_dim"(%1148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1150 = "stablehlo.multiply"(%1149, %1147) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1151 = "stablehlo.broadcast_in_dim"(%1146) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1152 = "stablehlo.multiply"(%1133, %1151) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1153 = "stablehlo.convert"(%1152) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1154 = "stablehlo.reduce_precision"(%1153) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1155 = "stablehlo.broadcast_in_dim"(%962) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1156 = "stablehlo.reduce_precision"(%1155) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1157 = "stablehlo.broadcast_in_dim"(%1156) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1158 = "stablehlo.multiply"(%1154, %1157) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1159 = "stablehlo.reduce_precision"(%1158) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1160 = "stablehlo.dot_general"(%1159, %964) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1161 = "stablehlo.reduce_precision"(%1160) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1162:3 = "func.call"(%1161) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
    %1163 = "stablehlo.reduce_precision"(%1162#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1164 = "stablehlo.dot_general"(%1159, %965) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1165 = "stablehlo.reduce_precision"(%1164) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1166 = "stablehlo.multiply"(%1163, %1165) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1167 = "stablehlo.reduce_precision"(%1166) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1168 = "stablehlo.dot_general"(%1167, %963) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1169 = "stablehlo.add"(%1131, %1168) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1170 = "stablehlo.all_gather"(%arg89) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %1171 = "stablehlo.all_gather"(%arg90) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %1172 = "stablehlo.all_gather"(%arg91) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %1173 = "stablehlo.all_gather"(%arg92) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %1174 = "stablehlo.all_gather"(%arg93) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %1175 = "stablehlo.all_gather"(%arg94) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %1176 = "stablehlo.all_gather"(%arg95) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %1177 = "stablehlo.all_gather"(%arg96) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %1178 = "stablehlo.all_gather"(%arg97) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %1179 = "stablehlo.convert"(%1169) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1180 = "stablehlo.reduce_precision"(%1179) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1181 = "stablehlo.multiply"(%1180, %1180) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1182 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1183 = "stablehlo.reduce"(%1181, %1182) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg497: tensor<f32>, %arg498: tensor<f32>):
      %3665 = "stablehlo.add"(%arg497, %arg498) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3665) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1184 = "stablehlo.broadcast_in_dim"(%1183) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1185 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1186 = "stablehlo.reduce_precision"(%1185) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %1187 = "stablehlo.broadcast_in_dim"(%1186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1188 = "stablehlo.divide"(%1184, %1187) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1189 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1190 = "stablehlo.broadcast_in_dim"(%1189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1191 = "stablehlo.add"(%1188, %1190) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1192 = "stablehlo.rsqrt"(%1191) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1193 = "stablehlo.reduce_precision"(%1192) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1194 = "stablehlo.divide"(%1193, %1191) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1195 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1196 = "stablehlo.broadcast_in_dim"(%1195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1197 = "stablehlo.multiply"(%1196, %1194) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1198 = "stablehlo.broadcast_in_dim"(%1193) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1199 = "stablehlo.multiply"(%1180, %1198) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1200 = "stablehlo.convert"(%1199) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1201 = "stablehlo.reduce_precision"(%1200) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1202 = "stablehlo.broadcast_in_dim"(%1170) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1203 = "stablehlo.reduce_precision"(%1202) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1204 = "stablehlo.broadcast_in_dim"(%1203) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1205 = "stablehlo.multiply"(%1201, %1204) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1206 = "stablehlo.reduce_precision"(%1205) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1207 = "stablehlo.dot_general"(%1206, %1177) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1208 = "stablehlo.reshape"(%1207) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1209 = "stablehlo.dot_general"(%1206, %1175) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %1210 = "stablehlo.reshape"(%1209) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %1211 = "stablehlo.dot_general"(%1206, %1178) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %1212 = "stablehlo.reshape"(%1211) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %1213 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1214 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1215 = "stablehlo.broadcast_in_dim"(%1214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1216 = "stablehlo.multiply"(%1215, %1213) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1217 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1218 = "stablehlo.broadcast_in_dim"(%1217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1219 = "stablehlo.add"(%1218, %1216) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1220 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1221 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1222 = "stablehlo.divide"(%1219, %1221) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1223 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1224 = "stablehlo.broadcast_in_dim"(%1223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1225 = "stablehlo.power"(%1224, %1222) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1226 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1227 = "stablehlo.broadcast_in_dim"(%1226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1228 = "stablehlo.divide"(%1227, %1225) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1229 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1230 = "stablehlo.broadcast_in_dim"(%1229) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1231 = "stablehlo.broadcast_in_dim"(%1228) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1232 = "stablehlo.broadcast_in_dim"(%1230) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1233 = "stablehlo.broadcast_in_dim"(%1231) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1234 = "stablehlo.multiply"(%1232, %1233) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1235 = "stablehlo.concatenate"(%1234, %1234) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1236 = "stablehlo.cosine"(%1235) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1237 = "stablehlo.broadcast_in_dim"(%1236) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1238 = "stablehlo.sine"(%1235) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1239 = "stablehlo.broadcast_in_dim"(%1238) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1240 = "stablehlo.slice"(%1208) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1241 = "stablehlo.slice"(%1208) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1242 = "stablehlo.negate"(%1241) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1243 = "stablehlo.concatenate"(%1242, %1240) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1244 = "stablehlo.convert"(%1208) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1245 = "stablehlo.reduce_precision"(%1237) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1246 = "stablehlo.broadcast_in_dim"(%1245) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1247 = "stablehlo.multiply"(%1244, %1246) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1248 = "stablehlo.convert"(%1243) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1249 = "stablehlo.reduce_precision"(%1239) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1250 = "stablehlo.broadcast_in_dim"(%1249) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1251 = "stablehlo.multiply"(%1248, %1250) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1252 = "stablehlo.add"(%1247, %1251) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1253 = "stablehlo.convert"(%1252) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1254 = "stablehlo.reduce_precision"(%1253) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1255 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1256 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1257 = "stablehlo.broadcast_in_dim"(%1256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1258 = "stablehlo.multiply"(%1257, %1255) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1259 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1260 = "stablehlo.broadcast_in_dim"(%1259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1261 = "stablehlo.add"(%1260, %1258) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1262 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1263 = "stablehlo.broadcast_in_dim"(%1262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1264 = "stablehlo.divide"(%1261, %1263) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1265 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1266 = "stablehlo.broadcast_in_dim"(%1265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1267 = "stablehlo.power"(%1266, %1264) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1268 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1269 = "stablehlo.broadcast_in_dim"(%1268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1270 = "stablehlo.divide"(%1269, %1267) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1271 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1272 = "stablehlo.broadcast_in_dim"(%1271) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1273 = "stablehlo.broadcast_in_dim"(%1270) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1274 = "stablehlo.broadcast_in_dim"(%1272) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1275 = "stablehlo.broadcast_in_dim"(%1273) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1276 = "stablehlo.multiply"(%1274, %1275) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1277 = "stablehlo.concatenate"(%1276, %1276) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1278 = "stablehlo.cosine"(%1277) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1279 = "stablehlo.broadcast_in_dim"(%1278) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1280 = "stablehlo.sine"(%1277) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1281 = "stablehlo.broadcast_in_dim"(%1280) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1282 = "stablehlo.slice"(%1210) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %1283 = "stablehlo.slice"(%1210) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %1284 = "stablehlo.negate"(%1283) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %1285 = "stablehlo.concatenate"(%1284, %1282) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
    %1286 = "stablehlo.convert"(%1210) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %1287 = "stablehlo.reduce_precision"(%1279) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1288 = "stablehlo.broadcast_in_dim"(%1287) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %1289 = "stablehlo.multiply"(%1286, %1288) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1290 = "stablehlo.convert"(%1285) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %1291 = "stablehlo.reduce_precision"(%1281) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1292 = "stablehlo.broadcast_in_dim"(%1291) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %1293 = "stablehlo.multiply"(%1290, %1292) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1294 = "stablehlo.add"(%1289, %1293) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1295 = "stablehlo.convert"(%1294) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %1296 = "stablehlo.broadcast_in_dim"(%1295) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %1297 = "stablehlo.reshape"(%1296) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1298 = "stablehlo.reduce_precision"(%1297) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1299 = "stablehlo.broadcast_in_dim"(%1212) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %1300 = "stablehlo.reshape"(%1299) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1301 = "stablehlo.reduce_precision"(%1300) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1302 = "stablehlo.dot_general"(%1254, %1298) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1303 = "stablehlo.convert"(%1302) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %1304 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1305 = "stablehlo.sqrt"(%1304) : (tensor<f32>) -> tensor<f32>
    %1306 = "stablehlo.convert"(%1305) : (tensor<f32>) -> tensor<f32>
    %1307 = "stablehlo.reduce_precision"(%1306) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %1308 = "stablehlo.broadcast_in_dim"(%1307) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1309 = "stablehlo.divide"(%1303, %1308) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1310 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %1311 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1312:2 = "func.call"(%1310, %1309, %1311) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
    %1313 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1314 = "stablehlo.reduce"(%1312#0, %1313) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg495: tensor<f32>, %arg496: tensor<f32>):
      %3664 = "stablehlo.maximum"(%arg495, %arg496) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3664) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1315 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1316 = "stablehlo.broadcast_in_dim"(%1315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %1317 = "stablehlo.maximum"(%1316, %1314) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %1318 = "stablehlo.broadcast_in_dim"(%1317) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1319 = "stablehlo.broadcast_in_dim"(%1318) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1320 = "stablehlo.subtract"(%1312#0, %1319) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1321 = "stablehlo.exponential"(%1320) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1322 = "stablehlo.reduce_precision"(%1321) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1323 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1324 = "stablehlo.reduce"(%1322, %1323) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg493: tensor<f32>, %arg494: tensor<f32>):
      %3663 = "stablehlo.add"(%arg493, %arg494) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3663) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1325 = "stablehlo.broadcast_in_dim"(%1324) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1326 = "stablehlo.reduce_precision"(%1325) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %1327 = "stablehlo.broadcast_in_dim"(%1326) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1328 = "stablehlo.divide"(%1322, %1327) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1329 = "stablehlo.multiply"(%1326, %1326) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %1330 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1331 = "stablehlo.broadcast_in_dim"(%1330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
    %1332 = "stablehlo.divide"(%1331, %1329) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %1333 = "stablehlo.convert"(%1328) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %1334 = "stablehlo.reduce_precision"(%1333) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1335 = "stablehlo.dot_general"(%1301, %1334) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %1336 = "stablehlo.transpose"(%1335) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %1337 = "stablehlo.reshape"(%1336) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %1338 = "stablehlo.reduce_precision"(%1337) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1339 = "stablehlo.dot_general"(%1338, %1176) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1340 = "stablehlo.add"(%1169, %1339) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1341 = "stablehlo.convert"(%1340) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1342 = "stablehlo.reduce_precision"(%1341) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1343 = "stablehlo.multiply"(%1342, %1342) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1344 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1345 = "stablehlo.reduce"(%1343, %1344) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg491: tensor<f32>, %arg492: tensor<f32>):
      %3662 = "stablehlo.add"(%arg491, %arg492) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3662) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1346 = "stablehlo.broadcast_in_dim"(%1345) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1347 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1348 = "stablehlo.reduce_precision"(%1347) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %1349 = "stablehlo.broadcast_in_dim"(%1348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1350 = "stablehlo.divide"(%1346, %1349) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1351 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1352 = "stablehlo.broadcast_in_dim"(%1351) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1353 = "stablehlo.add"(%1350, %1352) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1354 = "stablehlo.rsqrt"(%1353) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1355 = "stablehlo.reduce_precision"(%1354) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1356 = "stablehlo.divide"(%1355, %1353) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1357 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1358 = "stablehlo.broadcast_in_dim"(%1357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1359 = "stablehlo.multiply"(%1358, %1356) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1360 = "stablehlo.broadcast_in_dim"(%1355) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1361 = "stablehlo.multiply"(%1342, %1360) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1362 = "stablehlo.convert"(%1361) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1363 = "stablehlo.reduce_precision"(%1362) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1364 = "stablehlo.broadcast_in_dim"(%1171) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1365 = "stablehlo.reduce_precision"(%1364) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1366 = "stablehlo.broadcast_in_dim"(%1365) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1367 = "stablehlo.multiply"(%1363, %1366) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1368 = "stablehlo.reduce_precision"(%1367) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1369 = "stablehlo.dot_general"(%1368, %1173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1370 = "stablehlo.reduce_precision"(%1369) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1371:3 = "func.call"(%1370) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
    %1372 = "stablehlo.reduce_precision"(%1371#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1373 = "stablehlo.dot_general"(%1368, %1174) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1374 = "stablehlo.reduce_precision"(%1373) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1375 = "stablehlo.multiply"(%1372, %1374) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1376 = "stablehlo.reduce_precision"(%1375) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1377 = "stablehlo.dot_general"(%1376, %1172) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1378 = "stablehlo.add"(%1340, %1377) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1379 = "stablehlo.all_gather"(%arg98) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %1380 = "stablehlo.all_gather"(%arg99) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %1381 = "stablehlo.all_gather"(%arg100) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %1382 = "stablehlo.all_gather"(%arg101) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %1383 = "stablehlo.all_gather"(%arg102) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %1384 = "stablehlo.all_gather"(%arg103) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %1385 = "stablehlo.all_gather"(%arg104) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %1386 = "stablehlo.all_gather"(%arg105) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %1387 = "stablehlo.all_gather"(%arg106) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %1388 = "stablehlo.convert"(%1378) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1389 = "stablehlo.reduce_precision"(%1388) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1390 = "stablehlo.multiply"(%1389, %1389) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1391 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1392 = "stablehlo.reduce"(%1390, %1391) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg489: tensor<f32>, %arg490: tensor<f32>):
      %3661 = "stablehlo.add"(%arg489, %arg490) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3661) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1393 = "stablehlo.broadcast_in_dim"(%1392) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1394 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1395 = "stablehlo.reduce_precision"(%1394) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %1396 = "stablehlo.broadcast_in_dim"(%1395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1397 = "stablehlo.divide"(%1393, %1396) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1398 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1399 = "stablehlo.broadcast_in_dim"(%1398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1400 = "stablehlo.add"(%1397, %1399) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1401 = "stablehlo.rsqrt"(%1400) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1402 = "stablehlo.reduce_precision"(%1401) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1403 = "stablehlo.divide"(%1402, %1400) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1404 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1405 = "stablehlo.broadcast_in_dim"(%1404) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1406 = "stablehlo.multiply"(%1405, %1403) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1407 = "stablehlo.broadcast_in_dim"(%1402) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1408 = "stablehlo.multiply"(%1389, %1407) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1409 = "stablehlo.convert"(%1408) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1410 = "stablehlo.reduce_precision"(%1409) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1411 = "stablehlo.broadcast_in_dim"(%1379) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1412 = "stablehlo.reduce_precision"(%1411) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1413 = "stablehlo.broadcast_in_dim"(%1412) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1414 = "stablehlo.multiply"(%1410, %1413) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1415 = "stablehlo.reduce_precision"(%1414) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1416 = "stablehlo.dot_general"(%1415, %1386) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1417 = "stablehlo.reshape"(%1416) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1418 = "stablehlo.dot_general"(%1415, %1384) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %1419 = "stablehlo.reshape"(%1418) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %1420 = "stablehlo.dot_general"(%1415, %1387) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %1421 = "stablehlo.reshape"(%1420) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %1422 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1423 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1424 = "stablehlo.broadcast_in_dim"(%1423) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1425 = "stablehlo.multiply"(%1424, %1422) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1426 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1427 = "stablehlo.broadcast_in_dim"(%1426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1428 = "stablehlo.add"(%1427, %1425) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1429 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1430 = "stablehlo.broadcast_in_dim"(%1429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1431 = "stablehlo.divide"(%1428, %1430) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1432 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1433 = "stablehlo.broadcast_in_dim"(%1432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1434 = "stablehlo.power"(%1433, %1431) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1435 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1436 = "stablehlo.broadcast_in_dim"(%1435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1437 = "stablehlo.divide"(%1436, %1434) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1438 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1439 = "stablehlo.broadcast_in_dim"(%1438) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1440 = "stablehlo.broadcast_in_dim"(%1437) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1441 = "stablehlo.broadcast_in_dim"(%1439) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1442 = "stablehlo.broadcast_in_dim"(%1440) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1443 = "stablehlo.multiply"(%1441, %1442) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1444 = "stablehlo.concatenate"(%1443, %1443) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1445 = "stablehlo.cosine"(%1444) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1446 = "stablehlo.broadcast_in_dim"(%1445) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1447 = "stablehlo.sine"(%1444) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1448 = "stablehlo.broadcast_in_dim"(%1447) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1449 = "stablehlo.slice"(%1417) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1450 = "stablehlo.slice"(%1417) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1451 = "stablehlo.negate"(%1450) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1452 = "stablehlo.concatenate"(%1451, %1449) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1453 = "stablehlo.convert"(%1417) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1454 = "stablehlo.reduce_precision"(%1446) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1455 = "stablehlo.broadcast_in_dim"(%1454) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1456 = "stablehlo.multiply"(%1453, %1455) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1457 = "stablehlo.convert"(%1452) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1458 = "stablehlo.reduce_precision"(%1448) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1459 = "stablehlo.broadcast_in_dim"(%1458) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1460 = "stablehlo.multiply"(%1457, %1459) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1461 = "stablehlo.add"(%1456, %1460) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1462 = "stablehlo.convert"(%1461) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1463 = "stablehlo.reduce_precision"(%1462) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1464 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1465 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1466 = "stablehlo.broadcast_in_dim"(%1465) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1467 = "stablehlo.multiply"(%1466, %1464) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1468 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1469 = "stablehlo.broadcast_in_dim"(%1468) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1470 = "stablehlo.add"(%1469, %1467) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1471 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1472 = "stablehlo.broadcast_in_dim"(%1471) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1473 = "stablehlo.divide"(%1470, %1472) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1474 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1475 = "stablehlo.broadcast_in_dim"(%1474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1476 = "stablehlo.power"(%1475, %1473) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1477 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1478 = "stablehlo.broadcast_in_dim"(%1477) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1479 = "stablehlo.divide"(%1478, %1476) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1480 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1481 = "stablehlo.broadcast_in_dim"(%1480) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1482 = "stablehlo.broadcast_in_dim"(%1479) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1483 = "stablehlo.broadcast_in_dim"(%1481) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1484 = "stablehlo.broadcast_in_dim"(%1482) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1485 = "stablehlo.multiply"(%1483, %1484) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1486 = "stablehlo.concatenate"(%1485, %1485) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1487 = "stablehlo.cosine"(%1486) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1488 = "stablehlo.broadcast_in_dim"(%1487) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1489 = "stablehlo.sine"(%1486) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1490 = "stablehlo.broadcast_in_dim"(%1489) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1491 = "stablehlo.slice"(%1419) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %1492 = "stablehlo.slice"(%1419) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %1493 = "stablehlo.negate"(%1492) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %1494 = "stablehlo.concatenate"(%1493, %1491) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
    %1495 = "stablehlo.convert"(%1419) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %1496 = "stablehlo.reduce_precision"(%1488) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1497 = "stablehlo.broadcast_in_dim"(%1496) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %1498 = "stablehlo.multiply"(%1495, %1497) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1499 = "stablehlo.convert"(%1494) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %1500 = "stablehlo.reduce_precision"(%1490) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1501 = "stablehlo.broadcast_in_dim"(%1500) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %1502 = "stablehlo.multiply"(%1499, %1501) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1503 = "stablehlo.add"(%1498, %1502) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1504 = "stablehlo.convert"(%1503) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %1505 = "stablehlo.broadcast_in_dim"(%1504) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %1506 = "stablehlo.reshape"(%1505) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1507 = "stablehlo.reduce_precision"(%1506) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1508 = "stablehlo.broadcast_in_dim"(%1421) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %1509 = "stablehlo.reshape"(%1508) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1510 = "stablehlo.reduce_precision"(%1509) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1511 = "stablehlo.dot_general"(%1463, %1507) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1512 = "stablehlo.convert"(%1511) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %1513 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1514 = "stablehlo.sqrt"(%1513) : (tensor<f32>) -> tensor<f32>
    %1515 = "stablehlo.convert"(%1514) : (tensor<f32>) -> tensor<f32>
    %1516 = "stablehlo.reduce_precision"(%1515) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %1517 = "stablehlo.broadcast_in_dim"(%1516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1518 = "stablehlo.divide"(%1512, %1517) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1519 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %1520 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1521:2 = "func.call"(%1519, %1518, %1520) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
    %1522 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1523 = "stablehlo.reduce"(%1521#0, %1522) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg487: tensor<f32>, %arg488: tensor<f32>):
      %3660 = "stablehlo.maximum"(%arg487, %arg488) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3660) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1524 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1525 = "stablehlo.broadcast_in_dim"(%1524) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %1526 = "stablehlo.maximum"(%1525, %1523) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %1527 = "stablehlo.broadcast_in_dim"(%1526) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1528 = "stablehlo.broadcast_in_dim"(%1527) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1529 = "stablehlo.subtract"(%1521#0, %1528) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1530 = "stablehlo.exponential"(%1529) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1531 = "stablehlo.reduce_precision"(%1530) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1532 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1533 = "stablehlo.reduce"(%1531, %1532) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg485: tensor<f32>, %arg486: tensor<f32>):
      %3659 = "stablehlo.add"(%arg485, %arg486) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3659) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1534 = "stablehlo.broadcast_in_dim"(%1533) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1535 = "stablehlo.reduce_precision"(%1534) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %1536 = "stablehlo.broadcast_in_dim"(%1535) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1537 = "stablehlo.divide"(%1531, %1536) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1538 = "stablehlo.multiply"(%1535, %1535) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %1539 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1540 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
    %1541 = "stablehlo.divide"(%1540, %1538) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %1542 = "stablehlo.convert"(%1537) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %1543 = "stablehlo.reduce_precision"(%1542) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1544 = "stablehlo.dot_general"(%1510, %1543) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %1545 = "stablehlo.transpose"(%1544) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %1546 = "stablehlo.reshape"(%1545) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %1547 = "stablehlo.reduce_precision"(%1546) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1548 = "stablehlo.dot_general"(%1547, %1385) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1549 = "stablehlo.add"(%1378, %1548) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1550 = "stablehlo.convert"(%1549) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1551 = "stablehlo.reduce_precision"(%1550) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1552 = "stablehlo.multiply"(%1551, %1551) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1553 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1554 = "stablehlo.reduce"(%1552, %1553) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg483: tensor<f32>, %arg484: tensor<f32>):
      %3658 = "stablehlo.add"(%arg483, %arg484) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3658) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1555 = "stablehlo.broadcast_in_dim"(%1554) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1556 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1557 = "stablehlo.reduce_precision"(%1556) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %1558 = "stablehlo.broadcast_in_dim"(%1557) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1559 = "stablehlo.divide"(%1555, %1558) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1560 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1561 = "stablehlo.broadcast_in_dim"(%1560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1562 = "stablehlo.add"(%1559, %1561) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1563 = "stablehlo.rsqrt"(%1562) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1564 = "stablehlo.reduce_precision"(%1563) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1565 = "stablehlo.divide"(%1564, %1562) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1566 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1567 = "stablehlo.broadcast_in_dim"(%1566) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1568 = "stablehlo.multiply"(%1567, %1565) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1569 = "stablehlo.broadcast_in_dim"(%1564) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1570 = "stablehlo.multiply"(%1551, %1569) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1571 = "stablehlo.convert"(%1570) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1572 = "stablehlo.reduce_precision"(%1571) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1573 = "stablehlo.broadcast_in_dim"(%1380) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1574 = "stablehlo.reduce_precision"(%1573) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1575 = "stablehlo.broadcast_in_dim"(%1574) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1576 = "stablehlo.multiply"(%1572, %1575) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1577 = "stablehlo.reduce_precision"(%1576) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1578 = "stablehlo.dot_general"(%1577, %1382) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1579 = "stablehlo.reduce_precision"(%1578) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1580:3 = "func.call"(%1579) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
    %1581 = "stablehlo.reduce_precision"(%1580#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1582 = "stablehlo.dot_general"(%1577, %1383) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1583 = "stablehlo.reduce_precision"(%1582) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1584 = "stablehlo.multiply"(%1581, %1583) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1585 = "stablehlo.reduce_precision"(%1584) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1586 = "stablehlo.dot_general"(%1585, %1381) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1587 = "stablehlo.add"(%1549, %1586) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1588 = "stablehlo.all_gather"(%arg107) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %1589 = "stablehlo.all_gather"(%arg108) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %1590 = "stablehlo.all_gather"(%arg109) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %1591 = "stablehlo.all_gather"(%arg110) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %1592 = "stablehlo.all_gather"(%arg111) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %1593 = "stablehlo.all_gather"(%arg112) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %1594 = "stablehlo.all_gather"(%arg113) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %1595 = "stablehlo.all_gather"(%arg114) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %1596 = "stablehlo.all_gather"(%arg115) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %1597 = "stablehlo.convert"(%1587) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1598 = "stablehlo.reduce_precision"(%1597) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1599 = "stablehlo.multiply"(%1598, %1598) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1600 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1601 = "stablehlo.reduce"(%1599, %1600) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg481: tensor<f32>, %arg482: tensor<f32>):
      %3657 = "stablehlo.add"(%arg481, %arg482) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3657) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1602 = "stablehlo.broadcast_in_dim"(%1601) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1603 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1604 = "stablehlo.reduce_precision"(%1603) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %1605 = "stablehlo.broadcast_in_dim"(%1604) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1606 = "stablehlo.divide"(%1602, %1605) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1607 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1608 = "stablehlo.broadcast_in_dim"(%1607) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1609 = "stablehlo.add"(%1606, %1608) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1610 = "stablehlo.rsqrt"(%1609) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1611 = "stablehlo.reduce_precision"(%1610) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1612 = "stablehlo.divide"(%1611, %1609) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1613 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1614 = "stablehlo.broadcast_in_dim"(%1613) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1615 = "stablehlo.multiply"(%1614, %1612) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1616 = "stablehlo.broadcast_in_dim"(%1611) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1617 = "stablehlo.multiply"(%1598, %1616) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1618 = "stablehlo.convert"(%1617) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1619 = "stablehlo.reduce_precision"(%1618) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1620 = "stablehlo.broadcast_in_dim"(%1588) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1621 = "stablehlo.reduce_precision"(%1620) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1622 = "stablehlo.broadcast_in_dim"(%1621) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1623 = "stablehlo.multiply"(%1619, %1622) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1624 = "stablehlo.reduce_precision"(%1623) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1625 = "stablehlo.dot_general"(%1624, %1595) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1626 = "stablehlo.reshape"(%1625) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1627 = "stablehlo.dot_general"(%1624, %1593) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %1628 = "stablehlo.reshape"(%1627) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %1629 = "stablehlo.dot_general"(%1624, %1596) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x1024xbf16>
    %1630 = "stablehlo.reshape"(%1629) : (tensor<1x2048x1024xbf16>) -> tensor<1x2048x8x128xbf16>
    %1631 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1632 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1633 = "stablehlo.broadcast_in_dim"(%1632) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1634 = "stablehlo.multiply"(%1633, %1631) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1635 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1636 = "stablehlo.broadcast_in_dim"(%1635) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1637 = "stablehlo.add"(%1636, %1634) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1638 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1639 = "stablehlo.broadcast_in_dim"(%1638) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1640 = "stablehlo.divide"(%1637, %1639) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1641 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1642 = "stablehlo.broadcast_in_dim"(%1641) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1643 = "stablehlo.power"(%1642, %1640) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1644 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1645 = "stablehlo.broadcast_in_dim"(%1644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1646 = "stablehlo.divide"(%1645, %1643) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1647 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1648 = "stablehlo.broadcast_in_dim"(%1647) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1649 = "stablehlo.broadcast_in_dim"(%1646) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1650 = "stablehlo.broadcast_in_dim"(%1648) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1651 = "stablehlo.broadcast_in_dim"(%1649) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1652 = "stablehlo.multiply"(%1650, %1651) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1653 = "stablehlo.concatenate"(%1652, %1652) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1654 = "stablehlo.cosine"(%1653) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1655 = "stablehlo.broadcast_in_dim"(%1654) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1656 = "stablehlo.sine"(%1653) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1657 = "stablehlo.broadcast_in_dim"(%1656) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1658 = "stablehlo.slice"(%1626) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1659 = "stablehlo.slice"(%1626) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1660 = "stablehlo.negate"(%1659) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1661 = "stablehlo.concatenate"(%1660, %1658) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1662 = "stablehlo.convert"(%1626) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1663 = "stablehlo.reduce_precision"(%1655) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1664 = "stablehlo.broadcast_in_dim"(%1663) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1665 = "stablehlo.multiply"(%1662, %1664) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1666 = "stablehlo.convert"(%1661) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1667 = "stablehlo.reduce_precision"(%1657) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1668 = "stablehlo.broadcast_in_dim"(%1667) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1669 = "stablehlo.multiply"(%1666, %1668) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1670 = "stablehlo.add"(%1665, %1669) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1671 = "stablehlo.convert"(%1670) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1672 = "stablehlo.reduce_precision"(%1671) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1673 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1674 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1675 = "stablehlo.broadcast_in_dim"(%1674) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1676 = "stablehlo.multiply"(%1675, %1673) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1677 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1678 = "stablehlo.broadcast_in_dim"(%1677) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1679 = "stablehlo.add"(%1678, %1676) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1680 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1681 = "stablehlo.broadcast_in_dim"(%1680) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1682 = "stablehlo.divide"(%1679, %1681) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1683 = "stablehlo.constant"() <{value = dense<5.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1684 = "stablehlo.broadcast_in_dim"(%1683) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1685 = "stablehlo.power"(%1684, %1682) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1686 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1687 = "stablehlo.broadcast_in_dim"(%1686) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1688 = "stablehlo.divide"(%1687, %1685) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1689 = "stablehlo.convert"(%119) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1690 = "stablehlo.broadcast_in_dim"(%1689) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1691 = "stablehlo.broadcast_in_dim"(%1688) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1692 = "stablehlo.broadcast_in_dim"(%1690) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1693 = "stablehlo.broadcast_in_dim"(%1691) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1694 = "stablehlo.multiply"(%1692, %1693) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1695 = "stablehlo.concatenate"(%1694, %1694) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1696 = "stablehlo.cosine"(%1695) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1697 = "stablehlo.broadcast_in_dim"(%1696) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1698 = "stablehlo.sine"(%1695) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1699 = "stablehlo.broadcast_in_dim"(%1698) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1700 = "stablehlo.slice"(%1628) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %1701 = "stablehlo.slice"(%1628) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %1702 = "stablehlo.negate"(%1701) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %1703 = "stablehlo.concatenate"(%1702, %1700) <{dimension = 3 : i64}> : (tensor<1x2048x8x64xbf16>, tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x128xbf16>
    %1704 = "stablehlo.convert"(%1628) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %1705 = "stablehlo.reduce_precision"(%1697) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1706 = "stablehlo.broadcast_in_dim"(%1705) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %1707 = "stablehlo.multiply"(%1704, %1706) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1708 = "stablehlo.convert"(%1703) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %1709 = "stablehlo.reduce_precision"(%1699) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x1x128xf32>
    %1710 = "stablehlo.broadcast_in_dim"(%1709) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %1711 = "stablehlo.multiply"(%1708, %1710) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1712 = "stablehlo.add"(%1707, %1711) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1713 = "stablehlo.convert"(%1712) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %1714 = "stablehlo.broadcast_in_dim"(%1713) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %1715 = "stablehlo.reshape"(%1714) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1716 = "stablehlo.reduce_precision"(%1715) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1717 = "stablehlo.broadcast_in_dim"(%1630) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %1718 = "stablehlo.reshape"(%1717) : (tensor<1x2048x8x4x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1719 = "stablehlo.reduce_precision"(%1718) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1720 = "stablehlo.dot_general"(%1672, %1716) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1721 = "stablehlo.convert"(%1720) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %1722 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1723 = "stablehlo.sqrt"(%1722) : (tensor<f32>) -> tensor<f32>
    %1724 = "stablehlo.convert"(%1723) : (tensor<f32>) -> tensor<f32>
    %1725 = "stablehlo.reduce_precision"(%1724) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %1726 = "stablehlo.broadcast_in_dim"(%1725) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1727 = "stablehlo.divide"(%1721, %1726) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1728 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %1729 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1730:2 = "func.call"(%1728, %1727, %1729) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xi1>)
    %1731 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1732 = "stablehlo.reduce"(%1730#0, %1731) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg479: tensor<f32>, %arg480: tensor<f32>):
      %3656 = "stablehlo.maximum"(%arg479, %arg480) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3656) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1733 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1734 = "stablehlo.broadcast_in_dim"(%1733) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %1735 = "stablehlo.maximum"(%1734, %1732) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %1736 = "stablehlo.broadcast_in_dim"(%1735) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1737 = "stablehlo.broadcast_in_dim"(%1736) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1738 = "stablehlo.subtract"(%1730#0, %1737) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1739 = "stablehlo.exponential"(%1738) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1740 = "stablehlo.reduce_precision"(%1739) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1741 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1742 = "stablehlo.reduce"(%1740, %1741) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg477: tensor<f32>, %arg478: tensor<f32>):
      %3655 = "stablehlo.add"(%arg477, %arg478) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3655) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1743 = "stablehlo.broadcast_in_dim"(%1742) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1744 = "stablehlo.reduce_precision"(%1743) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %1745 = "stablehlo.broadcast_in_dim"(%1744) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1746 = "stablehlo.divide"(%1740, %1745) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1747 = "stablehlo.multiply"(%1744, %1744) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %1748 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1749 = "stablehlo.broadcast_in_dim"(%1748) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x1xf32>
    %1750 = "stablehlo.divide"(%1749, %1747) : (tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %1751 = "stablehlo.convert"(%1746) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %1752 = "stablehlo.reduce_precision"(%1751) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1753 = "stablehlo.dot_general"(%1719, %1752) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %1754 = "stablehlo.transpose"(%1753) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %1755 = "stablehlo.reshape"(%1754) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %1756 = "stablehlo.reduce_precision"(%1755) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1757 = "stablehlo.dot_general"(%1756, %1594) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1758 = "stablehlo.add"(%1587, %1757) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1759 = "stablehlo.convert"(%1758) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1760 = "stablehlo.reduce_precision"(%1759) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1761 = "stablehlo.multiply"(%1760, %1760) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1762 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1763 = "stablehlo.reduce"(%1761, %1762) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg475: tensor<f32>, %arg476: tensor<f32>):
      %3654 = "stablehlo.add"(%arg475, %arg476) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3654) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1764 = "stablehlo.broadcast_in_dim"(%1763) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1765 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1766 = "stablehlo.reduce_precision"(%1765) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %1767 = "stablehlo.broadcast_in_dim"(%1766) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1768 = "stablehlo.divide"(%1764, %1767) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1769 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1770 = "stablehlo.broadcast_in_dim"(%1769) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1771 = "stablehlo.add"(%1768, %1770) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1772 = "stablehlo.rsqrt"(%1771) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1773 = "stablehlo.reduce_precision"(%1772) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1774 = "stablehlo.divide"(%1773, %1771) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1775 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1776 = "stablehlo.broadcast_in_dim"(%1775) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1777 = "stablehlo.multiply"(%1776, %1774) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1778 = "stablehlo.broadcast_in_dim"(%1773) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1779 = "stablehlo.multiply"(%1760, %1778) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1780 = "stablehlo.convert"(%1779) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1781 = "stablehlo.reduce_precision"(%1780) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1782 = "stablehlo.broadcast_in_dim"(%1589) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1783 = "stablehlo.reduce_precision"(%1782) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1784 = "stablehlo.broadcast_in_dim"(%1783) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1785 = "stablehlo.multiply"(%1781, %1784) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1786 = "stablehlo.reduce_precision"(%1785) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1787 = "stablehlo.dot_general"(%1786, %1591) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1788 = "stablehlo.reduce_precision"(%1787) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1789:3 = "func.call"(%1788) <{callee = @silu}> : (tensor<1x2048x14336xbf16>) -> (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>)
    %1790 = "stablehlo.reduce_precision"(%1789#0) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1791 = "stablehlo.dot_general"(%1786, %1592) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1792 = "stablehlo.reduce_precision"(%1791) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1793 = "stablehlo.multiply"(%1790, %1792) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1794 = "stablehlo.reduce_precision"(%1793) <{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}> : (tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1795 = "stablehlo.dot_general"(%1794, %1590) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1796 = "stablehlo.add"(%1758, %1795) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1797 = "stablehlo.all_gather"(%arg43) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024xbf16>) -> tensor<4096xbf16>
    %1798 = "stablehlo.convert"(%1796) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1799 = "stablehlo.multiply"(%1798, %1798) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1800 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1801 = "stablehlo.reduce"(%1799, %1800) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg473: tensor<f32>, %arg474: tensor<f32>):
      %3653 = "stablehlo.add"(%arg473, %arg474) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3653) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1802 = "stablehlo.broadcast_in_dim"(%1801) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1803 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1804 = "stablehlo.broadcast_in_dim"(%1803) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1805 = "stablehlo.divide"(%1802, %1804) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1806 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1807 = "stablehlo.broadcast_in_dim"(%1806) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1808 = "stablehlo.add"(%1805, %1807) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1809 = "stablehlo.rsqrt"(%1808) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1810 = "stablehlo.divide"(%1809, %1808) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1811 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1812 = "stablehlo.broadcast_in_dim"(%1811) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1813 = "stablehlo.multiply"(%1812, %1810) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1814 = "stablehlo.broadcast_in_dim"(%1809) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1815 = "stablehlo.multiply"(%1798, %1814) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1816 = "stablehlo.convert"(%1815) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1817 = "stablehlo.broadcast_in_dim"(%1797) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1818 = "stablehlo.broadcast_in_dim"(%1817) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1819 = "stablehlo.multiply"(%1816, %1818) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1820 = "stablehlo.all_gather"(%arg116) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x128256xbf16>) -> tensor<4096x128256xbf16>
    %1821 = "stablehlo.dot_general"(%1819, %1820) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x128256xbf16>) -> tensor<1x2048x128256xbf16>
    %1822 = "stablehlo.convert"(%1821) : (tensor<1x2048x128256xbf16>) -> tensor<1x2048x128256xf32>
    %1823:3 = "func.call"(%1822) <{callee = @log_softmax}> : (tensor<1x2048x128256xf32>) -> (tensor<1x2048x128256xf32>, tensor<1x2048x128256xf32>, tensor<1x2048x1xf32>)
    %1824 = "stablehlo.broadcast_in_dim"(%arg118) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi32>) -> tensor<1x2048x1xi32>
    %1825:2 = "func.call"(%1823#0, %1824) <{callee = @take_along_axis}> : (tensor<1x2048x128256xf32>, tensor<1x2048x1xi32>) -> (tensor<1x2048x1xf32>, tensor<2048x1x1xi32>)
    %1826 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1827 = "stablehlo.reduce"(%1825#0, %1826) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg471: tensor<f32>, %arg472: tensor<f32>):
      %3652 = "stablehlo.add"(%arg471, %arg472) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3652) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<f32>
    %1828 = "stablehlo.constant"() <{value = dense<2.048000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1829 = "stablehlo.divide"(%1827, %1828) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1830 = "stablehlo.negate"(%1829) : (tensor<f32>) -> tensor<f32>
    %1831 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1832 = "stablehlo.negate"(%1831) : (tensor<f32>) -> tensor<f32>
    %1833 = "stablehlo.divide"(%1832, %1828) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1834 = "stablehlo.broadcast_in_dim"(%1833) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1835 = "func.call"(%1825#1, %1834) <{callee = @take_along_axis_1}> : (tensor<2048x1x1xi32>, tensor<1x2048x1xf32>) -> tensor<1x2048x128256xf32>
    %1836 = "func.call"(%1823#1, %1823#2, %1835) <{callee = @log_softmax_2}> : (tensor<1x2048x128256xf32>, tensor<1x2048x1xf32>, tensor<1x2048x128256xf32>) -> tensor<1x2048x128256xf32>
    %1837 = "stablehlo.convert"(%1836) : (tensor<1x2048x128256xf32>) -> tensor<1x2048x128256xbf16>
    %1838 = "stablehlo.dot_general"(%1837, %1819) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x128256xbf16>, tensor<1x2048x4096xbf16>) -> tensor<128256x4096xbf16>
    %1839 = "stablehlo.transpose"(%1838) <{permutation = array<i64: 1, 0>}> : (tensor<128256x4096xbf16>) -> tensor<4096x128256xbf16>
    %1840 = "stablehlo.dot_general"(%1837, %1820) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x128256xbf16>, tensor<4096x128256xbf16>) -> tensor<1x2048x4096xbf16>
    %1841 = "stablehlo.reduce_scatter"(%1839) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg469: tensor<bf16>, %arg470: tensor<bf16>):
      %3651 = "stablehlo.add"(%arg469, %arg470) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3651) : (tensor<bf16>) -> ()
    }) : (tensor<4096x128256xbf16>) -> tensor<1024x128256xbf16>
    %1842 = "stablehlo.multiply"(%1816, %1840) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1843 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1844 = "stablehlo.reduce"(%1842, %1843) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg467: tensor<bf16>, %arg468: tensor<bf16>):
      %3650 = "stablehlo.add"(%arg467, %arg468) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3650) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %1845 = "stablehlo.reshape"(%1844) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1846 = "stablehlo.broadcast_in_dim"(%1817) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1847 = "stablehlo.multiply"(%1840, %1846) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1848 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1849 = "stablehlo.reduce"(%1845, %1848) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg465: tensor<bf16>, %arg466: tensor<bf16>):
      %3649 = "stablehlo.add"(%arg465, %arg466) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3649) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %1850 = "stablehlo.convert"(%1847) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1851 = "stablehlo.multiply"(%1798, %1850) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1852 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1853 = "stablehlo.reduce"(%1851, %1852) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg463: tensor<f32>, %arg464: tensor<f32>):
      %3648 = "stablehlo.add"(%arg463, %arg464) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3648) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1854 = "stablehlo.reshape"(%1853) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1855 = "stablehlo.broadcast_in_dim"(%1809) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1856 = "stablehlo.multiply"(%1850, %1855) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1857 = "stablehlo.multiply"(%1854, %1813) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1858 = "stablehlo.broadcast_in_dim"(%1803) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1859 = "stablehlo.divide"(%1857, %1858) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1860 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1861 = "stablehlo.reduce"(%1859, %1860) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg461: tensor<f32>, %arg462: tensor<f32>):
      %3647 = "stablehlo.add"(%arg461, %arg462) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3647) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %1862 = "stablehlo.broadcast_in_dim"(%1861) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1863 = "stablehlo.broadcast_in_dim"(%1862) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %1864 = "stablehlo.multiply"(%1798, %1863) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1865 = "stablehlo.add"(%1856, %1864) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1866 = "stablehlo.multiply"(%1863, %1798) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1867 = "stablehlo.add"(%1865, %1866) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1868 = "stablehlo.convert"(%1867) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1869 = "stablehlo.reduce_scatter"(%1849) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg459: tensor<bf16>, %arg460: tensor<bf16>):
      %3646 = "stablehlo.add"(%arg459, %arg460) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3646) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %1870:42 = "stablehlo.optimization_barrier"(%1598, %1604, %1615, %1611, %1621, %1619, %1624, %1663, %1667, %1705, %1709, %1716, %1672, %1725, %1730#1, %1740, %1744, %1750, %1752, %1719, %1756, %1760, %1766, %1777, %1773, %1783, %1781, %1786, %1788, %1789#1, %1789#2, %1792, %1790, %1794, %arg109, %arg110, %arg111, %arg112, %arg113, %arg114, %arg115, %1868) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
    %1871 = "stablehlo.all_gather"(%1870#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %1872 = "stablehlo.all_gather"(%1870#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %1873 = "stablehlo.all_gather"(%1870#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %1874 = "stablehlo.all_gather"(%1870#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %1875 = "stablehlo.all_gather"(%1870#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %1876 = "stablehlo.all_gather"(%1870#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %1877 = "stablehlo.all_gather"(%1870#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %1878 = "stablehlo.dot_general"(%1870#41, %1870#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
    %1879 = "stablehlo.transpose"(%1878) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
    %1880 = "stablehlo.dot_general"(%1870#41, %1871) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
    %1881 = "stablehlo.multiply"(%1870#32, %1880) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1882 = "stablehlo.multiply"(%1880, %1870#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1883 = "stablehlo.dot_general"(%1881, %1870#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %1884 = "stablehlo.transpose"(%1883) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %1885 = "stablehlo.dot_general"(%1881, %1873) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %1886 = "func.call"(%1870#30, %1870#28, %1870#29, %1882) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %1887 = "stablehlo.dot_general"(%1886, %1870#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %1888 = "stablehlo.transpose"(%1887) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %1889 = "stablehlo.dot_general"(%1886, %1872) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %1890 = "stablehlo.add"(%1885, %1889) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1891 = "stablehlo.multiply"(%1870#26, %1890) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1892 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1893 = "stablehlo.reduce"(%1891, %1892) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg457: tensor<bf16>, %arg458: tensor<bf16>):
      %3645 = "stablehlo.add"(%arg457, %arg458) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3645) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %1894 = "stablehlo.reshape"(%1893) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1895 = "stablehlo.broadcast_in_dim"(%1870#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1896 = "stablehlo.multiply"(%1890, %1895) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1897 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1898 = "stablehlo.reduce"(%1894, %1897) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg455: tensor<bf16>, %arg456: tensor<bf16>):
      %3644 = "stablehlo.add"(%arg455, %arg456) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3644) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %1899 = "stablehlo.convert"(%1896) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1900 = "stablehlo.multiply"(%1870#21, %1899) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1901 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1902 = "stablehlo.reduce"(%1900, %1901) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg453: tensor<f32>, %arg454: tensor<f32>):
      %3643 = "stablehlo.add"(%arg453, %arg454) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3643) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1903 = "stablehlo.reshape"(%1902) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1904 = "stablehlo.broadcast_in_dim"(%1870#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1905 = "stablehlo.multiply"(%1899, %1904) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1906 = "stablehlo.multiply"(%1903, %1870#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1907 = "stablehlo.broadcast_in_dim"(%1870#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1908 = "stablehlo.divide"(%1906, %1907) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1909 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1910 = "stablehlo.reduce"(%1908, %1909) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg451: tensor<f32>, %arg452: tensor<f32>):
      %3642 = "stablehlo.add"(%arg451, %arg452) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3642) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %1911 = "stablehlo.broadcast_in_dim"(%1910) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %1912 = "stablehlo.broadcast_in_dim"(%1911) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %1913 = "stablehlo.multiply"(%1870#21, %1912) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1914 = "stablehlo.add"(%1905, %1913) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1915 = "stablehlo.multiply"(%1912, %1870#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1916 = "stablehlo.add"(%1914, %1915) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1917 = "stablehlo.convert"(%1916) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1918 = "stablehlo.add"(%1870#41, %1917) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1919 = "stablehlo.dot_general"(%1918, %1870#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %1920 = "stablehlo.transpose"(%1919) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %1921 = "stablehlo.dot_general"(%1918, %1875) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1922 = "stablehlo.reshape"(%1921) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1923 = "stablehlo.transpose"(%1922) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
    %1924 = "stablehlo.dot_general"(%1923, %1870#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1925 = "stablehlo.dot_general"(%1923, %1870#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %1926 = "stablehlo.transpose"(%1925) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %1927 = "stablehlo.convert"(%1924) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %1928 = "stablehlo.broadcast_in_dim"(%1870#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1929 = "stablehlo.multiply"(%1927, %1928) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1930 = "stablehlo.multiply"(%1929, %1870#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1931 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1932 = "stablehlo.reduce"(%1930, %1931) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg449: tensor<f32>, %arg450: tensor<f32>):
      %3641 = "stablehlo.add"(%arg449, %arg450) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3641) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1933 = "stablehlo.reshape"(%1932) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1934 = "stablehlo.negate"(%1933) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %1935 = "stablehlo.broadcast_in_dim"(%1870#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1936 = "stablehlo.divide"(%1927, %1935) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1937 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1938 = "stablehlo.reduce"(%1934, %1937) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg447: tensor<f32>, %arg448: tensor<f32>):
      %3640 = "stablehlo.add"(%arg447, %arg448) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3640) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %1939 = "stablehlo.broadcast_in_dim"(%1938) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
    %1940 = "stablehlo.broadcast_in_dim"(%1939) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1941 = "stablehlo.add"(%1936, %1940) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1942 = "stablehlo.multiply"(%1941, %1870#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1943 = "func.call"(%1870#14, %1942) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1944 = "stablehlo.broadcast_in_dim"(%1870#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1945 = "stablehlo.divide"(%1943, %1944) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1946 = "stablehlo.convert"(%1945) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %1947 = "stablehlo.dot_general"(%1946, %1870#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1948 = "stablehlo.transpose"(%1947) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1949 = "stablehlo.dot_general"(%1946, %1870#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1950 = "stablehlo.transpose"(%1949) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1951 = "stablehlo.reshape"(%1926) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %1952 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1953 = "stablehlo.reduce"(%1951, %1952) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg445: tensor<bf16>, %arg446: tensor<bf16>):
      %3639 = "stablehlo.add"(%arg445, %arg446) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3639) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %1954 = "stablehlo.broadcast_in_dim"(%1953) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %1955 = "stablehlo.reshape"(%1948) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %1956 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1957 = "stablehlo.reduce"(%1955, %1956) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg443: tensor<bf16>, %arg444: tensor<bf16>):
      %3638 = "stablehlo.add"(%arg443, %arg444) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3638) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %1958 = "stablehlo.broadcast_in_dim"(%1957) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %1959 = "stablehlo.convert"(%1958) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %1960 = "stablehlo.broadcast_in_dim"(%1870#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %1961 = "stablehlo.multiply"(%1959, %1960) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1962 = "stablehlo.convert"(%1961) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %1963 = "stablehlo.broadcast_in_dim"(%1870#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %1964 = "stablehlo.multiply"(%1959, %1963) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %1965 = "stablehlo.convert"(%1964) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %1966 = "stablehlo.slice"(%1962) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %1967 = "stablehlo.slice"(%1962) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %1968 = "stablehlo.negate"(%1966) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %1969 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1970 = "stablehlo.pad"(%1968, %1969) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %1971 = "stablehlo.add"(%1965, %1970) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %1972 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1973 = "stablehlo.pad"(%1967, %1972) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %1974 = "stablehlo.add"(%1971, %1973) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %1975 = "stablehlo.convert"(%1950) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1976 = "stablehlo.broadcast_in_dim"(%1870#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1977 = "stablehlo.multiply"(%1975, %1976) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1978 = "stablehlo.convert"(%1977) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1979 = "stablehlo.broadcast_in_dim"(%1870#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1980 = "stablehlo.multiply"(%1975, %1979) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1981 = "stablehlo.convert"(%1980) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1982 = "stablehlo.slice"(%1978) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1983 = "stablehlo.slice"(%1978) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1984 = "stablehlo.negate"(%1982) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1985 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1986 = "stablehlo.pad"(%1984, %1985) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %1987 = "stablehlo.add"(%1981, %1986) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1988 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1989 = "stablehlo.pad"(%1983, %1988) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %1990 = "stablehlo.add"(%1987, %1989) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %1991 = "stablehlo.reshape"(%1954) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %1992 = "stablehlo.dot_general"(%1991, %1870#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %1993 = "stablehlo.transpose"(%1992) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %1994 = "stablehlo.dot_general"(%1991, %1877) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %1995 = "stablehlo.reshape"(%1974) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %1996 = "stablehlo.dot_general"(%1995, %1870#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %1997 = "stablehlo.transpose"(%1996) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %1998 = "stablehlo.dot_general"(%1995, %1874) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %1999 = "stablehlo.add"(%1994, %1998) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2000 = "stablehlo.reshape"(%1990) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %2001 = "stablehlo.dot_general"(%2000, %1870#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %2002 = "stablehlo.transpose"(%2001) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %2003 = "stablehlo.dot_general"(%2000, %1876) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2004 = "stablehlo.add"(%1999, %2003) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2005 = "stablehlo.multiply"(%1870#5, %2004) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2006 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2007 = "stablehlo.reduce"(%2005, %2006) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg441: tensor<bf16>, %arg442: tensor<bf16>):
      %3637 = "stablehlo.add"(%arg441, %arg442) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3637) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2008 = "stablehlo.reshape"(%2007) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2009 = "stablehlo.broadcast_in_dim"(%1870#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2010 = "stablehlo.multiply"(%2004, %2009) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2011 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2012 = "stablehlo.reduce"(%2008, %2011) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg439: tensor<bf16>, %arg440: tensor<bf16>):
      %3636 = "stablehlo.add"(%arg439, %arg440) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3636) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2013 = "stablehlo.convert"(%2010) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2014 = "stablehlo.multiply"(%1870#0, %2013) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2015 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2016 = "stablehlo.reduce"(%2014, %2015) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg437: tensor<f32>, %arg438: tensor<f32>):
      %3635 = "stablehlo.add"(%arg437, %arg438) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3635) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2017 = "stablehlo.reshape"(%2016) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2018 = "stablehlo.broadcast_in_dim"(%1870#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2019 = "stablehlo.multiply"(%2013, %2018) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2020 = "stablehlo.multiply"(%2017, %1870#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2021 = "stablehlo.broadcast_in_dim"(%1870#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2022 = "stablehlo.divide"(%2020, %2021) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2023 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2024 = "stablehlo.reduce"(%2022, %2023) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg435: tensor<f32>, %arg436: tensor<f32>):
      %3634 = "stablehlo.add"(%arg435, %arg436) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3634) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2025 = "stablehlo.broadcast_in_dim"(%2024) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2026 = "stablehlo.broadcast_in_dim"(%2025) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2027 = "stablehlo.multiply"(%1870#0, %2026) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2028 = "stablehlo.add"(%2019, %2027) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2029 = "stablehlo.multiply"(%2026, %1870#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2030 = "stablehlo.add"(%2028, %2029) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2031 = "stablehlo.convert"(%2030) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2032 = "stablehlo.add"(%1918, %2031) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2033 = "stablehlo.reduce_scatter"(%1993) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg433: tensor<bf16>, %arg434: tensor<bf16>):
      %3633 = "stablehlo.add"(%arg433, %arg434) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3633) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %2034 = "stablehlo.reduce_scatter"(%2002) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg431: tensor<bf16>, %arg432: tensor<bf16>):
      %3632 = "stablehlo.add"(%arg431, %arg432) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3632) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %2035 = "stablehlo.reduce_scatter"(%1920) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg429: tensor<bf16>, %arg430: tensor<bf16>):
      %3631 = "stablehlo.add"(%arg429, %arg430) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3631) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %2036 = "stablehlo.reduce_scatter"(%1997) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg427: tensor<bf16>, %arg428: tensor<bf16>):
      %3630 = "stablehlo.add"(%arg427, %arg428) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3630) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %2037 = "stablehlo.reduce_scatter"(%1884) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg425: tensor<bf16>, %arg426: tensor<bf16>):
      %3629 = "stablehlo.add"(%arg425, %arg426) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3629) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %2038 = "stablehlo.reduce_scatter"(%1888) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg423: tensor<bf16>, %arg424: tensor<bf16>):
      %3628 = "stablehlo.add"(%arg423, %arg424) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3628) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %2039 = "stablehlo.reduce_scatter"(%1879) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg421: tensor<bf16>, %arg422: tensor<bf16>):
      %3627 = "stablehlo.add"(%arg421, %arg422) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3627) : (tensor<bf16>) -> ()
    }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %2040 = "stablehlo.reduce_scatter"(%1898) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg419: tensor<bf16>, %arg420: tensor<bf16>):
      %3626 = "stablehlo.add"(%arg419, %arg420) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3626) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %2041 = "stablehlo.reduce_scatter"(%2012) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg417: tensor<bf16>, %arg418: tensor<bf16>):
      %3625 = "stablehlo.add"(%arg417, %arg418) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3625) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %2042:42 = "stablehlo.optimization_barrier"(%1389, %1395, %1406, %1402, %1412, %1410, %1415, %1454, %1458, %1496, %1500, %1507, %1463, %1516, %1521#1, %1531, %1535, %1541, %1543, %1510, %1547, %1551, %1557, %1568, %1564, %1574, %1572, %1577, %1579, %1580#1, %1580#2, %1583, %1581, %1585, %arg100, %arg101, %arg102, %arg103, %arg104, %arg105, %arg106, %2032) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
    %2043 = "stablehlo.all_gather"(%2042#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %2044 = "stablehlo.all_gather"(%2042#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %2045 = "stablehlo.all_gather"(%2042#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %2046 = "stablehlo.all_gather"(%2042#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %2047 = "stablehlo.all_gather"(%2042#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %2048 = "stablehlo.all_gather"(%2042#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %2049 = "stablehlo.all_gather"(%2042#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %2050 = "stablehlo.dot_general"(%2042#41, %2042#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
    %2051 = "stablehlo.transpose"(%2050) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
    %2052 = "stablehlo.dot_general"(%2042#41, %2043) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
    %2053 = "stablehlo.multiply"(%2042#32, %2052) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2054 = "stablehlo.multiply"(%2052, %2042#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2055 = "stablehlo.dot_general"(%2053, %2042#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %2056 = "stablehlo.transpose"(%2055) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %2057 = "stablehlo.dot_general"(%2053, %2045) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %2058 = "func.call"(%2042#30, %2042#28, %2042#29, %2054) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2059 = "stablehlo.dot_general"(%2058, %2042#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %2060 = "stablehlo.transpose"(%2059) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %2061 = "stablehlo.dot_general"(%2058, %2044) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %2062 = "stablehlo.add"(%2057, %2061) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2063 = "stablehlo.multiply"(%2042#26, %2062) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2064 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2065 = "stablehlo.reduce"(%2063, %2064) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg415: tensor<bf16>, %arg416: tensor<bf16>):
      %3624 = "stablehlo.add"(%arg415, %arg416) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3624) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2066 = "stablehlo.reshape"(%2065) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2067 = "stablehlo.broadcast_in_dim"(%2042#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2068 = "stablehlo.multiply"(%2062, %2067) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2069 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2070 = "stablehlo.reduce"(%2066, %2069) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg413: tensor<bf16>, %arg414: tensor<bf16>):
      %3623 = "stablehlo.add"(%arg413, %arg414) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3623) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2071 = "stablehlo.convert"(%2068) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2072 = "stablehlo.multiply"(%2042#21, %2071) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2073 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2074 = "stablehlo.reduce"(%2072, %2073) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg411: tensor<f32>, %arg412: tensor<f32>):
      %3622 = "stablehlo.add"(%arg411, %arg412) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3622) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2075 = "stablehlo.reshape"(%2074) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2076 = "stablehlo.broadcast_in_dim"(%2042#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2077 = "stablehlo.multiply"(%2071, %2076) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2078 = "stablehlo.multiply"(%2075, %2042#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2079 = "stablehlo.broadcast_in_dim"(%2042#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2080 = "stablehlo.divide"(%2078, %2079) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2081 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2082 = "stablehlo.reduce"(%2080, %2081) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg409: tensor<f32>, %arg410: tensor<f32>):
      %3621 = "stablehlo.add"(%arg409, %arg410) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3621) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2083 = "stablehlo.broadcast_in_dim"(%2082) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2084 = "stablehlo.broadcast_in_dim"(%2083) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2085 = "stablehlo.multiply"(%2042#21, %2084) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2086 = "stablehlo.add"(%2077, %2085) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2087 = "stablehlo.multiply"(%2084, %2042#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2088 = "stablehlo.add"(%2086, %2087) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2089 = "stablehlo.convert"(%2088) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2090 = "stablehlo.add"(%2042#41, %2089) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2091 = "stablehlo.dot_general"(%2090, %2042#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %2092 = "stablehlo.transpose"(%2091) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %2093 = "stablehlo.dot_general"(%2090, %2047) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2094 = "stablehlo.reshape"(%2093) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2095 = "stablehlo.transpose"(%2094) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
    %2096 = "stablehlo.dot_general"(%2095, %2042#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %2097 = "stablehlo.dot_general"(%2095, %2042#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %2098 = "stablehlo.transpose"(%2097) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %2099 = "stablehlo.convert"(%2096) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %2100 = "stablehlo.broadcast_in_dim"(%2042#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2101 = "stablehlo.multiply"(%2099, %2100) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2102 = "stablehlo.multiply"(%2101, %2042#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2103 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2104 = "stablehlo.reduce"(%2102, %2103) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg407: tensor<f32>, %arg408: tensor<f32>):
      %3620 = "stablehlo.add"(%arg407, %arg408) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3620) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2105 = "stablehlo.reshape"(%2104) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2106 = "stablehlo.negate"(%2105) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %2107 = "stablehlo.broadcast_in_dim"(%2042#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2108 = "stablehlo.divide"(%2099, %2107) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2109 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2110 = "stablehlo.reduce"(%2106, %2109) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg405: tensor<f32>, %arg406: tensor<f32>):
      %3619 = "stablehlo.add"(%arg405, %arg406) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3619) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %2111 = "stablehlo.broadcast_in_dim"(%2110) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
    %2112 = "stablehlo.broadcast_in_dim"(%2111) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2113 = "stablehlo.add"(%2108, %2112) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2114 = "stablehlo.multiply"(%2113, %2042#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2115 = "func.call"(%2042#14, %2114) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2116 = "stablehlo.broadcast_in_dim"(%2042#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2117 = "stablehlo.divide"(%2115, %2116) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2118 = "stablehlo.convert"(%2117) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %2119 = "stablehlo.dot_general"(%2118, %2042#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2120 = "stablehlo.transpose"(%2119) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2121 = "stablehlo.dot_general"(%2118, %2042#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2122 = "stablehlo.transpose"(%2121) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2123 = "stablehlo.reshape"(%2098) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %2124 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2125 = "stablehlo.reduce"(%2123, %2124) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg403: tensor<bf16>, %arg404: tensor<bf16>):
      %3618 = "stablehlo.add"(%arg403, %arg404) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3618) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %2126 = "stablehlo.broadcast_in_dim"(%2125) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2127 = "stablehlo.reshape"(%2120) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %2128 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2129 = "stablehlo.reduce"(%2127, %2128) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg401: tensor<bf16>, %arg402: tensor<bf16>):
      %3617 = "stablehlo.add"(%arg401, %arg402) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3617) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %2130 = "stablehlo.broadcast_in_dim"(%2129) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2131 = "stablehlo.convert"(%2130) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %2132 = "stablehlo.broadcast_in_dim"(%2042#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %2133 = "stablehlo.multiply"(%2131, %2132) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %2134 = "stablehlo.convert"(%2133) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %2135 = "stablehlo.broadcast_in_dim"(%2042#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %2136 = "stablehlo.multiply"(%2131, %2135) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %2137 = "stablehlo.convert"(%2136) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %2138 = "stablehlo.slice"(%2134) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %2139 = "stablehlo.slice"(%2134) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %2140 = "stablehlo.negate"(%2138) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %2141 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2142 = "stablehlo.pad"(%2140, %2141) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %2143 = "stablehlo.add"(%2137, %2142) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2145 = "stablehlo.pad"(%2139, %2144) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %2146 = "stablehlo.add"(%2143, %2145) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2147 = "stablehlo.convert"(%2122) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2148 = "stablehlo.broadcast_in_dim"(%2042#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2149 = "stablehlo.multiply"(%2147, %2148) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2150 = "stablehlo.convert"(%2149) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2151 = "stablehlo.broadcast_in_dim"(%2042#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2152 = "stablehlo.multiply"(%2147, %2151) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2153 = "stablehlo.convert"(%2152) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2154 = "stablehlo.slice"(%2150) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2155 = "stablehlo.slice"(%2150) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2156 = "stablehlo.negate"(%2154) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2157 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2158 = "stablehlo.pad"(%2156, %2157) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %2159 = "stablehlo.add"(%2153, %2158) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2160 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2161 = "stablehlo.pad"(%2155, %2160) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %2162 = "stablehlo.add"(%2159, %2161) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2163 = "stablehlo.reshape"(%2126) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %2164 = "stablehlo.dot_general"(%2163, %2042#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %2165 = "stablehlo.transpose"(%2164) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %2166 = "stablehlo.dot_general"(%2163, %2049) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %2167 = "stablehlo.reshape"(%2146) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %2168 = "stablehlo.dot_general"(%2167, %2042#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %2169 = "stablehlo.transpose"(%2168) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %2170 = "stablehlo.dot_general"(%2167, %2046) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %2171 = "stablehlo.add"(%2166, %2170) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2172 = "stablehlo.reshape"(%2162) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %2173 = "stablehlo.dot_general"(%2172, %2042#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %2174 = "stablehlo.transpose"(%2173) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %2175 = "stablehlo.dot_general"(%2172, %2048) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2176 = "stablehlo.add"(%2171, %2175) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2177 = "stablehlo.multiply"(%2042#5, %2176) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2179 = "stablehlo.reduce"(%2177, %2178) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg399: tensor<bf16>, %arg400: tensor<bf16>):
      %3616 = "stablehlo.add"(%arg399, %arg400) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3616) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2180 = "stablehlo.reshape"(%2179) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2181 = "stablehlo.broadcast_in_dim"(%2042#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2182 = "stablehlo.multiply"(%2176, %2181) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2183 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2184 = "stablehlo.reduce"(%2180, %2183) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg397: tensor<bf16>, %arg398: tensor<bf16>):
      %3615 = "stablehlo.add"(%arg397, %arg398) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3615) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2185 = "stablehlo.convert"(%2182) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2186 = "stablehlo.multiply"(%2042#0, %2185) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2187 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2188 = "stablehlo.reduce"(%2186, %2187) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg395: tensor<f32>, %arg396: tensor<f32>):
      %3614 = "stablehlo.add"(%arg395, %arg396) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3614) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2189 = "stablehlo.reshape"(%2188) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2190 = "stablehlo.broadcast_in_dim"(%2042#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2191 = "stablehlo.multiply"(%2185, %2190) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2192 = "stablehlo.multiply"(%2189, %2042#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2193 = "stablehlo.broadcast_in_dim"(%2042#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2194 = "stablehlo.divide"(%2192, %2193) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2195 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2196 = "stablehlo.reduce"(%2194, %2195) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg393: tensor<f32>, %arg394: tensor<f32>):
      %3613 = "stablehlo.add"(%arg393, %arg394) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3613) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2197 = "stablehlo.broadcast_in_dim"(%2196) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2198 = "stablehlo.broadcast_in_dim"(%2197) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2199 = "stablehlo.multiply"(%2042#0, %2198) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2200 = "stablehlo.add"(%2191, %2199) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2201 = "stablehlo.multiply"(%2198, %2042#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2202 = "stablehlo.add"(%2200, %2201) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2203 = "stablehlo.convert"(%2202) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2204 = "stablehlo.add"(%2090, %2203) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2205 = "stablehlo.reduce_scatter"(%2165) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg391: tensor<bf16>, %arg392: tensor<bf16>):
      %3612 = "stablehlo.add"(%arg391, %arg392) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3612) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %2206 = "stablehlo.reduce_scatter"(%2174) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg389: tensor<bf16>, %arg390: tensor<bf16>):
      %3611 = "stablehlo.add"(%arg389, %arg390) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3611) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %2207 = "stablehlo.reduce_scatter"(%2092) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg387: tensor<bf16>, %arg388: tensor<bf16>):
      %3610 = "stablehlo.add"(%arg387, %arg388) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3610) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %2208 = "stablehlo.reduce_scatter"(%2169) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg385: tensor<bf16>, %arg386: tensor<bf16>):
      %3609 = "stablehlo.add"(%arg385, %arg386) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3609) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %2209 = "stablehlo.reduce_scatter"(%2056) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg383: tensor<bf16>, %arg384: tensor<bf16>):
      %3608 = "stablehlo.add"(%arg383, %arg384) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3608) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %2210 = "stablehlo.reduce_scatter"(%2060) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg381: tensor<bf16>, %arg382: tensor<bf16>):
      %3607 = "stablehlo.add"(%arg381, %arg382) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3607) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %2211 = "stablehlo.reduce_scatter"(%2051) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg379: tensor<bf16>, %arg380: tensor<bf16>):
      %3606 = "stablehlo.add"(%arg379, %arg380) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3606) : (tensor<bf16>) -> ()
    }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %2212 = "stablehlo.reduce_scatter"(%2070) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg377: tensor<bf16>, %arg378: tensor<bf16>):
      %3605 = "stablehlo.add"(%arg377, %arg378) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3605) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %2213 = "stablehlo.reduce_scatter"(%2184) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg375: tensor<bf16>, %arg376: tensor<bf16>):
      %3604 = "stablehlo.add"(%arg375, %arg376) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3604) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %2214:42 = "stablehlo.optimization_barrier"(%1180, %1186, %1197, %1193, %1203, %1201, %1206, %1245, %1249, %1287, %1291, %1298, %1254, %1307, %1312#1, %1322, %1326, %1332, %1334, %1301, %1338, %1342, %1348, %1359, %1355, %1365, %1363, %1368, %1370, %1371#1, %1371#2, %1374, %1372, %1376, %arg91, %arg92, %arg93, %arg94, %arg95, %arg96, %arg97, %2204) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
    %2215 = "stablehlo.all_gather"(%2214#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %2216 = "stablehlo.all_gather"(%2214#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %2217 = "stablehlo.all_gather"(%2214#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %2218 = "stablehlo.all_gather"(%2214#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %2219 = "stablehlo.all_gather"(%2214#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %2220 = "stablehlo.all_gather"(%2214#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %2221 = "stablehlo.all_gather"(%2214#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %2222 = "stablehlo.dot_general"(%2214#41, %2214#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
    %2223 = "stablehlo.transpose"(%2222) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
    %2224 = "stablehlo.dot_general"(%2214#41, %2215) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
    %2225 = "stablehlo.multiply"(%2214#32, %2224) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2226 = "stablehlo.multiply"(%2224, %2214#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2227 = "stablehlo.dot_general"(%2225, %2214#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %2228 = "stablehlo.transpose"(%2227) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %2229 = "stablehlo.dot_general"(%2225, %2217) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %2230 = "func.call"(%2214#30, %2214#28, %2214#29, %2226) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2231 = "stablehlo.dot_general"(%2230, %2214#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %2232 = "stablehlo.transpose"(%2231) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %2233 = "stablehlo.dot_general"(%2230, %2216) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %2234 = "stablehlo.add"(%2229, %2233) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2235 = "stablehlo.multiply"(%2214#26, %2234) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2236 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2237 = "stablehlo.reduce"(%2235, %2236) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg373: tensor<bf16>, %arg374: tensor<bf16>):
      %3603 = "stablehlo.add"(%arg373, %arg374) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3603) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2238 = "stablehlo.reshape"(%2237) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2239 = "stablehlo.broadcast_in_dim"(%2214#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2240 = "stablehlo.multiply"(%2234, %2239) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2241 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2242 = "stablehlo.reduce"(%2238, %2241) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg371: tensor<bf16>, %arg372: tensor<bf16>):
      %3602 = "stablehlo.add"(%arg371, %arg372) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3602) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2243 = "stablehlo.convert"(%2240) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2244 = "stablehlo.multiply"(%2214#21, %2243) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2245 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2246 = "stablehlo.reduce"(%2244, %2245) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg369: tensor<f32>, %arg370: tensor<f32>):
      %3601 = "stablehlo.add"(%arg369, %arg370) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3601) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2247 = "stablehlo.reshape"(%2246) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2248 = "stablehlo.broadcast_in_dim"(%2214#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2249 = "stablehlo.multiply"(%2243, %2248) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2250 = "stablehlo.multiply"(%2247, %2214#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2251 = "stablehlo.broadcast_in_dim"(%2214#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2252 = "stablehlo.divide"(%2250, %2251) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2253 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2254 = "stablehlo.reduce"(%2252, %2253) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg367: tensor<f32>, %arg368: tensor<f32>):
      %3600 = "stablehlo.add"(%arg367, %arg368) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3600) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2255 = "stablehlo.broadcast_in_dim"(%2254) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2256 = "stablehlo.broadcast_in_dim"(%2255) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2257 = "stablehlo.multiply"(%2214#21, %2256) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2258 = "stablehlo.add"(%2249, %2257) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2259 = "stablehlo.multiply"(%2256, %2214#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2260 = "stablehlo.add"(%2258, %2259) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2261 = "stablehlo.convert"(%2260) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2262 = "stablehlo.add"(%2214#41, %2261) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2263 = "stablehlo.dot_general"(%2262, %2214#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %2264 = "stablehlo.transpose"(%2263) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %2265 = "stablehlo.dot_general"(%2262, %2219) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2266 = "stablehlo.reshape"(%2265) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2267 = "stablehlo.transpose"(%2266) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
    %2268 = "stablehlo.dot_general"(%2267, %2214#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %2269 = "stablehlo.dot_general"(%2267, %2214#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %2270 = "stablehlo.transpose"(%2269) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %2271 = "stablehlo.convert"(%2268) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %2272 = "stablehlo.broadcast_in_dim"(%2214#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2273 = "stablehlo.multiply"(%2271, %2272) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2274 = "stablehlo.multiply"(%2273, %2214#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2275 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2276 = "stablehlo.reduce"(%2274, %2275) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg365: tensor<f32>, %arg366: tensor<f32>):
      %3599 = "stablehlo.add"(%arg365, %arg366) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3599) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2277 = "stablehlo.reshape"(%2276) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2278 = "stablehlo.negate"(%2277) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %2279 = "stablehlo.broadcast_in_dim"(%2214#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2280 = "stablehlo.divide"(%2271, %2279) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2281 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2282 = "stablehlo.reduce"(%2278, %2281) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg363: tensor<f32>, %arg364: tensor<f32>):
      %3598 = "stablehlo.add"(%arg363, %arg364) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3598) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %2283 = "stablehlo.broadcast_in_dim"(%2282) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
    %2284 = "stablehlo.broadcast_in_dim"(%2283) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2285 = "stablehlo.add"(%2280, %2284) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2286 = "stablehlo.multiply"(%2285, %2214#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2287 = "func.call"(%2214#14, %2286) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2288 = "stablehlo.broadcast_in_dim"(%2214#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2289 = "stablehlo.divide"(%2287, %2288) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2290 = "stablehlo.convert"(%2289) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %2291 = "stablehlo.dot_general"(%2290, %2214#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2292 = "stablehlo.transpose"(%2291) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2293 = "stablehlo.dot_general"(%2290, %2214#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2294 = "stablehlo.transpose"(%2293) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2295 = "stablehlo.reshape"(%2270) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %2296 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2297 = "stablehlo.reduce"(%2295, %2296) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg361: tensor<bf16>, %arg362: tensor<bf16>):
      %3597 = "stablehlo.add"(%arg361, %arg362) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3597) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %2298 = "stablehlo.broadcast_in_dim"(%2297) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2299 = "stablehlo.reshape"(%2292) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %2300 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2301 = "stablehlo.reduce"(%2299, %2300) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg359: tensor<bf16>, %arg360: tensor<bf16>):
      %3596 = "stablehlo.add"(%arg359, %arg360) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3596) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %2302 = "stablehlo.broadcast_in_dim"(%2301) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2303 = "stablehlo.convert"(%2302) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %2304 = "stablehlo.broadcast_in_dim"(%2214#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %2305 = "stablehlo.multiply"(%2303, %2304) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %2306 = "stablehlo.convert"(%2305) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %2307 = "stablehlo.broadcast_in_dim"(%2214#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %2308 = "stablehlo.multiply"(%2303, %2307) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %2309 = "stablehlo.convert"(%2308) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %2310 = "stablehlo.slice"(%2306) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %2311 = "stablehlo.slice"(%2306) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %2312 = "stablehlo.negate"(%2310) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %2313 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2314 = "stablehlo.pad"(%2312, %2313) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %2315 = "stablehlo.add"(%2309, %2314) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2316 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2317 = "stablehlo.pad"(%2311, %2316) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %2318 = "stablehlo.add"(%2315, %2317) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2319 = "stablehlo.convert"(%2294) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2320 = "stablehlo.broadcast_in_dim"(%2214#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2321 = "stablehlo.multiply"(%2319, %2320) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2322 = "stablehlo.convert"(%2321) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2323 = "stablehlo.broadcast_in_dim"(%2214#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2324 = "stablehlo.multiply"(%2319, %2323) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2325 = "stablehlo.convert"(%2324) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2326 = "stablehlo.slice"(%2322) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2327 = "stablehlo.slice"(%2322) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2328 = "stablehlo.negate"(%2326) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2329 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2330 = "stablehlo.pad"(%2328, %2329) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %2331 = "stablehlo.add"(%2325, %2330) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2332 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2333 = "stablehlo.pad"(%2327, %2332) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %2334 = "stablehlo.add"(%2331, %2333) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2335 = "stablehlo.reshape"(%2298) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %2336 = "stablehlo.dot_general"(%2335, %2214#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %2337 = "stablehlo.transpose"(%2336) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %2338 = "stablehlo.dot_general"(%2335, %2221) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %2339 = "stablehlo.reshape"(%2318) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %2340 = "stablehlo.dot_general"(%2339, %2214#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %2341 = "stablehlo.transpose"(%2340) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %2342 = "stablehlo.dot_general"(%2339, %2218) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %2343 = "stablehlo.add"(%2338, %2342) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2344 = "stablehlo.reshape"(%2334) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %2345 = "stablehlo.dot_general"(%2344, %2214#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %2346 = "stablehlo.transpose"(%2345) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %2347 = "stablehlo.dot_general"(%2344, %2220) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2348 = "stablehlo.add"(%2343, %2347) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2349 = "stablehlo.multiply"(%2214#5, %2348) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2350 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2351 = "stablehlo.reduce"(%2349, %2350) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg357: tensor<bf16>, %arg358: tensor<bf16>):
      %3595 = "stablehlo.add"(%arg357, %arg358) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3595) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2352 = "stablehlo.reshape"(%2351) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2353 = "stablehlo.broadcast_in_dim"(%2214#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2354 = "stablehlo.multiply"(%2348, %2353) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2355 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2356 = "stablehlo.reduce"(%2352, %2355) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg355: tensor<bf16>, %arg356: tensor<bf16>):
      %3594 = "stablehlo.add"(%arg355, %arg356) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3594) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2357 = "stablehlo.convert"(%2354) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2358 = "stablehlo.multiply"(%2214#0, %2357) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2359 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2360 = "stablehlo.reduce"(%2358, %2359) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg353: tensor<f32>, %arg354: tensor<f32>):
      %3593 = "stablehlo.add"(%arg353, %arg354) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3593) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2361 = "stablehlo.reshape"(%2360) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2362 = "stablehlo.broadcast_in_dim"(%2214#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2363 = "stablehlo.multiply"(%2357, %2362) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2364 = "stablehlo.multiply"(%2361, %2214#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2365 = "stablehlo.broadcast_in_dim"(%2214#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2366 = "stablehlo.divide"(%2364, %2365) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2367 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2368 = "stablehlo.reduce"(%2366, %2367) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg351: tensor<f32>, %arg352: tensor<f32>):
      %3592 = "stablehlo.add"(%arg351, %arg352) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3592) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2369 = "stablehlo.broadcast_in_dim"(%2368) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2370 = "stablehlo.broadcast_in_dim"(%2369) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2371 = "stablehlo.multiply"(%2214#0, %2370) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2372 = "stablehlo.add"(%2363, %2371) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2373 = "stablehlo.multiply"(%2370, %2214#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2374 = "stablehlo.add"(%2372, %2373) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2375 = "stablehlo.convert"(%2374) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2376 = "stablehlo.add"(%2262, %2375) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2377 = "stablehlo.reduce_scatter"(%2337) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg349: tensor<bf16>, %arg350: tensor<bf16>):
      %3591 = "stablehlo.add"(%arg349, %arg350) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3591) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %2378 = "stablehlo.reduce_scatter"(%2346) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg347: tensor<bf16>, %arg348: tensor<bf16>):
      %3590 = "stablehlo.add"(%arg347, %arg348) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3590) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %2379 = "stablehlo.reduce_scatter"(%2264) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg345: tensor<bf16>, %arg346: tensor<bf16>):
      %3589 = "stablehlo.add"(%arg345, %arg346) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3589) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %2380 = "stablehlo.reduce_scatter"(%2341) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg343: tensor<bf16>, %arg344: tensor<bf16>):
      %3588 = "stablehlo.add"(%arg343, %arg344) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3588) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %2381 = "stablehlo.reduce_scatter"(%2228) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg341: tensor<bf16>, %arg342: tensor<bf16>):
      %3587 = "stablehlo.add"(%arg341, %arg342) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3587) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %2382 = "stablehlo.reduce_scatter"(%2232) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg339: tensor<bf16>, %arg340: tensor<bf16>):
      %3586 = "stablehlo.add"(%arg339, %arg340) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3586) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %2383 = "stablehlo.reduce_scatter"(%2223) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg337: tensor<bf16>, %arg338: tensor<bf16>):
      %3585 = "stablehlo.add"(%arg337, %arg338) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3585) : (tensor<bf16>) -> ()
    }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %2384 = "stablehlo.reduce_scatter"(%2242) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg335: tensor<bf16>, %arg336: tensor<bf16>):
      %3584 = "stablehlo.add"(%arg335, %arg336) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3584) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %2385 = "stablehlo.reduce_scatter"(%2356) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg333: tensor<bf16>, %arg334: tensor<bf16>):
      %3583 = "stablehlo.add"(%arg333, %arg334) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3583) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %2386:42 = "stablehlo.optimization_barrier"(%971, %977, %988, %984, %994, %992, %997, %1036, %1040, %1078, %1082, %1089, %1045, %1098, %1103#1, %1113, %1117, %1123, %1125, %1092, %1129, %1133, %1139, %1150, %1146, %1156, %1154, %1159, %1161, %1162#1, %1162#2, %1165, %1163, %1167, %arg82, %arg83, %arg84, %arg85, %arg86, %arg87, %arg88, %2376) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
    %2387 = "stablehlo.all_gather"(%2386#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %2388 = "stablehlo.all_gather"(%2386#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %2389 = "stablehlo.all_gather"(%2386#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %2390 = "stablehlo.all_gather"(%2386#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %2391 = "stablehlo.all_gather"(%2386#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %2392 = "stablehlo.all_gather"(%2386#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %2393 = "stablehlo.all_gather"(%2386#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %2394 = "stablehlo.dot_general"(%2386#41, %2386#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
    %2395 = "stablehlo.transpose"(%2394) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
    %2396 = "stablehlo.dot_general"(%2386#41, %2387) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
    %2397 = "stablehlo.multiply"(%2386#32, %2396) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2398 = "stablehlo.multiply"(%2396, %2386#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2399 = "stablehlo.dot_general"(%2397, %2386#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %2400 = "stablehlo.transpose"(%2399) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %2401 = "stablehlo.dot_general"(%2397, %2389) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %2402 = "func.call"(%2386#30, %2386#28, %2386#29, %2398) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2403 = "stablehlo.dot_general"(%2402, %2386#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %2404 = "stablehlo.transpose"(%2403) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %2405 = "stablehlo.dot_general"(%2402, %2388) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %2406 = "stablehlo.add"(%2401, %2405) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2407 = "stablehlo.multiply"(%2386#26, %2406) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2408 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2409 = "stablehlo.reduce"(%2407, %2408) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg331: tensor<bf16>, %arg332: tensor<bf16>):
      %3582 = "stablehlo.add"(%arg331, %arg332) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3582) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2410 = "stablehlo.reshape"(%2409) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2411 = "stablehlo.broadcast_in_dim"(%2386#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2412 = "stablehlo.multiply"(%2406, %2411) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2413 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2414 = "stablehlo.reduce"(%2410, %2413) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg329: tensor<bf16>, %arg330: tensor<bf16>):
      %3581 = "stablehlo.add"(%arg329, %arg330) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3581) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2415 = "stablehlo.convert"(%2412) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2416 = "stablehlo.multiply"(%2386#21, %2415) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2417 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2418 = "stablehlo.reduce"(%2416, %2417) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg327: tensor<f32>, %arg328: tensor<f32>):
      %3580 = "stablehlo.add"(%arg327, %arg328) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3580) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2419 = "stablehlo.reshape"(%2418) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2420 = "stablehlo.broadcast_in_dim"(%2386#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2421 = "stablehlo.multiply"(%2415, %2420) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2422 = "stablehlo.multiply"(%2419, %2386#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2423 = "stablehlo.broadcast_in_dim"(%2386#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2424 = "stablehlo.divide"(%2422, %2423) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2425 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2426 = "stablehlo.reduce"(%2424, %2425) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg325: tensor<f32>, %arg326: tensor<f32>):
      %3579 = "stablehlo.add"(%arg325, %arg326) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3579) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2427 = "stablehlo.broadcast_in_dim"(%2426) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2428 = "stablehlo.broadcast_in_dim"(%2427) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2429 = "stablehlo.multiply"(%2386#21, %2428) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2430 = "stablehlo.add"(%2421, %2429) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2431 = "stablehlo.multiply"(%2428, %2386#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2432 = "stablehlo.add"(%2430, %2431) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2433 = "stablehlo.convert"(%2432) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2434 = "stablehlo.add"(%2386#41, %2433) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2435 = "stablehlo.dot_general"(%2434, %2386#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %2436 = "stablehlo.transpose"(%2435) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %2437 = "stablehlo.dot_general"(%2434, %2391) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2438 = "stablehlo.reshape"(%2437) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2439 = "stablehlo.transpose"(%2438) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
    %2440 = "stablehlo.dot_general"(%2439, %2386#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %2441 = "stablehlo.dot_general"(%2439, %2386#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %2442 = "stablehlo.transpose"(%2441) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %2443 = "stablehlo.convert"(%2440) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %2444 = "stablehlo.broadcast_in_dim"(%2386#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2445 = "stablehlo.multiply"(%2443, %2444) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2446 = "stablehlo.multiply"(%2445, %2386#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2447 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2448 = "stablehlo.reduce"(%2446, %2447) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg323: tensor<f32>, %arg324: tensor<f32>):
      %3578 = "stablehlo.add"(%arg323, %arg324) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3578) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2449 = "stablehlo.reshape"(%2448) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2450 = "stablehlo.negate"(%2449) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %2451 = "stablehlo.broadcast_in_dim"(%2386#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2452 = "stablehlo.divide"(%2443, %2451) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2453 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2454 = "stablehlo.reduce"(%2450, %2453) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg321: tensor<f32>, %arg322: tensor<f32>):
      %3577 = "stablehlo.add"(%arg321, %arg322) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3577) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %2455 = "stablehlo.broadcast_in_dim"(%2454) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
    %2456 = "stablehlo.broadcast_in_dim"(%2455) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2457 = "stablehlo.add"(%2452, %2456) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2458 = "stablehlo.multiply"(%2457, %2386#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2459 = "func.call"(%2386#14, %2458) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2460 = "stablehlo.broadcast_in_dim"(%2386#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2461 = "stablehlo.divide"(%2459, %2460) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2462 = "stablehlo.convert"(%2461) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %2463 = "stablehlo.dot_general"(%2462, %2386#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2464 = "stablehlo.transpose"(%2463) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2465 = "stablehlo.dot_general"(%2462, %2386#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2466 = "stablehlo.transpose"(%2465) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2467 = "stablehlo.reshape"(%2442) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %2468 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2469 = "stablehlo.reduce"(%2467, %2468) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg319: tensor<bf16>, %arg320: tensor<bf16>):
      %3576 = "stablehlo.add"(%arg319, %arg320) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3576) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %2470 = "stablehlo.broadcast_in_dim"(%2469) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2471 = "stablehlo.reshape"(%2464) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %2472 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2473 = "stablehlo.reduce"(%2471, %2472) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg317: tensor<bf16>, %arg318: tensor<bf16>):
      %3575 = "stablehlo.add"(%arg317, %arg318) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3575) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %2474 = "stablehlo.broadcast_in_dim"(%2473) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2475 = "stablehlo.convert"(%2474) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %2476 = "stablehlo.broadcast_in_dim"(%2386#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %2477 = "stablehlo.multiply"(%2475, %2476) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %2478 = "stablehlo.convert"(%2477) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %2479 = "stablehlo.broadcast_in_dim"(%2386#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %2480 = "stablehlo.multiply"(%2475, %2479) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %2481 = "stablehlo.convert"(%2480) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %2482 = "stablehlo.slice"(%2478) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %2483 = "stablehlo.slice"(%2478) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %2484 = "stablehlo.negate"(%2482) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %2485 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2486 = "stablehlo.pad"(%2484, %2485) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %2487 = "stablehlo.add"(%2481, %2486) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2488 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2489 = "stablehlo.pad"(%2483, %2488) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %2490 = "stablehlo.add"(%2487, %2489) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2491 = "stablehlo.convert"(%2466) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2492 = "stablehlo.broadcast_in_dim"(%2386#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2493 = "stablehlo.multiply"(%2491, %2492) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2494 = "stablehlo.convert"(%2493) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2495 = "stablehlo.broadcast_in_dim"(%2386#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2496 = "stablehlo.multiply"(%2491, %2495) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2497 = "stablehlo.convert"(%2496) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2498 = "stablehlo.slice"(%2494) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2499 = "stablehlo.slice"(%2494) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2500 = "stablehlo.negate"(%2498) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2501 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2502 = "stablehlo.pad"(%2500, %2501) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %2503 = "stablehlo.add"(%2497, %2502) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2504 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2505 = "stablehlo.pad"(%2499, %2504) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %2506 = "stablehlo.add"(%2503, %2505) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2507 = "stablehlo.reshape"(%2470) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %2508 = "stablehlo.dot_general"(%2507, %2386#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %2509 = "stablehlo.transpose"(%2508) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %2510 = "stablehlo.dot_general"(%2507, %2393) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %2511 = "stablehlo.reshape"(%2490) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %2512 = "stablehlo.dot_general"(%2511, %2386#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %2513 = "stablehlo.transpose"(%2512) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %2514 = "stablehlo.dot_general"(%2511, %2390) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %2515 = "stablehlo.add"(%2510, %2514) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2516 = "stablehlo.reshape"(%2506) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %2517 = "stablehlo.dot_general"(%2516, %2386#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %2518 = "stablehlo.transpose"(%2517) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %2519 = "stablehlo.dot_general"(%2516, %2392) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2520 = "stablehlo.add"(%2515, %2519) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2521 = "stablehlo.multiply"(%2386#5, %2520) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2522 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2523 = "stablehlo.reduce"(%2521, %2522) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg315: tensor<bf16>, %arg316: tensor<bf16>):
      %3574 = "stablehlo.add"(%arg315, %arg316) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3574) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2524 = "stablehlo.reshape"(%2523) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2525 = "stablehlo.broadcast_in_dim"(%2386#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2526 = "stablehlo.multiply"(%2520, %2525) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2527 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2528 = "stablehlo.reduce"(%2524, %2527) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg313: tensor<bf16>, %arg314: tensor<bf16>):
      %3573 = "stablehlo.add"(%arg313, %arg314) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3573) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2529 = "stablehlo.convert"(%2526) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2530 = "stablehlo.multiply"(%2386#0, %2529) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2531 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2532 = "stablehlo.reduce"(%2530, %2531) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg311: tensor<f32>, %arg312: tensor<f32>):
      %3572 = "stablehlo.add"(%arg311, %arg312) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3572) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2533 = "stablehlo.reshape"(%2532) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2534 = "stablehlo.broadcast_in_dim"(%2386#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2535 = "stablehlo.multiply"(%2529, %2534) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2536 = "stablehlo.multiply"(%2533, %2386#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2537 = "stablehlo.broadcast_in_dim"(%2386#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2538 = "stablehlo.divide"(%2536, %2537) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2539 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2540 = "stablehlo.reduce"(%2538, %2539) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg309: tensor<f32>, %arg310: tensor<f32>):
      %3571 = "stablehlo.add"(%arg309, %arg310) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3571) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2541 = "stablehlo.broadcast_in_dim"(%2540) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2542 = "stablehlo.broadcast_in_dim"(%2541) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2543 = "stablehlo.multiply"(%2386#0, %2542) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2544 = "stablehlo.add"(%2535, %2543) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2545 = "stablehlo.multiply"(%2542, %2386#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2546 = "stablehlo.add"(%2544, %2545) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2547 = "stablehlo.convert"(%2546) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2548 = "stablehlo.add"(%2434, %2547) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2549 = "stablehlo.reduce_scatter"(%2509) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg307: tensor<bf16>, %arg308: tensor<bf16>):
      %3570 = "stablehlo.add"(%arg307, %arg308) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3570) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %2550 = "stablehlo.reduce_scatter"(%2518) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg305: tensor<bf16>, %arg306: tensor<bf16>):
      %3569 = "stablehlo.add"(%arg305, %arg306) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3569) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %2551 = "stablehlo.reduce_scatter"(%2436) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg303: tensor<bf16>, %arg304: tensor<bf16>):
      %3568 = "stablehlo.add"(%arg303, %arg304) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3568) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %2552 = "stablehlo.reduce_scatter"(%2513) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg301: tensor<bf16>, %arg302: tensor<bf16>):
      %3567 = "stablehlo.add"(%arg301, %arg302) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3567) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %2553 = "stablehlo.reduce_scatter"(%2400) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg299: tensor<bf16>, %arg300: tensor<bf16>):
      %3566 = "stablehlo.add"(%arg299, %arg300) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3566) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %2554 = "stablehlo.reduce_scatter"(%2404) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg297: tensor<bf16>, %arg298: tensor<bf16>):
      %3565 = "stablehlo.add"(%arg297, %arg298) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3565) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %2555 = "stablehlo.reduce_scatter"(%2395) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg295: tensor<bf16>, %arg296: tensor<bf16>):
      %3564 = "stablehlo.add"(%arg295, %arg296) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3564) : (tensor<bf16>) -> ()
    }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %2556 = "stablehlo.reduce_scatter"(%2414) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg293: tensor<bf16>, %arg294: tensor<bf16>):
      %3563 = "stablehlo.add"(%arg293, %arg294) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3563) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %2557 = "stablehlo.reduce_scatter"(%2528) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg291: tensor<bf16>, %arg292: tensor<bf16>):
      %3562 = "stablehlo.add"(%arg291, %arg292) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3562) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %2558:42 = "stablehlo.optimization_barrier"(%762, %768, %779, %775, %785, %783, %788, %827, %831, %869, %873, %880, %836, %889, %894#1, %904, %908, %914, %916, %883, %920, %924, %930, %941, %937, %947, %945, %950, %952, %953#1, %953#2, %956, %954, %958, %arg73, %arg74, %arg75, %arg76, %arg77, %arg78, %arg79, %2548) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
    %2559 = "stablehlo.all_gather"(%2558#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %2560 = "stablehlo.all_gather"(%2558#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %2561 = "stablehlo.all_gather"(%2558#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %2562 = "stablehlo.all_gather"(%2558#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %2563 = "stablehlo.all_gather"(%2558#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %2564 = "stablehlo.all_gather"(%2558#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %2565 = "stablehlo.all_gather"(%2558#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %2566 = "stablehlo.dot_general"(%2558#41, %2558#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
    %2567 = "stablehlo.transpose"(%2566) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
    %2568 = "stablehlo.dot_general"(%2558#41, %2559) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
    %2569 = "stablehlo.multiply"(%2558#32, %2568) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2570 = "stablehlo.multiply"(%2568, %2558#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2571 = "stablehlo.dot_general"(%2569, %2558#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %2572 = "stablehlo.transpose"(%2571) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %2573 = "stablehlo.dot_general"(%2569, %2561) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %2574 = "func.call"(%2558#30, %2558#28, %2558#29, %2570) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2575 = "stablehlo.dot_general"(%2574, %2558#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %2576 = "stablehlo.transpose"(%2575) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %2577 = "stablehlo.dot_general"(%2574, %2560) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %2578 = "stablehlo.add"(%2573, %2577) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2579 = "stablehlo.multiply"(%2558#26, %2578) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2580 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2581 = "stablehlo.reduce"(%2579, %2580) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg289: tensor<bf16>, %arg290: tensor<bf16>):
      %3561 = "stablehlo.add"(%arg289, %arg290) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3561) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2582 = "stablehlo.reshape"(%2581) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2583 = "stablehlo.broadcast_in_dim"(%2558#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2584 = "stablehlo.multiply"(%2578, %2583) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2585 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2586 = "stablehlo.reduce"(%2582, %2585) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg287: tensor<bf16>, %arg288: tensor<bf16>):
      %3560 = "stablehlo.add"(%arg287, %arg288) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3560) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2587 = "stablehlo.convert"(%2584) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2588 = "stablehlo.multiply"(%2558#21, %2587) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2589 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2590 = "stablehlo.reduce"(%2588, %2589) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg285: tensor<f32>, %arg286: tensor<f32>):
      %3559 = "stablehlo.add"(%arg285, %arg286) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3559) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2591 = "stablehlo.reshape"(%2590) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2592 = "stablehlo.broadcast_in_dim"(%2558#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2593 = "stablehlo.multiply"(%2587, %2592) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2594 = "stablehlo.multiply"(%2591, %2558#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2595 = "stablehlo.broadcast_in_dim"(%2558#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2596 = "stablehlo.divide"(%2594, %2595) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2597 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2598 = "stablehlo.reduce"(%2596, %2597) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg283: tensor<f32>, %arg284: tensor<f32>):
      %3558 = "stablehlo.add"(%arg283, %arg284) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3558) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2599 = "stablehlo.broadcast_in_dim"(%2598) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2600 = "stablehlo.broadcast_in_dim"(%2599) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2601 = "stablehlo.multiply"(%2558#21, %2600) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2602 = "stablehlo.add"(%2593, %2601) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2603 = "stablehlo.multiply"(%2600, %2558#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2604 = "stablehlo.add"(%2602, %2603) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2605 = "stablehlo.convert"(%2604) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2606 = "stablehlo.add"(%2558#41, %2605) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2607 = "stablehlo.dot_general"(%2606, %2558#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %2608 = "stablehlo.transpose"(%2607) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %2609 = "stablehlo.dot_general"(%2606, %2563) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2610 = "stablehlo.reshape"(%2609) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2611 = "stablehlo.transpose"(%2610) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
    %2612 = "stablehlo.dot_general"(%2611, %2558#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %2613 = "stablehlo.dot_general"(%2611, %2558#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %2614 = "stablehlo.transpose"(%2613) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %2615 = "stablehlo.convert"(%2612) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %2616 = "stablehlo.broadcast_in_dim"(%2558#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2617 = "stablehlo.multiply"(%2615, %2616) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2618 = "stablehlo.multiply"(%2617, %2558#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2619 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2620 = "stablehlo.reduce"(%2618, %2619) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg281: tensor<f32>, %arg282: tensor<f32>):
      %3557 = "stablehlo.add"(%arg281, %arg282) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3557) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2621 = "stablehlo.reshape"(%2620) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2622 = "stablehlo.negate"(%2621) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %2623 = "stablehlo.broadcast_in_dim"(%2558#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2624 = "stablehlo.divide"(%2615, %2623) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2625 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2626 = "stablehlo.reduce"(%2622, %2625) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg279: tensor<f32>, %arg280: tensor<f32>):
      %3556 = "stablehlo.add"(%arg279, %arg280) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3556) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %2627 = "stablehlo.broadcast_in_dim"(%2626) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
    %2628 = "stablehlo.broadcast_in_dim"(%2627) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2629 = "stablehlo.add"(%2624, %2628) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2630 = "stablehlo.multiply"(%2629, %2558#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2631 = "func.call"(%2558#14, %2630) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2632 = "stablehlo.broadcast_in_dim"(%2558#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2633 = "stablehlo.divide"(%2631, %2632) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2634 = "stablehlo.convert"(%2633) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %2635 = "stablehlo.dot_general"(%2634, %2558#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2636 = "stablehlo.transpose"(%2635) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2637 = "stablehlo.dot_general"(%2634, %2558#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2638 = "stablehlo.transpose"(%2637) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2639 = "stablehlo.reshape"(%2614) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %2640 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2641 = "stablehlo.reduce"(%2639, %2640) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg277: tensor<bf16>, %arg278: tensor<bf16>):
      %3555 = "stablehlo.add"(%arg277, %arg278) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3555) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %2642 = "stablehlo.broadcast_in_dim"(%2641) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2643 = "stablehlo.reshape"(%2636) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %2644 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2645 = "stablehlo.reduce"(%2643, %2644) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg275: tensor<bf16>, %arg276: tensor<bf16>):
      %3554 = "stablehlo.add"(%arg275, %arg276) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3554) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %2646 = "stablehlo.broadcast_in_dim"(%2645) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2647 = "stablehlo.convert"(%2646) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %2648 = "stablehlo.broadcast_in_dim"(%2558#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %2649 = "stablehlo.multiply"(%2647, %2648) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %2650 = "stablehlo.convert"(%2649) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %2651 = "stablehlo.broadcast_in_dim"(%2558#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %2652 = "stablehlo.multiply"(%2647, %2651) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %2653 = "stablehlo.convert"(%2652) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %2654 = "stablehlo.slice"(%2650) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %2655 = "stablehlo.slice"(%2650) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %2656 = "stablehlo.negate"(%2654) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %2657 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2658 = "stablehlo.pad"(%2656, %2657) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %2659 = "stablehlo.add"(%2653, %2658) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2660 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2661 = "stablehlo.pad"(%2655, %2660) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %2662 = "stablehlo.add"(%2659, %2661) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2663 = "stablehlo.convert"(%2638) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2664 = "stablehlo.broadcast_in_dim"(%2558#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2665 = "stablehlo.multiply"(%2663, %2664) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2666 = "stablehlo.convert"(%2665) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2667 = "stablehlo.broadcast_in_dim"(%2558#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2668 = "stablehlo.multiply"(%2663, %2667) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2669 = "stablehlo.convert"(%2668) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2670 = "stablehlo.slice"(%2666) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2671 = "stablehlo.slice"(%2666) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2672 = "stablehlo.negate"(%2670) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2673 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2674 = "stablehlo.pad"(%2672, %2673) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %2675 = "stablehlo.add"(%2669, %2674) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2676 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2677 = "stablehlo.pad"(%2671, %2676) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %2678 = "stablehlo.add"(%2675, %2677) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2679 = "stablehlo.reshape"(%2642) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %2680 = "stablehlo.dot_general"(%2679, %2558#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %2681 = "stablehlo.transpose"(%2680) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %2682 = "stablehlo.dot_general"(%2679, %2565) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %2683 = "stablehlo.reshape"(%2662) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %2684 = "stablehlo.dot_general"(%2683, %2558#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %2685 = "stablehlo.transpose"(%2684) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %2686 = "stablehlo.dot_general"(%2683, %2562) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %2687 = "stablehlo.add"(%2682, %2686) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2688 = "stablehlo.reshape"(%2678) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %2689 = "stablehlo.dot_general"(%2688, %2558#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %2690 = "stablehlo.transpose"(%2689) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %2691 = "stablehlo.dot_general"(%2688, %2564) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2692 = "stablehlo.add"(%2687, %2691) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2693 = "stablehlo.multiply"(%2558#5, %2692) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2694 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2695 = "stablehlo.reduce"(%2693, %2694) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg273: tensor<bf16>, %arg274: tensor<bf16>):
      %3553 = "stablehlo.add"(%arg273, %arg274) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3553) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2696 = "stablehlo.reshape"(%2695) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2697 = "stablehlo.broadcast_in_dim"(%2558#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2698 = "stablehlo.multiply"(%2692, %2697) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2699 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2700 = "stablehlo.reduce"(%2696, %2699) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg271: tensor<bf16>, %arg272: tensor<bf16>):
      %3552 = "stablehlo.add"(%arg271, %arg272) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3552) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2701 = "stablehlo.convert"(%2698) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2702 = "stablehlo.multiply"(%2558#0, %2701) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2703 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2704 = "stablehlo.reduce"(%2702, %2703) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg269: tensor<f32>, %arg270: tensor<f32>):
      %3551 = "stablehlo.add"(%arg269, %arg270) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3551) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2705 = "stablehlo.reshape"(%2704) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2706 = "stablehlo.broadcast_in_dim"(%2558#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2707 = "stablehlo.multiply"(%2701, %2706) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2708 = "stablehlo.multiply"(%2705, %2558#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2709 = "stablehlo.broadcast_in_dim"(%2558#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2710 = "stablehlo.divide"(%2708, %2709) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2711 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2712 = "stablehlo.reduce"(%2710, %2711) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg267: tensor<f32>, %arg268: tensor<f32>):
      %3550 = "stablehlo.add"(%arg267, %arg268) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3550) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2713 = "stablehlo.broadcast_in_dim"(%2712) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2714 = "stablehlo.broadcast_in_dim"(%2713) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2715 = "stablehlo.multiply"(%2558#0, %2714) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2716 = "stablehlo.add"(%2707, %2715) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2717 = "stablehlo.multiply"(%2714, %2558#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2718 = "stablehlo.add"(%2716, %2717) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2719 = "stablehlo.convert"(%2718) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2720 = "stablehlo.add"(%2606, %2719) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2721 = "stablehlo.reduce_scatter"(%2681) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg265: tensor<bf16>, %arg266: tensor<bf16>):
      %3549 = "stablehlo.add"(%arg265, %arg266) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3549) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %2722 = "stablehlo.reduce_scatter"(%2690) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg263: tensor<bf16>, %arg264: tensor<bf16>):
      %3548 = "stablehlo.add"(%arg263, %arg264) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3548) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %2723 = "stablehlo.reduce_scatter"(%2608) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg261: tensor<bf16>, %arg262: tensor<bf16>):
      %3547 = "stablehlo.add"(%arg261, %arg262) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3547) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %2724 = "stablehlo.reduce_scatter"(%2685) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg259: tensor<bf16>, %arg260: tensor<bf16>):
      %3546 = "stablehlo.add"(%arg259, %arg260) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3546) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %2725 = "stablehlo.reduce_scatter"(%2572) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg257: tensor<bf16>, %arg258: tensor<bf16>):
      %3545 = "stablehlo.add"(%arg257, %arg258) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3545) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %2726 = "stablehlo.reduce_scatter"(%2576) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg255: tensor<bf16>, %arg256: tensor<bf16>):
      %3544 = "stablehlo.add"(%arg255, %arg256) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3544) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %2727 = "stablehlo.reduce_scatter"(%2567) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg253: tensor<bf16>, %arg254: tensor<bf16>):
      %3543 = "stablehlo.add"(%arg253, %arg254) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3543) : (tensor<bf16>) -> ()
    }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %2728 = "stablehlo.reduce_scatter"(%2586) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg251: tensor<bf16>, %arg252: tensor<bf16>):
      %3542 = "stablehlo.add"(%arg251, %arg252) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3542) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %2729 = "stablehlo.reduce_scatter"(%2700) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg249: tensor<bf16>, %arg250: tensor<bf16>):
      %3541 = "stablehlo.add"(%arg249, %arg250) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3541) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %2730:42 = "stablehlo.optimization_barrier"(%553, %559, %570, %566, %576, %574, %579, %618, %622, %660, %664, %671, %627, %680, %685#1, %695, %699, %705, %707, %674, %711, %715, %721, %732, %728, %738, %736, %741, %743, %744#1, %744#2, %747, %745, %749, %arg64, %arg65, %arg66, %arg67, %arg68, %arg69, %arg70, %2720) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
    %2731 = "stablehlo.all_gather"(%2730#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %2732 = "stablehlo.all_gather"(%2730#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %2733 = "stablehlo.all_gather"(%2730#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %2734 = "stablehlo.all_gather"(%2730#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %2735 = "stablehlo.all_gather"(%2730#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %2736 = "stablehlo.all_gather"(%2730#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %2737 = "stablehlo.all_gather"(%2730#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %2738 = "stablehlo.dot_general"(%2730#41, %2730#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
    %2739 = "stablehlo.transpose"(%2738) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
    %2740 = "stablehlo.dot_general"(%2730#41, %2731) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
    %2741 = "stablehlo.multiply"(%2730#32, %2740) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2742 = "stablehlo.multiply"(%2740, %2730#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2743 = "stablehlo.dot_general"(%2741, %2730#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %2744 = "stablehlo.transpose"(%2743) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %2745 = "stablehlo.dot_general"(%2741, %2733) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %2746 = "func.call"(%2730#30, %2730#28, %2730#29, %2742) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2747 = "stablehlo.dot_general"(%2746, %2730#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %2748 = "stablehlo.transpose"(%2747) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %2749 = "stablehlo.dot_general"(%2746, %2732) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %2750 = "stablehlo.add"(%2745, %2749) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2751 = "stablehlo.multiply"(%2730#26, %2750) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2752 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2753 = "stablehlo.reduce"(%2751, %2752) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg247: tensor<bf16>, %arg248: tensor<bf16>):
      %3540 = "stablehlo.add"(%arg247, %arg248) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3540) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2754 = "stablehlo.reshape"(%2753) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2755 = "stablehlo.broadcast_in_dim"(%2730#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2756 = "stablehlo.multiply"(%2750, %2755) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2757 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2758 = "stablehlo.reduce"(%2754, %2757) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg245: tensor<bf16>, %arg246: tensor<bf16>):
      %3539 = "stablehlo.add"(%arg245, %arg246) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3539) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2759 = "stablehlo.convert"(%2756) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2760 = "stablehlo.multiply"(%2730#21, %2759) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2761 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2762 = "stablehlo.reduce"(%2760, %2761) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg243: tensor<f32>, %arg244: tensor<f32>):
      %3538 = "stablehlo.add"(%arg243, %arg244) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3538) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2763 = "stablehlo.reshape"(%2762) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2764 = "stablehlo.broadcast_in_dim"(%2730#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2765 = "stablehlo.multiply"(%2759, %2764) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2766 = "stablehlo.multiply"(%2763, %2730#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2767 = "stablehlo.broadcast_in_dim"(%2730#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2768 = "stablehlo.divide"(%2766, %2767) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2769 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2770 = "stablehlo.reduce"(%2768, %2769) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg241: tensor<f32>, %arg242: tensor<f32>):
      %3537 = "stablehlo.add"(%arg241, %arg242) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3537) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2771 = "stablehlo.broadcast_in_dim"(%2770) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2772 = "stablehlo.broadcast_in_dim"(%2771) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2773 = "stablehlo.multiply"(%2730#21, %2772) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2774 = "stablehlo.add"(%2765, %2773) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2775 = "stablehlo.multiply"(%2772, %2730#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2776 = "stablehlo.add"(%2774, %2775) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2777 = "stablehlo.convert"(%2776) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2778 = "stablehlo.add"(%2730#41, %2777) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2779 = "stablehlo.dot_general"(%2778, %2730#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %2780 = "stablehlo.transpose"(%2779) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %2781 = "stablehlo.dot_general"(%2778, %2735) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2782 = "stablehlo.reshape"(%2781) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2783 = "stablehlo.transpose"(%2782) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
    %2784 = "stablehlo.dot_general"(%2783, %2730#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %2785 = "stablehlo.dot_general"(%2783, %2730#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %2786 = "stablehlo.transpose"(%2785) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %2787 = "stablehlo.convert"(%2784) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %2788 = "stablehlo.broadcast_in_dim"(%2730#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2789 = "stablehlo.multiply"(%2787, %2788) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2790 = "stablehlo.multiply"(%2789, %2730#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2791 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2792 = "stablehlo.reduce"(%2790, %2791) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg239: tensor<f32>, %arg240: tensor<f32>):
      %3536 = "stablehlo.add"(%arg239, %arg240) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3536) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2793 = "stablehlo.reshape"(%2792) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2794 = "stablehlo.negate"(%2793) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %2795 = "stablehlo.broadcast_in_dim"(%2730#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2796 = "stablehlo.divide"(%2787, %2795) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2797 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2798 = "stablehlo.reduce"(%2794, %2797) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg237: tensor<f32>, %arg238: tensor<f32>):
      %3535 = "stablehlo.add"(%arg237, %arg238) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3535) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %2799 = "stablehlo.broadcast_in_dim"(%2798) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
    %2800 = "stablehlo.broadcast_in_dim"(%2799) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2801 = "stablehlo.add"(%2796, %2800) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2802 = "stablehlo.multiply"(%2801, %2730#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2803 = "func.call"(%2730#14, %2802) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2804 = "stablehlo.broadcast_in_dim"(%2730#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2805 = "stablehlo.divide"(%2803, %2804) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2806 = "stablehlo.convert"(%2805) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %2807 = "stablehlo.dot_general"(%2806, %2730#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2808 = "stablehlo.transpose"(%2807) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2809 = "stablehlo.dot_general"(%2806, %2730#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2810 = "stablehlo.transpose"(%2809) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2811 = "stablehlo.reshape"(%2786) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %2812 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2813 = "stablehlo.reduce"(%2811, %2812) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg235: tensor<bf16>, %arg236: tensor<bf16>):
      %3534 = "stablehlo.add"(%arg235, %arg236) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3534) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %2814 = "stablehlo.broadcast_in_dim"(%2813) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2815 = "stablehlo.reshape"(%2808) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %2816 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2817 = "stablehlo.reduce"(%2815, %2816) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg233: tensor<bf16>, %arg234: tensor<bf16>):
      %3533 = "stablehlo.add"(%arg233, %arg234) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3533) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %2818 = "stablehlo.broadcast_in_dim"(%2817) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2819 = "stablehlo.convert"(%2818) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %2820 = "stablehlo.broadcast_in_dim"(%2730#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %2821 = "stablehlo.multiply"(%2819, %2820) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %2822 = "stablehlo.convert"(%2821) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %2823 = "stablehlo.broadcast_in_dim"(%2730#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %2824 = "stablehlo.multiply"(%2819, %2823) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %2825 = "stablehlo.convert"(%2824) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %2826 = "stablehlo.slice"(%2822) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %2827 = "stablehlo.slice"(%2822) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %2828 = "stablehlo.negate"(%2826) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %2829 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2830 = "stablehlo.pad"(%2828, %2829) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %2831 = "stablehlo.add"(%2825, %2830) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2832 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2833 = "stablehlo.pad"(%2827, %2832) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %2834 = "stablehlo.add"(%2831, %2833) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2835 = "stablehlo.convert"(%2810) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2836 = "stablehlo.broadcast_in_dim"(%2730#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2837 = "stablehlo.multiply"(%2835, %2836) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2838 = "stablehlo.convert"(%2837) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2839 = "stablehlo.broadcast_in_dim"(%2730#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2840 = "stablehlo.multiply"(%2835, %2839) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2841 = "stablehlo.convert"(%2840) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2842 = "stablehlo.slice"(%2838) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2843 = "stablehlo.slice"(%2838) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2844 = "stablehlo.negate"(%2842) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2845 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2846 = "stablehlo.pad"(%2844, %2845) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %2847 = "stablehlo.add"(%2841, %2846) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2848 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2849 = "stablehlo.pad"(%2843, %2848) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %2850 = "stablehlo.add"(%2847, %2849) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2851 = "stablehlo.reshape"(%2814) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %2852 = "stablehlo.dot_general"(%2851, %2730#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %2853 = "stablehlo.transpose"(%2852) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %2854 = "stablehlo.dot_general"(%2851, %2737) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %2855 = "stablehlo.reshape"(%2834) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %2856 = "stablehlo.dot_general"(%2855, %2730#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %2857 = "stablehlo.transpose"(%2856) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %2858 = "stablehlo.dot_general"(%2855, %2734) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %2859 = "stablehlo.add"(%2854, %2858) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2860 = "stablehlo.reshape"(%2850) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %2861 = "stablehlo.dot_general"(%2860, %2730#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %2862 = "stablehlo.transpose"(%2861) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %2863 = "stablehlo.dot_general"(%2860, %2736) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2864 = "stablehlo.add"(%2859, %2863) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2865 = "stablehlo.multiply"(%2730#5, %2864) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2866 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2867 = "stablehlo.reduce"(%2865, %2866) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg231: tensor<bf16>, %arg232: tensor<bf16>):
      %3532 = "stablehlo.add"(%arg231, %arg232) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3532) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2868 = "stablehlo.reshape"(%2867) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2869 = "stablehlo.broadcast_in_dim"(%2730#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2870 = "stablehlo.multiply"(%2864, %2869) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2871 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2872 = "stablehlo.reduce"(%2868, %2871) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg229: tensor<bf16>, %arg230: tensor<bf16>):
      %3531 = "stablehlo.add"(%arg229, %arg230) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3531) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2873 = "stablehlo.convert"(%2870) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2874 = "stablehlo.multiply"(%2730#0, %2873) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2875 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2876 = "stablehlo.reduce"(%2874, %2875) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg227: tensor<f32>, %arg228: tensor<f32>):
      %3530 = "stablehlo.add"(%arg227, %arg228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3530) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2877 = "stablehlo.reshape"(%2876) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2878 = "stablehlo.broadcast_in_dim"(%2730#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2879 = "stablehlo.multiply"(%2873, %2878) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2880 = "stablehlo.multiply"(%2877, %2730#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2881 = "stablehlo.broadcast_in_dim"(%2730#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2882 = "stablehlo.divide"(%2880, %2881) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2883 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2884 = "stablehlo.reduce"(%2882, %2883) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg225: tensor<f32>, %arg226: tensor<f32>):
      %3529 = "stablehlo.add"(%arg225, %arg226) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3529) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2885 = "stablehlo.broadcast_in_dim"(%2884) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2886 = "stablehlo.broadcast_in_dim"(%2885) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2887 = "stablehlo.multiply"(%2730#0, %2886) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2888 = "stablehlo.add"(%2879, %2887) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2889 = "stablehlo.multiply"(%2886, %2730#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2890 = "stablehlo.add"(%2888, %2889) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2891 = "stablehlo.convert"(%2890) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2892 = "stablehlo.add"(%2778, %2891) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2893 = "stablehlo.reduce_scatter"(%2853) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg223: tensor<bf16>, %arg224: tensor<bf16>):
      %3528 = "stablehlo.add"(%arg223, %arg224) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3528) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %2894 = "stablehlo.reduce_scatter"(%2862) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg221: tensor<bf16>, %arg222: tensor<bf16>):
      %3527 = "stablehlo.add"(%arg221, %arg222) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3527) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %2895 = "stablehlo.reduce_scatter"(%2780) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg219: tensor<bf16>, %arg220: tensor<bf16>):
      %3526 = "stablehlo.add"(%arg219, %arg220) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3526) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %2896 = "stablehlo.reduce_scatter"(%2857) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg217: tensor<bf16>, %arg218: tensor<bf16>):
      %3525 = "stablehlo.add"(%arg217, %arg218) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3525) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %2897 = "stablehlo.reduce_scatter"(%2744) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg215: tensor<bf16>, %arg216: tensor<bf16>):
      %3524 = "stablehlo.add"(%arg215, %arg216) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3524) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %2898 = "stablehlo.reduce_scatter"(%2748) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg213: tensor<bf16>, %arg214: tensor<bf16>):
      %3523 = "stablehlo.add"(%arg213, %arg214) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3523) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %2899 = "stablehlo.reduce_scatter"(%2739) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg211: tensor<bf16>, %arg212: tensor<bf16>):
      %3522 = "stablehlo.add"(%arg211, %arg212) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3522) : (tensor<bf16>) -> ()
    }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %2900 = "stablehlo.reduce_scatter"(%2758) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg209: tensor<bf16>, %arg210: tensor<bf16>):
      %3521 = "stablehlo.add"(%arg209, %arg210) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3521) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %2901 = "stablehlo.reduce_scatter"(%2872) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg207: tensor<bf16>, %arg208: tensor<bf16>):
      %3520 = "stablehlo.add"(%arg207, %arg208) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3520) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %2902:42 = "stablehlo.optimization_barrier"(%344, %350, %361, %357, %367, %365, %370, %409, %413, %451, %455, %462, %418, %471, %476#1, %486, %490, %496, %498, %465, %502, %506, %512, %523, %519, %529, %527, %532, %534, %535#1, %535#2, %538, %536, %540, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %2892) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
    %2903 = "stablehlo.all_gather"(%2902#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %2904 = "stablehlo.all_gather"(%2902#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %2905 = "stablehlo.all_gather"(%2902#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %2906 = "stablehlo.all_gather"(%2902#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %2907 = "stablehlo.all_gather"(%2902#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %2908 = "stablehlo.all_gather"(%2902#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %2909 = "stablehlo.all_gather"(%2902#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %2910 = "stablehlo.dot_general"(%2902#41, %2902#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
    %2911 = "stablehlo.transpose"(%2910) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
    %2912 = "stablehlo.dot_general"(%2902#41, %2903) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
    %2913 = "stablehlo.multiply"(%2902#32, %2912) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2914 = "stablehlo.multiply"(%2912, %2902#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2915 = "stablehlo.dot_general"(%2913, %2902#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %2916 = "stablehlo.transpose"(%2915) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %2917 = "stablehlo.dot_general"(%2913, %2905) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %2918 = "func.call"(%2902#30, %2902#28, %2902#29, %2914) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %2919 = "stablehlo.dot_general"(%2918, %2902#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %2920 = "stablehlo.transpose"(%2919) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %2921 = "stablehlo.dot_general"(%2918, %2904) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %2922 = "stablehlo.add"(%2917, %2921) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2923 = "stablehlo.multiply"(%2902#26, %2922) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2924 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2925 = "stablehlo.reduce"(%2923, %2924) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg205: tensor<bf16>, %arg206: tensor<bf16>):
      %3519 = "stablehlo.add"(%arg205, %arg206) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3519) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %2926 = "stablehlo.reshape"(%2925) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2927 = "stablehlo.broadcast_in_dim"(%2902#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2928 = "stablehlo.multiply"(%2922, %2927) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2929 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2930 = "stablehlo.reduce"(%2926, %2929) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg203: tensor<bf16>, %arg204: tensor<bf16>):
      %3518 = "stablehlo.add"(%arg203, %arg204) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3518) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %2931 = "stablehlo.convert"(%2928) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2932 = "stablehlo.multiply"(%2902#21, %2931) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2933 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2934 = "stablehlo.reduce"(%2932, %2933) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg201: tensor<f32>, %arg202: tensor<f32>):
      %3517 = "stablehlo.add"(%arg201, %arg202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3517) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2935 = "stablehlo.reshape"(%2934) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2936 = "stablehlo.broadcast_in_dim"(%2902#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2937 = "stablehlo.multiply"(%2931, %2936) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2938 = "stablehlo.multiply"(%2935, %2902#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2939 = "stablehlo.broadcast_in_dim"(%2902#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2940 = "stablehlo.divide"(%2938, %2939) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2941 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2942 = "stablehlo.reduce"(%2940, %2941) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg199: tensor<f32>, %arg200: tensor<f32>):
      %3516 = "stablehlo.add"(%arg199, %arg200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3516) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2943 = "stablehlo.broadcast_in_dim"(%2942) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2944 = "stablehlo.broadcast_in_dim"(%2943) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %2945 = "stablehlo.multiply"(%2902#21, %2944) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2946 = "stablehlo.add"(%2937, %2945) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2947 = "stablehlo.multiply"(%2944, %2902#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2948 = "stablehlo.add"(%2946, %2947) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2949 = "stablehlo.convert"(%2948) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2950 = "stablehlo.add"(%2902#41, %2949) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2951 = "stablehlo.dot_general"(%2950, %2902#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %2952 = "stablehlo.transpose"(%2951) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %2953 = "stablehlo.dot_general"(%2950, %2907) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2954 = "stablehlo.reshape"(%2953) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2955 = "stablehlo.transpose"(%2954) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
    %2956 = "stablehlo.dot_general"(%2955, %2902#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %2957 = "stablehlo.dot_general"(%2955, %2902#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %2958 = "stablehlo.transpose"(%2957) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %2959 = "stablehlo.convert"(%2956) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %2960 = "stablehlo.broadcast_in_dim"(%2902#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2961 = "stablehlo.multiply"(%2959, %2960) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2962 = "stablehlo.multiply"(%2961, %2902#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2963 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2964 = "stablehlo.reduce"(%2962, %2963) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg197: tensor<f32>, %arg198: tensor<f32>):
      %3515 = "stablehlo.add"(%arg197, %arg198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3515) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2965 = "stablehlo.reshape"(%2964) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2966 = "stablehlo.negate"(%2965) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %2967 = "stablehlo.broadcast_in_dim"(%2902#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2968 = "stablehlo.divide"(%2959, %2967) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2969 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2970 = "stablehlo.reduce"(%2966, %2969) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg195: tensor<f32>, %arg196: tensor<f32>):
      %3514 = "stablehlo.add"(%arg195, %arg196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3514) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %2971 = "stablehlo.broadcast_in_dim"(%2970) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
    %2972 = "stablehlo.broadcast_in_dim"(%2971) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2973 = "stablehlo.add"(%2968, %2972) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2974 = "stablehlo.multiply"(%2973, %2902#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2975 = "func.call"(%2902#14, %2974) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2976 = "stablehlo.broadcast_in_dim"(%2902#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2977 = "stablehlo.divide"(%2975, %2976) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2978 = "stablehlo.convert"(%2977) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %2979 = "stablehlo.dot_general"(%2978, %2902#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2980 = "stablehlo.transpose"(%2979) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2981 = "stablehlo.dot_general"(%2978, %2902#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2982 = "stablehlo.transpose"(%2981) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %2983 = "stablehlo.reshape"(%2958) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %2984 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2985 = "stablehlo.reduce"(%2983, %2984) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg193: tensor<bf16>, %arg194: tensor<bf16>):
      %3513 = "stablehlo.add"(%arg193, %arg194) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3513) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %2986 = "stablehlo.broadcast_in_dim"(%2985) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2987 = "stablehlo.reshape"(%2980) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %2988 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %2989 = "stablehlo.reduce"(%2987, %2988) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg191: tensor<bf16>, %arg192: tensor<bf16>):
      %3512 = "stablehlo.add"(%arg191, %arg192) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3512) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %2990 = "stablehlo.broadcast_in_dim"(%2989) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %2991 = "stablehlo.convert"(%2990) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %2992 = "stablehlo.broadcast_in_dim"(%2902#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %2993 = "stablehlo.multiply"(%2991, %2992) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %2994 = "stablehlo.convert"(%2993) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %2995 = "stablehlo.broadcast_in_dim"(%2902#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %2996 = "stablehlo.multiply"(%2991, %2995) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %2997 = "stablehlo.convert"(%2996) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %2998 = "stablehlo.slice"(%2994) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %2999 = "stablehlo.slice"(%2994) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %3000 = "stablehlo.negate"(%2998) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %3001 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3002 = "stablehlo.pad"(%3000, %3001) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %3003 = "stablehlo.add"(%2997, %3002) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %3004 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3005 = "stablehlo.pad"(%2999, %3004) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %3006 = "stablehlo.add"(%3003, %3005) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %3007 = "stablehlo.convert"(%2982) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3008 = "stablehlo.broadcast_in_dim"(%2902#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3009 = "stablehlo.multiply"(%3007, %3008) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3010 = "stablehlo.convert"(%3009) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3011 = "stablehlo.broadcast_in_dim"(%2902#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3012 = "stablehlo.multiply"(%3007, %3011) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3013 = "stablehlo.convert"(%3012) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3014 = "stablehlo.slice"(%3010) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3015 = "stablehlo.slice"(%3010) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3016 = "stablehlo.negate"(%3014) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3017 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3018 = "stablehlo.pad"(%3016, %3017) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %3019 = "stablehlo.add"(%3013, %3018) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %3020 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3021 = "stablehlo.pad"(%3015, %3020) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %3022 = "stablehlo.add"(%3019, %3021) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %3023 = "stablehlo.reshape"(%2986) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %3024 = "stablehlo.dot_general"(%3023, %2902#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %3025 = "stablehlo.transpose"(%3024) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %3026 = "stablehlo.dot_general"(%3023, %2909) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %3027 = "stablehlo.reshape"(%3006) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %3028 = "stablehlo.dot_general"(%3027, %2902#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %3029 = "stablehlo.transpose"(%3028) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %3030 = "stablehlo.dot_general"(%3027, %2906) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %3031 = "stablehlo.add"(%3026, %3030) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3032 = "stablehlo.reshape"(%3022) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %3033 = "stablehlo.dot_general"(%3032, %2902#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %3034 = "stablehlo.transpose"(%3033) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3035 = "stablehlo.dot_general"(%3032, %2908) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3036 = "stablehlo.add"(%3031, %3035) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3037 = "stablehlo.multiply"(%2902#5, %3036) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3038 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3039 = "stablehlo.reduce"(%3037, %3038) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg189: tensor<bf16>, %arg190: tensor<bf16>):
      %3511 = "stablehlo.add"(%arg189, %arg190) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3511) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %3040 = "stablehlo.reshape"(%3039) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3041 = "stablehlo.broadcast_in_dim"(%2902#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3042 = "stablehlo.multiply"(%3036, %3041) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3043 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3044 = "stablehlo.reduce"(%3040, %3043) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg187: tensor<bf16>, %arg188: tensor<bf16>):
      %3510 = "stablehlo.add"(%arg187, %arg188) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3510) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %3045 = "stablehlo.convert"(%3042) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3046 = "stablehlo.multiply"(%2902#0, %3045) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3047 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3048 = "stablehlo.reduce"(%3046, %3047) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg185: tensor<f32>, %arg186: tensor<f32>):
      %3509 = "stablehlo.add"(%arg185, %arg186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3509) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3049 = "stablehlo.reshape"(%3048) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3050 = "stablehlo.broadcast_in_dim"(%2902#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3051 = "stablehlo.multiply"(%3045, %3050) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3052 = "stablehlo.multiply"(%3049, %2902#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3053 = "stablehlo.broadcast_in_dim"(%2902#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3054 = "stablehlo.divide"(%3052, %3053) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3055 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3056 = "stablehlo.reduce"(%3054, %3055) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
      %3508 = "stablehlo.add"(%arg183, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3508) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %3057 = "stablehlo.broadcast_in_dim"(%3056) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3058 = "stablehlo.broadcast_in_dim"(%3057) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %3059 = "stablehlo.multiply"(%2902#0, %3058) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3060 = "stablehlo.add"(%3051, %3059) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3061 = "stablehlo.multiply"(%3058, %2902#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3062 = "stablehlo.add"(%3060, %3061) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3063 = "stablehlo.convert"(%3062) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3064 = "stablehlo.add"(%2950, %3063) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3065 = "stablehlo.reduce_scatter"(%3025) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg181: tensor<bf16>, %arg182: tensor<bf16>):
      %3507 = "stablehlo.add"(%arg181, %arg182) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3507) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3066 = "stablehlo.reduce_scatter"(%3034) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg179: tensor<bf16>, %arg180: tensor<bf16>):
      %3506 = "stablehlo.add"(%arg179, %arg180) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3506) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3067 = "stablehlo.reduce_scatter"(%2952) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg177: tensor<bf16>, %arg178: tensor<bf16>):
      %3505 = "stablehlo.add"(%arg177, %arg178) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3505) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3068 = "stablehlo.reduce_scatter"(%3029) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg175: tensor<bf16>, %arg176: tensor<bf16>):
      %3504 = "stablehlo.add"(%arg175, %arg176) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3504) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3069 = "stablehlo.reduce_scatter"(%2916) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg173: tensor<bf16>, %arg174: tensor<bf16>):
      %3503 = "stablehlo.add"(%arg173, %arg174) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3503) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3070 = "stablehlo.reduce_scatter"(%2920) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg171: tensor<bf16>, %arg172: tensor<bf16>):
      %3502 = "stablehlo.add"(%arg171, %arg172) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3502) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3071 = "stablehlo.reduce_scatter"(%2911) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg169: tensor<bf16>, %arg170: tensor<bf16>):
      %3501 = "stablehlo.add"(%arg169, %arg170) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3501) : (tensor<bf16>) -> ()
    }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %3072 = "stablehlo.reduce_scatter"(%2930) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg167: tensor<bf16>, %arg168: tensor<bf16>):
      %3500 = "stablehlo.add"(%arg167, %arg168) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3500) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3073 = "stablehlo.reduce_scatter"(%3044) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg165: tensor<bf16>, %arg166: tensor<bf16>):
      %3499 = "stablehlo.add"(%arg165, %arg166) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3499) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3074:42 = "stablehlo.optimization_barrier"(%135, %141, %152, %148, %158, %156, %161, %200, %204, %242, %246, %253, %209, %262, %267#1, %277, %281, %287, %289, %256, %293, %297, %303, %314, %310, %320, %318, %323, %325, %326#1, %326#2, %329, %327, %331, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %3064) : (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>) -> (tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x1x128xf32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<f32>, tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x1xf32>, tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xf32>, tensor<f32>, tensor<1x2048x1xf32>, tensor<1x2048x1xf32>, tensor<1x1x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1x2048x4096xbf16>)
    %3075 = "stablehlo.all_gather"(%3074#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<3584x4096xbf16>) -> tensor<14336x4096xbf16>
    %3076 = "stablehlo.all_gather"(%3074#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3077 = "stablehlo.all_gather"(%3074#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x14336xbf16>) -> tensor<4096x14336xbf16>
    %3078 = "stablehlo.all_gather"(%3074#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3079 = "stablehlo.all_gather"(%3074#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3080 = "stablehlo.all_gather"(%3074#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x4096xbf16>) -> tensor<4096x4096xbf16>
    %3081 = "stablehlo.all_gather"(%3074#40) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %3082 = "stablehlo.dot_general"(%3074#41, %3074#33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x14336xbf16>) -> tensor<4096x14336xbf16>
    %3083 = "stablehlo.transpose"(%3082) <{permutation = array<i64: 1, 0>}> : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
    %3084 = "stablehlo.dot_general"(%3074#41, %3075) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<1x2048x14336xbf16>
    %3085 = "stablehlo.multiply"(%3074#32, %3084) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %3086 = "stablehlo.multiply"(%3084, %3074#31) : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %3087 = "stablehlo.dot_general"(%3085, %3074#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %3088 = "stablehlo.transpose"(%3087) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %3089 = "stablehlo.dot_general"(%3085, %3077) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %3090 = "func.call"(%3074#30, %3074#28, %3074#29, %3086) <{callee = @silu_3}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>, tensor<1x2048x14336xbf16>) -> tensor<1x2048x14336xbf16>
    %3091 = "stablehlo.dot_general"(%3090, %3074#27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<1x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %3092 = "stablehlo.transpose"(%3091) <{permutation = array<i64: 1, 0>}> : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %3093 = "stablehlo.dot_general"(%3090, %3076) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<1x2048x4096xbf16>
    %3094 = "stablehlo.add"(%3089, %3093) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3095 = "stablehlo.multiply"(%3074#26, %3094) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3096 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3097 = "stablehlo.reduce"(%3095, %3096) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg163: tensor<bf16>, %arg164: tensor<bf16>):
      %3498 = "stablehlo.add"(%arg163, %arg164) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3498) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %3098 = "stablehlo.reshape"(%3097) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3099 = "stablehlo.broadcast_in_dim"(%3074#25) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3100 = "stablehlo.multiply"(%3094, %3099) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3101 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3102 = "stablehlo.reduce"(%3098, %3101) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg161: tensor<bf16>, %arg162: tensor<bf16>):
      %3497 = "stablehlo.add"(%arg161, %arg162) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3497) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %3103 = "stablehlo.convert"(%3100) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3104 = "stablehlo.multiply"(%3074#21, %3103) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3105 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3106 = "stablehlo.reduce"(%3104, %3105) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %3496 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3496) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3107 = "stablehlo.reshape"(%3106) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3108 = "stablehlo.broadcast_in_dim"(%3074#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3109 = "stablehlo.multiply"(%3103, %3108) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3110 = "stablehlo.multiply"(%3107, %3074#23) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3111 = "stablehlo.broadcast_in_dim"(%3074#22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3112 = "stablehlo.divide"(%3110, %3111) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3114 = "stablehlo.reduce"(%3112, %3113) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %3495 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3495) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %3115 = "stablehlo.broadcast_in_dim"(%3114) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3116 = "stablehlo.broadcast_in_dim"(%3115) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %3117 = "stablehlo.multiply"(%3074#21, %3116) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3118 = "stablehlo.add"(%3109, %3117) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3119 = "stablehlo.multiply"(%3116, %3074#21) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3120 = "stablehlo.add"(%3118, %3119) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3121 = "stablehlo.convert"(%3120) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3122 = "stablehlo.add"(%3074#41, %3121) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3123 = "stablehlo.dot_general"(%3122, %3074#20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %3124 = "stablehlo.transpose"(%3123) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3125 = "stablehlo.dot_general"(%3122, %3079) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3126 = "stablehlo.reshape"(%3125) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3127 = "stablehlo.transpose"(%3126) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x32x128x2048xbf16>
    %3128 = "stablehlo.dot_general"(%3127, %3074#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %3129 = "stablehlo.dot_general"(%3127, %3074#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x128x2048xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %3130 = "stablehlo.transpose"(%3129) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %3131 = "stablehlo.convert"(%3128) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %3132 = "stablehlo.broadcast_in_dim"(%3074#17) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3133 = "stablehlo.multiply"(%3131, %3132) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3134 = "stablehlo.multiply"(%3133, %3074#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3136 = "stablehlo.reduce"(%3134, %3135) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %3494 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3494) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %3137 = "stablehlo.reshape"(%3136) : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %3138 = "stablehlo.negate"(%3137) : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %3139 = "stablehlo.broadcast_in_dim"(%3074#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3140 = "stablehlo.divide"(%3131, %3139) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3141 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3142 = "stablehlo.reduce"(%3138, %3141) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %3493 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3493) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x1xf32>, tensor<f32>) -> tensor<32x2048xf32>
    %3143 = "stablehlo.broadcast_in_dim"(%3142) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<32x2048xf32>) -> tensor<1x32x2048xf32>
    %3144 = "stablehlo.broadcast_in_dim"(%3143) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3145 = "stablehlo.add"(%3140, %3144) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3146 = "stablehlo.multiply"(%3145, %3074#15) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3147 = "func.call"(%3074#14, %3146) <{callee = @_where_4}> : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3148 = "stablehlo.broadcast_in_dim"(%3074#13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %3149 = "stablehlo.divide"(%3147, %3148) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3150 = "stablehlo.convert"(%3149) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %3151 = "stablehlo.dot_general"(%3150, %3074#12) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %3152 = "stablehlo.transpose"(%3151) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %3153 = "stablehlo.dot_general"(%3150, %3074#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x32x2048x2048xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %3154 = "stablehlo.transpose"(%3153) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<1x32x2048x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %3155 = "stablehlo.reshape"(%3130) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %3156 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3157 = "stablehlo.reduce"(%3155, %3156) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg151: tensor<bf16>, %arg152: tensor<bf16>):
      %3492 = "stablehlo.add"(%arg151, %arg152) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3492) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %3158 = "stablehlo.broadcast_in_dim"(%3157) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %3159 = "stablehlo.reshape"(%3152) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x8x4x128xbf16>
    %3160 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3161 = "stablehlo.reduce"(%3159, %3160) <{dimensions = array<i64: 0, 3>}> ({
    ^bb0(%arg149: tensor<bf16>, %arg150: tensor<bf16>):
      %3491 = "stablehlo.add"(%arg149, %arg150) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3491) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x8x4x128xbf16>, tensor<bf16>) -> tensor<2048x8x128xbf16>
    %3162 = "stablehlo.broadcast_in_dim"(%3161) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %3163 = "stablehlo.convert"(%3162) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xf32>
    %3164 = "stablehlo.broadcast_in_dim"(%3074#10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %3165 = "stablehlo.multiply"(%3163, %3164) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %3166 = "stablehlo.convert"(%3165) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %3167 = "stablehlo.broadcast_in_dim"(%3074#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x8x128xf32>
    %3168 = "stablehlo.multiply"(%3163, %3167) : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xf32>
    %3169 = "stablehlo.convert"(%3168) : (tensor<1x2048x8x128xf32>) -> tensor<1x2048x8x128xbf16>
    %3170 = "stablehlo.slice"(%3166) <{limit_indices = array<i64: 1, 2048, 8, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %3171 = "stablehlo.slice"(%3166) <{limit_indices = array<i64: 1, 2048, 8, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x64xbf16>
    %3172 = "stablehlo.negate"(%3170) : (tensor<1x2048x8x64xbf16>) -> tensor<1x2048x8x64xbf16>
    %3173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3174 = "stablehlo.pad"(%3172, %3173) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %3175 = "stablehlo.add"(%3169, %3174) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %3176 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3177 = "stablehlo.pad"(%3171, %3176) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x8x64xbf16>, tensor<bf16>) -> tensor<1x2048x8x128xbf16>
    %3178 = "stablehlo.add"(%3175, %3177) : (tensor<1x2048x8x128xbf16>, tensor<1x2048x8x128xbf16>) -> tensor<1x2048x8x128xbf16>
    %3179 = "stablehlo.convert"(%3154) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3180 = "stablehlo.broadcast_in_dim"(%3074#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3181 = "stablehlo.multiply"(%3179, %3180) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3182 = "stablehlo.convert"(%3181) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3183 = "stablehlo.broadcast_in_dim"(%3074#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3184 = "stablehlo.multiply"(%3179, %3183) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3185 = "stablehlo.convert"(%3184) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3186 = "stablehlo.slice"(%3182) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3187 = "stablehlo.slice"(%3182) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3188 = "stablehlo.negate"(%3186) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3189 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3190 = "stablehlo.pad"(%3188, %3189) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 64>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %3191 = "stablehlo.add"(%3185, %3190) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %3192 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3193 = "stablehlo.pad"(%3187, %3192) <{edge_padding_high = array<i64: 0, 0, 0, 64>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x2048x32x64xbf16>, tensor<bf16>) -> tensor<1x2048x32x128xbf16>
    %3194 = "stablehlo.add"(%3191, %3193) : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xbf16>
    %3195 = "stablehlo.reshape"(%3158) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %3196 = "stablehlo.dot_general"(%3195, %3074#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %3197 = "stablehlo.transpose"(%3196) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %3198 = "stablehlo.dot_general"(%3195, %3081) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %3199 = "stablehlo.reshape"(%3178) : (tensor<1x2048x8x128xbf16>) -> tensor<1x2048x1024xbf16>
    %3200 = "stablehlo.dot_general"(%3199, %3074#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1024x4096xbf16>
    %3201 = "stablehlo.transpose"(%3200) <{permutation = array<i64: 1, 0>}> : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %3202 = "stablehlo.dot_general"(%3199, %3078) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<1x2048x4096xbf16>
    %3203 = "stablehlo.add"(%3198, %3202) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3204 = "stablehlo.reshape"(%3194) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %3205 = "stablehlo.dot_general"(%3204, %3074#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<4096x4096xbf16>
    %3206 = "stablehlo.transpose"(%3205) <{permutation = array<i64: 1, 0>}> : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %3207 = "stablehlo.dot_general"(%3204, %3080) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3208 = "stablehlo.add"(%3203, %3207) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3209 = "stablehlo.multiply"(%3074#5, %3208) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3210 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3211 = "stablehlo.reduce"(%3209, %3210) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg147: tensor<bf16>, %arg148: tensor<bf16>):
      %3490 = "stablehlo.add"(%arg147, %arg148) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3490) : (tensor<bf16>) -> ()
    }) : (tensor<1x2048x4096xbf16>, tensor<bf16>) -> tensor<1x4096xbf16>
    %3212 = "stablehlo.reshape"(%3211) : (tensor<1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3213 = "stablehlo.broadcast_in_dim"(%3074#4) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3214 = "stablehlo.multiply"(%3208, %3213) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3215 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3216 = "stablehlo.reduce"(%3212, %3215) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg145: tensor<bf16>, %arg146: tensor<bf16>):
      %3489 = "stablehlo.add"(%arg145, %arg146) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3489) : (tensor<bf16>) -> ()
    }) : (tensor<1x1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %3217 = "stablehlo.convert"(%3214) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3218 = "stablehlo.multiply"(%3074#0, %3217) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3219 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3220 = "stablehlo.reduce"(%3218, %3219) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %3488 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3488) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3221 = "stablehlo.reshape"(%3220) : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3222 = "stablehlo.broadcast_in_dim"(%3074#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3223 = "stablehlo.multiply"(%3217, %3222) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3224 = "stablehlo.multiply"(%3221, %3074#2) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3225 = "stablehlo.broadcast_in_dim"(%3074#1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3226 = "stablehlo.divide"(%3224, %3225) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3227 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3228 = "stablehlo.reduce"(%3226, %3227) <{dimensions = array<i64: 0, 2>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %3487 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3487) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %3229 = "stablehlo.broadcast_in_dim"(%3228) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3230 = "stablehlo.broadcast_in_dim"(%3229) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x4096xf32>
    %3231 = "stablehlo.multiply"(%3074#0, %3230) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3232 = "stablehlo.add"(%3223, %3231) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3233 = "stablehlo.multiply"(%3230, %3074#0) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3234 = "stablehlo.add"(%3232, %3233) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3235 = "stablehlo.convert"(%3234) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3236 = "stablehlo.add"(%3122, %3235) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3237 = "stablehlo.reduce_scatter"(%3197) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg139: tensor<bf16>, %arg140: tensor<bf16>):
      %3486 = "stablehlo.add"(%arg139, %arg140) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3486) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3238 = "stablehlo.reduce_scatter"(%3206) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg137: tensor<bf16>, %arg138: tensor<bf16>):
      %3485 = "stablehlo.add"(%arg137, %arg138) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3485) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3239 = "stablehlo.reduce_scatter"(%3124) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg135: tensor<bf16>, %arg136: tensor<bf16>):
      %3484 = "stablehlo.add"(%arg135, %arg136) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3484) : (tensor<bf16>) -> ()
    }) : (tensor<4096x4096xbf16>) -> tensor<1024x4096xbf16>
    %3240 = "stablehlo.reduce_scatter"(%3201) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg133: tensor<bf16>, %arg134: tensor<bf16>):
      %3483 = "stablehlo.add"(%arg133, %arg134) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3483) : (tensor<bf16>) -> ()
    }) : (tensor<4096x1024xbf16>) -> tensor<1024x1024xbf16>
    %3241 = "stablehlo.reduce_scatter"(%3088) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg131: tensor<bf16>, %arg132: tensor<bf16>):
      %3482 = "stablehlo.add"(%arg131, %arg132) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3482) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3242 = "stablehlo.reduce_scatter"(%3092) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg129: tensor<bf16>, %arg130: tensor<bf16>):
      %3481 = "stablehlo.add"(%arg129, %arg130) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3481) : (tensor<bf16>) -> ()
    }) : (tensor<4096x14336xbf16>) -> tensor<1024x14336xbf16>
    %3243 = "stablehlo.reduce_scatter"(%3083) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg127: tensor<bf16>, %arg128: tensor<bf16>):
      %3480 = "stablehlo.add"(%arg127, %arg128) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3480) : (tensor<bf16>) -> ()
    }) : (tensor<14336x4096xbf16>) -> tensor<3584x4096xbf16>
    %3244 = "stablehlo.reduce_scatter"(%3102) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg125: tensor<bf16>, %arg126: tensor<bf16>):
      %3479 = "stablehlo.add"(%arg125, %arg126) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3479) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3245 = "stablehlo.reduce_scatter"(%3216) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg123: tensor<bf16>, %arg124: tensor<bf16>):
      %3478 = "stablehlo.add"(%arg123, %arg124) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3478) : (tensor<bf16>) -> ()
    }) : (tensor<4096xbf16>) -> tensor<1024xbf16>
    %3246 = "func.call"(%124#1, %3236) <{callee = @_take_5}> : (tensor<1x2048x1xi32>, tensor<1x2048x4096xbf16>) -> tensor<128256x4096xbf16>
    %3247 = "stablehlo.reduce_scatter"(%3246) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg121: tensor<bf16>, %arg122: tensor<bf16>):
      %3477 = "stablehlo.add"(%arg121, %arg122) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
      "stablehlo.return"(%3477) : (tensor<bf16>) -> ()
    }) : (tensor<128256x4096xbf16>) -> tensor<32064x4096xbf16>
    %3248 = "stablehlo.all_reduce"(%1830) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %3476 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3476) : (tensor<f32>) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %3249 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3250 = "stablehlo.divide"(%3248, %3249) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3251 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3252 = "stablehlo.broadcast_in_dim"(%3251) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<32064x4096xbf16>
    %3253 = "stablehlo.divide"(%3247, %3252) : (tensor<32064x4096xbf16>, tensor<32064x4096xbf16>) -> tensor<32064x4096xbf16>
    %3254 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3255 = "stablehlo.broadcast_in_dim"(%3254) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3256 = "stablehlo.divide"(%1869, %3255) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3257 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3258 = "stablehlo.broadcast_in_dim"(%3257) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3259 = "stablehlo.divide"(%3245, %3258) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3260 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3261 = "stablehlo.broadcast_in_dim"(%3260) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3262 = "stablehlo.divide"(%3244, %3261) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3263 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3264 = "stablehlo.broadcast_in_dim"(%3263) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
    %3265 = "stablehlo.divide"(%3243, %3264) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3266 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3267 = "stablehlo.broadcast_in_dim"(%3266) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3268 = "stablehlo.divide"(%3242, %3267) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3269 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3270 = "stablehlo.broadcast_in_dim"(%3269) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3271 = "stablehlo.divide"(%3241, %3270) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3272 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3273 = "stablehlo.broadcast_in_dim"(%3272) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3274 = "stablehlo.divide"(%3240, %3273) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3275 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3276 = "stablehlo.broadcast_in_dim"(%3275) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3277 = "stablehlo.divide"(%3239, %3276) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3278 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3279 = "stablehlo.broadcast_in_dim"(%3278) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3280 = "stablehlo.divide"(%3238, %3279) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3281 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3282 = "stablehlo.broadcast_in_dim"(%3281) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3283 = "stablehlo.divide"(%3237, %3282) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3284 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3285 = "stablehlo.broadcast_in_dim"(%3284) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3286 = "stablehlo.divide"(%3073, %3285) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3287 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3288 = "stablehlo.broadcast_in_dim"(%3287) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3289 = "stablehlo.divide"(%3072, %3288) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3290 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3291 = "stablehlo.broadcast_in_dim"(%3290) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
    %3292 = "stablehlo.divide"(%3071, %3291) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3293 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3294 = "stablehlo.broadcast_in_dim"(%3293) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3295 = "stablehlo.divide"(%3070, %3294) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3296 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3297 = "stablehlo.broadcast_in_dim"(%3296) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3298 = "stablehlo.divide"(%3069, %3297) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3299 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3300 = "stablehlo.broadcast_in_dim"(%3299) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3301 = "stablehlo.divide"(%3068, %3300) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3302 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3303 = "stablehlo.broadcast_in_dim"(%3302) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3304 = "stablehlo.divide"(%3067, %3303) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3305 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3306 = "stablehlo.broadcast_in_dim"(%3305) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3307 = "stablehlo.divide"(%3066, %3306) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3308 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3309 = "stablehlo.broadcast_in_dim"(%3308) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3310 = "stablehlo.divide"(%3065, %3309) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3311 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3312 = "stablehlo.broadcast_in_dim"(%3311) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3313 = "stablehlo.divide"(%2901, %3312) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3314 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3315 = "stablehlo.broadcast_in_dim"(%3314) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3316 = "stablehlo.divide"(%2900, %3315) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3317 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3318 = "stablehlo.broadcast_in_dim"(%3317) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
    %3319 = "stablehlo.divide"(%2899, %3318) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3320 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3321 = "stablehlo.broadcast_in_dim"(%3320) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3322 = "stablehlo.divide"(%2898, %3321) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3323 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3324 = "stablehlo.broadcast_in_dim"(%3323) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3325 = "stablehlo.divide"(%2897, %3324) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3326 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3327 = "stablehlo.broadcast_in_dim"(%3326) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3328 = "stablehlo.divide"(%2896, %3327) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3329 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3330 = "stablehlo.broadcast_in_dim"(%3329) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3331 = "stablehlo.divide"(%2895, %3330) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3332 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3333 = "stablehlo.broadcast_in_dim"(%3332) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3334 = "stablehlo.divide"(%2894, %3333) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3335 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3336 = "stablehlo.broadcast_in_dim"(%3335) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3337 = "stablehlo.divide"(%2893, %3336) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3338 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3339 = "stablehlo.broadcast_in_dim"(%3338) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3340 = "stablehlo.divide"(%2729, %3339) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3341 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3342 = "stablehlo.broadcast_in_dim"(%3341) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3343 = "stablehlo.divide"(%2728, %3342) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3344 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3345 = "stablehlo.broadcast_in_dim"(%3344) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
    %3346 = "stablehlo.divide"(%2727, %3345) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3347 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3348 = "stablehlo.broadcast_in_dim"(%3347) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3349 = "stablehlo.divide"(%2726, %3348) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3350 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3351 = "stablehlo.broadcast_in_dim"(%3350) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3352 = "stablehlo.divide"(%2725, %3351) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3353 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3354 = "stablehlo.broadcast_in_dim"(%3353) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3355 = "stablehlo.divide"(%2724, %3354) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3356 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3357 = "stablehlo.broadcast_in_dim"(%3356) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3358 = "stablehlo.divide"(%2723, %3357) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3359 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3360 = "stablehlo.broadcast_in_dim"(%3359) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3361 = "stablehlo.divide"(%2722, %3360) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3362 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3363 = "stablehlo.broadcast_in_dim"(%3362) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3364 = "stablehlo.divide"(%2721, %3363) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3365 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3366 = "stablehlo.broadcast_in_dim"(%3365) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3367 = "stablehlo.divide"(%2557, %3366) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3368 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3369 = "stablehlo.broadcast_in_dim"(%3368) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3370 = "stablehlo.divide"(%2556, %3369) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3371 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3372 = "stablehlo.broadcast_in_dim"(%3371) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
    %3373 = "stablehlo.divide"(%2555, %3372) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3374 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3375 = "stablehlo.broadcast_in_dim"(%3374) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3376 = "stablehlo.divide"(%2554, %3375) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3377 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3378 = "stablehlo.broadcast_in_dim"(%3377) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3379 = "stablehlo.divide"(%2553, %3378) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3380 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3381 = "stablehlo.broadcast_in_dim"(%3380) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3382 = "stablehlo.divide"(%2552, %3381) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3383 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3384 = "stablehlo.broadcast_in_dim"(%3383) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3385 = "stablehlo.divide"(%2551, %3384) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3386 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3387 = "stablehlo.broadcast_in_dim"(%3386) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3388 = "stablehlo.divide"(%2550, %3387) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3389 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3390 = "stablehlo.broadcast_in_dim"(%3389) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3391 = "stablehlo.divide"(%2549, %3390) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3392 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3393 = "stablehlo.broadcast_in_dim"(%3392) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3394 = "stablehlo.divide"(%2385, %3393) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3395 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3396 = "stablehlo.broadcast_in_dim"(%3395) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3397 = "stablehlo.divide"(%2384, %3396) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3398 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3399 = "stablehlo.broadcast_in_dim"(%3398) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
    %3400 = "stablehlo.divide"(%2383, %3399) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3401 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3402 = "stablehlo.broadcast_in_dim"(%3401) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3403 = "stablehlo.divide"(%2382, %3402) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3404 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3405 = "stablehlo.broadcast_in_dim"(%3404) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3406 = "stablehlo.divide"(%2381, %3405) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3407 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3408 = "stablehlo.broadcast_in_dim"(%3407) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3409 = "stablehlo.divide"(%2380, %3408) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3410 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3411 = "stablehlo.broadcast_in_dim"(%3410) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3412 = "stablehlo.divide"(%2379, %3411) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3413 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3414 = "stablehlo.broadcast_in_dim"(%3413) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3415 = "stablehlo.divide"(%2378, %3414) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3416 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3417 = "stablehlo.broadcast_in_dim"(%3416) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3418 = "stablehlo.divide"(%2377, %3417) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3419 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3420 = "stablehlo.broadcast_in_dim"(%3419) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3421 = "stablehlo.divide"(%2213, %3420) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3422 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3423 = "stablehlo.broadcast_in_dim"(%3422) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3424 = "stablehlo.divide"(%2212, %3423) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3425 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3426 = "stablehlo.broadcast_in_dim"(%3425) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
    %3427 = "stablehlo.divide"(%2211, %3426) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3428 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3429 = "stablehlo.broadcast_in_dim"(%3428) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3430 = "stablehlo.divide"(%2210, %3429) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3431 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3432 = "stablehlo.broadcast_in_dim"(%3431) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3433 = "stablehlo.divide"(%2209, %3432) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3434 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3435 = "stablehlo.broadcast_in_dim"(%3434) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3436 = "stablehlo.divide"(%2208, %3435) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3437 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3438 = "stablehlo.broadcast_in_dim"(%3437) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3439 = "stablehlo.divide"(%2207, %3438) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3440 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3441 = "stablehlo.broadcast_in_dim"(%3440) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3442 = "stablehlo.divide"(%2206, %3441) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3443 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3444 = "stablehlo.broadcast_in_dim"(%3443) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3445 = "stablehlo.divide"(%2205, %3444) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3446 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3447 = "stablehlo.broadcast_in_dim"(%3446) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3448 = "stablehlo.divide"(%2041, %3447) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3449 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3450 = "stablehlo.broadcast_in_dim"(%3449) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024xbf16>
    %3451 = "stablehlo.divide"(%2040, %3450) : (tensor<1024xbf16>, tensor<1024xbf16>) -> tensor<1024xbf16>
    %3452 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3453 = "stablehlo.broadcast_in_dim"(%3452) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<3584x4096xbf16>
    %3454 = "stablehlo.divide"(%2039, %3453) : (tensor<3584x4096xbf16>, tensor<3584x4096xbf16>) -> tensor<3584x4096xbf16>
    %3455 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3456 = "stablehlo.broadcast_in_dim"(%3455) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3457 = "stablehlo.divide"(%2038, %3456) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3458 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3459 = "stablehlo.broadcast_in_dim"(%3458) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x14336xbf16>
    %3460 = "stablehlo.divide"(%2037, %3459) : (tensor<1024x14336xbf16>, tensor<1024x14336xbf16>) -> tensor<1024x14336xbf16>
    %3461 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3462 = "stablehlo.broadcast_in_dim"(%3461) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3463 = "stablehlo.divide"(%2036, %3462) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3464 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3465 = "stablehlo.broadcast_in_dim"(%3464) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3466 = "stablehlo.divide"(%2035, %3465) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3467 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3468 = "stablehlo.broadcast_in_dim"(%3467) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %3469 = "stablehlo.divide"(%2034, %3468) : (tensor<1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %3470 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3471 = "stablehlo.broadcast_in_dim"(%3470) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3472 = "stablehlo.divide"(%2033, %3471) : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %3473 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3474 = "stablehlo.broadcast_in_dim"(%3473) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1024x128256xbf16>
    %3475 = "stablehlo.divide"(%1841, %3474) : (tensor<1024x128256xbf16>, tensor<1024x128256xbf16>) -> tensor<1024x128256xbf16>
    "func.return"(%3250, %3253, %3256, %3259, %3262, %3265, %3268, %3271, %3274, %3277, %3280, %3283, %3286, %3289, %3292, %3295, %3298, %3301, %3304, %3307, %3310, %3313, %3316, %3319, %3322, %3325, %3328, %3331, %3334, %3337, %3340, %3343, %3346, %3349, %3352, %3355, %3358, %3361, %3364, %3367, %3370, %3373, %3376, %3379, %3382, %3385, %3388, %3391, %3394, %3397, %3400, %3403, %3406, %3409, %3412, %3415, %3418, %3421, %3424, %3427, %3430, %3433, %3436, %3439, %3442, %3445, %3448, %3451, %3454, %3457, %3460, %3463, %3466, %3469, %3472, %3475) : (tensor<f32>, tensor<32064x4096xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<3584x4096xbf16>, tensor<1024x14336xbf16>, tensor<1024x14336xbf16>, tensor<1024x1024xbf16>, tensor<1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<1024x1024xbf16>, tensor<1024x128256xbf16>) -> ()
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
