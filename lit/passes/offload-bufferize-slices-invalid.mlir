// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(offload-bufferize)'

// offload.prefetch_slice is pipelined by the scf.for or scf.while around
// it: it is refused outside a loop body, in an scf.while that does not
// count (its bound is not a constant), at an index that is not the induction
// variable or arith ops of it, for a stack stored inside the loop or
// stored whole by this function, and for a result that is not one slice
// along the leading dimension. offload.store_slice is refused into a
// stack that is not an offload.remote_stack, at a 0-d tensor index, for
// a value that is not one slice, and when its result is read.
func.func @outside_a_loop(%w: memref<4x8xf32> {offload.tier = "host"}, %i: index) {
  %wt = bufferization.to_tensor %w : memref<4x8xf32> to tensor<4x8xf32>
  %r = "offload.resident"(%wt) {tier = "host"} : (tensor<4x8xf32>) -> !offload.remote<tensor<4x8xf32>>
  // expected-error @+1 {{offload.prefetch_slice is pipelined across the iterations of a loop: place it directly in the body of the scf.for or scf.while whose induction variable indexes the slice}}
  %s = "offload.prefetch_slice"(%r, %i) : (!offload.remote<tensor<4x8xf32>>, index) -> tensor<8xf32>
  return
}

// -----

func.func @uncounted_while(%w: memref<4x8xf32> {offload.tier = "host"}, %n: index) {
  %wt = bufferization.to_tensor %w : memref<4x8xf32> to tensor<4x8xf32>
  %r = "offload.resident"(%wt) {tier = "host"} : (tensor<4x8xf32>) -> !offload.remote<tensor<4x8xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %end = scf.while (%i = %c0) : (index) -> index {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i : index
  } do {
  ^bb0(%i: index):
    // expected-error @+1 {{offload.prefetch_slice needs an scf.while that counts: its condition compares a carried integer with a constant, passes it on to the body at its own position, and the body adds a constant step to it (the form -scf-for-to-while emits)}}
    %s = "offload.prefetch_slice"(%r, %i) : (!offload.remote<tensor<4x8xf32>>, index) -> tensor<8xf32>
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  return
}

// -----

func.func @not_the_induction_variable(%w: memref<4x8xf32> {offload.tier = "host"}, %j: index) {
  %wt = bufferization.to_tensor %w : memref<4x8xf32> to tensor<4x8xf32>
  %r = "offload.resident"(%wt) {tier = "host"} : (tensor<4x8xf32>) -> !offload.remote<tensor<4x8xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-error @+1 {{offload.prefetch_slice must index the slice with the induction variable of the loop around it, or with arith ops of it and values from outside the loop}}
    %s = "offload.prefetch_slice"(%r, %j) : (!offload.remote<tensor<4x8xf32>>, index) -> tensor<8xf32>
  }
  return
}

// -----

func.func @not_a_slice(%w: memref<4x8xf32> {offload.tier = "host"}) {
  %wt = bufferization.to_tensor %w : memref<4x8xf32> to tensor<4x8xf32>
  %r = "offload.resident"(%wt) {tier = "host"} : (tensor<4x8xf32>) -> !offload.remote<tensor<4x8xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-error @+1 {{offload.prefetch_slice returns one slice of the stack along its leading dimension: a stack tensor<L x S> gives tensor<S> or tensor<1 x S>, static shapes}}
    %s = "offload.prefetch_slice"(%r, %i) : (!offload.remote<tensor<4x8xf32>>, index) -> tensor<4xf32>
  }
  return
}

// -----

func.func @stored_in_the_loop(%x: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %t = bufferization.to_tensor %x : memref<4x8xf32> to tensor<4x8xf32>
    %r = "offload.store"(%t) {tier = "host"} : (tensor<4x8xf32>) -> !offload.remote<tensor<4x8xf32>>
    // expected-error @+1 {{offload.prefetch_slice reads a stack that is in its tier before the loop: make its remote copy outside the loop}}
    %s = "offload.prefetch_slice"(%r, %i) : (!offload.remote<tensor<4x8xf32>>, index) -> tensor<8xf32>
  }
  return
}

