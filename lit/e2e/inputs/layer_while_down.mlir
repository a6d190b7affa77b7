// The layers of inputs/layer_while.mlir walked backward: an scf.while
// that counts %i down from 3 while %i >= 0, adding -1 in its body, and
// reads layer %i's weight slice at the counter.
func.func @layers_down(%w: tensor<4x64x64xf32>, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %cm1 = arith.constant -1 : index
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<64x64xf32>
  %skip = linalg.exp ins(%x : tensor<64x64xf32>) outs(%es : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e0 = tensor.empty() : tensor<64x64xf32>
  %h0 = linalg.tanh ins(%x : tensor<64x64xf32>) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r:2 = scf.while (%i = %c3, %h = %h0) : (index, tensor<64x64xf32>) -> (index, tensor<64x64xf32>) {
    %more = arith.cmpi sge, %i, %c0 : index
    scf.condition(%more) %i, %h : index, tensor<64x64xf32>
  } do {
  ^bb0(%i: index, %h: tensor<64x64xf32>):
    %ws = tensor.extract_slice %w[%i, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<64x64xf32>
    %e = tensor.empty() : tensor<64x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%h, %ws : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e2 = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %u = linalg.add ins(%t, %h : tensor<64x64xf32>, tensor<64x64xf32>) outs(%h : tensor<64x64xf32>) -> tensor<64x64xf32>
    %next = arith.addi %i, %cm1 : index
    scf.yield %next, %u : index, tensor<64x64xf32>
  }
  %eo = tensor.empty() : tensor<64x64xf32>
  %out = linalg.add ins(%r#1, %skip : tensor<64x64xf32>, tensor<64x64xf32>) outs(%eo : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %out : tensor<64x64xf32>
}
