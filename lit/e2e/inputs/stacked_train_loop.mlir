// A training step over four stacked layers, written as two scf.for loops
// (linalg on tensors). The forward loop reads layer i's weights and
// stacks each layer's activation (the residuals) into a zero-filled
// stack, one slice per iteration (tensor.insert_slice at the induction
// variable).
// The backward loop walks the layers in reverse (3 - j), reads layer
// 3 - j's residual and weights, and stacks that layer's weight gradient.
// The function returns the input gradient and the stacked gradients.
func.func @stacked_train(%w: tensor<4x64x64xf32>, %x: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<4x64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<4x64x64xf32>
  %acts0 = linalg.fill ins(%zero : f32) outs(%es : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
  %e0 = tensor.empty() : tensor<64x64xf32>
  %h0 = linalg.tanh ins(%x : tensor<64x64xf32>) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %f:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %h0, %acts = %acts0) -> (tensor<64x64xf32>, tensor<4x64x64xf32>) {
    %ws = tensor.extract_slice %w[%i, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<64x64xf32>
    %e = tensor.empty() : tensor<64x64xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%h, %ws : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e2 = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %saved = tensor.insert_slice %t into %acts[%i, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<64x64xf32> into tensor<4x64x64xf32>
    %u = linalg.add ins(%t, %h : tensor<64x64xf32>, tensor<64x64xf32>) outs(%h : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %u, %saved : tensor<64x64xf32>, tensor<4x64x64xf32>
  }
  %eg = tensor.empty() : tensor<4x64x64xf32>
  %grads0 = linalg.fill ins(%zero : f32) outs(%eg : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
  %b:2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%d = %f#0, %grads = %grads0) -> (tensor<64x64xf32>, tensor<4x64x64xf32>) {
    %c3 = arith.constant 3 : index
    %k = arith.subi %c3, %j : index
    %hk = tensor.extract_slice %f#1[%k, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<64x64xf32>
    %ws = tensor.extract_slice %w[%k, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<64x64xf32>
    %e = tensor.empty() : tensor<64x64xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %gw = linalg.matmul ins(%hk, %d : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e2 = tensor.empty() : tensor<64x64xf32>
    %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %dm = linalg.matmul ins(%d, %ws : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e3 = tensor.empty() : tensor<64x64xf32>
    %dt = linalg.tanh ins(%dm : tensor<64x64xf32>) outs(%e3 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %dn = linalg.sub ins(%d, %dt : tensor<64x64xf32>, tensor<64x64xf32>) outs(%d : tensor<64x64xf32>) -> tensor<64x64xf32>
    %g2 = tensor.insert_slice %gw into %grads[%k, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<64x64xf32> into tensor<4x64x64xf32>
    scf.yield %dn, %g2 : tensor<64x64xf32>, tensor<4x64x64xf32>
  }
  return %b#0, %b#1 : tensor<64x64xf32>, tensor<4x64x64xf32>
}
