// Where shifts and a broadcast send, on a 2x4 grid: device i (at place c
// of row w, i = 4 w + c) makes [i] and
// - shifts it one place on along axis 1, rotating: r = the index of the
//   device at place c - 1 (mod 4) of its row;
// - shifts it one place back along axis 1, not rotating: n = the index of
//   the device at place c + 1, the last device keeping its own;
// - broadcasts it over axis 0 from row 1: b = 4 + c;
// - keeps its own piece of [1000, 2000, 3000, 4000] sliced over axis 1
//   (`shard.all_slice`): 1000 (c + 1).
// It reads them back as one number, r + 10 n + 100 b + 1000 (c + 1):
// 1413, 2520, 3631, 4732 on row 0 and 1457, 2564, 3675, 4776 on row 1.
// Messages sent the wrong way, across rows or from the wrong root, or the
// wrong piece kept give other numbers.
shard.grid @grid(shape = 2x4)
func.func @order() -> tensor<f32> {
  %i = shard.process_linear_index on @grid : index
  %i64 = arith.index_cast %i : index to i64
  %f = arith.sitofp %i64 : i64 to f32
  %t = tensor.from_elements %f : tensor<1xf32>
  %r = shard.shift %t on @grid grid_axes = [1] shift_axis = 1 offset = 1 rotate : tensor<1xf32> -> tensor<1xf32>
  %n = shard.shift %t on @grid grid_axes = [1] shift_axis = 1 offset = -1 : tensor<1xf32> -> tensor<1xf32>
  %b = shard.broadcast %t on @grid grid_axes = [0] root = [1] : (tensor<1xf32>) -> tensor<1xf32>
  %thousands = arith.constant dense<[1000.0, 2000.0, 3000.0, 4000.0]> : tensor<4xf32>
  %k = shard.all_slice %thousands on @grid grid_axes = [1] slice_axis = 0 : tensor<4xf32> -> tensor<1xf32>
  %c0 = arith.constant 0 : index
  %rv = tensor.extract %r[%c0] : tensor<1xf32>
  %nv = tensor.extract %n[%c0] : tensor<1xf32>
  %bv = tensor.extract %b[%c0] : tensor<1xf32>
  %kv = tensor.extract %k[%c0] : tensor<1xf32>
  %ten = arith.constant 10.0 : f32
  %hundred = arith.constant 100.0 : f32
  %n10 = arith.mulf %nv, %ten : f32
  %b100 = arith.mulf %bv, %hundred : f32
  %s0 = arith.addf %rv, %n10 : f32
  %s1 = arith.addf %s0, %b100 : f32
  %s = arith.addf %s1, %kv : f32
  %out = tensor.from_elements %s : tensor<f32>
  return %out : tensor<f32>
}
