// The program lit/passes/offload-verify-collectives.mlir was planned from:
// the all-reduce of %x, then the all-gather of %s, in both functions.
shard.grid @grid(shape = 4)
func.func @collectives(%a: tensor<4096xf32>, %s: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<16384xf32>) {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %y = shard.all_reduce %x on @grid grid_axes = [0] : tensor<4096xf32> -> tensor<4096xf32>
  %g = shard.all_gather %s on @grid grid_axes = [0] gather_axis = 0 : tensor<4096xf32> -> tensor<16384xf32>
  return %y, %g : tensor<4096xf32>, tensor<16384xf32>
}

// The same program, which @swapped reorders.
func.func @swapped(%a: tensor<4096xf32>, %s: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<16384xf32>) {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %y = shard.all_reduce %x on @grid grid_axes = [0] : tensor<4096xf32> -> tensor<4096xf32>
  %g = shard.all_gather %s on @grid grid_axes = [0] gather_axis = 0 : tensor<4096xf32> -> tensor<16384xf32>
  return %y, %g : tensor<4096xf32>, tensor<16384xf32>
}
