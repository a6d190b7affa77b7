// RUN: hyperoffload-opt %s --split-input-file | FileCheck %s
// RUN: %mlir_opt --irdl-file=%cann_irdl %s --split-input-file | FileCheck %s
// RUN: %mlir_opt --irdl-file=%cann_irdl %s --split-input-file | %mlir_opt --irdl-file=%cann_irdl --split-input-file | FileCheck %s
// RUN: %mlir_opt --irdl-file=%cann_irdl %s --split-input-file --verify-roundtrip | FileCheck %s
// RUN: not %mlir_opt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=NO-IRDL

// Checks that upstream mlir-opt, given dialect/cann.irdl.mlir, parses,
// verifies and prints every cann op and type (and fails without it).

// NO-IRDL: error: operation being parsed with an unregistered dialect

// Checks that !cann.stream and !cann.event round-trip as argument types.
// CHECK-LABEL: func.func @types(
// CHECK-SAME: %{{.*}}: !cann.stream, %{{.*}}: !cann.event)
func.func @types(%s: !cann.stream, %e: !cann.event) {
  return
}

// -----

// Checks the stream ops: aclrtCreateStream, aclrtSynchronizeStream,
// aclrtDestroyStream.
// CHECK-LABEL: func.func @streams(
// CHECK: %[[S:.*]] = "cann.create_stream"() : () -> !cann.stream
// CHECK: "cann.synchronize_stream"(%[[S]]) : (!cann.stream) -> ()
// CHECK: "cann.destroy_stream"(%[[S]]) : (!cann.stream) -> ()
func.func @streams() {
  %s = "cann.create_stream"() : () -> !cann.stream
  "cann.synchronize_stream"(%s) : (!cann.stream) -> ()
  "cann.destroy_stream"(%s) : (!cann.stream) -> ()
  return
}

// -----

// Checks the event ops and their operand order, which follows the C
// signatures: aclrtRecordEvent(event, stream) and
// aclrtStreamWaitEvent(stream, event); and aclrtSynchronizeEvent.
// CHECK-LABEL: func.func @events(
// CHECK-SAME: %[[A:.*]]: !cann.stream, %[[B:.*]]: !cann.stream)
// CHECK: %[[E:.*]] = "cann.create_event"() : () -> !cann.event
// CHECK: "cann.record_event"(%[[E]], %[[A]]) : (!cann.event, !cann.stream) -> ()
// CHECK: "cann.stream_wait_event"(%[[B]], %[[E]]) : (!cann.stream, !cann.event) -> ()
// CHECK: "cann.synchronize_event"(%[[E]]) : (!cann.event) -> ()
// CHECK: "cann.destroy_event"(%[[E]]) : (!cann.event) -> ()
func.func @events(%a: !cann.stream, %b: !cann.stream) {
  %e = "cann.create_event"() : () -> !cann.event
  "cann.record_event"(%e, %a) : (!cann.event, !cann.stream) -> ()
  "cann.stream_wait_event"(%b, %e) : (!cann.stream, !cann.event) -> ()
  "cann.synchronize_event"(%e) : (!cann.event) -> ()
  "cann.destroy_event"(%e) : (!cann.event) -> ()
  return
}

// -----

// Checks cann.malloc with every policy, and cann.free.
// CHECK-LABEL: func.func @device_buffers(
// CHECK: %[[A:.*]] = "cann.malloc"() {policy = "huge_first"} : () -> memref<512x1024xf32>
// CHECK: %[[B:.*]] = "cann.malloc"() {policy = "huge_only"} : () -> memref<4x8xbf16>
// CHECK: %[[C:.*]] = "cann.malloc"() {policy = "normal_only"} : () -> memref<16xi8>
// CHECK: "cann.free"(%[[A]]) : (memref<512x1024xf32>) -> ()
// CHECK: "cann.free"(%[[B]]) : (memref<4x8xbf16>) -> ()
// CHECK: "cann.free"(%[[C]]) : (memref<16xi8>) -> ()
func.func @device_buffers() {
  %a = "cann.malloc"() {policy = "huge_first"} : () -> memref<512x1024xf32>
  %b = "cann.malloc"() {policy = "huge_only"} : () -> memref<4x8xbf16>
  %c = "cann.malloc"() {policy = "normal_only"} : () -> memref<16xi8>
  "cann.free"(%a) : (memref<512x1024xf32>) -> ()
  "cann.free"(%b) : (memref<4x8xbf16>) -> ()
  "cann.free"(%c) : (memref<16xi8>) -> ()
  return
}

// -----

