"builtin.module"() <{sym_name = "jit_layer"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}], function_type = (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<8x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16x16xf32>):
    %10 = "sdy.manual_computation"(%arg2, %arg3, %arg4) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>]>, manual_axes = #sdy<manual_axes{"dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>}> ({
    ^bb0(%arg5: tensor<4x16xf32>, %arg6: tensor<16x8xf32>, %arg7: tensor<8x16xf32>):
      %11 = "stablehlo.dot_general"(%arg5, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
      %12 = "stablehlo.tanh"(%11) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %13 = "func.call"(%12) <{callee = @tril}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %14 = "stablehlo.dot_general"(%13, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
      %15 = "stablehlo.all_reduce"(%14) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %16 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%16) : (tensor<f32>) -> ()
      }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
      "sdy.return"(%15) : (tensor<4x16xf32>) -> ()
    }) : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    "func.return"(%10) : (tensor<8x16xf32>) -> ()
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