// -----

func.func @stored_by_the_function(%x: memref<4x8xf32>) {
  %t = bufferization.to_tensor %x : memref<4x8xf32> to tensor<4x8xf32>
  %r = "offload.store"(%t) {tier = "host"} : (tensor<4x8xf32>) -> !offload.remote<tensor<4x8xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-error @+1 {{offload.prefetch_slice streams a stack that lives in its tier (offload.resident, offload.remote_stack or a remote argument); a stack stored whole by this function is not supported}}
    %s = "offload.prefetch_slice"(%r, %i) : (!offload.remote<tensor<4x8xf32>>, index) -> tensor<8xf32>
  }
  return
}

// -----

func.func @store_into_a_stored_stack(%x: memref<4x8xf32>, %v: memref<8xf32>) {
  %t = bufferization.to_tensor %x : memref<4x8xf32> to tensor<4x8xf32>
  %r = "offload.store"(%t) {tier = "host"} : (tensor<4x8xf32>) -> !offload.remote<tensor<4x8xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %vt = bufferization.to_tensor %v : memref<8xf32> to tensor<8xf32>
    // expected-error @+1 {{offload.store_slice stores into a stack made by offload.remote_stack in this function}}
    %s = "offload.store_slice"(%vt, %r, %i) {tier = "host"} : (tensor<8xf32>, !offload.remote<tensor<4x8xf32>>, index) -> !offload.remote<tensor<8xf32>>
  }
  return
}

// -----

func.func @store_at_a_tensor_index(%v: memref<8xf32>, %i: tensor<i32>) -> !offload.remote<tensor<4x8xf32>> {
  %g = "offload.remote_stack"() {tier = "host"} : () -> !offload.remote<tensor<4x8xf32>>
  %vt = bufferization.to_tensor %v : memref<8xf32> to tensor<8xf32>
  // expected-error @+1 {{offload.store_slice needs an index of type index: a 0-d tensor index (a plan of a stablehlo.while) is not lowered here}}
  %s = "offload.store_slice"(%vt, %g, %i) {tier = "host"} : (tensor<8xf32>, !offload.remote<tensor<4x8xf32>>, tensor<i32>) -> !offload.remote<tensor<8xf32>>
  return %g : !offload.remote<tensor<4x8xf32>>
}

// -----

func.func @store_not_a_slice(%v: memref<4xf32>) -> !offload.remote<tensor<4x8xf32>> {
  %g = "offload.remote_stack"() {tier = "host"} : () -> !offload.remote<tensor<4x8xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %vt = bufferization.to_tensor %v : memref<4xf32> to tensor<4xf32>
    // expected-error @+1 {{offload.store_slice stores one slice of the stack along its leading dimension: a stack tensor<L x S> takes tensor<S> or tensor<1 x S>, static shapes}}
    %s = "offload.store_slice"(%vt, %g, %i) {tier = "host"} : (tensor<4xf32>, !offload.remote<tensor<4x8xf32>>, index) -> !offload.remote<tensor<4xf32>>
  }
  return %g : !offload.remote<tensor<4x8xf32>>
}

// -----

func.func @stored_slice_read(%v: memref<8xf32>) -> !offload.remote<tensor<8xf32>> {
  %g = "offload.remote_stack"() {tier = "host"} : () -> !offload.remote<tensor<4x8xf32>>
  %c1 = arith.constant 1 : index
  %vt = bufferization.to_tensor %v : memref<8xf32> to tensor<8xf32>
  %s = "offload.store_slice"(%vt, %g, %c1) {tier = "host"} : (tensor<8xf32>, !offload.remote<tensor<4x8xf32>>, index) -> !offload.remote<tensor<8xf32>>
  // expected-error @+1 {{'func.return' reads the result of offload.store_slice; a stored slice is read back through its stack (offload.prefetch_slice)}}
  return %s : !offload.remote<tensor<8xf32>>
}
