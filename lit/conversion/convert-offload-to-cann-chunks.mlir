// RUN: hyperoffload-opt %s --convert-offload-to-cann | FileCheck %s --implicit-check-not=offload.
// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(convert-offload-to-cann,convert-cann-to-llvm,finalize-memref-to-llvm,convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' | %mlir_translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// Checks the chunk forms on the ACL virtual-memory API: a buffer that a
// chunk release and chunk prefetches touch is a reserved address range
// with one physical allocation mapped per segment (cut at the chunk,
// bytes [0, 32) and [32, 64)); the chunk store copies bytes [32, 64) to a
// pinned 8-element host copy on D2H; the chunk release waits for the
// store on the host, then unmaps the segment and frees its memory; the
// chunk prefetch maps a new physical allocation there at issue and copies
// into it on H2D after the store; a reserved buffer maps only the chunk it
// is filled with; each release unmaps and frees what is still mapped and
// releases the address range; the return frees the host copy.
// CHECK-LABEL: func.func @chunks
// CHECK: %[[D2H:.*]] = "cann.create_stream"()
// CHECK-NEXT: %[[H2D:.*]] = "cann.create_stream"()
// CHECK-NEXT: %[[M:.*]] = "cann.reserve_mem_address"() : () -> memref<16xf32>
// CHECK-NEXT: %[[P0:.*]] = "cann.malloc_physical"() {size = 32 : i64} : () -> !cann.mem_handle
// CHECK-NEXT: "cann.map_mem"(%[[M]], %[[P0]]) {offset = 0 : i64, size = 32 : i64}
// CHECK-NEXT: %[[P1:.*]] = "cann.malloc_physical"() {size = 32 : i64}
// CHECK-NEXT: "cann.map_mem"(%[[M]], %[[P1]]) {offset = 32 : i64, size = 32 : i64}
// CHECK-NEXT: memref.copy %{{.*}}, %[[M]]
// CHECK-NEXT: %[[HOST:.*]] = "cann.malloc_host"() : () -> memref<8xf32>
// CHECK-NEXT: "cann.memcpy_range_async"(%[[HOST]], %[[M]], %[[D2H]]) {count = 32 : i64, dst_offset = 0 : i64, kind = "device_to_host", src_offset = 32 : i64}
// CHECK-NEXT: %[[STORED:.*]] = "cann.create_event"()
// CHECK-NEXT: "cann.record_event"(%[[STORED]], %[[D2H]])
// CHECK-NEXT: "cann.synchronize_event"(%[[STORED]])
// CHECK-NEXT: "cann.unmap_mem"(%[[M]]) {offset = 32 : i64}
// CHECK-NEXT: "cann.free_physical"(%[[P1]])
// CHECK-NEXT: "cann.stream_wait_event"(%[[H2D]], %[[STORED]])
// CHECK-NEXT: %[[P2:.*]] = "cann.malloc_physical"() {size = 32 : i64}
// CHECK-NEXT: "cann.map_mem"(%[[M]], %[[P2]]) {offset = 32 : i64, size = 32 : i64}
// CHECK-NEXT: "cann.memcpy_range_async"(%[[M]], %[[HOST]], %[[H2D]]) {count = 32 : i64, dst_offset = 32 : i64, kind = "host_to_device", src_offset = 0 : i64}
// CHECK-NEXT: %[[FETCHED:.*]] = "cann.create_event"()
// CHECK-NEXT: "cann.record_event"(%[[FETCHED]], %[[H2D]])
// CHECK-NEXT: %[[B:.*]] = "cann.reserve_mem_address"() : () -> memref<16xf32>
// CHECK-NEXT: "cann.stream_wait_event"(%[[H2D]], %[[STORED]])
// CHECK-NEXT: %[[P3:.*]] = "cann.malloc_physical"() {size = 32 : i64}
// CHECK-NEXT: "cann.map_mem"(%[[B]], %[[P3]]) {offset = 32 : i64, size = 32 : i64}
// CHECK-NEXT: "cann.memcpy_range_async"(%[[B]], %[[HOST]], %[[H2D]])
// CHECK-NEXT: %[[FETCHED2:.*]] = "cann.create_event"()
// CHECK-NEXT: "cann.record_event"(%[[FETCHED2]], %[[H2D]])
// CHECK-NEXT: "cann.synchronize_event"(%[[FETCHED]])
// CHECK-NEXT: memref.copy %[[M]], %{{.*}}
// CHECK-NEXT: "cann.unmap_mem"(%[[M]]) {offset = 0 : i64}
// CHECK-NEXT: "cann.free_physical"(%[[P0]])
// CHECK-NEXT: "cann.unmap_mem"(%[[M]]) {offset = 32 : i64}
// CHECK-NEXT: "cann.free_physical"(%[[P2]])
// CHECK-NEXT: "cann.release_mem_address"(%[[M]])
// CHECK-NEXT: "cann.synchronize_event"(%[[FETCHED2]])
// CHECK-NEXT: "cann.unmap_mem"(%[[B]]) {offset = 32 : i64}
// CHECK-NEXT: "cann.free_physical"(%[[P3]])
// CHECK-NEXT: "cann.release_mem_address"(%[[B]])
// CHECK: "cann.free_host"(%[[HOST]])
// CHECK: return
// IR-DAG: declare i32 @aclrtReserveMemAddress(ptr, i64, i64, ptr, i64)
// IR-DAG: declare i32 @aclrtMallocPhysical(ptr, i64, ptr, i64)
// IR-DAG: declare i32 @aclrtMapMem(ptr, i64, i64, ptr, i64)
// IR-DAG: declare i32 @aclrtUnmapMem(ptr)
// IR-DAG: declare i32 @aclrtFreePhysical(ptr)
// IR-DAG: declare i32 @aclrtReleaseMemAddress(ptr)
// IR-DAG: call i32 @aclrtReserveMemAddress(ptr %{{.*}}, i64 64, i64 0, ptr null, i64 0)
// IR-DAG: call i32 @aclrtMallocPhysical(ptr %{{.*}}, i64 32, ptr %{{.*}}, i64 0)
// IR-DAG: call i32 @aclrtMapMem(ptr %{{.*}}, i64 32, i64 0, ptr %{{.*}}, i64 0)
// The chunk store: destMax 32, count 32, ACL_MEMCPY_DEVICE_TO_HOST.
// IR-DAG: call i32 @aclrtMemcpyAsync(ptr %{{.*}}, i64 32, ptr %{{.*}}, i64 32, i32 2, ptr %{{.*}})
// The prefetch property: handle type NONE, PINNED, ACL_HBM_MEM_HUGE (4), device 0, DEVICE (1).
// IR-DAG: store { i32, i32, i32, { i32, i32 }, i64 } { i32 0, i32 0, i32 4, { i32, i32 } { i32 0, i32 1 }, i64 0 }, ptr %{{.*}}
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

