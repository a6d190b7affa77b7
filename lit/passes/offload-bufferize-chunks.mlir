// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(offload-bufferize-prepare,one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops function-boundary-type-conversion=identity-layout-map unknown-type-conversion=identity-layout-map},offload-bufferize)' | FileCheck %s --implicit-check-not=bufferization. --implicit-check-not=tensor
// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(offload-bufferize-prepare,one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops function-boundary-type-conversion=identity-layout-map unknown-type-conversion=identity-layout-map},offload-bufferize,offload-verify)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY

// Checks the chunk forms: %a leaves in two chunks (store_chunk_async of
// its buffer, each chunk released after its own store); the first comes
// back into its buffer (prefetch_chunk with a base), and the add that reads
// it waits for that copy; then both leave again (detached through the
// chain value with the first remote copies), come back into a reserved
// buffer (prefetch_chunk without a base) and the mul waits for both
// copies; %a's buffer is freed with offload.release after its last chunk
// op (what is still committed), the reserved one after the mul.
// CHECK-LABEL: func.func @chunks
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: linalg.add ins(%{{.*}}, %{{.*}} : {{.*}}) outs(%[[A]] :
// CHECK: %[[S0:.*]]:2 = "offload.store_chunk_async"(%[[A]]) {chunk = array<i64: 0, 8>, tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
// CHECK-NEXT: %[[S1:.*]]:2 = "offload.store_chunk_async"(%[[A]]) {chunk = array<i64: 8, 8>, tier = "host"}
// CHECK-NEXT: "offload.release_chunk"(%[[A]], %[[S0]]#1) {chunk = array<i64: 0, 8>} : (memref<16xf32>, !offload.token) -> ()
// CHECK: %[[P0:.*]] = "offload.prefetch_chunk_async"(%[[S0]]#0, %[[A]], %[[S0]]#1) {chunk = array<i64: 0, 8>}
// CHECK: "offload.wait"(%[[P0]]) : (!offload.token) -> ()
// CHECK-NEXT: linalg.add ins(%[[A]], %{{.*}} :
// CHECK: "offload.release_chunk"(%[[A]], %[[S0]]#1, %[[P0]]) {chunk = array<i64: 0, 8>}
// CHECK-NEXT: "offload.release_chunk"(%[[A]], %[[S1]]#1) {chunk = array<i64: 8, 8>}
// CHECK-NEXT: "offload.release"(%[[A]], %[[S0]]#1, %[[S1]]#1, %[[P0]])
// CHECK: %[[R:.*]] = "offload.reserve"() : () -> memref<16xf32>
// CHECK-NEXT: %[[Q0:.*]] = "offload.prefetch_chunk_async"(%[[S0]]#0, %[[R]], %[[S0]]#1) {chunk = array<i64: 0, 8>}
// CHECK-NEXT: %[[Q1:.*]] = "offload.prefetch_chunk_async"(%[[S1]]#0, %[[R]], %[[S1]]#1) {chunk = array<i64: 8, 8>}
// CHECK: "offload.wait"(%[[Q0]], %[[Q1]])
// CHECK-NEXT: linalg.mul ins(%[[R]], %{{.*}} :
// CHECK: "offload.release"(%[[R]], %[[Q0]], %[[Q1]])
// VERIFY: remark: verified @chunks: 5 transfers (memref forms)
func.func @chunks(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r0 = "offload.store_chunk"(%a) {tier = "host", chunk = array<i64: 0, 8>} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  %r1 = "offload.store_chunk"(%a) {tier = "host", chunk = array<i64: 8, 8>} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  "offload.detach"(%a, %r0) : (tensor<16xf32>, !offload.remote<tensor<16xf32>>) -> ()
  %b = linalg.mul ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %a1 = "offload.prefetch_chunk"(%r0, %a) {chunk = array<i64: 0, 8>} : (!offload.remote<tensor<16xf32>>, tensor<16xf32>) -> tensor<16xf32>
  %c = linalg.add ins(%a1, %b : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  "offload.detach"(%a1, %r0) : (tensor<16xf32>, !offload.remote<tensor<16xf32>>) -> ()
  "offload.detach"(%a1, %r1) : (tensor<16xf32>, !offload.remote<tensor<16xf32>>) -> ()
  %w0 = "offload.prefetch_chunk"(%r0) {chunk = array<i64: 0, 8>} : (!offload.remote<tensor<16xf32>>) -> tensor<16xf32>
  %w1 = "offload.prefetch_chunk"(%r1, %w0) {chunk = array<i64: 8, 8>} : (!offload.remote<tensor<16xf32>>, tensor<16xf32>) -> tensor<16xf32>
  %d = linalg.mul ins(%w1, %c : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %d : tensor<16xf32>
}
