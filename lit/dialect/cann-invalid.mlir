// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt --irdl-file=%cann_irdl %s --split-input-file --verify-diagnostics

// Checks that !cann.stream takes no parameter.
// expected-error @+1 {{expected 0 type arguments, but had 1}}
func.func private @stream_with_parameter(!cann.stream<i32>)

// -----

// Checks that !cann.event takes no parameter.
// expected-error @+1 {{expected 0 type arguments, but had 1}}
func.func private @event_with_parameter(!cann.event<i32>)

// -----

// Checks that cann.create_stream returns a stream, not an event.
func.func @create_stream_returns_event() {
  // expected-error @+1 {{expected base type 'cann.stream' but got 'cann.event'}}
  %s = "cann.create_stream"() : () -> !cann.event
  return
}

// -----

// Checks that cann.create_stream takes no operands.
func.func @create_stream_with_operand(%e: !cann.event) {
  // expected-error @+1 {{op expects exactly 0 operands, but got 1}}
  %s = "cann.create_stream"(%e) : (!cann.event) -> !cann.stream
  return
}

// -----

// Checks that cann.destroy_stream takes a stream.
func.func @destroy_stream_of_event(%e: !cann.event) {
  // expected-error @+1 {{expected base type 'cann.stream' but got 'cann.event'}}
  "cann.destroy_stream"(%e) : (!cann.event) -> ()
  return
}

// -----

// Checks that cann.create_event returns an event, not a stream.
func.func @create_event_returns_stream() {
  // expected-error @+1 {{expected base type 'cann.event' but got 'cann.stream'}}
  %e = "cann.create_event"() : () -> !cann.stream
  return
}

// -----

// Checks that cann.create_event has exactly one result.
func.func @create_event_no_result() {
  // expected-error @+1 {{op expects exactly 1 results, but got 0}}
  "cann.create_event"() : () -> ()
  return
}

// -----

// Checks that cann.destroy_event takes an event.
func.func @destroy_event_of_stream(%s: !cann.stream) {
  // expected-error @+1 {{expected base type 'cann.event' but got 'cann.stream'}}
  "cann.destroy_event"(%s) : (!cann.stream) -> ()
  return
}

// -----

// Checks that cann.record_event takes (event, stream), as aclrtRecordEvent.
func.func @record_event_swapped(%s: !cann.stream, %e: !cann.event) {
  // expected-error @+1 {{expected base type 'cann.event' but got 'cann.stream'}}
  "cann.record_event"(%s, %e) : (!cann.stream, !cann.event) -> ()
  return
}

// -----

// Checks that cann.record_event needs its stream.
func.func @record_event_missing_stream(%e: !cann.event) {
  // expected-error @+1 {{op expects exactly 2 operands, but got 1}}
  "cann.record_event"(%e) : (!cann.event) -> ()
  return
}

// -----

// Checks that cann.stream_wait_event takes (stream, event), as
// aclrtStreamWaitEvent.
func.func @stream_wait_event_swapped(%s: !cann.stream, %e: !cann.event) {
  // expected-error @+1 {{expected base type 'cann.stream' but got 'cann.event'}}
  "cann.stream_wait_event"(%e, %s) : (!cann.event, !cann.stream) -> ()
  return
}

// -----

// Checks that cann.synchronize_stream takes a stream, not an event.
func.func @synchronize_stream_of_event(%e: !cann.event) {
  // expected-error @+1 {{expected base type 'cann.stream' but got 'cann.event'}}
  "cann.synchronize_stream"(%e) : (!cann.event) -> ()
  return
}

// -----

// Checks that cann.synchronize_event takes an event, not a stream.
func.func @synchronize_event_of_stream(%s: !cann.stream) {
  // expected-error @+1 {{expected base type 'cann.event' but got 'cann.stream'}}
  "cann.synchronize_event"(%s) : (!cann.stream) -> ()
  return
}

// -----

