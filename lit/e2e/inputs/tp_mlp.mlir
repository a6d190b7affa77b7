// A tensor-parallel MLP block over a grid of 4 devices, in the upstream
// `shard` dialect before partitioning (Megatron-style): the input %x is
// replicated, the first weight is split by columns and the second by rows,
// so that each device computes relu(x @ w1_shard) @ w2_shard, a partial sum
// of the block's output. The output is replicated: `shard-partition` makes
// the sum an all-reduce over the grid. The residual add after it reads %x
// again, long after its first use.
shard.grid @grid(shape = 4)
func.func @mlp(%x: tensor<32x128xf32>, %w1: tensor<128x512xf32>, %w2: tensor<512x128xf32>) -> tensor<32x128xf32> {
  %replicated = shard.sharding @grid split_axes = [[]] : !shard.sharding
  %by_columns = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %by_rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %x0 = shard.shard %x to %replicated : tensor<32x128xf32>
  %x1 = shard.shard %x0 to %replicated annotate_for_users : tensor<32x128xf32>
  %w10 = shard.shard %w1 to %by_columns : tensor<128x512xf32>
  %w11 = shard.shard %w10 to %by_columns annotate_for_users : tensor<128x512xf32>
  %w20 = shard.shard %w2 to %by_rows : tensor<512x128xf32>
  %w21 = shard.shard %w20 to %by_rows annotate_for_users : tensor<512x128xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<32x512xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<32x512xf32>) -> tensor<32x512xf32>
  %h = linalg.matmul ins(%x1, %w11 : tensor<32x128xf32>, tensor<128x512xf32>) outs(%z1 : tensor<32x512xf32>) -> tensor<32x512xf32>
  %e2 = tensor.empty() : tensor<32x512xf32>
  %a = linalg.max ins(%h, %z1 : tensor<32x512xf32>, tensor<32x512xf32>) outs(%e2 : tensor<32x512xf32>) -> tensor<32x512xf32>
  %e3 = tensor.empty() : tensor<32x128xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<32x128xf32>) -> tensor<32x128xf32>
  %y = linalg.matmul ins(%a, %w21 : tensor<32x512xf32>, tensor<512x128xf32>) outs(%z3 : tensor<32x128xf32>) -> tensor<32x128xf32>
  %y0 = shard.shard %y to %replicated : tensor<32x128xf32>
  %y1 = shard.shard %y0 to %replicated annotate_for_users : tensor<32x128xf32>
  %e4 = tensor.empty() : tensor<32x128xf32>
  %r = linalg.add ins(%x1, %y1 : tensor<32x128xf32>, tensor<32x128xf32>) outs(%e4 : tensor<32x128xf32>) -> tensor<32x128xf32>
  return %r : tensor<32x128xf32>
}
