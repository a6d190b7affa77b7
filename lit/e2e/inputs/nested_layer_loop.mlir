// Two steps of sixteen layers: an outer scf.for (a loop over tokens)
// whose body runs the layers as an inner scf.for over the stacked
// weights, reading each layer's slice at the
// inner induction variable, and adds each layer's output into its
// carried activation and the step's output into the carried state (which
// starts as tanh of the input), in place.
func.func @steps(%w: tensor<16x256x256xf32>, %x: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %ex = tensor.empty() : tensor<64x256xf32>
  %x0 = linalg.tanh ins(%x : tensor<64x256xf32>) outs(%ex : tensor<64x256xf32>) -> tensor<64x256xf32>
  %out = scf.for %t = %c0 to %c2 step %c1 iter_args(%s = %x0) -> (tensor<64x256xf32>) {
    %e0 = tensor.empty() : tensor<64x256xf32>
    %h0 = linalg.tanh ins(%s : tensor<64x256xf32>) outs(%e0 : tensor<64x256xf32>) -> tensor<64x256xf32>
    %r = scf.for %i = %c0 to %c16 step %c1 iter_args(%h = %h0) -> (tensor<64x256xf32>) {
      %ws = tensor.extract_slice %w[%i, 0, 0] [1, 256, 256] [1, 1, 1] : tensor<16x256x256xf32> to tensor<256x256xf32>
      %e = tensor.empty() : tensor<64x256xf32>
      %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x256xf32>) -> tensor<64x256xf32>
      %m = linalg.matmul ins(%h, %ws : tensor<64x256xf32>, tensor<256x256xf32>) outs(%f : tensor<64x256xf32>) -> tensor<64x256xf32>
      %e2 = tensor.empty() : tensor<64x256xf32>
      %t2 = linalg.tanh ins(%m : tensor<64x256xf32>) outs(%e2 : tensor<64x256xf32>) -> tensor<64x256xf32>
      %u = linalg.add ins(%t2, %h : tensor<64x256xf32>, tensor<64x256xf32>) outs(%h : tensor<64x256xf32>) -> tensor<64x256xf32>
      scf.yield %u : tensor<64x256xf32>
    }
    %n = linalg.add ins(%r, %s : tensor<64x256xf32>, tensor<64x256xf32>) outs(%s : tensor<64x256xf32>) -> tensor<64x256xf32>
    scf.yield %n : tensor<64x256xf32>
  }
  return %out : tensor<64x256xf32>
}
