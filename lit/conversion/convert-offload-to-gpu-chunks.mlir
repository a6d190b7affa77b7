// RUN: hyperoffload-opt %s --convert-offload-to-gpu | FileCheck %s --implicit-check-not=offload.
// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(convert-offload-to-gpu,gpu-to-llvm,finalize-memref-to-llvm,convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' | %mlir_translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// Checks the chunk forms: a buffer that a chunk release and chunk
// prefetches touch is reserved address space committed in two segments
// (cut at the chunk, elements [8, 16) = bytes [32, 64)); the chunk store
// copies those bytes to a pinned 8-element host copy through an identity
// memref at byte 32; the chunk release decommits them on a stream that
// waits for the store; the chunk prefetch commits them again at issue, once
// the host has waited for that decommit, and copies the host copy back; a reserved buffer (offload.reserve) is only
// reserved, and its chunk prefetch commits just that chunk; the releases
// free what is still committed with the reservation; the return waits for
// every stream.
// CHECK-LABEL: func.func @chunks
// CHECK: %[[SIZE:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %[[BASE:.*]] = llvm.call @hyperoffloadMemReserve(%[[SIZE]]) : (i64) -> !llvm.ptr
// CHECK: %[[M:.*]] = builtin.unrealized_conversion_cast %{{.*}} to memref<16xf32>
// CHECK: %[[O0:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[S0:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: llvm.call @hyperoffloadMemCommit(%[[BASE]], %[[O0]], %[[S0]])
// CHECK: llvm.call @hyperoffloadMemCommit(%[[BASE]],
// CHECK: memref.copy %{{.*}}, %[[M]]
// CHECK: %[[ST:.*]] = gpu.wait async
// CHECK-NEXT: %[[HOST:.*]] = memref.alloc() {offload.tier = "host"} : memref<8xf32>
// CHECK: gpu.host_register
// CHECK: memref.extract_aligned_pointer_as_index %[[M]]
// CHECK: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK: %[[CHUNK:.*]] = builtin.unrealized_conversion_cast %{{.*}} to memref<8xf32>
// CHECK-NEXT: %[[STORED:.*]] = gpu.memcpy async [%[[ST]]] %[[HOST]], %[[CHUNK]] : memref<8xf32>, memref<8xf32>
// CHECK-NEXT: %[[RS:.*]] = gpu.wait async [%[[STORED]]]
// CHECK: %[[RSP:.*]] = builtin.unrealized_conversion_cast %[[RS]] : !gpu.async.token to !llvm.ptr
// CHECK: llvm.call @hyperoffloadMemDecommit(%{{.*}}, %{{.*}}, %{{.*}}, %[[RSP]]) : (!llvm.ptr, i64, i64, !llvm.ptr) -> ()
// The host waits for the decommit at the release: the range is off the
// device before anything is committed or allocated again.
// CHECK-NEXT: gpu.wait [%[[RS]]]
// CHECK: %[[PS:.*]] = gpu.wait async [%[[STORED]]]
// CHECK: llvm.call @hyperoffloadMemCommit
// CHECK: %[[BACK:.*]] = builtin.unrealized_conversion_cast %{{.*}} to memref<8xf32>
// CHECK-NEXT: %[[FETCHED:.*]] = gpu.memcpy async [%[[PS]]] %[[BACK]], %[[HOST]]
// CHECK: %[[R:.*]] = llvm.call @hyperoffloadMemReserve
// CHECK-NOT: llvm.call @hyperoffloadMemCommit(%[[R]], %{{.*}}, %{{.*}})
// CHECK: llvm.call @hyperoffloadMemCommit
// CHECK: %[[FETCHED2:.*]] = gpu.memcpy async
// CHECK: gpu.wait [%[[FETCHED]]]
// CHECK-NEXT: memref.copy %[[M]], %{{.*}}
// CHECK: llvm.call @hyperoffloadMemRelease
// CHECK: %[[FS:.*]] = gpu.wait async [%[[FETCHED2]]]
// CHECK: llvm.call @hyperoffloadMemRelease
// CHECK-NEXT: gpu.wait [%[[FS]]]
// CHECK-NEXT: gpu.wait [%[[STORED]], %[[FETCHED2]]]
// CHECK: gpu.host_unregister
// CHECK-NEXT: memref.dealloc %[[HOST]] : memref<8xf32>
// CHECK-NEXT: return
// IR-DAG: declare ptr @hyperoffloadMemReserve(i64)
// IR-DAG: declare void @hyperoffloadMemCommit(ptr, i64, i64)
// IR-DAG: declare void @hyperoffloadMemDecommit(ptr, i64, i64, ptr)
// IR-DAG: declare void @hyperoffloadMemRelease(ptr, ptr)
// IR-DAG: call void @mgpuMemcpy(
func.func @chunks(%out: memref<16xf32>) {
  %m = memref.alloc() : memref<16xf32>
  memref.copy %out, %m : memref<16xf32> to memref<16xf32>
  %r, %d = "offload.store_chunk_async"(%m) {tier = "host", chunk = array<i64: 8, 8>} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.release_chunk"(%m, %d) {chunk = array<i64: 8, 8>} : (memref<16xf32>, !offload.token) -> ()
  %p = "offload.prefetch_chunk_async"(%r, %m, %d) {chunk = array<i64: 8, 8>} : (!offload.remote<memref<16xf32>>, memref<16xf32>, !offload.token) -> !offload.token
  %b = "offload.reserve"() : () -> memref<16xf32>
  %q = "offload.prefetch_chunk_async"(%r, %b, %d) {chunk = array<i64: 8, 8>} : (!offload.remote<memref<16xf32>>, memref<16xf32>, !offload.token) -> !offload.token
  "offload.wait"(%p) : (!offload.token) -> ()
  memref.copy %m, %out : memref<16xf32> to memref<16xf32>
  "offload.release"(%m) : (memref<16xf32>) -> ()
  "offload.release"(%b, %q) : (memref<16xf32>, !offload.token) -> ()
  return
}

