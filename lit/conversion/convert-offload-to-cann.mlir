// RUN: hyperoffload-opt %s --split-input-file --convert-offload-to-cann | FileCheck %s --implicit-check-not=offload.
// RUN: hyperoffload-opt --pass-pipeline='builtin.module(convert-offload-to-cann,convert-cann-to-llvm,convert-scf-to-cf,finalize-memref-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' < %s | %mlir_translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR --implicit-check-not=offload. --implicit-check-not=cann.

// Checks every memref-form op: two copy streams at entry; the store copies
// to pinned host memory on D2H and records an event; the release waits on
// the host for that event before freeing; the prefetch waits on H2D for the
// store's event (another stream), allocates device memory and copies; a
// resident argument is its own host copy; the wait is a host wait on both
// prefetch events; each return synchronizes both streams, frees the host
// copy and destroys every event and both streams.
// CHECK-LABEL: func.func @activation
// CHECK-SAME: (%[[X:.*]]: memref<512x1024xf32>, %[[W:.*]]: memref<16xf32> {offload.tier = "host"})
// CHECK: %[[D2H:.*]] = "cann.create_stream"() : () -> !cann.stream
// CHECK: %[[H2D:.*]] = "cann.create_stream"() : () -> !cann.stream
// CHECK-NOT: stream_wait_event
// CHECK: %[[HOST:.*]] = "cann.malloc_host"() : () -> memref<512x1024xf32>
// CHECK: "cann.memcpy_async"(%[[HOST]], %[[X]], %[[D2H]]) {kind = "device_to_host"}
// CHECK: %[[STORED:.*]] = "cann.create_event"() : () -> !cann.event
// CHECK: "cann.record_event"(%[[STORED]], %[[D2H]])
// CHECK: "cann.synchronize_event"(%[[STORED]])
// CHECK: "cann.free"(%[[X]])
// CHECK: "cann.stream_wait_event"(%[[H2D]], %[[STORED]])
// CHECK: %[[BACK:.*]] = "cann.malloc"() {policy = "huge_first"} : () -> memref<512x1024xf32>
// CHECK: "cann.memcpy_async"(%[[BACK]], %[[HOST]], %[[H2D]]) {kind = "host_to_device"}
// CHECK: %[[LOADED:.*]] = "cann.create_event"()
// CHECK: "cann.record_event"(%[[LOADED]], %[[H2D]])
// CHECK: %[[WDEV:.*]] = "cann.malloc"() {policy = "huge_first"} : () -> memref<16xf32>
// CHECK: "cann.memcpy_async"(%[[WDEV]], %[[W]], %[[H2D]]) {kind = "host_to_device"}
// CHECK: %[[WLOADED:.*]] = "cann.create_event"()
// CHECK: "cann.record_event"(%[[WLOADED]], %[[H2D]])
// CHECK: "cann.synchronize_event"(%[[LOADED]])
// CHECK: "cann.synchronize_event"(%[[WLOADED]])
// CHECK: "cann.free"(%[[WDEV]])
// CHECK: "cann.synchronize_stream"(%[[D2H]])
// CHECK: "cann.synchronize_stream"(%[[H2D]])
// CHECK: "cann.free_host"(%[[HOST]])
// CHECK: "cann.destroy_event"(%[[STORED]])
// CHECK: "cann.destroy_event"(%[[LOADED]])
// CHECK: "cann.destroy_event"(%[[WLOADED]])
// CHECK: "cann.destroy_stream"(%[[D2H]])
// CHECK: "cann.destroy_stream"(%[[H2D]])
// CHECK: return %[[BACK]] : memref<512x1024xf32>
// Each failure message names the ACL function and the op's location.
// IR: @__cann_error_0 = internal constant [{{[0-9]+}} x i8] c"hyperoffload: aclrtCreateStream failed with aclError %d at <stdin>:{{[0-9]+}}:1\0A\00"
// IR: c"hyperoffload: aclrtMallocHost failed with aclError %d at <stdin>:{{[0-9]+}}:12\0A\00"
// IR-LABEL: define { ptr, ptr, i64, [2 x i64], [2 x i64] } @activation(
// IR: call i32 @aclrtMemcpyAsync(ptr %{{.*}}, i64 2097152, ptr %{{.*}}, i64 2097152, i32 2, ptr %{{.*}})
// IR: call i32 @aclrtMalloc(ptr %{{.*}}, i64 2097152, i32 0)
// IR: call i32 @aclrtMemcpyAsync(ptr %{{.*}}, i64 2097152, ptr %{{.*}}, i64 2097152, i32 1, ptr %{{.*}})
func.func @activation(%x: memref<512x1024xf32>, %w: memref<16xf32> {offload.tier = "host"}) -> memref<512x1024xf32> {
  %r, %d = "offload.store_async"(%x) {tier = "host"} : (memref<512x1024xf32>) -> (!offload.remote<memref<512x1024xf32>>, !offload.token)
  "offload.release"(%x, %d) : (memref<512x1024xf32>, !offload.token) -> ()
  %v, %vd = "offload.prefetch_async"(%r, %d) : (!offload.remote<memref<512x1024xf32>>, !offload.token) -> (memref<512x1024xf32>, !offload.token)
  %rw = "offload.resident"(%w) {tier = "host"} : (memref<16xf32>) -> !offload.remote<memref<16xf32>>
  %u, %ud = "offload.prefetch_async"(%rw) : (!offload.remote<memref<16xf32>>) -> (memref<16xf32>, !offload.token)
  "offload.wait"(%vd, %ud) : (!offload.token, !offload.token) -> ()
  "offload.release"(%u) : (memref<16xf32>) -> ()
  return %v : memref<512x1024xf32>
}

