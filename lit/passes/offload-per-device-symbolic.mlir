// A shard_map that jax.export writes with a symbolic dimension reads the
// dimension's size outside the body (stablehlo.get_dimension_size, to pass
// it in and to check the shapes). Where the sharding leaves that dimension
// whole, every device's shard has the global size there: the op stays and
// reads the local argument.
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-per-device | FileCheck %s
// CHECK-LABEL: func.func @symbolic(
// CHECK-SAME: %[[A:arg[0-9]+]]: tensor<4x?xf32> {offload.global_type = tensor<8x?xf32>
// CHECK-NEXT: %[[T:.*]] = "stablehlo.get_dimension_size"(%[[A]]) <{dimension = 1 : i64}> : (tensor<4x?xf32>) -> tensor<i32>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.convert"(%[[T]]) : (tensor<i32>) -> tensor<f32>
// CHECK-NEXT: %[[SHAPE:.*]] = shape.shape_of %[[A]] : tensor<4x?xf32> -> tensor<2xindex>
// CHECK-NEXT: %[[B:.*]] = "stablehlo.broadcast_in_dim"(%[[S]], %[[SHAPE]]) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<2xindex>) -> tensor<4x?xf32>
// CHECK-NEXT: return %[[B]] : tensor<4x?xf32>
"sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
func.func @symbolic(%a: tensor<8x?xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x?xf32> {
  %t = "stablehlo.get_dimension_size"(%a) <{dimension = 1 : i64}> : (tensor<8x?xf32>) -> tensor<i32>
  %r = "sdy.manual_computation"(%t, %a) <{in_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"x"}, {}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}> ({
  ^bb0(%n: tensor<i32>, %l: tensor<4x?xf32>):
    %s = "stablehlo.convert"(%n) : (tensor<i32>) -> tensor<f32>
    %shape = "shape.shape_of"(%l) : (tensor<4x?xf32>) -> tensor<2xindex>
    %b = "stablehlo.broadcast_in_dim"(%s, %shape) <{broadcast_dimensions = array<i64>}> : (tensor<f32>, tensor<2xindex>) -> tensor<4x?xf32>
    "sdy.return"(%b) : (tensor<4x?xf32>) -> ()
  }) : (tensor<i32>, tensor<8x?xf32>) -> tensor<8x?xf32>
  return %r : tensor<8x?xf32>
}
