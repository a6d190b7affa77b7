"builtin.module"() <{sym_name = "jit_loss"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}], function_type = (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>), res_attrs = [{jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, {jax.result_info = "result[1]", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg24: tensor<8x16xf32>, %arg25: tensor<16x16xf32>, %arg26: tensor<16x16xf32>):
    %44 = "stablehlo.custom_call"(%arg24) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %45 = "stablehlo.custom_call"(%44) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<4x16xf32>
    %46 = "stablehlo.custom_call"(%arg25) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %47 = "stablehlo.custom_call"(%46) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x16xf32>) -> tensor<16x8xf32>
    %48 = "stablehlo.custom_call"(%arg26) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %49 = "stablehlo.custom_call"(%48) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x16xf32>) -> tensor<8x16xf32>
    %50:8 = "func.call"(%45, %47, %49) <{callee = @shmap_body}> : (tensor<4x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>) -> (tensor<4x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<1xf32>)
    %51 = "stablehlo.custom_call"(%50#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %52 = "stablehlo.custom_call"(%51) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4x16xf32>) -> tensor<16x16xf32>
    %53 = "stablehlo.custom_call"(%50#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %54 = "stablehlo.custom_call"(%53) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4x8xf32>) -> tensor<16x8xf32>
    %55 = "stablehlo.custom_call"(%50#2) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %56 = "stablehlo.custom_call"(%55) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4x8xf32>) -> tensor<16x8xf32>
    %57 = "stablehlo.custom_call"(%50#3) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x8xi1>) -> tensor<4x8xi1>
    %58 = "stablehlo.custom_call"(%57) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4x8xi1>) -> tensor<16x8xi1>
    %59 = "stablehlo.custom_call"(%50#4) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %60 = "stablehlo.custom_call"(%59) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x16xf32>) -> tensor<32x16xf32>
    %61 = "stablehlo.custom_call"(%50#5) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %62 = "stablehlo.custom_call"(%61) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<4x8xf32>) -> tensor<16x8xf32>
    %63 = "stablehlo.custom_call"(%50#6) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %64 = "stablehlo.custom_call"(%63) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<4x16xf32>) -> tensor<8x16xf32>
    %65 = "stablehlo.custom_call"(%50#7) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %66 = "stablehlo.custom_call"(%65) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1xf32>) -> tensor<1xf32>
    %67 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.custom_call"(%67) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %69 = "stablehlo.custom_call"(%68) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %70 = "stablehlo.custom_call"(%69) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %71 = "stablehlo.custom_call"(%52) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %72 = "stablehlo.custom_call"(%71) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x16xf32>) -> tensor<4x16xf32>
    %73 = "stablehlo.custom_call"(%54) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %74 = "stablehlo.custom_call"(%73) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x8xf32>) -> tensor<4x8xf32>
    %75 = "stablehlo.custom_call"(%56) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %76 = "stablehlo.custom_call"(%75) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x8xf32>) -> tensor<4x8xf32>
    %77 = "stablehlo.custom_call"(%58) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x8xi1>) -> tensor<16x8xi1>
    %78 = "stablehlo.custom_call"(%77) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x8xi1>) -> tensor<4x8xi1>
    %79 = "stablehlo.custom_call"(%60) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %80 = "stablehlo.custom_call"(%79) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<32x16xf32>) -> tensor<8x16xf32>
    %81 = "stablehlo.custom_call"(%62) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %82 = "stablehlo.custom_call"(%81) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x8xf32>) -> tensor<4x8xf32>
    %83 = "stablehlo.custom_call"(%64) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %84 = "stablehlo.custom_call"(%83) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<4x16xf32>
    %85 = "stablehlo.custom_call"(%66) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{replicated}"} : (tensor<1xf32>) -> tensor<1xf32>
    %86 = "stablehlo.custom_call"(%85) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDFullToShardShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<1xf32>) -> tensor<1xf32>
    %87:2 = "func.call"(%70, %72, %74, %76, %78, %80, %82, %84, %86) <{callee = @shmap_body_1}> : (tensor<f32>, tensor<4x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<1xf32>) -> (tensor<16x8xf32>, tensor<8x16xf32>)
    %88 = "stablehlo.custom_call"(%87#0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %89 = "stablehlo.custom_call"(%88) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<16x8xf32>) -> tensor<16x16xf32>
    %90 = "stablehlo.custom_call"(%87#1) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %91 = "stablehlo.custom_call"(%90) <{api_version = 1 : i32, backend_config = "", call_target_name = "SPMDShardToFullShape", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"} : (tensor<8x16xf32>) -> tensor<16x16xf32>
    "func.return"(%89, %91) : (tensor<16x16xf32>, tensor<16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>) -> (tensor<4x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<1xf32>), res_attrs = [{jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp', 'tp'), None]"}, {jax.result_info = "[('dp',), None]"}, {jax.result_info = "[None]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x16xf32>, %arg20: tensor<16x8xf32>, %arg21: tensor<8x16xf32>):
    %33 = "stablehlo.dot_general"(%arg19, %arg20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    %34 = "stablehlo.tanh"(%33) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %35 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %37 = "stablehlo.subtract"(%36, %34) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %38:2 = "func.call"(%34) <{callee = @tril}> : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xi1>)
    %39 = "stablehlo.dot_general"(%38#0, %arg21) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %40 = "stablehlo.all_reduce"(%39) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %43 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%43) : (tensor<f32>) -> ()
    }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %41 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    "func.return"(%arg19, %34, %37, %38#1, %arg21, %38#0, %40, %42) : (tensor<4x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xi1>), res_attrs = [{}, {}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<4x8xf32>):
    %32:2 = "func.call"(%arg18) <{callee = @tril_0}> : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xi1>)
    "func.return"(%32#0, %32#1) : (tensor<4x8xf32>, tensor<4x8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xi1>), res_attrs = [{}, {}], sym_name = "tril_0", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<4x8xf32>):
    %23 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x8xi32>
    %24 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %26 = "stablehlo.add"(%23, %25) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %27 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x8xi32>
    %28 = "stablehlo.compare"(%26, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %31 = "stablehlo.select"(%28, %arg17, %30) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%31, %28) : (tensor<4x8xf32>, tensor<4x8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<f32>, tensor<4x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<1xf32>) -> (tensor<16x8xf32>, tensor<8x16xf32>), res_attrs = [{jax.result_info = "[None, ('tp',)]"}, {jax.result_info = "[('tp',), None]"}], sym_name = "shmap_body_1", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<f32>, %arg5: tensor<4x16xf32>, %arg6: tensor<4x8xf32>, %arg7: tensor<4x8xf32>, %arg8: tensor<4x8xi1>, %arg9: tensor<8x16xf32>, %arg10: tensor<4x8xf32>, %arg11: tensor<4x16xf32>, %arg12: tensor<1xf32>):
    %4 = "stablehlo.reshape"(%arg12) : (tensor<1xf32>) -> tensor<f32>
    %5 = "stablehlo.divide"(%arg4, %4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %7 = "stablehlo.multiply"(%arg11, %6) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %8 = "stablehlo.multiply"(%6, %arg11) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %9 = "stablehlo.add"(%7, %8) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %10 = "stablehlo.dot_general"(%9, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %11 = "stablehlo.transpose"(%10) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %12 = "stablehlo.dot_general"(%9, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
    %13 = "stablehlo.all_reduce"(%11) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %22 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %14 = "func.call"(%arg8, %12) <{callee = @tril_2}> : (tensor<4x8xi1>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %15 = "stablehlo.multiply"(%14, %arg7) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %16 = "stablehlo.multiply"(%15, %arg6) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %17 = "stablehlo.add"(%15, %16) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %18 = "stablehlo.dot_general"(%17, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
    %19 = "stablehlo.transpose"(%18) <{permutation = array<i64: 1, 0>}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %20 = "stablehlo.all_reduce"(%19) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %21 = "stablehlo.add"(%arg13, %arg14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) : (tensor<16x8xf32>) -> tensor<16x8xf32>
    "func.return"(%20, %13) : (tensor<16x8xf32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xf32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "tril_2", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<4x8xi1>, %arg3: tensor<4x8xf32>):
    %3 = "func.call"(%arg2, %arg3) <{callee = @tril_3}> : (tensor<4x8xi1>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%3) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xf32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "tril_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x8xi1>, %arg1: tensor<4x8xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%2) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