// Checks a chain of chunk stores: one host copy of the whole buffer (from
// the first store), each chunk copied into it at its own byte offset, and
// that copy returned, not freed.
// CHECK-LABEL: func.func @chain(%{{.*}}: memref<16xf32>) -> memref<16xf32>
// CHECK: %[[WHOLE:.*]] = "cann.malloc_host"() : () -> memref<16xf32>
// CHECK-NEXT: "cann.memcpy_range_async"(%[[WHOLE]], %[[DEV:.*]], %[[D2H:.*]]) {count = 32 : i64, dst_offset = 0 : i64, kind = "device_to_host", src_offset = 0 : i64}
// CHECK-NOT: cann.malloc_host
// CHECK: "cann.memcpy_range_async"(%[[WHOLE]], %[[DEV]], %[[D2H]]) {count = 32 : i64, dst_offset = 32 : i64, kind = "device_to_host", src_offset = 32 : i64}
// CHECK-NOT: "cann.free_host"(%[[WHOLE]])
// CHECK: return %[[WHOLE]] : memref<16xf32>
func.func @chain(%in: memref<16xf32>) -> !offload.remote<memref<16xf32>> {
  %m = memref.alloc() : memref<16xf32>
  memref.copy %in, %m : memref<16xf32> to memref<16xf32>
  %r0, %d0 = "offload.store_chunk_async"(%m) {tier = "host", chunk = array<i64: 0, 8>} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  %r1, %d1 = "offload.store_chunk_into_async"(%m, %r0) {tier = "host", chunk = array<i64: 8, 8>} : (memref<16xf32>, !offload.remote<memref<16xf32>>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.release"(%m, %d0, %d1) : (memref<16xf32>, !offload.token, !offload.token) -> ()
  return %r1 : !offload.remote<memref<16xf32>>
}
