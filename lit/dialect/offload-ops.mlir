// RUN: hyperoffload-opt %s --split-input-file | FileCheck %s
// RUN: hyperoffload-opt %s --split-input-file | hyperoffload-opt --split-input-file | FileCheck %s
// RUN: hyperoffload-opt %s --split-input-file --mlir-print-op-generic | hyperoffload-opt --split-input-file | FileCheck %s

// Checks that !offload.remote (tensor and memref parameters, with layout and
// memory space) and !offload.token round-trip as function argument types.
// CHECK-LABEL: func.func @types(
// CHECK-SAME: %{{.*}}: !offload.remote<tensor<4x8xf32>>
// CHECK-SAME: %{{.*}}: !offload.remote<tensor<?x16xbf16>>
// CHECK-SAME: %{{.*}}: !offload.remote<memref<4x8xf32>>
// CHECK-SAME: %{{.*}}: !offload.remote<memref<4xf32, strided<[1], offset: ?>, 1>>
// CHECK-SAME: %{{.*}}: !offload.token)
func.func @types(%a: !offload.remote<tensor<4x8xf32>>,
                 %b: !offload.remote<tensor<?x16xbf16>>,
                 %c: !offload.remote<memref<4x8xf32>>,
                 %d: !offload.remote<memref<4xf32, strided<[1], offset: ?>, 1>>,
                 %e: !offload.token) {
  return
}

// -----

// Checks the tensor-form round trip: store, detach, prefetch, and the
// prefetched value replacing the original for later uses.
// CHECK-LABEL: func.func @store_detach_prefetch(
// CHECK-SAME: %[[X:.*]]: tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: %[[R:.*]] = "offload.store"(%[[X]]) {tier = "host"} : (tensor<4x8xf32>) -> !offload.remote<tensor<4x8xf32>>
// CHECK: "offload.detach"(%[[X]], %[[R]]) : (tensor<4x8xf32>, !offload.remote<tensor<4x8xf32>>) -> ()
// CHECK: %[[P:.*]] = "offload.prefetch"(%[[R]]) : (!offload.remote<tensor<4x8xf32>>) -> tensor<4x8xf32>
// CHECK: return %[[P]] : tensor<4x8xf32>
func.func @store_detach_prefetch(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4x8xf32>) -> !offload.remote<tensor<4x8xf32>>
  "offload.detach"(%x, %r) : (tensor<4x8xf32>, !offload.remote<tensor<4x8xf32>>) -> ()
  %p = "offload.prefetch"(%r) : (!offload.remote<tensor<4x8xf32>>) -> tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

// Checks that every tier value is accepted by offload.store, including
// dynamic shapes.
// CHECK-LABEL: func.func @store_every_tier(
// CHECK-SAME: %[[X:.*]]: tensor<?x16xbf16>)
// CHECK: "offload.store"(%[[X]]) {tier = "host"} : (tensor<?x16xbf16>) -> !offload.remote<tensor<?x16xbf16>>
// CHECK: "offload.store"(%[[X]]) {tier = "cxl"} : (tensor<?x16xbf16>) -> !offload.remote<tensor<?x16xbf16>>
// CHECK: "offload.store"(%[[X]]) {tier = "nvme"} : (tensor<?x16xbf16>) -> !offload.remote<tensor<?x16xbf16>>
// CHECK: "offload.store"(%[[X]]) {tier = "pool"} : (tensor<?x16xbf16>) -> !offload.remote<tensor<?x16xbf16>>
func.func @store_every_tier(%x: tensor<?x16xbf16>) {
  %h = "offload.store"(%x) {tier = "host"} : (tensor<?x16xbf16>) -> !offload.remote<tensor<?x16xbf16>>
  %c = "offload.store"(%x) {tier = "cxl"} : (tensor<?x16xbf16>) -> !offload.remote<tensor<?x16xbf16>>
  %n = "offload.store"(%x) {tier = "nvme"} : (tensor<?x16xbf16>) -> !offload.remote<tensor<?x16xbf16>>
  %p = "offload.store"(%x) {tier = "pool"} : (tensor<?x16xbf16>) -> !offload.remote<tensor<?x16xbf16>>
  return
}