// Checks cann.malloc_host and cann.free_host, including a memref with a
// non-identity layout and a memory space.
// CHECK-LABEL: func.func @host_buffers(
// CHECK: %[[H:.*]] = "cann.malloc_host"() : () -> memref<512x1024xf32>
// CHECK: %[[G:.*]] = "cann.malloc_host"() : () -> memref<4xf32, strided<[1], offset: ?>, 1>
// CHECK: "cann.free_host"(%[[H]]) : (memref<512x1024xf32>) -> ()
// CHECK: "cann.free_host"(%[[G]]) : (memref<4xf32, strided<[1], offset: ?>, 1>) -> ()
func.func @host_buffers() {
  %h = "cann.malloc_host"() : () -> memref<512x1024xf32>
  %g = "cann.malloc_host"() : () -> memref<4xf32, strided<[1], offset: ?>, 1>
  "cann.free_host"(%h) : (memref<512x1024xf32>) -> ()
  "cann.free_host"(%g) : (memref<4xf32, strided<[1], offset: ?>, 1>) -> ()
  return
}

// -----

// Checks cann.memcpy_async with every kind; operands are dst, src, stream.
// CHECK-LABEL: func.func @copies(
// CHECK-SAME: %[[D:.*]]: memref<4x8xf32>, %[[H:.*]]: memref<4x8xf32>, %[[S:.*]]: !cann.stream)
// CHECK: "cann.memcpy_async"(%[[D]], %[[H]], %[[S]]) {kind = "host_to_device"} : (memref<4x8xf32>, memref<4x8xf32>, !cann.stream) -> ()
// CHECK: "cann.memcpy_async"(%[[H]], %[[D]], %[[S]]) {kind = "device_to_host"} : (memref<4x8xf32>, memref<4x8xf32>, !cann.stream) -> ()
// CHECK: "cann.memcpy_async"(%[[D]], %[[D]], %[[S]]) {kind = "device_to_device"} : (memref<4x8xf32>, memref<4x8xf32>, !cann.stream) -> ()
// CHECK: "cann.memcpy_async"(%[[H]], %[[H]], %[[S]]) {kind = "host_to_host"} : (memref<4x8xf32>, memref<4x8xf32>, !cann.stream) -> ()
func.func @copies(%d: memref<4x8xf32>, %h: memref<4x8xf32>, %s: !cann.stream) {
  "cann.memcpy_async"(%d, %h, %s) {kind = "host_to_device"} : (memref<4x8xf32>, memref<4x8xf32>, !cann.stream) -> ()
  "cann.memcpy_async"(%h, %d, %s) {kind = "device_to_host"} : (memref<4x8xf32>, memref<4x8xf32>, !cann.stream) -> ()
  "cann.memcpy_async"(%d, %d, %s) {kind = "device_to_device"} : (memref<4x8xf32>, memref<4x8xf32>, !cann.stream) -> ()
  "cann.memcpy_async"(%h, %h, %s) {kind = "host_to_host"} : (memref<4x8xf32>, memref<4x8xf32>, !cann.stream) -> ()
  return
}

// -----