// Checks that cann.synchronize_event needs its event.
func.func @synchronize_event_without_event() {
  // expected-error @+1 {{op expects exactly 1 operands, but got 0}}
  "cann.synchronize_event"() : () -> ()
  return
}

// -----

// Checks that cann.synchronize_stream has no results.
func.func @synchronize_stream_with_result(%s: !cann.stream) {
  // expected-error @+1 {{op expects exactly 0 results, but got 1}}
  %x = "cann.synchronize_stream"(%s) : (!cann.stream) -> i32
  return
}

// -----

// Checks that cann.malloc accepts only the three policies it maps
// (ACL_MEM_MALLOC_HUGE_FIRST, _HUGE_ONLY, _NORMAL_ONLY).
func.func @malloc_policy_unknown() {
  // expected-error @+1 {{'"huge1g_only"' does not satisfy the constraint}}
  %m = "cann.malloc"() {policy = "huge1g_only"} : () -> memref<4xf32>
  return
}

// -----

// Checks that cann.malloc takes the policy by name, not the ACL number.
func.func @malloc_policy_number() {
  // expected-error @+1 {{'0 : i32' does not satisfy the constraint}}
  %m = "cann.malloc"() {policy = 0 : i32} : () -> memref<4xf32>
  return
}

// -----

// Checks that cann.malloc requires the policy attribute.
func.func @malloc_missing_policy() {
  // expected-error @+1 {{'cann.malloc' op attribute "policy" is expected but not provided}}
  %m = "cann.malloc"() : () -> memref<4xf32>
  return
}

// -----

// Checks that cann.malloc returns a memref, not a tensor.
func.func @malloc_tensor() {
  // expected-error @+1 {{expected base type 'builtin.memref' but got 'builtin.tensor'}}
  %m = "cann.malloc"() {policy = "huge_first"} : () -> tensor<4xf32>
  return
}

// -----

// Checks that cann.malloc returns a ranked memref.
func.func @malloc_unranked() {
  // expected-error @+1 {{expected base type 'builtin.memref' but got 'builtin.unranked_memref'}}
  %m = "cann.malloc"() {policy = "huge_first"} : () -> memref<*xf32>
  return
}

// -----

// Checks that cann.malloc takes no operands (the size comes from the type).
func.func @malloc_with_size(%n: index) {
  // expected-error @+1 {{op expects exactly 0 operands, but got 1}}
  %m = "cann.malloc"(%n) {policy = "huge_first"} : (index) -> memref<4xf32>
  return
}

// -----

// Checks that cann.free takes a memref.
func.func @free_of_integer(%p: i64) {
  // expected-error @+1 {{expected base type 'builtin.memref' but got 'builtin.integer'}}
  "cann.free"(%p) : (i64) -> ()
  return
}

// -----

// Checks that cann.malloc_host returns a memref, not a tensor.
func.func @malloc_host_tensor() {
  // expected-error @+1 {{expected base type 'builtin.memref' but got 'builtin.tensor'}}
  %h = "cann.malloc_host"() : () -> tensor<4xf32>
  return
}

// -----

// Checks that cann.free_host takes a ranked memref.
func.func @free_host_unranked(%h: memref<*xf32>) {
  // expected-error @+1 {{expected base type 'builtin.memref' but got 'builtin.unranked_memref'}}
  "cann.free_host"(%h) : (memref<*xf32>) -> ()
  return
}

// -----

// Checks that cann.memcpy_async ties dst and src to the same memref type.
func.func @memcpy_async_type_mismatch(%d: memref<4xf32>, %h: memref<8xf32>, %s: !cann.stream) {
  // expected-error @+1 {{expected 'memref<4xf32>' but got 'memref<8xf32>'}}
  "cann.memcpy_async"(%d, %h, %s) {kind = "host_to_device"} : (memref<4xf32>, memref<8xf32>, !cann.stream) -> ()
  return
}

// -----

