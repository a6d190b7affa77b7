func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // a typo in an op name
  %y = offload.bogus %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
