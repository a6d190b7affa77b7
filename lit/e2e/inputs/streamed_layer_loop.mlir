// The layer loop of layer_loop.mlir with its stacked weights in host,
// streamed: each iteration reads its layer's slice through
// offload.prefetch_slice at the induction variable, which offload-bufferize
// fetches one iteration ahead into one of two device slots.
func.func @layers(%w: tensor<4x64x64xf32> {offload.tier = "host"}, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %wr = "offload.resident"(%w) {tier = "host"} : (tensor<4x64x64xf32>) -> !offload.remote<tensor<4x64x64xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<64x64xf32>
  %skip = linalg.exp ins(%x : tensor<64x64xf32>) outs(%es : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e0 = tensor.empty() : tensor<64x64xf32>
  %h0 = linalg.tanh ins(%x : tensor<64x64xf32>) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %h0) -> (tensor<64x64xf32>) {
    %ws = "offload.prefetch_slice"(%wr, %i) : (!offload.remote<tensor<4x64x64xf32>>, index) -> tensor<64x64xf32>
    %e = tensor.empty() : tensor<64x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%h, %ws : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e2 = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %u = linalg.add ins(%t, %h : tensor<64x64xf32>, tensor<64x64xf32>) outs(%h : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %u : tensor<64x64xf32>
  }
  %eo = tensor.empty() : tensor<64x64xf32>
  %out = linalg.add ins(%r, %skip : tensor<64x64xf32>, tensor<64x64xf32>) outs(%eo : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %out : tensor<64x64xf32>
}