// -----

// Checks that a dependence on an event of the same stream needs no wait:
// the second store follows the first on D2H in stream order.
// CHECK-LABEL: func.func @same_stream
// CHECK: %[[D2H:.*]] = "cann.create_stream"()
// CHECK: %[[E:.*]] = "cann.create_event"()
// CHECK-NEXT: "cann.record_event"(%[[E]], %[[D2H]])
// CHECK-NOT: "cann.stream_wait_event"
// CHECK: "cann.memcpy_async"(%{{.*}}, %{{.*}}, %[[D2H]]) {kind = "device_to_host"}
// CHECK: "cann.synchronize_event"
func.func @same_stream(%a: memref<8xf32>, %b: memref<8xf32>) {
  %ra, %da = "offload.store_async"(%a) {tier = "host"} : (memref<8xf32>) -> (!offload.remote<memref<8xf32>>, !offload.token)
  %rb, %db = "offload.store_async"(%b, %da) {tier = "host"} : (memref<8xf32>, !offload.token) -> (!offload.remote<memref<8xf32>>, !offload.token)
  "offload.wait"(%db) : (!offload.token) -> ()
  return
}

// -----

// Checks buffers: a device allocation is aclrtMalloc'd and freed with
// aclrtFree; a host-tier allocation is pinned host memory freed with
// aclrtFreeHost, also when freed through a view (the root is freed).
// CHECK-LABEL: func.func @buffers
// CHECK: %[[DEV:.*]] = "cann.malloc"() {policy = "huge_first"} : () -> memref<4x8xf32>
// CHECK: %[[HOST:.*]] = "cann.malloc_host"() : () -> memref<4x8xf32>
// CHECK: memref.copy %[[DEV]], %[[HOST]]
// CHECK: memref.cast %[[HOST]]
// CHECK: "cann.free_host"(%[[HOST]]) : (memref<4x8xf32>) -> ()
// CHECK: "cann.free"(%[[DEV]]) : (memref<4x8xf32>) -> ()
// CHECK: "cann.destroy_stream"
// CHECK: "cann.destroy_stream"
// CHECK-NEXT: return
// IR-LABEL: define void @buffers(
// IR: call i32 @aclrtMalloc(ptr %{{.*}}, i64 128, i32 0)
// IR: call i32 @aclrtMallocHost(ptr %{{.*}}, i64 128)
// IR: call i32 @aclrtFreeHost(
// IR: call i32 @aclrtFree(
// The ACL functions and what the checks call, each declared once with its
// C signature.
// IR-DAG: declare i32 @aclrtCreateStream(ptr)
// IR-DAG: declare i32 @aclrtDestroyStream(ptr)
// IR-DAG: declare i32 @aclrtSynchronizeStream(ptr)
// IR-DAG: declare i32 @aclrtCreateEvent(ptr)
// IR-DAG: declare i32 @aclrtDestroyEvent(ptr)
// IR-DAG: declare i32 @aclrtRecordEvent(ptr, ptr)
// IR-DAG: declare i32 @aclrtStreamWaitEvent(ptr, ptr)
// IR-DAG: declare i32 @aclrtSynchronizeEvent(ptr)
// IR-DAG: declare i32 @aclrtMalloc(ptr, i64, i32)
// IR-DAG: declare i32 @aclrtFree(ptr)
// IR-DAG: declare i32 @aclrtMallocHost(ptr, i64)
// IR-DAG: declare i32 @aclrtFreeHost(ptr)
// IR-DAG: declare i32 @aclrtMemcpyAsync(ptr, i64, ptr, i64, i32, ptr)
// IR-DAG: declare i32 @dprintf(i32, ptr, ...)
// IR-DAG: declare void @abort()
func.func @buffers() {
  %dev = memref.alloc() : memref<4x8xf32>
  %host = memref.alloc() {offload.tier = "host"} : memref<4x8xf32>
  memref.copy %dev, %host : memref<4x8xf32> to memref<4x8xf32>
  %view = memref.cast %host : memref<4x8xf32> to memref<?x8xf32>
  memref.dealloc %view : memref<?x8xf32>
  memref.dealloc %dev : memref<4x8xf32>
  return
}

