// Where a reduce-scatter's pieces go and what they sum, on a 2x4 grid:
// device i makes [100 j + i + 1 for j in 0..4] and reduce-scatters it over
// axis 1, the 4 devices of its row; the device at place r of its row gets
// piece r summed over the row, 400 r + 10 on row 0 (devices 0-3, i + 1
// summing to 10) and 400 r + 26 on row 1 (devices 4-7). Pieces out of
// place, summed across rows or not summed give other numbers.
shard.grid @grid(shape = 2x4)
func.func @order() -> tensor<f32> {
  %base = arith.constant dense<[1.0, 101.0, 201.0, 301.0]> : tensor<4xf32>
  %i = shard.process_linear_index on @grid : index
  %i64 = arith.index_cast %i : index to i64
  %f = arith.sitofp %i64 : i64 to f32
  %e = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %t = linalg.add ins(%base, %filled : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %s = shard.reduce_scatter %t on @grid grid_axes = [1] scatter_axis = 0 : tensor<4xf32> -> tensor<1xf32>
  %one = arith.constant dense<[1.0]> : tensor<1xf32>
  %e3 = tensor.empty() : tensor<f32>
  %zero = arith.constant 0.0 : f32
  %z = linalg.fill ins(%zero : f32) outs(%e3 : tensor<f32>) -> tensor<f32>
  %d = linalg.dot ins(%s, %one : tensor<1xf32>, tensor<1xf32>) outs(%z : tensor<f32>) -> tensor<f32>
  return %d : tensor<f32>
}
