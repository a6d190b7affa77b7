// A fully sharded (FSDP) training step of an MLP block as one device's
// program of a grid of 4, the form `shard-partition` gives it: each device
// holds a quarter of the rows of each weight and gathers the whole weight
// (`shard.all_gather` along the rows) right before its use; the backward
// pass (loss: half the sum of squares of the output) makes each weight's
// whole gradient and reduce-scatters it (`shard.reduce_scatter` along the
// rows), so that each device keeps the gradient of its own shard. The
// second weight is used again in the backward pass, the first is not.
// Gathered, each weight and each whole gradient takes 128 KiB, four times
// its shard.
#mk_kn = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mk = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(i, j) -> (i, j)>
shard.grid @grid(shape = 4)
func.func @step(%x: tensor<8x128xf32>, %w1: tensor<32x256xf32>, %w2: tensor<64x128xf32>) -> (tensor<32x256xf32>, tensor<64x128xf32>) {
  %zero = arith.constant 0.0 : f32
  // Forward.
  %g1 = shard.all_gather %w1 on @grid grid_axes = [0] gather_axis = 0 : tensor<32x256xf32> -> tensor<128x256xf32>
  %e1 = tensor.empty() : tensor<8x256xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %h = linalg.matmul ins(%x, %g1 : tensor<8x128xf32>, tensor<128x256xf32>) outs(%z1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2 = tensor.empty() : tensor<8x256xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3 = tensor.empty() : tensor<8x256xf32>
  %a = linalg.max ins(%h, %z2 : tensor<8x256xf32>, tensor<8x256xf32>) outs(%e3 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %g2 = shard.all_gather %w2 on @grid grid_axes = [0] gather_axis = 0 : tensor<64x128xf32> -> tensor<256x128xf32>
  %e4 = tensor.empty() : tensor<8x128xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %y = linalg.matmul ins(%a, %g2 : tensor<8x256xf32>, tensor<256x128xf32>) outs(%z4 : tensor<8x128xf32>) -> tensor<8x128xf32>
  // Backward, from dL/dy = y: the second weight's gradient a^T y, reduce-scattered.
  %e5 = tensor.empty() : tensor<256x128xf32>
  %z5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<256x128xf32>) -> tensor<256x128xf32>
  %dw2 = linalg.generic {indexing_maps = [#mk_kn, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %y : tensor<8x256xf32>, tensor<8x128xf32>) outs(%z5 : tensor<256x128xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<256x128xf32>
  %s2 = shard.reduce_scatter %dw2 on @grid grid_axes = [0] scatter_axis = 0 : tensor<256x128xf32> -> tensor<64x128xf32>
  // dL/da = y w2^T, through the ReLU: dL/dh = dL/da where h > 0.
  %e6 = tensor.empty() : tensor<8x256xf32>
  %z6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %da = linalg.generic {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%y, %g2 : tensor<8x128xf32>, tensor<256x128xf32>) outs(%z6 : tensor<8x256xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x256xf32>
  %e7 = tensor.empty() : tensor<8x256xf32>
  %dh = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%da, %h : tensor<8x256xf32>, tensor<8x256xf32>) outs(%e7 : tensor<8x256xf32>) {
  ^bb0(%g: f32, %v: f32, %o: f32):
    %pos = arith.cmpf ogt, %v, %zero : f32
    %r = arith.select %pos, %g, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x256xf32>
  // The first weight's gradient x^T dL/dh, reduce-scattered.
  %e8 = tensor.empty() : tensor<128x256xf32>
  %z8 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %dw1 = linalg.generic {indexing_maps = [#mk_kn, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %dh : tensor<8x128xf32>, tensor<8x256xf32>) outs(%z8 : tensor<128x256xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<128x256xf32>
  %s1 = shard.reduce_scatter %dw1 on @grid grid_axes = [0] scatter_axis = 0 : tensor<128x256xf32> -> tensor<32x256xf32>
  return %s1, %s2 : tensor<32x256xf32>, tensor<64x128xf32>
}
