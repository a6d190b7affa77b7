// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(offload-bufferize)'

// offload.prefetch_slice is pipelined by the scf.for around it: it is
// refused outside a loop body, at an index that is not the induction
// variable or arith ops of it, for a stack stored inside the loop or by this function, and
// for a result that is not one slice along the leading dimension.
func.func @outside_a_loop(%w: memref<4x8xf32> {offload.tier = "host"}, %i: index) {
  %wt = bufferization.to_tensor %w : memref<4x8xf32> to tensor<4x8xf32>
  %r = "offload.resident"(%wt) {tier = "host"} : (tensor<4x8xf32>) -> !offload.remote<tensor<4x8xf32>>
  // expected-error @+1 {{offload.prefetch_slice is pipelined across the iterations of a loop: place it directly in the body of the scf.for whose induction variable indexes the slice}}
  %s = "offload.prefetch_slice"(%r, %i) : (!offload.remote<tensor<4x8xf32>>, index) -> tensor<8xf32>
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
    // expected-error @+1 {{offload.prefetch_slice must index the slice with the induction variable of the scf.for around it, or with arith ops of it and values from outside the loop}}
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
    // expected-error @+1 {{offload.prefetch_slice reads a stack that is in its tier before the loop: make its remote copy outside the scf.for}}
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
    // expected-error @+1 {{offload.prefetch_slice streams a stack that lives in its tier (offload.resident or a remote argument); a stack stored by this function is not supported}}
    %s = "offload.prefetch_slice"(%r, %i) : (!offload.remote<tensor<4x8xf32>>, index) -> tensor<8xf32>
  }
  return
}
