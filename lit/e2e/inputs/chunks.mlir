// A hand-written chunked schedule (lit/e2e/chunks.test): %x (64x64 f32,
// 16 KiB) leaves the device in four chunks of 1024 elements. Chunks 0 and
// 1 leave while 2 and 3 stay, come back into %x's buffer (prefetch_chunk
// with a base) for the add; then all four leave, and come back, twice from
// the same remote copies, into a new buffer (the first prefetch_chunk
// without a base) for the last matmul.
func.func @chunks(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<64x64xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %x = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e1 = tensor.empty() : tensor<64x64xf32>
  %y = linalg.add ins(%x, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e1 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r0 = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 0, 1024>} : (tensor<64x64xf32>) -> !offload.remote<tensor<64x64xf32>>
  %r1 = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 1024, 1024>} : (tensor<64x64xf32>) -> !offload.remote<tensor<64x64xf32>>
  %r2 = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 2048, 1024>} : (tensor<64x64xf32>) -> !offload.remote<tensor<64x64xf32>>
  %r3 = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 3072, 1024>} : (tensor<64x64xf32>) -> !offload.remote<tensor<64x64xf32>>
  "offload.detach"(%x, %r0) : (tensor<64x64xf32>, !offload.remote<tensor<64x64xf32>>) -> ()
  "offload.detach"(%x, %r1) : (tensor<64x64xf32>, !offload.remote<tensor<64x64xf32>>) -> ()
  // The peak, with half of x: a, b, y, t1, t2 (or t1, t2, t3, or t1, t3,
  // t4) and chunks 2 and 3 of x.
  %f1 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %t1 = linalg.matmul ins(%y, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f1 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %t2 = linalg.matmul ins(%t1, %y : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e3 = tensor.empty() : tensor<64x64xf32>
  %t3 = linalg.add ins(%t1, %t2 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e3 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e6 = tensor.empty() : tensor<64x64xf32>
  %t4 = linalg.mul ins(%t3, %t1 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e6 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %x1 = "offload.prefetch_chunk"(%r0, %x) {chunk = array<i64: 0, 1024>} : (!offload.remote<tensor<64x64xf32>>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %x2 = "offload.prefetch_chunk"(%r1, %x1) {chunk = array<i64: 1024, 1024>} : (!offload.remote<tensor<64x64xf32>>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %e4 = tensor.empty() : tensor<64x64xf32>
  %u = linalg.add ins(%x2, %t4 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e4 : tensor<64x64xf32>) -> tensor<64x64xf32>
  "offload.detach"(%x2, %r0) : (tensor<64x64xf32>, !offload.remote<tensor<64x64xf32>>) -> ()
  "offload.detach"(%x2, %r1) : (tensor<64x64xf32>, !offload.remote<tensor<64x64xf32>>) -> ()
  "offload.detach"(%x2, %r2) : (tensor<64x64xf32>, !offload.remote<tensor<64x64xf32>>) -> ()
  "offload.detach"(%x2, %r3) : (tensor<64x64xf32>, !offload.remote<tensor<64x64xf32>>) -> ()
  %e5 = tensor.empty() : tensor<64x64xf32>
  %v = linalg.mul ins(%u, %t4 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e5 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %w0 = "offload.prefetch_chunk"(%r0) {chunk = array<i64: 0, 1024>} : (!offload.remote<tensor<64x64xf32>>) -> tensor<64x64xf32>
  %w1 = "offload.prefetch_chunk"(%r1, %w0) {chunk = array<i64: 1024, 1024>} : (!offload.remote<tensor<64x64xf32>>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %w2 = "offload.prefetch_chunk"(%r2, %w1) {chunk = array<i64: 2048, 1024>} : (!offload.remote<tensor<64x64xf32>>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %w3 = "offload.prefetch_chunk"(%r3, %w2) {chunk = array<i64: 3072, 1024>} : (!offload.remote<tensor<64x64xf32>>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %z = linalg.matmul ins(%w3, %v : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f6 : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %z : tensor<64x64xf32>
}
