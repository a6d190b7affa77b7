"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}], function_type = (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>, tensor<4x128xi32>, tensor<4x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>), res_attrs = [{jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['embed']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['final_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][0]['w_down']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][0]['w_gate']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][0]['w_up']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][0]['wk']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][0]['wo']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][0]['wq']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][0]['wv']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['attn_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['mlp_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['layers'][1]['w_down']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['w_gate']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['w_up']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['wk']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['wo']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['wq']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['layers'][1]['wv']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['lm_head']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg228: tensor<512x256xf32>, %arg229: tensor<256xf32>, %arg230: tensor<256xf32>, %arg231: tensor<256xf32>, %arg232: tensor<512x256xf32>, %arg233: tensor<256x512xf32>, %arg234: tensor<256x512xf32>, %arg235: tensor<256x128xf32>, %arg236: tensor<256x256xf32>, %arg237: tensor<256x256xf32>, %arg238: tensor<256x128xf32>, %arg239: tensor<256xf32>, %arg240: tensor<256xf32>, %arg241: tensor<512x256xf32>, %arg242: tensor<256x512xf32>, %arg243: tensor<256x512xf32>, %arg244: tensor<256x128xf32>, %arg245: tensor<256x256xf32>, %arg246: tensor<256x256xf32>, %arg247: tensor<256x128xf32>, %arg248: tensor<256x512xf32>, %arg249: tensor<4x128xi32>, %arg250: tensor<4x128xi32>):
    %1017 = "stablehlo.custom_call"(%arg228) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1018 = "stablehlo.custom_call"(%1017) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x256xf32>) -> tensor<256x256xf32>
    %1019 = "stablehlo.custom_call"(%arg229) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1020 = "stablehlo.custom_call"(%1019) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1021 = "stablehlo.custom_call"(%arg230) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1022 = "stablehlo.custom_call"(%1021) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1023 = "stablehlo.custom_call"(%arg231) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1024 = "stablehlo.custom_call"(%1023) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1025 = "stablehlo.custom_call"(%arg232) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1026 = "stablehlo.custom_call"(%1025) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x256xf32>) -> tensor<256x256xf32>
    %1027 = "stablehlo.custom_call"(%arg233) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1028 = "stablehlo.custom_call"(%1027) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<256x256xf32>
    %1029 = "stablehlo.custom_call"(%arg234) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1030 = "stablehlo.custom_call"(%1029) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<256x256xf32>
    %1031 = "stablehlo.custom_call"(%arg235) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1032 = "stablehlo.custom_call"(%1031) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x64xf32>
    %1033 = "stablehlo.custom_call"(%arg236) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1034 = "stablehlo.custom_call"(%1033) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<128x256xf32>
    %1035 = "stablehlo.custom_call"(%arg237) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1036 = "stablehlo.custom_call"(%1035) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<256x128xf32>
    %1037 = "stablehlo.custom_call"(%arg238) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1038 = "stablehlo.custom_call"(%1037) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x64xf32>
    %1039 = "stablehlo.custom_call"(%arg239) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1040 = "stablehlo.custom_call"(%1039) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1041 = "stablehlo.custom_call"(%arg240) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1042 = "stablehlo.custom_call"(%1041) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1043 = "stablehlo.custom_call"(%arg241) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1044 = "stablehlo.custom_call"(%1043) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x256xf32>) -> tensor<256x256xf32>
    %1045 = "stablehlo.custom_call"(%arg242) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1046 = "stablehlo.custom_call"(%1045) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<256x256xf32>
    %1047 = "stablehlo.custom_call"(%arg243) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1048 = "stablehlo.custom_call"(%1047) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<256x256xf32>
    %1049 = "stablehlo.custom_call"(%arg244) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1050 = "stablehlo.custom_call"(%1049) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x64xf32>
    %1051 = "stablehlo.custom_call"(%arg245) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1052 = "stablehlo.custom_call"(%1051) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<128x256xf32>
    %1053 = "stablehlo.custom_call"(%arg246) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1054 = "stablehlo.custom_call"(%1053) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<256x128xf32>
    %1055 = "stablehlo.custom_call"(%arg247) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1056 = "stablehlo.custom_call"(%1055) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x64xf32>
    %1057 = "stablehlo.custom_call"(%arg248) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1058 = "stablehlo.custom_call"(%1057) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<256x256xf32>
    %1059 = "stablehlo.custom_call"(%arg249) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<4x128xi32>) -> tensor<4x128xi32>
    %1060 = "stablehlo.custom_call"(%1059) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x128xi32>) -> tensor<2x128xi32>
    %1061 = "stablehlo.custom_call"(%arg250) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<4x128xi32>) -> tensor<4x128xi32>
    %1062 = "stablehlo.custom_call"(%1061) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x128xi32>) -> tensor<2x128xi32>
    %1063:22 = "func.call"(%1018, %1020, %1022, %1024, %1026, %1028, %1030, %1032, %1034, %1036, %1038, %1040, %1042, %1044, %1046, %1048, %1050, %1052, %1054, %1056, %1058, %1060, %1062) <{callee = @shmap_body}> : (tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x64xf32>, tensor<256x256xf32>, tensor<2x128xi32>, tensor<2x128xi32>) -> (tensor<f32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x64xf32>, tensor<256x256xf32>)
    %1064 = "stablehlo.custom_call"(%1063#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %1065 = "stablehlo.custom_call"(%1064) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %1066 = "stablehlo.custom_call"(%1063#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1067 = "stablehlo.custom_call"(%1066) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<512x256xf32>
    %1068 = "stablehlo.custom_call"(%1063#2) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1069 = "stablehlo.custom_call"(%1068) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1070 = "stablehlo.custom_call"(%1063#3) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1071 = "stablehlo.custom_call"(%1070) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1072 = "stablehlo.custom_call"(%1063#4) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1073 = "stablehlo.custom_call"(%1072) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1074 = "stablehlo.custom_call"(%1063#5) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1075 = "stablehlo.custom_call"(%1074) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<512x256xf32>
    %1076 = "stablehlo.custom_call"(%1063#6) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1077 = "stablehlo.custom_call"(%1076) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<256x512xf32>
    %1078 = "stablehlo.custom_call"(%1063#7) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1079 = "stablehlo.custom_call"(%1078) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<256x512xf32>
    %1080 = "stablehlo.custom_call"(%1063#8) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %1081 = "stablehlo.custom_call"(%1080) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x64xf32>) -> tensor<256x128xf32>
    %1082 = "stablehlo.custom_call"(%1063#9) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1083 = "stablehlo.custom_call"(%1082) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<128x256xf32>) -> tensor<256x256xf32>
    %1084 = "stablehlo.custom_call"(%1063#10) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1085 = "stablehlo.custom_call"(%1084) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x128xf32>) -> tensor<256x256xf32>
    %1086 = "stablehlo.custom_call"(%1063#11) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %1087 = "stablehlo.custom_call"(%1086) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x64xf32>) -> tensor<256x128xf32>
    %1088 = "stablehlo.custom_call"(%1063#12) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1089 = "stablehlo.custom_call"(%1088) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1090 = "stablehlo.custom_call"(%1063#13) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1091 = "stablehlo.custom_call"(%1090) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1092 = "stablehlo.custom_call"(%1063#14) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1093 = "stablehlo.custom_call"(%1092) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<512x256xf32>
    %1094 = "stablehlo.custom_call"(%1063#15) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1095 = "stablehlo.custom_call"(%1094) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<256x512xf32>
    %1096 = "stablehlo.custom_call"(%1063#16) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1097 = "stablehlo.custom_call"(%1096) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<256x512xf32>
    %1098 = "stablehlo.custom_call"(%1063#17) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %1099 = "stablehlo.custom_call"(%1098) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x64xf32>) -> tensor<256x128xf32>
    %1100 = "stablehlo.custom_call"(%1063#18) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1101 = "stablehlo.custom_call"(%1100) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<128x256xf32>) -> tensor<256x256xf32>
    %1102 = "stablehlo.custom_call"(%1063#19) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1103 = "stablehlo.custom_call"(%1102) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x128xf32>) -> tensor<256x256xf32>
    %1104 = "stablehlo.custom_call"(%1063#20) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %1105 = "stablehlo.custom_call"(%1104) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x64xf32>) -> tensor<256x128xf32>
    %1106 = "stablehlo.custom_call"(%1063#21) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1107 = "stablehlo.custom_call"(%1106) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<256x512xf32>
    "func.return"(%1065, %1067, %1069, %1071, %1073, %1075, %1077, %1079, %1081, %1083, %1085, %1087, %1089, %1091, %1093, %1095, %1097, %1099, %1101, %1103, %1105, %1107) : (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x64xf32>, tensor<256x256xf32>, tensor<2x128xi32>, tensor<2x128xi32>) -> (tensor<f32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x64xf32>, tensor<256x256xf32>), res_attrs = [{jax.result_info = "[]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[None, ('tp',)]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<256x256xf32>, %arg44: tensor<256xf32>, %arg45: tensor<256xf32>, %arg46: tensor<256xf32>, %arg47: tensor<256x256xf32>, %arg48: tensor<256x256xf32>, %arg49: tensor<256x256xf32>, %arg50: tensor<256x64xf32>, %arg51: tensor<128x256xf32>, %arg52: tensor<256x128xf32>, %arg53: tensor<256x64xf32>, %arg54: tensor<256xf32>, %arg55: tensor<256xf32>, %arg56: tensor<256x256xf32>, %arg57: tensor<256x256xf32>, %arg58: tensor<256x256xf32>, %arg59: tensor<256x64xf32>, %arg60: tensor<128x256xf32>, %arg61: tensor<256x128xf32>, %arg62: tensor<256x64xf32>, %arg63: tensor<256x256xf32>, %arg64: tensor<2x128xi32>, %arg65: tensor<2x128xi32>):
    %103 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128xi32>
    %104 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %106 = "func.call"(%105) <{callee = @tril}> : (tensor<128x128xi1>) -> tensor<128x128xi1>
    %107 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %108 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %109 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %110 = "stablehlo.divide"(%109, %107) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %111 = "stablehlo.remainder"(%110, %108) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %112 = "stablehlo.convert"(%111) : (tensor<ui32>) -> tensor<i32>
    %113 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %114 = "stablehlo.multiply"(%112, %113) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %116 = "stablehlo.subtract"(%arg64, %115) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %117 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %119 = "stablehlo.compare"(%116, %118) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %120 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %122 = "stablehlo.compare"(%116, %121) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %123 = "stablehlo.and"(%119, %122) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
    %124 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %125 = "func.call"(%123, %116, %124) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
    %126:2 = "func.call"(%arg43, %125) <{callee = @_take}> : (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
    %127 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x1xi1>
    %128 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %129:2 = "func.call"(%127, %126#0, %128) <{callee = @_where_1}> : (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>)
    %130 = "stablehlo.all_reduce"(%129#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg226: tensor<f32>, %arg227: tensor<f32>):
      %1016 = "stablehlo.add"(%arg226, %arg227) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1016) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %131 = "stablehlo.multiply"(%130, %130) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %132 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.reduce"(%131, %132) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg224: tensor<f32>, %arg225: tensor<f32>):
      %1015 = "stablehlo.add"(%arg224, %arg225) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1015) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %135 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %137 = "stablehlo.divide"(%134, %136) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %138 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %140 = "stablehlo.add"(%137, %139) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %141 = "stablehlo.rsqrt"(%140) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %142 = "stablehlo.divide"(%141, %140) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %143 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %145 = "stablehlo.multiply"(%144, %142) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %146 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %147 = "stablehlo.multiply"(%130, %146) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %148 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %150 = "stablehlo.multiply"(%147, %149) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %151 = "stablehlo.dot_general"(%150, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %152 = "stablehlo.reshape"(%151) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %153 = "stablehlo.dot_general"(%150, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %154 = "stablehlo.reshape"(%153) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %155 = "stablehlo.dot_general"(%150, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %156 = "stablehlo.reshape"(%155) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %157 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %158 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %160 = "stablehlo.multiply"(%159, %157) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %161 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %163 = "stablehlo.add"(%162, %160) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %164 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %166 = "stablehlo.divide"(%163, %165) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %167 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %169 = "stablehlo.power"(%168, %166) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %170 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %172 = "stablehlo.divide"(%171, %169) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %173 = "stablehlo.convert"(%103) : (tensor<128xi32>) -> tensor<128xf32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %175 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %176 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %177 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %178 = "stablehlo.multiply"(%176, %177) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %179 = "stablehlo.concatenate"(%178, %178) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %180 = "stablehlo.cosine"(%179) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %182 = "stablehlo.sine"(%179) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %184 = "stablehlo.slice"(%152) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %185 = "stablehlo.slice"(%152) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %186 = "stablehlo.negate"(%185) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %187 = "stablehlo.concatenate"(%186, %184) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %188 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %189 = "stablehlo.multiply"(%152, %188) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %190 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %191 = "stablehlo.multiply"(%187, %190) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %192 = "stablehlo.add"(%189, %191) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %193 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %194 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %196 = "stablehlo.multiply"(%195, %193) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %197 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %199 = "stablehlo.add"(%198, %196) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %200 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %202 = "stablehlo.divide"(%199, %201) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %203 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %205 = "stablehlo.power"(%204, %202) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %206 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %208 = "stablehlo.divide"(%207, %205) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %209 = "stablehlo.convert"(%103) : (tensor<128xi32>) -> tensor<128xf32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %211 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %212 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %213 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %214 = "stablehlo.multiply"(%212, %213) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %215 = "stablehlo.concatenate"(%214, %214) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %216 = "stablehlo.cosine"(%215) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %218 = "stablehlo.sine"(%215) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %220 = "stablehlo.slice"(%154) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %221 = "stablehlo.slice"(%154) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %222 = "stablehlo.negate"(%221) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %223 = "stablehlo.concatenate"(%222, %220) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
    %224 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %225 = "stablehlo.multiply"(%154, %224) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %226 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %227 = "stablehlo.multiply"(%223, %226) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %228 = "stablehlo.add"(%225, %227) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %230 = "stablehlo.reshape"(%229) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %231 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %232 = "stablehlo.reshape"(%231) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %233 = "stablehlo.dot_general"(%192, %230) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %234 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.sqrt"(%234) : (tensor<f32>) -> tensor<f32>
    %236 = "stablehlo.convert"(%235) : (tensor<f32>) -> tensor<f32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %238 = "stablehlo.divide"(%233, %237) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %239 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %240 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %241:2 = "func.call"(%239, %238, %240) <{callee = @_where_2}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
    %242 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.reduce"(%241#0, %242) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg222: tensor<f32>, %arg223: tensor<f32>):
      %1014 = "stablehlo.maximum"(%arg222, %arg223) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1014) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %244 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
    %246 = "stablehlo.maximum"(%245, %243) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %249 = "stablehlo.subtract"(%241#0, %248) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %250 = "stablehlo.exponential"(%249) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %251 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %252 = "stablehlo.reduce"(%250, %251) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg220: tensor<f32>, %arg221: tensor<f32>):
      %1013 = "stablehlo.add"(%arg220, %arg221) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1013) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %255 = "stablehlo.divide"(%250, %254) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %256 = "stablehlo.multiply"(%253, %253) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %257 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
    %259 = "stablehlo.divide"(%258, %256) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %260 = "stablehlo.dot_general"(%232, %255) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %261 = "stablehlo.transpose"(%260) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %262 = "stablehlo.reshape"(%261) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %263 = "stablehlo.dot_general"(%262, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %264 = "stablehlo.all_reduce"(%263) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg218: tensor<f32>, %arg219: tensor<f32>):
      %1012 = "stablehlo.add"(%arg218, %arg219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1012) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %265 = "stablehlo.add"(%130, %264) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %266 = "stablehlo.multiply"(%265, %265) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %267 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %268 = "stablehlo.reduce"(%266, %267) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg216: tensor<f32>, %arg217: tensor<f32>):
      %1011 = "stablehlo.add"(%arg216, %arg217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1011) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %270 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %272 = "stablehlo.divide"(%269, %271) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %273 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %275 = "stablehlo.add"(%272, %274) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %276 = "stablehlo.rsqrt"(%275) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %277 = "stablehlo.divide"(%276, %275) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %278 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %280 = "stablehlo.multiply"(%279, %277) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %281 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %282 = "stablehlo.multiply"(%265, %281) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %283 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %285 = "stablehlo.multiply"(%282, %284) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %286 = "stablehlo.dot_general"(%285, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %287:3 = "func.call"(%286) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %288 = "stablehlo.dot_general"(%285, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %289 = "stablehlo.multiply"(%287#0, %288) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %290 = "stablehlo.dot_general"(%289, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %291 = "stablehlo.all_reduce"(%290) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg214: tensor<f32>, %arg215: tensor<f32>):
      %1010 = "stablehlo.add"(%arg214, %arg215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1010) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %292 = "stablehlo.add"(%265, %291) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %293 = "stablehlo.multiply"(%292, %292) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %294 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %295 = "stablehlo.reduce"(%293, %294) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg212: tensor<f32>, %arg213: tensor<f32>):
      %1009 = "stablehlo.add"(%arg212, %arg213) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1009) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %297 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %299 = "stablehlo.divide"(%296, %298) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %300 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %302 = "stablehlo.add"(%299, %301) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %303 = "stablehlo.rsqrt"(%302) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %304 = "stablehlo.divide"(%303, %302) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %305 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %307 = "stablehlo.multiply"(%306, %304) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %308 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %309 = "stablehlo.multiply"(%292, %308) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %310 = "stablehlo.broadcast_in_dim"(%arg54) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %312 = "stablehlo.multiply"(%309, %311) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %313 = "stablehlo.dot_general"(%312, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %314 = "stablehlo.reshape"(%313) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %315 = "stablehlo.dot_general"(%312, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %316 = "stablehlo.reshape"(%315) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %317 = "stablehlo.dot_general"(%312, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %318 = "stablehlo.reshape"(%317) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %319 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %320 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %322 = "stablehlo.multiply"(%321, %319) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %323 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %325 = "stablehlo.add"(%324, %322) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %326 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %328 = "stablehlo.divide"(%325, %327) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %329 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %331 = "stablehlo.power"(%330, %328) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %332 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %334 = "stablehlo.divide"(%333, %331) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %335 = "stablehlo.convert"(%103) : (tensor<128xi32>) -> tensor<128xf32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %337 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %338 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %339 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %340 = "stablehlo.multiply"(%338, %339) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %341 = "stablehlo.concatenate"(%340, %340) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %342 = "stablehlo.cosine"(%341) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %344 = "stablehlo.sine"(%341) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %346 = "stablehlo.slice"(%314) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %347 = "stablehlo.slice"(%314) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %348 = "stablehlo.negate"(%347) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %349 = "stablehlo.concatenate"(%348, %346) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %350 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %351 = "stablehlo.multiply"(%314, %350) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %352 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %353 = "stablehlo.multiply"(%349, %352) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %354 = "stablehlo.add"(%351, %353) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %355 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %356 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %358 = "stablehlo.multiply"(%357, %355) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %359 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %360 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %361 = "stablehlo.add"(%360, %358) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %362 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %364 = "stablehlo.divide"(%361, %363) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %365 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %367 = "stablehlo.power"(%366, %364) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %368 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %370 = "stablehlo.divide"(%369, %367) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %371 = "stablehlo.convert"(%103) : (tensor<128xi32>) -> tensor<128xf32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %373 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %374 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %375 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %376 = "stablehlo.multiply"(%374, %375) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %377 = "stablehlo.concatenate"(%376, %376) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %378 = "stablehlo.cosine"(%377) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %380 = "stablehlo.sine"(%377) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %382 = "stablehlo.slice"(%316) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %383 = "stablehlo.slice"(%316) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %384 = "stablehlo.negate"(%383) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %385 = "stablehlo.concatenate"(%384, %382) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
    %386 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %387 = "stablehlo.multiply"(%316, %386) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %388 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %389 = "stablehlo.multiply"(%385, %388) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %390 = "stablehlo.add"(%387, %389) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %392 = "stablehlo.reshape"(%391) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %393 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %394 = "stablehlo.reshape"(%393) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %395 = "stablehlo.dot_general"(%354, %392) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %396 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.sqrt"(%396) : (tensor<f32>) -> tensor<f32>
    %398 = "stablehlo.convert"(%397) : (tensor<f32>) -> tensor<f32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %400 = "stablehlo.divide"(%395, %399) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %401 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %402 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %403:2 = "func.call"(%401, %400, %402) <{callee = @_where_2}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
    %404 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %405 = "stablehlo.reduce"(%403#0, %404) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg210: tensor<f32>, %arg211: tensor<f32>):
      %1008 = "stablehlo.maximum"(%arg210, %arg211) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1008) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %406 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
    %408 = "stablehlo.maximum"(%407, %405) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %411 = "stablehlo.subtract"(%403#0, %410) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %412 = "stablehlo.exponential"(%411) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %413 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %414 = "stablehlo.reduce"(%412, %413) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg208: tensor<f32>, %arg209: tensor<f32>):
      %1007 = "stablehlo.add"(%arg208, %arg209) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1007) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %416 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %417 = "stablehlo.divide"(%412, %416) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %418 = "stablehlo.multiply"(%415, %415) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %419 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
    %421 = "stablehlo.divide"(%420, %418) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %422 = "stablehlo.dot_general"(%394, %417) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %423 = "stablehlo.transpose"(%422) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %424 = "stablehlo.reshape"(%423) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %425 = "stablehlo.dot_general"(%424, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %426 = "stablehlo.all_reduce"(%425) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg206: tensor<f32>, %arg207: tensor<f32>):
      %1006 = "stablehlo.add"(%arg206, %arg207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1006) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %427 = "stablehlo.add"(%292, %426) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %428 = "stablehlo.multiply"(%427, %427) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %429 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %430 = "stablehlo.reduce"(%428, %429) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg204: tensor<f32>, %arg205: tensor<f32>):
      %1005 = "stablehlo.add"(%arg204, %arg205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1005) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %432 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %434 = "stablehlo.divide"(%431, %433) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %435 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %437 = "stablehlo.add"(%434, %436) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %438 = "stablehlo.rsqrt"(%437) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %439 = "stablehlo.divide"(%438, %437) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %440 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %441 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %442 = "stablehlo.multiply"(%441, %439) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %443 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %444 = "stablehlo.multiply"(%427, %443) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %445 = "stablehlo.broadcast_in_dim"(%arg55) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %447 = "stablehlo.multiply"(%444, %446) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %448 = "stablehlo.dot_general"(%447, %arg57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %449:3 = "func.call"(%448) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %450 = "stablehlo.dot_general"(%447, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %451 = "stablehlo.multiply"(%449#0, %450) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %452 = "stablehlo.dot_general"(%451, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %453 = "stablehlo.all_reduce"(%452) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg202: tensor<f32>, %arg203: tensor<f32>):
      %1004 = "stablehlo.add"(%arg202, %arg203) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1004) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %454 = "stablehlo.add"(%427, %453) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %455 = "stablehlo.multiply"(%454, %454) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %456 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.reduce"(%455, %456) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg200: tensor<f32>, %arg201: tensor<f32>):
      %1003 = "stablehlo.add"(%arg200, %arg201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1003) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %459 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %461 = "stablehlo.divide"(%458, %460) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %462 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %464 = "stablehlo.add"(%461, %463) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %465 = "stablehlo.rsqrt"(%464) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %466 = "stablehlo.divide"(%465, %464) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %467 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %468 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %469 = "stablehlo.multiply"(%468, %466) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %470 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %471 = "stablehlo.multiply"(%454, %470) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %472 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %474 = "stablehlo.multiply"(%471, %473) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %475 = "stablehlo.dot_general"(%474, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %476 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %477 = "stablehlo.reduce"(%475, %476) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg198: tensor<f32>, %arg199: tensor<f32>):
      %1002 = "stablehlo.maximum"(%arg198, %arg199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1002) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %478 = "stablehlo.all_reduce"(%477) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg196: tensor<f32>, %arg197: tensor<f32>):
      %1001 = "stablehlo.maximum"(%arg196, %arg197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1001) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %479 = "stablehlo.broadcast_in_dim"(%478) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %480 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %481 = "stablehlo.subtract"(%475, %480) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %482 = "stablehlo.exponential"(%481) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %483 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %484 = "stablehlo.reduce"(%482, %483) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg194: tensor<f32>, %arg195: tensor<f32>):
      %1000 = "stablehlo.add"(%arg194, %arg195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1000) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %485 = "stablehlo.all_reduce"(%484) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg192: tensor<f32>, %arg193: tensor<f32>):
      %999 = "stablehlo.add"(%arg192, %arg193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%999) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %486 = "stablehlo.log"(%485) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %487 = "stablehlo.add"(%486, %478) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %488 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %489 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %490 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %491 = "stablehlo.divide"(%490, %488) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %492 = "stablehlo.remainder"(%491, %489) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %493 = "stablehlo.convert"(%492) : (tensor<ui32>) -> tensor<i32>
    %494 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %495 = "stablehlo.multiply"(%493, %494) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %496 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %497 = "stablehlo.subtract"(%arg65, %496) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %498 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %500 = "stablehlo.compare"(%497, %499) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %501 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %503 = "stablehlo.compare"(%497, %502) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %504 = "stablehlo.and"(%500, %503) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
    %505 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %506 = "func.call"(%504, %497, %505) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
    %507 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %508:2 = "func.call"(%475, %507) <{callee = @take_along_axis}> : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
    %509 = "stablehlo.reshape"(%508#0) : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %510 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %511 = "func.call"(%504, %509, %510) <{callee = @_where_3}> : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> tensor<2x128xf32>
    %512 = "stablehlo.all_reduce"(%511) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg190: tensor<f32>, %arg191: tensor<f32>):
      %998 = "stablehlo.add"(%arg190, %arg191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%998) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %513 = "stablehlo.subtract"(%487, %512) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %514 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %515 = "stablehlo.reduce"(%513, %514) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg188: tensor<f32>, %arg189: tensor<f32>):
      %997 = "stablehlo.add"(%arg188, %arg189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%997) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %516 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %517 = "stablehlo.divide"(%515, %516) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %518 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %519 = "stablehlo.divide"(%518, %516) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %521 = "stablehlo.negate"(%520) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %522 = "func.call"(%504, %521) <{callee = @_where_4}> : (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %523 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %524 = "func.call"(%508#1, %523) <{callee = @take_along_axis_5}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %525 = "stablehlo.divide"(%520, %485) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %526 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %527 = "stablehlo.multiply"(%526, %482) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %528 = "stablehlo.add"(%524, %527) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %529 = "stablehlo.dot_general"(%528, %474) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %530 = "stablehlo.transpose"(%529) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %531 = "stablehlo.dot_general"(%528, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %532 = "stablehlo.all_reduce"(%531) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg186: tensor<f32>, %arg187: tensor<f32>):
      %996 = "stablehlo.add"(%arg186, %arg187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%996) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %533 = "stablehlo.multiply"(%471, %532) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %534 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %535 = "stablehlo.reduce"(%533, %534) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg184: tensor<f32>, %arg185: tensor<f32>):
      %995 = "stablehlo.add"(%arg184, %arg185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%995) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %536 = "stablehlo.reshape"(%535) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %537 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %538 = "stablehlo.multiply"(%532, %537) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %539 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %540 = "stablehlo.reduce"(%536, %539) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg182: tensor<f32>, %arg183: tensor<f32>):
      %994 = "stablehlo.add"(%arg182, %arg183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%994) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %541 = "stablehlo.multiply"(%454, %538) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %542 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %543 = "stablehlo.reduce"(%541, %542) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg180: tensor<f32>, %arg181: tensor<f32>):
      %993 = "stablehlo.add"(%arg180, %arg181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%993) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %544 = "stablehlo.reshape"(%543) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %545 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %546 = "stablehlo.multiply"(%538, %545) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %547 = "stablehlo.multiply"(%544, %469) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %548 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %549 = "stablehlo.divide"(%547, %548) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %550 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %551 = "stablehlo.reduce"(%549, %550) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg178: tensor<f32>, %arg179: tensor<f32>):
      %992 = "stablehlo.add"(%arg178, %arg179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%992) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %553 = "stablehlo.multiply"(%454, %552) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %554 = "stablehlo.add"(%546, %553) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %555 = "stablehlo.multiply"(%552, %454) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %556 = "stablehlo.add"(%554, %555) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %557 = "stablehlo.dot_general"(%556, %451) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %558 = "stablehlo.transpose"(%557) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %559 = "stablehlo.dot_general"(%556, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %560 = "stablehlo.multiply"(%449#0, %559) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %561 = "stablehlo.multiply"(%559, %450) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %562 = "stablehlo.dot_general"(%560, %447) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %563 = "stablehlo.transpose"(%562) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %564 = "stablehlo.dot_general"(%560, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %565 = "stablehlo.all_reduce"(%564) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg176: tensor<f32>, %arg177: tensor<f32>):
      %991 = "stablehlo.add"(%arg176, %arg177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%991) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %566 = "func.call"(%449#1, %449#2, %448, %561) <{callee = @silu_6}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %567 = "stablehlo.dot_general"(%566, %447) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %568 = "stablehlo.transpose"(%567) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %569 = "stablehlo.dot_general"(%566, %arg57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %570 = "stablehlo.all_reduce"(%569) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg174: tensor<f32>, %arg175: tensor<f32>):
      %990 = "stablehlo.add"(%arg174, %arg175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%990) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %571 = "stablehlo.add"(%565, %570) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %572 = "stablehlo.multiply"(%444, %571) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %573 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %574 = "stablehlo.reduce"(%572, %573) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg172: tensor<f32>, %arg173: tensor<f32>):
      %989 = "stablehlo.add"(%arg172, %arg173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%989) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %575 = "stablehlo.reshape"(%574) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %576 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %577 = "stablehlo.multiply"(%571, %576) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %578 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %579 = "stablehlo.reduce"(%575, %578) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg170: tensor<f32>, %arg171: tensor<f32>):
      %988 = "stablehlo.add"(%arg170, %arg171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%988) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %580 = "stablehlo.multiply"(%427, %577) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %581 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %582 = "stablehlo.reduce"(%580, %581) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg168: tensor<f32>, %arg169: tensor<f32>):
      %987 = "stablehlo.add"(%arg168, %arg169) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%987) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %583 = "stablehlo.reshape"(%582) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %584 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %585 = "stablehlo.multiply"(%577, %584) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %586 = "stablehlo.add"(%556, %585) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %587 = "stablehlo.multiply"(%583, %442) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %588 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %589 = "stablehlo.divide"(%587, %588) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %590 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %591 = "stablehlo.reduce"(%589, %590) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg166: tensor<f32>, %arg167: tensor<f32>):
      %986 = "stablehlo.add"(%arg166, %arg167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%986) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %592 = "stablehlo.broadcast_in_dim"(%591) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %593 = "stablehlo.multiply"(%427, %592) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %594 = "stablehlo.add"(%586, %593) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %595 = "stablehlo.multiply"(%592, %427) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %596 = "stablehlo.add"(%594, %595) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %597 = "stablehlo.dot_general"(%596, %424) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %598 = "stablehlo.transpose"(%597) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %599 = "stablehlo.dot_general"(%596, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %600 = "stablehlo.reshape"(%599) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %601 = "stablehlo.transpose"(%600) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
    %602 = "stablehlo.dot_general"(%601, %394) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %603 = "stablehlo.dot_general"(%601, %417) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %604 = "stablehlo.transpose"(%603) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %605 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %606 = "stablehlo.multiply"(%602, %605) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %607 = "stablehlo.multiply"(%606, %412) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %608 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %609 = "stablehlo.reduce"(%607, %608) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg164: tensor<f32>, %arg165: tensor<f32>):
      %985 = "stablehlo.add"(%arg164, %arg165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%985) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %610 = "stablehlo.reshape"(%609) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %611 = "stablehlo.negate"(%610) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %612 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %613 = "stablehlo.divide"(%602, %612) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %614 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %615 = "stablehlo.reduce"(%611, %614) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg162: tensor<f32>, %arg163: tensor<f32>):
      %984 = "stablehlo.add"(%arg162, %arg163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%984) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
    %617 = "stablehlo.add"(%613, %616) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %618 = "stablehlo.multiply"(%617, %412) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %619 = "func.call"(%403#1, %618) <{callee = @_where_7}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %620 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %621 = "stablehlo.divide"(%619, %620) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %622 = "stablehlo.dot_general"(%621, %354) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %623 = "stablehlo.transpose"(%622) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %624 = "stablehlo.dot_general"(%621, %392) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %625 = "stablehlo.transpose"(%624) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %626 = "stablehlo.reshape"(%604) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %627 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %628 = "stablehlo.reduce"(%626, %627) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
      %983 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%983) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %629 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %630 = "stablehlo.reshape"(%623) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %631 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %632 = "stablehlo.reduce"(%630, %631) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
      %982 = "stablehlo.add"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%982) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %633 = "stablehlo.broadcast_in_dim"(%632) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %634 = "stablehlo.broadcast_in_dim"(%381) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %635 = "stablehlo.multiply"(%633, %634) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %636 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %637 = "stablehlo.multiply"(%633, %636) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %638 = "stablehlo.slice"(%635) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %639 = "stablehlo.slice"(%635) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %640 = "stablehlo.negate"(%638) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %641 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %642 = "stablehlo.pad"(%640, %641) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %643 = "stablehlo.add"(%637, %642) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %644 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %645 = "stablehlo.pad"(%639, %644) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %646 = "stablehlo.add"(%643, %645) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %647 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %648 = "stablehlo.multiply"(%625, %647) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %649 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %650 = "stablehlo.multiply"(%625, %649) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %651 = "stablehlo.slice"(%648) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %652 = "stablehlo.slice"(%648) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %653 = "stablehlo.negate"(%651) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %654 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %655 = "stablehlo.pad"(%653, %654) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %656 = "stablehlo.add"(%650, %655) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %657 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %658 = "stablehlo.pad"(%652, %657) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %659 = "stablehlo.add"(%656, %658) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %660 = "stablehlo.reshape"(%629) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %661 = "stablehlo.dot_general"(%660, %312) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %662 = "stablehlo.transpose"(%661) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %663 = "stablehlo.dot_general"(%660, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %664 = "stablehlo.all_reduce"(%663) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg156: tensor<f32>, %arg157: tensor<f32>):
      %981 = "stablehlo.add"(%arg156, %arg157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%981) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %665 = "stablehlo.reshape"(%646) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %666 = "stablehlo.dot_general"(%665, %312) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %667 = "stablehlo.transpose"(%666) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %668 = "stablehlo.dot_general"(%665, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %669 = "stablehlo.all_reduce"(%668) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg154: tensor<f32>, %arg155: tensor<f32>):
      %980 = "stablehlo.add"(%arg154, %arg155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%980) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %670 = "stablehlo.add"(%664, %669) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %671 = "stablehlo.reshape"(%659) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %672 = "stablehlo.dot_general"(%671, %312) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %673 = "stablehlo.transpose"(%672) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %674 = "stablehlo.dot_general"(%671, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %675 = "stablehlo.all_reduce"(%674) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
      %979 = "stablehlo.add"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%979) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %676 = "stablehlo.add"(%670, %675) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %677 = "stablehlo.multiply"(%309, %676) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %678 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %679 = "stablehlo.reduce"(%677, %678) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
      %978 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%978) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %680 = "stablehlo.reshape"(%679) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %681 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %682 = "stablehlo.multiply"(%676, %681) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %683 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.reduce"(%680, %683) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg148: tensor<f32>, %arg149: tensor<f32>):
      %977 = "stablehlo.add"(%arg148, %arg149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%977) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %685 = "stablehlo.multiply"(%292, %682) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %686 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %687 = "stablehlo.reduce"(%685, %686) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg146: tensor<f32>, %arg147: tensor<f32>):
      %976 = "stablehlo.add"(%arg146, %arg147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%976) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %688 = "stablehlo.reshape"(%687) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %689 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %690 = "stablehlo.multiply"(%682, %689) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %691 = "stablehlo.add"(%596, %690) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %692 = "stablehlo.multiply"(%688, %307) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %693 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %694 = "stablehlo.divide"(%692, %693) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %695 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %696 = "stablehlo.reduce"(%694, %695) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
      %975 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%975) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %697 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %698 = "stablehlo.multiply"(%292, %697) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %699 = "stablehlo.add"(%691, %698) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %700 = "stablehlo.multiply"(%697, %292) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %701 = "stablehlo.add"(%699, %700) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %702 = "stablehlo.dot_general"(%701, %289) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %703 = "stablehlo.transpose"(%702) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %704 = "stablehlo.dot_general"(%701, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %705 = "stablehlo.multiply"(%287#0, %704) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %706 = "stablehlo.multiply"(%704, %288) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %707 = "stablehlo.dot_general"(%705, %285) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %708 = "stablehlo.transpose"(%707) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %709 = "stablehlo.dot_general"(%705, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %710 = "stablehlo.all_reduce"(%709) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg142: tensor<f32>, %arg143: tensor<f32>):
      %974 = "stablehlo.add"(%arg142, %arg143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%974) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %711 = "func.call"(%287#1, %287#2, %286, %706) <{callee = @silu_6}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %712 = "stablehlo.dot_general"(%711, %285) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %713 = "stablehlo.transpose"(%712) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %714 = "stablehlo.dot_general"(%711, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %715 = "stablehlo.all_reduce"(%714) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg140: tensor<f32>, %arg141: tensor<f32>):
      %973 = "stablehlo.add"(%arg140, %arg141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%973) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %716 = "stablehlo.add"(%710, %715) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %717 = "stablehlo.multiply"(%282, %716) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %718 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %719 = "stablehlo.reduce"(%717, %718) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg138: tensor<f32>, %arg139: tensor<f32>):
      %972 = "stablehlo.add"(%arg138, %arg139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%972) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %720 = "stablehlo.reshape"(%719) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %721 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %722 = "stablehlo.multiply"(%716, %721) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %723 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %724 = "stablehlo.reduce"(%720, %723) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %971 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%971) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %725 = "stablehlo.multiply"(%265, %722) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %726 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %727 = "stablehlo.reduce"(%725, %726) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
      %970 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%970) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %728 = "stablehlo.reshape"(%727) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %729 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %730 = "stablehlo.multiply"(%722, %729) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %731 = "stablehlo.add"(%701, %730) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %732 = "stablehlo.multiply"(%728, %280) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %733 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %734 = "stablehlo.divide"(%732, %733) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %735 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %736 = "stablehlo.reduce"(%734, %735) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
      %969 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%969) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %737 = "stablehlo.broadcast_in_dim"(%736) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %738 = "stablehlo.multiply"(%265, %737) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %739 = "stablehlo.add"(%731, %738) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %740 = "stablehlo.multiply"(%737, %265) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %741 = "stablehlo.add"(%739, %740) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %742 = "stablehlo.dot_general"(%741, %262) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %743 = "stablehlo.transpose"(%742) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %744 = "stablehlo.dot_general"(%741, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %745 = "stablehlo.reshape"(%744) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %746 = "stablehlo.transpose"(%745) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
    %747 = "stablehlo.dot_general"(%746, %232) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %748 = "stablehlo.dot_general"(%746, %255) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %749 = "stablehlo.transpose"(%748) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %750 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %751 = "stablehlo.multiply"(%747, %750) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %752 = "stablehlo.multiply"(%751, %250) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %753 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %754 = "stablehlo.reduce"(%752, %753) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
      %968 = "stablehlo.add"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%968) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %755 = "stablehlo.reshape"(%754) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %756 = "stablehlo.negate"(%755) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %757 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %758 = "stablehlo.divide"(%747, %757) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %759 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %760 = "stablehlo.reduce"(%756, %759) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
      %967 = "stablehlo.add"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%967) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %761 = "stablehlo.broadcast_in_dim"(%760) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
    %762 = "stablehlo.add"(%758, %761) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %763 = "stablehlo.multiply"(%762, %250) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %764 = "func.call"(%241#1, %763) <{callee = @_where_7}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %765 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %766 = "stablehlo.divide"(%764, %765) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %767 = "stablehlo.dot_general"(%766, %192) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %768 = "stablehlo.transpose"(%767) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %769 = "stablehlo.dot_general"(%766, %230) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %770 = "stablehlo.transpose"(%769) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %771 = "stablehlo.reshape"(%749) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %772 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %773 = "stablehlo.reduce"(%771, %772) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %966 = "stablehlo.add"(%arg126, %arg127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%966) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %774 = "stablehlo.broadcast_in_dim"(%773) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %775 = "stablehlo.reshape"(%768) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %776 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %777 = "stablehlo.reduce"(%775, %776) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
      %965 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%965) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %778 = "stablehlo.broadcast_in_dim"(%777) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %779 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %780 = "stablehlo.multiply"(%778, %779) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %781 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %782 = "stablehlo.multiply"(%778, %781) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %783 = "stablehlo.slice"(%780) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %784 = "stablehlo.slice"(%780) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %785 = "stablehlo.negate"(%783) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %786 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %787 = "stablehlo.pad"(%785, %786) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %788 = "stablehlo.add"(%782, %787) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %789 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %790 = "stablehlo.pad"(%784, %789) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %791 = "stablehlo.add"(%788, %790) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %792 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %793 = "stablehlo.multiply"(%770, %792) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %794 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %795 = "stablehlo.multiply"(%770, %794) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %796 = "stablehlo.slice"(%793) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %797 = "stablehlo.slice"(%793) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %798 = "stablehlo.negate"(%796) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %799 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %800 = "stablehlo.pad"(%798, %799) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %801 = "stablehlo.add"(%795, %800) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %802 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %803 = "stablehlo.pad"(%797, %802) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %804 = "stablehlo.add"(%801, %803) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %805 = "stablehlo.reshape"(%774) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %806 = "stablehlo.dot_general"(%805, %150) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %807 = "stablehlo.transpose"(%806) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %808 = "stablehlo.dot_general"(%805, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %809 = "stablehlo.all_reduce"(%808) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg122: tensor<f32>, %arg123: tensor<f32>):
      %964 = "stablehlo.add"(%arg122, %arg123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%964) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %810 = "stablehlo.reshape"(%791) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %811 = "stablehlo.dot_general"(%810, %150) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %812 = "stablehlo.transpose"(%811) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %813 = "stablehlo.dot_general"(%810, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %814 = "stablehlo.all_reduce"(%813) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
      %963 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%963) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %815 = "stablehlo.add"(%809, %814) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %816 = "stablehlo.reshape"(%804) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %817 = "stablehlo.dot_general"(%816, %150) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %818 = "stablehlo.transpose"(%817) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %819 = "stablehlo.dot_general"(%816, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %820 = "stablehlo.all_reduce"(%819) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
      %962 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%962) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %821 = "stablehlo.add"(%815, %820) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %822 = "stablehlo.multiply"(%147, %821) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %823 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %824 = "stablehlo.reduce"(%822, %823) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
      %961 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%961) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %825 = "stablehlo.reshape"(%824) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %826 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %827 = "stablehlo.multiply"(%821, %826) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %828 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %829 = "stablehlo.reduce"(%825, %828) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %960 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%960) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %830 = "stablehlo.multiply"(%130, %827) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %831 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %832 = "stablehlo.reduce"(%830, %831) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
      %959 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%959) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %833 = "stablehlo.reshape"(%832) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %834 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %835 = "stablehlo.multiply"(%827, %834) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %836 = "stablehlo.add"(%741, %835) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %837 = "stablehlo.multiply"(%833, %145) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %838 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %839 = "stablehlo.divide"(%837, %838) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %840 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %841 = "stablehlo.reduce"(%839, %840) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
      %958 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%958) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %842 = "stablehlo.broadcast_in_dim"(%841) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %843 = "stablehlo.multiply"(%130, %842) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %844 = "stablehlo.add"(%836, %843) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %845 = "stablehlo.multiply"(%842, %130) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %846 = "stablehlo.add"(%844, %845) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %847 = "func.call"(%129#1, %846) <{callee = @_where_8}> : (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %848 = "func.call"(%126#1, %847) <{callee = @_take_9}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %849 = "stablehlo.all_reduce"(%517) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
      %957 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%957) : (tensor<f32>) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %850 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %851 = "stablehlo.divide"(%849, %850) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %852 = "stablehlo.all_reduce"(%848) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %956 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%956) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %853 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %854 = "stablehlo.broadcast_in_dim"(%853) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %855 = "stablehlo.divide"(%852, %854) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %856 = "stablehlo.all_reduce"(%540) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg104: tensor<f32>, %arg105: tensor<f32>):
      %955 = "stablehlo.add"(%arg104, %arg105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%955) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %857 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %858 = "stablehlo.broadcast_in_dim"(%857) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %859 = "stablehlo.divide"(%856, %858) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %860 = "stablehlo.all_reduce"(%829) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
      %954 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%954) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %861 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %862 = "stablehlo.broadcast_in_dim"(%861) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %863 = "stablehlo.divide"(%860, %862) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %864 = "stablehlo.all_reduce"(%724) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
      %953 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%953) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %865 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %866 = "stablehlo.broadcast_in_dim"(%865) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %867 = "stablehlo.divide"(%864, %866) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %868 = "stablehlo.all_reduce"(%703) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg98: tensor<f32>, %arg99: tensor<f32>):
      %952 = "stablehlo.add"(%arg98, %arg99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%952) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %869 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %870 = "stablehlo.broadcast_in_dim"(%869) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %871 = "stablehlo.divide"(%868, %870) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %872 = "stablehlo.all_reduce"(%713) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg96: tensor<f32>, %arg97: tensor<f32>):
      %951 = "stablehlo.add"(%arg96, %arg97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%951) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %873 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %874 = "stablehlo.broadcast_in_dim"(%873) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %875 = "stablehlo.divide"(%872, %874) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %876 = "stablehlo.all_reduce"(%708) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
      %950 = "stablehlo.add"(%arg94, %arg95) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%950) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %877 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %878 = "stablehlo.broadcast_in_dim"(%877) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %879 = "stablehlo.divide"(%876, %878) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %880 = "stablehlo.all_reduce"(%812) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %949 = "stablehlo.add"(%arg92, %arg93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%949) : (tensor<f32>) -> ()
    }) : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %881 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %882 = "stablehlo.broadcast_in_dim"(%881) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x64xf32>
    %883 = "stablehlo.divide"(%880, %882) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %884 = "stablehlo.all_reduce"(%743) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %948 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%948) : (tensor<f32>) -> ()
    }) : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %885 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %886 = "stablehlo.broadcast_in_dim"(%885) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %887 = "stablehlo.divide"(%884, %886) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %888 = "stablehlo.all_reduce"(%818) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %947 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%947) : (tensor<f32>) -> ()
    }) : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %889 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %890 = "stablehlo.broadcast_in_dim"(%889) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x128xf32>
    %891 = "stablehlo.divide"(%888, %890) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %892 = "stablehlo.all_reduce"(%807) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %946 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%946) : (tensor<f32>) -> ()
    }) : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %893 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %894 = "stablehlo.broadcast_in_dim"(%893) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x64xf32>
    %895 = "stablehlo.divide"(%892, %894) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %896 = "stablehlo.all_reduce"(%684) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg84: tensor<f32>, %arg85: tensor<f32>):
      %945 = "stablehlo.add"(%arg84, %arg85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%945) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %897 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %898 = "stablehlo.broadcast_in_dim"(%897) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %899 = "stablehlo.divide"(%896, %898) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %900 = "stablehlo.all_reduce"(%579) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg82: tensor<f32>, %arg83: tensor<f32>):
      %944 = "stablehlo.add"(%arg82, %arg83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%944) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %901 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %902 = "stablehlo.broadcast_in_dim"(%901) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %903 = "stablehlo.divide"(%900, %902) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %904 = "stablehlo.all_reduce"(%558) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg80: tensor<f32>, %arg81: tensor<f32>):
      %943 = "stablehlo.add"(%arg80, %arg81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%943) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %905 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %906 = "stablehlo.broadcast_in_dim"(%905) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %907 = "stablehlo.divide"(%904, %906) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %908 = "stablehlo.all_reduce"(%568) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %942 = "stablehlo.add"(%arg78, %arg79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%942) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %909 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %910 = "stablehlo.broadcast_in_dim"(%909) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %911 = "stablehlo.divide"(%908, %910) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %912 = "stablehlo.all_reduce"(%563) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %941 = "stablehlo.add"(%arg76, %arg77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%941) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %913 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %914 = "stablehlo.broadcast_in_dim"(%913) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %915 = "stablehlo.divide"(%912, %914) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %916 = "stablehlo.all_reduce"(%667) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg74: tensor<f32>, %arg75: tensor<f32>):
      %940 = "stablehlo.add"(%arg74, %arg75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%940) : (tensor<f32>) -> ()
    }) : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %917 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %918 = "stablehlo.broadcast_in_dim"(%917) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x64xf32>
    %919 = "stablehlo.divide"(%916, %918) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %920 = "stablehlo.all_reduce"(%598) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg72: tensor<f32>, %arg73: tensor<f32>):
      %939 = "stablehlo.add"(%arg72, %arg73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%939) : (tensor<f32>) -> ()
    }) : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %921 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %922 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %923 = "stablehlo.divide"(%920, %922) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %924 = "stablehlo.all_reduce"(%673) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg70: tensor<f32>, %arg71: tensor<f32>):
      %938 = "stablehlo.add"(%arg70, %arg71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%938) : (tensor<f32>) -> ()
    }) : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %925 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %926 = "stablehlo.broadcast_in_dim"(%925) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x128xf32>
    %927 = "stablehlo.divide"(%924, %926) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %928 = "stablehlo.all_reduce"(%662) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %937 = "stablehlo.add"(%arg68, %arg69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%937) : (tensor<f32>) -> ()
    }) : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %929 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %930 = "stablehlo.broadcast_in_dim"(%929) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x64xf32>
    %931 = "stablehlo.divide"(%928, %930) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %932 = "stablehlo.all_reduce"(%530) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %936 = "stablehlo.add"(%arg66, %arg67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%936) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %933 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %934 = "stablehlo.broadcast_in_dim"(%933) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %935 = "stablehlo.divide"(%932, %934) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    "func.return"(%851, %855, %859, %863, %867, %871, %875, %879, %883, %887, %891, %895, %899, %903, %907, %911, %915, %919, %923, %927, %931, %935) : (tensor<f32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x64xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<256x64xf32>, tensor<256x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<128x128xi1>) -> tensor<128x128xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<128x128xi1>):
    %94 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128x128xi32>
    %95 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<128x128xi32>
    %97 = "stablehlo.add"(%94, %96) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %98 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<128x128xi32>
    %99 = "stablehlo.compare"(%97, %98) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %100 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %102 = "stablehlo.select"(%99, %arg42, %101) : (tensor<128x128xi1>, tensor<128x128xi1>, tensor<128x128xi1>) -> tensor<128x128xi1>
    "func.return"(%102) : (tensor<128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<2x128xi1>, %arg40: tensor<2x128xi32>, %arg41: tensor<i32>):
    %91 = "stablehlo.convert"(%arg41) : (tensor<i32>) -> tensor<i32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %93 = "stablehlo.select"(%arg39, %arg40, %92) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    "func.return"(%93) : (tensor<2x128xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<256x256xf32>, %arg36: tensor<2x128xi32>):
    %67 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %69 = "stablehlo.compare"(%arg36, %68) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %70 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %72 = "stablehlo.add"(%arg36, %71) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %73 = "func.call"(%69, %72, %arg36) <{callee = @_where_0}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %75 = "stablehlo.constant"() <{value = dense<255> : tensor<1xi32>}> : () -> tensor<1xi32>
    %76 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %78 = "stablehlo.compare"(%74, %77) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %79 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x128x1xi32>
    %81 = "stablehlo.compare"(%74, %80) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %82 = "stablehlo.and"(%78, %81) : (tensor<2x128x1xi1>, tensor<2x128x1xi1>) -> tensor<2x128x1xi1>
    %83 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %84 = "stablehlo.reduce"(%82, %83) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg37: tensor<i1>, %arg38: tensor<i1>):
      %90 = "stablehlo.and"(%arg37, %arg38) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%90) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1xi1>, tensor<i1>) -> tensor<2x128xi1>
    %85 = "stablehlo.gather"(%arg35, %74) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<256x256xf32>, tensor<2x128x1xi32>) -> tensor<2x128x256xf32>
    %86 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x256xi1>
    %87 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %89 = "stablehlo.select"(%86, %85, %88) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%89, %74) : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<2x128xi1>, %arg33: tensor<2x128xi32>, %arg34: tensor<2x128xi32>):
    %66 = "stablehlo.select"(%arg32, %arg33, %arg34) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    "func.return"(%66) : (tensor<2x128xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>), res_attrs = [{}, {}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<2x128x1xi1>, %arg30: tensor<2x128x256xf32>, %arg31: tensor<f32>):
    %63 = "stablehlo.broadcast_in_dim"(%arg29) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xi1>) -> tensor<2x128x256xi1>
    %64 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %65 = "stablehlo.select"(%63, %arg30, %64) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%65, %63) : (tensor<2x128x256xf32>, tensor<2x128x256xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>), res_attrs = [{}, {}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<1x1x128x128xi1>, %arg27: tensor<2x2x128x128xf32>, %arg28: tensor<f32>):
    %60 = "stablehlo.broadcast_in_dim"(%arg26) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x128x128xi1>) -> tensor<2x2x128x128xi1>
    %61 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %62 = "stablehlo.select"(%60, %arg27, %61) : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    "func.return"(%62, %60) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<2x128x256xf32>):
    %47 = "stablehlo.negate"(%arg25) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %48 = "stablehlo.exponential"(%47) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %49 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %51 = "stablehlo.add"(%50, %48) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %52 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %54 = "stablehlo.divide"(%53, %51) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %55 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %57 = "stablehlo.subtract"(%56, %54) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %58 = "stablehlo.multiply"(%54, %57) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %59 = "stablehlo.multiply"(%arg25, %54) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%59, %58, %54) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<2x128x256xf32>, %arg22: tensor<2x128x1xi32>):
    %24 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %26 = "stablehlo.compare"(%arg22, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %27 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %29 = "stablehlo.add"(%arg22, %28) : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %30 = "stablehlo.select"(%26, %29, %arg22) : (tensor<2x128x1xi1>, tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %31 = "stablehlo.reshape"(%30) : (tensor<2x128x1xi32>) -> tensor<2x128x1x1xi32>
    %32 = "stablehlo.constant"() <{value = dense<255> : tensor<1xi32>}> : () -> tensor<1xi32>
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1x1xi32>
    %35 = "stablehlo.compare"(%31, %34) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %36 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<2x128x1x1xi32>
    %38 = "stablehlo.compare"(%31, %37) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %39 = "stablehlo.and"(%35, %38) : (tensor<2x128x1x1xi1>, tensor<2x128x1x1xi1>) -> tensor<2x128x1x1xi1>
    %40 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %41 = "stablehlo.reduce"(%39, %40) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg23: tensor<i1>, %arg24: tensor<i1>):
      %46 = "stablehlo.and"(%arg23, %arg24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%46) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1x1xi1>, tensor<i1>) -> tensor<2x128x1xi1>
    %42 = "stablehlo.gather"(%arg21, %31) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x128x256xf32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1xf32>
    %43 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %45 = "stablehlo.select"(%41, %42, %44) : (tensor<2x128x1xi1>, tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    "func.return"(%45, %31) : (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> tensor<2x128xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<2x128xi1>, %arg19: tensor<2x128xf32>, %arg20: tensor<f32>):
    %21 = "stablehlo.convert"(%arg20) : (tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %23 = "stablehlo.select"(%arg18, %arg19, %22) : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    "func.return"(%23) : (tensor<2x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<2x128xi1>, %arg17: tensor<2x128xf32>):
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %20 = "stablehlo.select"(%arg16, %arg17, %19) : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    "func.return"(%20) : (tensor<2x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "take_along_axis_5", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2x128x1x1xi32>, %arg13: tensor<2x128x1xf32>):
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %16 = "stablehlo.scatter"(%15, %arg12, %arg13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %17 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    "func.return"(%16) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "silu_6", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<2x128x256xf32>, %arg9: tensor<2x128x256xf32>, %arg10: tensor<2x128x256xf32>, %arg11: tensor<2x128x256xf32>):
    %10 = "stablehlo.multiply"(%arg10, %arg11) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %11 = "stablehlo.multiply"(%arg11, %arg9) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %12 = "stablehlo.multiply"(%10, %arg8) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %13 = "stablehlo.add"(%11, %12) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%13) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x2x128x128xi1>, %arg7: tensor<2x2x128x128xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %9 = "stablehlo.select"(%arg6, %arg7, %8) : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    "func.return"(%9) : (tensor<2x2x128x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x128x256xi1>, %arg5: tensor<2x128x256xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %6 = "stablehlo.select"(%arg4, %arg5, %5) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%6) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>, res_attrs = [{}], sym_name = "_take_9", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x128x1xi32>, %arg1: tensor<2x128x256xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>, tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    "func.return"(%2) : (tensor<256x256xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
