// Loops are timed from their bodies: each op inside is a kernel of its own,
// run once per iteration, and a stablehlo.while / scf.while that counts a
// carried value from a constant to a constant bound runs that many times.
// A loop of 4 exponentials takes what the same 4 ops unrolled take (with
// the tensor constant that starts the stablehlo counter, a node of its own).
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-simulate='hw=gh200-c2c functions=looped,unrolled,scf_looped,unrolled_plain' -o /dev/null 2>&1 | FileCheck %s
// CHECK: simulated @looped on gh200-c2c: makespan [[T:[0-9.]+[mun]?s]], compute [[T]]
// CHECK: simulated @unrolled on gh200-c2c: makespan [[T]], compute [[T]]
// CHECK: simulated @scf_looped on gh200-c2c: makespan [[U:[0-9.]+[mun]?s]], compute [[U]]
// CHECK: simulated @unrolled_plain on gh200-c2c: makespan [[U]], compute [[U]]
// A counter in a 0-d tensor, as StableHLO's control flow converted to scf
// leaves it (the comparison on tensors, its i1 extracted for scf.condition),
// with StableHLO or arith ops on the tensor: 4 iterations each, no
// trip-count needed.
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-simulate='hw=gh200-c2c functions=unrolled_plain,scf_tensor_counter,scf_arith_tensor_counter' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TENSOR
// TENSOR: simulated @unrolled_plain on gh200-c2c: makespan [[U:[0-9.]+[mun]?s]], compute [[U]]
// TENSOR-NOT: assumed trip count
// TENSOR: simulated @scf_tensor_counter on gh200-c2c: makespan [[U]], compute [[U]]
// TENSOR: simulated @scf_arith_tensor_counter on gh200-c2c: makespan [[U]], compute [[U]]

// A bound that is no constant: trip-count is assumed, and named.
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-lifetimes='functions=unbounded trip-count=3' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ASSUMED
// ASSUMED: loop with an assumed trip count (trip-count): stablehlo.while at {{.*}}loops.mlir:[[@LINE+35]]
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-lifetimes='functions=looped' -o /dev/null 2>&1 | FileCheck %s --check-prefix=KNOWN
// KNOWN-NOT: assumed trip count
// Without trip-count, a loop whose count the IR does not give is an error at
// the loop; constant scf.for bounds give theirs.
// RUN: not hyperoffload-opt %s --allow-unregistered-dialect --offload-lifetimes='functions=unbounded' -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: loops.mlir:[[@LINE+29]]:10: error: the trip count of this stablehlo.while is not known (its bounds are not constants, or its condition does not compare a counter with a constant); give trip-count=N
// RUN: not hyperoffload-opt %s --allow-unregistered-dialect --offload-lifetimes='functions=for_loops' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FOR
// FOR: error: the trip count of this scf.for is not known
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-lifetimes='functions=for_loops trip-count=5' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FOR5
// FOR5: remark: lifetimes @for_loops
// FOR5: loop with an assumed trip count (trip-count): scf.for at {{.*}}loops.mlir:{{[0-9]+}}:8
// FOR5-NOT: assumed trip count

"func.func"() <{function_type = (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>, sym_name = "looped"}> ({
^bb0(%x: tensor<1024x1024xf32>):
  %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%zero, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<1024x1024xf32>):
    %n = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<1024x1024xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %next = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %e = "stablehlo.exponential"(%v) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    "stablehlo.return"(%next, %e) : (tensor<i32>, tensor<1024x1024xf32>) -> ()
  }) : (tensor<i32>, tensor<1024x1024xf32>) -> (tensor<i32>, tensor<1024x1024xf32>)
  "func.return"(%r#1) : (tensor<1024x1024xf32>) -> ()
}) : () -> ()

"func.func"() <{function_type = (tensor<1024x1024xf32>, tensor<i32>) -> tensor<1024x1024xf32>, sym_name = "unbounded"}> ({
^bb0(%x: tensor<1024x1024xf32>, %n: tensor<i32>):
  %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%zero, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<1024x1024xf32>):
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<1024x1024xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %next = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %e = "stablehlo.exponential"(%v) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    "stablehlo.return"(%next, %e) : (tensor<i32>, tensor<1024x1024xf32>) -> ()
  }) : (tensor<i32>, tensor<1024x1024xf32>) -> (tensor<i32>, tensor<1024x1024xf32>)
  "func.return"(%r#1) : (tensor<1024x1024xf32>) -> ()
}) : () -> ()

