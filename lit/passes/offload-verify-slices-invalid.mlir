// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-verify='hw=gh200-c2c'

// Slice indices (fuzzing reproducers R14, R15): offload-verify proves that
// every offload.prefetch_slice and offload.store_slice names a slice inside
// its stack in every iteration of its loop, from the index's affine form in
// the loop's counter (the first and last iterations bound it), and refuses,
// at the op, an index offload-bufferize would refuse. An index out of the
// stack used to pass verify, bufferize and both lowerings, and read outside
// the stack at run time.

// Checks that %i - 1 is refused: slice -1 in the first iteration.
func.func @minus_one(%w: tensor<4x64x64xf32> {offload.tier = "host"}, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %r = "offload.resident"(%w) {tier = "host"} : (tensor<4x64x64xf32>) -> !offload.remote<tensor<4x64x64xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %y = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<64x64xf32>) {
    %j = arith.subi %i, %c1 : index
    // expected-error @+1 {{'offload.prefetch_slice' names slice -1 in iteration 0 of its loop, outside its stack of 4 slices; a slice index must lie in 0..4 in every iteration}}
    %ws = "offload.prefetch_slice"(%r, %j) : (!offload.remote<tensor<4x64x64xf32>>, index) -> tensor<64x64xf32>
    %u = linalg.add ins(%ws, %h : tensor<64x64xf32>, tensor<64x64xf32>) outs(%h : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %u : tensor<64x64xf32>
  }
  return %y : tensor<64x64xf32>
}

// -----

// Checks that %i + 1 is refused: slice 4 in the last iteration.
func.func @plus_one(%w: tensor<4x64x64xf32> {offload.tier = "host"}, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %r = "offload.resident"(%w) {tier = "host"} : (tensor<4x64x64xf32>) -> !offload.remote<tensor<4x64x64xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %y = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<64x64xf32>) {
    %j = arith.addi %i, %c1 : index
    // expected-error @+1 {{'offload.prefetch_slice' names slice 4 in iteration 3 of its loop, outside its stack of 4 slices; a slice index must lie in 0..4 in every iteration}}
    %ws = "offload.prefetch_slice"(%r, %j) : (!offload.remote<tensor<4x64x64xf32>>, index) -> tensor<64x64xf32>
    %u = linalg.add ins(%ws, %h : tensor<64x64xf32>, tensor<64x64xf32>) outs(%h : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %u : tensor<64x64xf32>
  }
  return %y : tensor<64x64xf32>
}

// -----

// Checks that a constant index, which offload-bufferize refuses, is refused
// here too.
func.func @constant_index(%w: tensor<4x64x64xf32> {offload.tier = "host"}, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %r = "offload.resident"(%w) {tier = "host"} : (tensor<4x64x64xf32>) -> !offload.remote<tensor<4x64x64xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %y = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<64x64xf32>) {
    // expected-error @+1 {{'offload.prefetch_slice' names the same slice in every iteration: offload-bufferize fetches the next iteration's slice by the loop's counter; index it with the induction variable of the loop around it}}
    %ws = "offload.prefetch_slice"(%r, %c0) : (!offload.remote<tensor<4x64x64xf32>>, index) -> tensor<64x64xf32>
    %u = linalg.add ins(%ws, %h : tensor<64x64xf32>, tensor<64x64xf32>) outs(%h : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %u : tensor<64x64xf32>
  }
  return %y : tensor<64x64xf32>
}

// -----

// Checks that an index no affine form gives is refused: nothing proves it
// inside the stack.
func.func @square_index(%w: tensor<4x64x64xf32> {offload.tier = "host"}, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %r = "offload.resident"(%w) {tier = "host"} : (tensor<4x64x64xf32>) -> !offload.remote<tensor<4x64x64xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %y = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<64x64xf32>) {
    %j = arith.muli %i, %i : index
    // expected-error @+1 {{'offload.prefetch_slice' has an index that is not an affine function of its loop's counter: write it as the counter, or as arith.addi, arith.subi and arith.muli of it and constants, so that it can be proved inside its stack}}
    %ws = "offload.prefetch_slice"(%r, %j) : (!offload.remote<tensor<4x64x64xf32>>, index) -> tensor<64x64xf32>
    %u = linalg.add ins(%ws, %h : tensor<64x64xf32>, tensor<64x64xf32>) outs(%h : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %u : tensor<64x64xf32>
  }
  return %y : tensor<64x64xf32>
}

// -----

// Checks that a backward loop's 3 - i passes: slices 3 down to 0.
// expected-remark @+1 {{verified @backward}}
func.func @backward(%w: tensor<4x64x64xf32> {offload.tier = "host"}, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %r = "offload.resident"(%w) {tier = "host"} : (tensor<4x64x64xf32>) -> !offload.remote<tensor<4x64x64xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %y = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<64x64xf32>) {
    %j = arith.subi %c3, %i : index
    %ws = "offload.prefetch_slice"(%r, %j) : (!offload.remote<tensor<4x64x64xf32>>, index) -> tensor<64x64xf32>
    %u = linalg.add ins(%ws, %h : tensor<64x64xf32>, tensor<64x64xf32>) outs(%h : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %u : tensor<64x64xf32>
  }
  return %y : tensor<64x64xf32>
}

// -----

// Checks that a slice store is held to the same rule.
func.func @store_past_the_end(%x: tensor<64xf32>) -> !offload.remote<tensor<4x64xf32>> {
  %g = "offload.remote_stack"() {tier = "host"} : () -> !offload.remote<tensor<4x64xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.addf %x, %x : tensor<64xf32>
    %j = arith.addi %i, %c1 : index
    // expected-error @+1 {{'offload.store_slice' names slice 4 in iteration 3 of its loop, outside its stack of 4 slices; a slice index must lie in 0..4 in every iteration}}
    %s = "offload.store_slice"(%v, %g, %j) {tier = "host"} : (tensor<64xf32>, !offload.remote<tensor<4x64xf32>>, index) -> !offload.remote<tensor<64xf32>>
  }
  return %g : !offload.remote<tensor<4x64xf32>>
}

// -----

// Checks that a slice prefetch outside a loop is refused, as
// offload-bufferize refuses it.
func.func @not_in_a_loop(%w: tensor<4x64x64xf32> {offload.tier = "host"}) -> tensor<64x64xf32> {
  %r = "offload.resident"(%w) {tier = "host"} : (tensor<4x64x64xf32>) -> !offload.remote<tensor<4x64x64xf32>>
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'offload.prefetch_slice' is not directly in the body of a loop that counts: place it in the body of the scf.for, scf.while or stablehlo.while whose counter indexes the slice}}
  %ws = "offload.prefetch_slice"(%r, %c0) : (!offload.remote<tensor<4x64x64xf32>>, index) -> tensor<64x64xf32>
  return %ws : tensor<64x64xf32>
}
