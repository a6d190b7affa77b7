// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(offload-bufferize-prepare,one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops function-boundary-type-conversion=identity-layout-map unknown-type-conversion=identity-layout-map},offload-bufferize)' | FileCheck %s --implicit-check-not=bufferization. --implicit-check-not=tensor
// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(offload-bufferize-prepare,one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops function-boundary-type-conversion=identity-layout-map unknown-type-conversion=identity-layout-map},offload-bufferize,offload-verify)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: sed 's/ {wait}/ {wait = "yes"}/' %s | not hyperoffload-opt --pass-pipeline='builtin.module(offload-bufferize-prepare,one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops function-boundary-type-conversion=identity-layout-map unknown-type-conversion=identity-layout-map},offload-bufferize)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// A detach that waits (`{wait}`) becomes an offload.wait on everything its
// release waits for, right before the release: the compute stream goes on
// once the bytes are free. A whole detach waits for the store's token; a
// chunk's, for that chunk's store. A detach without the attribute only
// releases.
// CHECK-LABEL: func.func @waits
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[S:.*]]:2 = "offload.store_async"(%[[A]]) {tier = "host"}
// CHECK-NEXT: "offload.wait"(%[[S]]#1) : (!offload.token) -> ()
// CHECK-NEXT: "offload.release"(%[[A]], %[[S]]#1)
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: %[[C0:.*]]:2 = "offload.store_chunk_async"(%[[B]]) {chunk = array<i64: 0, 8>, tier = "host"}
// CHECK-NEXT: %[[C1:.*]]:2 = "offload.store_chunk_async"(%[[B]]) {chunk = array<i64: 8, 8>, tier = "host"}
// CHECK-NEXT: "offload.wait"(%[[C0]]#1) : (!offload.token) -> ()
// CHECK-NEXT: "offload.release_chunk"(%[[B]], %[[C0]]#1) {chunk = array<i64: 0, 8>}
// CHECK-NEXT: "offload.release_chunk"(%[[B]], %[[C1]]#1) {chunk = array<i64: 8, 8>}
// VERIFY: remark: verified @waits
// BAD: error: 'offload.detach': 'wait' must be a unit attribute (written `{wait}`), got "yes"
func.func @waits(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r = "offload.store"(%a) {tier = "host"} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  "offload.detach"(%a, %r) {wait} : (tensor<16xf32>, !offload.remote<tensor<16xf32>>) -> ()
  %b = linalg.mul ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r0 = "offload.store_chunk"(%b) {tier = "host", chunk = array<i64: 0, 8>} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  %r1 = "offload.store_chunk"(%b) {tier = "host", chunk = array<i64: 8, 8>} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  "offload.detach"(%b, %r0) {wait} : (tensor<16xf32>, !offload.remote<tensor<16xf32>>) -> ()
  "offload.detach"(%b, %r1) : (tensor<16xf32>, !offload.remote<tensor<16xf32>>) -> ()
  %a1 = "offload.prefetch"(%r) : (!offload.remote<tensor<16xf32>>) -> tensor<16xf32>
  %w0 = "offload.prefetch_chunk"(%r0) {chunk = array<i64: 0, 8>} : (!offload.remote<tensor<16xf32>>) -> tensor<16xf32>
  %w1 = "offload.prefetch_chunk"(%r1, %w0) {chunk = array<i64: 8, 8>} : (!offload.remote<tensor<16xf32>>, tensor<16xf32>) -> tensor<16xf32>
  %d = linalg.mul ins(%w1, %a1 : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %d : tensor<16xf32>
}
