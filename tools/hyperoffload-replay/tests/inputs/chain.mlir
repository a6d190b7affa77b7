func.func @chain(%a: tensor<262144xf32>, %b: tensor<524288xf32>) -> (tensor<262144xf32>, tensor<524288xf32>) {
  %x = arith.addf %a, %a : tensor<262144xf32>
  %y = arith.mulf %b, %b : tensor<524288xf32>
  %z = arith.mulf %y, %y : tensor<524288xf32>
  %u = arith.mulf %z, %z : tensor<524288xf32>
  %v = arith.mulf %u, %u : tensor<524288xf32>
  %w = arith.addf %x, %a : tensor<262144xf32>
  return %w, %v : tensor<262144xf32>, tensor<524288xf32>
}
