// Two passes over four stacked layers (linalg on tensors): a forward loop
// reads layer i's weights, a backward loop layer 3 - i's, each slice by
// the loop's induction variable; both read the one stack.
func.func @two_pass(%w: tensor<4x64x64xf32>, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<64x64xf32>
  %h0 = linalg.tanh ins(%x : tensor<64x64xf32>) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %f = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %h0) -> (tensor<64x64xf32>) {
    %ws = tensor.extract_slice %w[%i, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<64x64xf32>
    %e = tensor.empty() : tensor<64x64xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%h, %ws : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e2 = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %u = linalg.add ins(%t, %h : tensor<64x64xf32>, tensor<64x64xf32>) outs(%h : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %u : tensor<64x64xf32>
  }
  %b = scf.for %j = %c0 to %c4 step %c1 iter_args(%g = %f) -> (tensor<64x64xf32>) {
    %c3 = arith.constant 3 : index
    %k = arith.subi %c3, %j : index
    %ws = tensor.extract_slice %w[%k, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<64x64xf32>
    %e = tensor.empty() : tensor<64x64xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%g, %ws : tensor<64x64xf32>, tensor<64x64xf32>) outs(%z : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e2 = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %u = linalg.sub ins(%g, %t : tensor<64x64xf32>, tensor<64x64xf32>) outs(%g : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %u : tensor<64x64xf32>
  }
  return %b : tensor<64x64xf32>
}
