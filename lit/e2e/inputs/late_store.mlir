func.func @late_store(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %e0 = tensor.empty() : tensor<4096xf32>
  %x = linalg.add ins(%a, %a : tensor<4096xf32>, tensor<4096xf32>) outs(%e0 : tensor<4096xf32>) -> tensor<4096xf32>
  %e1 = tensor.empty() : tensor<4096xf32>
  %y = linalg.add ins(%x, %a : tensor<4096xf32>, tensor<4096xf32>) outs(%e1 : tensor<4096xf32>) -> tensor<4096xf32>
  %e2 = tensor.empty() : tensor<2x4096xf32>
  %wide = linalg.broadcast ins(%y : tensor<4096xf32>) outs(%e2 : tensor<2x4096xf32>) dimensions = [0]
  %lo = tensor.extract_slice %wide[0, 0] [1, 4096] [1, 1] : tensor<2x4096xf32> to tensor<4096xf32>
  %hi = tensor.extract_slice %wide[1, 0] [1, 4096] [1, 1] : tensor<2x4096xf32> to tensor<4096xf32>
  %e3 = tensor.empty() : tensor<4096xf32>
  %s0 = linalg.add ins(%lo, %hi : tensor<4096xf32>, tensor<4096xf32>) outs(%e3 : tensor<4096xf32>) -> tensor<4096xf32>
  %e4 = tensor.empty() : tensor<4096xf32>
  %s1 = linalg.add ins(%s0, %a : tensor<4096xf32>, tensor<4096xf32>) outs(%e4 : tensor<4096xf32>) -> tensor<4096xf32>
  %e5 = tensor.empty() : tensor<4096xf32>
  %s2 = linalg.add ins(%s1, %a : tensor<4096xf32>, tensor<4096xf32>) outs(%e5 : tensor<4096xf32>) -> tensor<4096xf32>
  %e6 = tensor.empty() : tensor<4096xf32>
  %s3 = linalg.add ins(%s2, %a : tensor<4096xf32>, tensor<4096xf32>) outs(%e6 : tensor<4096xf32>) -> tensor<4096xf32>
  %e7 = tensor.empty() : tensor<4096xf32>
  %s4 = linalg.add ins(%s3, %a : tensor<4096xf32>, tensor<4096xf32>) outs(%e7 : tensor<4096xf32>) -> tensor<4096xf32>
  %e8 = tensor.empty() : tensor<4096xf32>
  %z = linalg.add ins(%x, %s4 : tensor<4096xf32>, tensor<4096xf32>) outs(%e8 : tensor<4096xf32>) -> tensor<4096xf32>
  return %z : tensor<4096xf32>
}