// Checks that the tie covers the element type too.
func.func @memcpy_async_element_mismatch(%d: memref<4xf32>, %h: memref<4xi32>, %s: !cann.stream) {
  // expected-error @+1 {{expected 'memref<4xf32>' but got 'memref<4xi32>'}}
  "cann.memcpy_async"(%d, %h, %s) {kind = "device_to_host"} : (memref<4xf32>, memref<4xi32>, !cann.stream) -> ()
  return
}

// -----

// Checks that cann.memcpy_async rejects kinds it does not map, such as
// ACL_MEMCPY_DEFAULT.
func.func @memcpy_async_kind_default(%d: memref<4xf32>, %h: memref<4xf32>, %s: !cann.stream) {
  // expected-error @+1 {{'"default"' does not satisfy the constraint}}
  "cann.memcpy_async"(%d, %h, %s) {kind = "default"} : (memref<4xf32>, memref<4xf32>, !cann.stream) -> ()
  return
}

// -----

// Checks that cann.memcpy_async requires the kind attribute.
func.func @memcpy_async_missing_kind(%d: memref<4xf32>, %h: memref<4xf32>, %s: !cann.stream) {
  // expected-error @+1 {{'cann.memcpy_async' op attribute "kind" is expected but not provided}}
  "cann.memcpy_async"(%d, %h, %s) : (memref<4xf32>, memref<4xf32>, !cann.stream) -> ()
  return
}

// -----

// Checks that cann.memcpy_async runs on a stream, not an event.
func.func @memcpy_async_on_event(%d: memref<4xf32>, %h: memref<4xf32>, %e: !cann.event) {
  // expected-error @+1 {{expected base type 'cann.stream' but got 'cann.event'}}
  "cann.memcpy_async"(%d, %h, %e) {kind = "host_to_device"} : (memref<4xf32>, memref<4xf32>, !cann.event) -> ()
  return
}

// -----

// Checks that cann.memcpy_async needs its stream operand.
func.func @memcpy_async_missing_stream(%d: memref<4xf32>, %h: memref<4xf32>) {
  // expected-error @+1 {{op expects exactly 3 operands, but got 2}}
  "cann.memcpy_async"(%d, %h) {kind = "host_to_device"} : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// Checks that cann.memcpy_async copies memrefs, not tensors.
func.func @memcpy_async_tensors(%d: tensor<4xf32>, %h: tensor<4xf32>, %s: !cann.stream) {
  // expected-error @+1 {{expected base type 'builtin.memref' but got 'builtin.tensor'}}
  "cann.memcpy_async"(%d, %h, %s) {kind = "host_to_device"} : (tensor<4xf32>, tensor<4xf32>, !cann.stream) -> ()
  return
}

// -----

// Checks that cann.map_mem needs its byte offset and size.
func.func @map_mem_without_size(%b: memref<16xf32>, %h: !cann.mem_handle) {
  // expected-error @+1 {{'cann.map_mem' op attribute "size" is expected but not provided}}
  "cann.map_mem"(%b, %h) {offset = 0 : i64} : (memref<16xf32>, !cann.mem_handle) -> ()
  return
}

// -----

// Checks that cann.free_physical takes a physical allocation handle.
func.func @free_physical_of_stream(%s: !cann.stream) {
  // expected-error @+1 {{expected base type 'cann.mem_handle' but got 'cann.stream'}}
  "cann.free_physical"(%s) : (!cann.stream) -> ()
  return
}

// -----

// Checks that a byte-range copy between host buffers is refused, as the
// whole copy's host_to_host is never emitted.
func.func @memcpy_range_host_to_host(%a: memref<8xf32>, %b: memref<8xf32>, %s: !cann.stream) {
  // expected-error @+1 {{'"host_to_host"' does not satisfy the constraint}}
  "cann.memcpy_range_async"(%a, %b, %s) {kind = "host_to_host", dst_offset = 0 : i64, src_offset = 0 : i64, count = 32 : i64} : (memref<8xf32>, memref<8xf32>, !cann.stream) -> ()
  return
}
