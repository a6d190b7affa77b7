// An expert-parallel MoE block as one device's program of a grid of 4: the
// device's 16 tokens are dispatched to the 4 experts (`shard.all_to_all`:
// rows 4j..4j+3 go to the device holding expert j), its own expert runs
// on the 16 tokens it receives (an up projection, ReLU, a down
// projection), the results go back to their tokens' devices (a second
// all-to-all) and are added to the tokens. The expert's weights are the
// device's own (64 KiB each).
shard.grid @grid(shape = 4)
func.func @moe(%x: tensor<16x64xf32>, %up: tensor<64x256xf32>, %down: tensor<256x64xf32>) -> tensor<16x64xf32> {
  %zero = arith.constant 0.0 : f32
  %t = shard.all_to_all %x on @grid grid_axes = [0] split_axis = 0 concat_axis = 0 : tensor<16x64xf32> -> tensor<16x64xf32>
  %e1 = tensor.empty() : tensor<16x256xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x256xf32>) -> tensor<16x256xf32>
  %h = linalg.matmul ins(%t, %up : tensor<16x64xf32>, tensor<64x256xf32>) outs(%z1 : tensor<16x256xf32>) -> tensor<16x256xf32>
  %e2 = tensor.empty() : tensor<16x256xf32>
  %a = linalg.max ins(%h, %z1 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%e2 : tensor<16x256xf32>) -> tensor<16x256xf32>
  %e3 = tensor.empty() : tensor<16x64xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %y = linalg.matmul ins(%a, %down : tensor<16x256xf32>, tensor<256x64xf32>) outs(%z3 : tensor<16x64xf32>) -> tensor<16x64xf32>
  %back = shard.all_to_all %y on @grid grid_axes = [0] split_axis = 0 concat_axis = 0 : tensor<16x64xf32> -> tensor<16x64xf32>
  %e4 = tensor.empty() : tensor<16x64xf32>
  %r = linalg.add ins(%x, %back : tensor<16x64xf32>, tensor<16x64xf32>) outs(%e4 : tensor<16x64xf32>) -> tensor<16x64xf32>
  return %r : tensor<16x64xf32>
}