// Checks a chain of chunk stores: the first store makes one pinned host
// copy of the whole buffer and copies its chunk into it at its place
// (elements [0, 8)), the store into it copies the second chunk at byte
// 32 of the same copy, and the function returns that copy (not freed).
// CHECK-LABEL: func.func @chain(%{{.*}}: memref<16xf32>) -> memref<16xf32>
// CHECK: %[[WHOLE:.*]] = memref.alloc() {offload.tier = "host"} : memref<16xf32>
// CHECK: gpu.host_register
// CHECK: memref.extract_aligned_pointer_as_index %[[WHOLE]]
// CHECK: %[[AT0:.*]] = builtin.unrealized_conversion_cast %{{.*}} to memref<8xf32>
// CHECK: %[[FIRST:.*]] = gpu.memcpy async [%{{.*}}] %[[AT0]], %{{.*}} : memref<8xf32>, memref<8xf32>
// CHECK-NOT: memref.alloc() {offload.tier = "host"}
// CHECK: memref.extract_aligned_pointer_as_index %[[WHOLE]]
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: llvm.getelementptr %{{.*}}[%[[OFF]]]
// CHECK: %[[AT8:.*]] = builtin.unrealized_conversion_cast %{{.*}} to memref<8xf32>
// CHECK: %[[SECOND:.*]] = gpu.memcpy async [%{{.*}}] %[[AT8]], %{{.*}} : memref<8xf32>, memref<8xf32>
// CHECK: gpu.wait [%[[FIRST]], %[[SECOND]]]
// CHECK-NOT: memref.dealloc %[[WHOLE]]
// CHECK: return %[[WHOLE]] : memref<16xf32>
func.func @chain(%in: memref<16xf32>) -> !offload.remote<memref<16xf32>> {
  %m = memref.alloc() : memref<16xf32>
  memref.copy %in, %m : memref<16xf32> to memref<16xf32>
  %r0, %d0 = "offload.store_chunk_async"(%m) {tier = "host", chunk = array<i64: 0, 8>} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  %r1, %d1 = "offload.store_chunk_into_async"(%m, %r0) {tier = "host", chunk = array<i64: 8, 8>} : (memref<16xf32>, !offload.remote<memref<16xf32>>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.release"(%m, %d0, %d1) : (memref<16xf32>, !offload.token, !offload.token) -> ()
  return %r1 : !offload.remote<memref<16xf32>>
}