// Checks the intended output of convert-offload-to-cann for one activation
// (docs/dialect/cann.md, "Stream plan"): a compute stream, a D2H and an H2D
// copy stream, and an event for each cross-stream dependence.
// CHECK-LABEL: func.func @activation(
// CHECK-SAME: %[[X:.*]]: memref<512x1024xf32>)
// CHECK: %[[COMP:.*]] = "cann.create_stream"() : () -> !cann.stream
// CHECK: %[[D2H:.*]] = "cann.create_stream"() : () -> !cann.stream
// CHECK: %[[H2D:.*]] = "cann.create_stream"() : () -> !cann.stream
// CHECK: %[[READY:.*]] = "cann.create_event"() : () -> !cann.event
// CHECK: "cann.record_event"(%[[READY]], %[[COMP]])
// CHECK: "cann.stream_wait_event"(%[[D2H]], %[[READY]])
// CHECK: %[[HOST:.*]] = "cann.malloc_host"() : () -> memref<512x1024xf32>
// CHECK: "cann.memcpy_async"(%[[HOST]], %[[X]], %[[D2H]]) {kind = "device_to_host"}
// CHECK: %[[STORED:.*]] = "cann.create_event"() : () -> !cann.event
// CHECK: "cann.record_event"(%[[STORED]], %[[D2H]])
// CHECK: "cann.synchronize_stream"(%[[D2H]])
// CHECK: "cann.free"(%[[X]])
// CHECK: "cann.stream_wait_event"(%[[H2D]], %[[STORED]])
// CHECK: %[[BACK:.*]] = "cann.malloc"() {policy = "huge_first"} : () -> memref<512x1024xf32>
// CHECK: "cann.memcpy_async"(%[[BACK]], %[[HOST]], %[[H2D]]) {kind = "host_to_device"}
// CHECK: %[[LOADED:.*]] = "cann.create_event"() : () -> !cann.event
// CHECK: "cann.record_event"(%[[LOADED]], %[[H2D]])
// CHECK: "cann.stream_wait_event"(%[[COMP]], %[[LOADED]])
// CHECK: return %[[BACK]]
func.func @activation(%x: memref<512x1024xf32>) -> memref<512x1024xf32> {
  %comp = "cann.create_stream"() : () -> !cann.stream
  %d2h = "cann.create_stream"() : () -> !cann.stream
  %h2d = "cann.create_stream"() : () -> !cann.stream
  // offload.store_async %x {tier = "host"}: the copy waits for compute.
  %ready = "cann.create_event"() : () -> !cann.event
  "cann.record_event"(%ready, %comp) : (!cann.event, !cann.stream) -> ()
  "cann.stream_wait_event"(%d2h, %ready) : (!cann.stream, !cann.event) -> ()
  %host = "cann.malloc_host"() : () -> memref<512x1024xf32>
  "cann.memcpy_async"(%host, %x, %d2h) {kind = "device_to_host"} : (memref<512x1024xf32>, memref<512x1024xf32>, !cann.stream) -> ()
  %stored = "cann.create_event"() : () -> !cann.event
  "cann.record_event"(%stored, %d2h) : (!cann.event, !cann.stream) -> ()
  // offload.release %x after the store: aclrtFree does not wait for the
  // device, so the host waits for the copy first.
  "cann.synchronize_stream"(%d2h) : (!cann.stream) -> ()
  "cann.free"(%x) : (memref<512x1024xf32>) -> ()
  // offload.prefetch_async of the remote, after the store.
  "cann.stream_wait_event"(%h2d, %stored) : (!cann.stream, !cann.event) -> ()
  %back = "cann.malloc"() {policy = "huge_first"} : () -> memref<512x1024xf32>
  "cann.memcpy_async"(%back, %host, %h2d) {kind = "host_to_device"} : (memref<512x1024xf32>, memref<512x1024xf32>, !cann.stream) -> ()
  %loaded = "cann.create_event"() : () -> !cann.event
  "cann.record_event"(%loaded, %h2d) : (!cann.event, !cann.stream) -> ()
  // offload.wait on the prefetch: the compute stream waits for the copy.
  "cann.stream_wait_event"(%comp, %loaded) : (!cann.stream, !cann.event) -> ()
  return %back : memref<512x1024xf32>
}

// -----

// Checks that the virtual-memory ops and the byte-range copy parse, verify
// and round-trip: a reserved range, a physical allocation mapped at byte
// 32 of it, a copy into that range, the unmap, the frees.
// CHECK-LABEL: func.func @virtual_memory
// CHECK: %[[B:.*]] = "cann.reserve_mem_address"() : () -> memref<16xf32>
// CHECK: %[[H:.*]] = "cann.malloc_physical"() {size = 32 : i64} : () -> !cann.mem_handle
// CHECK: "cann.map_mem"(%[[B]], %[[H]]) {offset = 32 : i64, size = 32 : i64} : (memref<16xf32>, !cann.mem_handle) -> ()
// CHECK: "cann.memcpy_range_async"(%[[B]], %{{.*}}, %{{.*}}) {count = 32 : i64, dst_offset = 32 : i64, kind = "host_to_device", src_offset = 0 : i64} : (memref<16xf32>, memref<8xf32>, !cann.stream) -> ()
// CHECK: "cann.unmap_mem"(%[[B]]) {offset = 32 : i64} : (memref<16xf32>) -> ()
// CHECK: "cann.free_physical"(%[[H]]) : (!cann.mem_handle) -> ()
// CHECK: "cann.release_mem_address"(%[[B]]) : (memref<16xf32>) -> ()
func.func @virtual_memory(%host: memref<8xf32>, %s: !cann.stream) {
  %b = "cann.reserve_mem_address"() : () -> memref<16xf32>
  %h = "cann.malloc_physical"() {size = 32 : i64} : () -> !cann.mem_handle
  "cann.map_mem"(%b, %h) {offset = 32 : i64, size = 32 : i64} : (memref<16xf32>, !cann.mem_handle) -> ()
  "cann.memcpy_range_async"(%b, %host, %s) {kind = "host_to_device", dst_offset = 32 : i64, src_offset = 0 : i64, count = 32 : i64} : (memref<16xf32>, memref<8xf32>, !cann.stream) -> ()
  "cann.unmap_mem"(%b) {offset = 32 : i64} : (memref<16xf32>) -> ()
  "cann.free_physical"(%h) : (!cann.mem_handle) -> ()
  "cann.release_mem_address"(%b) : (memref<16xf32>) -> ()
  return
}
