// A data-parallel step with a root, as one device's program of a grid of
// 4: the root (device 0) scatters the batch by rows (`shard.scatter`),
// each device runs its rows through an MLP block whose weights every
// device holds whole, the root gathers the outputs back
// (`shard.gather`), and the second weight's gradient (loss: half the sum
// of squares of the output) is summed at the root (`shard.reduce`), as a
// parameter server would. The weights take 128 KiB each, as does the
// gradient and its sum.
#mk_kn = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
shard.grid @grid(shape = 4)
func.func @step(%x: tensor<32x128xf32>, %w1: tensor<128x256xf32>, %w2: tensor<256x128xf32>) -> (tensor<32x128xf32>, tensor<256x128xf32>) {
  %zero = arith.constant 0.0 : f32
  %xi = shard.scatter %x on @grid grid_axes = [0] scatter_axis = 0 root = [0] : (tensor<32x128xf32>) -> tensor<8x128xf32>
  %e1 = tensor.empty() : tensor<8x256xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %h = linalg.matmul ins(%xi, %w1 : tensor<8x128xf32>, tensor<128x256xf32>) outs(%z1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2 = tensor.empty() : tensor<8x256xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3 = tensor.empty() : tensor<8x256xf32>
  %a = linalg.max ins(%h, %z2 : tensor<8x256xf32>, tensor<8x256xf32>) outs(%e3 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e4 = tensor.empty() : tensor<8x128xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<8x256xf32>, tensor<256x128xf32>) outs(%z4 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %out = shard.gather %y on @grid grid_axes = [0] gather_axis = 0 root = [0] : (tensor<8x128xf32>) -> tensor<32x128xf32>
  // Backward, from dL/dy = y: the second weight's gradient a^T y, summed at the root.
  %e5 = tensor.empty() : tensor<256x128xf32>
  %z5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<256x128xf32>) -> tensor<256x128xf32>
  %dw2 = linalg.generic {indexing_maps = [#mk_kn, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %y : tensor<8x256xf32>, tensor<8x128xf32>) outs(%z5 : tensor<256x128xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<256x128xf32>
  %sum = shard.reduce %dw2 on @grid grid_axes = [0] root = [0] : (tensor<256x128xf32>) -> tensor<256x128xf32>
  return %out, %sum : tensor<32x128xf32>, tensor<256x128xf32>
}
