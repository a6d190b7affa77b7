// The order of an all-gather's pieces over a group of two axes named in
// reverse order, on a 2x2 grid: each device makes a one-element tensor
// holding its linear index i = 2 w + c (row w, column c) and gathers it
// over axes [1, 0], the whole grid, in the order of the key c * 2 + w
// (the op's axes, the last fastest): 0, 2, 1, 3. A dot product with
// [1, 10, 100, 1000] reads them back as 3120 on every device; pieces in
// the order of the linear index would read 3210.
shard.grid @grid(shape = 2x2)
func.func @order() -> tensor<f32> {
  %w = arith.constant dense<[1.0, 10.0, 100.0, 1000.0]> : tensor<4xf32>
  %i = shard.process_linear_index on @grid : index
  %i64 = arith.index_cast %i : index to i64
  %f = arith.sitofp %i64 : i64 to f32
  %t = tensor.from_elements %f : tensor<1xf32>
  %g = shard.all_gather %t on @grid grid_axes = [1, 0] gather_axis = 0 : tensor<1xf32> -> tensor<4xf32>
  %e = tensor.empty() : tensor<f32>
  %zero = arith.constant 0.0 : f32
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %d = linalg.dot ins(%g, %w : tensor<4xf32>, tensor<4xf32>) outs(%z : tensor<f32>) -> tensor<f32>
  return %d : tensor<f32>
}
