// A hand-written schedule that stores a 16 KiB tensor in host (for
// tier-capacity.mlir).
func.func @stored(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  %z = arith.mulf %a, %a : tensor<4096xf32>
  %x2 = "offload.prefetch"(%r) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  %y = arith.addf %x2, %z : tensor<4096xf32>
  return %y : tensor<4096xf32>
}
