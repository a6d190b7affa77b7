"builtin.module"() <{sym_name = "jit_layer"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}], function_type = (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>, res_attrs = [{jax.result_info = "result", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16x16xf32>, %arg9: tensor<16x16xf32>):
    %16 = "stablehlo.custom_call"(%arg7) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %17 = "stablehlo.custom_call"(%16) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<4x16xf32>
    %18 = "stablehlo.custom_call"(%arg8) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %19 = "stablehlo.custom_call"(%18) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x16xf32>) -> tensor<16x8xf32>
    %20 = "stablehlo.custom_call"(%arg9) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %21 = "stablehlo.custom_call"(%20) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x16xf32>) -> tensor<8x16xf32>
    %22 = "func.call"(%17, %19, %21) <{callee = @shmap_body}> : (tensor<4x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %23 = "stablehlo.custom_call"(%22) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %24 = "stablehlo.custom_call"(%23) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<4x16xf32>) -> tensor<8x16xf32>
    "func.return"(%24) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>, res_attrs = [{jax.result_info = "[('dp',), None]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<4x16xf32>, %arg3: tensor<16x8xf32>, %arg4: tensor<8x16xf32>):
    %10 = "stablehlo.dot_general"(%arg2, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    %11 = "stablehlo.tanh"(%10) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %12 = "func.call"(%11) <{callee = @tril}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %13 = "stablehlo.dot_general"(%12, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %14 = "stablehlo.all_reduce"(%13) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %15 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%14) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xf32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4x8xf32>):
    %9 = "func.call"(%arg1) <{callee = @tril_0}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%9) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xf32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "tril_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x8xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x8xi32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %4 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x8xi32>
    %5 = "stablehlo.compare"(%3, %4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %8 = "stablehlo.select"(%5, %arg0, %7) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%8) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

