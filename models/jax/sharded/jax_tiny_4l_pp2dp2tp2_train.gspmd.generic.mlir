"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2,1,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2,1,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,1,4]<=[2,2,2]T(1,0,2) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,1,4]<=[2,2,2]T(1,0,2) last_tile_dim_replicate}"}], function_type = (tensor<512x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<2x2x256xf32>, tensor<2x2x256xf32>, tensor<2x2x512x256xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x128xf32>, tensor<4x4x128xi32>, tensor<4x4x128xi32>) -> (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<2x2x256xf32>, tensor<2x2x256xf32>, tensor<2x2x512x256xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x128xf32>), res_attrs = [{jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['embed']", mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['final_norm']", mhlo.sharding = "{replicated}"}, {jax.result_info = "result[1]['lm_head']", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['stages']['attn_norm']", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}, {jax.result_info = "result[1]['stages']['mlp_norm']", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}, {jax.result_info = "result[1]['stages']['w_down']", mhlo.sharding = "{devices=[2,1,2,1,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['stages']['w_gate']", mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['stages']['w_up']", mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['stages']['wk']", mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['stages']['wo']", mhlo.sharding = "{devices=[2,1,2,1,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['stages']['wq']", mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}, {jax.result_info = "result[1]['stages']['wv']", mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg684: tensor<512x256xf32>, %arg685: tensor<256xf32>, %arg686: tensor<256x512xf32>, %arg687: tensor<2x2x256xf32>, %arg688: tensor<2x2x256xf32>, %arg689: tensor<2x2x512x256xf32>, %arg690: tensor<2x2x256x512xf32>, %arg691: tensor<2x2x256x512xf32>, %arg692: tensor<2x2x256x128xf32>, %arg693: tensor<2x2x256x256xf32>, %arg694: tensor<2x2x256x256xf32>, %arg695: tensor<2x2x256x128xf32>, %arg696: tensor<4x4x128xi32>, %arg697: tensor<4x4x128xi32>):
    %4311 = "stablehlo.custom_call"(%arg684) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %4312 = "stablehlo.custom_call"(%4311) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<512x256xf32>) -> tensor<256x256xf32>
    %4313 = "stablehlo.custom_call"(%arg685) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %4314 = "stablehlo.custom_call"(%4313) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %4315 = "stablehlo.custom_call"(%arg686) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %4316 = "stablehlo.custom_call"(%4315) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x512xf32>) -> tensor<256x256xf32>
    %4317 = "stablehlo.custom_call"(%arg687) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<2x2x256xf32>) -> tensor<2x2x256xf32>
    %4318 = "stablehlo.custom_call"(%4317) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2x2x256xf32>) -> tensor<1x2x256xf32>
    %4319 = "stablehlo.custom_call"(%arg688) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<2x2x256xf32>) -> tensor<2x2x256xf32>
    %4320 = "stablehlo.custom_call"(%4319) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2x2x256xf32>) -> tensor<1x2x256xf32>
    %4321 = "stablehlo.custom_call"(%arg689) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2,1,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<2x2x512x256xf32>) -> tensor<2x2x512x256xf32>
    %4322 = "stablehlo.custom_call"(%4321) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2x2x512x256xf32>) -> tensor<1x2x256x256xf32>
    %4323 = "stablehlo.custom_call"(%arg690) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<2x2x256x512xf32>) -> tensor<2x2x256x512xf32>
    %4324 = "stablehlo.custom_call"(%4323) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2x2x256x512xf32>) -> tensor<1x2x256x256xf32>
    %4325 = "stablehlo.custom_call"(%arg691) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<2x2x256x512xf32>) -> tensor<2x2x256x512xf32>
    %4326 = "stablehlo.custom_call"(%4325) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2x2x256x512xf32>) -> tensor<1x2x256x256xf32>
    %4327 = "stablehlo.custom_call"(%arg692) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<2x2x256x128xf32>) -> tensor<2x2x256x128xf32>
    %4328 = "stablehlo.custom_call"(%4327) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2x2x256x128xf32>) -> tensor<1x2x256x64xf32>
    %4329 = "stablehlo.custom_call"(%arg693) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2,1,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<2x2x256x256xf32>) -> tensor<2x2x256x256xf32>
    %4330 = "stablehlo.custom_call"(%4329) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2x2x256x256xf32>) -> tensor<1x2x128x256xf32>
    %4331 = "stablehlo.custom_call"(%arg694) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<2x2x256x256xf32>) -> tensor<2x2x256x256xf32>
    %4332 = "stablehlo.custom_call"(%4331) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2x2x256x256xf32>) -> tensor<1x2x256x128xf32>
    %4333 = "stablehlo.custom_call"(%arg695) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<2x2x256x128xf32>) -> tensor<2x2x256x128xf32>
    %4334 = "stablehlo.custom_call"(%4333) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<2x2x256x128xf32>) -> tensor<1x2x256x64xf32>
    %4335 = "stablehlo.custom_call"(%arg696) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,1,4]<=[2,2,2]T(1,0,2) last_tile_dim_replicate}"} : (tensor<4x4x128xi32>) -> tensor<4x4x128xi32>
    %4336 = "stablehlo.custom_call"(%4335) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x4x128xi32>) -> tensor<4x2x128xi32>
    %4337 = "stablehlo.custom_call"(%arg697) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,1,4]<=[2,2,2]T(1,0,2) last_tile_dim_replicate}"} : (tensor<4x4x128xi32>) -> tensor<4x4x128xi32>
    %4338 = "stablehlo.custom_call"(%4337) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x4x128xi32>) -> tensor<4x2x128xi32>
    %4339:13 = "func.call"(%4312, %4314, %4316, %4318, %4320, %4322, %4324, %4326, %4328, %4330, %4332, %4334, %4336, %4338) <{callee = @shmap_body}> : (tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<1x2x256xf32>, tensor<1x2x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x64xf32>, tensor<1x2x128x256xf32>, tensor<1x2x256x128xf32>, tensor<1x2x256x64xf32>, tensor<4x2x128xi32>, tensor<4x2x128xi32>) -> (tensor<f32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<1x2x256xf32>, tensor<1x2x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x64xf32>, tensor<1x2x128x256xf32>, tensor<1x2x256x128xf32>, tensor<1x2x256x64xf32>)
    %4340 = "stablehlo.custom_call"(%4339#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %4341 = "stablehlo.custom_call"(%4340) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %4342 = "stablehlo.custom_call"(%4339#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %4343 = "stablehlo.custom_call"(%4342) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<512x256xf32>
    %4344 = "stablehlo.custom_call"(%4339#2) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256xf32>) -> tensor<256xf32>
    %4345 = "stablehlo.custom_call"(%4344) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<256xf32>) -> tensor<256xf32>
    %4346 = "stablehlo.custom_call"(%4339#3) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %4347 = "stablehlo.custom_call"(%4346) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<256x256xf32>) -> tensor<256x512xf32>
    %4348 = "stablehlo.custom_call"(%4339#4) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %4349 = "stablehlo.custom_call"(%4348) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<1x2x256xf32>) -> tensor<2x2x256xf32>
    %4350 = "stablehlo.custom_call"(%4339#5) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %4351 = "stablehlo.custom_call"(%4350) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<1x2x256xf32>) -> tensor<2x2x256xf32>
    %4352 = "stablehlo.custom_call"(%4339#6) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %4353 = "stablehlo.custom_call"(%4352) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2,1,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<1x2x256x256xf32>) -> tensor<2x2x512x256xf32>
    %4354 = "stablehlo.custom_call"(%4339#7) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %4355 = "stablehlo.custom_call"(%4354) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<1x2x256x256xf32>) -> tensor<2x2x256x512xf32>
    %4356 = "stablehlo.custom_call"(%4339#8) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %4357 = "stablehlo.custom_call"(%4356) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<1x2x256x256xf32>) -> tensor<2x2x256x512xf32>
    %4358 = "stablehlo.custom_call"(%4339#9) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
    %4359 = "stablehlo.custom_call"(%4358) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<1x2x256x64xf32>) -> tensor<2x2x256x128xf32>
    %4360 = "stablehlo.custom_call"(%4339#10) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1x2x128x256xf32>) -> tensor<1x2x128x256xf32>
    %4361 = "stablehlo.custom_call"(%4360) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2,1,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<1x2x128x256xf32>) -> tensor<2x2x256x256xf32>
    %4362 = "stablehlo.custom_call"(%4339#11) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1x2x256x128xf32>) -> tensor<1x2x256x128xf32>
    %4363 = "stablehlo.custom_call"(%4362) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<1x2x256x128xf32>) -> tensor<2x2x256x256xf32>
    %4364 = "stablehlo.custom_call"(%4339#12) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
    %4365 = "stablehlo.custom_call"(%4364) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"} : (tensor<1x2x256x64xf32>) -> tensor<2x2x256x128xf32>
    "func.return"(%4341, %4343, %4345, %4347, %4349, %4351, %4353, %4355, %4357, %4359, %4361, %4363, %4365) : (tensor<f32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<2x2x256xf32>, tensor<2x2x256xf32>, tensor<2x2x512x256xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x512xf32>, tensor<2x2x256x128xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x256xf32>, tensor<2x2x256x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<1x2x256xf32>, tensor<1x2x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x64xf32>, tensor<1x2x128x256xf32>, tensor<1x2x256x128xf32>, tensor<1x2x256x64xf32>, tensor<4x2x128xi32>, tensor<4x2x128xi32>) -> (tensor<f32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<1x2x256xf32>, tensor<1x2x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x64xf32>, tensor<1x2x128x256xf32>, tensor<1x2x256x128xf32>, tensor<1x2x256x64xf32>), res_attrs = [{jax.result_info = "[]"}, {jax.result_info = "[('tp',), None]"}, {jax.result_info = "[None]"}, {jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[('pp',), None, None]"}, {jax.result_info = "[('pp',), None, None]"}, {jax.result_info = "[('pp',), None, ('tp',), None]"}, {jax.result_info = "[('pp',), None, None, ('tp',)]"}, {jax.result_info = "[('pp',), None, None, ('tp',)]"}, {jax.result_info = "[('pp',), None, None, ('tp',)]"}, {jax.result_info = "[('pp',), None, ('tp',), None]"}, {jax.result_info = "[('pp',), None, None, ('tp',)]"}, {jax.result_info = "[('pp',), None, None, ('tp',)]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg62: tensor<256x256xf32>, %arg63: tensor<256xf32>, %arg64: tensor<256x256xf32>, %arg65: tensor<1x2x256xf32>, %arg66: tensor<1x2x256xf32>, %arg67: tensor<1x2x256x256xf32>, %arg68: tensor<1x2x256x256xf32>, %arg69: tensor<1x2x256x256xf32>, %arg70: tensor<1x2x256x64xf32>, %arg71: tensor<1x2x128x256xf32>, %arg72: tensor<1x2x256x128xf32>, %arg73: tensor<1x2x256x64xf32>, %arg74: tensor<4x2x128xi32>, %arg75: tensor<4x2x128xi32>):
    %120 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
    %121 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %122 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %123 = "stablehlo.divide"(%122, %120) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %124 = "stablehlo.remainder"(%123, %121) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %125 = "stablehlo.convert"(%124) : (tensor<ui32>) -> tensor<i32>
    %126 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128xi32>
    %127 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %129 = "func.call"(%128) <{callee = @tril}> : (tensor<128x128xi1>) -> tensor<128x128xi1>
    %130 = "stablehlo.slice"(%arg65) <{limit_indices = array<i64: 1, 1, 256>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x256xf32>) -> tensor<1x1x256xf32>
    %131 = "stablehlo.reshape"(%130) : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %132 = "stablehlo.slice"(%arg66) <{limit_indices = array<i64: 1, 1, 256>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x256xf32>) -> tensor<1x1x256xf32>
    %133 = "stablehlo.reshape"(%132) : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %134 = "stablehlo.slice"(%arg67) <{limit_indices = array<i64: 1, 1, 256, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x256xf32>) -> tensor<1x1x256x256xf32>
    %135 = "stablehlo.reshape"(%134) : (tensor<1x1x256x256xf32>) -> tensor<256x256xf32>
    %136 = "stablehlo.slice"(%arg68) <{limit_indices = array<i64: 1, 1, 256, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x256xf32>) -> tensor<1x1x256x256xf32>
    %137 = "stablehlo.reshape"(%136) : (tensor<1x1x256x256xf32>) -> tensor<256x256xf32>
    %138 = "stablehlo.slice"(%arg69) <{limit_indices = array<i64: 1, 1, 256, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x256xf32>) -> tensor<1x1x256x256xf32>
    %139 = "stablehlo.reshape"(%138) : (tensor<1x1x256x256xf32>) -> tensor<256x256xf32>
    %140 = "stablehlo.slice"(%arg70) <{limit_indices = array<i64: 1, 1, 256, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x64xf32>) -> tensor<1x1x256x64xf32>
    %141 = "stablehlo.reshape"(%140) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
    %142 = "stablehlo.slice"(%arg71) <{limit_indices = array<i64: 1, 1, 128, 256>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x128x256xf32>) -> tensor<1x1x128x256xf32>
    %143 = "stablehlo.reshape"(%142) : (tensor<1x1x128x256xf32>) -> tensor<128x256xf32>
    %144 = "stablehlo.slice"(%arg72) <{limit_indices = array<i64: 1, 1, 256, 128>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x128xf32>) -> tensor<1x1x256x128xf32>
    %145 = "stablehlo.reshape"(%144) : (tensor<1x1x256x128xf32>) -> tensor<256x128xf32>
    %146 = "stablehlo.slice"(%arg73) <{limit_indices = array<i64: 1, 1, 256, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x64xf32>) -> tensor<1x1x256x64xf32>
    %147 = "stablehlo.reshape"(%146) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
    %148 = "stablehlo.slice"(%arg65) <{limit_indices = array<i64: 1, 2, 256>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x256xf32>) -> tensor<1x1x256xf32>
    %149 = "stablehlo.reshape"(%148) : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %150 = "stablehlo.slice"(%arg66) <{limit_indices = array<i64: 1, 2, 256>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<1x2x256xf32>) -> tensor<1x1x256xf32>
    %151 = "stablehlo.reshape"(%150) : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %152 = "stablehlo.slice"(%arg67) <{limit_indices = array<i64: 1, 2, 256, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x256xf32>) -> tensor<1x1x256x256xf32>
    %153 = "stablehlo.reshape"(%152) : (tensor<1x1x256x256xf32>) -> tensor<256x256xf32>
    %154 = "stablehlo.slice"(%arg68) <{limit_indices = array<i64: 1, 2, 256, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x256xf32>) -> tensor<1x1x256x256xf32>
    %155 = "stablehlo.reshape"(%154) : (tensor<1x1x256x256xf32>) -> tensor<256x256xf32>
    %156 = "stablehlo.slice"(%arg69) <{limit_indices = array<i64: 1, 2, 256, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x256xf32>) -> tensor<1x1x256x256xf32>
    %157 = "stablehlo.reshape"(%156) : (tensor<1x1x256x256xf32>) -> tensor<256x256xf32>
    %158 = "stablehlo.slice"(%arg70) <{limit_indices = array<i64: 1, 2, 256, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x64xf32>) -> tensor<1x1x256x64xf32>
    %159 = "stablehlo.reshape"(%158) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
    %160 = "stablehlo.slice"(%arg71) <{limit_indices = array<i64: 1, 2, 128, 256>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x128x256xf32>) -> tensor<1x1x128x256xf32>
    %161 = "stablehlo.reshape"(%160) : (tensor<1x1x128x256xf32>) -> tensor<128x256xf32>
    %162 = "stablehlo.slice"(%arg72) <{limit_indices = array<i64: 1, 2, 256, 128>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x128xf32>) -> tensor<1x1x256x128xf32>
    %163 = "stablehlo.reshape"(%162) : (tensor<1x1x256x128xf32>) -> tensor<256x128xf32>
    %164 = "stablehlo.slice"(%arg73) <{limit_indices = array<i64: 1, 2, 256, 64>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x256x64xf32>) -> tensor<1x1x256x64xf32>
    %165 = "stablehlo.reshape"(%164) : (tensor<1x1x256x64xf32>) -> tensor<256x64xf32>
    %166 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %168 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %169 = "stablehlo.compare"(%125, %168) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %170 = "stablehlo.slice"(%arg74) <{limit_indices = array<i64: 1, 2, 128>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
    %171 = "stablehlo.reshape"(%170) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
    %172 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %173 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %174 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %175 = "stablehlo.divide"(%174, %172) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %176 = "stablehlo.remainder"(%175, %173) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %177 = "stablehlo.convert"(%176) : (tensor<ui32>) -> tensor<i32>
    %178 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %179 = "stablehlo.multiply"(%177, %178) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %181 = "stablehlo.subtract"(%171, %180) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %182 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %184 = "stablehlo.compare"(%181, %183) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %185 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %187 = "stablehlo.compare"(%181, %186) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %188 = "stablehlo.and"(%184, %187) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
    %189 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %190 = "func.call"(%188, %181, %189) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
    %191:2 = "func.call"(%arg62, %190) <{callee = @_take}> : (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
    %192 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x1xi1>
    %193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %194:2 = "func.call"(%192, %191#0, %193) <{callee = @_where_1}> : (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>)
    %195 = "stablehlo.all_reduce"(%194#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg682: tensor<f32>, %arg683: tensor<f32>):
      %4310 = "stablehlo.add"(%arg682, %arg683) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4310) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %196:2 = "func.call"(%169, %195, %167) <{callee = @_where_2}> : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<i1>)
    %197 = "stablehlo.multiply"(%196#0, %196#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %198 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %199 = "stablehlo.reduce"(%197, %198) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg680: tensor<f32>, %arg681: tensor<f32>):
      %4309 = "stablehlo.add"(%arg680, %arg681) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4309) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %201 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %203 = "stablehlo.divide"(%200, %202) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %204 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %206 = "stablehlo.add"(%203, %205) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %207 = "stablehlo.rsqrt"(%206) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %208 = "stablehlo.divide"(%207, %206) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %209 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %211 = "stablehlo.multiply"(%210, %208) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %212 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %213 = "stablehlo.multiply"(%196#0, %212) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %214 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %216 = "stablehlo.multiply"(%213, %215) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %217 = "stablehlo.dot_general"(%216, %145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %219 = "stablehlo.dot_general"(%216, %141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %220 = "stablehlo.reshape"(%219) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %221 = "stablehlo.dot_general"(%216, %147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %222 = "stablehlo.reshape"(%221) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %223 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %224 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %226 = "stablehlo.multiply"(%225, %223) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %227 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %229 = "stablehlo.add"(%228, %226) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %230 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %232 = "stablehlo.divide"(%229, %231) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %233 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %235 = "stablehlo.power"(%234, %232) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %236 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %238 = "stablehlo.divide"(%237, %235) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %239 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %241 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %242 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %243 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %244 = "stablehlo.multiply"(%242, %243) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %245 = "stablehlo.concatenate"(%244, %244) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %246 = "stablehlo.cosine"(%245) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %248 = "stablehlo.sine"(%245) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %250 = "stablehlo.slice"(%218) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %251 = "stablehlo.slice"(%218) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %252 = "stablehlo.negate"(%251) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %253 = "stablehlo.concatenate"(%252, %250) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %254 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %255 = "stablehlo.multiply"(%218, %254) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %256 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %257 = "stablehlo.multiply"(%253, %256) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %258 = "stablehlo.add"(%255, %257) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %259 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %260 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %262 = "stablehlo.multiply"(%261, %259) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %263 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %265 = "stablehlo.add"(%264, %262) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %266 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %268 = "stablehlo.divide"(%265, %267) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %269 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %271 = "stablehlo.power"(%270, %268) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %272 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %274 = "stablehlo.divide"(%273, %271) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %275 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %277 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %278 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %279 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %280 = "stablehlo.multiply"(%278, %279) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %281 = "stablehlo.concatenate"(%280, %280) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %282 = "stablehlo.cosine"(%281) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %284 = "stablehlo.sine"(%281) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %286 = "stablehlo.slice"(%220) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %287 = "stablehlo.slice"(%220) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %288 = "stablehlo.negate"(%287) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %289 = "stablehlo.concatenate"(%288, %286) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
    %290 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %291 = "stablehlo.multiply"(%220, %290) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %292 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %293 = "stablehlo.multiply"(%289, %292) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %294 = "stablehlo.add"(%291, %293) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %296 = "stablehlo.reshape"(%295) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %297 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %298 = "stablehlo.reshape"(%297) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %299 = "stablehlo.dot_general"(%258, %296) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %300 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.sqrt"(%300) : (tensor<f32>) -> tensor<f32>
    %302 = "stablehlo.convert"(%301) : (tensor<f32>) -> tensor<f32>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %304 = "stablehlo.divide"(%299, %303) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %305 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %306 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %307:2 = "func.call"(%305, %304, %306) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
    %308 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %309 = "stablehlo.reduce"(%307#0, %308) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg678: tensor<f32>, %arg679: tensor<f32>):
      %4308 = "stablehlo.maximum"(%arg678, %arg679) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4308) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %310 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
    %312 = "stablehlo.maximum"(%311, %309) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %315 = "stablehlo.subtract"(%307#0, %314) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %316 = "stablehlo.exponential"(%315) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %317 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.reduce"(%316, %317) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg676: tensor<f32>, %arg677: tensor<f32>):
      %4307 = "stablehlo.add"(%arg676, %arg677) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4307) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %321 = "stablehlo.divide"(%316, %320) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %322 = "stablehlo.multiply"(%319, %319) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %323 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
    %325 = "stablehlo.divide"(%324, %322) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %326 = "stablehlo.dot_general"(%298, %321) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %327 = "stablehlo.transpose"(%326) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %328 = "stablehlo.reshape"(%327) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %329 = "stablehlo.dot_general"(%328, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %330 = "stablehlo.all_reduce"(%329) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg674: tensor<f32>, %arg675: tensor<f32>):
      %4306 = "stablehlo.add"(%arg674, %arg675) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4306) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %331 = "stablehlo.add"(%196#0, %330) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %332 = "stablehlo.multiply"(%331, %331) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %333 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %334 = "stablehlo.reduce"(%332, %333) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg672: tensor<f32>, %arg673: tensor<f32>):
      %4305 = "stablehlo.add"(%arg672, %arg673) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4305) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %336 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %338 = "stablehlo.divide"(%335, %337) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %339 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %341 = "stablehlo.add"(%338, %340) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %342 = "stablehlo.rsqrt"(%341) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %343 = "stablehlo.divide"(%342, %341) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %344 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %346 = "stablehlo.multiply"(%345, %343) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %347 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %348 = "stablehlo.multiply"(%331, %347) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %349 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %351 = "stablehlo.multiply"(%348, %350) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %352 = "stablehlo.dot_general"(%351, %137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %353:3 = "func.call"(%352) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %354 = "stablehlo.dot_general"(%351, %139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %355 = "stablehlo.multiply"(%353#0, %354) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %356 = "stablehlo.dot_general"(%355, %135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %357 = "stablehlo.all_reduce"(%356) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg670: tensor<f32>, %arg671: tensor<f32>):
      %4304 = "stablehlo.add"(%arg670, %arg671) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4304) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %358 = "stablehlo.add"(%331, %357) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %359 = "stablehlo.multiply"(%358, %358) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %360 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.reduce"(%359, %360) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg668: tensor<f32>, %arg669: tensor<f32>):
      %4303 = "stablehlo.add"(%arg668, %arg669) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4303) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %363 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %365 = "stablehlo.divide"(%362, %364) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %366 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %368 = "stablehlo.add"(%365, %367) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %369 = "stablehlo.rsqrt"(%368) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %370 = "stablehlo.divide"(%369, %368) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %371 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %373 = "stablehlo.multiply"(%372, %370) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %374 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %375 = "stablehlo.multiply"(%358, %374) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %376 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %378 = "stablehlo.multiply"(%375, %377) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %379 = "stablehlo.dot_general"(%378, %163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %380 = "stablehlo.reshape"(%379) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %381 = "stablehlo.dot_general"(%378, %159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %382 = "stablehlo.reshape"(%381) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %383 = "stablehlo.dot_general"(%378, %165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %384 = "stablehlo.reshape"(%383) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %385 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %386 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %388 = "stablehlo.multiply"(%387, %385) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %389 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %391 = "stablehlo.add"(%390, %388) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %392 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %394 = "stablehlo.divide"(%391, %393) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %395 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %397 = "stablehlo.power"(%396, %394) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %398 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %400 = "stablehlo.divide"(%399, %397) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %401 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %403 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %404 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %405 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %406 = "stablehlo.multiply"(%404, %405) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %407 = "stablehlo.concatenate"(%406, %406) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %408 = "stablehlo.cosine"(%407) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %409 = "stablehlo.broadcast_in_dim"(%408) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %410 = "stablehlo.sine"(%407) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %412 = "stablehlo.slice"(%380) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %413 = "stablehlo.slice"(%380) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %414 = "stablehlo.negate"(%413) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %415 = "stablehlo.concatenate"(%414, %412) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %416 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %417 = "stablehlo.multiply"(%380, %416) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %418 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %419 = "stablehlo.multiply"(%415, %418) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %420 = "stablehlo.add"(%417, %419) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %421 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %422 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %423 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %424 = "stablehlo.multiply"(%423, %421) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %425 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %427 = "stablehlo.add"(%426, %424) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %428 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %429 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %430 = "stablehlo.divide"(%427, %429) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %431 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %433 = "stablehlo.power"(%432, %430) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %434 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %435 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %436 = "stablehlo.divide"(%435, %433) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %437 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %439 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %440 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %441 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %442 = "stablehlo.multiply"(%440, %441) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %443 = "stablehlo.concatenate"(%442, %442) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %444 = "stablehlo.cosine"(%443) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %446 = "stablehlo.sine"(%443) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %448 = "stablehlo.slice"(%382) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %449 = "stablehlo.slice"(%382) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %450 = "stablehlo.negate"(%449) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %451 = "stablehlo.concatenate"(%450, %448) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
    %452 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %453 = "stablehlo.multiply"(%382, %452) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %454 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %455 = "stablehlo.multiply"(%451, %454) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %456 = "stablehlo.add"(%453, %455) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %458 = "stablehlo.reshape"(%457) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %459 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %460 = "stablehlo.reshape"(%459) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %461 = "stablehlo.dot_general"(%420, %458) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %462 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %463 = "stablehlo.sqrt"(%462) : (tensor<f32>) -> tensor<f32>
    %464 = "stablehlo.convert"(%463) : (tensor<f32>) -> tensor<f32>
    %465 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %466 = "stablehlo.divide"(%461, %465) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %467 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %468 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %469:2 = "func.call"(%467, %466, %468) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
    %470 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %471 = "stablehlo.reduce"(%469#0, %470) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg666: tensor<f32>, %arg667: tensor<f32>):
      %4302 = "stablehlo.maximum"(%arg666, %arg667) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4302) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %472 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
    %474 = "stablehlo.maximum"(%473, %471) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %476 = "stablehlo.broadcast_in_dim"(%475) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %477 = "stablehlo.subtract"(%469#0, %476) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %478 = "stablehlo.exponential"(%477) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %479 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %480 = "stablehlo.reduce"(%478, %479) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg664: tensor<f32>, %arg665: tensor<f32>):
      %4301 = "stablehlo.add"(%arg664, %arg665) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4301) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %481 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %483 = "stablehlo.divide"(%478, %482) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %484 = "stablehlo.multiply"(%481, %481) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %485 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
    %487 = "stablehlo.divide"(%486, %484) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %488 = "stablehlo.dot_general"(%460, %483) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %489 = "stablehlo.transpose"(%488) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %490 = "stablehlo.reshape"(%489) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %491 = "stablehlo.dot_general"(%490, %161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %492 = "stablehlo.all_reduce"(%491) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg662: tensor<f32>, %arg663: tensor<f32>):
      %4300 = "stablehlo.add"(%arg662, %arg663) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4300) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %493 = "stablehlo.add"(%358, %492) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %494 = "stablehlo.multiply"(%493, %493) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %495 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %496 = "stablehlo.reduce"(%494, %495) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg660: tensor<f32>, %arg661: tensor<f32>):
      %4299 = "stablehlo.add"(%arg660, %arg661) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4299) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %498 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %500 = "stablehlo.divide"(%497, %499) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %501 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %503 = "stablehlo.add"(%500, %502) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %504 = "stablehlo.rsqrt"(%503) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %505 = "stablehlo.divide"(%504, %503) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %506 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %507 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %508 = "stablehlo.multiply"(%507, %505) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %509 = "stablehlo.broadcast_in_dim"(%504) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %510 = "stablehlo.multiply"(%493, %509) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %511 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %513 = "stablehlo.multiply"(%510, %512) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %514 = "stablehlo.dot_general"(%513, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %515:3 = "func.call"(%514) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %516 = "stablehlo.dot_general"(%513, %157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %517 = "stablehlo.multiply"(%515#0, %516) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %518 = "stablehlo.dot_general"(%517, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %519 = "stablehlo.all_reduce"(%518) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg658: tensor<f32>, %arg659: tensor<f32>):
      %4298 = "stablehlo.add"(%arg658, %arg659) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4298) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %520 = "stablehlo.add"(%493, %519) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %521 = "stablehlo.collective_permute"(%520) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %522 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %523 = "stablehlo.compare"(%125, %522) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %524 = "stablehlo.slice"(%arg74) <{limit_indices = array<i64: 2, 2, 128>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
    %525 = "stablehlo.reshape"(%524) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
    %526 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %527 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %528 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %529 = "stablehlo.divide"(%528, %526) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %530 = "stablehlo.remainder"(%529, %527) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %531 = "stablehlo.convert"(%530) : (tensor<ui32>) -> tensor<i32>
    %532 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %533 = "stablehlo.multiply"(%531, %532) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %534 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %535 = "stablehlo.subtract"(%525, %534) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %536 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %537 = "stablehlo.broadcast_in_dim"(%536) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %538 = "stablehlo.compare"(%535, %537) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %539 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %541 = "stablehlo.compare"(%535, %540) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %542 = "stablehlo.and"(%538, %541) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
    %543 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %544 = "func.call"(%542, %535, %543) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
    %545:2 = "func.call"(%arg62, %544) <{callee = @_take}> : (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
    %546 = "stablehlo.broadcast_in_dim"(%542) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x1xi1>
    %547 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %548:2 = "func.call"(%546, %545#0, %547) <{callee = @_where_1}> : (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>)
    %549 = "stablehlo.all_reduce"(%548#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg656: tensor<f32>, %arg657: tensor<f32>):
      %4297 = "stablehlo.add"(%arg656, %arg657) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4297) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %550:2 = "func.call"(%523, %549, %521) <{callee = @_where_4}> : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<i1>)
    %551 = "stablehlo.multiply"(%550#0, %550#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %552 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %553 = "stablehlo.reduce"(%551, %552) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg654: tensor<f32>, %arg655: tensor<f32>):
      %4296 = "stablehlo.add"(%arg654, %arg655) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4296) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %554 = "stablehlo.broadcast_in_dim"(%553) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %555 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %556 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %557 = "stablehlo.divide"(%554, %556) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %558 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %559 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %560 = "stablehlo.add"(%557, %559) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %561 = "stablehlo.rsqrt"(%560) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %562 = "stablehlo.divide"(%561, %560) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %563 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %565 = "stablehlo.multiply"(%564, %562) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %566 = "stablehlo.broadcast_in_dim"(%561) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %567 = "stablehlo.multiply"(%550#0, %566) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %568 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %569 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %570 = "stablehlo.multiply"(%567, %569) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %571 = "stablehlo.dot_general"(%570, %145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %572 = "stablehlo.reshape"(%571) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %573 = "stablehlo.dot_general"(%570, %141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %574 = "stablehlo.reshape"(%573) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %575 = "stablehlo.dot_general"(%570, %147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %576 = "stablehlo.reshape"(%575) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %577 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %578 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %580 = "stablehlo.multiply"(%579, %577) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %581 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %582 = "stablehlo.broadcast_in_dim"(%581) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %583 = "stablehlo.add"(%582, %580) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %584 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %586 = "stablehlo.divide"(%583, %585) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %587 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %589 = "stablehlo.power"(%588, %586) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %590 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %592 = "stablehlo.divide"(%591, %589) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %593 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %594 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %595 = "stablehlo.broadcast_in_dim"(%592) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %596 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %597 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %598 = "stablehlo.multiply"(%596, %597) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %599 = "stablehlo.concatenate"(%598, %598) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %600 = "stablehlo.cosine"(%599) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %601 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %602 = "stablehlo.sine"(%599) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %603 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %604 = "stablehlo.slice"(%572) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %605 = "stablehlo.slice"(%572) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %606 = "stablehlo.negate"(%605) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %607 = "stablehlo.concatenate"(%606, %604) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %608 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %609 = "stablehlo.multiply"(%572, %608) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %610 = "stablehlo.broadcast_in_dim"(%603) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %611 = "stablehlo.multiply"(%607, %610) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %612 = "stablehlo.add"(%609, %611) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %613 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %614 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %615 = "stablehlo.broadcast_in_dim"(%614) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %616 = "stablehlo.multiply"(%615, %613) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %617 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %619 = "stablehlo.add"(%618, %616) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %620 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %622 = "stablehlo.divide"(%619, %621) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %623 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %624 = "stablehlo.broadcast_in_dim"(%623) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %625 = "stablehlo.power"(%624, %622) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %626 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %627 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %628 = "stablehlo.divide"(%627, %625) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %629 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %630 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %631 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %632 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %633 = "stablehlo.broadcast_in_dim"(%631) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %634 = "stablehlo.multiply"(%632, %633) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %635 = "stablehlo.concatenate"(%634, %634) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %636 = "stablehlo.cosine"(%635) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %638 = "stablehlo.sine"(%635) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %639 = "stablehlo.broadcast_in_dim"(%638) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %640 = "stablehlo.slice"(%574) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %641 = "stablehlo.slice"(%574) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %642 = "stablehlo.negate"(%641) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %643 = "stablehlo.concatenate"(%642, %640) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
    %644 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %645 = "stablehlo.multiply"(%574, %644) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %646 = "stablehlo.broadcast_in_dim"(%639) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %647 = "stablehlo.multiply"(%643, %646) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %648 = "stablehlo.add"(%645, %647) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %650 = "stablehlo.reshape"(%649) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %651 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %652 = "stablehlo.reshape"(%651) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %653 = "stablehlo.dot_general"(%612, %650) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %654 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %655 = "stablehlo.sqrt"(%654) : (tensor<f32>) -> tensor<f32>
    %656 = "stablehlo.convert"(%655) : (tensor<f32>) -> tensor<f32>
    %657 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %658 = "stablehlo.divide"(%653, %657) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %659 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %660 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %661:2 = "func.call"(%659, %658, %660) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
    %662 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %663 = "stablehlo.reduce"(%661#0, %662) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg652: tensor<f32>, %arg653: tensor<f32>):
      %4295 = "stablehlo.maximum"(%arg652, %arg653) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4295) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %664 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %665 = "stablehlo.broadcast_in_dim"(%664) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
    %666 = "stablehlo.maximum"(%665, %663) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
    %667 = "stablehlo.broadcast_in_dim"(%666) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %668 = "stablehlo.broadcast_in_dim"(%667) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %669 = "stablehlo.subtract"(%661#0, %668) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %670 = "stablehlo.exponential"(%669) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %671 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %672 = "stablehlo.reduce"(%670, %671) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg650: tensor<f32>, %arg651: tensor<f32>):
      %4294 = "stablehlo.add"(%arg650, %arg651) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4294) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %673 = "stablehlo.broadcast_in_dim"(%672) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %674 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %675 = "stablehlo.divide"(%670, %674) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %676 = "stablehlo.multiply"(%673, %673) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %677 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %678 = "stablehlo.broadcast_in_dim"(%677) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
    %679 = "stablehlo.divide"(%678, %676) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %680 = "stablehlo.dot_general"(%652, %675) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %681 = "stablehlo.transpose"(%680) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %682 = "stablehlo.reshape"(%681) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %683 = "stablehlo.dot_general"(%682, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %684 = "stablehlo.all_reduce"(%683) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg648: tensor<f32>, %arg649: tensor<f32>):
      %4293 = "stablehlo.add"(%arg648, %arg649) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4293) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %685 = "stablehlo.add"(%550#0, %684) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %686 = "stablehlo.multiply"(%685, %685) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %687 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %688 = "stablehlo.reduce"(%686, %687) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg646: tensor<f32>, %arg647: tensor<f32>):
      %4292 = "stablehlo.add"(%arg646, %arg647) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4292) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %689 = "stablehlo.broadcast_in_dim"(%688) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %690 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %692 = "stablehlo.divide"(%689, %691) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %693 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %694 = "stablehlo.broadcast_in_dim"(%693) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %695 = "stablehlo.add"(%692, %694) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %696 = "stablehlo.rsqrt"(%695) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %697 = "stablehlo.divide"(%696, %695) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %698 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %699 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %700 = "stablehlo.multiply"(%699, %697) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %701 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %702 = "stablehlo.multiply"(%685, %701) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %703 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %704 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %705 = "stablehlo.multiply"(%702, %704) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %706 = "stablehlo.dot_general"(%705, %137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %707:3 = "func.call"(%706) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %708 = "stablehlo.dot_general"(%705, %139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %709 = "stablehlo.multiply"(%707#0, %708) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %710 = "stablehlo.dot_general"(%709, %135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %711 = "stablehlo.all_reduce"(%710) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg644: tensor<f32>, %arg645: tensor<f32>):
      %4291 = "stablehlo.add"(%arg644, %arg645) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4291) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %712 = "stablehlo.add"(%685, %711) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %713 = "stablehlo.multiply"(%712, %712) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %714 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %715 = "stablehlo.reduce"(%713, %714) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg642: tensor<f32>, %arg643: tensor<f32>):
      %4290 = "stablehlo.add"(%arg642, %arg643) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4290) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %716 = "stablehlo.broadcast_in_dim"(%715) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %717 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %718 = "stablehlo.broadcast_in_dim"(%717) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %719 = "stablehlo.divide"(%716, %718) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %720 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %721 = "stablehlo.broadcast_in_dim"(%720) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %722 = "stablehlo.add"(%719, %721) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %723 = "stablehlo.rsqrt"(%722) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %724 = "stablehlo.divide"(%723, %722) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %725 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %726 = "stablehlo.broadcast_in_dim"(%725) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %727 = "stablehlo.multiply"(%726, %724) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %728 = "stablehlo.broadcast_in_dim"(%723) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %729 = "stablehlo.multiply"(%712, %728) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %730 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %731 = "stablehlo.broadcast_in_dim"(%730) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %732 = "stablehlo.multiply"(%729, %731) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %733 = "stablehlo.dot_general"(%732, %163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %734 = "stablehlo.reshape"(%733) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %735 = "stablehlo.dot_general"(%732, %159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %736 = "stablehlo.reshape"(%735) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %737 = "stablehlo.dot_general"(%732, %165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %738 = "stablehlo.reshape"(%737) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %739 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %740 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %741 = "stablehlo.broadcast_in_dim"(%740) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %742 = "stablehlo.multiply"(%741, %739) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %743 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %744 = "stablehlo.broadcast_in_dim"(%743) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %745 = "stablehlo.add"(%744, %742) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %746 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %747 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %748 = "stablehlo.divide"(%745, %747) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %749 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %750 = "stablehlo.broadcast_in_dim"(%749) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %751 = "stablehlo.power"(%750, %748) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %752 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %753 = "stablehlo.broadcast_in_dim"(%752) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %754 = "stablehlo.divide"(%753, %751) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %755 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %756 = "stablehlo.broadcast_in_dim"(%755) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %757 = "stablehlo.broadcast_in_dim"(%754) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %758 = "stablehlo.broadcast_in_dim"(%756) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %759 = "stablehlo.broadcast_in_dim"(%757) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %760 = "stablehlo.multiply"(%758, %759) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %761 = "stablehlo.concatenate"(%760, %760) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %762 = "stablehlo.cosine"(%761) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %763 = "stablehlo.broadcast_in_dim"(%762) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %764 = "stablehlo.sine"(%761) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %765 = "stablehlo.broadcast_in_dim"(%764) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %766 = "stablehlo.slice"(%734) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %767 = "stablehlo.slice"(%734) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %768 = "stablehlo.negate"(%767) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %769 = "stablehlo.concatenate"(%768, %766) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %770 = "stablehlo.broadcast_in_dim"(%763) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %771 = "stablehlo.multiply"(%734, %770) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %772 = "stablehlo.broadcast_in_dim"(%765) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %773 = "stablehlo.multiply"(%769, %772) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %774 = "stablehlo.add"(%771, %773) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %775 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %776 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %777 = "stablehlo.broadcast_in_dim"(%776) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %778 = "stablehlo.multiply"(%777, %775) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %779 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %780 = "stablehlo.broadcast_in_dim"(%779) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %781 = "stablehlo.add"(%780, %778) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %782 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %783 = "stablehlo.broadcast_in_dim"(%782) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %784 = "stablehlo.divide"(%781, %783) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %785 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %786 = "stablehlo.broadcast_in_dim"(%785) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %787 = "stablehlo.power"(%786, %784) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %788 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %789 = "stablehlo.broadcast_in_dim"(%788) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %790 = "stablehlo.divide"(%789, %787) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %791 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %792 = "stablehlo.broadcast_in_dim"(%791) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %793 = "stablehlo.broadcast_in_dim"(%790) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %794 = "stablehlo.broadcast_in_dim"(%792) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %795 = "stablehlo.broadcast_in_dim"(%793) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %796 = "stablehlo.multiply"(%794, %795) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %797 = "stablehlo.concatenate"(%796, %796) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %798 = "stablehlo.cosine"(%797) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %799 = "stablehlo.broadcast_in_dim"(%798) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %800 = "stablehlo.sine"(%797) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %801 = "stablehlo.broadcast_in_dim"(%800) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %802 = "stablehlo.slice"(%736) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %803 = "stablehlo.slice"(%736) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %804 = "stablehlo.negate"(%803) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %805 = "stablehlo.concatenate"(%804, %802) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
    %806 = "stablehlo.broadcast_in_dim"(%799) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %807 = "stablehlo.multiply"(%736, %806) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %808 = "stablehlo.broadcast_in_dim"(%801) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %809 = "stablehlo.multiply"(%805, %808) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %810 = "stablehlo.add"(%807, %809) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %811 = "stablehlo.broadcast_in_dim"(%810) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %812 = "stablehlo.reshape"(%811) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %813 = "stablehlo.broadcast_in_dim"(%738) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %814 = "stablehlo.reshape"(%813) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %815 = "stablehlo.dot_general"(%774, %812) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %816 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %817 = "stablehlo.sqrt"(%816) : (tensor<f32>) -> tensor<f32>
    %818 = "stablehlo.convert"(%817) : (tensor<f32>) -> tensor<f32>
    %819 = "stablehlo.broadcast_in_dim"(%818) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %820 = "stablehlo.divide"(%815, %819) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %821 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %822 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %823:2 = "func.call"(%821, %820, %822) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
    %824 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %825 = "stablehlo.reduce"(%823#0, %824) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg640: tensor<f32>, %arg641: tensor<f32>):
      %4289 = "stablehlo.maximum"(%arg640, %arg641) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4289) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %826 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %827 = "stablehlo.broadcast_in_dim"(%826) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
    %828 = "stablehlo.maximum"(%827, %825) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
    %829 = "stablehlo.broadcast_in_dim"(%828) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %830 = "stablehlo.broadcast_in_dim"(%829) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %831 = "stablehlo.subtract"(%823#0, %830) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %832 = "stablehlo.exponential"(%831) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %833 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %834 = "stablehlo.reduce"(%832, %833) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg638: tensor<f32>, %arg639: tensor<f32>):
      %4288 = "stablehlo.add"(%arg638, %arg639) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4288) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %835 = "stablehlo.broadcast_in_dim"(%834) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %836 = "stablehlo.broadcast_in_dim"(%835) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %837 = "stablehlo.divide"(%832, %836) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %838 = "stablehlo.multiply"(%835, %835) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %839 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %840 = "stablehlo.broadcast_in_dim"(%839) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
    %841 = "stablehlo.divide"(%840, %838) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %842 = "stablehlo.dot_general"(%814, %837) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %843 = "stablehlo.transpose"(%842) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %844 = "stablehlo.reshape"(%843) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %845 = "stablehlo.dot_general"(%844, %161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %846 = "stablehlo.all_reduce"(%845) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg636: tensor<f32>, %arg637: tensor<f32>):
      %4287 = "stablehlo.add"(%arg636, %arg637) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4287) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %847 = "stablehlo.add"(%712, %846) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %848 = "stablehlo.multiply"(%847, %847) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %849 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %850 = "stablehlo.reduce"(%848, %849) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg634: tensor<f32>, %arg635: tensor<f32>):
      %4286 = "stablehlo.add"(%arg634, %arg635) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4286) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %851 = "stablehlo.broadcast_in_dim"(%850) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %852 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %853 = "stablehlo.broadcast_in_dim"(%852) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %854 = "stablehlo.divide"(%851, %853) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %855 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %856 = "stablehlo.broadcast_in_dim"(%855) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %857 = "stablehlo.add"(%854, %856) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %858 = "stablehlo.rsqrt"(%857) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %859 = "stablehlo.divide"(%858, %857) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %860 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %861 = "stablehlo.broadcast_in_dim"(%860) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %862 = "stablehlo.multiply"(%861, %859) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %863 = "stablehlo.broadcast_in_dim"(%858) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %864 = "stablehlo.multiply"(%847, %863) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %865 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %866 = "stablehlo.broadcast_in_dim"(%865) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %867 = "stablehlo.multiply"(%864, %866) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %868 = "stablehlo.dot_general"(%867, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %869:3 = "func.call"(%868) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %870 = "stablehlo.dot_general"(%867, %157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %871 = "stablehlo.multiply"(%869#0, %870) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %872 = "stablehlo.dot_general"(%871, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %873 = "stablehlo.all_reduce"(%872) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg632: tensor<f32>, %arg633: tensor<f32>):
      %4285 = "stablehlo.add"(%arg632, %arg633) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4285) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %874 = "stablehlo.add"(%847, %873) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %875 = "stablehlo.multiply"(%874, %874) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %876 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %877 = "stablehlo.reduce"(%875, %876) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg630: tensor<f32>, %arg631: tensor<f32>):
      %4284 = "stablehlo.add"(%arg630, %arg631) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4284) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %878 = "stablehlo.broadcast_in_dim"(%877) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %879 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %880 = "stablehlo.broadcast_in_dim"(%879) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %881 = "stablehlo.divide"(%878, %880) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %882 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %883 = "stablehlo.broadcast_in_dim"(%882) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %884 = "stablehlo.add"(%881, %883) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %885 = "stablehlo.rsqrt"(%884) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %886 = "stablehlo.divide"(%885, %884) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %887 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %888 = "stablehlo.broadcast_in_dim"(%887) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %889 = "stablehlo.multiply"(%888, %886) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %890 = "stablehlo.broadcast_in_dim"(%885) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %891 = "stablehlo.multiply"(%874, %890) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %892 = "stablehlo.broadcast_in_dim"(%arg63) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %893 = "stablehlo.broadcast_in_dim"(%892) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %894 = "stablehlo.multiply"(%891, %893) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %895 = "stablehlo.dot_general"(%894, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %896 = "stablehlo.slice"(%arg75) <{limit_indices = array<i64: 1, 2, 128>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
    %897 = "stablehlo.reshape"(%896) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
    %898 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %899 = "stablehlo.reduce"(%895, %898) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg628: tensor<f32>, %arg629: tensor<f32>):
      %4283 = "stablehlo.maximum"(%arg628, %arg629) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4283) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %900 = "stablehlo.all_reduce"(%899) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg626: tensor<f32>, %arg627: tensor<f32>):
      %4282 = "stablehlo.maximum"(%arg626, %arg627) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4282) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %901 = "stablehlo.broadcast_in_dim"(%900) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %902 = "stablehlo.broadcast_in_dim"(%901) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %903 = "stablehlo.subtract"(%895, %902) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %904 = "stablehlo.exponential"(%903) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %905 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %906 = "stablehlo.reduce"(%904, %905) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg624: tensor<f32>, %arg625: tensor<f32>):
      %4281 = "stablehlo.add"(%arg624, %arg625) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4281) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %907 = "stablehlo.all_reduce"(%906) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg622: tensor<f32>, %arg623: tensor<f32>):
      %4280 = "stablehlo.add"(%arg622, %arg623) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4280) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %908 = "stablehlo.log"(%907) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %909 = "stablehlo.add"(%908, %900) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %910 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %911 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %912 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %913 = "stablehlo.divide"(%912, %910) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %914 = "stablehlo.remainder"(%913, %911) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %915 = "stablehlo.convert"(%914) : (tensor<ui32>) -> tensor<i32>
    %916 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %917 = "stablehlo.multiply"(%915, %916) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %918 = "stablehlo.broadcast_in_dim"(%917) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %919 = "stablehlo.subtract"(%897, %918) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %920 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %921 = "stablehlo.broadcast_in_dim"(%920) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %922 = "stablehlo.compare"(%919, %921) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %923 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %924 = "stablehlo.broadcast_in_dim"(%923) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %925 = "stablehlo.compare"(%919, %924) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %926 = "stablehlo.and"(%922, %925) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
    %927 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %928 = "func.call"(%926, %919, %927) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
    %929 = "stablehlo.broadcast_in_dim"(%928) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %930:2 = "func.call"(%895, %929) <{callee = @take_along_axis}> : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
    %931 = "stablehlo.reshape"(%930#0) : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %932 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %933:2 = "func.call"(%926, %931, %932) <{callee = @_where_5}> : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> (tensor<2x128xf32>, tensor<2x128xi1>)
    %934 = "stablehlo.all_reduce"(%933#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg620: tensor<f32>, %arg621: tensor<f32>):
      %4279 = "stablehlo.add"(%arg620, %arg621) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4279) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %935 = "stablehlo.subtract"(%909, %934) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %936 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %937 = "stablehlo.reduce"(%935, %936) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg618: tensor<f32>, %arg619: tensor<f32>):
      %4278 = "stablehlo.add"(%arg618, %arg619) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4278) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %938 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %939 = "stablehlo.divide"(%937, %938) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %940 = "stablehlo.collective_permute"(%874) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %941 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %942 = "stablehlo.compare"(%125, %941) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %943 = "stablehlo.slice"(%arg74) <{limit_indices = array<i64: 3, 2, 128>, start_indices = array<i64: 2, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
    %944 = "stablehlo.reshape"(%943) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
    %945 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %946 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %947 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %948 = "stablehlo.divide"(%947, %945) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %949 = "stablehlo.remainder"(%948, %946) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %950 = "stablehlo.convert"(%949) : (tensor<ui32>) -> tensor<i32>
    %951 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %952 = "stablehlo.multiply"(%950, %951) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %953 = "stablehlo.broadcast_in_dim"(%952) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %954 = "stablehlo.subtract"(%944, %953) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %955 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %956 = "stablehlo.broadcast_in_dim"(%955) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %957 = "stablehlo.compare"(%954, %956) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %958 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %959 = "stablehlo.broadcast_in_dim"(%958) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %960 = "stablehlo.compare"(%954, %959) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %961 = "stablehlo.and"(%957, %960) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
    %962 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %963 = "func.call"(%961, %954, %962) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
    %964:2 = "func.call"(%arg62, %963) <{callee = @_take}> : (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
    %965 = "stablehlo.broadcast_in_dim"(%961) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x1xi1>
    %966 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %967:2 = "func.call"(%965, %964#0, %966) <{callee = @_where_1}> : (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>)
    %968 = "stablehlo.all_reduce"(%967#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg616: tensor<f32>, %arg617: tensor<f32>):
      %4277 = "stablehlo.add"(%arg616, %arg617) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4277) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %969:2 = "func.call"(%942, %968, %940) <{callee = @_where_4}> : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<i1>)
    %970 = "stablehlo.multiply"(%969#0, %969#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %971 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %972 = "stablehlo.reduce"(%970, %971) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg614: tensor<f32>, %arg615: tensor<f32>):
      %4276 = "stablehlo.add"(%arg614, %arg615) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4276) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %973 = "stablehlo.broadcast_in_dim"(%972) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %974 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %975 = "stablehlo.broadcast_in_dim"(%974) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %976 = "stablehlo.divide"(%973, %975) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %977 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %978 = "stablehlo.broadcast_in_dim"(%977) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %979 = "stablehlo.add"(%976, %978) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %980 = "stablehlo.rsqrt"(%979) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %981 = "stablehlo.divide"(%980, %979) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %982 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %983 = "stablehlo.broadcast_in_dim"(%982) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %984 = "stablehlo.multiply"(%983, %981) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %985 = "stablehlo.broadcast_in_dim"(%980) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %986 = "stablehlo.multiply"(%969#0, %985) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %987 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %988 = "stablehlo.broadcast_in_dim"(%987) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %989 = "stablehlo.multiply"(%986, %988) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %990 = "stablehlo.dot_general"(%989, %145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %991 = "stablehlo.reshape"(%990) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %992 = "stablehlo.dot_general"(%989, %141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %993 = "stablehlo.reshape"(%992) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %994 = "stablehlo.dot_general"(%989, %147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %995 = "stablehlo.reshape"(%994) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %996 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %997 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %998 = "stablehlo.broadcast_in_dim"(%997) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %999 = "stablehlo.multiply"(%998, %996) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1000 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1001 = "stablehlo.broadcast_in_dim"(%1000) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1002 = "stablehlo.add"(%1001, %999) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1003 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1004 = "stablehlo.broadcast_in_dim"(%1003) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1005 = "stablehlo.divide"(%1002, %1004) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1006 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1007 = "stablehlo.broadcast_in_dim"(%1006) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1008 = "stablehlo.power"(%1007, %1005) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1009 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1010 = "stablehlo.broadcast_in_dim"(%1009) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1011 = "stablehlo.divide"(%1010, %1008) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1012 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %1013 = "stablehlo.broadcast_in_dim"(%1012) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %1014 = "stablehlo.broadcast_in_dim"(%1011) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %1015 = "stablehlo.broadcast_in_dim"(%1013) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %1016 = "stablehlo.broadcast_in_dim"(%1014) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %1017 = "stablehlo.multiply"(%1015, %1016) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1018 = "stablehlo.concatenate"(%1017, %1017) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %1019 = "stablehlo.cosine"(%1018) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1020 = "stablehlo.broadcast_in_dim"(%1019) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1021 = "stablehlo.sine"(%1018) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1022 = "stablehlo.broadcast_in_dim"(%1021) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1023 = "stablehlo.slice"(%991) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %1024 = "stablehlo.slice"(%991) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %1025 = "stablehlo.negate"(%1024) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %1026 = "stablehlo.concatenate"(%1025, %1023) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %1027 = "stablehlo.broadcast_in_dim"(%1020) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %1028 = "stablehlo.multiply"(%991, %1027) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1029 = "stablehlo.broadcast_in_dim"(%1022) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %1030 = "stablehlo.multiply"(%1026, %1029) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1031 = "stablehlo.add"(%1028, %1030) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1032 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %1033 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1034 = "stablehlo.broadcast_in_dim"(%1033) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1035 = "stablehlo.multiply"(%1034, %1032) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1036 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1037 = "stablehlo.broadcast_in_dim"(%1036) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1038 = "stablehlo.add"(%1037, %1035) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1039 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1040 = "stablehlo.broadcast_in_dim"(%1039) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1041 = "stablehlo.divide"(%1038, %1040) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1042 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1043 = "stablehlo.broadcast_in_dim"(%1042) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1044 = "stablehlo.power"(%1043, %1041) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1045 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1046 = "stablehlo.broadcast_in_dim"(%1045) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1047 = "stablehlo.divide"(%1046, %1044) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1048 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %1049 = "stablehlo.broadcast_in_dim"(%1048) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %1050 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %1051 = "stablehlo.broadcast_in_dim"(%1049) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %1052 = "stablehlo.broadcast_in_dim"(%1050) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %1053 = "stablehlo.multiply"(%1051, %1052) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1054 = "stablehlo.concatenate"(%1053, %1053) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %1055 = "stablehlo.cosine"(%1054) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1056 = "stablehlo.broadcast_in_dim"(%1055) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1057 = "stablehlo.sine"(%1054) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1058 = "stablehlo.broadcast_in_dim"(%1057) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1059 = "stablehlo.slice"(%993) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %1060 = "stablehlo.slice"(%993) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %1061 = "stablehlo.negate"(%1060) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %1062 = "stablehlo.concatenate"(%1061, %1059) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
    %1063 = "stablehlo.broadcast_in_dim"(%1056) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1064 = "stablehlo.multiply"(%993, %1063) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1065 = "stablehlo.broadcast_in_dim"(%1058) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1066 = "stablehlo.multiply"(%1062, %1065) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1067 = "stablehlo.add"(%1064, %1066) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1068 = "stablehlo.broadcast_in_dim"(%1067) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %1069 = "stablehlo.reshape"(%1068) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1070 = "stablehlo.broadcast_in_dim"(%995) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %1071 = "stablehlo.reshape"(%1070) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1072 = "stablehlo.dot_general"(%1031, %1069) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %1073 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1074 = "stablehlo.sqrt"(%1073) : (tensor<f32>) -> tensor<f32>
    %1075 = "stablehlo.convert"(%1074) : (tensor<f32>) -> tensor<f32>
    %1076 = "stablehlo.broadcast_in_dim"(%1075) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %1077 = "stablehlo.divide"(%1072, %1076) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1078 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %1079 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1080:2 = "func.call"(%1078, %1077, %1079) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
    %1081 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1082 = "stablehlo.reduce"(%1080#0, %1081) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg612: tensor<f32>, %arg613: tensor<f32>):
      %4275 = "stablehlo.maximum"(%arg612, %arg613) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4275) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %1083 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1084 = "stablehlo.broadcast_in_dim"(%1083) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
    %1085 = "stablehlo.maximum"(%1084, %1082) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
    %1086 = "stablehlo.broadcast_in_dim"(%1085) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %1087 = "stablehlo.broadcast_in_dim"(%1086) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %1088 = "stablehlo.subtract"(%1080#0, %1087) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1089 = "stablehlo.exponential"(%1088) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1090 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1091 = "stablehlo.reduce"(%1089, %1090) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg610: tensor<f32>, %arg611: tensor<f32>):
      %4274 = "stablehlo.add"(%arg610, %arg611) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4274) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %1092 = "stablehlo.broadcast_in_dim"(%1091) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %1093 = "stablehlo.broadcast_in_dim"(%1092) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %1094 = "stablehlo.divide"(%1089, %1093) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1095 = "stablehlo.multiply"(%1092, %1092) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %1096 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1097 = "stablehlo.broadcast_in_dim"(%1096) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
    %1098 = "stablehlo.divide"(%1097, %1095) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %1099 = "stablehlo.dot_general"(%1071, %1094) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %1100 = "stablehlo.transpose"(%1099) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %1101 = "stablehlo.reshape"(%1100) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %1102 = "stablehlo.dot_general"(%1101, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %1103 = "stablehlo.all_reduce"(%1102) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg608: tensor<f32>, %arg609: tensor<f32>):
      %4273 = "stablehlo.add"(%arg608, %arg609) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4273) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1104 = "stablehlo.add"(%969#0, %1103) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1105 = "stablehlo.multiply"(%1104, %1104) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1107 = "stablehlo.reduce"(%1105, %1106) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg606: tensor<f32>, %arg607: tensor<f32>):
      %4272 = "stablehlo.add"(%arg606, %arg607) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4272) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1108 = "stablehlo.broadcast_in_dim"(%1107) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1109 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1110 = "stablehlo.broadcast_in_dim"(%1109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1111 = "stablehlo.divide"(%1108, %1110) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1112 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1113 = "stablehlo.broadcast_in_dim"(%1112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1114 = "stablehlo.add"(%1111, %1113) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1115 = "stablehlo.rsqrt"(%1114) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1116 = "stablehlo.divide"(%1115, %1114) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1117 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1118 = "stablehlo.broadcast_in_dim"(%1117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1119 = "stablehlo.multiply"(%1118, %1116) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1120 = "stablehlo.broadcast_in_dim"(%1115) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1121 = "stablehlo.multiply"(%1104, %1120) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1122 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1123 = "stablehlo.broadcast_in_dim"(%1122) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1124 = "stablehlo.multiply"(%1121, %1123) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1125 = "stablehlo.dot_general"(%1124, %137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1126:3 = "func.call"(%1125) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %1127 = "stablehlo.dot_general"(%1124, %139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1128 = "stablehlo.multiply"(%1126#0, %1127) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1129 = "stablehlo.dot_general"(%1128, %135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1130 = "stablehlo.all_reduce"(%1129) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg604: tensor<f32>, %arg605: tensor<f32>):
      %4271 = "stablehlo.add"(%arg604, %arg605) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4271) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1131 = "stablehlo.add"(%1104, %1130) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1132 = "stablehlo.multiply"(%1131, %1131) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1133 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1134 = "stablehlo.reduce"(%1132, %1133) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg602: tensor<f32>, %arg603: tensor<f32>):
      %4270 = "stablehlo.add"(%arg602, %arg603) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4270) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1135 = "stablehlo.broadcast_in_dim"(%1134) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1136 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1137 = "stablehlo.broadcast_in_dim"(%1136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1138 = "stablehlo.divide"(%1135, %1137) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1139 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1140 = "stablehlo.broadcast_in_dim"(%1139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1141 = "stablehlo.add"(%1138, %1140) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1142 = "stablehlo.rsqrt"(%1141) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1143 = "stablehlo.divide"(%1142, %1141) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1144 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1145 = "stablehlo.broadcast_in_dim"(%1144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1146 = "stablehlo.multiply"(%1145, %1143) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1147 = "stablehlo.broadcast_in_dim"(%1142) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1148 = "stablehlo.multiply"(%1131, %1147) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1149 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1150 = "stablehlo.broadcast_in_dim"(%1149) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1151 = "stablehlo.multiply"(%1148, %1150) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1152 = "stablehlo.dot_general"(%1151, %163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %1153 = "stablehlo.reshape"(%1152) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %1154 = "stablehlo.dot_general"(%1151, %159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %1155 = "stablehlo.reshape"(%1154) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %1156 = "stablehlo.dot_general"(%1151, %165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %1157 = "stablehlo.reshape"(%1156) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %1158 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %1159 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1160 = "stablehlo.broadcast_in_dim"(%1159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1161 = "stablehlo.multiply"(%1160, %1158) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1162 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1163 = "stablehlo.broadcast_in_dim"(%1162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1164 = "stablehlo.add"(%1163, %1161) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1165 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1166 = "stablehlo.broadcast_in_dim"(%1165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1167 = "stablehlo.divide"(%1164, %1166) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1168 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1169 = "stablehlo.broadcast_in_dim"(%1168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1170 = "stablehlo.power"(%1169, %1167) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1171 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1172 = "stablehlo.broadcast_in_dim"(%1171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1173 = "stablehlo.divide"(%1172, %1170) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1174 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %1175 = "stablehlo.broadcast_in_dim"(%1174) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %1176 = "stablehlo.broadcast_in_dim"(%1173) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %1177 = "stablehlo.broadcast_in_dim"(%1175) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %1178 = "stablehlo.broadcast_in_dim"(%1176) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %1179 = "stablehlo.multiply"(%1177, %1178) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1180 = "stablehlo.concatenate"(%1179, %1179) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %1181 = "stablehlo.cosine"(%1180) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1182 = "stablehlo.broadcast_in_dim"(%1181) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1183 = "stablehlo.sine"(%1180) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1184 = "stablehlo.broadcast_in_dim"(%1183) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1185 = "stablehlo.slice"(%1153) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %1186 = "stablehlo.slice"(%1153) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %1187 = "stablehlo.negate"(%1186) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %1188 = "stablehlo.concatenate"(%1187, %1185) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %1189 = "stablehlo.broadcast_in_dim"(%1182) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %1190 = "stablehlo.multiply"(%1153, %1189) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1191 = "stablehlo.broadcast_in_dim"(%1184) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %1192 = "stablehlo.multiply"(%1188, %1191) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1193 = "stablehlo.add"(%1190, %1192) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1194 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %1195 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1196 = "stablehlo.broadcast_in_dim"(%1195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1197 = "stablehlo.multiply"(%1196, %1194) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1198 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1199 = "stablehlo.broadcast_in_dim"(%1198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1200 = "stablehlo.add"(%1199, %1197) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1201 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1202 = "stablehlo.broadcast_in_dim"(%1201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1203 = "stablehlo.divide"(%1200, %1202) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1204 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1205 = "stablehlo.broadcast_in_dim"(%1204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1206 = "stablehlo.power"(%1205, %1203) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1207 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1208 = "stablehlo.broadcast_in_dim"(%1207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1209 = "stablehlo.divide"(%1208, %1206) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1210 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %1211 = "stablehlo.broadcast_in_dim"(%1210) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %1212 = "stablehlo.broadcast_in_dim"(%1209) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %1213 = "stablehlo.broadcast_in_dim"(%1211) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %1214 = "stablehlo.broadcast_in_dim"(%1212) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %1215 = "stablehlo.multiply"(%1213, %1214) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1216 = "stablehlo.concatenate"(%1215, %1215) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %1217 = "stablehlo.cosine"(%1216) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1218 = "stablehlo.broadcast_in_dim"(%1217) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1219 = "stablehlo.sine"(%1216) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1220 = "stablehlo.broadcast_in_dim"(%1219) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1221 = "stablehlo.slice"(%1155) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %1222 = "stablehlo.slice"(%1155) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %1223 = "stablehlo.negate"(%1222) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %1224 = "stablehlo.concatenate"(%1223, %1221) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
    %1225 = "stablehlo.broadcast_in_dim"(%1218) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1226 = "stablehlo.multiply"(%1155, %1225) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1227 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1228 = "stablehlo.multiply"(%1224, %1227) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1229 = "stablehlo.add"(%1226, %1228) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1230 = "stablehlo.broadcast_in_dim"(%1229) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %1231 = "stablehlo.reshape"(%1230) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1232 = "stablehlo.broadcast_in_dim"(%1157) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %1233 = "stablehlo.reshape"(%1232) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1234 = "stablehlo.dot_general"(%1193, %1231) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %1235 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1236 = "stablehlo.sqrt"(%1235) : (tensor<f32>) -> tensor<f32>
    %1237 = "stablehlo.convert"(%1236) : (tensor<f32>) -> tensor<f32>
    %1238 = "stablehlo.broadcast_in_dim"(%1237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %1239 = "stablehlo.divide"(%1234, %1238) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1240 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %1241 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1242:2 = "func.call"(%1240, %1239, %1241) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
    %1243 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1244 = "stablehlo.reduce"(%1242#0, %1243) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg600: tensor<f32>, %arg601: tensor<f32>):
      %4269 = "stablehlo.maximum"(%arg600, %arg601) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4269) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %1245 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1246 = "stablehlo.broadcast_in_dim"(%1245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
    %1247 = "stablehlo.maximum"(%1246, %1244) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
    %1248 = "stablehlo.broadcast_in_dim"(%1247) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %1249 = "stablehlo.broadcast_in_dim"(%1248) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %1250 = "stablehlo.subtract"(%1242#0, %1249) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1251 = "stablehlo.exponential"(%1250) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1253 = "stablehlo.reduce"(%1251, %1252) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg598: tensor<f32>, %arg599: tensor<f32>):
      %4268 = "stablehlo.add"(%arg598, %arg599) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4268) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %1254 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %1255 = "stablehlo.broadcast_in_dim"(%1254) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %1256 = "stablehlo.divide"(%1251, %1255) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1257 = "stablehlo.multiply"(%1254, %1254) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %1258 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1259 = "stablehlo.broadcast_in_dim"(%1258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
    %1260 = "stablehlo.divide"(%1259, %1257) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %1261 = "stablehlo.dot_general"(%1233, %1256) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %1262 = "stablehlo.transpose"(%1261) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %1263 = "stablehlo.reshape"(%1262) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %1264 = "stablehlo.dot_general"(%1263, %161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %1265 = "stablehlo.all_reduce"(%1264) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg596: tensor<f32>, %arg597: tensor<f32>):
      %4267 = "stablehlo.add"(%arg596, %arg597) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4267) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1266 = "stablehlo.add"(%1131, %1265) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1267 = "stablehlo.multiply"(%1266, %1266) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1268 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1269 = "stablehlo.reduce"(%1267, %1268) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg594: tensor<f32>, %arg595: tensor<f32>):
      %4266 = "stablehlo.add"(%arg594, %arg595) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4266) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1270 = "stablehlo.broadcast_in_dim"(%1269) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1271 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1272 = "stablehlo.broadcast_in_dim"(%1271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1273 = "stablehlo.divide"(%1270, %1272) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1274 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1275 = "stablehlo.broadcast_in_dim"(%1274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1276 = "stablehlo.add"(%1273, %1275) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1277 = "stablehlo.rsqrt"(%1276) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1278 = "stablehlo.divide"(%1277, %1276) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1279 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1280 = "stablehlo.broadcast_in_dim"(%1279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1281 = "stablehlo.multiply"(%1280, %1278) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1282 = "stablehlo.broadcast_in_dim"(%1277) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1283 = "stablehlo.multiply"(%1266, %1282) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1284 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1285 = "stablehlo.broadcast_in_dim"(%1284) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1286 = "stablehlo.multiply"(%1283, %1285) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1287 = "stablehlo.dot_general"(%1286, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1288:3 = "func.call"(%1287) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %1289 = "stablehlo.dot_general"(%1286, %157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1290 = "stablehlo.multiply"(%1288#0, %1289) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1291 = "stablehlo.dot_general"(%1290, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1292 = "stablehlo.all_reduce"(%1291) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg592: tensor<f32>, %arg593: tensor<f32>):
      %4265 = "stablehlo.add"(%arg592, %arg593) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4265) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1293 = "stablehlo.add"(%1266, %1292) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1294 = "stablehlo.multiply"(%1293, %1293) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1295 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1296 = "stablehlo.reduce"(%1294, %1295) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg590: tensor<f32>, %arg591: tensor<f32>):
      %4264 = "stablehlo.add"(%arg590, %arg591) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4264) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1297 = "stablehlo.broadcast_in_dim"(%1296) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1298 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1299 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1300 = "stablehlo.divide"(%1297, %1299) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1301 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1302 = "stablehlo.broadcast_in_dim"(%1301) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1303 = "stablehlo.add"(%1300, %1302) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1304 = "stablehlo.rsqrt"(%1303) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1305 = "stablehlo.divide"(%1304, %1303) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1306 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1307 = "stablehlo.broadcast_in_dim"(%1306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1308 = "stablehlo.multiply"(%1307, %1305) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1309 = "stablehlo.broadcast_in_dim"(%1304) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1310 = "stablehlo.multiply"(%1293, %1309) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1311 = "stablehlo.broadcast_in_dim"(%arg63) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1312 = "stablehlo.broadcast_in_dim"(%1311) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1313 = "stablehlo.multiply"(%1310, %1312) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1314 = "stablehlo.dot_general"(%1313, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1315 = "stablehlo.slice"(%arg75) <{limit_indices = array<i64: 2, 2, 128>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
    %1316 = "stablehlo.reshape"(%1315) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
    %1317 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1318 = "stablehlo.reduce"(%1314, %1317) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg588: tensor<f32>, %arg589: tensor<f32>):
      %4263 = "stablehlo.maximum"(%arg588, %arg589) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4263) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1319 = "stablehlo.all_reduce"(%1318) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg586: tensor<f32>, %arg587: tensor<f32>):
      %4262 = "stablehlo.maximum"(%arg586, %arg587) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4262) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %1320 = "stablehlo.broadcast_in_dim"(%1319) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1321 = "stablehlo.broadcast_in_dim"(%1320) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1322 = "stablehlo.subtract"(%1314, %1321) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1323 = "stablehlo.exponential"(%1322) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1324 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1325 = "stablehlo.reduce"(%1323, %1324) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg584: tensor<f32>, %arg585: tensor<f32>):
      %4261 = "stablehlo.add"(%arg584, %arg585) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4261) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1326 = "stablehlo.all_reduce"(%1325) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg582: tensor<f32>, %arg583: tensor<f32>):
      %4260 = "stablehlo.add"(%arg582, %arg583) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4260) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %1327 = "stablehlo.log"(%1326) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %1328 = "stablehlo.add"(%1327, %1319) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %1329 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %1330 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %1331 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %1332 = "stablehlo.divide"(%1331, %1329) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1333 = "stablehlo.remainder"(%1332, %1330) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1334 = "stablehlo.convert"(%1333) : (tensor<ui32>) -> tensor<i32>
    %1335 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %1336 = "stablehlo.multiply"(%1334, %1335) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1337 = "stablehlo.broadcast_in_dim"(%1336) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %1338 = "stablehlo.subtract"(%1316, %1337) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %1339 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1340 = "stablehlo.broadcast_in_dim"(%1339) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %1341 = "stablehlo.compare"(%1338, %1340) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %1342 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %1343 = "stablehlo.broadcast_in_dim"(%1342) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %1344 = "stablehlo.compare"(%1338, %1343) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %1345 = "stablehlo.and"(%1341, %1344) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
    %1346 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1347 = "func.call"(%1345, %1338, %1346) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
    %1348 = "stablehlo.broadcast_in_dim"(%1347) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %1349:2 = "func.call"(%1314, %1348) <{callee = @take_along_axis}> : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
    %1350 = "stablehlo.reshape"(%1349#0) : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %1351 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1352:2 = "func.call"(%1345, %1350, %1351) <{callee = @_where_5}> : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> (tensor<2x128xf32>, tensor<2x128xi1>)
    %1353 = "stablehlo.all_reduce"(%1352#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg580: tensor<f32>, %arg581: tensor<f32>):
      %4259 = "stablehlo.add"(%arg580, %arg581) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4259) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %1354 = "stablehlo.subtract"(%1328, %1353) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %1355 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1356 = "stablehlo.reduce"(%1354, %1355) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg578: tensor<f32>, %arg579: tensor<f32>):
      %4258 = "stablehlo.add"(%arg578, %arg579) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4258) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %1357 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1358 = "stablehlo.divide"(%1356, %1357) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1359 = "stablehlo.collective_permute"(%1293) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1360 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1361 = "stablehlo.compare"(%125, %1360) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1362 = "stablehlo.slice"(%arg74) <{limit_indices = array<i64: 4, 2, 128>, start_indices = array<i64: 3, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
    %1363 = "stablehlo.reshape"(%1362) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
    %1364 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %1365 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %1366 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %1367 = "stablehlo.divide"(%1366, %1364) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1368 = "stablehlo.remainder"(%1367, %1365) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1369 = "stablehlo.convert"(%1368) : (tensor<ui32>) -> tensor<i32>
    %1370 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %1371 = "stablehlo.multiply"(%1369, %1370) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1372 = "stablehlo.broadcast_in_dim"(%1371) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %1373 = "stablehlo.subtract"(%1363, %1372) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %1374 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1375 = "stablehlo.broadcast_in_dim"(%1374) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %1376 = "stablehlo.compare"(%1373, %1375) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %1377 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %1378 = "stablehlo.broadcast_in_dim"(%1377) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %1379 = "stablehlo.compare"(%1373, %1378) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %1380 = "stablehlo.and"(%1376, %1379) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
    %1381 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1382 = "func.call"(%1380, %1373, %1381) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
    %1383:2 = "func.call"(%arg62, %1382) <{callee = @_take}> : (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
    %1384 = "stablehlo.broadcast_in_dim"(%1380) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x1xi1>
    %1385 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1386:2 = "func.call"(%1384, %1383#0, %1385) <{callee = @_where_1}> : (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>)
    %1387 = "stablehlo.all_reduce"(%1386#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg576: tensor<f32>, %arg577: tensor<f32>):
      %4257 = "stablehlo.add"(%arg576, %arg577) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4257) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1388:2 = "func.call"(%1361, %1387, %1359) <{callee = @_where_4}> : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<i1>)
    %1389 = "stablehlo.multiply"(%1388#0, %1388#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1390 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1391 = "stablehlo.reduce"(%1389, %1390) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg574: tensor<f32>, %arg575: tensor<f32>):
      %4256 = "stablehlo.add"(%arg574, %arg575) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4256) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1392 = "stablehlo.broadcast_in_dim"(%1391) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1393 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1394 = "stablehlo.broadcast_in_dim"(%1393) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1395 = "stablehlo.divide"(%1392, %1394) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1396 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1397 = "stablehlo.broadcast_in_dim"(%1396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1398 = "stablehlo.add"(%1395, %1397) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1399 = "stablehlo.rsqrt"(%1398) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1400 = "stablehlo.divide"(%1399, %1398) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1401 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1402 = "stablehlo.broadcast_in_dim"(%1401) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1403 = "stablehlo.multiply"(%1402, %1400) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1404 = "stablehlo.broadcast_in_dim"(%1399) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1405 = "stablehlo.multiply"(%1388#0, %1404) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1406 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1407 = "stablehlo.broadcast_in_dim"(%1406) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1408 = "stablehlo.multiply"(%1405, %1407) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1409 = "stablehlo.dot_general"(%1408, %145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %1410 = "stablehlo.reshape"(%1409) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %1411 = "stablehlo.dot_general"(%1408, %141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %1412 = "stablehlo.reshape"(%1411) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %1413 = "stablehlo.dot_general"(%1408, %147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %1414 = "stablehlo.reshape"(%1413) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %1415 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %1416 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1417 = "stablehlo.broadcast_in_dim"(%1416) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1418 = "stablehlo.multiply"(%1417, %1415) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1419 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1420 = "stablehlo.broadcast_in_dim"(%1419) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1421 = "stablehlo.add"(%1420, %1418) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1422 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1423 = "stablehlo.broadcast_in_dim"(%1422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1424 = "stablehlo.divide"(%1421, %1423) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1425 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1426 = "stablehlo.broadcast_in_dim"(%1425) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1427 = "stablehlo.power"(%1426, %1424) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1428 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1429 = "stablehlo.broadcast_in_dim"(%1428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1430 = "stablehlo.divide"(%1429, %1427) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1431 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %1432 = "stablehlo.broadcast_in_dim"(%1431) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %1433 = "stablehlo.broadcast_in_dim"(%1430) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %1434 = "stablehlo.broadcast_in_dim"(%1432) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %1435 = "stablehlo.broadcast_in_dim"(%1433) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %1436 = "stablehlo.multiply"(%1434, %1435) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1437 = "stablehlo.concatenate"(%1436, %1436) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %1438 = "stablehlo.cosine"(%1437) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1439 = "stablehlo.broadcast_in_dim"(%1438) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1440 = "stablehlo.sine"(%1437) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1441 = "stablehlo.broadcast_in_dim"(%1440) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1442 = "stablehlo.slice"(%1410) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %1443 = "stablehlo.slice"(%1410) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %1444 = "stablehlo.negate"(%1443) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %1445 = "stablehlo.concatenate"(%1444, %1442) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %1446 = "stablehlo.broadcast_in_dim"(%1439) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %1447 = "stablehlo.multiply"(%1410, %1446) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1448 = "stablehlo.broadcast_in_dim"(%1441) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %1449 = "stablehlo.multiply"(%1445, %1448) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1450 = "stablehlo.add"(%1447, %1449) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1451 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %1452 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1453 = "stablehlo.broadcast_in_dim"(%1452) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1454 = "stablehlo.multiply"(%1453, %1451) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1455 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1456 = "stablehlo.broadcast_in_dim"(%1455) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1457 = "stablehlo.add"(%1456, %1454) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1458 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1459 = "stablehlo.broadcast_in_dim"(%1458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1460 = "stablehlo.divide"(%1457, %1459) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1461 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1462 = "stablehlo.broadcast_in_dim"(%1461) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1463 = "stablehlo.power"(%1462, %1460) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1464 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1465 = "stablehlo.broadcast_in_dim"(%1464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1466 = "stablehlo.divide"(%1465, %1463) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1467 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %1468 = "stablehlo.broadcast_in_dim"(%1467) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %1469 = "stablehlo.broadcast_in_dim"(%1466) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %1470 = "stablehlo.broadcast_in_dim"(%1468) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %1471 = "stablehlo.broadcast_in_dim"(%1469) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %1472 = "stablehlo.multiply"(%1470, %1471) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1473 = "stablehlo.concatenate"(%1472, %1472) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %1474 = "stablehlo.cosine"(%1473) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1475 = "stablehlo.broadcast_in_dim"(%1474) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1476 = "stablehlo.sine"(%1473) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1477 = "stablehlo.broadcast_in_dim"(%1476) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1478 = "stablehlo.slice"(%1412) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %1479 = "stablehlo.slice"(%1412) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %1480 = "stablehlo.negate"(%1479) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %1481 = "stablehlo.concatenate"(%1480, %1478) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
    %1482 = "stablehlo.broadcast_in_dim"(%1475) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1483 = "stablehlo.multiply"(%1412, %1482) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1484 = "stablehlo.broadcast_in_dim"(%1477) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1485 = "stablehlo.multiply"(%1481, %1484) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1486 = "stablehlo.add"(%1483, %1485) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1487 = "stablehlo.broadcast_in_dim"(%1486) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %1488 = "stablehlo.reshape"(%1487) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1489 = "stablehlo.broadcast_in_dim"(%1414) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %1490 = "stablehlo.reshape"(%1489) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1491 = "stablehlo.dot_general"(%1450, %1488) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %1492 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1493 = "stablehlo.sqrt"(%1492) : (tensor<f32>) -> tensor<f32>
    %1494 = "stablehlo.convert"(%1493) : (tensor<f32>) -> tensor<f32>
    %1495 = "stablehlo.broadcast_in_dim"(%1494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %1496 = "stablehlo.divide"(%1491, %1495) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1497 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %1498 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1499:2 = "func.call"(%1497, %1496, %1498) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
    %1500 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1501 = "stablehlo.reduce"(%1499#0, %1500) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg572: tensor<f32>, %arg573: tensor<f32>):
      %4255 = "stablehlo.maximum"(%arg572, %arg573) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4255) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %1502 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1503 = "stablehlo.broadcast_in_dim"(%1502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
    %1504 = "stablehlo.maximum"(%1503, %1501) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
    %1505 = "stablehlo.broadcast_in_dim"(%1504) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %1506 = "stablehlo.broadcast_in_dim"(%1505) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %1507 = "stablehlo.subtract"(%1499#0, %1506) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1508 = "stablehlo.exponential"(%1507) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1509 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1510 = "stablehlo.reduce"(%1508, %1509) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg570: tensor<f32>, %arg571: tensor<f32>):
      %4254 = "stablehlo.add"(%arg570, %arg571) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4254) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %1511 = "stablehlo.broadcast_in_dim"(%1510) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %1512 = "stablehlo.broadcast_in_dim"(%1511) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %1513 = "stablehlo.divide"(%1508, %1512) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1514 = "stablehlo.multiply"(%1511, %1511) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %1515 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1516 = "stablehlo.broadcast_in_dim"(%1515) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
    %1517 = "stablehlo.divide"(%1516, %1514) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %1518 = "stablehlo.dot_general"(%1490, %1513) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %1519 = "stablehlo.transpose"(%1518) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %1520 = "stablehlo.reshape"(%1519) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %1521 = "stablehlo.dot_general"(%1520, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %1522 = "stablehlo.all_reduce"(%1521) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg568: tensor<f32>, %arg569: tensor<f32>):
      %4253 = "stablehlo.add"(%arg568, %arg569) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4253) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1523 = "stablehlo.add"(%1388#0, %1522) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1524 = "stablehlo.multiply"(%1523, %1523) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1525 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1526 = "stablehlo.reduce"(%1524, %1525) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg566: tensor<f32>, %arg567: tensor<f32>):
      %4252 = "stablehlo.add"(%arg566, %arg567) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4252) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1527 = "stablehlo.broadcast_in_dim"(%1526) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1528 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1529 = "stablehlo.broadcast_in_dim"(%1528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1530 = "stablehlo.divide"(%1527, %1529) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1531 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1532 = "stablehlo.broadcast_in_dim"(%1531) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1533 = "stablehlo.add"(%1530, %1532) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1534 = "stablehlo.rsqrt"(%1533) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1535 = "stablehlo.divide"(%1534, %1533) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1536 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1537 = "stablehlo.broadcast_in_dim"(%1536) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1538 = "stablehlo.multiply"(%1537, %1535) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1539 = "stablehlo.broadcast_in_dim"(%1534) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1540 = "stablehlo.multiply"(%1523, %1539) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1541 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1542 = "stablehlo.broadcast_in_dim"(%1541) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1543 = "stablehlo.multiply"(%1540, %1542) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1544 = "stablehlo.dot_general"(%1543, %137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1545:3 = "func.call"(%1544) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %1546 = "stablehlo.dot_general"(%1543, %139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1547 = "stablehlo.multiply"(%1545#0, %1546) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1548 = "stablehlo.dot_general"(%1547, %135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1549 = "stablehlo.all_reduce"(%1548) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg564: tensor<f32>, %arg565: tensor<f32>):
      %4251 = "stablehlo.add"(%arg564, %arg565) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4251) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1550 = "stablehlo.add"(%1523, %1549) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1551 = "stablehlo.multiply"(%1550, %1550) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1552 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1553 = "stablehlo.reduce"(%1551, %1552) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg562: tensor<f32>, %arg563: tensor<f32>):
      %4250 = "stablehlo.add"(%arg562, %arg563) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4250) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1554 = "stablehlo.broadcast_in_dim"(%1553) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1555 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1556 = "stablehlo.broadcast_in_dim"(%1555) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1557 = "stablehlo.divide"(%1554, %1556) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1558 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1559 = "stablehlo.broadcast_in_dim"(%1558) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1560 = "stablehlo.add"(%1557, %1559) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1561 = "stablehlo.rsqrt"(%1560) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1562 = "stablehlo.divide"(%1561, %1560) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1563 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1564 = "stablehlo.broadcast_in_dim"(%1563) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1565 = "stablehlo.multiply"(%1564, %1562) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1566 = "stablehlo.broadcast_in_dim"(%1561) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1567 = "stablehlo.multiply"(%1550, %1566) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1568 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1569 = "stablehlo.broadcast_in_dim"(%1568) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1570 = "stablehlo.multiply"(%1567, %1569) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1571 = "stablehlo.dot_general"(%1570, %163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %1572 = "stablehlo.reshape"(%1571) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %1573 = "stablehlo.dot_general"(%1570, %159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %1574 = "stablehlo.reshape"(%1573) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %1575 = "stablehlo.dot_general"(%1570, %165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %1576 = "stablehlo.reshape"(%1575) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %1577 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %1578 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1579 = "stablehlo.broadcast_in_dim"(%1578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1580 = "stablehlo.multiply"(%1579, %1577) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1581 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1582 = "stablehlo.broadcast_in_dim"(%1581) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1583 = "stablehlo.add"(%1582, %1580) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1584 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1585 = "stablehlo.broadcast_in_dim"(%1584) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1586 = "stablehlo.divide"(%1583, %1585) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1587 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1588 = "stablehlo.broadcast_in_dim"(%1587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1589 = "stablehlo.power"(%1588, %1586) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1590 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1591 = "stablehlo.broadcast_in_dim"(%1590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1592 = "stablehlo.divide"(%1591, %1589) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1593 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %1594 = "stablehlo.broadcast_in_dim"(%1593) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %1595 = "stablehlo.broadcast_in_dim"(%1592) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %1596 = "stablehlo.broadcast_in_dim"(%1594) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %1597 = "stablehlo.broadcast_in_dim"(%1595) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %1598 = "stablehlo.multiply"(%1596, %1597) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1599 = "stablehlo.concatenate"(%1598, %1598) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %1600 = "stablehlo.cosine"(%1599) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1601 = "stablehlo.broadcast_in_dim"(%1600) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1602 = "stablehlo.sine"(%1599) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1603 = "stablehlo.broadcast_in_dim"(%1602) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1604 = "stablehlo.slice"(%1572) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %1605 = "stablehlo.slice"(%1572) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %1606 = "stablehlo.negate"(%1605) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %1607 = "stablehlo.concatenate"(%1606, %1604) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %1608 = "stablehlo.broadcast_in_dim"(%1601) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %1609 = "stablehlo.multiply"(%1572, %1608) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1610 = "stablehlo.broadcast_in_dim"(%1603) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %1611 = "stablehlo.multiply"(%1607, %1610) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1612 = "stablehlo.add"(%1609, %1611) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1613 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %1614 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1615 = "stablehlo.broadcast_in_dim"(%1614) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1616 = "stablehlo.multiply"(%1615, %1613) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1617 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1618 = "stablehlo.broadcast_in_dim"(%1617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1619 = "stablehlo.add"(%1618, %1616) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1620 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1621 = "stablehlo.broadcast_in_dim"(%1620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1622 = "stablehlo.divide"(%1619, %1621) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1623 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1624 = "stablehlo.broadcast_in_dim"(%1623) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1625 = "stablehlo.power"(%1624, %1622) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1626 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1627 = "stablehlo.broadcast_in_dim"(%1626) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1628 = "stablehlo.divide"(%1627, %1625) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1629 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %1630 = "stablehlo.broadcast_in_dim"(%1629) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %1631 = "stablehlo.broadcast_in_dim"(%1628) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %1632 = "stablehlo.broadcast_in_dim"(%1630) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %1633 = "stablehlo.broadcast_in_dim"(%1631) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %1634 = "stablehlo.multiply"(%1632, %1633) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1635 = "stablehlo.concatenate"(%1634, %1634) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %1636 = "stablehlo.cosine"(%1635) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1637 = "stablehlo.broadcast_in_dim"(%1636) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1638 = "stablehlo.sine"(%1635) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1639 = "stablehlo.broadcast_in_dim"(%1638) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1640 = "stablehlo.slice"(%1574) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %1641 = "stablehlo.slice"(%1574) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %1642 = "stablehlo.negate"(%1641) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %1643 = "stablehlo.concatenate"(%1642, %1640) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
    %1644 = "stablehlo.broadcast_in_dim"(%1637) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1645 = "stablehlo.multiply"(%1574, %1644) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1646 = "stablehlo.broadcast_in_dim"(%1639) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1647 = "stablehlo.multiply"(%1643, %1646) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1648 = "stablehlo.add"(%1645, %1647) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1649 = "stablehlo.broadcast_in_dim"(%1648) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %1650 = "stablehlo.reshape"(%1649) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1651 = "stablehlo.broadcast_in_dim"(%1576) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %1652 = "stablehlo.reshape"(%1651) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1653 = "stablehlo.dot_general"(%1612, %1650) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %1654 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1655 = "stablehlo.sqrt"(%1654) : (tensor<f32>) -> tensor<f32>
    %1656 = "stablehlo.convert"(%1655) : (tensor<f32>) -> tensor<f32>
    %1657 = "stablehlo.broadcast_in_dim"(%1656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %1658 = "stablehlo.divide"(%1653, %1657) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1659 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %1660 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1661:2 = "func.call"(%1659, %1658, %1660) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
    %1662 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1663 = "stablehlo.reduce"(%1661#0, %1662) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg560: tensor<f32>, %arg561: tensor<f32>):
      %4249 = "stablehlo.maximum"(%arg560, %arg561) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4249) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %1664 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1665 = "stablehlo.broadcast_in_dim"(%1664) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
    %1666 = "stablehlo.maximum"(%1665, %1663) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
    %1667 = "stablehlo.broadcast_in_dim"(%1666) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %1668 = "stablehlo.broadcast_in_dim"(%1667) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %1669 = "stablehlo.subtract"(%1661#0, %1668) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1670 = "stablehlo.exponential"(%1669) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1671 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1672 = "stablehlo.reduce"(%1670, %1671) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg558: tensor<f32>, %arg559: tensor<f32>):
      %4248 = "stablehlo.add"(%arg558, %arg559) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4248) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %1673 = "stablehlo.broadcast_in_dim"(%1672) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %1674 = "stablehlo.broadcast_in_dim"(%1673) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %1675 = "stablehlo.divide"(%1670, %1674) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1676 = "stablehlo.multiply"(%1673, %1673) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %1677 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1678 = "stablehlo.broadcast_in_dim"(%1677) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
    %1679 = "stablehlo.divide"(%1678, %1676) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %1680 = "stablehlo.dot_general"(%1652, %1675) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %1681 = "stablehlo.transpose"(%1680) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %1682 = "stablehlo.reshape"(%1681) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %1683 = "stablehlo.dot_general"(%1682, %161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %1684 = "stablehlo.all_reduce"(%1683) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg556: tensor<f32>, %arg557: tensor<f32>):
      %4247 = "stablehlo.add"(%arg556, %arg557) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4247) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1685 = "stablehlo.add"(%1550, %1684) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1686 = "stablehlo.multiply"(%1685, %1685) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1687 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1688 = "stablehlo.reduce"(%1686, %1687) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg554: tensor<f32>, %arg555: tensor<f32>):
      %4246 = "stablehlo.add"(%arg554, %arg555) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4246) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1689 = "stablehlo.broadcast_in_dim"(%1688) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1690 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1691 = "stablehlo.broadcast_in_dim"(%1690) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1692 = "stablehlo.divide"(%1689, %1691) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1693 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1694 = "stablehlo.broadcast_in_dim"(%1693) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1695 = "stablehlo.add"(%1692, %1694) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1696 = "stablehlo.rsqrt"(%1695) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1697 = "stablehlo.divide"(%1696, %1695) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1698 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1699 = "stablehlo.broadcast_in_dim"(%1698) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1700 = "stablehlo.multiply"(%1699, %1697) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1701 = "stablehlo.broadcast_in_dim"(%1696) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1702 = "stablehlo.multiply"(%1685, %1701) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1703 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1704 = "stablehlo.broadcast_in_dim"(%1703) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1705 = "stablehlo.multiply"(%1702, %1704) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1706 = "stablehlo.dot_general"(%1705, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1707:3 = "func.call"(%1706) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %1708 = "stablehlo.dot_general"(%1705, %157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1709 = "stablehlo.multiply"(%1707#0, %1708) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1710 = "stablehlo.dot_general"(%1709, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1711 = "stablehlo.all_reduce"(%1710) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg552: tensor<f32>, %arg553: tensor<f32>):
      %4245 = "stablehlo.add"(%arg552, %arg553) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4245) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1712 = "stablehlo.add"(%1685, %1711) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1713 = "stablehlo.multiply"(%1712, %1712) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1714 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1715 = "stablehlo.reduce"(%1713, %1714) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg550: tensor<f32>, %arg551: tensor<f32>):
      %4244 = "stablehlo.add"(%arg550, %arg551) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4244) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1716 = "stablehlo.broadcast_in_dim"(%1715) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1717 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1718 = "stablehlo.broadcast_in_dim"(%1717) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1719 = "stablehlo.divide"(%1716, %1718) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1720 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1721 = "stablehlo.broadcast_in_dim"(%1720) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1722 = "stablehlo.add"(%1719, %1721) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1723 = "stablehlo.rsqrt"(%1722) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1724 = "stablehlo.divide"(%1723, %1722) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1725 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1726 = "stablehlo.broadcast_in_dim"(%1725) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1727 = "stablehlo.multiply"(%1726, %1724) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1728 = "stablehlo.broadcast_in_dim"(%1723) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1729 = "stablehlo.multiply"(%1712, %1728) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1730 = "stablehlo.broadcast_in_dim"(%arg63) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1731 = "stablehlo.broadcast_in_dim"(%1730) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1732 = "stablehlo.multiply"(%1729, %1731) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1733 = "stablehlo.dot_general"(%1732, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1734 = "stablehlo.slice"(%arg75) <{limit_indices = array<i64: 3, 2, 128>, start_indices = array<i64: 2, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
    %1735 = "stablehlo.reshape"(%1734) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
    %1736 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1737 = "stablehlo.reduce"(%1733, %1736) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg548: tensor<f32>, %arg549: tensor<f32>):
      %4243 = "stablehlo.maximum"(%arg548, %arg549) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4243) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1738 = "stablehlo.all_reduce"(%1737) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg546: tensor<f32>, %arg547: tensor<f32>):
      %4242 = "stablehlo.maximum"(%arg546, %arg547) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4242) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %1739 = "stablehlo.broadcast_in_dim"(%1738) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1740 = "stablehlo.broadcast_in_dim"(%1739) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1741 = "stablehlo.subtract"(%1733, %1740) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1742 = "stablehlo.exponential"(%1741) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1743 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1744 = "stablehlo.reduce"(%1742, %1743) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg544: tensor<f32>, %arg545: tensor<f32>):
      %4241 = "stablehlo.add"(%arg544, %arg545) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4241) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1745 = "stablehlo.all_reduce"(%1744) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg542: tensor<f32>, %arg543: tensor<f32>):
      %4240 = "stablehlo.add"(%arg542, %arg543) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4240) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %1746 = "stablehlo.log"(%1745) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %1747 = "stablehlo.add"(%1746, %1738) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %1748 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %1749 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %1750 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %1751 = "stablehlo.divide"(%1750, %1748) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1752 = "stablehlo.remainder"(%1751, %1749) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1753 = "stablehlo.convert"(%1752) : (tensor<ui32>) -> tensor<i32>
    %1754 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %1755 = "stablehlo.multiply"(%1753, %1754) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1756 = "stablehlo.broadcast_in_dim"(%1755) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %1757 = "stablehlo.subtract"(%1735, %1756) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %1758 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1759 = "stablehlo.broadcast_in_dim"(%1758) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %1760 = "stablehlo.compare"(%1757, %1759) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %1761 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %1762 = "stablehlo.broadcast_in_dim"(%1761) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %1763 = "stablehlo.compare"(%1757, %1762) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %1764 = "stablehlo.and"(%1760, %1763) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
    %1765 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1766 = "func.call"(%1764, %1757, %1765) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
    %1767 = "stablehlo.broadcast_in_dim"(%1766) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %1768:2 = "func.call"(%1733, %1767) <{callee = @take_along_axis}> : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
    %1769 = "stablehlo.reshape"(%1768#0) : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %1770 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1771:2 = "func.call"(%1764, %1769, %1770) <{callee = @_where_5}> : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> (tensor<2x128xf32>, tensor<2x128xi1>)
    %1772 = "stablehlo.all_reduce"(%1771#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg540: tensor<f32>, %arg541: tensor<f32>):
      %4239 = "stablehlo.add"(%arg540, %arg541) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4239) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %1773 = "stablehlo.subtract"(%1747, %1772) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %1774 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1775 = "stablehlo.reduce"(%1773, %1774) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg538: tensor<f32>, %arg539: tensor<f32>):
      %4238 = "stablehlo.add"(%arg538, %arg539) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4238) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %1776 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1777 = "stablehlo.divide"(%1775, %1776) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1778 = "stablehlo.collective_permute"(%1712) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1779 = "stablehlo.multiply"(%1778, %1778) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1780 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1781 = "stablehlo.reduce"(%1779, %1780) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg536: tensor<f32>, %arg537: tensor<f32>):
      %4237 = "stablehlo.add"(%arg536, %arg537) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4237) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1782 = "stablehlo.broadcast_in_dim"(%1781) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1783 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1784 = "stablehlo.broadcast_in_dim"(%1783) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1785 = "stablehlo.divide"(%1782, %1784) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1786 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1787 = "stablehlo.broadcast_in_dim"(%1786) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1788 = "stablehlo.add"(%1785, %1787) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1789 = "stablehlo.rsqrt"(%1788) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1790 = "stablehlo.divide"(%1789, %1788) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1791 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1792 = "stablehlo.broadcast_in_dim"(%1791) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1793 = "stablehlo.multiply"(%1792, %1790) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1794 = "stablehlo.broadcast_in_dim"(%1789) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1795 = "stablehlo.multiply"(%1778, %1794) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1796 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1797 = "stablehlo.broadcast_in_dim"(%1796) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1798 = "stablehlo.multiply"(%1795, %1797) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1799 = "stablehlo.dot_general"(%1798, %145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %1800 = "stablehlo.reshape"(%1799) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %1801 = "stablehlo.dot_general"(%1798, %141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %1802 = "stablehlo.reshape"(%1801) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %1803 = "stablehlo.dot_general"(%1798, %147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %1804 = "stablehlo.reshape"(%1803) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %1805 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %1806 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1807 = "stablehlo.broadcast_in_dim"(%1806) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1808 = "stablehlo.multiply"(%1807, %1805) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1809 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1810 = "stablehlo.broadcast_in_dim"(%1809) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1811 = "stablehlo.add"(%1810, %1808) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1812 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1813 = "stablehlo.broadcast_in_dim"(%1812) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1814 = "stablehlo.divide"(%1811, %1813) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1815 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1816 = "stablehlo.broadcast_in_dim"(%1815) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1817 = "stablehlo.power"(%1816, %1814) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1818 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1819 = "stablehlo.broadcast_in_dim"(%1818) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1820 = "stablehlo.divide"(%1819, %1817) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1821 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %1822 = "stablehlo.broadcast_in_dim"(%1821) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %1823 = "stablehlo.broadcast_in_dim"(%1820) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %1824 = "stablehlo.broadcast_in_dim"(%1822) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %1825 = "stablehlo.broadcast_in_dim"(%1823) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %1826 = "stablehlo.multiply"(%1824, %1825) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1827 = "stablehlo.concatenate"(%1826, %1826) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %1828 = "stablehlo.cosine"(%1827) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1829 = "stablehlo.broadcast_in_dim"(%1828) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1830 = "stablehlo.sine"(%1827) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1831 = "stablehlo.broadcast_in_dim"(%1830) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1832 = "stablehlo.slice"(%1800) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %1833 = "stablehlo.slice"(%1800) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %1834 = "stablehlo.negate"(%1833) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %1835 = "stablehlo.concatenate"(%1834, %1832) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %1836 = "stablehlo.broadcast_in_dim"(%1829) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %1837 = "stablehlo.multiply"(%1800, %1836) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1838 = "stablehlo.broadcast_in_dim"(%1831) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %1839 = "stablehlo.multiply"(%1835, %1838) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1840 = "stablehlo.add"(%1837, %1839) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1841 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %1842 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1843 = "stablehlo.broadcast_in_dim"(%1842) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1844 = "stablehlo.multiply"(%1843, %1841) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1845 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1846 = "stablehlo.broadcast_in_dim"(%1845) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1847 = "stablehlo.add"(%1846, %1844) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1848 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1849 = "stablehlo.broadcast_in_dim"(%1848) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1850 = "stablehlo.divide"(%1847, %1849) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1851 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1852 = "stablehlo.broadcast_in_dim"(%1851) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1853 = "stablehlo.power"(%1852, %1850) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1854 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1855 = "stablehlo.broadcast_in_dim"(%1854) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1856 = "stablehlo.divide"(%1855, %1853) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1857 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %1858 = "stablehlo.broadcast_in_dim"(%1857) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %1859 = "stablehlo.broadcast_in_dim"(%1856) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %1860 = "stablehlo.broadcast_in_dim"(%1858) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %1861 = "stablehlo.broadcast_in_dim"(%1859) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %1862 = "stablehlo.multiply"(%1860, %1861) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1863 = "stablehlo.concatenate"(%1862, %1862) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %1864 = "stablehlo.cosine"(%1863) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1865 = "stablehlo.broadcast_in_dim"(%1864) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1866 = "stablehlo.sine"(%1863) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1867 = "stablehlo.broadcast_in_dim"(%1866) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1868 = "stablehlo.slice"(%1802) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %1869 = "stablehlo.slice"(%1802) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %1870 = "stablehlo.negate"(%1869) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %1871 = "stablehlo.concatenate"(%1870, %1868) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
    %1872 = "stablehlo.broadcast_in_dim"(%1865) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1873 = "stablehlo.multiply"(%1802, %1872) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1874 = "stablehlo.broadcast_in_dim"(%1867) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1875 = "stablehlo.multiply"(%1871, %1874) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1876 = "stablehlo.add"(%1873, %1875) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %1877 = "stablehlo.broadcast_in_dim"(%1876) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %1878 = "stablehlo.reshape"(%1877) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1879 = "stablehlo.broadcast_in_dim"(%1804) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %1880 = "stablehlo.reshape"(%1879) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %1881 = "stablehlo.dot_general"(%1840, %1878) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %1882 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1883 = "stablehlo.sqrt"(%1882) : (tensor<f32>) -> tensor<f32>
    %1884 = "stablehlo.convert"(%1883) : (tensor<f32>) -> tensor<f32>
    %1885 = "stablehlo.broadcast_in_dim"(%1884) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %1886 = "stablehlo.divide"(%1881, %1885) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1887 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %1888 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1889:2 = "func.call"(%1887, %1886, %1888) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
    %1890 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1891 = "stablehlo.reduce"(%1889#0, %1890) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg534: tensor<f32>, %arg535: tensor<f32>):
      %4236 = "stablehlo.maximum"(%arg534, %arg535) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4236) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %1892 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1893 = "stablehlo.broadcast_in_dim"(%1892) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
    %1894 = "stablehlo.maximum"(%1893, %1891) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
    %1895 = "stablehlo.broadcast_in_dim"(%1894) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %1896 = "stablehlo.broadcast_in_dim"(%1895) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %1897 = "stablehlo.subtract"(%1889#0, %1896) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1898 = "stablehlo.exponential"(%1897) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1899 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1900 = "stablehlo.reduce"(%1898, %1899) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg532: tensor<f32>, %arg533: tensor<f32>):
      %4235 = "stablehlo.add"(%arg532, %arg533) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4235) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %1901 = "stablehlo.broadcast_in_dim"(%1900) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %1902 = "stablehlo.broadcast_in_dim"(%1901) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %1903 = "stablehlo.divide"(%1898, %1902) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %1904 = "stablehlo.multiply"(%1901, %1901) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %1905 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1906 = "stablehlo.broadcast_in_dim"(%1905) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
    %1907 = "stablehlo.divide"(%1906, %1904) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %1908 = "stablehlo.dot_general"(%1880, %1903) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %1909 = "stablehlo.transpose"(%1908) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %1910 = "stablehlo.reshape"(%1909) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %1911 = "stablehlo.dot_general"(%1910, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %1912 = "stablehlo.all_reduce"(%1911) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg530: tensor<f32>, %arg531: tensor<f32>):
      %4234 = "stablehlo.add"(%arg530, %arg531) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4234) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1913 = "stablehlo.add"(%1778, %1912) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1914 = "stablehlo.multiply"(%1913, %1913) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1915 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1916 = "stablehlo.reduce"(%1914, %1915) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg528: tensor<f32>, %arg529: tensor<f32>):
      %4233 = "stablehlo.add"(%arg528, %arg529) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4233) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1917 = "stablehlo.broadcast_in_dim"(%1916) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1918 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1919 = "stablehlo.broadcast_in_dim"(%1918) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1920 = "stablehlo.divide"(%1917, %1919) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1921 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1922 = "stablehlo.broadcast_in_dim"(%1921) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1923 = "stablehlo.add"(%1920, %1922) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1924 = "stablehlo.rsqrt"(%1923) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1925 = "stablehlo.divide"(%1924, %1923) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1926 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1927 = "stablehlo.broadcast_in_dim"(%1926) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1928 = "stablehlo.multiply"(%1927, %1925) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1929 = "stablehlo.broadcast_in_dim"(%1924) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1930 = "stablehlo.multiply"(%1913, %1929) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1931 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1932 = "stablehlo.broadcast_in_dim"(%1931) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1933 = "stablehlo.multiply"(%1930, %1932) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1934 = "stablehlo.dot_general"(%1933, %137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1935:3 = "func.call"(%1934) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %1936 = "stablehlo.dot_general"(%1933, %139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1937 = "stablehlo.multiply"(%1935#0, %1936) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1938 = "stablehlo.dot_general"(%1937, %135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %1939 = "stablehlo.all_reduce"(%1938) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg526: tensor<f32>, %arg527: tensor<f32>):
      %4232 = "stablehlo.add"(%arg526, %arg527) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4232) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1940 = "stablehlo.add"(%1913, %1939) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1941 = "stablehlo.multiply"(%1940, %1940) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1942 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1943 = "stablehlo.reduce"(%1941, %1942) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg524: tensor<f32>, %arg525: tensor<f32>):
      %4231 = "stablehlo.add"(%arg524, %arg525) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4231) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1944 = "stablehlo.broadcast_in_dim"(%1943) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1945 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1946 = "stablehlo.broadcast_in_dim"(%1945) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1947 = "stablehlo.divide"(%1944, %1946) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1948 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1949 = "stablehlo.broadcast_in_dim"(%1948) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1950 = "stablehlo.add"(%1947, %1949) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1951 = "stablehlo.rsqrt"(%1950) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1952 = "stablehlo.divide"(%1951, %1950) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1953 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1954 = "stablehlo.broadcast_in_dim"(%1953) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %1955 = "stablehlo.multiply"(%1954, %1952) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %1956 = "stablehlo.broadcast_in_dim"(%1951) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1957 = "stablehlo.multiply"(%1940, %1956) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1958 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1959 = "stablehlo.broadcast_in_dim"(%1958) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1960 = "stablehlo.multiply"(%1957, %1959) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %1961 = "stablehlo.dot_general"(%1960, %163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x128xf32>) -> tensor<2x128x128xf32>
    %1962 = "stablehlo.reshape"(%1961) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %1963 = "stablehlo.dot_general"(%1960, %159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %1964 = "stablehlo.reshape"(%1963) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %1965 = "stablehlo.dot_general"(%1960, %165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x64xf32>) -> tensor<2x128x64xf32>
    %1966 = "stablehlo.reshape"(%1965) : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %1967 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %1968 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1969 = "stablehlo.broadcast_in_dim"(%1968) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1970 = "stablehlo.multiply"(%1969, %1967) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1971 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1972 = "stablehlo.broadcast_in_dim"(%1971) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1973 = "stablehlo.add"(%1972, %1970) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1974 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1975 = "stablehlo.broadcast_in_dim"(%1974) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1976 = "stablehlo.divide"(%1973, %1975) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1977 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1978 = "stablehlo.broadcast_in_dim"(%1977) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1979 = "stablehlo.power"(%1978, %1976) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1980 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1981 = "stablehlo.broadcast_in_dim"(%1980) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1982 = "stablehlo.divide"(%1981, %1979) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1983 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %1984 = "stablehlo.broadcast_in_dim"(%1983) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %1985 = "stablehlo.broadcast_in_dim"(%1982) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %1986 = "stablehlo.broadcast_in_dim"(%1984) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %1987 = "stablehlo.broadcast_in_dim"(%1985) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %1988 = "stablehlo.multiply"(%1986, %1987) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1989 = "stablehlo.concatenate"(%1988, %1988) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %1990 = "stablehlo.cosine"(%1989) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1991 = "stablehlo.broadcast_in_dim"(%1990) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1992 = "stablehlo.sine"(%1989) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1993 = "stablehlo.broadcast_in_dim"(%1992) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %1994 = "stablehlo.slice"(%1962) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %1995 = "stablehlo.slice"(%1962) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %1996 = "stablehlo.negate"(%1995) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %1997 = "stablehlo.concatenate"(%1996, %1994) <{dimension = 3 : i64}> : (tensor<2x128x2x32xf32>, tensor<2x128x2x32xf32>) -> tensor<2x128x2x64xf32>
    %1998 = "stablehlo.broadcast_in_dim"(%1991) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %1999 = "stablehlo.multiply"(%1962, %1998) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2000 = "stablehlo.broadcast_in_dim"(%1993) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %2001 = "stablehlo.multiply"(%1997, %2000) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2002 = "stablehlo.add"(%1999, %2001) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2003 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<32xf32>
    %2004 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2005 = "stablehlo.broadcast_in_dim"(%2004) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2006 = "stablehlo.multiply"(%2005, %2003) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2007 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2008 = "stablehlo.broadcast_in_dim"(%2007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2009 = "stablehlo.add"(%2008, %2006) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2010 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %2011 = "stablehlo.broadcast_in_dim"(%2010) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2012 = "stablehlo.divide"(%2009, %2011) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2013 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2014 = "stablehlo.broadcast_in_dim"(%2013) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2015 = "stablehlo.power"(%2014, %2012) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2016 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2017 = "stablehlo.broadcast_in_dim"(%2016) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %2018 = "stablehlo.divide"(%2017, %2015) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %2019 = "stablehlo.convert"(%126) : (tensor<128xi32>) -> tensor<128xf32>
    %2020 = "stablehlo.broadcast_in_dim"(%2019) <{broadcast_dimensions = array<i64: 0>}> : (tensor<128xf32>) -> tensor<128x1xf32>
    %2021 = "stablehlo.broadcast_in_dim"(%2018) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %2022 = "stablehlo.broadcast_in_dim"(%2020) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<128x1xf32>) -> tensor<128x32xf32>
    %2023 = "stablehlo.broadcast_in_dim"(%2021) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<128x32xf32>
    %2024 = "stablehlo.multiply"(%2022, %2023) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %2025 = "stablehlo.concatenate"(%2024, %2024) <{dimension = 1 : i64}> : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x64xf32>
    %2026 = "stablehlo.cosine"(%2025) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %2027 = "stablehlo.broadcast_in_dim"(%2026) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %2028 = "stablehlo.sine"(%2025) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %2029 = "stablehlo.broadcast_in_dim"(%2028) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<128x64xf32>) -> tensor<1x128x1x64xf32>
    %2030 = "stablehlo.slice"(%1964) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %2031 = "stablehlo.slice"(%1964) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %2032 = "stablehlo.negate"(%2031) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %2033 = "stablehlo.concatenate"(%2032, %2030) <{dimension = 3 : i64}> : (tensor<2x128x1x32xf32>, tensor<2x128x1x32xf32>) -> tensor<2x128x1x64xf32>
    %2034 = "stablehlo.broadcast_in_dim"(%2027) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2035 = "stablehlo.multiply"(%1964, %2034) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2036 = "stablehlo.broadcast_in_dim"(%2029) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2037 = "stablehlo.multiply"(%2033, %2036) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2038 = "stablehlo.add"(%2035, %2037) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2039 = "stablehlo.broadcast_in_dim"(%2038) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %2040 = "stablehlo.reshape"(%2039) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2041 = "stablehlo.broadcast_in_dim"(%1966) <{broadcast_dimensions = array<i64: 0, 1, 2, 4>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x2x64xf32>
    %2042 = "stablehlo.reshape"(%2041) : (tensor<2x128x1x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2043 = "stablehlo.dot_general"(%2002, %2040) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %2044 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %2045 = "stablehlo.sqrt"(%2044) : (tensor<f32>) -> tensor<f32>
    %2046 = "stablehlo.convert"(%2045) : (tensor<f32>) -> tensor<f32>
    %2047 = "stablehlo.broadcast_in_dim"(%2046) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %2048 = "stablehlo.divide"(%2043, %2047) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2049 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %2050 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2051:2 = "func.call"(%2049, %2048, %2050) <{callee = @_where_3}> : (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>)
    %2052 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2053 = "stablehlo.reduce"(%2051#0, %2052) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg522: tensor<f32>, %arg523: tensor<f32>):
      %4230 = "stablehlo.maximum"(%arg522, %arg523) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4230) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %2054 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2055 = "stablehlo.broadcast_in_dim"(%2054) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128xf32>
    %2056 = "stablehlo.maximum"(%2055, %2053) : (tensor<2x2x128xf32>, tensor<2x2x128xf32>) -> tensor<2x2x128xf32>
    %2057 = "stablehlo.broadcast_in_dim"(%2056) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %2058 = "stablehlo.broadcast_in_dim"(%2057) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %2059 = "stablehlo.subtract"(%2051#0, %2058) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2060 = "stablehlo.exponential"(%2059) : (tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2061 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2062 = "stablehlo.reduce"(%2060, %2061) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg520: tensor<f32>, %arg521: tensor<f32>):
      %4229 = "stablehlo.add"(%arg520, %arg521) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4229) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %2063 = "stablehlo.broadcast_in_dim"(%2062) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %2064 = "stablehlo.broadcast_in_dim"(%2063) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %2065 = "stablehlo.divide"(%2060, %2064) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2066 = "stablehlo.multiply"(%2063, %2063) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %2067 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2068 = "stablehlo.broadcast_in_dim"(%2067) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x1xf32>
    %2069 = "stablehlo.divide"(%2068, %2066) : (tensor<2x2x128x1xf32>, tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %2070 = "stablehlo.dot_general"(%2042, %2065) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x2x64xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %2071 = "stablehlo.transpose"(%2070) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %2072 = "stablehlo.reshape"(%2071) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %2073 = "stablehlo.dot_general"(%2072, %161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<128x256xf32>) -> tensor<2x128x256xf32>
    %2074 = "stablehlo.all_reduce"(%2073) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg518: tensor<f32>, %arg519: tensor<f32>):
      %4228 = "stablehlo.add"(%arg518, %arg519) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4228) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2075 = "stablehlo.add"(%1940, %2074) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2076 = "stablehlo.multiply"(%2075, %2075) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2077 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2078 = "stablehlo.reduce"(%2076, %2077) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg516: tensor<f32>, %arg517: tensor<f32>):
      %4227 = "stablehlo.add"(%arg516, %arg517) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4227) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2079 = "stablehlo.broadcast_in_dim"(%2078) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2080 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2081 = "stablehlo.broadcast_in_dim"(%2080) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2082 = "stablehlo.divide"(%2079, %2081) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2083 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2084 = "stablehlo.broadcast_in_dim"(%2083) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2085 = "stablehlo.add"(%2082, %2084) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2086 = "stablehlo.rsqrt"(%2085) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2087 = "stablehlo.divide"(%2086, %2085) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2088 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2089 = "stablehlo.broadcast_in_dim"(%2088) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2090 = "stablehlo.multiply"(%2089, %2087) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2091 = "stablehlo.broadcast_in_dim"(%2086) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2092 = "stablehlo.multiply"(%2075, %2091) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2093 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2094 = "stablehlo.broadcast_in_dim"(%2093) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2095 = "stablehlo.multiply"(%2092, %2094) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2096 = "stablehlo.dot_general"(%2095, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2097:3 = "func.call"(%2096) <{callee = @silu}> : (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %2098 = "stablehlo.dot_general"(%2095, %157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2099 = "stablehlo.multiply"(%2097#0, %2098) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2100 = "stablehlo.dot_general"(%2099, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2101 = "stablehlo.all_reduce"(%2100) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg514: tensor<f32>, %arg515: tensor<f32>):
      %4226 = "stablehlo.add"(%arg514, %arg515) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4226) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2102 = "stablehlo.add"(%2075, %2101) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2103 = "stablehlo.multiply"(%2102, %2102) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2104 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2105 = "stablehlo.reduce"(%2103, %2104) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg512: tensor<f32>, %arg513: tensor<f32>):
      %4225 = "stablehlo.add"(%arg512, %arg513) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4225) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2106 = "stablehlo.broadcast_in_dim"(%2105) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2107 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2108 = "stablehlo.broadcast_in_dim"(%2107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2109 = "stablehlo.divide"(%2106, %2108) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2110 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2111 = "stablehlo.broadcast_in_dim"(%2110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2112 = "stablehlo.add"(%2109, %2111) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2113 = "stablehlo.rsqrt"(%2112) : (tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2114 = "stablehlo.divide"(%2113, %2112) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2115 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2116 = "stablehlo.broadcast_in_dim"(%2115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2117 = "stablehlo.multiply"(%2116, %2114) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2118 = "stablehlo.broadcast_in_dim"(%2113) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2119 = "stablehlo.multiply"(%2102, %2118) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2120 = "stablehlo.broadcast_in_dim"(%arg63) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2121 = "stablehlo.broadcast_in_dim"(%2120) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2122 = "stablehlo.multiply"(%2119, %2121) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2123 = "stablehlo.dot_general"(%2122, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2124 = "stablehlo.slice"(%arg75) <{limit_indices = array<i64: 4, 2, 128>, start_indices = array<i64: 3, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x128xi32>) -> tensor<1x2x128xi32>
    %2125 = "stablehlo.reshape"(%2124) : (tensor<1x2x128xi32>) -> tensor<2x128xi32>
    %2126 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2127 = "stablehlo.reduce"(%2123, %2126) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg510: tensor<f32>, %arg511: tensor<f32>):
      %4224 = "stablehlo.maximum"(%arg510, %arg511) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4224) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2128 = "stablehlo.all_reduce"(%2127) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg508: tensor<f32>, %arg509: tensor<f32>):
      %4223 = "stablehlo.maximum"(%arg508, %arg509) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4223) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %2129 = "stablehlo.broadcast_in_dim"(%2128) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2130 = "stablehlo.broadcast_in_dim"(%2129) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2131 = "stablehlo.subtract"(%2123, %2130) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2132 = "stablehlo.exponential"(%2131) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2133 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2134 = "stablehlo.reduce"(%2132, %2133) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg506: tensor<f32>, %arg507: tensor<f32>):
      %4222 = "stablehlo.add"(%arg506, %arg507) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4222) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2135 = "stablehlo.all_reduce"(%2134) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg504: tensor<f32>, %arg505: tensor<f32>):
      %4221 = "stablehlo.add"(%arg504, %arg505) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4221) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %2136 = "stablehlo.log"(%2135) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %2137 = "stablehlo.add"(%2136, %2128) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %2138 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %2139 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %2140 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %2141 = "stablehlo.divide"(%2140, %2138) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %2142 = "stablehlo.remainder"(%2141, %2139) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %2143 = "stablehlo.convert"(%2142) : (tensor<ui32>) -> tensor<i32>
    %2144 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %2145 = "stablehlo.multiply"(%2143, %2144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2146 = "stablehlo.broadcast_in_dim"(%2145) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %2147 = "stablehlo.subtract"(%2125, %2146) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %2148 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2149 = "stablehlo.broadcast_in_dim"(%2148) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %2150 = "stablehlo.compare"(%2147, %2149) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %2151 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %2152 = "stablehlo.broadcast_in_dim"(%2151) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %2153 = "stablehlo.compare"(%2147, %2152) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %2154 = "stablehlo.and"(%2150, %2153) : (tensor<2x128xi1>, tensor<2x128xi1>) -> tensor<2x128xi1>
    %2155 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2156 = "func.call"(%2154, %2147, %2155) <{callee = @_where}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>
    %2157 = "stablehlo.broadcast_in_dim"(%2156) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %2158:2 = "func.call"(%2123, %2157) <{callee = @take_along_axis}> : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>)
    %2159 = "stablehlo.reshape"(%2158#0) : (tensor<2x128x1xf32>) -> tensor<2x128xf32>
    %2160 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2161:2 = "func.call"(%2154, %2159, %2160) <{callee = @_where_5}> : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> (tensor<2x128xf32>, tensor<2x128xi1>)
    %2162 = "stablehlo.all_reduce"(%2161#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg502: tensor<f32>, %arg503: tensor<f32>):
      %4220 = "stablehlo.add"(%arg502, %arg503) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4220) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %2163 = "stablehlo.subtract"(%2137, %2162) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %2164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2165 = "stablehlo.reduce"(%2163, %2164) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg500: tensor<f32>, %arg501: tensor<f32>):
      %4219 = "stablehlo.add"(%arg500, %arg501) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4219) : (tensor<f32>) -> ()
    }) : (tensor<2x128xf32>, tensor<f32>) -> tensor<f32>
    %2166 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2167 = "stablehlo.divide"(%2165, %2166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2168 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %2169 = "stablehlo.compare"(%125, %2168) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2170 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2171 = "stablehlo.add"(%2170, %939) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2172 = "stablehlo.add"(%2171, %1358) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2173 = "stablehlo.add"(%2172, %1777) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2174 = "stablehlo.add"(%2173, %2167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2175 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2176 = "stablehlo.divide"(%2174, %2175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2177 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2178:2 = "func.call"(%2169, %2176, %2177) <{callee = @_where_6}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i1>)
    %2179 = "stablehlo.all_reduce"(%2178#0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg498: tensor<f32>, %arg499: tensor<f32>):
      %4218 = "stablehlo.add"(%arg498, %arg499) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4218) : (tensor<f32>) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %2180 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2181 = "func.call"(%2178#1, %2180) <{callee = @_where_7}> : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %2182 = "stablehlo.divide"(%2181, %2175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2183 = "stablehlo.divide"(%2182, %2166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2184 = "stablehlo.broadcast_in_dim"(%2183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %2185 = "stablehlo.negate"(%2184) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %2186 = "func.call"(%2161#1, %2185) <{callee = @_where_8}> : (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %2187 = "stablehlo.broadcast_in_dim"(%2186) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2188 = "func.call"(%2158#1, %2187) <{callee = @take_along_axis_9}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2189 = "stablehlo.divide"(%2184, %2135) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %2190 = "stablehlo.broadcast_in_dim"(%2189) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2191 = "stablehlo.multiply"(%2190, %2132) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2192 = "stablehlo.add"(%2188, %2191) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2193 = "stablehlo.dot_general"(%2192, %2122) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2194 = "stablehlo.transpose"(%2193) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2195 = "stablehlo.dot_general"(%2192, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2196 = "stablehlo.all_reduce"(%2194) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg496: tensor<f32>, %arg497: tensor<f32>):
      %4217 = "stablehlo.add"(%arg496, %arg497) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4217) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2197 = "stablehlo.all_reduce"(%2195) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg494: tensor<f32>, %arg495: tensor<f32>):
      %4216 = "stablehlo.add"(%arg494, %arg495) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4216) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2198 = "stablehlo.multiply"(%2119, %2197) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2199 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2200 = "stablehlo.reduce"(%2198, %2199) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg492: tensor<f32>, %arg493: tensor<f32>):
      %4215 = "stablehlo.add"(%arg492, %arg493) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4215) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2201 = "stablehlo.reshape"(%2200) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2202 = "stablehlo.broadcast_in_dim"(%2120) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2203 = "stablehlo.multiply"(%2197, %2202) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2204 = "stablehlo.all_reduce"(%2201) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg490: tensor<f32>, %arg491: tensor<f32>):
      %4214 = "stablehlo.add"(%arg490, %arg491) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4214) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %2205 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2206 = "stablehlo.reduce"(%2204, %2205) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg488: tensor<f32>, %arg489: tensor<f32>):
      %4213 = "stablehlo.add"(%arg488, %arg489) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4213) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2207 = "stablehlo.multiply"(%2102, %2203) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2208 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2209 = "stablehlo.reduce"(%2207, %2208) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg486: tensor<f32>, %arg487: tensor<f32>):
      %4212 = "stablehlo.add"(%arg486, %arg487) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4212) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2210 = "stablehlo.reshape"(%2209) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2211 = "stablehlo.broadcast_in_dim"(%2113) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2212 = "stablehlo.multiply"(%2203, %2211) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2213 = "stablehlo.multiply"(%2210, %2117) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2214 = "stablehlo.broadcast_in_dim"(%2107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2215 = "stablehlo.divide"(%2213, %2214) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2217 = "stablehlo.reduce"(%2215, %2216) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg484: tensor<f32>, %arg485: tensor<f32>):
      %4211 = "stablehlo.add"(%arg484, %arg485) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4211) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2218 = "stablehlo.broadcast_in_dim"(%2217) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2219 = "stablehlo.multiply"(%2102, %2218) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2220 = "stablehlo.add"(%2212, %2219) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2221 = "stablehlo.multiply"(%2218, %2102) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2222 = "stablehlo.add"(%2220, %2221) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2223 = "stablehlo.dot_general"(%2222, %2099) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2224 = "stablehlo.transpose"(%2223) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2225 = "stablehlo.dot_general"(%2222, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2226 = "stablehlo.multiply"(%2097#0, %2225) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2227 = "stablehlo.multiply"(%2225, %2098) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2228 = "stablehlo.dot_general"(%2226, %2095) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2229 = "stablehlo.transpose"(%2228) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2230 = "stablehlo.dot_general"(%2226, %157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2231 = "stablehlo.all_reduce"(%2230) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg482: tensor<f32>, %arg483: tensor<f32>):
      %4210 = "stablehlo.add"(%arg482, %arg483) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4210) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2232 = "func.call"(%2097#1, %2097#2, %2096, %2227) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2233 = "stablehlo.dot_general"(%2232, %2095) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2234 = "stablehlo.transpose"(%2233) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2235 = "stablehlo.dot_general"(%2232, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2236 = "stablehlo.all_reduce"(%2235) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg480: tensor<f32>, %arg481: tensor<f32>):
      %4209 = "stablehlo.add"(%arg480, %arg481) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4209) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2237 = "stablehlo.add"(%2231, %2236) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2238 = "stablehlo.multiply"(%2092, %2237) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2239 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2240 = "stablehlo.reduce"(%2238, %2239) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg478: tensor<f32>, %arg479: tensor<f32>):
      %4208 = "stablehlo.add"(%arg478, %arg479) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4208) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2241 = "stablehlo.reshape"(%2240) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2242 = "stablehlo.broadcast_in_dim"(%2093) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2243 = "stablehlo.multiply"(%2237, %2242) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2244 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2245 = "stablehlo.reduce"(%2241, %2244) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg476: tensor<f32>, %arg477: tensor<f32>):
      %4207 = "stablehlo.add"(%arg476, %arg477) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4207) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2246 = "stablehlo.multiply"(%2075, %2243) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2247 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2248 = "stablehlo.reduce"(%2246, %2247) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg474: tensor<f32>, %arg475: tensor<f32>):
      %4206 = "stablehlo.add"(%arg474, %arg475) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4206) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2249 = "stablehlo.reshape"(%2248) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2250 = "stablehlo.broadcast_in_dim"(%2086) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2251 = "stablehlo.multiply"(%2243, %2250) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2252 = "stablehlo.add"(%2222, %2251) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2253 = "stablehlo.multiply"(%2249, %2090) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2254 = "stablehlo.broadcast_in_dim"(%2080) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2255 = "stablehlo.divide"(%2253, %2254) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2256 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2257 = "stablehlo.reduce"(%2255, %2256) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg472: tensor<f32>, %arg473: tensor<f32>):
      %4205 = "stablehlo.add"(%arg472, %arg473) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4205) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2258 = "stablehlo.broadcast_in_dim"(%2257) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2259 = "stablehlo.multiply"(%2075, %2258) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2260 = "stablehlo.add"(%2252, %2259) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2261 = "stablehlo.multiply"(%2258, %2075) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2262 = "stablehlo.add"(%2260, %2261) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2263 = "stablehlo.dot_general"(%2262, %2072) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %2264 = "stablehlo.transpose"(%2263) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %2265 = "stablehlo.dot_general"(%2262, %161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %2266 = "stablehlo.reshape"(%2265) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %2267 = "stablehlo.transpose"(%2266) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
    %2268 = "stablehlo.dot_general"(%2267, %2042) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %2269 = "stablehlo.dot_general"(%2267, %2065) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %2270 = "stablehlo.transpose"(%2269) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %2271 = "stablehlo.broadcast_in_dim"(%2069) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %2272 = "stablehlo.multiply"(%2268, %2271) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2273 = "stablehlo.multiply"(%2272, %2060) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2274 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2275 = "stablehlo.reduce"(%2273, %2274) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg470: tensor<f32>, %arg471: tensor<f32>):
      %4204 = "stablehlo.add"(%arg470, %arg471) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4204) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %2276 = "stablehlo.reshape"(%2275) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %2277 = "stablehlo.negate"(%2276) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %2278 = "stablehlo.broadcast_in_dim"(%2063) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %2279 = "stablehlo.divide"(%2268, %2278) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2280 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2281 = "stablehlo.reduce"(%2277, %2280) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg468: tensor<f32>, %arg469: tensor<f32>):
      %4203 = "stablehlo.add"(%arg468, %arg469) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4203) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %2282 = "stablehlo.broadcast_in_dim"(%2281) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
    %2283 = "stablehlo.add"(%2279, %2282) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2284 = "stablehlo.multiply"(%2283, %2060) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2285 = "func.call"(%2051#1, %2284) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2286 = "stablehlo.broadcast_in_dim"(%2046) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %2287 = "stablehlo.divide"(%2285, %2286) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2288 = "stablehlo.dot_general"(%2287, %2002) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %2289 = "stablehlo.transpose"(%2288) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %2290 = "stablehlo.dot_general"(%2287, %2040) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %2291 = "stablehlo.transpose"(%2290) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %2292 = "stablehlo.reshape"(%2270) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %2293 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2294 = "stablehlo.reduce"(%2292, %2293) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg466: tensor<f32>, %arg467: tensor<f32>):
      %4202 = "stablehlo.add"(%arg466, %arg467) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4202) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %2295 = "stablehlo.broadcast_in_dim"(%2294) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %2296 = "stablehlo.reshape"(%2289) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %2297 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2298 = "stablehlo.reduce"(%2296, %2297) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg464: tensor<f32>, %arg465: tensor<f32>):
      %4201 = "stablehlo.add"(%arg464, %arg465) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4201) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %2299 = "stablehlo.broadcast_in_dim"(%2298) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %2300 = "stablehlo.broadcast_in_dim"(%2029) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2301 = "stablehlo.multiply"(%2299, %2300) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2302 = "stablehlo.broadcast_in_dim"(%2027) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2303 = "stablehlo.multiply"(%2299, %2302) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2304 = "stablehlo.slice"(%2301) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %2305 = "stablehlo.slice"(%2301) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %2306 = "stablehlo.negate"(%2304) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %2307 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2308 = "stablehlo.pad"(%2306, %2307) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %2309 = "stablehlo.add"(%2303, %2308) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2310 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2311 = "stablehlo.pad"(%2305, %2310) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %2312 = "stablehlo.add"(%2309, %2311) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2313 = "stablehlo.broadcast_in_dim"(%1993) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %2314 = "stablehlo.multiply"(%2291, %2313) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2315 = "stablehlo.broadcast_in_dim"(%1991) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %2316 = "stablehlo.multiply"(%2291, %2315) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2317 = "stablehlo.slice"(%2314) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %2318 = "stablehlo.slice"(%2314) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %2319 = "stablehlo.negate"(%2317) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %2320 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2321 = "stablehlo.pad"(%2319, %2320) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %2322 = "stablehlo.add"(%2316, %2321) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2323 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2324 = "stablehlo.pad"(%2318, %2323) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %2325 = "stablehlo.add"(%2322, %2324) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2326 = "stablehlo.reshape"(%2295) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %2327 = "stablehlo.dot_general"(%2326, %1960) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %2328 = "stablehlo.transpose"(%2327) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2329 = "stablehlo.dot_general"(%2326, %165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %2330 = "stablehlo.all_reduce"(%2329) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg462: tensor<f32>, %arg463: tensor<f32>):
      %4200 = "stablehlo.add"(%arg462, %arg463) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4200) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2331 = "stablehlo.reshape"(%2312) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %2332 = "stablehlo.dot_general"(%2331, %1960) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %2333 = "stablehlo.transpose"(%2332) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2334 = "stablehlo.dot_general"(%2331, %159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %2335 = "stablehlo.all_reduce"(%2334) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg460: tensor<f32>, %arg461: tensor<f32>):
      %4199 = "stablehlo.add"(%arg460, %arg461) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4199) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2336 = "stablehlo.add"(%2330, %2335) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2337 = "stablehlo.reshape"(%2325) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %2338 = "stablehlo.dot_general"(%2337, %1960) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %2339 = "stablehlo.transpose"(%2338) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %2340 = "stablehlo.dot_general"(%2337, %163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %2341 = "stablehlo.all_reduce"(%2340) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg458: tensor<f32>, %arg459: tensor<f32>):
      %4198 = "stablehlo.add"(%arg458, %arg459) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4198) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2342 = "stablehlo.add"(%2336, %2341) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2343 = "stablehlo.multiply"(%1957, %2342) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2344 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2345 = "stablehlo.reduce"(%2343, %2344) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg456: tensor<f32>, %arg457: tensor<f32>):
      %4197 = "stablehlo.add"(%arg456, %arg457) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4197) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2346 = "stablehlo.reshape"(%2345) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2347 = "stablehlo.broadcast_in_dim"(%1958) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2348 = "stablehlo.multiply"(%2342, %2347) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2349 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2350 = "stablehlo.reduce"(%2346, %2349) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg454: tensor<f32>, %arg455: tensor<f32>):
      %4196 = "stablehlo.add"(%arg454, %arg455) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4196) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2351 = "stablehlo.multiply"(%1940, %2348) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2352 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2353 = "stablehlo.reduce"(%2351, %2352) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg452: tensor<f32>, %arg453: tensor<f32>):
      %4195 = "stablehlo.add"(%arg452, %arg453) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4195) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2354 = "stablehlo.reshape"(%2353) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2355 = "stablehlo.broadcast_in_dim"(%1951) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2356 = "stablehlo.multiply"(%2348, %2355) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2357 = "stablehlo.add"(%2262, %2356) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2358 = "stablehlo.multiply"(%2354, %1955) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2359 = "stablehlo.broadcast_in_dim"(%1945) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2360 = "stablehlo.divide"(%2358, %2359) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2361 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2362 = "stablehlo.reduce"(%2360, %2361) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg450: tensor<f32>, %arg451: tensor<f32>):
      %4194 = "stablehlo.add"(%arg450, %arg451) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4194) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2363 = "stablehlo.broadcast_in_dim"(%2362) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2364 = "stablehlo.multiply"(%1940, %2363) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2365 = "stablehlo.add"(%2357, %2364) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2366 = "stablehlo.multiply"(%2363, %1940) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2367 = "stablehlo.add"(%2365, %2366) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2368 = "stablehlo.dot_general"(%2367, %1937) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2369 = "stablehlo.transpose"(%2368) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2370 = "stablehlo.dot_general"(%2367, %135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2371 = "stablehlo.multiply"(%1935#0, %2370) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2372 = "stablehlo.multiply"(%2370, %1936) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2373 = "stablehlo.dot_general"(%2371, %1933) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2374 = "stablehlo.transpose"(%2373) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2375 = "stablehlo.dot_general"(%2371, %139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2376 = "stablehlo.all_reduce"(%2375) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg448: tensor<f32>, %arg449: tensor<f32>):
      %4193 = "stablehlo.add"(%arg448, %arg449) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4193) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2377 = "func.call"(%1935#1, %1935#2, %1934, %2372) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2378 = "stablehlo.dot_general"(%2377, %1933) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2379 = "stablehlo.transpose"(%2378) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2380 = "stablehlo.dot_general"(%2377, %137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2381 = "stablehlo.all_reduce"(%2380) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg446: tensor<f32>, %arg447: tensor<f32>):
      %4192 = "stablehlo.add"(%arg446, %arg447) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4192) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2382 = "stablehlo.add"(%2376, %2381) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2383 = "stablehlo.multiply"(%1930, %2382) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2384 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2385 = "stablehlo.reduce"(%2383, %2384) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg444: tensor<f32>, %arg445: tensor<f32>):
      %4191 = "stablehlo.add"(%arg444, %arg445) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4191) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2386 = "stablehlo.reshape"(%2385) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2387 = "stablehlo.broadcast_in_dim"(%1931) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2388 = "stablehlo.multiply"(%2382, %2387) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2389 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2390 = "stablehlo.reduce"(%2386, %2389) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg442: tensor<f32>, %arg443: tensor<f32>):
      %4190 = "stablehlo.add"(%arg442, %arg443) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4190) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2391 = "stablehlo.multiply"(%1913, %2388) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2392 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2393 = "stablehlo.reduce"(%2391, %2392) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg440: tensor<f32>, %arg441: tensor<f32>):
      %4189 = "stablehlo.add"(%arg440, %arg441) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4189) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2394 = "stablehlo.reshape"(%2393) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2395 = "stablehlo.broadcast_in_dim"(%1924) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2396 = "stablehlo.multiply"(%2388, %2395) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2397 = "stablehlo.add"(%2367, %2396) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2398 = "stablehlo.multiply"(%2394, %1928) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2399 = "stablehlo.broadcast_in_dim"(%1918) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2400 = "stablehlo.divide"(%2398, %2399) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2401 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2402 = "stablehlo.reduce"(%2400, %2401) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg438: tensor<f32>, %arg439: tensor<f32>):
      %4188 = "stablehlo.add"(%arg438, %arg439) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4188) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2403 = "stablehlo.broadcast_in_dim"(%2402) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2404 = "stablehlo.multiply"(%1913, %2403) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2405 = "stablehlo.add"(%2397, %2404) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2406 = "stablehlo.multiply"(%2403, %1913) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2407 = "stablehlo.add"(%2405, %2406) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2408 = "stablehlo.dot_general"(%2407, %1910) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %2409 = "stablehlo.transpose"(%2408) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %2410 = "stablehlo.dot_general"(%2407, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %2411 = "stablehlo.reshape"(%2410) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %2412 = "stablehlo.transpose"(%2411) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
    %2413 = "stablehlo.dot_general"(%2412, %1880) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %2414 = "stablehlo.dot_general"(%2412, %1903) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %2415 = "stablehlo.transpose"(%2414) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %2416 = "stablehlo.broadcast_in_dim"(%1907) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %2417 = "stablehlo.multiply"(%2413, %2416) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2418 = "stablehlo.multiply"(%2417, %1898) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2419 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2420 = "stablehlo.reduce"(%2418, %2419) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg436: tensor<f32>, %arg437: tensor<f32>):
      %4187 = "stablehlo.add"(%arg436, %arg437) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4187) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %2421 = "stablehlo.reshape"(%2420) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %2422 = "stablehlo.negate"(%2421) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %2423 = "stablehlo.broadcast_in_dim"(%1901) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %2424 = "stablehlo.divide"(%2413, %2423) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2425 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2426 = "stablehlo.reduce"(%2422, %2425) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg434: tensor<f32>, %arg435: tensor<f32>):
      %4186 = "stablehlo.add"(%arg434, %arg435) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4186) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %2427 = "stablehlo.broadcast_in_dim"(%2426) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
    %2428 = "stablehlo.add"(%2424, %2427) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2429 = "stablehlo.multiply"(%2428, %1898) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2430 = "func.call"(%1889#1, %2429) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2431 = "stablehlo.broadcast_in_dim"(%1884) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %2432 = "stablehlo.divide"(%2430, %2431) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2433 = "stablehlo.dot_general"(%2432, %1840) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %2434 = "stablehlo.transpose"(%2433) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %2435 = "stablehlo.dot_general"(%2432, %1878) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %2436 = "stablehlo.transpose"(%2435) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %2437 = "stablehlo.reshape"(%2415) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %2438 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2439 = "stablehlo.reduce"(%2437, %2438) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg432: tensor<f32>, %arg433: tensor<f32>):
      %4185 = "stablehlo.add"(%arg432, %arg433) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4185) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %2440 = "stablehlo.broadcast_in_dim"(%2439) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %2441 = "stablehlo.reshape"(%2434) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %2442 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2443 = "stablehlo.reduce"(%2441, %2442) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg430: tensor<f32>, %arg431: tensor<f32>):
      %4184 = "stablehlo.add"(%arg430, %arg431) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4184) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %2444 = "stablehlo.broadcast_in_dim"(%2443) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %2445 = "stablehlo.broadcast_in_dim"(%1867) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2446 = "stablehlo.multiply"(%2444, %2445) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2447 = "stablehlo.broadcast_in_dim"(%1865) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2448 = "stablehlo.multiply"(%2444, %2447) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2449 = "stablehlo.slice"(%2446) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %2450 = "stablehlo.slice"(%2446) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %2451 = "stablehlo.negate"(%2449) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %2452 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2453 = "stablehlo.pad"(%2451, %2452) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %2454 = "stablehlo.add"(%2448, %2453) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2455 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2456 = "stablehlo.pad"(%2450, %2455) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %2457 = "stablehlo.add"(%2454, %2456) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2458 = "stablehlo.broadcast_in_dim"(%1831) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %2459 = "stablehlo.multiply"(%2436, %2458) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2460 = "stablehlo.broadcast_in_dim"(%1829) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %2461 = "stablehlo.multiply"(%2436, %2460) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2462 = "stablehlo.slice"(%2459) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %2463 = "stablehlo.slice"(%2459) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %2464 = "stablehlo.negate"(%2462) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %2465 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2466 = "stablehlo.pad"(%2464, %2465) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %2467 = "stablehlo.add"(%2461, %2466) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2468 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2469 = "stablehlo.pad"(%2463, %2468) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %2470 = "stablehlo.add"(%2467, %2469) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2471 = "stablehlo.reshape"(%2440) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %2472 = "stablehlo.dot_general"(%2471, %1798) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %2473 = "stablehlo.transpose"(%2472) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2474 = "stablehlo.dot_general"(%2471, %147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %2475 = "stablehlo.all_reduce"(%2474) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg428: tensor<f32>, %arg429: tensor<f32>):
      %4183 = "stablehlo.add"(%arg428, %arg429) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4183) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2476 = "stablehlo.reshape"(%2457) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %2477 = "stablehlo.dot_general"(%2476, %1798) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %2478 = "stablehlo.transpose"(%2477) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2479 = "stablehlo.dot_general"(%2476, %141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %2480 = "stablehlo.all_reduce"(%2479) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg426: tensor<f32>, %arg427: tensor<f32>):
      %4182 = "stablehlo.add"(%arg426, %arg427) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4182) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2481 = "stablehlo.add"(%2475, %2480) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2482 = "stablehlo.reshape"(%2470) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %2483 = "stablehlo.dot_general"(%2482, %1798) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %2484 = "stablehlo.transpose"(%2483) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %2485 = "stablehlo.dot_general"(%2482, %145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %2486 = "stablehlo.all_reduce"(%2485) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg424: tensor<f32>, %arg425: tensor<f32>):
      %4181 = "stablehlo.add"(%arg424, %arg425) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4181) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2487 = "stablehlo.add"(%2481, %2486) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2488 = "stablehlo.multiply"(%1795, %2487) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2489 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2490 = "stablehlo.reduce"(%2488, %2489) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg422: tensor<f32>, %arg423: tensor<f32>):
      %4180 = "stablehlo.add"(%arg422, %arg423) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4180) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2491 = "stablehlo.reshape"(%2490) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2492 = "stablehlo.broadcast_in_dim"(%1796) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2493 = "stablehlo.multiply"(%2487, %2492) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2494 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2495 = "stablehlo.reduce"(%2491, %2494) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg420: tensor<f32>, %arg421: tensor<f32>):
      %4179 = "stablehlo.add"(%arg420, %arg421) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4179) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2496 = "stablehlo.multiply"(%1778, %2493) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2497 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2498 = "stablehlo.reduce"(%2496, %2497) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg418: tensor<f32>, %arg419: tensor<f32>):
      %4178 = "stablehlo.add"(%arg418, %arg419) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4178) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2499 = "stablehlo.reshape"(%2498) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2500 = "stablehlo.broadcast_in_dim"(%1789) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2501 = "stablehlo.multiply"(%2493, %2500) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2502 = "stablehlo.add"(%2407, %2501) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2503 = "stablehlo.multiply"(%2499, %1793) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2504 = "stablehlo.broadcast_in_dim"(%1783) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2505 = "stablehlo.divide"(%2503, %2504) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2506 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2507 = "stablehlo.reduce"(%2505, %2506) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg416: tensor<f32>, %arg417: tensor<f32>):
      %4177 = "stablehlo.add"(%arg416, %arg417) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4177) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2508 = "stablehlo.broadcast_in_dim"(%2507) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2509 = "stablehlo.multiply"(%1778, %2508) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2510 = "stablehlo.add"(%2502, %2509) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2511 = "stablehlo.multiply"(%2508, %1778) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2512 = "stablehlo.add"(%2510, %2511) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2513 = "stablehlo.collective_permute"(%2512) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[4, 0], [5, 1], [6, 2], [7, 3]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2514 = "stablehlo.divide"(%2182, %1776) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2515 = "stablehlo.broadcast_in_dim"(%2514) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %2516 = "stablehlo.negate"(%2515) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %2517 = "func.call"(%1771#1, %2516) <{callee = @_where_8}> : (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %2518 = "stablehlo.broadcast_in_dim"(%2517) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2519 = "func.call"(%1768#1, %2518) <{callee = @take_along_axis_9}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2520 = "stablehlo.divide"(%2515, %1745) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %2521 = "stablehlo.broadcast_in_dim"(%2520) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2522 = "stablehlo.multiply"(%2521, %1742) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2523 = "stablehlo.add"(%2519, %2522) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2524 = "stablehlo.dot_general"(%2523, %1732) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2525 = "stablehlo.transpose"(%2524) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2526 = "stablehlo.dot_general"(%2523, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2527 = "stablehlo.all_reduce"(%2525) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg414: tensor<f32>, %arg415: tensor<f32>):
      %4176 = "stablehlo.add"(%arg414, %arg415) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4176) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2528 = "stablehlo.add"(%2196, %2527) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %2529 = "stablehlo.all_reduce"(%2526) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg412: tensor<f32>, %arg413: tensor<f32>):
      %4175 = "stablehlo.add"(%arg412, %arg413) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4175) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2530 = "stablehlo.multiply"(%1729, %2529) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2531 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2532 = "stablehlo.reduce"(%2530, %2531) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg410: tensor<f32>, %arg411: tensor<f32>):
      %4174 = "stablehlo.add"(%arg410, %arg411) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4174) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2533 = "stablehlo.reshape"(%2532) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2534 = "stablehlo.broadcast_in_dim"(%1730) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2535 = "stablehlo.multiply"(%2529, %2534) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2536 = "stablehlo.all_reduce"(%2533) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg408: tensor<f32>, %arg409: tensor<f32>):
      %4173 = "stablehlo.add"(%arg408, %arg409) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4173) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %2537 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2538 = "stablehlo.reduce"(%2536, %2537) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg406: tensor<f32>, %arg407: tensor<f32>):
      %4172 = "stablehlo.add"(%arg406, %arg407) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4172) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2539 = "stablehlo.add"(%2206, %2538) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2540 = "stablehlo.multiply"(%1712, %2535) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2541 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2542 = "stablehlo.reduce"(%2540, %2541) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg404: tensor<f32>, %arg405: tensor<f32>):
      %4171 = "stablehlo.add"(%arg404, %arg405) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4171) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2543 = "stablehlo.reshape"(%2542) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2544 = "stablehlo.broadcast_in_dim"(%1723) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2545 = "stablehlo.multiply"(%2535, %2544) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2546 = "stablehlo.add"(%2513, %2545) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2547 = "stablehlo.multiply"(%2543, %1727) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2548 = "stablehlo.broadcast_in_dim"(%1717) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2549 = "stablehlo.divide"(%2547, %2548) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2550 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2551 = "stablehlo.reduce"(%2549, %2550) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg402: tensor<f32>, %arg403: tensor<f32>):
      %4170 = "stablehlo.add"(%arg402, %arg403) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4170) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2552 = "stablehlo.broadcast_in_dim"(%2551) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2553 = "stablehlo.multiply"(%1712, %2552) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2554 = "stablehlo.add"(%2546, %2553) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2555 = "stablehlo.multiply"(%2552, %1712) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2556 = "stablehlo.add"(%2554, %2555) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2557 = "stablehlo.dot_general"(%2556, %1709) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2558 = "stablehlo.transpose"(%2557) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2559 = "stablehlo.add"(%2224, %2558) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %2560 = "stablehlo.dot_general"(%2556, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2561 = "stablehlo.multiply"(%1707#0, %2560) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2562 = "stablehlo.multiply"(%2560, %1708) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2563 = "stablehlo.dot_general"(%2561, %1705) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2564 = "stablehlo.transpose"(%2563) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2565 = "stablehlo.add"(%2229, %2564) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %2566 = "stablehlo.dot_general"(%2561, %157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2567 = "stablehlo.all_reduce"(%2566) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %4169 = "stablehlo.add"(%arg400, %arg401) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4169) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2568 = "func.call"(%1707#1, %1707#2, %1706, %2562) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2569 = "stablehlo.dot_general"(%2568, %1705) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2570 = "stablehlo.transpose"(%2569) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2571 = "stablehlo.add"(%2234, %2570) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %2572 = "stablehlo.dot_general"(%2568, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2573 = "stablehlo.all_reduce"(%2572) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg398: tensor<f32>, %arg399: tensor<f32>):
      %4168 = "stablehlo.add"(%arg398, %arg399) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4168) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2574 = "stablehlo.add"(%2567, %2573) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2575 = "stablehlo.multiply"(%1702, %2574) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2576 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2577 = "stablehlo.reduce"(%2575, %2576) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg396: tensor<f32>, %arg397: tensor<f32>):
      %4167 = "stablehlo.add"(%arg396, %arg397) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4167) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2578 = "stablehlo.reshape"(%2577) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2579 = "stablehlo.broadcast_in_dim"(%1703) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2580 = "stablehlo.multiply"(%2574, %2579) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2581 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2582 = "stablehlo.reduce"(%2578, %2581) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg394: tensor<f32>, %arg395: tensor<f32>):
      %4166 = "stablehlo.add"(%arg394, %arg395) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4166) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2583 = "stablehlo.add"(%2245, %2582) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2584 = "stablehlo.multiply"(%1685, %2580) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2585 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2586 = "stablehlo.reduce"(%2584, %2585) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg392: tensor<f32>, %arg393: tensor<f32>):
      %4165 = "stablehlo.add"(%arg392, %arg393) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4165) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2587 = "stablehlo.reshape"(%2586) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2588 = "stablehlo.broadcast_in_dim"(%1696) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2589 = "stablehlo.multiply"(%2580, %2588) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2590 = "stablehlo.add"(%2556, %2589) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2591 = "stablehlo.multiply"(%2587, %1700) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2592 = "stablehlo.broadcast_in_dim"(%1690) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2593 = "stablehlo.divide"(%2591, %2592) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2594 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2595 = "stablehlo.reduce"(%2593, %2594) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg390: tensor<f32>, %arg391: tensor<f32>):
      %4164 = "stablehlo.add"(%arg390, %arg391) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4164) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2596 = "stablehlo.broadcast_in_dim"(%2595) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2597 = "stablehlo.multiply"(%1685, %2596) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2598 = "stablehlo.add"(%2590, %2597) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2599 = "stablehlo.multiply"(%2596, %1685) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2600 = "stablehlo.add"(%2598, %2599) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2601 = "stablehlo.dot_general"(%2600, %1682) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %2602 = "stablehlo.transpose"(%2601) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %2603 = "stablehlo.add"(%2264, %2602) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %2604 = "stablehlo.dot_general"(%2600, %161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %2605 = "stablehlo.reshape"(%2604) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %2606 = "stablehlo.transpose"(%2605) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
    %2607 = "stablehlo.dot_general"(%2606, %1652) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %2608 = "stablehlo.dot_general"(%2606, %1675) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %2609 = "stablehlo.transpose"(%2608) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %2610 = "stablehlo.broadcast_in_dim"(%1679) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %2611 = "stablehlo.multiply"(%2607, %2610) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2612 = "stablehlo.multiply"(%2611, %1670) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2613 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2614 = "stablehlo.reduce"(%2612, %2613) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg388: tensor<f32>, %arg389: tensor<f32>):
      %4163 = "stablehlo.add"(%arg388, %arg389) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4163) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %2615 = "stablehlo.reshape"(%2614) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %2616 = "stablehlo.negate"(%2615) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %2617 = "stablehlo.broadcast_in_dim"(%1673) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %2618 = "stablehlo.divide"(%2607, %2617) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2619 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2620 = "stablehlo.reduce"(%2616, %2619) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg386: tensor<f32>, %arg387: tensor<f32>):
      %4162 = "stablehlo.add"(%arg386, %arg387) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4162) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %2621 = "stablehlo.broadcast_in_dim"(%2620) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
    %2622 = "stablehlo.add"(%2618, %2621) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2623 = "stablehlo.multiply"(%2622, %1670) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2624 = "func.call"(%1661#1, %2623) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2625 = "stablehlo.broadcast_in_dim"(%1656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %2626 = "stablehlo.divide"(%2624, %2625) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2627 = "stablehlo.dot_general"(%2626, %1612) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %2628 = "stablehlo.transpose"(%2627) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %2629 = "stablehlo.dot_general"(%2626, %1650) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %2630 = "stablehlo.transpose"(%2629) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %2631 = "stablehlo.reshape"(%2609) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %2632 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2633 = "stablehlo.reduce"(%2631, %2632) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg384: tensor<f32>, %arg385: tensor<f32>):
      %4161 = "stablehlo.add"(%arg384, %arg385) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4161) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %2634 = "stablehlo.broadcast_in_dim"(%2633) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %2635 = "stablehlo.reshape"(%2628) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %2636 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2637 = "stablehlo.reduce"(%2635, %2636) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg382: tensor<f32>, %arg383: tensor<f32>):
      %4160 = "stablehlo.add"(%arg382, %arg383) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4160) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %2638 = "stablehlo.broadcast_in_dim"(%2637) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %2639 = "stablehlo.broadcast_in_dim"(%1639) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2640 = "stablehlo.multiply"(%2638, %2639) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2641 = "stablehlo.broadcast_in_dim"(%1637) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2642 = "stablehlo.multiply"(%2638, %2641) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2643 = "stablehlo.slice"(%2640) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %2644 = "stablehlo.slice"(%2640) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %2645 = "stablehlo.negate"(%2643) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %2646 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2647 = "stablehlo.pad"(%2645, %2646) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %2648 = "stablehlo.add"(%2642, %2647) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2649 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2650 = "stablehlo.pad"(%2644, %2649) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %2651 = "stablehlo.add"(%2648, %2650) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2652 = "stablehlo.broadcast_in_dim"(%1603) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %2653 = "stablehlo.multiply"(%2630, %2652) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2654 = "stablehlo.broadcast_in_dim"(%1601) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %2655 = "stablehlo.multiply"(%2630, %2654) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2656 = "stablehlo.slice"(%2653) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %2657 = "stablehlo.slice"(%2653) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %2658 = "stablehlo.negate"(%2656) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %2659 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2660 = "stablehlo.pad"(%2658, %2659) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %2661 = "stablehlo.add"(%2655, %2660) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2662 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2663 = "stablehlo.pad"(%2657, %2662) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %2664 = "stablehlo.add"(%2661, %2663) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2665 = "stablehlo.reshape"(%2634) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %2666 = "stablehlo.dot_general"(%2665, %1570) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %2667 = "stablehlo.transpose"(%2666) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2668 = "stablehlo.add"(%2328, %2667) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %2669 = "stablehlo.dot_general"(%2665, %165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %2670 = "stablehlo.all_reduce"(%2669) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg380: tensor<f32>, %arg381: tensor<f32>):
      %4159 = "stablehlo.add"(%arg380, %arg381) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4159) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2671 = "stablehlo.reshape"(%2651) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %2672 = "stablehlo.dot_general"(%2671, %1570) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %2673 = "stablehlo.transpose"(%2672) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2674 = "stablehlo.add"(%2333, %2673) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %2675 = "stablehlo.dot_general"(%2671, %159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %2676 = "stablehlo.all_reduce"(%2675) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg378: tensor<f32>, %arg379: tensor<f32>):
      %4158 = "stablehlo.add"(%arg378, %arg379) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4158) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2677 = "stablehlo.add"(%2670, %2676) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2678 = "stablehlo.reshape"(%2664) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %2679 = "stablehlo.dot_general"(%2678, %1570) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %2680 = "stablehlo.transpose"(%2679) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %2681 = "stablehlo.add"(%2339, %2680) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %2682 = "stablehlo.dot_general"(%2678, %163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %2683 = "stablehlo.all_reduce"(%2682) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg376: tensor<f32>, %arg377: tensor<f32>):
      %4157 = "stablehlo.add"(%arg376, %arg377) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4157) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2684 = "stablehlo.add"(%2677, %2683) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2685 = "stablehlo.multiply"(%1567, %2684) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2686 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2687 = "stablehlo.reduce"(%2685, %2686) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg374: tensor<f32>, %arg375: tensor<f32>):
      %4156 = "stablehlo.add"(%arg374, %arg375) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4156) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2688 = "stablehlo.reshape"(%2687) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2689 = "stablehlo.broadcast_in_dim"(%1568) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2690 = "stablehlo.multiply"(%2684, %2689) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2691 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2692 = "stablehlo.reduce"(%2688, %2691) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg372: tensor<f32>, %arg373: tensor<f32>):
      %4155 = "stablehlo.add"(%arg372, %arg373) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4155) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2693 = "stablehlo.add"(%2350, %2692) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2694 = "stablehlo.multiply"(%1550, %2690) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2695 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2696 = "stablehlo.reduce"(%2694, %2695) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg370: tensor<f32>, %arg371: tensor<f32>):
      %4154 = "stablehlo.add"(%arg370, %arg371) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4154) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2697 = "stablehlo.reshape"(%2696) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2698 = "stablehlo.broadcast_in_dim"(%1561) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2699 = "stablehlo.multiply"(%2690, %2698) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2700 = "stablehlo.add"(%2600, %2699) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2701 = "stablehlo.multiply"(%2697, %1565) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2702 = "stablehlo.broadcast_in_dim"(%1555) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2703 = "stablehlo.divide"(%2701, %2702) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2704 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2705 = "stablehlo.reduce"(%2703, %2704) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg368: tensor<f32>, %arg369: tensor<f32>):
      %4153 = "stablehlo.add"(%arg368, %arg369) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4153) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2706 = "stablehlo.broadcast_in_dim"(%2705) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2707 = "stablehlo.multiply"(%1550, %2706) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2708 = "stablehlo.add"(%2700, %2707) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2709 = "stablehlo.multiply"(%2706, %1550) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2710 = "stablehlo.add"(%2708, %2709) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2711 = "stablehlo.dot_general"(%2710, %1547) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2712 = "stablehlo.transpose"(%2711) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2713 = "stablehlo.add"(%2369, %2712) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %2714 = "stablehlo.dot_general"(%2710, %135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2715 = "stablehlo.multiply"(%1545#0, %2714) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2716 = "stablehlo.multiply"(%2714, %1546) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2717 = "stablehlo.dot_general"(%2715, %1543) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2718 = "stablehlo.transpose"(%2717) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2719 = "stablehlo.add"(%2374, %2718) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %2720 = "stablehlo.dot_general"(%2715, %139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2721 = "stablehlo.all_reduce"(%2720) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg366: tensor<f32>, %arg367: tensor<f32>):
      %4152 = "stablehlo.add"(%arg366, %arg367) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4152) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2722 = "func.call"(%1545#1, %1545#2, %1544, %2716) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2723 = "stablehlo.dot_general"(%2722, %1543) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2724 = "stablehlo.transpose"(%2723) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2725 = "stablehlo.add"(%2379, %2724) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %2726 = "stablehlo.dot_general"(%2722, %137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2727 = "stablehlo.all_reduce"(%2726) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg364: tensor<f32>, %arg365: tensor<f32>):
      %4151 = "stablehlo.add"(%arg364, %arg365) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4151) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2728 = "stablehlo.add"(%2721, %2727) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2729 = "stablehlo.multiply"(%1540, %2728) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2730 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2731 = "stablehlo.reduce"(%2729, %2730) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg362: tensor<f32>, %arg363: tensor<f32>):
      %4150 = "stablehlo.add"(%arg362, %arg363) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4150) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2732 = "stablehlo.reshape"(%2731) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2733 = "stablehlo.broadcast_in_dim"(%1541) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2734 = "stablehlo.multiply"(%2728, %2733) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2735 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2736 = "stablehlo.reduce"(%2732, %2735) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg360: tensor<f32>, %arg361: tensor<f32>):
      %4149 = "stablehlo.add"(%arg360, %arg361) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4149) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2737 = "stablehlo.add"(%2390, %2736) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2738 = "stablehlo.multiply"(%1523, %2734) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2739 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2740 = "stablehlo.reduce"(%2738, %2739) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg358: tensor<f32>, %arg359: tensor<f32>):
      %4148 = "stablehlo.add"(%arg358, %arg359) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4148) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2741 = "stablehlo.reshape"(%2740) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2742 = "stablehlo.broadcast_in_dim"(%1534) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2743 = "stablehlo.multiply"(%2734, %2742) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2744 = "stablehlo.add"(%2710, %2743) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2745 = "stablehlo.multiply"(%2741, %1538) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2746 = "stablehlo.broadcast_in_dim"(%1528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2747 = "stablehlo.divide"(%2745, %2746) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2748 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2749 = "stablehlo.reduce"(%2747, %2748) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg356: tensor<f32>, %arg357: tensor<f32>):
      %4147 = "stablehlo.add"(%arg356, %arg357) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4147) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2750 = "stablehlo.broadcast_in_dim"(%2749) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2751 = "stablehlo.multiply"(%1523, %2750) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2752 = "stablehlo.add"(%2744, %2751) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2753 = "stablehlo.multiply"(%2750, %1523) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2754 = "stablehlo.add"(%2752, %2753) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2755 = "stablehlo.dot_general"(%2754, %1520) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %2756 = "stablehlo.transpose"(%2755) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %2757 = "stablehlo.add"(%2409, %2756) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %2758 = "stablehlo.dot_general"(%2754, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %2759 = "stablehlo.reshape"(%2758) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %2760 = "stablehlo.transpose"(%2759) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
    %2761 = "stablehlo.dot_general"(%2760, %1490) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %2762 = "stablehlo.dot_general"(%2760, %1513) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %2763 = "stablehlo.transpose"(%2762) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %2764 = "stablehlo.broadcast_in_dim"(%1517) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %2765 = "stablehlo.multiply"(%2761, %2764) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2766 = "stablehlo.multiply"(%2765, %1508) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2767 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2768 = "stablehlo.reduce"(%2766, %2767) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg354: tensor<f32>, %arg355: tensor<f32>):
      %4146 = "stablehlo.add"(%arg354, %arg355) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4146) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %2769 = "stablehlo.reshape"(%2768) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %2770 = "stablehlo.negate"(%2769) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %2771 = "stablehlo.broadcast_in_dim"(%1511) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %2772 = "stablehlo.divide"(%2761, %2771) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2773 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2774 = "stablehlo.reduce"(%2770, %2773) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg352: tensor<f32>, %arg353: tensor<f32>):
      %4145 = "stablehlo.add"(%arg352, %arg353) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4145) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %2775 = "stablehlo.broadcast_in_dim"(%2774) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
    %2776 = "stablehlo.add"(%2772, %2775) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2777 = "stablehlo.multiply"(%2776, %1508) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2778 = "func.call"(%1499#1, %2777) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2779 = "stablehlo.broadcast_in_dim"(%1494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %2780 = "stablehlo.divide"(%2778, %2779) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2781 = "stablehlo.dot_general"(%2780, %1450) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %2782 = "stablehlo.transpose"(%2781) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %2783 = "stablehlo.dot_general"(%2780, %1488) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %2784 = "stablehlo.transpose"(%2783) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %2785 = "stablehlo.reshape"(%2763) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %2786 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2787 = "stablehlo.reduce"(%2785, %2786) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg350: tensor<f32>, %arg351: tensor<f32>):
      %4144 = "stablehlo.add"(%arg350, %arg351) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4144) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %2788 = "stablehlo.broadcast_in_dim"(%2787) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %2789 = "stablehlo.reshape"(%2782) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %2790 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2791 = "stablehlo.reduce"(%2789, %2790) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg348: tensor<f32>, %arg349: tensor<f32>):
      %4143 = "stablehlo.add"(%arg348, %arg349) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4143) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %2792 = "stablehlo.broadcast_in_dim"(%2791) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %2793 = "stablehlo.broadcast_in_dim"(%1477) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2794 = "stablehlo.multiply"(%2792, %2793) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2795 = "stablehlo.broadcast_in_dim"(%1475) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2796 = "stablehlo.multiply"(%2792, %2795) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2797 = "stablehlo.slice"(%2794) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %2798 = "stablehlo.slice"(%2794) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %2799 = "stablehlo.negate"(%2797) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %2800 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2801 = "stablehlo.pad"(%2799, %2800) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %2802 = "stablehlo.add"(%2796, %2801) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2803 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2804 = "stablehlo.pad"(%2798, %2803) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %2805 = "stablehlo.add"(%2802, %2804) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2806 = "stablehlo.broadcast_in_dim"(%1441) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %2807 = "stablehlo.multiply"(%2784, %2806) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2808 = "stablehlo.broadcast_in_dim"(%1439) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %2809 = "stablehlo.multiply"(%2784, %2808) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2810 = "stablehlo.slice"(%2807) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %2811 = "stablehlo.slice"(%2807) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %2812 = "stablehlo.negate"(%2810) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %2813 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2814 = "stablehlo.pad"(%2812, %2813) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %2815 = "stablehlo.add"(%2809, %2814) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2816 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2817 = "stablehlo.pad"(%2811, %2816) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %2818 = "stablehlo.add"(%2815, %2817) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %2819 = "stablehlo.reshape"(%2788) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %2820 = "stablehlo.dot_general"(%2819, %1408) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %2821 = "stablehlo.transpose"(%2820) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2822 = "stablehlo.add"(%2473, %2821) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %2823 = "stablehlo.dot_general"(%2819, %147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %2824 = "stablehlo.all_reduce"(%2823) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg346: tensor<f32>, %arg347: tensor<f32>):
      %4142 = "stablehlo.add"(%arg346, %arg347) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4142) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2825 = "stablehlo.reshape"(%2805) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %2826 = "stablehlo.dot_general"(%2825, %1408) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %2827 = "stablehlo.transpose"(%2826) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %2828 = "stablehlo.add"(%2478, %2827) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %2829 = "stablehlo.dot_general"(%2825, %141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %2830 = "stablehlo.all_reduce"(%2829) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg344: tensor<f32>, %arg345: tensor<f32>):
      %4141 = "stablehlo.add"(%arg344, %arg345) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4141) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2831 = "stablehlo.add"(%2824, %2830) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2832 = "stablehlo.reshape"(%2818) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %2833 = "stablehlo.dot_general"(%2832, %1408) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %2834 = "stablehlo.transpose"(%2833) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %2835 = "stablehlo.add"(%2484, %2834) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %2836 = "stablehlo.dot_general"(%2832, %145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %2837 = "stablehlo.all_reduce"(%2836) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg342: tensor<f32>, %arg343: tensor<f32>):
      %4140 = "stablehlo.add"(%arg342, %arg343) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4140) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2838 = "stablehlo.add"(%2831, %2837) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2839 = "stablehlo.multiply"(%1405, %2838) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2840 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2841 = "stablehlo.reduce"(%2839, %2840) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg340: tensor<f32>, %arg341: tensor<f32>):
      %4139 = "stablehlo.add"(%arg340, %arg341) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4139) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2842 = "stablehlo.reshape"(%2841) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2843 = "stablehlo.broadcast_in_dim"(%1406) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2844 = "stablehlo.multiply"(%2838, %2843) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2845 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2846 = "stablehlo.reduce"(%2842, %2845) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg338: tensor<f32>, %arg339: tensor<f32>):
      %4138 = "stablehlo.add"(%arg338, %arg339) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4138) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2847 = "stablehlo.add"(%2495, %2846) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2848 = "stablehlo.multiply"(%1388#0, %2844) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2849 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2850 = "stablehlo.reduce"(%2848, %2849) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg336: tensor<f32>, %arg337: tensor<f32>):
      %4137 = "stablehlo.add"(%arg336, %arg337) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4137) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2851 = "stablehlo.reshape"(%2850) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2852 = "stablehlo.broadcast_in_dim"(%1399) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2853 = "stablehlo.multiply"(%2844, %2852) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2854 = "stablehlo.add"(%2754, %2853) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2855 = "stablehlo.multiply"(%2851, %1403) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2856 = "stablehlo.broadcast_in_dim"(%1393) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2857 = "stablehlo.divide"(%2855, %2856) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2858 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2859 = "stablehlo.reduce"(%2857, %2858) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg334: tensor<f32>, %arg335: tensor<f32>):
      %4136 = "stablehlo.add"(%arg334, %arg335) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4136) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2860 = "stablehlo.broadcast_in_dim"(%2859) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2861 = "stablehlo.multiply"(%1388#0, %2860) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2862 = "stablehlo.add"(%2854, %2861) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2863 = "stablehlo.multiply"(%2860, %1388#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2864 = "stablehlo.add"(%2862, %2863) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2865:2 = "func.call"(%1388#1, %2864) <{callee = @_where_12}> : (tensor<i1>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %2866 = "func.call"(%1386#1, %2865#0) <{callee = @_where_13}> : (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2867 = "func.call"(%1383#1, %2866) <{callee = @_take_14}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2868 = "stablehlo.collective_permute"(%2865#1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[4, 0], [5, 1], [6, 2], [7, 3]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2869 = "stablehlo.divide"(%2182, %1357) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2870 = "stablehlo.broadcast_in_dim"(%2869) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %2871 = "stablehlo.negate"(%2870) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %2872 = "func.call"(%1352#1, %2871) <{callee = @_where_8}> : (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %2873 = "stablehlo.broadcast_in_dim"(%2872) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2874 = "func.call"(%1349#1, %2873) <{callee = @take_along_axis_9}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2875 = "stablehlo.divide"(%2870, %1326) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %2876 = "stablehlo.broadcast_in_dim"(%2875) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2877 = "stablehlo.multiply"(%2876, %1323) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2878 = "stablehlo.add"(%2874, %2877) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2879 = "stablehlo.dot_general"(%2878, %1313) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2880 = "stablehlo.transpose"(%2879) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2881 = "stablehlo.dot_general"(%2878, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2882 = "stablehlo.all_reduce"(%2880) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg332: tensor<f32>, %arg333: tensor<f32>):
      %4135 = "stablehlo.add"(%arg332, %arg333) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4135) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2883 = "stablehlo.add"(%2528, %2882) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %2884 = "stablehlo.all_reduce"(%2881) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg330: tensor<f32>, %arg331: tensor<f32>):
      %4134 = "stablehlo.add"(%arg330, %arg331) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4134) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2885 = "stablehlo.multiply"(%1310, %2884) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2886 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2887 = "stablehlo.reduce"(%2885, %2886) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg328: tensor<f32>, %arg329: tensor<f32>):
      %4133 = "stablehlo.add"(%arg328, %arg329) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4133) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2888 = "stablehlo.reshape"(%2887) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2889 = "stablehlo.broadcast_in_dim"(%1311) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2890 = "stablehlo.multiply"(%2884, %2889) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2891 = "stablehlo.all_reduce"(%2888) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg326: tensor<f32>, %arg327: tensor<f32>):
      %4132 = "stablehlo.add"(%arg326, %arg327) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4132) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %2892 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2893 = "stablehlo.reduce"(%2891, %2892) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg324: tensor<f32>, %arg325: tensor<f32>):
      %4131 = "stablehlo.add"(%arg324, %arg325) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4131) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2894 = "stablehlo.add"(%2539, %2893) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2895 = "stablehlo.multiply"(%1293, %2890) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2896 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2897 = "stablehlo.reduce"(%2895, %2896) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg322: tensor<f32>, %arg323: tensor<f32>):
      %4130 = "stablehlo.add"(%arg322, %arg323) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4130) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2898 = "stablehlo.reshape"(%2897) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2899 = "stablehlo.broadcast_in_dim"(%1304) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2900 = "stablehlo.multiply"(%2890, %2899) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2901 = "stablehlo.add"(%2868, %2900) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2902 = "stablehlo.multiply"(%2898, %1308) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2903 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2904 = "stablehlo.divide"(%2902, %2903) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2905 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2906 = "stablehlo.reduce"(%2904, %2905) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg320: tensor<f32>, %arg321: tensor<f32>):
      %4129 = "stablehlo.add"(%arg320, %arg321) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4129) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2907 = "stablehlo.broadcast_in_dim"(%2906) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2908 = "stablehlo.multiply"(%1293, %2907) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2909 = "stablehlo.add"(%2901, %2908) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2910 = "stablehlo.multiply"(%2907, %1293) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2911 = "stablehlo.add"(%2909, %2910) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2912 = "stablehlo.dot_general"(%2911, %1290) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2913 = "stablehlo.transpose"(%2912) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2914 = "stablehlo.add"(%2559, %2913) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %2915 = "stablehlo.dot_general"(%2911, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2916 = "stablehlo.multiply"(%1288#0, %2915) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2917 = "stablehlo.multiply"(%2915, %1289) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2918 = "stablehlo.dot_general"(%2916, %1286) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2919 = "stablehlo.transpose"(%2918) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2920 = "stablehlo.add"(%2565, %2919) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %2921 = "stablehlo.dot_general"(%2916, %157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2922 = "stablehlo.all_reduce"(%2921) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg318: tensor<f32>, %arg319: tensor<f32>):
      %4128 = "stablehlo.add"(%arg318, %arg319) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4128) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2923 = "func.call"(%1288#1, %1288#2, %1287, %2917) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2924 = "stablehlo.dot_general"(%2923, %1286) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %2925 = "stablehlo.transpose"(%2924) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2926 = "stablehlo.add"(%2571, %2925) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %2927 = "stablehlo.dot_general"(%2923, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %2928 = "stablehlo.all_reduce"(%2927) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg316: tensor<f32>, %arg317: tensor<f32>):
      %4127 = "stablehlo.add"(%arg316, %arg317) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4127) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2929 = "stablehlo.add"(%2922, %2928) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2930 = "stablehlo.multiply"(%1283, %2929) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2931 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2932 = "stablehlo.reduce"(%2930, %2931) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg314: tensor<f32>, %arg315: tensor<f32>):
      %4126 = "stablehlo.add"(%arg314, %arg315) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4126) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2933 = "stablehlo.reshape"(%2932) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %2934 = "stablehlo.broadcast_in_dim"(%1284) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %2935 = "stablehlo.multiply"(%2929, %2934) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2936 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2937 = "stablehlo.reduce"(%2933, %2936) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg312: tensor<f32>, %arg313: tensor<f32>):
      %4125 = "stablehlo.add"(%arg312, %arg313) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4125) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2938 = "stablehlo.add"(%2583, %2937) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2939 = "stablehlo.multiply"(%1266, %2935) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2940 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2941 = "stablehlo.reduce"(%2939, %2940) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg310: tensor<f32>, %arg311: tensor<f32>):
      %4124 = "stablehlo.add"(%arg310, %arg311) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4124) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2942 = "stablehlo.reshape"(%2941) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %2943 = "stablehlo.broadcast_in_dim"(%1277) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %2944 = "stablehlo.multiply"(%2935, %2943) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2945 = "stablehlo.add"(%2911, %2944) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2946 = "stablehlo.multiply"(%2942, %1281) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2947 = "stablehlo.broadcast_in_dim"(%1271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %2948 = "stablehlo.divide"(%2946, %2947) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %2949 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2950 = "stablehlo.reduce"(%2948, %2949) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg308: tensor<f32>, %arg309: tensor<f32>):
      %4123 = "stablehlo.add"(%arg308, %arg309) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4123) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %2951 = "stablehlo.broadcast_in_dim"(%2950) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %2952 = "stablehlo.multiply"(%1266, %2951) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2953 = "stablehlo.add"(%2945, %2952) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2954 = "stablehlo.multiply"(%2951, %1266) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2955 = "stablehlo.add"(%2953, %2954) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %2956 = "stablehlo.dot_general"(%2955, %1263) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %2957 = "stablehlo.transpose"(%2956) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %2958 = "stablehlo.add"(%2603, %2957) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %2959 = "stablehlo.dot_general"(%2955, %161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %2960 = "stablehlo.reshape"(%2959) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %2961 = "stablehlo.transpose"(%2960) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
    %2962 = "stablehlo.dot_general"(%2961, %1233) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %2963 = "stablehlo.dot_general"(%2961, %1256) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %2964 = "stablehlo.transpose"(%2963) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %2965 = "stablehlo.broadcast_in_dim"(%1260) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %2966 = "stablehlo.multiply"(%2962, %2965) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2967 = "stablehlo.multiply"(%2966, %1251) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2968 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2969 = "stablehlo.reduce"(%2967, %2968) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg306: tensor<f32>, %arg307: tensor<f32>):
      %4122 = "stablehlo.add"(%arg306, %arg307) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4122) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %2970 = "stablehlo.reshape"(%2969) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %2971 = "stablehlo.negate"(%2970) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %2972 = "stablehlo.broadcast_in_dim"(%1254) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %2973 = "stablehlo.divide"(%2962, %2972) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2974 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2975 = "stablehlo.reduce"(%2971, %2974) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg304: tensor<f32>, %arg305: tensor<f32>):
      %4121 = "stablehlo.add"(%arg304, %arg305) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4121) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %2976 = "stablehlo.broadcast_in_dim"(%2975) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
    %2977 = "stablehlo.add"(%2973, %2976) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2978 = "stablehlo.multiply"(%2977, %1251) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2979 = "func.call"(%1242#1, %2978) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2980 = "stablehlo.broadcast_in_dim"(%1237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %2981 = "stablehlo.divide"(%2979, %2980) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %2982 = "stablehlo.dot_general"(%2981, %1193) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %2983 = "stablehlo.transpose"(%2982) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %2984 = "stablehlo.dot_general"(%2981, %1231) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %2985 = "stablehlo.transpose"(%2984) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %2986 = "stablehlo.reshape"(%2964) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %2987 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2988 = "stablehlo.reduce"(%2986, %2987) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg302: tensor<f32>, %arg303: tensor<f32>):
      %4120 = "stablehlo.add"(%arg302, %arg303) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4120) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %2989 = "stablehlo.broadcast_in_dim"(%2988) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %2990 = "stablehlo.reshape"(%2983) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %2991 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2992 = "stablehlo.reduce"(%2990, %2991) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg300: tensor<f32>, %arg301: tensor<f32>):
      %4119 = "stablehlo.add"(%arg300, %arg301) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4119) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %2993 = "stablehlo.broadcast_in_dim"(%2992) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %2994 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2995 = "stablehlo.multiply"(%2993, %2994) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2996 = "stablehlo.broadcast_in_dim"(%1218) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2997 = "stablehlo.multiply"(%2993, %2996) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %2998 = "stablehlo.slice"(%2995) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %2999 = "stablehlo.slice"(%2995) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %3000 = "stablehlo.negate"(%2998) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %3001 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3002 = "stablehlo.pad"(%3000, %3001) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %3003 = "stablehlo.add"(%2997, %3002) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3004 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3005 = "stablehlo.pad"(%2999, %3004) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %3006 = "stablehlo.add"(%3003, %3005) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3007 = "stablehlo.broadcast_in_dim"(%1184) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %3008 = "stablehlo.multiply"(%2985, %3007) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3009 = "stablehlo.broadcast_in_dim"(%1182) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %3010 = "stablehlo.multiply"(%2985, %3009) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3011 = "stablehlo.slice"(%3008) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %3012 = "stablehlo.slice"(%3008) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %3013 = "stablehlo.negate"(%3011) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %3014 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3015 = "stablehlo.pad"(%3013, %3014) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %3016 = "stablehlo.add"(%3010, %3015) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3017 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3018 = "stablehlo.pad"(%3012, %3017) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %3019 = "stablehlo.add"(%3016, %3018) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3020 = "stablehlo.reshape"(%2989) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %3021 = "stablehlo.dot_general"(%3020, %1151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %3022 = "stablehlo.transpose"(%3021) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3023 = "stablehlo.add"(%2668, %3022) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %3024 = "stablehlo.dot_general"(%3020, %165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %3025 = "stablehlo.all_reduce"(%3024) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg298: tensor<f32>, %arg299: tensor<f32>):
      %4118 = "stablehlo.add"(%arg298, %arg299) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4118) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3026 = "stablehlo.reshape"(%3006) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %3027 = "stablehlo.dot_general"(%3026, %1151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %3028 = "stablehlo.transpose"(%3027) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3029 = "stablehlo.add"(%2674, %3028) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %3030 = "stablehlo.dot_general"(%3026, %159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %3031 = "stablehlo.all_reduce"(%3030) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg296: tensor<f32>, %arg297: tensor<f32>):
      %4117 = "stablehlo.add"(%arg296, %arg297) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4117) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3032 = "stablehlo.add"(%3025, %3031) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3033 = "stablehlo.reshape"(%3019) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %3034 = "stablehlo.dot_general"(%3033, %1151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %3035 = "stablehlo.transpose"(%3034) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %3036 = "stablehlo.add"(%2681, %3035) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %3037 = "stablehlo.dot_general"(%3033, %163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %3038 = "stablehlo.all_reduce"(%3037) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg294: tensor<f32>, %arg295: tensor<f32>):
      %4116 = "stablehlo.add"(%arg294, %arg295) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4116) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3039 = "stablehlo.add"(%3032, %3038) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3040 = "stablehlo.multiply"(%1148, %3039) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3041 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3042 = "stablehlo.reduce"(%3040, %3041) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg292: tensor<f32>, %arg293: tensor<f32>):
      %4115 = "stablehlo.add"(%arg292, %arg293) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4115) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3043 = "stablehlo.reshape"(%3042) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3044 = "stablehlo.broadcast_in_dim"(%1149) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %3045 = "stablehlo.multiply"(%3039, %3044) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3046 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3047 = "stablehlo.reduce"(%3043, %3046) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg290: tensor<f32>, %arg291: tensor<f32>):
      %4114 = "stablehlo.add"(%arg290, %arg291) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4114) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3048 = "stablehlo.add"(%2693, %3047) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3049 = "stablehlo.multiply"(%1131, %3045) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3050 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3051 = "stablehlo.reduce"(%3049, %3050) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg288: tensor<f32>, %arg289: tensor<f32>):
      %4113 = "stablehlo.add"(%arg288, %arg289) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4113) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3052 = "stablehlo.reshape"(%3051) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %3053 = "stablehlo.broadcast_in_dim"(%1142) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %3054 = "stablehlo.multiply"(%3045, %3053) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3055 = "stablehlo.add"(%2955, %3054) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3056 = "stablehlo.multiply"(%3052, %1146) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3057 = "stablehlo.broadcast_in_dim"(%1136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %3058 = "stablehlo.divide"(%3056, %3057) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3059 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3060 = "stablehlo.reduce"(%3058, %3059) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg286: tensor<f32>, %arg287: tensor<f32>):
      %4112 = "stablehlo.add"(%arg286, %arg287) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4112) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3061 = "stablehlo.broadcast_in_dim"(%3060) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %3062 = "stablehlo.multiply"(%1131, %3061) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3063 = "stablehlo.add"(%3055, %3062) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3064 = "stablehlo.multiply"(%3061, %1131) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3065 = "stablehlo.add"(%3063, %3064) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3066 = "stablehlo.dot_general"(%3065, %1128) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3067 = "stablehlo.transpose"(%3066) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3068 = "stablehlo.add"(%2713, %3067) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3069 = "stablehlo.dot_general"(%3065, %135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3070 = "stablehlo.multiply"(%1126#0, %3069) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3071 = "stablehlo.multiply"(%3069, %1127) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3072 = "stablehlo.dot_general"(%3070, %1124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3073 = "stablehlo.transpose"(%3072) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3074 = "stablehlo.add"(%2719, %3073) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3075 = "stablehlo.dot_general"(%3070, %139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3076 = "stablehlo.all_reduce"(%3075) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg284: tensor<f32>, %arg285: tensor<f32>):
      %4111 = "stablehlo.add"(%arg284, %arg285) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4111) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3077 = "func.call"(%1126#1, %1126#2, %1125, %3071) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3078 = "stablehlo.dot_general"(%3077, %1124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3079 = "stablehlo.transpose"(%3078) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3080 = "stablehlo.add"(%2725, %3079) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3081 = "stablehlo.dot_general"(%3077, %137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3082 = "stablehlo.all_reduce"(%3081) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg282: tensor<f32>, %arg283: tensor<f32>):
      %4110 = "stablehlo.add"(%arg282, %arg283) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4110) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3083 = "stablehlo.add"(%3076, %3082) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3084 = "stablehlo.multiply"(%1121, %3083) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3085 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3086 = "stablehlo.reduce"(%3084, %3085) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg280: tensor<f32>, %arg281: tensor<f32>):
      %4109 = "stablehlo.add"(%arg280, %arg281) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4109) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3087 = "stablehlo.reshape"(%3086) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3088 = "stablehlo.broadcast_in_dim"(%1122) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %3089 = "stablehlo.multiply"(%3083, %3088) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3090 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3091 = "stablehlo.reduce"(%3087, %3090) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg278: tensor<f32>, %arg279: tensor<f32>):
      %4108 = "stablehlo.add"(%arg278, %arg279) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4108) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3092 = "stablehlo.add"(%2737, %3091) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3093 = "stablehlo.multiply"(%1104, %3089) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3094 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3095 = "stablehlo.reduce"(%3093, %3094) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg276: tensor<f32>, %arg277: tensor<f32>):
      %4107 = "stablehlo.add"(%arg276, %arg277) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4107) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3096 = "stablehlo.reshape"(%3095) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %3097 = "stablehlo.broadcast_in_dim"(%1115) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %3098 = "stablehlo.multiply"(%3089, %3097) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3099 = "stablehlo.add"(%3065, %3098) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3100 = "stablehlo.multiply"(%3096, %1119) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3101 = "stablehlo.broadcast_in_dim"(%1109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %3102 = "stablehlo.divide"(%3100, %3101) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3103 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3104 = "stablehlo.reduce"(%3102, %3103) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg274: tensor<f32>, %arg275: tensor<f32>):
      %4106 = "stablehlo.add"(%arg274, %arg275) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4106) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3105 = "stablehlo.broadcast_in_dim"(%3104) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %3106 = "stablehlo.multiply"(%1104, %3105) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3107 = "stablehlo.add"(%3099, %3106) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3108 = "stablehlo.multiply"(%3105, %1104) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3109 = "stablehlo.add"(%3107, %3108) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3110 = "stablehlo.dot_general"(%3109, %1101) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %3111 = "stablehlo.transpose"(%3110) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %3112 = "stablehlo.add"(%2757, %3111) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %3113 = "stablehlo.dot_general"(%3109, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %3114 = "stablehlo.reshape"(%3113) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %3115 = "stablehlo.transpose"(%3114) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
    %3116 = "stablehlo.dot_general"(%3115, %1071) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %3117 = "stablehlo.dot_general"(%3115, %1094) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %3118 = "stablehlo.transpose"(%3117) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %3119 = "stablehlo.broadcast_in_dim"(%1098) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %3120 = "stablehlo.multiply"(%3116, %3119) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3121 = "stablehlo.multiply"(%3120, %1089) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3122 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3123 = "stablehlo.reduce"(%3121, %3122) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg272: tensor<f32>, %arg273: tensor<f32>):
      %4105 = "stablehlo.add"(%arg272, %arg273) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4105) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %3124 = "stablehlo.reshape"(%3123) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %3125 = "stablehlo.negate"(%3124) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %3126 = "stablehlo.broadcast_in_dim"(%1092) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %3127 = "stablehlo.divide"(%3116, %3126) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3128 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3129 = "stablehlo.reduce"(%3125, %3128) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg270: tensor<f32>, %arg271: tensor<f32>):
      %4104 = "stablehlo.add"(%arg270, %arg271) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4104) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %3130 = "stablehlo.broadcast_in_dim"(%3129) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
    %3131 = "stablehlo.add"(%3127, %3130) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3132 = "stablehlo.multiply"(%3131, %1089) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3133 = "func.call"(%1080#1, %3132) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3134 = "stablehlo.broadcast_in_dim"(%1075) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %3135 = "stablehlo.divide"(%3133, %3134) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3136 = "stablehlo.dot_general"(%3135, %1031) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %3137 = "stablehlo.transpose"(%3136) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %3138 = "stablehlo.dot_general"(%3135, %1069) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %3139 = "stablehlo.transpose"(%3138) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %3140 = "stablehlo.reshape"(%3118) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %3141 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3142 = "stablehlo.reduce"(%3140, %3141) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg268: tensor<f32>, %arg269: tensor<f32>):
      %4103 = "stablehlo.add"(%arg268, %arg269) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4103) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %3143 = "stablehlo.broadcast_in_dim"(%3142) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %3144 = "stablehlo.reshape"(%3137) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %3145 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3146 = "stablehlo.reduce"(%3144, %3145) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg266: tensor<f32>, %arg267: tensor<f32>):
      %4102 = "stablehlo.add"(%arg266, %arg267) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4102) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %3147 = "stablehlo.broadcast_in_dim"(%3146) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %3148 = "stablehlo.broadcast_in_dim"(%1058) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3149 = "stablehlo.multiply"(%3147, %3148) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3150 = "stablehlo.broadcast_in_dim"(%1056) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3151 = "stablehlo.multiply"(%3147, %3150) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3152 = "stablehlo.slice"(%3149) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %3153 = "stablehlo.slice"(%3149) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %3154 = "stablehlo.negate"(%3152) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %3155 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3156 = "stablehlo.pad"(%3154, %3155) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %3157 = "stablehlo.add"(%3151, %3156) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3158 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3159 = "stablehlo.pad"(%3153, %3158) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %3160 = "stablehlo.add"(%3157, %3159) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3161 = "stablehlo.broadcast_in_dim"(%1022) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %3162 = "stablehlo.multiply"(%3139, %3161) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3163 = "stablehlo.broadcast_in_dim"(%1020) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %3164 = "stablehlo.multiply"(%3139, %3163) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3165 = "stablehlo.slice"(%3162) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %3166 = "stablehlo.slice"(%3162) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %3167 = "stablehlo.negate"(%3165) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %3168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3169 = "stablehlo.pad"(%3167, %3168) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %3170 = "stablehlo.add"(%3164, %3169) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3172 = "stablehlo.pad"(%3166, %3171) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %3173 = "stablehlo.add"(%3170, %3172) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3174 = "stablehlo.reshape"(%3143) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %3175 = "stablehlo.dot_general"(%3174, %989) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %3176 = "stablehlo.transpose"(%3175) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3177 = "stablehlo.add"(%2822, %3176) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %3178 = "stablehlo.dot_general"(%3174, %147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %3179 = "stablehlo.all_reduce"(%3178) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg264: tensor<f32>, %arg265: tensor<f32>):
      %4101 = "stablehlo.add"(%arg264, %arg265) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4101) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3180 = "stablehlo.reshape"(%3160) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %3181 = "stablehlo.dot_general"(%3180, %989) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %3182 = "stablehlo.transpose"(%3181) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3183 = "stablehlo.add"(%2828, %3182) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %3184 = "stablehlo.dot_general"(%3180, %141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %3185 = "stablehlo.all_reduce"(%3184) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg262: tensor<f32>, %arg263: tensor<f32>):
      %4100 = "stablehlo.add"(%arg262, %arg263) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4100) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3186 = "stablehlo.add"(%3179, %3185) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3187 = "stablehlo.reshape"(%3173) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %3188 = "stablehlo.dot_general"(%3187, %989) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %3189 = "stablehlo.transpose"(%3188) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %3190 = "stablehlo.add"(%2835, %3189) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %3191 = "stablehlo.dot_general"(%3187, %145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %3192 = "stablehlo.all_reduce"(%3191) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg260: tensor<f32>, %arg261: tensor<f32>):
      %4099 = "stablehlo.add"(%arg260, %arg261) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4099) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3193 = "stablehlo.add"(%3186, %3192) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3194 = "stablehlo.multiply"(%986, %3193) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3195 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3196 = "stablehlo.reduce"(%3194, %3195) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg258: tensor<f32>, %arg259: tensor<f32>):
      %4098 = "stablehlo.add"(%arg258, %arg259) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4098) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3197 = "stablehlo.reshape"(%3196) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3198 = "stablehlo.broadcast_in_dim"(%987) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %3199 = "stablehlo.multiply"(%3193, %3198) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3200 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3201 = "stablehlo.reduce"(%3197, %3200) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg256: tensor<f32>, %arg257: tensor<f32>):
      %4097 = "stablehlo.add"(%arg256, %arg257) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4097) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3202 = "stablehlo.add"(%2847, %3201) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3203 = "stablehlo.multiply"(%969#0, %3199) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3204 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3205 = "stablehlo.reduce"(%3203, %3204) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg254: tensor<f32>, %arg255: tensor<f32>):
      %4096 = "stablehlo.add"(%arg254, %arg255) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4096) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3206 = "stablehlo.reshape"(%3205) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %3207 = "stablehlo.broadcast_in_dim"(%980) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %3208 = "stablehlo.multiply"(%3199, %3207) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3209 = "stablehlo.add"(%3109, %3208) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3210 = "stablehlo.multiply"(%3206, %984) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3211 = "stablehlo.broadcast_in_dim"(%974) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %3212 = "stablehlo.divide"(%3210, %3211) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3213 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3214 = "stablehlo.reduce"(%3212, %3213) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg252: tensor<f32>, %arg253: tensor<f32>):
      %4095 = "stablehlo.add"(%arg252, %arg253) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4095) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3215 = "stablehlo.broadcast_in_dim"(%3214) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %3216 = "stablehlo.multiply"(%969#0, %3215) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3217 = "stablehlo.add"(%3209, %3216) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3218 = "stablehlo.multiply"(%3215, %969#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3219 = "stablehlo.add"(%3217, %3218) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3220:2 = "func.call"(%969#1, %3219) <{callee = @_where_12}> : (tensor<i1>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %3221 = "func.call"(%967#1, %3220#0) <{callee = @_where_13}> : (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3222 = "func.call"(%964#1, %3221) <{callee = @_take_14}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3223 = "stablehlo.add"(%2867, %3222) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3224 = "stablehlo.collective_permute"(%3220#1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[4, 0], [5, 1], [6, 2], [7, 3]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3225 = "stablehlo.divide"(%2182, %938) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3226 = "stablehlo.broadcast_in_dim"(%3225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %3227 = "stablehlo.negate"(%3226) : (tensor<2x128xf32>) -> tensor<2x128xf32>
    %3228 = "func.call"(%933#1, %3227) <{callee = @_where_8}> : (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %3229 = "stablehlo.broadcast_in_dim"(%3228) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %3230 = "func.call"(%930#1, %3229) <{callee = @take_along_axis_9}> : (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %3231 = "stablehlo.divide"(%3226, %907) : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    %3232 = "stablehlo.broadcast_in_dim"(%3231) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %3233 = "stablehlo.multiply"(%3232, %904) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3234 = "stablehlo.add"(%3230, %3233) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3235 = "stablehlo.dot_general"(%3234, %894) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3236 = "stablehlo.transpose"(%3235) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3237 = "stablehlo.dot_general"(%3234, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3238 = "stablehlo.all_reduce"(%3236) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg250: tensor<f32>, %arg251: tensor<f32>):
      %4094 = "stablehlo.add"(%arg250, %arg251) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4094) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3239 = "stablehlo.add"(%2883, %3238) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3240 = "stablehlo.all_reduce"(%3237) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg248: tensor<f32>, %arg249: tensor<f32>):
      %4093 = "stablehlo.add"(%arg248, %arg249) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4093) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3241 = "stablehlo.multiply"(%891, %3240) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3242 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3243 = "stablehlo.reduce"(%3241, %3242) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg246: tensor<f32>, %arg247: tensor<f32>):
      %4092 = "stablehlo.add"(%arg246, %arg247) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4092) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3244 = "stablehlo.reshape"(%3243) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3245 = "stablehlo.broadcast_in_dim"(%892) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %3246 = "stablehlo.multiply"(%3240, %3245) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3247 = "stablehlo.all_reduce"(%3244) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg244: tensor<f32>, %arg245: tensor<f32>):
      %4091 = "stablehlo.add"(%arg244, %arg245) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4091) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>) -> tensor<1x1x256xf32>
    %3248 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3249 = "stablehlo.reduce"(%3247, %3248) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg242: tensor<f32>, %arg243: tensor<f32>):
      %4090 = "stablehlo.add"(%arg242, %arg243) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4090) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3250 = "stablehlo.add"(%2894, %3249) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3251 = "stablehlo.multiply"(%874, %3246) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3253 = "stablehlo.reduce"(%3251, %3252) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg240: tensor<f32>, %arg241: tensor<f32>):
      %4089 = "stablehlo.add"(%arg240, %arg241) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4089) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3254 = "stablehlo.reshape"(%3253) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %3255 = "stablehlo.broadcast_in_dim"(%885) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %3256 = "stablehlo.multiply"(%3246, %3255) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3257 = "stablehlo.add"(%3224, %3256) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3258 = "stablehlo.multiply"(%3254, %889) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3259 = "stablehlo.broadcast_in_dim"(%879) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %3260 = "stablehlo.divide"(%3258, %3259) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3261 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3262 = "stablehlo.reduce"(%3260, %3261) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg238: tensor<f32>, %arg239: tensor<f32>):
      %4088 = "stablehlo.add"(%arg238, %arg239) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4088) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3263 = "stablehlo.broadcast_in_dim"(%3262) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %3264 = "stablehlo.multiply"(%874, %3263) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3265 = "stablehlo.add"(%3257, %3264) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3266 = "stablehlo.multiply"(%3263, %874) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3267 = "stablehlo.add"(%3265, %3266) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3268 = "stablehlo.dot_general"(%3267, %871) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3269 = "stablehlo.transpose"(%3268) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3270 = "stablehlo.add"(%2914, %3269) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3271 = "stablehlo.dot_general"(%3267, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3272 = "stablehlo.multiply"(%869#0, %3271) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3273 = "stablehlo.multiply"(%3271, %870) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3274 = "stablehlo.dot_general"(%3272, %867) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3275 = "stablehlo.transpose"(%3274) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3276 = "stablehlo.add"(%2920, %3275) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3277 = "stablehlo.dot_general"(%3272, %157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3278 = "stablehlo.all_reduce"(%3277) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg236: tensor<f32>, %arg237: tensor<f32>):
      %4087 = "stablehlo.add"(%arg236, %arg237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4087) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3279 = "func.call"(%869#1, %869#2, %868, %3273) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3280 = "stablehlo.dot_general"(%3279, %867) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3281 = "stablehlo.transpose"(%3280) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3282 = "stablehlo.add"(%2926, %3281) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3283 = "stablehlo.dot_general"(%3279, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3284 = "stablehlo.all_reduce"(%3283) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg234: tensor<f32>, %arg235: tensor<f32>):
      %4086 = "stablehlo.add"(%arg234, %arg235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4086) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3285 = "stablehlo.add"(%3278, %3284) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3286 = "stablehlo.multiply"(%864, %3285) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3287 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3288 = "stablehlo.reduce"(%3286, %3287) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg232: tensor<f32>, %arg233: tensor<f32>):
      %4085 = "stablehlo.add"(%arg232, %arg233) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4085) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3289 = "stablehlo.reshape"(%3288) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3290 = "stablehlo.broadcast_in_dim"(%865) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %3291 = "stablehlo.multiply"(%3285, %3290) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3292 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3293 = "stablehlo.reduce"(%3289, %3292) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg230: tensor<f32>, %arg231: tensor<f32>):
      %4084 = "stablehlo.add"(%arg230, %arg231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4084) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3294 = "stablehlo.add"(%2938, %3293) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3295 = "stablehlo.multiply"(%847, %3291) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3296 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3297 = "stablehlo.reduce"(%3295, %3296) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg228: tensor<f32>, %arg229: tensor<f32>):
      %4083 = "stablehlo.add"(%arg228, %arg229) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4083) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3298 = "stablehlo.reshape"(%3297) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %3299 = "stablehlo.broadcast_in_dim"(%858) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %3300 = "stablehlo.multiply"(%3291, %3299) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3301 = "stablehlo.add"(%3267, %3300) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3302 = "stablehlo.multiply"(%3298, %862) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3303 = "stablehlo.broadcast_in_dim"(%852) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %3304 = "stablehlo.divide"(%3302, %3303) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3305 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3306 = "stablehlo.reduce"(%3304, %3305) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg226: tensor<f32>, %arg227: tensor<f32>):
      %4082 = "stablehlo.add"(%arg226, %arg227) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4082) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3307 = "stablehlo.broadcast_in_dim"(%3306) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %3308 = "stablehlo.multiply"(%847, %3307) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3309 = "stablehlo.add"(%3301, %3308) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3310 = "stablehlo.multiply"(%3307, %847) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3311 = "stablehlo.add"(%3309, %3310) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3312 = "stablehlo.dot_general"(%3311, %844) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %3313 = "stablehlo.transpose"(%3312) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %3314 = "stablehlo.add"(%2958, %3313) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %3315 = "stablehlo.dot_general"(%3311, %161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %3316 = "stablehlo.reshape"(%3315) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %3317 = "stablehlo.transpose"(%3316) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
    %3318 = "stablehlo.dot_general"(%3317, %814) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %3319 = "stablehlo.dot_general"(%3317, %837) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %3320 = "stablehlo.transpose"(%3319) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %3321 = "stablehlo.broadcast_in_dim"(%841) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %3322 = "stablehlo.multiply"(%3318, %3321) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3323 = "stablehlo.multiply"(%3322, %832) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3324 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3325 = "stablehlo.reduce"(%3323, %3324) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg224: tensor<f32>, %arg225: tensor<f32>):
      %4081 = "stablehlo.add"(%arg224, %arg225) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4081) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %3326 = "stablehlo.reshape"(%3325) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %3327 = "stablehlo.negate"(%3326) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %3328 = "stablehlo.broadcast_in_dim"(%835) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %3329 = "stablehlo.divide"(%3318, %3328) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3330 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3331 = "stablehlo.reduce"(%3327, %3330) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg222: tensor<f32>, %arg223: tensor<f32>):
      %4080 = "stablehlo.add"(%arg222, %arg223) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4080) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %3332 = "stablehlo.broadcast_in_dim"(%3331) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
    %3333 = "stablehlo.add"(%3329, %3332) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3334 = "stablehlo.multiply"(%3333, %832) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3335 = "func.call"(%823#1, %3334) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3336 = "stablehlo.broadcast_in_dim"(%818) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %3337 = "stablehlo.divide"(%3335, %3336) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3338 = "stablehlo.dot_general"(%3337, %774) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %3339 = "stablehlo.transpose"(%3338) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %3340 = "stablehlo.dot_general"(%3337, %812) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %3341 = "stablehlo.transpose"(%3340) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %3342 = "stablehlo.reshape"(%3320) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %3343 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3344 = "stablehlo.reduce"(%3342, %3343) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg220: tensor<f32>, %arg221: tensor<f32>):
      %4079 = "stablehlo.add"(%arg220, %arg221) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4079) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %3345 = "stablehlo.broadcast_in_dim"(%3344) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %3346 = "stablehlo.reshape"(%3339) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %3347 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3348 = "stablehlo.reduce"(%3346, %3347) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg218: tensor<f32>, %arg219: tensor<f32>):
      %4078 = "stablehlo.add"(%arg218, %arg219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4078) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %3349 = "stablehlo.broadcast_in_dim"(%3348) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %3350 = "stablehlo.broadcast_in_dim"(%801) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3351 = "stablehlo.multiply"(%3349, %3350) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3352 = "stablehlo.broadcast_in_dim"(%799) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3353 = "stablehlo.multiply"(%3349, %3352) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3354 = "stablehlo.slice"(%3351) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %3355 = "stablehlo.slice"(%3351) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %3356 = "stablehlo.negate"(%3354) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %3357 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3358 = "stablehlo.pad"(%3356, %3357) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %3359 = "stablehlo.add"(%3353, %3358) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3360 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3361 = "stablehlo.pad"(%3355, %3360) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %3362 = "stablehlo.add"(%3359, %3361) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3363 = "stablehlo.broadcast_in_dim"(%765) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %3364 = "stablehlo.multiply"(%3341, %3363) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3365 = "stablehlo.broadcast_in_dim"(%763) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %3366 = "stablehlo.multiply"(%3341, %3365) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3367 = "stablehlo.slice"(%3364) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %3368 = "stablehlo.slice"(%3364) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %3369 = "stablehlo.negate"(%3367) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %3370 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3371 = "stablehlo.pad"(%3369, %3370) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %3372 = "stablehlo.add"(%3366, %3371) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3373 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3374 = "stablehlo.pad"(%3368, %3373) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %3375 = "stablehlo.add"(%3372, %3374) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3376 = "stablehlo.reshape"(%3345) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %3377 = "stablehlo.dot_general"(%3376, %732) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %3378 = "stablehlo.transpose"(%3377) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3379 = "stablehlo.add"(%3023, %3378) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %3380 = "stablehlo.dot_general"(%3376, %165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %3381 = "stablehlo.all_reduce"(%3380) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg216: tensor<f32>, %arg217: tensor<f32>):
      %4077 = "stablehlo.add"(%arg216, %arg217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4077) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3382 = "stablehlo.reshape"(%3362) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %3383 = "stablehlo.dot_general"(%3382, %732) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %3384 = "stablehlo.transpose"(%3383) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3385 = "stablehlo.add"(%3029, %3384) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %3386 = "stablehlo.dot_general"(%3382, %159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %3387 = "stablehlo.all_reduce"(%3386) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg214: tensor<f32>, %arg215: tensor<f32>):
      %4076 = "stablehlo.add"(%arg214, %arg215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4076) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3388 = "stablehlo.add"(%3381, %3387) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3389 = "stablehlo.reshape"(%3375) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %3390 = "stablehlo.dot_general"(%3389, %732) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %3391 = "stablehlo.transpose"(%3390) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %3392 = "stablehlo.add"(%3036, %3391) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %3393 = "stablehlo.dot_general"(%3389, %163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %3394 = "stablehlo.all_reduce"(%3393) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg212: tensor<f32>, %arg213: tensor<f32>):
      %4075 = "stablehlo.add"(%arg212, %arg213) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4075) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3395 = "stablehlo.add"(%3388, %3394) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3396 = "stablehlo.multiply"(%729, %3395) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3397 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3398 = "stablehlo.reduce"(%3396, %3397) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg210: tensor<f32>, %arg211: tensor<f32>):
      %4074 = "stablehlo.add"(%arg210, %arg211) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4074) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3399 = "stablehlo.reshape"(%3398) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3400 = "stablehlo.broadcast_in_dim"(%730) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %3401 = "stablehlo.multiply"(%3395, %3400) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3402 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3403 = "stablehlo.reduce"(%3399, %3402) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg208: tensor<f32>, %arg209: tensor<f32>):
      %4073 = "stablehlo.add"(%arg208, %arg209) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4073) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3404 = "stablehlo.add"(%3048, %3403) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3405 = "stablehlo.multiply"(%712, %3401) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3406 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3407 = "stablehlo.reduce"(%3405, %3406) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg206: tensor<f32>, %arg207: tensor<f32>):
      %4072 = "stablehlo.add"(%arg206, %arg207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4072) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3408 = "stablehlo.reshape"(%3407) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %3409 = "stablehlo.broadcast_in_dim"(%723) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %3410 = "stablehlo.multiply"(%3401, %3409) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3411 = "stablehlo.add"(%3311, %3410) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3412 = "stablehlo.multiply"(%3408, %727) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3413 = "stablehlo.broadcast_in_dim"(%717) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %3414 = "stablehlo.divide"(%3412, %3413) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3415 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3416 = "stablehlo.reduce"(%3414, %3415) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg204: tensor<f32>, %arg205: tensor<f32>):
      %4071 = "stablehlo.add"(%arg204, %arg205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4071) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3417 = "stablehlo.broadcast_in_dim"(%3416) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %3418 = "stablehlo.multiply"(%712, %3417) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3419 = "stablehlo.add"(%3411, %3418) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3420 = "stablehlo.multiply"(%3417, %712) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3421 = "stablehlo.add"(%3419, %3420) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3422 = "stablehlo.dot_general"(%3421, %709) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3423 = "stablehlo.transpose"(%3422) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3424 = "stablehlo.add"(%3068, %3423) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3425 = "stablehlo.dot_general"(%3421, %135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3426 = "stablehlo.multiply"(%707#0, %3425) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3427 = "stablehlo.multiply"(%3425, %708) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3428 = "stablehlo.dot_general"(%3426, %705) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3429 = "stablehlo.transpose"(%3428) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3430 = "stablehlo.add"(%3074, %3429) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3431 = "stablehlo.dot_general"(%3426, %139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3432 = "stablehlo.all_reduce"(%3431) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg202: tensor<f32>, %arg203: tensor<f32>):
      %4070 = "stablehlo.add"(%arg202, %arg203) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4070) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3433 = "func.call"(%707#1, %707#2, %706, %3427) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3434 = "stablehlo.dot_general"(%3433, %705) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3435 = "stablehlo.transpose"(%3434) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3436 = "stablehlo.add"(%3080, %3435) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3437 = "stablehlo.dot_general"(%3433, %137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3438 = "stablehlo.all_reduce"(%3437) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg200: tensor<f32>, %arg201: tensor<f32>):
      %4069 = "stablehlo.add"(%arg200, %arg201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4069) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3439 = "stablehlo.add"(%3432, %3438) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3440 = "stablehlo.multiply"(%702, %3439) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3441 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3442 = "stablehlo.reduce"(%3440, %3441) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg198: tensor<f32>, %arg199: tensor<f32>):
      %4068 = "stablehlo.add"(%arg198, %arg199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4068) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3443 = "stablehlo.reshape"(%3442) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3444 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %3445 = "stablehlo.multiply"(%3439, %3444) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3446 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3447 = "stablehlo.reduce"(%3443, %3446) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg196: tensor<f32>, %arg197: tensor<f32>):
      %4067 = "stablehlo.add"(%arg196, %arg197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4067) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3448 = "stablehlo.add"(%3092, %3447) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3449 = "stablehlo.multiply"(%685, %3445) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3450 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3451 = "stablehlo.reduce"(%3449, %3450) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg194: tensor<f32>, %arg195: tensor<f32>):
      %4066 = "stablehlo.add"(%arg194, %arg195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4066) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3452 = "stablehlo.reshape"(%3451) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %3453 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %3454 = "stablehlo.multiply"(%3445, %3453) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3455 = "stablehlo.add"(%3421, %3454) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3456 = "stablehlo.multiply"(%3452, %700) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3457 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %3458 = "stablehlo.divide"(%3456, %3457) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3459 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3460 = "stablehlo.reduce"(%3458, %3459) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg192: tensor<f32>, %arg193: tensor<f32>):
      %4065 = "stablehlo.add"(%arg192, %arg193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4065) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3461 = "stablehlo.broadcast_in_dim"(%3460) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %3462 = "stablehlo.multiply"(%685, %3461) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3463 = "stablehlo.add"(%3455, %3462) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3464 = "stablehlo.multiply"(%3461, %685) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3465 = "stablehlo.add"(%3463, %3464) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3466 = "stablehlo.dot_general"(%3465, %682) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %3467 = "stablehlo.transpose"(%3466) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %3468 = "stablehlo.add"(%3112, %3467) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %3469 = "stablehlo.dot_general"(%3465, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %3470 = "stablehlo.reshape"(%3469) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %3471 = "stablehlo.transpose"(%3470) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
    %3472 = "stablehlo.dot_general"(%3471, %652) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %3473 = "stablehlo.dot_general"(%3471, %675) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %3474 = "stablehlo.transpose"(%3473) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %3475 = "stablehlo.broadcast_in_dim"(%679) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %3476 = "stablehlo.multiply"(%3472, %3475) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3477 = "stablehlo.multiply"(%3476, %670) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3478 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3479 = "stablehlo.reduce"(%3477, %3478) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg190: tensor<f32>, %arg191: tensor<f32>):
      %4064 = "stablehlo.add"(%arg190, %arg191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4064) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %3480 = "stablehlo.reshape"(%3479) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %3481 = "stablehlo.negate"(%3480) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %3482 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %3483 = "stablehlo.divide"(%3472, %3482) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3484 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3485 = "stablehlo.reduce"(%3481, %3484) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg188: tensor<f32>, %arg189: tensor<f32>):
      %4063 = "stablehlo.add"(%arg188, %arg189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4063) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %3486 = "stablehlo.broadcast_in_dim"(%3485) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
    %3487 = "stablehlo.add"(%3483, %3486) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3488 = "stablehlo.multiply"(%3487, %670) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3489 = "func.call"(%661#1, %3488) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3490 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %3491 = "stablehlo.divide"(%3489, %3490) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3492 = "stablehlo.dot_general"(%3491, %612) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %3493 = "stablehlo.transpose"(%3492) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %3494 = "stablehlo.dot_general"(%3491, %650) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %3495 = "stablehlo.transpose"(%3494) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %3496 = "stablehlo.reshape"(%3474) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %3497 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3498 = "stablehlo.reduce"(%3496, %3497) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg186: tensor<f32>, %arg187: tensor<f32>):
      %4062 = "stablehlo.add"(%arg186, %arg187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4062) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %3499 = "stablehlo.broadcast_in_dim"(%3498) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %3500 = "stablehlo.reshape"(%3493) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %3501 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3502 = "stablehlo.reduce"(%3500, %3501) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg184: tensor<f32>, %arg185: tensor<f32>):
      %4061 = "stablehlo.add"(%arg184, %arg185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4061) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %3503 = "stablehlo.broadcast_in_dim"(%3502) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %3504 = "stablehlo.broadcast_in_dim"(%639) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3505 = "stablehlo.multiply"(%3503, %3504) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3506 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3507 = "stablehlo.multiply"(%3503, %3506) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3508 = "stablehlo.slice"(%3505) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %3509 = "stablehlo.slice"(%3505) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %3510 = "stablehlo.negate"(%3508) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %3511 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3512 = "stablehlo.pad"(%3510, %3511) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %3513 = "stablehlo.add"(%3507, %3512) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3514 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3515 = "stablehlo.pad"(%3509, %3514) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %3516 = "stablehlo.add"(%3513, %3515) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3517 = "stablehlo.broadcast_in_dim"(%603) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %3518 = "stablehlo.multiply"(%3495, %3517) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3519 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %3520 = "stablehlo.multiply"(%3495, %3519) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3521 = "stablehlo.slice"(%3518) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %3522 = "stablehlo.slice"(%3518) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %3523 = "stablehlo.negate"(%3521) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %3524 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3525 = "stablehlo.pad"(%3523, %3524) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %3526 = "stablehlo.add"(%3520, %3525) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3527 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3528 = "stablehlo.pad"(%3522, %3527) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %3529 = "stablehlo.add"(%3526, %3528) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3530 = "stablehlo.reshape"(%3499) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %3531 = "stablehlo.dot_general"(%3530, %570) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %3532 = "stablehlo.transpose"(%3531) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3533 = "stablehlo.add"(%3177, %3532) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %3534 = "stablehlo.dot_general"(%3530, %147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %3535 = "stablehlo.all_reduce"(%3534) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg182: tensor<f32>, %arg183: tensor<f32>):
      %4060 = "stablehlo.add"(%arg182, %arg183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4060) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3536 = "stablehlo.reshape"(%3516) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %3537 = "stablehlo.dot_general"(%3536, %570) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %3538 = "stablehlo.transpose"(%3537) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3539 = "stablehlo.add"(%3183, %3538) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %3540 = "stablehlo.dot_general"(%3536, %141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %3541 = "stablehlo.all_reduce"(%3540) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg180: tensor<f32>, %arg181: tensor<f32>):
      %4059 = "stablehlo.add"(%arg180, %arg181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4059) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3542 = "stablehlo.add"(%3535, %3541) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3543 = "stablehlo.reshape"(%3529) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %3544 = "stablehlo.dot_general"(%3543, %570) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %3545 = "stablehlo.transpose"(%3544) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %3546 = "stablehlo.add"(%3190, %3545) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %3547 = "stablehlo.dot_general"(%3543, %145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %3548 = "stablehlo.all_reduce"(%3547) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg178: tensor<f32>, %arg179: tensor<f32>):
      %4058 = "stablehlo.add"(%arg178, %arg179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4058) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3549 = "stablehlo.add"(%3542, %3548) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3550 = "stablehlo.multiply"(%567, %3549) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3551 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3552 = "stablehlo.reduce"(%3550, %3551) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg176: tensor<f32>, %arg177: tensor<f32>):
      %4057 = "stablehlo.add"(%arg176, %arg177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4057) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3553 = "stablehlo.reshape"(%3552) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3554 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %3555 = "stablehlo.multiply"(%3549, %3554) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3556 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3557 = "stablehlo.reduce"(%3553, %3556) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg174: tensor<f32>, %arg175: tensor<f32>):
      %4056 = "stablehlo.add"(%arg174, %arg175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4056) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3558 = "stablehlo.add"(%3202, %3557) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3559 = "stablehlo.multiply"(%550#0, %3555) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3560 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3561 = "stablehlo.reduce"(%3559, %3560) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg172: tensor<f32>, %arg173: tensor<f32>):
      %4055 = "stablehlo.add"(%arg172, %arg173) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4055) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3562 = "stablehlo.reshape"(%3561) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %3563 = "stablehlo.broadcast_in_dim"(%561) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %3564 = "stablehlo.multiply"(%3555, %3563) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3565 = "stablehlo.add"(%3465, %3564) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3566 = "stablehlo.multiply"(%3562, %565) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3567 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %3568 = "stablehlo.divide"(%3566, %3567) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3569 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3570 = "stablehlo.reduce"(%3568, %3569) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg170: tensor<f32>, %arg171: tensor<f32>):
      %4054 = "stablehlo.add"(%arg170, %arg171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4054) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3571 = "stablehlo.broadcast_in_dim"(%3570) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %3572 = "stablehlo.multiply"(%550#0, %3571) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3573 = "stablehlo.add"(%3565, %3572) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3574 = "stablehlo.multiply"(%3571, %550#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3575 = "stablehlo.add"(%3573, %3574) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3576:2 = "func.call"(%550#1, %3575) <{callee = @_where_12}> : (tensor<i1>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>)
    %3577 = "func.call"(%548#1, %3576#0) <{callee = @_where_13}> : (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3578 = "func.call"(%545#1, %3577) <{callee = @_take_14}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3579 = "stablehlo.add"(%3223, %3578) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3580 = "stablehlo.collective_permute"(%3576#1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[4, 0], [5, 1], [6, 2], [7, 3]]> : tensor<4x2xi64>}> : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3581 = "stablehlo.dot_general"(%3580, %517) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3582 = "stablehlo.transpose"(%3581) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3583 = "stablehlo.add"(%3270, %3582) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3584 = "stablehlo.dot_general"(%3580, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3585 = "stablehlo.multiply"(%515#0, %3584) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3586 = "stablehlo.multiply"(%3584, %516) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3587 = "stablehlo.dot_general"(%3585, %513) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3588 = "stablehlo.transpose"(%3587) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3589 = "stablehlo.add"(%3276, %3588) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3590 = "stablehlo.dot_general"(%3585, %157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3591 = "stablehlo.all_reduce"(%3590) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg168: tensor<f32>, %arg169: tensor<f32>):
      %4053 = "stablehlo.add"(%arg168, %arg169) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4053) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3592 = "func.call"(%515#1, %515#2, %514, %3586) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3593 = "stablehlo.dot_general"(%3592, %513) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3594 = "stablehlo.transpose"(%3593) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3595 = "stablehlo.add"(%3282, %3594) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3596 = "stablehlo.dot_general"(%3592, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3597 = "stablehlo.all_reduce"(%3596) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg166: tensor<f32>, %arg167: tensor<f32>):
      %4052 = "stablehlo.add"(%arg166, %arg167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4052) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3598 = "stablehlo.add"(%3591, %3597) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3599 = "stablehlo.multiply"(%510, %3598) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3600 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3601 = "stablehlo.reduce"(%3599, %3600) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg164: tensor<f32>, %arg165: tensor<f32>):
      %4051 = "stablehlo.add"(%arg164, %arg165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4051) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3602 = "stablehlo.reshape"(%3601) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3603 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %3604 = "stablehlo.multiply"(%3598, %3603) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3605 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3606 = "stablehlo.reduce"(%3602, %3605) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg162: tensor<f32>, %arg163: tensor<f32>):
      %4050 = "stablehlo.add"(%arg162, %arg163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4050) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3607 = "stablehlo.add"(%3294, %3606) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3608 = "stablehlo.multiply"(%493, %3604) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3609 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3610 = "stablehlo.reduce"(%3608, %3609) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg160: tensor<f32>, %arg161: tensor<f32>):
      %4049 = "stablehlo.add"(%arg160, %arg161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4049) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3611 = "stablehlo.reshape"(%3610) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %3612 = "stablehlo.broadcast_in_dim"(%504) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %3613 = "stablehlo.multiply"(%3604, %3612) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3614 = "stablehlo.add"(%3580, %3613) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3615 = "stablehlo.multiply"(%3611, %508) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3616 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %3617 = "stablehlo.divide"(%3615, %3616) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3618 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3619 = "stablehlo.reduce"(%3617, %3618) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg158: tensor<f32>, %arg159: tensor<f32>):
      %4048 = "stablehlo.add"(%arg158, %arg159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4048) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3620 = "stablehlo.broadcast_in_dim"(%3619) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %3621 = "stablehlo.multiply"(%493, %3620) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3622 = "stablehlo.add"(%3614, %3621) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3623 = "stablehlo.multiply"(%3620, %493) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3624 = "stablehlo.add"(%3622, %3623) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3625 = "stablehlo.dot_general"(%3624, %490) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %3626 = "stablehlo.transpose"(%3625) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %3627 = "stablehlo.add"(%3314, %3626) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %3628 = "stablehlo.dot_general"(%3624, %161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %3629 = "stablehlo.reshape"(%3628) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %3630 = "stablehlo.transpose"(%3629) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
    %3631 = "stablehlo.dot_general"(%3630, %460) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %3632 = "stablehlo.dot_general"(%3630, %483) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %3633 = "stablehlo.transpose"(%3632) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %3634 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %3635 = "stablehlo.multiply"(%3631, %3634) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3636 = "stablehlo.multiply"(%3635, %478) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3637 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3638 = "stablehlo.reduce"(%3636, %3637) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg156: tensor<f32>, %arg157: tensor<f32>):
      %4047 = "stablehlo.add"(%arg156, %arg157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4047) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %3639 = "stablehlo.reshape"(%3638) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %3640 = "stablehlo.negate"(%3639) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %3641 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %3642 = "stablehlo.divide"(%3631, %3641) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3643 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3644 = "stablehlo.reduce"(%3640, %3643) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg154: tensor<f32>, %arg155: tensor<f32>):
      %4046 = "stablehlo.add"(%arg154, %arg155) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4046) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %3645 = "stablehlo.broadcast_in_dim"(%3644) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
    %3646 = "stablehlo.add"(%3642, %3645) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3647 = "stablehlo.multiply"(%3646, %478) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3648 = "func.call"(%469#1, %3647) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3649 = "stablehlo.broadcast_in_dim"(%464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %3650 = "stablehlo.divide"(%3648, %3649) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3651 = "stablehlo.dot_general"(%3650, %420) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %3652 = "stablehlo.transpose"(%3651) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %3653 = "stablehlo.dot_general"(%3650, %458) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %3654 = "stablehlo.transpose"(%3653) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %3655 = "stablehlo.reshape"(%3633) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %3656 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3657 = "stablehlo.reduce"(%3655, %3656) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg152: tensor<f32>, %arg153: tensor<f32>):
      %4045 = "stablehlo.add"(%arg152, %arg153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4045) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %3658 = "stablehlo.broadcast_in_dim"(%3657) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %3659 = "stablehlo.reshape"(%3652) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %3660 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3661 = "stablehlo.reduce"(%3659, %3660) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg150: tensor<f32>, %arg151: tensor<f32>):
      %4044 = "stablehlo.add"(%arg150, %arg151) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4044) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %3662 = "stablehlo.broadcast_in_dim"(%3661) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %3663 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3664 = "stablehlo.multiply"(%3662, %3663) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3665 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3666 = "stablehlo.multiply"(%3662, %3665) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3667 = "stablehlo.slice"(%3664) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %3668 = "stablehlo.slice"(%3664) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %3669 = "stablehlo.negate"(%3667) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %3670 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3671 = "stablehlo.pad"(%3669, %3670) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %3672 = "stablehlo.add"(%3666, %3671) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3673 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3674 = "stablehlo.pad"(%3668, %3673) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %3675 = "stablehlo.add"(%3672, %3674) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3676 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %3677 = "stablehlo.multiply"(%3654, %3676) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3678 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %3679 = "stablehlo.multiply"(%3654, %3678) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3680 = "stablehlo.slice"(%3677) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %3681 = "stablehlo.slice"(%3677) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %3682 = "stablehlo.negate"(%3680) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %3683 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3684 = "stablehlo.pad"(%3682, %3683) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %3685 = "stablehlo.add"(%3679, %3684) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3686 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3687 = "stablehlo.pad"(%3681, %3686) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %3688 = "stablehlo.add"(%3685, %3687) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3689 = "stablehlo.reshape"(%3658) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %3690 = "stablehlo.dot_general"(%3689, %378) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %3691 = "stablehlo.transpose"(%3690) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3692 = "stablehlo.add"(%3379, %3691) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %3693 = "stablehlo.dot_general"(%3689, %165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %3694 = "stablehlo.all_reduce"(%3693) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg148: tensor<f32>, %arg149: tensor<f32>):
      %4043 = "stablehlo.add"(%arg148, %arg149) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4043) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3695 = "stablehlo.reshape"(%3675) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %3696 = "stablehlo.dot_general"(%3695, %378) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %3697 = "stablehlo.transpose"(%3696) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3698 = "stablehlo.add"(%3385, %3697) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %3699 = "stablehlo.dot_general"(%3695, %159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %3700 = "stablehlo.all_reduce"(%3699) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg146: tensor<f32>, %arg147: tensor<f32>):
      %4042 = "stablehlo.add"(%arg146, %arg147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4042) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3701 = "stablehlo.add"(%3694, %3700) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3702 = "stablehlo.reshape"(%3688) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %3703 = "stablehlo.dot_general"(%3702, %378) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %3704 = "stablehlo.transpose"(%3703) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %3705 = "stablehlo.add"(%3392, %3704) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %3706 = "stablehlo.dot_general"(%3702, %163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %3707 = "stablehlo.all_reduce"(%3706) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
      %4041 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4041) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3708 = "stablehlo.add"(%3701, %3707) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3709 = "stablehlo.multiply"(%375, %3708) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3710 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3711 = "stablehlo.reduce"(%3709, %3710) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg142: tensor<f32>, %arg143: tensor<f32>):
      %4040 = "stablehlo.add"(%arg142, %arg143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4040) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3712 = "stablehlo.reshape"(%3711) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3713 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %3714 = "stablehlo.multiply"(%3708, %3713) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3715 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3716 = "stablehlo.reduce"(%3712, %3715) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg140: tensor<f32>, %arg141: tensor<f32>):
      %4039 = "stablehlo.add"(%arg140, %arg141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4039) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3717 = "stablehlo.add"(%3404, %3716) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3718 = "stablehlo.multiply"(%358, %3714) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3719 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3720 = "stablehlo.reduce"(%3718, %3719) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg138: tensor<f32>, %arg139: tensor<f32>):
      %4038 = "stablehlo.add"(%arg138, %arg139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4038) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3721 = "stablehlo.reshape"(%3720) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %3722 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %3723 = "stablehlo.multiply"(%3714, %3722) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3724 = "stablehlo.add"(%3624, %3723) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3725 = "stablehlo.multiply"(%3721, %373) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3726 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %3727 = "stablehlo.divide"(%3725, %3726) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3728 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3729 = "stablehlo.reduce"(%3727, %3728) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %4037 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4037) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3730 = "stablehlo.broadcast_in_dim"(%3729) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %3731 = "stablehlo.multiply"(%358, %3730) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3732 = "stablehlo.add"(%3724, %3731) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3733 = "stablehlo.multiply"(%3730, %358) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3734 = "stablehlo.add"(%3732, %3733) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3735 = "stablehlo.dot_general"(%3734, %355) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3736 = "stablehlo.transpose"(%3735) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3737 = "stablehlo.add"(%3424, %3736) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3738 = "stablehlo.dot_general"(%3734, %135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3739 = "stablehlo.multiply"(%353#0, %3738) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3740 = "stablehlo.multiply"(%3738, %354) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3741 = "stablehlo.dot_general"(%3739, %351) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3742 = "stablehlo.transpose"(%3741) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3743 = "stablehlo.add"(%3430, %3742) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3744 = "stablehlo.dot_general"(%3739, %139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3745 = "stablehlo.all_reduce"(%3744) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg134: tensor<f32>, %arg135: tensor<f32>):
      %4036 = "stablehlo.add"(%arg134, %arg135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4036) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3746 = "func.call"(%353#1, %353#2, %352, %3740) <{callee = @silu_10}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3747 = "stablehlo.dot_general"(%3746, %351) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3748 = "stablehlo.transpose"(%3747) <{permutation = array<i64: 1, 0>}> : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3749 = "stablehlo.add"(%3436, %3748) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3750 = "stablehlo.dot_general"(%3746, %137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<256x256xf32>) -> tensor<2x128x256xf32>
    %3751 = "stablehlo.all_reduce"(%3750) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg132: tensor<f32>, %arg133: tensor<f32>):
      %4035 = "stablehlo.add"(%arg132, %arg133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4035) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3752 = "stablehlo.add"(%3745, %3751) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3753 = "stablehlo.multiply"(%348, %3752) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3754 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3755 = "stablehlo.reduce"(%3753, %3754) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg130: tensor<f32>, %arg131: tensor<f32>):
      %4034 = "stablehlo.add"(%arg130, %arg131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4034) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3756 = "stablehlo.reshape"(%3755) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3757 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %3758 = "stablehlo.multiply"(%3752, %3757) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3759 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3760 = "stablehlo.reduce"(%3756, %3759) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg128: tensor<f32>, %arg129: tensor<f32>):
      %4033 = "stablehlo.add"(%arg128, %arg129) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4033) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3761 = "stablehlo.add"(%3448, %3760) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3762 = "stablehlo.multiply"(%331, %3758) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3763 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3764 = "stablehlo.reduce"(%3762, %3763) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %4032 = "stablehlo.add"(%arg126, %arg127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4032) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3765 = "stablehlo.reshape"(%3764) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %3766 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %3767 = "stablehlo.multiply"(%3758, %3766) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3768 = "stablehlo.add"(%3734, %3767) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3769 = "stablehlo.multiply"(%3765, %346) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3770 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %3771 = "stablehlo.divide"(%3769, %3770) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3772 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3773 = "stablehlo.reduce"(%3771, %3772) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg124: tensor<f32>, %arg125: tensor<f32>):
      %4031 = "stablehlo.add"(%arg124, %arg125) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4031) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3774 = "stablehlo.broadcast_in_dim"(%3773) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %3775 = "stablehlo.multiply"(%331, %3774) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3776 = "stablehlo.add"(%3768, %3775) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3777 = "stablehlo.multiply"(%3774, %331) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3778 = "stablehlo.add"(%3776, %3777) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3779 = "stablehlo.dot_general"(%3778, %328) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<2x128x128xf32>) -> tensor<256x128xf32>
    %3780 = "stablehlo.transpose"(%3779) <{permutation = array<i64: 1, 0>}> : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %3781 = "stablehlo.add"(%3468, %3780) : (tensor<128x256xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %3782 = "stablehlo.dot_general"(%3778, %143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x256xf32>, tensor<128x256xf32>) -> tensor<2x128x128xf32>
    %3783 = "stablehlo.reshape"(%3782) : (tensor<2x128x128xf32>) -> tensor<2x128x2x64xf32>
    %3784 = "stablehlo.transpose"(%3783) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x2x64x128xf32>
    %3785 = "stablehlo.dot_general"(%3784, %298) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x128xf32>
    %3786 = "stablehlo.dot_general"(%3784, %321) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x64x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x64x128xf32>
    %3787 = "stablehlo.transpose"(%3786) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x64x128xf32>) -> tensor<2x128x2x64xf32>
    %3788 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %3789 = "stablehlo.multiply"(%3785, %3788) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3790 = "stablehlo.multiply"(%3789, %316) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3791 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3792 = "stablehlo.reduce"(%3790, %3791) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg122: tensor<f32>, %arg123: tensor<f32>):
      %4030 = "stablehlo.add"(%arg122, %arg123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4030) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x128xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %3793 = "stablehlo.reshape"(%3792) : (tensor<2x2x128xf32>) -> tensor<2x2x128x1xf32>
    %3794 = "stablehlo.negate"(%3793) : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x1xf32>
    %3795 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x128x1xf32>) -> tensor<2x2x128x128xf32>
    %3796 = "stablehlo.divide"(%3785, %3795) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3797 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3798 = "stablehlo.reduce"(%3794, %3797) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
      %4029 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4029) : (tensor<f32>) -> ()
    }) : (tensor<2x2x128x1xf32>, tensor<f32>) -> tensor<2x2x128xf32>
    %3799 = "stablehlo.broadcast_in_dim"(%3798) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x128xf32>) -> tensor<2x2x128x128xf32>
    %3800 = "stablehlo.add"(%3796, %3799) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3801 = "stablehlo.multiply"(%3800, %316) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3802 = "func.call"(%307#1, %3801) <{callee = @_where_11}> : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3803 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %3804 = "stablehlo.divide"(%3802, %3803) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    %3805 = "stablehlo.dot_general"(%3804, %258) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %3806 = "stablehlo.transpose"(%3805) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %3807 = "stablehlo.dot_general"(%3804, %296) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x128x128xf32>, tensor<2x128x2x64xf32>) -> tensor<2x2x128x64xf32>
    %3808 = "stablehlo.transpose"(%3807) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x128x64xf32>) -> tensor<2x128x2x64xf32>
    %3809 = "stablehlo.reshape"(%3787) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %3810 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3811 = "stablehlo.reduce"(%3809, %3810) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
      %4028 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4028) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %3812 = "stablehlo.broadcast_in_dim"(%3811) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %3813 = "stablehlo.reshape"(%3806) : (tensor<2x128x2x64xf32>) -> tensor<2x128x1x2x64xf32>
    %3814 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3815 = "stablehlo.reduce"(%3813, %3814) <{dimensions = array<i64: 2, 3>}> ({
    ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
      %4027 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4027) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1x2x64xf32>, tensor<f32>) -> tensor<2x128x64xf32>
    %3816 = "stablehlo.broadcast_in_dim"(%3815) <{broadcast_dimensions = array<i64: 0, 1, 3>}> : (tensor<2x128x64xf32>) -> tensor<2x128x1x64xf32>
    %3817 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3818 = "stablehlo.multiply"(%3816, %3817) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3819 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3820 = "stablehlo.multiply"(%3816, %3819) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3821 = "stablehlo.slice"(%3818) <{limit_indices = array<i64: 2, 128, 1, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %3822 = "stablehlo.slice"(%3818) <{limit_indices = array<i64: 2, 128, 1, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x1x64xf32>) -> tensor<2x128x1x32xf32>
    %3823 = "stablehlo.negate"(%3821) : (tensor<2x128x1x32xf32>) -> tensor<2x128x1x32xf32>
    %3824 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3825 = "stablehlo.pad"(%3823, %3824) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %3826 = "stablehlo.add"(%3820, %3825) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3827 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3828 = "stablehlo.pad"(%3822, %3827) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x1x32xf32>, tensor<f32>) -> tensor<2x128x1x64xf32>
    %3829 = "stablehlo.add"(%3826, %3828) : (tensor<2x128x1x64xf32>, tensor<2x128x1x64xf32>) -> tensor<2x128x1x64xf32>
    %3830 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %3831 = "stablehlo.multiply"(%3808, %3830) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3832 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x128x1x64xf32>) -> tensor<2x128x2x64xf32>
    %3833 = "stablehlo.multiply"(%3808, %3832) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3834 = "stablehlo.slice"(%3831) <{limit_indices = array<i64: 2, 128, 2, 32>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %3835 = "stablehlo.slice"(%3831) <{limit_indices = array<i64: 2, 128, 2, 64>, start_indices = array<i64: 0, 0, 0, 32>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x128x2x64xf32>) -> tensor<2x128x2x32xf32>
    %3836 = "stablehlo.negate"(%3834) : (tensor<2x128x2x32xf32>) -> tensor<2x128x2x32xf32>
    %3837 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3838 = "stablehlo.pad"(%3836, %3837) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 32>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %3839 = "stablehlo.add"(%3833, %3838) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3840 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3841 = "stablehlo.pad"(%3835, %3840) <{edge_padding_high = array<i64: 0, 0, 0, 32>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x128x2x32xf32>, tensor<f32>) -> tensor<2x128x2x64xf32>
    %3842 = "stablehlo.add"(%3839, %3841) : (tensor<2x128x2x64xf32>, tensor<2x128x2x64xf32>) -> tensor<2x128x2x64xf32>
    %3843 = "stablehlo.reshape"(%3812) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %3844 = "stablehlo.dot_general"(%3843, %216) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %3845 = "stablehlo.transpose"(%3844) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3846 = "stablehlo.add"(%3533, %3845) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %3847 = "stablehlo.dot_general"(%3843, %147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %3848 = "stablehlo.all_reduce"(%3847) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %4026 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4026) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3849 = "stablehlo.reshape"(%3829) : (tensor<2x128x1x64xf32>) -> tensor<2x128x64xf32>
    %3850 = "stablehlo.dot_general"(%3849, %216) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<2x128x256xf32>) -> tensor<64x256xf32>
    %3851 = "stablehlo.transpose"(%3850) <{permutation = array<i64: 1, 0>}> : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %3852 = "stablehlo.add"(%3539, %3851) : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %3853 = "stablehlo.dot_general"(%3849, %141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x64xf32>, tensor<256x64xf32>) -> tensor<2x128x256xf32>
    %3854 = "stablehlo.all_reduce"(%3853) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
      %4025 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4025) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3855 = "stablehlo.add"(%3848, %3854) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3856 = "stablehlo.reshape"(%3842) : (tensor<2x128x2x64xf32>) -> tensor<2x128x128xf32>
    %3857 = "stablehlo.dot_general"(%3856, %216) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<2x128x256xf32>) -> tensor<128x256xf32>
    %3858 = "stablehlo.transpose"(%3857) <{permutation = array<i64: 1, 0>}> : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %3859 = "stablehlo.add"(%3546, %3858) : (tensor<256x128xf32>, tensor<256x128xf32>) -> tensor<256x128xf32>
    %3860 = "stablehlo.dot_general"(%3856, %145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x128xf32>, tensor<256x128xf32>) -> tensor<2x128x256xf32>
    %3861 = "stablehlo.all_reduce"(%3860) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
      %4024 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4024) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3862 = "stablehlo.add"(%3855, %3861) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3863 = "stablehlo.multiply"(%213, %3862) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3864 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3865 = "stablehlo.reduce"(%3863, %3864) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
      %4023 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4023) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3866 = "stablehlo.reshape"(%3865) : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3867 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %3868 = "stablehlo.multiply"(%3862, %3867) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3869 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3870 = "stablehlo.reduce"(%3866, %3869) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %4022 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4022) : (tensor<f32>) -> ()
    }) : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %3871 = "stablehlo.add"(%3558, %3870) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3872 = "stablehlo.multiply"(%196#0, %3868) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3873 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3874 = "stablehlo.reduce"(%3872, %3873) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg104: tensor<f32>, %arg105: tensor<f32>):
      %4021 = "stablehlo.add"(%arg104, %arg105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4021) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3875 = "stablehlo.reshape"(%3874) : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %3876 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %3877 = "stablehlo.multiply"(%3868, %3876) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3878 = "stablehlo.add"(%3778, %3877) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3879 = "stablehlo.multiply"(%3875, %211) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3880 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %3881 = "stablehlo.divide"(%3879, %3880) : (tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    %3882 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3883 = "stablehlo.reduce"(%3881, %3882) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
      %4020 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4020) : (tensor<f32>) -> ()
    }) : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %3884 = "stablehlo.broadcast_in_dim"(%3883) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %3885 = "stablehlo.multiply"(%196#0, %3884) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3886 = "stablehlo.add"(%3878, %3885) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3887 = "stablehlo.multiply"(%3884, %196#0) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3888 = "stablehlo.add"(%3886, %3887) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3889 = "func.call"(%196#1, %3888) <{callee = @_where_15}> : (tensor<i1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3890 = "func.call"(%194#1, %3889) <{callee = @_where_13}> : (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3891 = "func.call"(%191#1, %3890) <{callee = @_take_14}> : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    %3892 = "stablehlo.add"(%3579, %3891) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3893 = "stablehlo.broadcast_in_dim"(%3692) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x64xf32>) -> tensor<1x1x256x64xf32>
    %3894 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3895 = "stablehlo.pad"(%3893, %3894) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x2x256x64xf32>
    %3896 = "stablehlo.broadcast_in_dim"(%3705) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x128xf32>) -> tensor<1x1x256x128xf32>
    %3897 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3898 = "stablehlo.pad"(%3896, %3897) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x128xf32>, tensor<f32>) -> tensor<1x2x256x128xf32>
    %3899 = "stablehlo.broadcast_in_dim"(%3627) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x256xf32>) -> tensor<1x1x128x256xf32>
    %3900 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3901 = "stablehlo.pad"(%3899, %3900) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x128x256xf32>, tensor<f32>) -> tensor<1x2x128x256xf32>
    %3902 = "stablehlo.broadcast_in_dim"(%3698) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x64xf32>) -> tensor<1x1x256x64xf32>
    %3903 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3904 = "stablehlo.pad"(%3902, %3903) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x2x256x64xf32>
    %3905 = "stablehlo.broadcast_in_dim"(%3589) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %3906 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3907 = "stablehlo.pad"(%3905, %3906) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
    %3908 = "stablehlo.broadcast_in_dim"(%3595) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %3909 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3910 = "stablehlo.pad"(%3908, %3909) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
    %3911 = "stablehlo.broadcast_in_dim"(%3583) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %3912 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3913 = "stablehlo.pad"(%3911, %3912) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
    %3914 = "stablehlo.broadcast_in_dim"(%3607) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3915 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3916 = "stablehlo.pad"(%3914, %3915) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
    %3917 = "stablehlo.broadcast_in_dim"(%3717) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3918 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3919 = "stablehlo.pad"(%3917, %3918) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 1, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
    %3920 = "stablehlo.broadcast_in_dim"(%3846) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x64xf32>) -> tensor<1x1x256x64xf32>
    %3921 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3922 = "stablehlo.pad"(%3920, %3921) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x2x256x64xf32>
    %3923 = "stablehlo.add"(%3895, %3922) : (tensor<1x2x256x64xf32>, tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
    %3924 = "stablehlo.broadcast_in_dim"(%3859) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x128xf32>) -> tensor<1x1x256x128xf32>
    %3925 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3926 = "stablehlo.pad"(%3924, %3925) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x128xf32>, tensor<f32>) -> tensor<1x2x256x128xf32>
    %3927 = "stablehlo.add"(%3898, %3926) : (tensor<1x2x256x128xf32>, tensor<1x2x256x128xf32>) -> tensor<1x2x256x128xf32>
    %3928 = "stablehlo.broadcast_in_dim"(%3781) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<128x256xf32>) -> tensor<1x1x128x256xf32>
    %3929 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3930 = "stablehlo.pad"(%3928, %3929) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x128x256xf32>, tensor<f32>) -> tensor<1x2x128x256xf32>
    %3931 = "stablehlo.add"(%3901, %3930) : (tensor<1x2x128x256xf32>, tensor<1x2x128x256xf32>) -> tensor<1x2x128x256xf32>
    %3932 = "stablehlo.broadcast_in_dim"(%3852) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x64xf32>) -> tensor<1x1x256x64xf32>
    %3933 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3934 = "stablehlo.pad"(%3932, %3933) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x64xf32>, tensor<f32>) -> tensor<1x2x256x64xf32>
    %3935 = "stablehlo.add"(%3904, %3934) : (tensor<1x2x256x64xf32>, tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
    %3936 = "stablehlo.broadcast_in_dim"(%3743) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %3937 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3938 = "stablehlo.pad"(%3936, %3937) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
    %3939 = "stablehlo.add"(%3907, %3938) : (tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %3940 = "stablehlo.broadcast_in_dim"(%3749) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %3941 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3942 = "stablehlo.pad"(%3940, %3941) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
    %3943 = "stablehlo.add"(%3910, %3942) : (tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %3944 = "stablehlo.broadcast_in_dim"(%3737) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<256x256xf32>) -> tensor<1x1x256x256xf32>
    %3945 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3946 = "stablehlo.pad"(%3944, %3945) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<1x1x256x256xf32>, tensor<f32>) -> tensor<1x2x256x256xf32>
    %3947 = "stablehlo.add"(%3913, %3946) : (tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %3948 = "stablehlo.broadcast_in_dim"(%3761) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3949 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3950 = "stablehlo.pad"(%3948, %3949) <{edge_padding_high = array<i64: 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
    %3951 = "stablehlo.add"(%3916, %3950) : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %3952 = "stablehlo.broadcast_in_dim"(%3871) <{broadcast_dimensions = array<i64: 2>}> : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %3953 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3954 = "stablehlo.pad"(%3952, %3953) <{edge_padding_high = array<i64: 0, 1, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<1x2x256xf32>
    %3955 = "stablehlo.add"(%3919, %3954) : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %3956 = "stablehlo.all_reduce"(%2179) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
      %4019 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4019) : (tensor<f32>) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %3957 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3958 = "stablehlo.divide"(%3956, %3957) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3959 = "stablehlo.all_reduce"(%3892) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg98: tensor<f32>, %arg99: tensor<f32>):
      %4018 = "stablehlo.add"(%arg98, %arg99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4018) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3960 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3961 = "stablehlo.broadcast_in_dim"(%3960) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %3962 = "stablehlo.divide"(%3959, %3961) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3963 = "stablehlo.all_reduce"(%3250) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg96: tensor<f32>, %arg97: tensor<f32>):
      %4017 = "stablehlo.add"(%arg96, %arg97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4017) : (tensor<f32>) -> ()
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %3964 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3965 = "stablehlo.broadcast_in_dim"(%3964) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
    %3966 = "stablehlo.divide"(%3963, %3965) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %3967 = "stablehlo.all_reduce"(%3239) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
      %4016 = "stablehlo.add"(%arg94, %arg95) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4016) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %3968 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3969 = "stablehlo.broadcast_in_dim"(%3968) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %3970 = "stablehlo.divide"(%3967, %3969) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %3971 = "stablehlo.all_reduce"(%3955) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %4015 = "stablehlo.add"(%arg92, %arg93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4015) : (tensor<f32>) -> ()
    }) : (tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %3972 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3973 = "stablehlo.broadcast_in_dim"(%3972) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256xf32>
    %3974 = "stablehlo.divide"(%3971, %3973) : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %3975 = "stablehlo.all_reduce"(%3951) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %4014 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4014) : (tensor<f32>) -> ()
    }) : (tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %3976 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3977 = "stablehlo.broadcast_in_dim"(%3976) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256xf32>
    %3978 = "stablehlo.divide"(%3975, %3977) : (tensor<1x2x256xf32>, tensor<1x2x256xf32>) -> tensor<1x2x256xf32>
    %3979 = "stablehlo.all_reduce"(%3947) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %4013 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4013) : (tensor<f32>) -> ()
    }) : (tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %3980 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3981 = "stablehlo.broadcast_in_dim"(%3980) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256x256xf32>
    %3982 = "stablehlo.divide"(%3979, %3981) : (tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %3983 = "stablehlo.all_reduce"(%3943) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %4012 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4012) : (tensor<f32>) -> ()
    }) : (tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %3984 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3985 = "stablehlo.broadcast_in_dim"(%3984) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256x256xf32>
    %3986 = "stablehlo.divide"(%3983, %3985) : (tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %3987 = "stablehlo.all_reduce"(%3939) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg84: tensor<f32>, %arg85: tensor<f32>):
      %4011 = "stablehlo.add"(%arg84, %arg85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4011) : (tensor<f32>) -> ()
    }) : (tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %3988 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3989 = "stablehlo.broadcast_in_dim"(%3988) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256x256xf32>
    %3990 = "stablehlo.divide"(%3987, %3989) : (tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %3991 = "stablehlo.all_reduce"(%3935) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg82: tensor<f32>, %arg83: tensor<f32>):
      %4010 = "stablehlo.add"(%arg82, %arg83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4010) : (tensor<f32>) -> ()
    }) : (tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
    %3992 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3993 = "stablehlo.broadcast_in_dim"(%3992) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256x64xf32>
    %3994 = "stablehlo.divide"(%3991, %3993) : (tensor<1x2x256x64xf32>, tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
    %3995 = "stablehlo.all_reduce"(%3931) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg80: tensor<f32>, %arg81: tensor<f32>):
      %4009 = "stablehlo.add"(%arg80, %arg81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4009) : (tensor<f32>) -> ()
    }) : (tensor<1x2x128x256xf32>) -> tensor<1x2x128x256xf32>
    %3996 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3997 = "stablehlo.broadcast_in_dim"(%3996) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x128x256xf32>
    %3998 = "stablehlo.divide"(%3995, %3997) : (tensor<1x2x128x256xf32>, tensor<1x2x128x256xf32>) -> tensor<1x2x128x256xf32>
    %3999 = "stablehlo.all_reduce"(%3927) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %4008 = "stablehlo.add"(%arg78, %arg79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4008) : (tensor<f32>) -> ()
    }) : (tensor<1x2x256x128xf32>) -> tensor<1x2x256x128xf32>
    %4000 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4001 = "stablehlo.broadcast_in_dim"(%4000) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256x128xf32>
    %4002 = "stablehlo.divide"(%3999, %4001) : (tensor<1x2x256x128xf32>, tensor<1x2x256x128xf32>) -> tensor<1x2x256x128xf32>
    %4003 = "stablehlo.all_reduce"(%3923) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %4007 = "stablehlo.add"(%arg76, %arg77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4007) : (tensor<f32>) -> ()
    }) : (tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
    %4004 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4005 = "stablehlo.broadcast_in_dim"(%4004) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2x256x64xf32>
    %4006 = "stablehlo.divide"(%4003, %4005) : (tensor<1x2x256x64xf32>, tensor<1x2x256x64xf32>) -> tensor<1x2x256x64xf32>
    "func.return"(%3958, %3962, %3966, %3970, %3974, %3978, %3982, %3986, %3990, %3994, %3998, %4002, %4006) : (tensor<f32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<1x2x256xf32>, tensor<1x2x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x256xf32>, tensor<1x2x256x64xf32>, tensor<1x2x128x256xf32>, tensor<1x2x256x128xf32>, tensor<1x2x256x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<128x128xi1>) -> tensor<128x128xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg61: tensor<128x128xi1>):
    %111 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<128x128xi32>
    %112 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<128x128xi32>
    %114 = "stablehlo.add"(%111, %113) : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi32>
    %115 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<128x128xi32>
    %116 = "stablehlo.compare"(%114, %115) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %117 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<128x128xi1>
    %119 = "stablehlo.select"(%116, %arg61, %118) : (tensor<128x128xi1>, tensor<128x128xi1>, tensor<128x128xi1>) -> tensor<128x128xi1>
    "func.return"(%119) : (tensor<128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xi32>, tensor<i32>) -> tensor<2x128xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg58: tensor<2x128xi1>, %arg59: tensor<2x128xi32>, %arg60: tensor<i32>):
    %108 = "stablehlo.convert"(%arg60) : (tensor<i32>) -> tensor<i32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %110 = "stablehlo.select"(%arg58, %arg59, %109) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    "func.return"(%110) : (tensor<2x128xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<256x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>), res_attrs = [{}, {}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg54: tensor<256x256xf32>, %arg55: tensor<2x128xi32>):
    %84 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %86 = "stablehlo.compare"(%arg55, %85) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %87 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128xi32>
    %89 = "stablehlo.add"(%arg55, %88) : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %90 = "func.call"(%86, %89, %arg55) <{callee = @_where_0}> : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %92 = "stablehlo.constant"() <{value = dense<255> : tensor<1xi32>}> : () -> tensor<1xi32>
    %93 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %95 = "stablehlo.compare"(%91, %94) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %96 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x128x1xi32>
    %98 = "stablehlo.compare"(%91, %97) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %99 = "stablehlo.and"(%95, %98) : (tensor<2x128x1xi1>, tensor<2x128x1xi1>) -> tensor<2x128x1xi1>
    %100 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %101 = "stablehlo.reduce"(%99, %100) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg56: tensor<i1>, %arg57: tensor<i1>):
      %107 = "stablehlo.and"(%arg56, %arg57) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%107) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1xi1>, tensor<i1>) -> tensor<2x128xi1>
    %102 = "stablehlo.gather"(%arg54, %91) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<256x256xf32>, tensor<2x128x1xi32>) -> tensor<2x128x256xf32>
    %103 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x128xi1>) -> tensor<2x128x256xi1>
    %104 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %106 = "stablehlo.select"(%103, %102, %105) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%106, %91) : (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg51: tensor<2x128xi1>, %arg52: tensor<2x128xi32>, %arg53: tensor<2x128xi32>):
    %83 = "stablehlo.select"(%arg51, %arg52, %arg53) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    "func.return"(%83) : (tensor<2x128xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128x1xi1>, tensor<2x128x256xf32>, tensor<f32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xi1>), res_attrs = [{}, {}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<2x128x1xi1>, %arg49: tensor<2x128x256xf32>, %arg50: tensor<f32>):
    %80 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x128x1xi1>) -> tensor<2x128x256xi1>
    %81 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %82 = "stablehlo.select"(%80, %arg49, %81) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%82, %80) : (tensor<2x128x256xf32>, tensor<2x128x256xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<i1>), res_attrs = [{}, {}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<i1>, %arg46: tensor<2x128x256xf32>, %arg47: tensor<2x128x256xf32>):
    %79 = "stablehlo.select"(%arg45, %arg46, %arg47) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%79, %arg45) : (tensor<2x128x256xf32>, tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x128x128xi1>, tensor<2x2x128x128xf32>, tensor<f32>) -> (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>), res_attrs = [{}, {}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<1x1x128x128xi1>, %arg43: tensor<2x2x128x128xf32>, %arg44: tensor<f32>):
    %76 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x128x128xi1>) -> tensor<2x2x128x128xi1>
    %77 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %78 = "stablehlo.select"(%76, %arg43, %77) : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    "func.return"(%78, %76) : (tensor<2x2x128x128xf32>, tensor<2x2x128x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<2x128x256xf32>):
    %63 = "stablehlo.negate"(%arg41) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %64 = "stablehlo.exponential"(%63) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %65 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %67 = "stablehlo.add"(%66, %64) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %68 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %70 = "stablehlo.divide"(%69, %67) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %71 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %73 = "stablehlo.subtract"(%72, %70) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %74 = "stablehlo.multiply"(%70, %73) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %75 = "stablehlo.multiply"(%arg41, %70) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%75, %74, %70) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<i1>), res_attrs = [{}, {}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<i1>, %arg39: tensor<2x128x256xf32>, %arg40: tensor<2x128x256xf32>):
    %62 = "stablehlo.select"(%arg38, %arg39, %arg40) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%62, %arg38) : (tensor<2x128x256xf32>, tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x256xf32>, tensor<2x128x1xi32>) -> (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<2x128x256xf32>, %arg35: tensor<2x128x1xi32>):
    %39 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %41 = "stablehlo.compare"(%arg35, %40) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %42 = "stablehlo.constant"() <{value = dense<256> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1xi32>
    %44 = "stablehlo.add"(%arg35, %43) : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %45 = "stablehlo.select"(%41, %44, %arg35) : (tensor<2x128x1xi1>, tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi32>
    %46 = "stablehlo.reshape"(%45) : (tensor<2x128x1xi32>) -> tensor<2x128x1x1xi32>
    %47 = "stablehlo.constant"() <{value = dense<255> : tensor<1xi32>}> : () -> tensor<1xi32>
    %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x128x1x1xi32>
    %50 = "stablehlo.compare"(%46, %49) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %51 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<2x128x1x1xi32>
    %53 = "stablehlo.compare"(%46, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x128x1x1xi32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1x1xi1>
    %54 = "stablehlo.and"(%50, %53) : (tensor<2x128x1x1xi1>, tensor<2x128x1x1xi1>) -> tensor<2x128x1x1xi1>
    %55 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %56 = "stablehlo.reduce"(%54, %55) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg36: tensor<i1>, %arg37: tensor<i1>):
      %61 = "stablehlo.and"(%arg36, %arg37) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%61) : (tensor<i1>) -> ()
    }) : (tensor<2x128x1x1xi1>, tensor<i1>) -> tensor<2x128x1xi1>
    %57 = "stablehlo.gather"(%arg34, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x128x256xf32>, tensor<2x128x1x1xi32>) -> tensor<2x128x1xf32>
    %58 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1xf32>
    %60 = "stablehlo.select"(%56, %57, %59) : (tensor<2x128x1xi1>, tensor<2x128x1xf32>, tensor<2x128x1xf32>) -> tensor<2x128x1xf32>
    "func.return"(%60, %46) : (tensor<2x128x1xf32>, tensor<2x128x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xf32>, tensor<f32>) -> (tensor<2x128xf32>, tensor<2x128xi1>), res_attrs = [{}, {}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<2x128xi1>, %arg32: tensor<2x128xf32>, %arg33: tensor<f32>):
    %36 = "stablehlo.convert"(%arg33) : (tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %38 = "stablehlo.select"(%arg31, %arg32, %37) : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    "func.return"(%38, %arg31) : (tensor<2x128xf32>, tensor<2x128xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i1>), res_attrs = [{}, {}], sym_name = "_where_6", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<i1>, %arg29: tensor<f32>, %arg30: tensor<f32>):
    %34 = "stablehlo.convert"(%arg30) : (tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.select"(%arg28, %arg29, %34) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%35, %arg28) : (tensor<f32>, tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i1>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<i1>, %arg27: tensor<f32>):
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.select"(%arg26, %arg27, %32) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%33) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128xi1>, tensor<2x128xf32>) -> tensor<2x128xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<2x128xi1>, %arg25: tensor<2x128xf32>):
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128xf32>
    %31 = "stablehlo.select"(%arg24, %arg25, %30) : (tensor<2x128xi1>, tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xf32>
    "func.return"(%31) : (tensor<2x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "take_along_axis_9", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<2x128x1x1xi32>, %arg21: tensor<2x128x1xf32>):
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %27 = "stablehlo.scatter"(%26, %arg20, %arg21) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %28 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%28) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>, tensor<2x128x1x1xi32>, tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    "func.return"(%27) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "silu_10", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<2x128x256xf32>, %arg17: tensor<2x128x256xf32>, %arg18: tensor<2x128x256xf32>, %arg19: tensor<2x128x256xf32>):
    %21 = "stablehlo.multiply"(%arg18, %arg19) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %22 = "stablehlo.multiply"(%arg19, %arg17) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %23 = "stablehlo.multiply"(%21, %arg16) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %24 = "stablehlo.add"(%22, %23) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%24) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>, res_attrs = [{}], sym_name = "_where_11", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<2x2x128x128xi1>, %arg15: tensor<2x2x128x128xf32>):
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x128x128xf32>
    %20 = "stablehlo.select"(%arg14, %arg15, %19) : (tensor<2x2x128x128xi1>, tensor<2x2x128x128xf32>, tensor<2x2x128x128xf32>) -> tensor<2x2x128x128xf32>
    "func.return"(%20) : (tensor<2x2x128x128xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i1>, tensor<2x128x256xf32>) -> (tensor<2x128x256xf32>, tensor<2x128x256xf32>), res_attrs = [{}, {}], sym_name = "_where_12", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<i1>, %arg11: tensor<2x128x256xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %14 = "stablehlo.select"(%arg10, %13, %arg11) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %15 = "stablehlo.select"(%arg10, %arg11, %13) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %16 = "stablehlo.all_reduce"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %17 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%16, %14) : (tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x256xi1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "_where_13", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<2x128x256xi1>, %arg9: tensor<2x128x256xf32>):
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %11 = "stablehlo.select"(%arg8, %arg9, %10) : (tensor<2x128x256xi1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%11) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>, res_attrs = [{}], sym_name = "_take_14", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x128x1xi32>, %arg5: tensor<2x128x256xf32>):
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256x256xf32>
    %7 = "stablehlo.scatter"(%6, %arg4, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %8 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) : (tensor<256x256xf32>, tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<256x256xf32>
    "func.return"(%7) : (tensor<256x256xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i1>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>, res_attrs = [{}], sym_name = "_where_15", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<2x128x256xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x256xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<i1>, tensor<2x128x256xf32>, tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    %3 = "stablehlo.all_reduce"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %4 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<2x128x256xf32>) -> tensor<2x128x256xf32>
    "func.return"(%3) : (tensor<2x128x256xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
