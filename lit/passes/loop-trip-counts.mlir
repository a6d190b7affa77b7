// Trip counts in exact arithmetic (fuzzing reproducers R16, R17).
//
// A full-range scf.for over index runs 2^64 - 1 times: its simulation takes
// that many iterations (the count used to overflow, and the loop to take
// microseconds).
// RUN: hyperoffload-opt %s --offload-simulate='hw=gh200-c2c functions=full_range' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: simulated @full_range on gh200-c2c: makespan {{[0-9.]+e1[0-9]}}s
//
// An scf.while counting 0, 3, 6, ... while != 4 never meets 4: it runs
// until the counter wraps, which is no trip count. Without trip-count it is
// an error at the loop that says why (it used to count 2 iterations).
// RUN: not hyperoffload-opt %s --offload-simulate='hw=gh200-c2c functions=never_meets' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SKIPS
// SKIPS: loop-trip-counts.mlir:[[@LINE+24]]:10: error: the trip count of this scf.while is not known (its counter goes from 0 by 3 while != 4, which holds until the counter wraps); give trip-count=N
//
// With trip-count, it is assumed, and named with why.
// RUN: hyperoffload-opt %s --offload-lifetimes='functions=never_meets trip-count=2' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ASSUMED
// ASSUMED: loop with an assumed trip count (trip-count): scf.while at {{.*}}loop-trip-counts.mlir:{{[0-9]+}}:10 (its counter goes from 0 by 3 while != 4, which holds until the counter wraps)
//
// A != that its step meets is counted: 0, 2 then 4 ends it.
// RUN: hyperoffload-opt %s --offload-lifetimes='functions=meets' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEETS
// MEETS-NOT: assumed trip count

func.func @full_range(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %lb = arith.constant -9223372036854775808 : index
  %ub = arith.constant 9223372036854775807 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%h = %x) -> (tensor<64x64xf32>) {
    %e = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%h : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %t : tensor<64x64xf32>
  }
  return %r : tensor<64x64xf32>
}

func.func @never_meets(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%i = %c0, %h = %x) : (index, tensor<64x64xf32>) -> (index, tensor<64x64xf32>) {
    %lim = arith.constant 4 : index
    %more = arith.cmpi ne, %i, %lim : index
    scf.condition(%more) %i, %h : index, tensor<64x64xf32>
  } do {
  ^bb0(%i: index, %h: tensor<64x64xf32>):
    %step = arith.constant 3 : index
    %next = arith.addi %i, %step : index
    %e = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%h : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %next, %t : index, tensor<64x64xf32>
  }
  return %r#1 : tensor<64x64xf32>
}

func.func @meets(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%i = %c0, %h = %x) : (index, tensor<64x64xf32>) -> (index, tensor<64x64xf32>) {
    %lim = arith.constant 4 : index
    %more = arith.cmpi ne, %i, %lim : index
    scf.condition(%more) %i, %h : index, tensor<64x64xf32>
  } do {
  ^bb0(%i: index, %h: tensor<64x64xf32>):
    %step = arith.constant 2 : index
    %next = arith.addi %i, %step : index
    %e = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%h : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %next, %t : index, tensor<64x64xf32>
  }
  return %r#1 : tensor<64x64xf32>
}
