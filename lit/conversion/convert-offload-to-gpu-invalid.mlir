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
