"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}, {mhlo.sharding = "{devices=[4,1]<=[4]}"}], function_type = (tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>, tensor<8x128xi32>, tensor<8x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>), res_attrs = [{jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['embed']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['final_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['attn_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['mlp_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['w_down']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['w_gate']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['w_up']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['wk']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['wo']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['wq']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][0]['wv']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['attn_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['mlp_norm']", mhlo.sharding = "{devices=[4]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['w_down']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['w_gate']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['w_up']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['wk']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['wo']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['wq']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['layers'][1]['wv']", mhlo.sharding = "{devices=[4,1]<=[4]}"}, {jax.result_info = "result[1]['lm_head']", mhlo.sharding = "{devices=[4,1]<=[4]}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg185: tensor<512x256xf32>, %arg186: tensor<256xf32>, %arg187: tensor<256xf32>, %arg188: tensor<256xf32>, %arg189: tensor<512x256xf32>, %arg190: tensor<256x512xf32>, %arg191: tensor<256x512xf32>, %arg192: tensor<256x128xf32>, %arg193: tensor<256x256xf32>, %arg194: tensor<256x256xf32>, %arg195: tensor<256x128xf32>, %arg196: tensor<256xf32>, %arg197: tensor<256xf32>, %arg198: tensor<512x256xf32>, %arg199: tensor<256x512xf32>, %arg200: tensor<256x512xf32>, %arg201: tensor<256x128xf32>, %arg202: tensor<256x256xf32>, %arg203: tensor<256x256xf32>, %arg204: tensor<256x128xf32>, %arg205: tensor<256x512xf32>, %arg206: tensor<8x128xi32>, %arg207: tensor<8x128xi32>):
    %1019 = "stablehlo.custom_call"(%arg185) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1020 = "stablehlo.custom_call"(%1019) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x256xf32>) -> tensor<128x256xf32>
    %1021 = "stablehlo.custom_call"(%arg186) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1022 = "stablehlo.custom_call"(%1021) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<64xf32>
    %1023 = "stablehlo.custom_call"(%arg187) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1024 = "stablehlo.custom_call"(%1023) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<64xf32>
    %1025 = "stablehlo.custom_call"(%arg188) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1026 = "stablehlo.custom_call"(%1025) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<64xf32>
    %1027 = "stablehlo.custom_call"(%arg189) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1028 = "stablehlo.custom_call"(%1027) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x256xf32>) -> tensor<128x256xf32>
    %1029 = "stablehlo.custom_call"(%arg190) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1030 = "stablehlo.custom_call"(%1029) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<64x512xf32>
    %1031 = "stablehlo.custom_call"(%arg191) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1032 = "stablehlo.custom_call"(%1031) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<64x512xf32>
    %1033 = "stablehlo.custom_call"(%arg192) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1034 = "stablehlo.custom_call"(%1033) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<64x128xf32>
    %1035 = "stablehlo.custom_call"(%arg193) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1036 = "stablehlo.custom_call"(%1035) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<64x256xf32>
    %1037 = "stablehlo.custom_call"(%arg194) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1038 = "stablehlo.custom_call"(%1037) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<64x256xf32>
    %1039 = "stablehlo.custom_call"(%arg195) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1040 = "stablehlo.custom_call"(%1039) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<64x128xf32>
    %1041 = "stablehlo.custom_call"(%arg196) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1042 = "stablehlo.custom_call"(%1041) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<64xf32>
    %1043 = "stablehlo.custom_call"(%arg197) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<256xf32>) -> tensor<256xf32>
    %1044 = "stablehlo.custom_call"(%1043) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<64xf32>
    %1045 = "stablehlo.custom_call"(%arg198) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1046 = "stablehlo.custom_call"(%1045) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x256xf32>) -> tensor<128x256xf32>
    %1047 = "stablehlo.custom_call"(%arg199) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1048 = "stablehlo.custom_call"(%1047) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<64x512xf32>
    %1049 = "stablehlo.custom_call"(%arg200) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1050 = "stablehlo.custom_call"(%1049) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<64x512xf32>
    %1051 = "stablehlo.custom_call"(%arg201) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1052 = "stablehlo.custom_call"(%1051) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<64x128xf32>
    %1053 = "stablehlo.custom_call"(%arg202) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1054 = "stablehlo.custom_call"(%1053) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<64x256xf32>
    %1055 = "stablehlo.custom_call"(%arg203) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1056 = "stablehlo.custom_call"(%1055) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<64x256xf32>
    %1057 = "stablehlo.custom_call"(%arg204) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %1058 = "stablehlo.custom_call"(%1057) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x128xf32>) -> tensor<64x128xf32>
    %1059 = "stablehlo.custom_call"(%arg205) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1060 = "stablehlo.custom_call"(%1059) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<64x512xf32>
    %1061 = "stablehlo.custom_call"(%arg206) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x128xi32>) -> tensor<8x128xi32>
    %1062 = "stablehlo.custom_call"(%1061) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x128xi32>) -> tensor<2x128xi32>
    %1063 = "stablehlo.custom_call"(%arg207) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x128xi32>) -> tensor<8x128xi32>
    %1064 = "stablehlo.custom_call"(%1063) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x128xi32>) -> tensor<2x128xi32>
    %1065:22 = "func.call"(%1020, %1022, %1024, %1026, %1028, %1030, %1032, %1034, %1036, %1038, %1040, %1042, %1044, %1046, %1048, %1050, %1052, %1054, %1056, %1058, %1060, %1062, %1064) <{callee = @shmap_body}> : (tensor<128x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64x512xf32>, tensor<2x128xi32>, tensor<2x128xi32>) -> (tensor<f32>, tensor<128x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64x512xf32>)
    %1066 = "stablehlo.custom_call"(%1065#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %1067 = "stablehlo.custom_call"(%1066) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %1068 = "stablehlo.custom_call"(%1065#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1069 = "stablehlo.custom_call"(%1068) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<128x256xf32>) -> tensor<512x256xf32>
    %1070 = "stablehlo.custom_call"(%1065#2) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %1071 = "stablehlo.custom_call"(%1070) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<64xf32>) -> tensor<256xf32>
    %1072 = "stablehlo.custom_call"(%1065#3) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %1073 = "stablehlo.custom_call"(%1072) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<64xf32>) -> tensor<256xf32>
    %1074 = "stablehlo.custom_call"(%1065#4) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %1075 = "stablehlo.custom_call"(%1074) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<64xf32>) -> tensor<256xf32>
    %1076 = "stablehlo.custom_call"(%1065#5) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1077 = "stablehlo.custom_call"(%1076) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<128x256xf32>) -> tensor<512x256xf32>
    %1078 = "stablehlo.custom_call"(%1065#6) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %1079 = "stablehlo.custom_call"(%1078) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x512xf32>) -> tensor<256x512xf32>
    %1080 = "stablehlo.custom_call"(%1065#7) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %1081 = "stablehlo.custom_call"(%1080) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x512xf32>) -> tensor<256x512xf32>
    %1082 = "stablehlo.custom_call"(%1065#8) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %1083 = "stablehlo.custom_call"(%1082) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x128xf32>) -> tensor<256x128xf32>
    %1084 = "stablehlo.custom_call"(%1065#9) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1085 = "stablehlo.custom_call"(%1084) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x256xf32>) -> tensor<256x256xf32>
    %1086 = "stablehlo.custom_call"(%1065#10) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1087 = "stablehlo.custom_call"(%1086) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x256xf32>) -> tensor<256x256xf32>
    %1088 = "stablehlo.custom_call"(%1065#11) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %1089 = "stablehlo.custom_call"(%1088) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x128xf32>) -> tensor<256x128xf32>
    %1090 = "stablehlo.custom_call"(%1065#12) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %1091 = "stablehlo.custom_call"(%1090) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<64xf32>) -> tensor<256xf32>
    %1092 = "stablehlo.custom_call"(%1065#13) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %1093 = "stablehlo.custom_call"(%1092) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4]<=[4]}"} : (tensor<64xf32>) -> tensor<256xf32>
    %1094 = "stablehlo.custom_call"(%1065#14) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<128x256xf32>) -> tensor<128x256xf32>
    %1095 = "stablehlo.custom_call"(%1094) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<128x256xf32>) -> tensor<512x256xf32>
    %1096 = "stablehlo.custom_call"(%1065#15) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %1097 = "stablehlo.custom_call"(%1096) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x512xf32>) -> tensor<256x512xf32>
    %1098 = "stablehlo.custom_call"(%1065#16) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %1099 = "stablehlo.custom_call"(%1098) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x512xf32>) -> tensor<256x512xf32>
    %1100 = "stablehlo.custom_call"(%1065#17) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %1101 = "stablehlo.custom_call"(%1100) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x128xf32>) -> tensor<256x128xf32>
    %1102 = "stablehlo.custom_call"(%1065#18) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1103 = "stablehlo.custom_call"(%1102) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x256xf32>) -> tensor<256x256xf32>
    %1104 = "stablehlo.custom_call"(%1065#19) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %1105 = "stablehlo.custom_call"(%1104) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x256xf32>) -> tensor<256x256xf32>
    %1106 = "stablehlo.custom_call"(%1065#20) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %1107 = "stablehlo.custom_call"(%1106) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x128xf32>) -> tensor<256x128xf32>
    %1108 = "stablehlo.custom_call"(%1065#21) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %1109 = "stablehlo.custom_call"(%1108) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x512xf32>) -> tensor<256x512xf32>
    "func.return"(%1067, %1069, %1071, %1073, %1075, %1077, %1079, %1081, %1083, %1085, %1087, %1089, %1091, %1093, %1095, %1097, %1099, %1101, %1103, %1105, %1107, %1109) : (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x128xf32>, tensor<256x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<128x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64x512xf32>, tensor<2x128xi32>, tensor<2x128xi32>) -> (tensor<f32>, tensor<128x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64x512xf32>), res_attrs = [{jax.result_info = "[]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',)]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}, {jax.result_info = "[('fsdp',), None]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<128x256xf32>, %arg43: tensor<64xf32>, %arg44: tensor<64xf32>, %arg45: tensor<64xf32>, %arg46: tensor<128x256xf32>, %arg47: tensor<64x512xf32>, %arg48: tensor<64x512xf32>, %arg49: tensor<64x128xf32>, %arg50: tensor<64x256xf32>, %arg51: tensor<64x256xf32>, %arg52: tensor<64x128xf32>, %arg53: tensor<64xf32>, %arg54: tensor<64xf32>, %arg55: tensor<128x256xf32>, %arg56: tensor<64x512xf32>, %arg57: tensor<64x512xf32>, %arg58: tensor<64x128xf32>, %arg59: tensor<64x256xf32>, %arg60: tensor<64x256xf32>, %arg61: tensor<64x128xf32>, %arg62: tensor<64x512xf32>, %arg63: tensor<2x128xi32>, %arg64: tensor<2x128xi32>):
    %117 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128xi32>
    %118 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %120 = "func.call"(%119) <{callee = @tril}> : (tensor<128x128xi1>) -> tensor<128x128xi1>
    %121 = "stablehlo.all_gather"(%arg42) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<128x256xf32>) -> tensor<512x256xf32>
    %122:2 = "func.call"(%121, %arg63) <{callee = @_take}> : (tensor<512x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
    %123 = "stablehlo.all_gather"(%arg44) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64xf32>) -> tensor<256xf32>
    %124 = "stablehlo.all_gather"(%arg45) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64xf32>) -> tensor<256xf32>
    %125 = "stablehlo.all_gather"(%arg46) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<128x256xf32>) -> tensor<512x256xf32>
    %126 = "stablehlo.all_gather"(%arg47) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
    %127 = "stablehlo.all_gather"(%arg48) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
    %128 = "stablehlo.all_gather"(%arg49) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
    %129 = "stablehlo.all_gather"(%arg50) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
    %130 = "stablehlo.all_gather"(%arg51) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
    %131 = "stablehlo.all_gather"(%arg52) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
    %132 = "stablehlo.multiply"(%122#0, %122#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %133 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %134 = "stablehlo.reduce"(%132, %133) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
      %1018 = "stablehlo.add"(%arg183, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1018) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %136 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.reduce_precision"(%136) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %139 = "stablehlo.divide"(%135, %138) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %140 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %142 = "stablehlo.add"(%139, %141) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %143 = "stablehlo.rsqrt"(%142) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %144 = "stablehlo.reduce_precision"(%143) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %145 = "stablehlo.divide"(%144, %142) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %146 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %148 = "stablehlo.multiply"(%147, %145) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %149 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %150 = "stablehlo.multiply"(%122#0, %149) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %151 = "stablehlo.reduce_precision"(%150) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %152 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %153 = "stablehlo.reduce_precision"(%152) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %155 = "stablehlo.multiply"(%151, %154) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %156 = "stablehlo.reduce_precision"(%155) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %157 = "stablehlo.dot_general"(%156, %130) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %158 = "stablehlo.reshape"(%157) : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %159 = "stablehlo.dot_general"(%156, %128) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %160 = "stablehlo.reshape"(%159) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %161 = "stablehlo.dot_general"(%156, %131) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %162 = "stablehlo.reshape"(%161) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %163 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %164 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %166 = "stablehlo.multiply"(%165, %163) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %169 = "stablehlo.add"(%168, %166) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %170 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %172 = "stablehlo.divide"(%169, %171) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %173 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %175 = "stablehlo.power"(%174, %172) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %176 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %178 = "stablehlo.divide"(%177, %175) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %179 = "stablehlo.convert"(%117) : (tensor<128xi32>) -> tensor<128xf32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %181 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %182 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %183 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %184 = "stablehlo.multiply"(%182, %183) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %185 = "stablehlo.concatenate"(%184, %184) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %186 = "stablehlo.cosine"(%185) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %188 = "stablehlo.sine"(%185) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %190 = "stablehlo.slice"(%158) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
    %191 = "stablehlo.slice"(%158) <{limit_indices = array<i64: 2, 128, 4, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
    %192 = "stablehlo.negate"(%191) : (tensor<2x128x4x32xf32>) -> tensor<2x128x4x32xf32>
    %193 = "stablehlo.concatenate"(%192, %190) <{dimension = 3 : i64}> : (tensor<2x128x4x32xf32>, tensor<2x128x4x32xf32>) -> tensor<2x128x4x64xf32>
    %194 = "stablehlo.reduce_precision"(%187) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
    %196 = "stablehlo.multiply"(%158, %195) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %197 = "stablehlo.reduce_precision"(%189) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
    %199 = "stablehlo.multiply"(%193, %198) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %200 = "stablehlo.add"(%196, %199) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %201 = "stablehlo.reduce_precision"(%200) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %202 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %203 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %205 = "stablehlo.multiply"(%204, %202) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %206 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %208 = "stablehlo.add"(%207, %205) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %209 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %211 = "stablehlo.divide"(%208, %210) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %212 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %214 = "stablehlo.power"(%213, %211) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %215 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %217 = "stablehlo.divide"(%216, %214) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %218 = "stablehlo.convert"(%117) : (tensor<128xi32>) -> tensor<128xf32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %220 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %221 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %222 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %223 = "stablehlo.multiply"(%221, %222) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %224 = "stablehlo.concatenate"(%223, %223) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %225 = "stablehlo.cosine"(%224) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %227 = "stablehlo.sine"(%224) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %229 = "stablehlo.slice"(%160) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %230 = "stablehlo.slice"(%160) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %231 = "stablehlo.negate"(%230) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %232 = "stablehlo.concatenate"(%231, %229) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %233 = "stablehlo.reduce_precision"(%226) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %235 = "stablehlo.multiply"(%160, %234) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %236 = "stablehlo.reduce_precision"(%228) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %238 = "stablehlo.multiply"(%232, %237) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %239 = "stablehlo.add"(%235, %238) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x2x64xf32>
    %241 = "stablehlo.reshape"(%240) : (tensor<2x128x2x2x64xf32>) -> tensor<2x128x4x64xf32>
    %242 = "stablehlo.reduce_precision"(%241) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %243 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x2x64xf32>
    %244 = "stablehlo.reshape"(%243) : (tensor<2x128x2x2x64xf32>) -> tensor<2x128x4x64xf32>
    %245 = "stablehlo.reduce_precision"(%244) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %246 = "stablehlo.dot_general"(%201, %242) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %247 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %248 = "stablehlo.sqrt"(%247) : (tensor<f32>) -> tensor<f32>
    %249 = "stablehlo.convert"(%248) : (tensor<f32>) -> tensor<f32>
    %250 = "stablehlo.reduce_precision"(%249) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %252 = "stablehlo.divide"(%246, %251) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %253 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %254 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %255:2 = "func.call"(%253, %252, %254) <{callee = @_where_0}> : (tensor<1x1x128x128xi1>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>)
    %256 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.reduce"(%255#0, %256) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg181: tensor<f32>, %arg182: tensor<f32>):
      %1017 = "stablehlo.maximum"(%arg181, %arg182) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1017) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %258 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128xf32>
    %260 = "stablehlo.maximum"(%259, %257) : (tensor<2x4x128xf32>, tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %263 = "stablehlo.subtract"(%255#0, %262) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %264 = "stablehlo.exponential"(%263) : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %265 = "stablehlo.reduce_precision"(%264) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %266 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.reduce"(%265, %266) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
      %1016 = "stablehlo.add"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1016) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %269 = "stablehlo.reduce_precision"(%268) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %271 = "stablehlo.divide"(%265, %270) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %272 = "stablehlo.reduce_precision"(%271) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %273 = "stablehlo.multiply"(%269, %269) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %274 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x1xf32>
    %276 = "stablehlo.divide"(%275, %273) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %277 = "stablehlo.dot_general"(%245, %272) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x64xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %278 = "stablehlo.transpose"(%277) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %279 = "stablehlo.reshape"(%278) : (tensor<2x128x4x64xf32>) -> tensor<2x128x256xf32>
    %280 = "stablehlo.reduce_precision"(%279) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %281 = "stablehlo.dot_general"(%280, %129) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %282 = "stablehlo.add"(%122#0, %281) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %283 = "stablehlo.reduce_precision"(%282) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %284 = "stablehlo.multiply"(%283, %283) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %285 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.reduce"(%284, %285) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
      %1015 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1015) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %288 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %289 = "stablehlo.reduce_precision"(%288) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %291 = "stablehlo.divide"(%287, %290) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %292 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %294 = "stablehlo.add"(%291, %293) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %295 = "stablehlo.rsqrt"(%294) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %296 = "stablehlo.reduce_precision"(%295) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %297 = "stablehlo.divide"(%296, %294) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %298 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %300 = "stablehlo.multiply"(%299, %297) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %301 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %302 = "stablehlo.multiply"(%283, %301) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %303 = "stablehlo.reduce_precision"(%302) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %304 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %305 = "stablehlo.reduce_precision"(%304) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %307 = "stablehlo.multiply"(%303, %306) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %308 = "stablehlo.reduce_precision"(%307) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %309 = "stablehlo.dot_general"(%308, %126) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %310 = "stablehlo.reduce_precision"(%309) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %311:3 = "func.call"(%310) <{callee = @silu}> : (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>)
    %312 = "stablehlo.reduce_precision"(%311#0) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %313 = "stablehlo.dot_general"(%308, %127) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %314 = "stablehlo.reduce_precision"(%313) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %315 = "stablehlo.multiply"(%312, %314) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %316 = "stablehlo.reduce_precision"(%315) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %317 = "stablehlo.dot_general"(%316, %125) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<512x256xf32>) -> tensor<2x128x256xf32>
    %318 = "stablehlo.add"(%283, %317) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %319 = "stablehlo.all_gather"(%arg53) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64xf32>) -> tensor<256xf32>
    %320 = "stablehlo.all_gather"(%arg54) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64xf32>) -> tensor<256xf32>
    %321 = "stablehlo.all_gather"(%arg55) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<128x256xf32>) -> tensor<512x256xf32>
    %322 = "stablehlo.all_gather"(%arg56) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
    %323 = "stablehlo.all_gather"(%arg57) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
    %324 = "stablehlo.all_gather"(%arg58) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
    %325 = "stablehlo.all_gather"(%arg59) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
    %326 = "stablehlo.all_gather"(%arg60) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
    %327 = "stablehlo.all_gather"(%arg61) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
    %328 = "stablehlo.multiply"(%318, %318) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %329 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %330 = "stablehlo.reduce"(%328, %329) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
      %1014 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1014) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %332 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %333 = "stablehlo.reduce_precision"(%332) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %335 = "stablehlo.divide"(%331, %334) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %336 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %338 = "stablehlo.add"(%335, %337) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %339 = "stablehlo.rsqrt"(%338) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %340 = "stablehlo.reduce_precision"(%339) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %341 = "stablehlo.divide"(%340, %338) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %342 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %344 = "stablehlo.multiply"(%343, %341) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %345 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %346 = "stablehlo.multiply"(%318, %345) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %347 = "stablehlo.reduce_precision"(%346) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %348 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %349 = "stablehlo.reduce_precision"(%348) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %351 = "stablehlo.multiply"(%347, %350) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %352 = "stablehlo.reduce_precision"(%351) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %353 = "stablehlo.dot_general"(%352, %326) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %354 = "stablehlo.reshape"(%353) : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %355 = "stablehlo.dot_general"(%352, %324) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %356 = "stablehlo.reshape"(%355) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %357 = "stablehlo.dot_general"(%352, %327) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %358 = "stablehlo.reshape"(%357) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %359 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %360 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %362 = "stablehlo.multiply"(%361, %359) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %363 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %365 = "stablehlo.add"(%364, %362) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %366 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %368 = "stablehlo.divide"(%365, %367) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %369 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %370 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %371 = "stablehlo.power"(%370, %368) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %372 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %374 = "stablehlo.divide"(%373, %371) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %375 = "stablehlo.convert"(%117) : (tensor<128xi32>) -> tensor<128xf32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %377 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %378 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %379 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %380 = "stablehlo.multiply"(%378, %379) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %381 = "stablehlo.concatenate"(%380, %380) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %382 = "stablehlo.cosine"(%381) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %384 = "stablehlo.sine"(%381) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %385 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %386 = "stablehlo.slice"(%354) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
    %387 = "stablehlo.slice"(%354) <{limit_indices = array<i64: 2, 128, 4, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
    %388 = "stablehlo.negate"(%387) : (tensor<2x128x4x32xf32>) -> tensor<2x128x4x32xf32>
    %389 = "stablehlo.concatenate"(%388, %386) <{dimension = 3 : i64}> : (tensor<2x128x4x32xf32>, tensor<2x128x4x32xf32>) -> tensor<2x128x4x64xf32>
    %390 = "stablehlo.reduce_precision"(%383) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
    %392 = "stablehlo.multiply"(%354, %391) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %393 = "stablehlo.reduce_precision"(%385) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
    %395 = "stablehlo.multiply"(%389, %394) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %396 = "stablehlo.add"(%392, %395) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %397 = "stablehlo.reduce_precision"(%396) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %398 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %399 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %401 = "stablehlo.multiply"(%400, %398) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %402 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %404 = "stablehlo.add"(%403, %401) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %405 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %406 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %407 = "stablehlo.divide"(%404, %406) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %408 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %410 = "stablehlo.power"(%409, %407) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %411 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %413 = "stablehlo.divide"(%412, %410) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %414 = "stablehlo.convert"(%117) : (tensor<128xi32>) -> tensor<128xf32>
    %415 = "stablehlo.broadcast_in_dim"(%414) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %416 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %417 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %418 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %419 = "stablehlo.multiply"(%417, %418) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %420 = "stablehlo.concatenate"(%419, %419) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %421 = "stablehlo.cosine"(%420) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %423 = "stablehlo.sine"(%420) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %425 = "stablehlo.slice"(%356) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %426 = "stablehlo.slice"(%356) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %427 = "stablehlo.negate"(%426) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %428 = "stablehlo.concatenate"(%427, %425) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %429 = "stablehlo.reduce_precision"(%422) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %431 = "stablehlo.multiply"(%356, %430) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %432 = "stablehlo.reduce_precision"(%424) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x128x1x64xf32>) -> tensor<1x128x1x64xf32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %434 = "stablehlo.multiply"(%428, %433) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %435 = "stablehlo.add"(%431, %434) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x2x64xf32>
    %437 = "stablehlo.reshape"(%436) : (tensor<2x128x2x2x64xf32>) -> tensor<2x128x4x64xf32>
    %438 = "stablehlo.reduce_precision"(%437) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %439 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x2x64xf32>
    %440 = "stablehlo.reshape"(%439) : (tensor<2x128x2x2x64xf32>) -> tensor<2x128x4x64xf32>
    %441 = "stablehlo.reduce_precision"(%440) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %442 = "stablehlo.dot_general"(%397, %438) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %443 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %444 = "stablehlo.sqrt"(%443) : (tensor<f32>) -> tensor<f32>
    %445 = "stablehlo.convert"(%444) : (tensor<f32>) -> tensor<f32>
    %446 = "stablehlo.reduce_precision"(%445) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %448 = "stablehlo.divide"(%442, %447) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %449 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %450 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %451:2 = "func.call"(%449, %448, %450) <{callee = @_where_0}> : (tensor<1x1x128x128xi1>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>)
    %452 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %453 = "stablehlo.reduce"(%451#0, %452) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
      %1013 = "stablehlo.maximum"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1013) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %454 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128xf32>
    %456 = "stablehlo.maximum"(%455, %453) : (tensor<2x4x128xf32>, tensor<2x4x128xf32>) -> tensor<2x4x128xf32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %458 = "stablehlo.broadcast_in_dim"(%457) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %459 = "stablehlo.subtract"(%451#0, %458) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %460 = "stablehlo.exponential"(%459) : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %461 = "stablehlo.reduce_precision"(%460) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %462 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %463 = "stablehlo.reduce"(%461, %462) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
      %1012 = "stablehlo.add"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1012) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %465 = "stablehlo.reduce_precision"(%464) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %467 = "stablehlo.divide"(%461, %466) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %468 = "stablehlo.reduce_precision"(%467) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %469 = "stablehlo.multiply"(%465, %465) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %470 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x1xf32>
    %472 = "stablehlo.divide"(%471, %469) : (tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %473 = "stablehlo.dot_general"(%441, %468) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x4x64xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %474 = "stablehlo.transpose"(%473) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %475 = "stablehlo.reshape"(%474) : (tensor<2x128x4x64xf32>) -> tensor<2x128x256xf32>
    %476 = "stablehlo.reduce_precision"(%475) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %477 = "stablehlo.dot_general"(%476, %325) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %478 = "stablehlo.add"(%318, %477) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %479 = "stablehlo.reduce_precision"(%478) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %480 = "stablehlo.multiply"(%479, %479) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %481 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %482 = "stablehlo.reduce"(%480, %481) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
      %1011 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1011) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %483 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %484 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %485 = "stablehlo.reduce_precision"(%484) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<f32>) -> tensor<f32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %487 = "stablehlo.divide"(%483, %486) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %488 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %489 = "stablehlo.broadcast_in_dim"(%488) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %490 = "stablehlo.add"(%487, %489) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %491 = "stablehlo.rsqrt"(%490) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %492 = "stablehlo.reduce_precision"(%491) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %493 = "stablehlo.divide"(%492, %490) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %494 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %496 = "stablehlo.multiply"(%495, %493) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %497 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %498 = "stablehlo.multiply"(%479, %497) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %499 = "stablehlo.reduce_precision"(%498) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %500 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %501 = "stablehlo.reduce_precision"(%500) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %503 = "stablehlo.multiply"(%499, %502) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %504 = "stablehlo.reduce_precision"(%503) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %505 = "stablehlo.dot_general"(%504, %322) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %506 = "stablehlo.reduce_precision"(%505) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %507:3 = "func.call"(%506) <{callee = @silu}> : (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>)
    %508 = "stablehlo.reduce_precision"(%507#0) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %509 = "stablehlo.dot_general"(%504, %323) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %510 = "stablehlo.reduce_precision"(%509) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %511 = "stablehlo.multiply"(%508, %510) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %512 = "stablehlo.reduce_precision"(%511) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %513 = "stablehlo.dot_general"(%512, %321) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<512x256xf32>) -> tensor<2x128x256xf32>
    %514 = "stablehlo.add"(%479, %513) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %515 = "stablehlo.all_gather"(%arg43) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64xf32>) -> tensor<256xf32>
    %516 = "stablehlo.multiply"(%514, %514) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %517 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %518 = "stablehlo.reduce"(%516, %517) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %1010 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1010) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %519 = "stablehlo.broadcast_in_dim"(%518) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %520 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %522 = "stablehlo.divide"(%519, %521) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %523 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %524 = "stablehlo.broadcast_in_dim"(%523) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %525 = "stablehlo.add"(%522, %524) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %526 = "stablehlo.rsqrt"(%525) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %527 = "stablehlo.divide"(%526, %525) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %528 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %530 = "stablehlo.multiply"(%529, %527) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %531 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %532 = "stablehlo.multiply"(%514, %531) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %533 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %534 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %535 = "stablehlo.multiply"(%532, %534) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %536 = "stablehlo.all_gather"(%arg62) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
    %537 = "stablehlo.dot_general"(%535, %536) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x512xf32>) -> tensor<2x128x512xf32>
    %538:3 = "func.call"(%537) <{callee = @log_softmax}> : (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x1xf32>)
    %539 = "stablehlo.broadcast_in_dim"(%arg64) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %540:2 = "func.call"(%538#0, %539) <{callee = @take_along_axis}> : (tensor<2x128x512xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
    %541 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %542 = "stablehlo.reduce"(%540#0, %541) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %1009 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1009) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<f32>
    %543 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.divide"(%542, %543) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %545 = "stablehlo.negate"(%544) : (tensor<f32>) -> tensor<f32>
    %546 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %547 = "stablehlo.negate"(%546) : (tensor<f32>) -> tensor<f32>
    %548 = "stablehlo.divide"(%547, %543) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %549 = "stablehlo.broadcast_in_dim"(%548) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %550 = "func.call"(%540#1, %549) <{callee = @take_along_axis_1}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %551 = "func.call"(%538#1, %538#2, %550) <{callee = @log_softmax_2}> : (tensor<2x128x512xf32>, tensor<2x128x1xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %552 = "stablehlo.dot_general"(%551, %535) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
    %553 = "stablehlo.transpose"(%552) <{permutation = array<i64: 1, 0>}> : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %554 = "stablehlo.dot_general"(%551, %536) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<256x512xf32>) -> tensor<2x128x256xf32>
    %555 = "stablehlo.reduce_scatter"(%553) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
      %1008 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1008) : (tensor<f32>) -> ()
    }) : (tensor<256x512xf32>) -> tensor<64x512xf32>
    %556 = "stablehlo.multiply"(%532, %554) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %557 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %558 = "stablehlo.reduce"(%556, %557) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1007 = "stablehlo.add"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1007) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %559 = "stablehlo.reshape"(%558) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %560 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %561 = "stablehlo.multiply"(%554, %560) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %562 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %563 = "stablehlo.reduce"(%559, %562) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %1006 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1006) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %564 = "stablehlo.multiply"(%514, %561) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %565 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %566 = "stablehlo.reduce"(%564, %565) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %1005 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1005) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %567 = "stablehlo.reshape"(%566) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %568 = "stablehlo.broadcast_in_dim"(%526) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %569 = "stablehlo.multiply"(%561, %568) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %570 = "stablehlo.multiply"(%567, %530) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %571 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %572 = "stablehlo.divide"(%570, %571) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %573 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %574 = "stablehlo.reduce"(%572, %573) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %1004 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1004) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %575 = "stablehlo.broadcast_in_dim"(%574) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %576 = "stablehlo.multiply"(%514, %575) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %577 = "stablehlo.add"(%569, %576) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %578 = "stablehlo.multiply"(%575, %514) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %579 = "stablehlo.add"(%577, %578) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %580 = "stablehlo.reduce_scatter"(%563) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %1003 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1003) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<64xf32>
    %581:42 = "stablehlo.optimization_barrier"(%333, %344, %340, %349, %347, %352, %390, %393, %429, %432, %438, %397, %446, %451#1, %461, %465, %472, %468, %441, %476, %479, %485, %496, %492, %501, %499, %504, %506, %507#1, %507#2, %510, %508, %512, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %318, %579) : (tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>, tensor<f32>, tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>, tensor<f32>, tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %582 = "stablehlo.all_gather"(%581#33) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<128x256xf32>) -> tensor<512x256xf32>
    %583 = "stablehlo.all_gather"(%581#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
    %584 = "stablehlo.all_gather"(%581#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
    %585 = "stablehlo.all_gather"(%581#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
    %586 = "stablehlo.all_gather"(%581#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
    %587 = "stablehlo.all_gather"(%581#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
    %588 = "stablehlo.all_gather"(%581#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
    %589 = "stablehlo.dot_general"(%581#41, %581#32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %590 = "stablehlo.transpose"(%589) <{permutation = array<i64: 1, 0>}> : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %591 = "stablehlo.dot_general"(%581#41, %582) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<512x256xf32>) -> tensor<2x128x512xf32>
    %592 = "stablehlo.multiply"(%581#31, %591) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %593 = "stablehlo.multiply"(%591, %581#30) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %594 = "stablehlo.dot_general"(%592, %581#26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
    %595 = "stablehlo.transpose"(%594) <{permutation = array<i64: 1, 0>}> : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %596 = "stablehlo.dot_general"(%592, %584) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<256x512xf32>) -> tensor<2x128x256xf32>
    %597 = "func.call"(%581#29, %581#27, %581#28, %593) <{callee = @silu_3}> : (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %598 = "stablehlo.dot_general"(%597, %581#26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
    %599 = "stablehlo.transpose"(%598) <{permutation = array<i64: 1, 0>}> : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %600 = "stablehlo.dot_general"(%597, %583) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<256x512xf32>) -> tensor<2x128x256xf32>
    %601 = "stablehlo.add"(%596, %600) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %602 = "stablehlo.multiply"(%581#25, %601) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %603 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %604 = "stablehlo.reduce"(%602, %603) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %1002 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1002) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %605 = "stablehlo.reshape"(%604) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %606 = "stablehlo.broadcast_in_dim"(%581#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %607 = "stablehlo.multiply"(%601, %606) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %608 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %609 = "stablehlo.reduce"(%605, %608) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %1001 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1001) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %610 = "stablehlo.multiply"(%581#20, %607) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %611 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %612 = "stablehlo.reduce"(%610, %611) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %1000 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1000) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %613 = "stablehlo.reshape"(%612) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %614 = "stablehlo.broadcast_in_dim"(%581#23) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %615 = "stablehlo.multiply"(%607, %614) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %616 = "stablehlo.add"(%581#41, %615) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %617 = "stablehlo.multiply"(%613, %581#22) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %618 = "stablehlo.broadcast_in_dim"(%581#21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %619 = "stablehlo.divide"(%617, %618) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %620 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %621 = "stablehlo.reduce"(%619, %620) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %999 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%999) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %622 = "stablehlo.broadcast_in_dim"(%621) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %623 = "stablehlo.multiply"(%581#20, %622) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %624 = "stablehlo.add"(%616, %623) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %625 = "stablehlo.multiply"(%622, %581#20) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %626 = "stablehlo.add"(%624, %625) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %627 = "stablehlo.dot_general"(%626, %581#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %628 = "stablehlo.transpose"(%627) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %629 = "stablehlo.dot_general"(%626, %586) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %630 = "stablehlo.reshape"(%629) : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %631 = "stablehlo.transpose"(%630) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x4x64x128xf32>
    %632 = "stablehlo.dot_general"(%631, %581#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x64x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %633 = "stablehlo.dot_general"(%631, %581#17) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x64x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %634 = "stablehlo.transpose"(%633) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %635 = "stablehlo.broadcast_in_dim"(%581#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %636 = "stablehlo.multiply"(%632, %635) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %637 = "stablehlo.multiply"(%636, %581#14) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %638 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %639 = "stablehlo.reduce"(%637, %638) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %998 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%998) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %640 = "stablehlo.reshape"(%639) : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %641 = "stablehlo.negate"(%640) : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %642 = "stablehlo.broadcast_in_dim"(%581#15) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %643 = "stablehlo.divide"(%632, %642) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %644 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %645 = "stablehlo.reduce"(%641, %644) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %997 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%997) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x1xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %646 = "stablehlo.broadcast_in_dim"(%645) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x128xf32>
    %647 = "stablehlo.add"(%643, %646) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %648 = "stablehlo.multiply"(%647, %581#14) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %649 = "func.call"(%581#13, %648) <{callee = @_where_4}> : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %650 = "stablehlo.broadcast_in_dim"(%581#12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %651 = "stablehlo.divide"(%649, %650) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %652 = "stablehlo.dot_general"(%651, %581#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %653 = "stablehlo.transpose"(%652) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
    %654 = "stablehlo.dot_general"(%651, %581#10) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %655 = "stablehlo.transpose"(%654) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
    %656 = "stablehlo.reshape"(%634) : (tensor<2x128x4x64xf32>) -> tensor<2x128x2x2x64xf32>
    %657 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %658 = "stablehlo.reduce"(%656, %657) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %996 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%996) : (tensor<f32>) -> ()
    }) : (tensor<2x128x2x2x64xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %659 = "stablehlo.reshape"(%653) : (tensor<2x128x4x64xf32>) -> tensor<2x128x2x2x64xf32>
    %660 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.reduce"(%659, %660) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %995 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%995) : (tensor<f32>) -> ()
    }) : (tensor<2x128x2x2x64xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %662 = "stablehlo.broadcast_in_dim"(%581#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %663 = "stablehlo.multiply"(%661, %662) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %664 = "stablehlo.broadcast_in_dim"(%581#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %665 = "stablehlo.multiply"(%661, %664) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %666 = "stablehlo.slice"(%663) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %667 = "stablehlo.slice"(%663) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %668 = "stablehlo.negate"(%666) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %669 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %670 = "stablehlo.pad"(%668, %669) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %671 = "stablehlo.add"(%665, %670) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %672 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %673 = "stablehlo.pad"(%667, %672) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %674 = "stablehlo.add"(%671, %673) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %675 = "stablehlo.broadcast_in_dim"(%581#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
    %676 = "stablehlo.multiply"(%655, %675) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %677 = "stablehlo.broadcast_in_dim"(%581#6) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
    %678 = "stablehlo.multiply"(%655, %677) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %679 = "stablehlo.slice"(%676) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
    %680 = "stablehlo.slice"(%676) <{limit_indices = array<i64: 2, 128, 4, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
    %681 = "stablehlo.negate"(%679) : (tensor<2x128x4x32xf32>) -> tensor<2x128x4x32xf32>
    %682 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %683 = "stablehlo.pad"(%681, %682) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
    %684 = "stablehlo.add"(%678, %683) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %685 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %686 = "stablehlo.pad"(%680, %685) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
    %687 = "stablehlo.add"(%684, %686) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %688 = "stablehlo.reshape"(%658) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %689 = "stablehlo.dot_general"(%688, %581#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %690 = "stablehlo.transpose"(%689) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %691 = "stablehlo.dot_general"(%688, %588) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %692 = "stablehlo.reshape"(%674) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %693 = "stablehlo.dot_general"(%692, %581#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %694 = "stablehlo.transpose"(%693) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %695 = "stablehlo.dot_general"(%692, %585) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %696 = "stablehlo.add"(%691, %695) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %697 = "stablehlo.reshape"(%687) : (tensor<2x128x4x64xf32>) -> tensor<2x128x256xf32>
    %698 = "stablehlo.dot_general"(%697, %581#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %699 = "stablehlo.transpose"(%698) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %700 = "stablehlo.dot_general"(%697, %587) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %701 = "stablehlo.add"(%696, %700) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %702 = "stablehlo.multiply"(%581#4, %701) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %703 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %704 = "stablehlo.reduce"(%702, %703) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %994 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%994) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %705 = "stablehlo.reshape"(%704) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %706 = "stablehlo.broadcast_in_dim"(%581#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %707 = "stablehlo.multiply"(%701, %706) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %708 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %709 = "stablehlo.reduce"(%705, %708) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %993 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%993) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %710 = "stablehlo.multiply"(%581#40, %707) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %711 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %712 = "stablehlo.reduce"(%710, %711) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %992 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%992) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %713 = "stablehlo.reshape"(%712) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %714 = "stablehlo.broadcast_in_dim"(%581#2) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %715 = "stablehlo.multiply"(%707, %714) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %716 = "stablehlo.add"(%626, %715) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %717 = "stablehlo.multiply"(%713, %581#1) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %718 = "stablehlo.broadcast_in_dim"(%581#0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %719 = "stablehlo.divide"(%717, %718) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %720 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %721 = "stablehlo.reduce"(%719, %720) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %991 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%991) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %722 = "stablehlo.broadcast_in_dim"(%721) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %723 = "stablehlo.multiply"(%581#40, %722) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %724 = "stablehlo.add"(%716, %723) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %725 = "stablehlo.multiply"(%722, %581#40) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %726 = "stablehlo.add"(%724, %725) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %727 = "stablehlo.reduce_scatter"(%690) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %990 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%990) : (tensor<f32>) -> ()
    }) : (tensor<256x128xf32>) -> tensor<64x128xf32>
    %728 = "stablehlo.reduce_scatter"(%699) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %989 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%989) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<64x256xf32>
    %729 = "stablehlo.reduce_scatter"(%628) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %988 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%988) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<64x256xf32>
    %730 = "stablehlo.reduce_scatter"(%694) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %987 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%987) : (tensor<f32>) -> ()
    }) : (tensor<256x128xf32>) -> tensor<64x128xf32>
    %731 = "stablehlo.reduce_scatter"(%595) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %986 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%986) : (tensor<f32>) -> ()
    }) : (tensor<256x512xf32>) -> tensor<64x512xf32>
    %732 = "stablehlo.reduce_scatter"(%599) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %985 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%985) : (tensor<f32>) -> ()
    }) : (tensor<256x512xf32>) -> tensor<64x512xf32>
    %733 = "stablehlo.reduce_scatter"(%590) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %984 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%984) : (tensor<f32>) -> ()
    }) : (tensor<512x256xf32>) -> tensor<128x256xf32>
    %734 = "stablehlo.reduce_scatter"(%609) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %983 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%983) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<64xf32>
    %735 = "stablehlo.reduce_scatter"(%709) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %982 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%982) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<64xf32>
    %736:42 = "stablehlo.optimization_barrier"(%137, %148, %144, %153, %151, %156, %194, %197, %233, %236, %242, %201, %250, %255#1, %265, %269, %276, %272, %245, %280, %283, %289, %300, %296, %305, %303, %308, %310, %311#1, %311#2, %314, %312, %316, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %122#0, %726) : (tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>, tensor<f32>, tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<1x128x1x64xf32>, tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>, tensor<f32>, tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x1xf32>, tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<f32>, tensor<2x128x1xf32>, tensor<2x128x1xf32>, tensor<1x1x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %737 = "stablehlo.all_gather"(%736#33) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<128x256xf32>) -> tensor<512x256xf32>
    %738 = "stablehlo.all_gather"(%736#34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
    %739 = "stablehlo.all_gather"(%736#35) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x512xf32>) -> tensor<256x512xf32>
    %740 = "stablehlo.all_gather"(%736#36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
    %741 = "stablehlo.all_gather"(%736#37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
    %742 = "stablehlo.all_gather"(%736#38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x256xf32>) -> tensor<256x256xf32>
    %743 = "stablehlo.all_gather"(%736#39) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<64x128xf32>) -> tensor<256x128xf32>
    %744 = "stablehlo.dot_general"(%736#41, %736#32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x512xf32>) -> tensor<256x512xf32>
    %745 = "stablehlo.transpose"(%744) <{permutation = array<i64: 1, 0>}> : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %746 = "stablehlo.dot_general"(%736#41, %737) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<512x256xf32>) -> tensor<2x128x512xf32>
    %747 = "stablehlo.multiply"(%736#31, %746) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %748 = "stablehlo.multiply"(%746, %736#30) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %749 = "stablehlo.dot_general"(%747, %736#26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
    %750 = "stablehlo.transpose"(%749) <{permutation = array<i64: 1, 0>}> : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %751 = "stablehlo.dot_general"(%747, %739) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<256x512xf32>) -> tensor<2x128x256xf32>
    %752 = "func.call"(%736#29, %736#27, %736#28, %748) <{callee = @silu_3}> : (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %753 = "stablehlo.dot_general"(%752, %736#26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
    %754 = "stablehlo.transpose"(%753) <{permutation = array<i64: 1, 0>}> : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %755 = "stablehlo.dot_general"(%752, %738) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<256x512xf32>) -> tensor<2x128x256xf32>
    %756 = "stablehlo.add"(%751, %755) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %757 = "stablehlo.multiply"(%736#25, %756) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %758 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %759 = "stablehlo.reduce"(%757, %758) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %981 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%981) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %760 = "stablehlo.reshape"(%759) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %761 = "stablehlo.broadcast_in_dim"(%736#24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %762 = "stablehlo.multiply"(%756, %761) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %763 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %764 = "stablehlo.reduce"(%760, %763) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %980 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%980) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %765 = "stablehlo.multiply"(%736#20, %762) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %766 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %767 = "stablehlo.reduce"(%765, %766) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %979 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%979) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %768 = "stablehlo.reshape"(%767) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %769 = "stablehlo.broadcast_in_dim"(%736#23) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %770 = "stablehlo.multiply"(%762, %769) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %771 = "stablehlo.add"(%736#41, %770) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %772 = "stablehlo.multiply"(%768, %736#22) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %773 = "stablehlo.broadcast_in_dim"(%736#21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %774 = "stablehlo.divide"(%772, %773) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %775 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %776 = "stablehlo.reduce"(%774, %775) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %978 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%978) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %777 = "stablehlo.broadcast_in_dim"(%776) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %778 = "stablehlo.multiply"(%736#20, %777) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %779 = "stablehlo.add"(%771, %778) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %780 = "stablehlo.multiply"(%777, %736#20) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %781 = "stablehlo.add"(%779, %780) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %782 = "stablehlo.dot_general"(%781, %736#19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %783 = "stablehlo.transpose"(%782) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %784 = "stablehlo.dot_general"(%781, %741) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %785 = "stablehlo.reshape"(%784) : (tensor<2x128x256xf32>) -> tensor<2x128x4x64xf32>
    %786 = "stablehlo.transpose"(%785) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x4x64x128xf32>
    %787 = "stablehlo.dot_general"(%786, %736#18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x64x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %788 = "stablehlo.dot_general"(%786, %736#17) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x64x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %789 = "stablehlo.transpose"(%788) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %790 = "stablehlo.broadcast_in_dim"(%736#16) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %791 = "stablehlo.multiply"(%787, %790) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %792 = "stablehlo.multiply"(%791, %736#14) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %793 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %794 = "stablehlo.reduce"(%792, %793) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %977 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%977) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %795 = "stablehlo.reshape"(%794) : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %796 = "stablehlo.negate"(%795) : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x1xf32>
    %797 = "stablehlo.broadcast_in_dim"(%736#15) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %798 = "stablehlo.divide"(%787, %797) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %799 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %800 = "stablehlo.reduce"(%796, %799) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %976 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%976) : (tensor<f32>) -> ()
    }) : (tensor<2x4x128x1xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %801 = "stablehlo.broadcast_in_dim"(%800) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x128xf32>) -> tensor<2x4x128x128xf32>
    %802 = "stablehlo.add"(%798, %801) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %803 = "stablehlo.multiply"(%802, %736#14) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %804 = "func.call"(%736#13, %803) <{callee = @_where_4}> : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %805 = "stablehlo.broadcast_in_dim"(%736#12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %806 = "stablehlo.divide"(%804, %805) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %807 = "stablehlo.dot_general"(%806, %736#11) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %808 = "stablehlo.transpose"(%807) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
    %809 = "stablehlo.dot_general"(%806, %736#10) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %810 = "stablehlo.transpose"(%809) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
    %811 = "stablehlo.reshape"(%789) : (tensor<2x128x4x64xf32>) -> tensor<2x128x2x2x64xf32>
    %812 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %813 = "stablehlo.reduce"(%811, %812) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %975 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%975) : (tensor<f32>) -> ()
    }) : (tensor<2x128x2x2x64xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %814 = "stablehlo.reshape"(%808) : (tensor<2x128x4x64xf32>) -> tensor<2x128x2x2x64xf32>
    %815 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %816 = "stablehlo.reduce"(%814, %815) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %974 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%974) : (tensor<f32>) -> ()
    }) : (tensor<2x128x2x2x64xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %817 = "stablehlo.broadcast_in_dim"(%736#9) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %818 = "stablehlo.multiply"(%816, %817) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %819 = "stablehlo.broadcast_in_dim"(%736#8) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %820 = "stablehlo.multiply"(%816, %819) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %821 = "stablehlo.slice"(%818) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %822 = "stablehlo.slice"(%818) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %823 = "stablehlo.negate"(%821) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %824 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %825 = "stablehlo.pad"(%823, %824) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %826 = "stablehlo.add"(%820, %825) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %827 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %828 = "stablehlo.pad"(%822, %827) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %829 = "stablehlo.add"(%826, %828) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %830 = "stablehlo.broadcast_in_dim"(%736#7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
    %831 = "stablehlo.multiply"(%810, %830) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %832 = "stablehlo.broadcast_in_dim"(%736#6) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x4x64xf32>
    %833 = "stablehlo.multiply"(%810, %832) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %834 = "stablehlo.slice"(%831) <{limit_indices = array<i64: 2, 128, 4, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
    %835 = "stablehlo.slice"(%831) <{limit_indices = array<i64: 2, 128, 4, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x4x64xf32>) -> tensor<2x128x4x32xf32>
    %836 = "stablehlo.negate"(%834) : (tensor<2x128x4x32xf32>) -> tensor<2x128x4x32xf32>
    %837 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %838 = "stablehlo.pad"(%836, %837) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
    %839 = "stablehlo.add"(%833, %838) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %840 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %841 = "stablehlo.pad"(%835, %840) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x4x32xf32>, tensor<f32>) -> tensor<2x128x4x64xf32>
    %842 = "stablehlo.add"(%839, %841) : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x128x4x64xf32>
    %843 = "stablehlo.reshape"(%813) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %844 = "stablehlo.dot_general"(%843, %736#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %845 = "stablehlo.transpose"(%844) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %846 = "stablehlo.dot_general"(%843, %743) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %847 = "stablehlo.reshape"(%829) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %848 = "stablehlo.dot_general"(%847, %736#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %849 = "stablehlo.transpose"(%848) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %850 = "stablehlo.dot_general"(%847, %740) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %851 = "stablehlo.add"(%846, %850) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %852 = "stablehlo.reshape"(%842) : (tensor<2x128x4x64xf32>) -> tensor<2x128x256xf32>
    %853 = "stablehlo.dot_general"(%852, %736#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %854 = "stablehlo.transpose"(%853) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %855 = "stablehlo.dot_general"(%852, %742) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %856 = "stablehlo.add"(%851, %855) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %857 = "stablehlo.multiply"(%736#4, %856) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %858 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %859 = "stablehlo.reduce"(%857, %858) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %973 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%973) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %860 = "stablehlo.reshape"(%859) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %861 = "stablehlo.broadcast_in_dim"(%736#3) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %862 = "stablehlo.multiply"(%856, %861) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %863 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %864 = "stablehlo.reduce"(%860, %863) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %972 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%972) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %865 = "stablehlo.multiply"(%736#40, %862) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %866 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %867 = "stablehlo.reduce"(%865, %866) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %971 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%971) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %868 = "stablehlo.reshape"(%867) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %869 = "stablehlo.broadcast_in_dim"(%736#2) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %870 = "stablehlo.multiply"(%862, %869) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %871 = "stablehlo.add"(%781, %870) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %872 = "stablehlo.multiply"(%868, %736#1) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %873 = "stablehlo.broadcast_in_dim"(%736#0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %874 = "stablehlo.divide"(%872, %873) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %875 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %876 = "stablehlo.reduce"(%874, %875) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %970 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%970) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %877 = "stablehlo.broadcast_in_dim"(%876) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %878 = "stablehlo.multiply"(%736#40, %877) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %879 = "stablehlo.add"(%871, %878) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %880 = "stablehlo.multiply"(%877, %736#40) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %881 = "stablehlo.add"(%879, %880) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %882 = "stablehlo.reduce_scatter"(%845) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %969 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%969) : (tensor<f32>) -> ()
    }) : (tensor<256x128xf32>) -> tensor<64x128xf32>
    %883 = "stablehlo.reduce_scatter"(%854) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %968 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%968) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<64x256xf32>
    %884 = "stablehlo.reduce_scatter"(%783) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %967 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%967) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<64x256xf32>
    %885 = "stablehlo.reduce_scatter"(%849) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %966 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%966) : (tensor<f32>) -> ()
    }) : (tensor<256x128xf32>) -> tensor<64x128xf32>
    %886 = "stablehlo.reduce_scatter"(%750) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %965 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%965) : (tensor<f32>) -> ()
    }) : (tensor<256x512xf32>) -> tensor<64x512xf32>
    %887 = "stablehlo.reduce_scatter"(%754) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %964 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%964) : (tensor<f32>) -> ()
    }) : (tensor<256x512xf32>) -> tensor<64x512xf32>
    %888 = "stablehlo.reduce_scatter"(%745) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %963 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%963) : (tensor<f32>) -> ()
    }) : (tensor<512x256xf32>) -> tensor<128x256xf32>
    %889 = "stablehlo.reduce_scatter"(%764) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %962 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%962) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<64xf32>
    %890 = "stablehlo.reduce_scatter"(%864) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %961 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%961) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<64xf32>
    %891 = "func.call"(%122#1, %881) <{callee = @_take_5}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>
    %892 = "stablehlo.reduce_scatter"(%891) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %960 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%960) : (tensor<f32>) -> ()
    }) : (tensor<512x256xf32>) -> tensor<128x256xf32>
    %893 = "stablehlo.all_reduce"(%545) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %959 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%959) : (tensor<f32>) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %894 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %895 = "stablehlo.divide"(%893, %894) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %896 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %897 = "stablehlo.broadcast_in_dim"(%896) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %898 = "stablehlo.divide"(%892, %897) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %899 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %900 = "stablehlo.broadcast_in_dim"(%899) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %901 = "stablehlo.divide"(%580, %900) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %902 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %903 = "stablehlo.broadcast_in_dim"(%902) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %904 = "stablehlo.divide"(%890, %903) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %905 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %906 = "stablehlo.broadcast_in_dim"(%905) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %907 = "stablehlo.divide"(%889, %906) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %908 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %909 = "stablehlo.broadcast_in_dim"(%908) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %910 = "stablehlo.divide"(%888, %909) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %911 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %912 = "stablehlo.broadcast_in_dim"(%911) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
    %913 = "stablehlo.divide"(%887, %912) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %914 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %915 = "stablehlo.broadcast_in_dim"(%914) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
    %916 = "stablehlo.divide"(%886, %915) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %917 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %918 = "stablehlo.broadcast_in_dim"(%917) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x128xf32>
    %919 = "stablehlo.divide"(%885, %918) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %920 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %921 = "stablehlo.broadcast_in_dim"(%920) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
    %922 = "stablehlo.divide"(%884, %921) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %923 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %924 = "stablehlo.broadcast_in_dim"(%923) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
    %925 = "stablehlo.divide"(%883, %924) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %926 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %927 = "stablehlo.broadcast_in_dim"(%926) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x128xf32>
    %928 = "stablehlo.divide"(%882, %927) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %929 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %930 = "stablehlo.broadcast_in_dim"(%929) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %931 = "stablehlo.divide"(%735, %930) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %932 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %933 = "stablehlo.broadcast_in_dim"(%932) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %934 = "stablehlo.divide"(%734, %933) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %935 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %936 = "stablehlo.broadcast_in_dim"(%935) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x256xf32>
    %937 = "stablehlo.divide"(%733, %936) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %938 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %939 = "stablehlo.broadcast_in_dim"(%938) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
    %940 = "stablehlo.divide"(%732, %939) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %941 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %942 = "stablehlo.broadcast_in_dim"(%941) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
    %943 = "stablehlo.divide"(%731, %942) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    %944 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %945 = "stablehlo.broadcast_in_dim"(%944) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x128xf32>
    %946 = "stablehlo.divide"(%730, %945) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %947 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %948 = "stablehlo.broadcast_in_dim"(%947) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
    %949 = "stablehlo.divide"(%729, %948) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %950 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %951 = "stablehlo.broadcast_in_dim"(%950) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x256xf32>
    %952 = "stablehlo.divide"(%728, %951) : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
    %953 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %954 = "stablehlo.broadcast_in_dim"(%953) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x128xf32>
    %955 = "stablehlo.divide"(%727, %954) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %956 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %957 = "stablehlo.broadcast_in_dim"(%956) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x512xf32>
    %958 = "stablehlo.divide"(%555, %957) : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xf32>
    "func.return"(%895, %898, %901, %904, %907, %910, %913, %916, %919, %922, %925, %928, %931, %934, %937, %940, %943, %946, %949, %952, %955, %958) : (tensor<f32>, tensor<128x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x256xf32>, tensor<64x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<128x128xi1>) -> tensor<128x128xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<128x128xi1>):
    %108 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128x128xi32>
    %109 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<128x128xi32>
    %111 = "stablehlo.add"(%108, %110) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %112 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<128x128xi32>
    %113 = "stablehlo.compare"(%111, %112) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %114 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %116 = "stablehlo.select"(%113, %arg41, %115) : (tensor<128x128xi1>, tensor<128x128xi1>, tensor<128x128xi1>) -> tensor<128x128xi1>
    "func.return"(%116) : (tensor<128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<512x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<512x256xf32>, %arg38: tensor<2x128xi32>):
    %84 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %86 = "stablehlo.compare"(%arg38, %85) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %87 = "stablehlo.constant"() <{value = dense<512> : tensor<i32>}> : () -> tensor<i32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %89 = "stablehlo.add"(%arg38, %88) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %90 = "func.call"(%86, %89, %arg38) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %92 = "stablehlo.constant"() <{value = dense<511> : tensor<1xi32>}> : () -> tensor<1xi32>
    %93 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %95 = "stablehlo.compare"(%91, %94) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %96 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x128x1xi32>
    %98 = "stablehlo.compare"(%91, %97) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %99 = "stablehlo.and"(%95, %98) : (tensor<2x128x1xi1>, tensor<2x128x1xi1>) -> tensor<2x128x1xi1>
    %100 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %101 = "stablehlo.reduce"(%99, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg39: tensor<i1>, %arg40: tensor<i1>):
      %107 = "stablehlo.and"(%arg39, %arg40) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%107) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1xi1>, tensor<i1>) -> tensor<2x128xi1>
    %102 = "stablehlo.gather"(%arg37, %91) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<512x256xf32>, tensor<2x128x1xi32>) -> tensor<2x128x256xf32>
    %103 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x256xi1>
    %104 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %106 = "stablehlo.select"(%103, %102, %105) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%106, %91) : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<2x128xi1>, %arg35: tensor<2x128xi32>, %arg36: tensor<2x128xi32>):
    %83 = "stablehlo.select"(%arg34, %arg35, %arg36) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    "func.return"(%83) : (tensor<2x128xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x128x128xi1>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>), res_attrs = [{}, {}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<1x1x128x128xi1>, %arg32: tensor<2x4x128x128xf32>, %arg33: tensor<f32>):
    %80 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x128x128xi1>) -> tensor<2x4x128x128xi1>
    %81 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %82 = "stablehlo.select"(%80, %arg32, %81) : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    "func.return"(%82, %80) : (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2x128x512xf32>):
    %67 = "stablehlo.negate"(%arg30) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %68 = "stablehlo.exponential"(%67) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %69 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x512xf32>
    %71 = "stablehlo.add"(%70, %68) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %72 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x512xf32>
    %74 = "stablehlo.divide"(%73, %71) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %75 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x512xf32>
    %77 = "stablehlo.subtract"(%76, %74) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %78 = "stablehlo.multiply"(%74, %77) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %79 = "stablehlo.multiply"(%arg30, %74) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    "func.return"(%79, %78, %74) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x128x512xf32>) -> (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<2x128x512xf32>):
    %50 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.reduce"(%arg25, %50) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %66 = "stablehlo.maximum"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%66) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %52 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %54 = "stablehlo.maximum"(%53, %51) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %57 = "stablehlo.subtract"(%arg25, %56) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %58 = "stablehlo.exponential"(%57) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %59 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.reduce"(%58, %59) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %65 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%65) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %62 = "stablehlo.log"(%61) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    %64 = "stablehlo.subtract"(%57, %63) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    "func.return"(%64, %58, %61) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x512xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<2x128x512xf32>, %arg22: tensor<2x128x1xi32>):
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %29 = "stablehlo.compare"(%arg22, %28) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %30 = "stablehlo.constant"() <{value = dense<512> : tensor<i32>}> : () -> tensor<i32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %32 = "stablehlo.add"(%arg22, %31) : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %33 = "stablehlo.select"(%29, %32, %arg22) : (tensor<2x128x1xi1>, tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %34 = "stablehlo.reshape"(%33) : (tensor<2x128x1xi32>) -> tensor<2x128x1x1xi32>
    %35 = "stablehlo.constant"() <{value = dense<511> : tensor<1xi32>}> : () -> tensor<1xi32>
    %36 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1x1xi32>
    %38 = "stablehlo.compare"(%34, %37) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %39 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<2x128x1x1xi32>
    %41 = "stablehlo.compare"(%34, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %42 = "stablehlo.and"(%38, %41) : (tensor<2x128x1x1xi1>, tensor<2x128x1x1xi1>) -> tensor<2x128x1x1xi1>
    %43 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %44 = "stablehlo.reduce"(%42, %43) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg23: tensor<i1>, %arg24: tensor<i1>):
      %49 = "stablehlo.and"(%arg23, %arg24) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%49) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1x1xi1>, tensor<i1>) -> tensor<2x128x1xi1>
    %45 = "stablehlo.gather"(%arg21, %34) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x128x512xf32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1xf32>
    %46 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %48 = "stablehlo.select"(%44, %45, %47) : (tensor<2x128x1xi1>, tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    "func.return"(%48, %34) : (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x512xf32>, res_attrs = [{}], sym_name = "take_along_axis_1", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<2x128x1x1xi32>, %arg18: tensor<2x128x1xf32>):
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x512xf32>
    %25 = "stablehlo.scatter"(%24, %arg17, %arg18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %26 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x512xf32>
    "func.return"(%25) : (tensor<2x128x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128x512xf32>, tensor<2x128x1xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>, res_attrs = [{}], sym_name = "log_softmax_2", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<2x128x512xf32>, %arg11: tensor<2x128x1xf32>, %arg12: tensor<2x128x512xf32>):
    %11 = "stablehlo.negate"(%arg12) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.reduce"(%11, %12) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %22 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>, tensor<f32>) -> tensor<2x128xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %15 = "stablehlo.divide"(%14, %arg11) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%15, %16) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %21 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x512xf32>
    %19 = "stablehlo.multiply"(%18, %arg10) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %20 = "stablehlo.add"(%arg12, %19) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    "func.return"(%20) : (tensor<2x128x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>, res_attrs = [{}], sym_name = "silu_3", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x128x512xf32>, %arg7: tensor<2x128x512xf32>, %arg8: tensor<2x128x512xf32>, %arg9: tensor<2x128x512xf32>):
    %7 = "stablehlo.multiply"(%arg7, %arg9) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %8 = "stablehlo.multiply"(%arg9, %arg6) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %9 = "stablehlo.multiply"(%7, %arg8) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    "func.return"(%10) : (tensor<2x128x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x4x128x128xi1>, %arg5: tensor<2x4x128x128xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %6 = "stablehlo.select"(%arg4, %arg5, %5) : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    "func.return"(%6) : (tensor<2x4x128x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<512x256xf32>, res_attrs = [{}], sym_name = "_take_5", sym_visibility = "private"}> ({
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
