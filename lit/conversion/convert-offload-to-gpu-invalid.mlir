// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --convert-offload-to-gpu

// Checks that the tensor forms are refused: they must be bufferized first.
func.func @tensors(%x: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{'offload.store' is a tensor-form offload op; bufferize first}}
  %r = "offload.store"(%x) {tier = "host"} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  %y = "offload.prefetch"(%r) : (!offload.remote<tensor<16xf32>>) -> tensor<16xf32>
  return %y : tensor<16xf32>
}

// -----

// Checks that a tier the CUDA runtime does not have is refused.
func.func @nvme(%m: memref<16xf32>) {
  // expected-error @+1 {{the CUDA runtime has no 'nvme' tier: only 'host' copies lower to gpu ops}}
  %r, %d = "offload.store_async"(%m) {tier = "nvme"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.wait"(%d) : (!offload.token) -> ()
  return
}

// -----

// Checks that a broken schedule is refused before anything is rewritten:
// a second release of one buffer would lower to a double free.
func.func @double_release(%m: memref<16xf32>) {
  %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  // expected-note @+1 {{the earlier release}}
  "offload.release"(%m, %d) : (memref<16xf32>, !offload.token) -> ()
  // expected-error @+1 {{offload.release frees %arg0 again (an earlier release freed it); keep one release}}
  "offload.release"(%m, %d) : (memref<16xf32>, !offload.token) -> ()
  return
}

// -----

// Checks that a release which does not wait for the store reading its
// buffer is refused, and so is a use of a prefetched buffer before a wait
// on its token.
func.func @races(%m: memref<16xf32>, %out: memref<16xf32>) {
  %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  // expected-error @+1 {{offload.release frees %arg0 while the offload.store_async of it may still run; take %0#1 as a dep of the release}}
  "offload.release"(%m) : (memref<16xf32>) -> ()
  %v, %vd = "offload.prefetch_async"(%r, %d) : (!offload.remote<memref<16xf32>>, !offload.token) -> (memref<16xf32>, !offload.token)
  // expected-error @+1 {{memref.copy uses %1#0 before its prefetch has completed; add offload.wait on %1#1 before this use}}
  memref.copy %v, %out : memref<16xf32> to memref<16xf32>
  "offload.wait"(%vd) : (!offload.token) -> ()
  "offload.release"(%v) : (memref<16xf32>) -> ()
  return
}