"func.func"() <{function_type = (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>, sym_name = "unrolled"}> ({
^bb0(%x: tensor<1024x1024xf32>):
  %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %a = "stablehlo.exponential"(%x) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %b = "stablehlo.exponential"(%a) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %c = "stablehlo.exponential"(%b) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %d = "stablehlo.exponential"(%c) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  "func.return"(%d) : (tensor<1024x1024xf32>) -> ()
}) : () -> ()

// scf.while counting down from 8 by 2 while i > 0: 4 iterations.
func.func @scf_looped(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %c8 = arith.constant 8 : index
  %r:2 = scf.while (%i = %c8, %v = %x) : (index, tensor<1024x1024xf32>) -> (index, tensor<1024x1024xf32>) {
    %c0 = arith.constant 0 : index
    %p = arith.cmpi sgt, %i, %c0 : index
    scf.condition(%p) %i, %v : index, tensor<1024x1024xf32>
  } do {
  ^bb0(%i: index, %v: tensor<1024x1024xf32>):
    %c2 = arith.constant -2 : index
    %next = arith.addi %i, %c2 : index
    %e = math.exp %v : tensor<1024x1024xf32>
    scf.yield %next, %e : index, tensor<1024x1024xf32>
  }
  return %r#1 : tensor<1024x1024xf32>
}

"func.func"() <{function_type = (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>, sym_name = "unrolled_plain"}> ({
^bb0(%x: tensor<1024x1024xf32>):
  %a = "stablehlo.exponential"(%x) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %b = "stablehlo.exponential"(%a) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %c = "stablehlo.exponential"(%b) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %d = "stablehlo.exponential"(%c) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  "func.return"(%d) : (tensor<1024x1024xf32>) -> ()
}) : () -> ()

// stablehlo-to-scf's form of @looped: scf.while carries the tensor<i32>
// counter, compared by stablehlo.compare and extracted for scf.condition.
"func.func"() <{function_type = (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>, sym_name = "scf_tensor_counter"}> ({
^bb0(%x: tensor<1024x1024xf32>):
  %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "scf.while"(%zero, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<1024x1024xf32>):
    %n = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %b = "tensor.extract"(%p) : (tensor<i1>) -> i1
    "scf.condition"(%b, %i, %v) : (i1, tensor<i32>, tensor<1024x1024xf32>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<1024x1024xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %next = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %e = "stablehlo.exponential"(%v) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    "scf.yield"(%next, %e) : (tensor<i32>, tensor<1024x1024xf32>) -> ()
  }) : (tensor<i32>, tensor<1024x1024xf32>) -> (tensor<i32>, tensor<1024x1024xf32>)
  "func.return"(%r#1) : (tensor<1024x1024xf32>) -> ()
}) : () -> ()

// The same with arith on the 0-d tensors (counting up from 0 while i != 8,
// by 2).
func.func @scf_arith_tensor_counter(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %zero = arith.constant dense<0> : tensor<i64>
  %r:2 = scf.while (%i = %zero, %v = %x) : (tensor<i64>, tensor<1024x1024xf32>) -> (tensor<i64>, tensor<1024x1024xf32>) {
    %n = arith.constant dense<8> : tensor<i64>
    %p = arith.cmpi ne, %i, %n : tensor<i64>
    %b = tensor.extract %p[] : tensor<i1>
    scf.condition(%b) %i, %v : tensor<i64>, tensor<1024x1024xf32>
  } do {
  ^bb0(%i: tensor<i64>, %v: tensor<1024x1024xf32>):
    %two = arith.constant dense<2> : tensor<i64>
    %next = arith.addi %i, %two : tensor<i64>
    %e = math.exp %v : tensor<1024x1024xf32>
    scf.yield %next, %e : tensor<i64>, tensor<1024x1024xf32>
  }
  return %r#1 : tensor<1024x1024xf32>
}

// The first loop's bounds are constants (4 trips); the second's upper bound
// is an argument.
func.func @for_loops(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<8xf32>) {
    %s = arith.addf %acc, %acc : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  %q = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %r) -> (tensor<8xf32>) {
    %s = arith.mulf %acc, %acc : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %q : tensor<8xf32>
}

// An unregistered op of a loop body without the operands its name implies
// (a broadcast of nothing) is timed, not a crash.
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-lifetimes='functions=malformed_broadcast' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MALFORMED
// MALFORMED: remark: lifetimes @malformed_broadcast
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "malformed_broadcast"}> ({
^bb0(%x: tensor<4xf32>):
  %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%zero, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<4xf32>):
    %n = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<4xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %next = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %e = "stablehlo.broadcast_in_dim"() : () -> tensor<4xf32>
    "stablehlo.return"(%next, %e) : (tensor<i32>, tensor<4xf32>) -> ()
  }) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  "func.return"(%r#1) : (tensor<4xf32>) -> ()
}) : () -> ()
