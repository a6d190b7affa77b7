// The order of an all-to-all's pieces, on a 2x4 grid: each device makes
// [10 i, 10 i + 1, 10 i + 2, 10 i + 3] from its linear grid index i and
// exchanges it over axis 1, the 4 devices of its row, piece j (one element)
// going to the device at place j. Device r of a row receives 10 q + r from
// each device q of the row, in the order of q, and a dot product with
// [1, 2, 4, 8] reads them back as one number: 340 + 15 r on row 0,
// 940 + 15 r on row 1. Pieces sent to the wrong device, received out of
// order or exchanged across rows give another.
shard.grid @grid(shape = 2x4)
func.func @order() -> tensor<f32> {
  %i = shard.process_linear_index on @grid : index
  %i64 = arith.index_cast %i : index to i64
  %f = arith.sitofp %i64 : i64 to f32
  %ten = arith.constant 10.0 : f32
  %base = arith.mulf %f, %ten : f32
  %splat = tensor.splat %base : tensor<4xf32>
  %offsets = arith.constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %mine = linalg.add ins(%splat, %offsets : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %got = shard.all_to_all %mine on @grid grid_axes = [1] split_axis = 0 concat_axis = 0 : tensor<4xf32> -> tensor<4xf32>
  %w = arith.constant dense<[1.0, 2.0, 4.0, 8.0]> : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %d = linalg.dot ins(%got, %w : tensor<4xf32>, tensor<4xf32>) outs(%z : tensor<f32>) -> tensor<f32>
  return %d : tensor<f32>
}
