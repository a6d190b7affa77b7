// Two stores whose detaches release at an instant where later ops
// allocate (fuzzing reproducer R10, for offload-verify-simulate-agree.mlir):
// the simulator and the checker must order them alike.
func.func @main(%w1: tensor<8x256x512xf32>, %w2: tensor<8x256x512xf32>, %x: tensor<128x256xf32>) -> tensor<8x128x512xf32> {
  %a = "stablehlo.dot_general"(%w1, %x) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<8x256x512xf32>, tensor<128x256xf32>) -> tensor<8x512x128xf32>
  %at = "stablehlo.transpose"(%a) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x512x128xf32>) -> tensor<8x128x512xf32>
  %ra = "offload.store"(%at) {tier = "host"} : (tensor<8x128x512xf32>) -> !offload.remote<tensor<8x128x512xf32>>
  "offload.detach"(%at, %ra) : (tensor<8x128x512xf32>, !offload.remote<tensor<8x128x512xf32>>) -> ()
  %b = "stablehlo.dot_general"(%w2, %x) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<8x256x512xf32>, tensor<128x256xf32>) -> tensor<8x512x128xf32>
  %bt = "stablehlo.transpose"(%b) <{permutation = array<i64: 0, 2, 1>}> : (tensor<8x512x128xf32>) -> tensor<8x128x512xf32>
  %rb = "offload.store"(%bt) {tier = "host"} : (tensor<8x128x512xf32>) -> !offload.remote<tensor<8x128x512xf32>>
  "offload.detach"(%bt, %rb) : (tensor<8x128x512xf32>, !offload.remote<tensor<8x128x512xf32>>) -> ()
  %pa = "offload.prefetch"(%ra) : (!offload.remote<tensor<8x128x512xf32>>) -> tensor<8x128x512xf32>
  %s = call @silu(%pa) : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
  %pb = "offload.prefetch"(%rb) : (!offload.remote<tensor<8x128x512xf32>>) -> tensor<8x128x512xf32>
  %m = "stablehlo.multiply"(%s, %pb) : (tensor<8x128x512xf32>, tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
  return %m : tensor<8x128x512xf32>
}
func.func private @silu(%arg0: tensor<8x128x512xf32>) -> tensor<8x128x512xf32> {
  %0 = "stablehlo.negate"(%arg0) : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
  %1 = "stablehlo.exponential"(%0) : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
  %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x128x512xf32>
  %4 = "stablehlo.add"(%3, %1) : (tensor<8x128x512xf32>, tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
  %7 = "stablehlo.divide"(%3, %4) : (tensor<8x128x512xf32>, tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
  %8 = "stablehlo.multiply"(%arg0, %7) : (tensor<8x128x512xf32>, tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
  return %8 : tensor<8x128x512xf32>
}
