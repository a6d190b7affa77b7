// A remote copy returned to the caller: offload-strip refuses it.
func.func @escapes(%x: tensor<8xf32>) -> !offload.remote<tensor<8xf32>> {
  %r = "offload.store"(%x) {tier = "host"} : (tensor<8xf32>) -> !offload.remote<tensor<8xf32>>
  return %r : !offload.remote<tensor<8xf32>>
}
