// A gradient made early and reduce-scattered late, with three matmuls
// between, as one device's program of a grid of 4: under a budget the plan
// sends the whole gradient to host for the gap and fetches it back for the
// reduce-scatter, which then sums into the fetched buffer, in place.
shard.grid @grid(shape = 4)
func.func @f(%x: tensor<256x256xf32>, %y: tensor<256x256xf32>) -> (tensor<64x256xf32>, tensor<256x256xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %g = linalg.add ins(%x, %x : tensor<256x256xf32>, tensor<256x256xf32>) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %e1 = tensor.empty() : tensor<256x256xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %a = linalg.matmul ins(%y, %y : tensor<256x256xf32>, tensor<256x256xf32>) outs(%z1 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %e2 = tensor.empty() : tensor<256x256xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %b = linalg.matmul ins(%a, %a : tensor<256x256xf32>, tensor<256x256xf32>) outs(%z2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %e3 = tensor.empty() : tensor<256x256xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul ins(%b, %b : tensor<256x256xf32>, tensor<256x256xf32>) outs(%z3 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %s = shard.reduce_scatter %g on @grid grid_axes = [0] scatter_axis = 0 : tensor<256x256xf32> -> tensor<64x256xf32>
  return %s, %c : tensor<64x256xf32>, tensor<256x256xf32>
}
