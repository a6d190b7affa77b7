func.func @sunk_decay(%p: tensor<4096xf32>, %g: tensor<4096xf32>) -> tensor<4096xf32> {
  %e0 = tensor.empty() : tensor<4096xf32>
  %d = linalg.mul ins(%p, %p : tensor<4096xf32>, tensor<4096xf32>) outs(%e0 : tensor<4096xf32>) -> tensor<4096xf32>
  %e1 = tensor.empty() : tensor<4096xf32>
  %m1 = linalg.add ins(%g, %g : tensor<4096xf32>, tensor<4096xf32>) outs(%e1 : tensor<4096xf32>) -> tensor<4096xf32>
  %e2 = tensor.empty() : tensor<4096xf32>
  %m2 = linalg.mul ins(%m1, %g : tensor<4096xf32>, tensor<4096xf32>) outs(%e2 : tensor<4096xf32>) -> tensor<4096xf32>
  %e3 = tensor.empty() : tensor<4096xf32>
  %m3 = linalg.add ins(%m2, %m1 : tensor<4096xf32>, tensor<4096xf32>) outs(%e3 : tensor<4096xf32>) -> tensor<4096xf32>
  %e4 = tensor.empty() : tensor<4096xf32>
  %m4 = linalg.mul ins(%m3, %m3 : tensor<4096xf32>, tensor<4096xf32>) outs(%e4 : tensor<4096xf32>) -> tensor<4096xf32>
  %e5 = tensor.empty() : tensor<4096xf32>
  %u = linalg.sub ins(%d, %m4 : tensor<4096xf32>, tensor<4096xf32>) outs(%e5 : tensor<4096xf32>) -> tensor<4096xf32>
  return %u : tensor<4096xf32>
}
