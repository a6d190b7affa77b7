// Where rooted collectives and point-to-point messages go, on a 2x4 grid:
// device i (at place c of row w, i = 4 w + c) makes [i] and
// - gathers it over axis 1 to place 2 of its row: the root reads the
//   gathered row [4w, 4w+1, 4w+2, 4w+3] back as
//   g = 1 x [0] + 10 x [1] + 100 x [2] + 1000 x [3], 3210 on row 0 and
//   7654 on row 1; the other devices hold zeros, g = 0;
// - takes its piece of [100 i, 100 i + 1, 100 i + 2, 100 i + 3] scattered
//   over axis 1 from place 1 of its row (i = 4 w + 1 there): s = 100 (4 w
//   + 1) + c, 100 + c on row 0 and 500 + c on row 1;
// - sums [i] over axis 0 at row 0: d = c + (4 + c) = 2 c + 4 on row 0,
//   0 on row 1;
// - row 0 sends [i + 10] to row 1 (`shard.send`, destination [1] on axis
//   0), which receives it (`shard.recv`, source [0]): p = c + 10 on both
//   rows (the sender's result is its own operand; a receiver that kept
//   its own would read c + 14).
// Each device returns g, s, d and p. Messages from the wrong root or
// member, or pieces put in the wrong place, give other numbers.
shard.grid @grid(shape = 2x4)
func.func @order() -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) {
  %i = shard.process_linear_index on @grid : index
  %i64 = arith.index_cast %i : index to i64
  %f = arith.sitofp %i64 : i64 to f32
  %t = tensor.from_elements %f : tensor<1xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %ten = arith.constant 10.0 : f32
  %hundred = arith.constant 100.0 : f32
  %thousand = arith.constant 1000.0 : f32

  %gathered = shard.gather %t on @grid grid_axes = [1] gather_axis = 0 root = [2] : (tensor<1xf32>) -> tensor<4xf32>
  %g0 = tensor.extract %gathered[%c0] : tensor<4xf32>
  %g1 = tensor.extract %gathered[%c1] : tensor<4xf32>
  %g2 = tensor.extract %gathered[%c2] : tensor<4xf32>
  %g3 = tensor.extract %gathered[%c3] : tensor<4xf32>
  %g1x = arith.mulf %g1, %ten : f32
  %g2x = arith.mulf %g2, %hundred : f32
  %g3x = arith.mulf %g3, %thousand : f32
  %ga = arith.addf %g0, %g1x : f32
  %gb = arith.addf %ga, %g2x : f32
  %g = arith.addf %gb, %g3x : f32

  %base = arith.mulf %f, %hundred : f32
  %s1 = arith.addf %base, %one : f32
  %two = arith.addf %one, %one : f32
  %s2 = arith.addf %base, %two : f32
  %three = arith.addf %two, %one : f32
  %s3 = arith.addf %base, %three : f32
  %pieces = tensor.from_elements %base, %s1, %s2, %s3 : tensor<4xf32>
  %mine = shard.scatter %pieces on @grid grid_axes = [1] scatter_axis = 0 root = [1] : (tensor<4xf32>) -> tensor<1xf32>
  %s = tensor.extract %mine[%c0] : tensor<1xf32>

  %own = tensor.from_elements %f : tensor<1xf32>
  %summed = shard.reduce %own on @grid grid_axes = [0] root = [0] : (tensor<1xf32>) -> tensor<1xf32>
  %d = tensor.extract %summed[%c0] : tensor<1xf32>

  %row = shard.process_multi_index on @grid axes = [0] : index
  %first = arith.cmpi eq, %row, %c0 : index
  %f10 = arith.addf %f, %ten : f32
  %message = tensor.from_elements %f10 : tensor<1xf32>
  %passed = scf.if %first -> tensor<1xf32> {
    %sent = shard.send %message on @grid grid_axes = [0] destination = [1] : (tensor<1xf32>) -> tensor<1xf32>
    scf.yield %sent : tensor<1xf32>
  } else {
    %got = shard.recv %message on @grid grid_axes = [0] source = [0] : (tensor<1xf32>) -> tensor<1xf32>
    scf.yield %got : tensor<1xf32>
  }
  %p = tensor.extract %passed[%c0] : tensor<1xf32>

  %gt = tensor.from_elements %g : tensor<f32>
  %st = tensor.from_elements %s : tensor<f32>
  %dt = tensor.from_elements %d : tensor<f32>
  %pt = tensor.from_elements %p : tensor<f32>
  return %gt, %st, %dt, %pt : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
}