// -----

// Checks a tensor argument declared resident in host memory (offload.tier)
// and prefetched before its use.
// CHECK-LABEL: func.func @resident_weight(
// CHECK-SAME: %[[W:.*]]: tensor<8x8xf32> {offload.tier = "host"}
// CHECK: %[[R:.*]] = "offload.resident"(%[[W]]) {tier = "host"} : (tensor<8x8xf32>) -> !offload.remote<tensor<8x8xf32>>
// CHECK: %[[P:.*]] = "offload.prefetch"(%[[R]]) : (!offload.remote<tensor<8x8xf32>>) -> tensor<8x8xf32>
// CHECK: return %[[P]]
func.func @resident_weight(%w: tensor<8x8xf32> {offload.tier = "host"}) -> tensor<8x8xf32> {
  %r = "offload.resident"(%w) {tier = "host"} : (tensor<8x8xf32>) -> !offload.remote<tensor<8x8xf32>>
  %p = "offload.prefetch"(%r) : (!offload.remote<tensor<8x8xf32>>) -> tensor<8x8xf32>
  return %p : tensor<8x8xf32>
}

// -----

// Checks offload.resident on a memref in the shared pool.
// CHECK-LABEL: func.func @resident_memref(
// CHECK-SAME: %[[M:.*]]: memref<16xi8> {offload.tier = "pool"}
// CHECK: "offload.resident"(%[[M]]) {tier = "pool"} : (memref<16xi8>) -> !offload.remote<memref<16xi8>>
func.func @resident_memref(%m: memref<16xi8> {offload.tier = "pool"}) -> !offload.remote<memref<16xi8>> {
  %r = "offload.resident"(%m) {tier = "pool"} : (memref<16xi8>) -> !offload.remote<memref<16xi8>>
  return %r : !offload.remote<memref<16xi8>>
}

// -----

// Checks the memref-form round trip with tokens: store_async, release,
// prefetch_async and wait, with zero, one and several deps.
// CHECK-LABEL: func.func @memref_tokens(
// CHECK-SAME: %[[M:.*]]: memref<4x8xf32>, %[[T:.*]]: !offload.token)
// CHECK: %[[S:.*]]:2 = "offload.store_async"(%[[M]]) {tier = "nvme"} : (memref<4x8xf32>) -> (!offload.remote<memref<4x8xf32>>, !offload.token)
// CHECK: %[[S2:.*]]:2 = "offload.store_async"(%[[M]], %[[T]]) {tier = "cxl"} : (memref<4x8xf32>, !offload.token) -> (!offload.remote<memref<4x8xf32>>, !offload.token)
// CHECK: "offload.release"(%[[M]], %[[S]]#1, %[[S2]]#1) : (memref<4x8xf32>, !offload.token, !offload.token) -> ()
// CHECK: %[[P:.*]]:2 = "offload.prefetch_async"(%[[S]]#0, %[[T]]) : (!offload.remote<memref<4x8xf32>>, !offload.token) -> (memref<4x8xf32>, !offload.token)
// CHECK: "offload.wait"(%[[P]]#1) : (!offload.token) -> ()
// CHECK: "offload.release"(%[[P]]#0) : (memref<4x8xf32>) -> ()
// CHECK: "offload.wait"() : () -> ()
func.func @memref_tokens(%m: memref<4x8xf32>, %t: !offload.token) {
  %r, %done = "offload.store_async"(%m) {tier = "nvme"} : (memref<4x8xf32>) -> (!offload.remote<memref<4x8xf32>>, !offload.token)
  %r2, %done2 = "offload.store_async"(%m, %t) {tier = "cxl"} : (memref<4x8xf32>, !offload.token) -> (!offload.remote<memref<4x8xf32>>, !offload.token)
  "offload.release"(%m, %done, %done2) : (memref<4x8xf32>, !offload.token, !offload.token) -> ()
  %v, %ready = "offload.prefetch_async"(%r, %t) : (!offload.remote<memref<4x8xf32>>, !offload.token) -> (memref<4x8xf32>, !offload.token)
  "offload.wait"(%ready) : (!offload.token) -> ()
  "offload.release"(%v) : (memref<4x8xf32>) -> ()
  "offload.wait"() : () -> ()
  return
}

