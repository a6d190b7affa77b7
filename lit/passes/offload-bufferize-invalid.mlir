// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(offload-bufferize)'

// Checks that tensor-form ops that one-shot-bufferize has not seen are refused.
func.func @not_bufferized(%x: tensor<4xf32>) {
  // expected-error @+1 {{the tensor operand of 'offload.store' is not bufferized; run one-shot-bufferize}}
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  "offload.detach"(%x, %r) : (tensor<4xf32>, !offload.remote<tensor<4xf32>>) -> ()
  return
}

// -----

// Checks that an offload op in a loop body using a copy made outside the
// body is refused: each block's ops are rebuilt with that block's tokens.
func.func @nested(%m: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %r = "offload.store"(%t) {tier = "host"} : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{offload-bufferize lowers the offload ops of a loop body or branch with that block's tokens; this 'offload.prefetch' uses a value an offload op outside its block made}}
    %p = "offload.prefetch"(%r) : (!offload.remote<tensor<4xf32>>) -> tensor<4xf32>
  }
  return
}

// -----

// Checks that a dynamically shaped offloaded tensor is refused: its buffer
// has no size.
func.func @dynamic(%x: memref<?xf32>) {
  %t = bufferization.to_tensor %x : memref<?xf32> to tensor<?xf32>
  // expected-error @+1 {{cannot size a buffer for tensor<?xf32>: the shape is dynamic}}
  %r = "offload.resident"(%t) {tier = "host"} : (tensor<?xf32>) -> !offload.remote<tensor<?xf32>>
  %p = "offload.prefetch"(%r) : (!offload.remote<tensor<?xf32>>) -> tensor<?xf32>
  return
}

