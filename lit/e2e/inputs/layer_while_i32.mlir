// The layers of inputs/layer_while.mlir counted by an i32, as a loop
// written over integers is: the slice is read at arith.index_cast of the
// counter, and the pipeline's arithmetic on the counter is in i32.
func.func @layers(%w: tensor<4x64x64xf32>, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<64x64xf32>
  %skip = linalg.exp ins(%x : tensor<64x64xf32>) outs(%es : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e0 = tensor.empty() : tensor<64x64xf32>
  %h0 = linalg.tanh ins(%x : tensor<64x64xf32>) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r:2 = scf.while (%i = %c0, %h = %h0) : (i32, tensor<64x64xf32>) -> (i32, tensor<64x64xf32>) {
    %more = arith.cmpi slt, %i, %c4 : i32
    scf.condition(%more) %i, %h : i32, tensor<64x64xf32>
  } do {
  ^bb0(%i: i32, %h: tensor<64x64xf32>):
    %next = arith.addi %i, %c1 : i32
    %ii = arith.index_cast %i : i32 to index
    %ws = tensor.extract_slice %w[%ii, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<64x64xf32>
    %e = tensor.empty() : tensor<64x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%h, %ws : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e2 = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %u = linalg.add ins(%t, %h : tensor<64x64xf32>, tensor<64x64xf32>) outs(%h : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %next, %u : i32, tensor<64x64xf32>
  }
  %eo = tensor.empty() : tensor<64x64xf32>
  %out = linalg.add ins(%r#1, %skip : tensor<64x64xf32>, tensor<64x64xf32>) outs(%eo : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %out : tensor<64x64xf32>
}
