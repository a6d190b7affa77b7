// A fully sharded (FSDP) MLP block as one device's program of a grid of 4,
// the form `shard-partition` gives it: each device holds a quarter of the
// rows of each weight, gathers the whole weight right before its use
// (`shard.all_gather` along the rows), and uses the first one again after
// the second, as a backward pass would. The input is the device's own
// batch. Gathered, each weight takes 128 KiB, four times its shard.
shard.grid @grid(shape = 4)
func.func @mlp(%x: tensor<8x128xf32>, %w1: tensor<32x256xf32>, %w2: tensor<64x128xf32>) -> tensor<8x256xf32> {
  %zero = arith.constant 0.0 : f32
  %g1 = shard.all_gather %w1 on @grid grid_axes = [0] gather_axis = 0 : tensor<32x256xf32> -> tensor<128x256xf32>
  %e1 = tensor.empty() : tensor<8x256xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %h = linalg.matmul ins(%x, %g1 : tensor<8x128xf32>, tensor<128x256xf32>) outs(%z1 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2 = tensor.empty() : tensor<8x256xf32>
  %a = linalg.max ins(%h, %z1 : tensor<8x256xf32>, tensor<8x256xf32>) outs(%e2 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %g2 = shard.all_gather %w2 on @grid grid_axes = [0] gather_axis = 0 : tensor<64x128xf32> -> tensor<256x128xf32>
  %e3 = tensor.empty() : tensor<8x128xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %y = linalg.matmul ins(%a, %g2 : tensor<8x256xf32>, tensor<256x128xf32>) outs(%z3 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e4 = tensor.empty() : tensor<8x128xf32>
  %r = linalg.add ins(%x, %y : tensor<8x128xf32>, tensor<8x128xf32>) outs(%e4 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e5 = tensor.empty() : tensor<8x256xf32>
  %z5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %o = linalg.matmul ins(%r, %g1 : tensor<8x128xf32>, tensor<128x256xf32>) outs(%z5 : tensor<8x256xf32>) -> tensor<8x256xf32>
  return %o : tensor<8x256xf32>
}