// -----

// Checks signatures: a function returning its remote copy returns the
// pinned host buffer (and does not free it), its caller's call follows,
// and a declaration taking a remote copy takes the host buffer.
// CHECK-LABEL: func.func private @consume(memref<4xf32>)
// CHECK-LABEL: func.func @spill
// CHECK-SAME: (%[[M:.*]]: memref<4xf32>) -> memref<4xf32>
// CHECK: %[[HOST:.*]] = "cann.malloc_host"()
// CHECK-NOT: "cann.free_host"
// CHECK: return %[[HOST]] : memref<4xf32>
// CHECK-LABEL: func.func @caller
// CHECK: %[[R:.*]] = call @spill(%{{.*}}) : (memref<4xf32>) -> memref<4xf32>
// CHECK: call @consume(%[[R]]) : (memref<4xf32>) -> ()
// CHECK: "cann.memcpy_async"(%{{.*}}, %[[R]], %{{.*}}) {kind = "host_to_device"}
func.func private @consume(!offload.remote<memref<4xf32>>)

func.func @spill(%m: memref<4xf32>) -> !offload.remote<memref<4xf32>> {
  %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<4xf32>) -> (!offload.remote<memref<4xf32>>, !offload.token)
  "offload.wait"(%d) : (!offload.token) -> ()
  return %r : !offload.remote<memref<4xf32>>
}

func.func @caller(%m: memref<4xf32>) -> memref<4xf32> {
  %r = call @spill(%m) : (memref<4xf32>) -> !offload.remote<memref<4xf32>>
  call @consume(%r) : (!offload.remote<memref<4xf32>>) -> ()
  %v, %vd = "offload.prefetch_async"(%r) : (!offload.remote<memref<4xf32>>) -> (memref<4xf32>, !offload.token)
  "offload.wait"(%vd) : (!offload.token) -> ()
  return %v : memref<4xf32>
}
