// inputs/layer_loop.mlir as `mlir-opt -scf-for-to-while` writes it: the
// four layers as an scf.while that counts %i from 0 while %i < 4, adding 1
// in its body. Each iteration takes its layer's weight slice at the
// counter, makes two temporaries (the matmul and its tanh, freed within
// the iteration) and adds the result into the carried activation in
// place. %skip, made before the loop, is read only after it.
func.func @layers(%w: tensor<4x64x64xf32>, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<64x64xf32>
  %skip = linalg.exp ins(%x : tensor<64x64xf32>) outs(%es : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e0 = tensor.empty() : tensor<64x64xf32>
  %h0 = linalg.tanh ins(%x : tensor<64x64xf32>) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r:2 = scf.while (%i = %c0, %h = %h0) : (index, tensor<64x64xf32>) -> (index, tensor<64x64xf32>) {
    %more = arith.cmpi slt, %i, %c4 : index
    scf.condition(%more) %i, %h : index, tensor<64x64xf32>
  } do {
  ^bb0(%i: index, %h: tensor<64x64xf32>):
    %next = arith.addi %i, %c1 : index
    %ws = tensor.extract_slice %w[%i, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<64x64xf32>
    %e = tensor.empty() : tensor<64x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%h, %ws : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e2 = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %u = linalg.add ins(%t, %h : tensor<64x64xf32>, tensor<64x64xf32>) outs(%h : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %next, %u : index, tensor<64x64xf32>
  }
  %eo = tensor.empty() : tensor<64x64xf32>
  %out = linalg.add ins(%r#1, %skip : tensor<64x64xf32>, tensor<64x64xf32>) outs(%eo : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %out : tensor<64x64xf32>
}
