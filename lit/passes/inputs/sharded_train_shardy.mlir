"builtin.module"() <{sym_name = "jit_loss"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}], function_type = (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<8x16xf32>, %arg7: tensor<16x16xf32>, %arg8: tensor<16x16xf32>):
    %14:8 = "sdy.manual_computation"(%arg6, %arg7, %arg8) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>]>, manual_axes = #sdy<manual_axes{"dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp"}, {}]>, <@mesh, [{}]>]>}> ({
    ^bb0(%arg22: tensor<4x16xf32>, %arg23: tensor<16x8xf32>, %arg24: tensor<8x16xf32>):
      %37 = "stablehlo.dot_general"(%arg22, %arg23) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
      %38 = "stablehlo.tanh"(%37) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %39 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
      %41 = "stablehlo.subtract"(%40, %38) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %42:2 = "func.call"(%38) <{callee = @tril}> : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xi1>)
      %43 = "stablehlo.dot_general"(%42#0, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
      %44 = "stablehlo.all_reduce"(%43) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %47 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%47) : (tensor<f32>) -> ()
      }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %45 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      "sdy.return"(%arg22, %38, %41, %42#1, %arg24, %42#0, %44, %46) : (tensor<4x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<8x16xf32>, tensor<4x8xf32>, tensor<4x16xf32>, tensor<1xf32>) -> ()
    }) : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xi1>, tensor<32x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>, tensor<1xf32>)
    %15 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "sdy.sharding_constraint"(%15) <{sharding = #sdy.sharding<@mesh, []>}> : (tensor<f32>) -> tensor<f32>
    %17:2 = "sdy.manual_computation"(%16, %14#0, %14#1, %14#2, %14#3, %14#4, %14#5, %14#6, %14#7) <{in_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp", "tp"}, {}]>, <@mesh, [{"dp"}, {}]>, <@mesh, [{}]>]>, manual_axes = #sdy<manual_axes{"dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>]>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<4x16xf32>, %arg11: tensor<4x8xf32>, %arg12: tensor<4x8xf32>, %arg13: tensor<4x8xi1>, %arg14: tensor<8x16xf32>, %arg15: tensor<4x8xf32>, %arg16: tensor<4x16xf32>, %arg17: tensor<1xf32>):
      %18 = "stablehlo.reshape"(%arg17) : (tensor<1xf32>) -> tensor<f32>
      %19 = "stablehlo.divide"(%arg9, %18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
      %21 = "stablehlo.multiply"(%arg16, %20) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %22 = "stablehlo.multiply"(%20, %arg16) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %23 = "stablehlo.add"(%21, %22) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
      %24 = "stablehlo.dot_general"(%23, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
      %25 = "stablehlo.transpose"(%24) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf32>) -> tensor<8x16xf32>
      %26 = "stablehlo.dot_general"(%23, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<8x16xf32>) -> tensor<4x8xf32>
      %27 = "stablehlo.all_reduce"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %36 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%36) : (tensor<f32>) -> ()
      }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
      %28 = "func.call"(%arg13, %26) <{callee = @tril_1}> : (tensor<4x8xi1>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %29 = "stablehlo.multiply"(%28, %arg12) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %30 = "stablehlo.multiply"(%29, %arg11) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %31 = "stablehlo.add"(%29, %30) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %32 = "stablehlo.dot_general"(%31, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
      %33 = "stablehlo.transpose"(%32) <{permutation = array<i64: 1, 0>}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
      %34 = "stablehlo.all_reduce"(%33) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
        %35 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%35) : (tensor<f32>) -> ()
      }) : (tensor<16x8xf32>) -> tensor<16x8xf32>
      "sdy.return"(%34, %27) : (tensor<16x8xf32>, tensor<8x16xf32>) -> ()
    }) : (tensor<f32>, tensor<16x16xf32>, tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xi1>, tensor<32x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>, tensor<1xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>)
    "func.return"(%17#0, %17#1) : (tensor<16x16xf32>, tensor<16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xi1>), res_attrs = [{}, {}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4x8xf32>):
    %13:2 = "func.call"(%arg5) <{callee = @tril_0}> : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xi1>)
    "func.return"(%13#0, %13#1) : (tensor<4x8xf32>, tensor<4x8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xi1>), res_attrs = [{}, {}], sym_name = "tril_0", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4x8xf32>):
    %4 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x8xi32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x8xi32>
    %7 = "stablehlo.add"(%4, %6) : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
    %8 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x8xi32>
    %9 = "stablehlo.compare"(%7, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %12 = "stablehlo.select"(%9, %arg4, %11) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%12, %9) : (tensor<4x8xf32>, tensor<4x8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xf32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "tril_1", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<4x8xi1>, %arg3: tensor<4x8xf32>):
    %3 = "func.call"(%arg2, %arg3) <{callee = @tril_2}> : (tensor<4x8xi1>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%3) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8xi1>, tensor<4x8xf32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "tril_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x8xi1>, %arg1: tensor<4x8xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%2) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

