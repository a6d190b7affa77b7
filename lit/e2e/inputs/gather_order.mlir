// The order of an all-gather's pieces, on a 2x4 grid: each device makes a
// one-element tensor holding its linear index on the grid and gathers it
// over axis 1, the group of the 4 devices of its row, in the order of
// their place on that axis. A dot product with [1, 10, 100, 1000] reads
// the gathered indices back as one number: 3210 on row 0 (devices 0-3),
// 7654 on row 1 (devices 4-7); pieces out of order, or gathered across
// rows, give another.
shard.grid @grid(shape = 2x4)
func.func @order() -> tensor<f32> {
  %w = arith.constant dense<[1.0, 10.0, 100.0, 1000.0]> : tensor<4xf32>
  %i = shard.process_linear_index on @grid : index
  %i64 = arith.index_cast %i : index to i64
  %f = arith.sitofp %i64 : i64 to f32
  %t = tensor.from_elements %f : tensor<1xf32>
  %g = shard.all_gather %t on @grid grid_axes = [1] gather_axis = 0 : tensor<1xf32> -> tensor<4xf32>
  %e = tensor.empty() : tensor<f32>
  %zero = arith.constant 0.0 : f32
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %d = linalg.dot ins(%g, %w : tensor<4xf32>, tensor<4xf32>) outs(%z : tensor<f32>) -> tensor<f32>
  return %d : tensor<f32>
}