// -----

// Checks offload ops inside a region (scf.for) and a memref with a
// non-identity layout and a memory space.
// CHECK-LABEL: func.func @in_loop(
// CHECK: scf.for
// CHECK: %[[S:.*]]:2 = "offload.store_async"(%{{.*}}) {tier = "host"} : (memref<4xf32, strided<[1], offset: ?>, 1>) -> (!offload.remote<memref<4xf32, strided<[1], offset: ?>, 1>>, !offload.token)
// CHECK: "offload.prefetch_async"(%[[S]]#0, %[[S]]#1)
func.func @in_loop(%m: memref<4xf32, strided<[1], offset: ?>, 1>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<4xf32, strided<[1], offset: ?>, 1>) -> (!offload.remote<memref<4xf32, strided<[1], offset: ?>, 1>>, !offload.token)
    %v, %d2 = "offload.prefetch_async"(%r, %d) : (!offload.remote<memref<4xf32, strided<[1], offset: ?>, 1>>, !offload.token) -> (memref<4xf32, strided<[1], offset: ?>, 1>, !offload.token)
    "offload.wait"(%d2) : (!offload.token) -> ()
  }
  return
}

// -----

// Checks the memref chunk forms round-trip: a reserved buffer with nothing
// committed, a chunk store with its token, a chunk release after it, and a
// chunk prefetch into the reserved buffer after the store.
// CHECK-LABEL: func.func @memref_chunks(
// CHECK-SAME: %[[M:.*]]: memref<4x8xf32>)
// CHECK: %[[B:.*]] = "offload.reserve"() : () -> memref<4x8xf32>
// CHECK: %[[S:.*]]:2 = "offload.store_chunk_async"(%[[M]]) {chunk = array<i64: 8, 16>, tier = "host"} : (memref<4x8xf32>) -> (!offload.remote<memref<4x8xf32>>, !offload.token)
// CHECK: "offload.release_chunk"(%[[M]], %[[S]]#1) {chunk = array<i64: 8, 16>} : (memref<4x8xf32>, !offload.token) -> ()
// CHECK: %[[P:.*]] = "offload.prefetch_chunk_async"(%[[S]]#0, %[[B]], %[[S]]#1) {chunk = array<i64: 8, 16>} : (!offload.remote<memref<4x8xf32>>, memref<4x8xf32>, !offload.token) -> !offload.token
// CHECK: "offload.wait"(%[[P]]) : (!offload.token) -> ()
// CHECK: %[[I:.*]]:2 = "offload.store_chunk_into_async"(%[[M]], %[[S]]#0, %[[S]]#1) {chunk = array<i64: 0, 8>, tier = "host"} : (memref<4x8xf32>, !offload.remote<memref<4x8xf32>>, !offload.token) -> (!offload.remote<memref<4x8xf32>>, !offload.token)
func.func @memref_chunks(%m: memref<4x8xf32>) {
  %b = "offload.reserve"() : () -> memref<4x8xf32>
  %r, %done = "offload.store_chunk_async"(%m) {tier = "host", chunk = array<i64: 8, 16>} : (memref<4x8xf32>) -> (!offload.remote<memref<4x8xf32>>, !offload.token)
  "offload.release_chunk"(%m, %done) {chunk = array<i64: 8, 16>} : (memref<4x8xf32>, !offload.token) -> ()
  %p = "offload.prefetch_chunk_async"(%r, %b, %done) {chunk = array<i64: 8, 16>} : (!offload.remote<memref<4x8xf32>>, memref<4x8xf32>, !offload.token) -> !offload.token
  "offload.wait"(%p) : (!offload.token) -> ()
  %s, %sdone = "offload.store_chunk_into_async"(%m, %r, %done) {tier = "host", chunk = array<i64: 0, 8>} : (memref<4x8xf32>, !offload.remote<memref<4x8xf32>>, !offload.token) -> (!offload.remote<memref<4x8xf32>>, !offload.token)
  return
}
