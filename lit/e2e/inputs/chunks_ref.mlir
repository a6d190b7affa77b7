// The computation of chunks.mlir without its offload ops: the reference
// of lit/e2e/chunks.test.
func.func @chunks(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<64x64xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %x = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e1 = tensor.empty() : tensor<64x64xf32>
  %y = linalg.add ins(%x, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e1 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %t1 = linalg.matmul ins(%y, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f1 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %t2 = linalg.matmul ins(%t1, %y : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e3 = tensor.empty() : tensor<64x64xf32>
  %t3 = linalg.add ins(%t1, %t2 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e3 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e6 = tensor.empty() : tensor<64x64xf32>
  %t4 = linalg.mul ins(%t3, %t1 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e6 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e4 = tensor.empty() : tensor<64x64xf32>
  %u = linalg.add ins(%x, %t4 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e4 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e5 = tensor.empty() : tensor<64x64xf32>
  %v = linalg.mul ins(%u, %t4 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e5 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %z = linalg.matmul ins(%x, %v : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f6 : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %z : tensor<64x64xf32>
}
