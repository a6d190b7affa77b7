// RUN: hyperoffload-opt %s | FileCheck %s
// RUN: hyperoffload-opt %s | hyperoffload-opt | FileCheck %s
// RUN: hyperoffload-opt %s --mlir-print-op-generic | hyperoffload-opt | FileCheck %s
// The forward JAX exported with Shardy reads, prints in the custom form
// and reads again, its attributes as written and the call in the manual
// computation's body resolved.
// RUN: hyperoffload-opt %S/../passes/inputs/sharded_forward_shardy.mlir --allow-unregistered-dialect | hyperoffload-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=JAX
// JAX: "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}>
// JAX: func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>})
// JAX-SAME: -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>})
// JAX-NEXT: "sdy.manual_computation"(%arg0, %arg1, %arg2) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>]>, manual_axes = #sdy<manual_axes{"dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}]>]>}> ({
// JAX: call @tril(
// JAX: "sdy.return"
// A training step JAX exported with Shardy (both manual computations of
// grad of a shard_map) reads and prints back character for character.
// RUN: hyperoffload-opt %S/../passes/inputs/sharded_train_shardy.mlir --allow-unregistered-dialect --mlir-print-op-generic -o %t.train.mlir
// RUN: diff %t.train.mlir %S/../passes/inputs/sharded_train_shardy.mlir

// The part of Shardy's `sdy` dialect that JAX exports: without
// --allow-unregistered-dialect, `sdy.manual_computation` is a registered
// op, the other `sdy` ops are unknown ops of the dialect, and every
// `#sdy.*` attribute prints back as it was written. The call in the body
// resolves to the module's function (an unregistered op with a region
// might be a symbol table, so the callee would not verify).

// CHECK: "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}>
"sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> : () -> ()
// CHECK: "sdy.mesh"() <{mesh = #sdy.mesh<["x"=4], device_ids=[3, 2, 1, 0]>, sym_name = "ring"}>
"sdy.mesh"() <{mesh = #sdy.mesh<["x"=4], device_ids=[3, 2, 1, 0]>, sym_name = "ring"}> : () -> ()

func.func private @twice(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = arith.addf %x, %x : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}
// CHECK-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"dp", ?}, {?}p1], replicated={"tp"}>}
// CHECK-SAME: {sdy.sharding = #sdy.sharding<@ring, [{"x":(1)2}, {}], unreduced={"x":(2)2}>}
func.func @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>},
                %b: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp", ?}, {?}p1], replicated={"tp"}>},
                %c: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@ring, [{"x":(1)2}, {}], unreduced={"x":(2)2}>})
    -> tensor<8x16xf32> {
  // CHECK: "sdy.manual_computation"(%{{.*}}) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {"tp"}]>]>, manual_axes = #sdy<manual_axes{"dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {"tp"}]>]>}> ({
  %r = "sdy.manual_computation"(%a) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {"tp"}]>]>, manual_axes = #sdy<manual_axes{"dp", "tp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {"tp"}]>]>}> ({
  ^bb0(%local: tensor<4x8xf32>):
    // CHECK: func.call @twice
    %t = func.call @twice(%local) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    // CHECK: "sdy.return"
    "sdy.return"(%t) : (tensor<4x8xf32>) -> ()
  }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: "sdy.sharding_constraint"(%{{.*}}) <{sharding = #sdy.sharding<mesh<["a"=2]>, [{"a"}, {}]>}>
  %s = "sdy.sharding_constraint"(%r) <{sharding = #sdy.sharding<mesh<["a"=2]>, [{"a"}, {}]>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: {sdy.propagation_edges = #sdy.propagation_edges<[{step-0 = [{"x" = operand-0 -> [result-0]}]}]>}
  %p = arith.negf %s {sdy.propagation_edges = #sdy.propagation_edges<[{step-0 = [{"x" = operand-0 -> [result-0]}]}]>} : tensor<8x16xf32>
  // CHECK: {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=16} reduction={j}, custom>}
  %t = arith.addf %p, %b {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=16} reduction={j}, custom>} : tensor<8x16xf32>
  return %t : tensor<8x16xf32>
}
