// The `cann` dialect: the Ascend CANN runtime (ACL, `acl/acl_rt.h`) calls an
// offload schedule needs, one op per call: streams, events, device and
// pinned host buffers, and asynchronous copies. It is the target of
// convert-offload-to-cann and the source of convert-cann-to-llvm, which
// turns each op into a call of its ACL function, checks the returned
// aclError against ACL_SUCCESS (0) and aborts with a message otherwise.
//
// Handles are opaque (`!cann.stream` is an aclrtStream, `!cann.event` an
// aclrtEvent); buffers are ranked memrefs whose type gives the byte size.
//
// Reference: docs/dialect/cann.md (which also says where each ACL signature
// and constant was checked). Loads with
//   mlir-opt --irdl-file=dialect/cann.irdl.mlir
// IRDL ops print in generic form and carry no traits or interfaces.

irdl.dialect @cann {
  // !cann.stream: an aclrtStream (typedef void *aclrtStream).
  irdl.type @stream {
  }

  // !cann.event: an aclrtEvent (typedef void *aclrtEvent).
  irdl.type @event {
  }

  // !cann.mem_handle: an aclrtDrvMemHandle (typedef void *aclrtDrvMemHandle),
  // a physical allocation of aclrtMallocPhysical.
  irdl.type @mem_handle {
  }

  // aclError aclrtCreateStream(aclrtStream *stream)
  irdl.operation @create_stream {
    %stream = irdl.base @cann::@stream
    irdl.results(stream: %stream)
  }

  // aclError aclrtDestroyStream(aclrtStream stream)
  irdl.operation @destroy_stream {
    %stream = irdl.base @cann::@stream
    irdl.operands(stream: %stream)
  }

  // aclError aclrtCreateEvent(aclrtEvent *event)
  irdl.operation @create_event {
    %event = irdl.base @cann::@event
    irdl.results(event: %event)
  }

  // aclError aclrtDestroyEvent(aclrtEvent event)
  irdl.operation @destroy_event {
    %event = irdl.base @cann::@event
    irdl.operands(event: %event)
  }

  // aclError aclrtRecordEvent(aclrtEvent event, aclrtStream stream)
  // Operand order follows the C signature: event first.
  irdl.operation @record_event {
    %event = irdl.base @cann::@event
    %stream = irdl.base @cann::@stream
    irdl.operands(event: %event, stream: %stream)
  }

  // aclError aclrtStreamWaitEvent(aclrtStream stream, aclrtEvent event)
  // Operand order follows the C signature: stream first.
  irdl.operation @stream_wait_event {
    %stream = irdl.base @cann::@stream
    %event = irdl.base @cann::@event
    irdl.operands(stream: %stream, event: %event)
  }

  // aclError aclrtSynchronizeStream(aclrtStream stream)
  // Blocks the host until every task on `stream` has completed.
  irdl.operation @synchronize_stream {
    %stream = irdl.base @cann::@stream
    irdl.operands(stream: %stream)
  }

  // aclError aclrtSynchronizeEvent(aclrtEvent event)
  // Blocks the host until the tasks the event captured have completed.
  irdl.operation @synchronize_event {
    %event = irdl.base @cann::@event
    irdl.operands(event: %event)
  }

  // aclError aclrtMalloc(void **devPtr, size_t size,
  //                      aclrtMemMallocPolicy policy)
  // size = the byte size of the result type; policy: "huge_first" (0,
  // ACL_MEM_MALLOC_HUGE_FIRST), "huge_only" (1, ACL_MEM_MALLOC_HUGE_ONLY),
  // "normal_only" (2, ACL_MEM_MALLOC_NORMAL_ONLY).
  irdl.operation @malloc {
    %memref = irdl.base "!builtin.memref"
    %huge_first = irdl.is "huge_first"
    %huge_only = irdl.is "huge_only"
    %normal_only = irdl.is "normal_only"
    %policy = irdl.any_of(%huge_first, %huge_only, %normal_only)
    irdl.attributes {"policy" = %policy}
    irdl.results(buffer: %memref)
  }

  // aclError aclrtFree(void *devPtr)
  irdl.operation @free {
    %memref = irdl.base "!builtin.memref"
    irdl.operands(buffer: %memref)
  }

  // aclError aclrtMallocHost(void **hostPtr, size_t size)
  // Pinned (page-locked) host memory; size = the byte size of the result type.
  irdl.operation @malloc_host {
    %memref = irdl.base "!builtin.memref"
    irdl.results(buffer: %memref)
  }

  // aclError aclrtFreeHost(void *hostPtr)
  irdl.operation @free_host {
    %memref = irdl.base "!builtin.memref"
    irdl.operands(buffer: %memref)
  }

  // aclError aclrtMemcpyAsync(void *dst, size_t destMax, const void *src,
  //                           size_t count, aclrtMemcpyKind kind,
  //                           aclrtStream stream)
  // dst and src have the same memref type (destMax = count = its byte size).
  // kind: "host_to_host" (0, ACL_MEMCPY_HOST_TO_HOST), "host_to_device" (1,
  // ACL_MEMCPY_HOST_TO_DEVICE), "device_to_host" (2,
  // ACL_MEMCPY_DEVICE_TO_HOST), "device_to_device" (3,
  // ACL_MEMCPY_DEVICE_TO_DEVICE).
  irdl.operation @memcpy_async {
    %memref = irdl.base "!builtin.memref"
    %stream = irdl.base @cann::@stream
    %h2h = irdl.is "host_to_host"
    %h2d = irdl.is "host_to_device"
    %d2h = irdl.is "device_to_host"
    %d2d = irdl.is "device_to_device"
    %kind = irdl.any_of(%h2h, %h2d, %d2h, %d2d)
    irdl.operands(dst: %memref, src: %memref, stream: %stream)
    irdl.attributes {"kind" = %kind}
  }

  // Virtual memory (chunked transfers): a reserved address range, physical
  // allocations mapped into it at byte offsets, and copies of byte ranges.

  // aclError aclrtReserveMemAddress(void **virPtr, size_t size,
  //                                 size_t alignment, void *expectPtr,
  //                                 uint64_t flags)
  // size = the byte size of the result type; alignment 0, expectPtr null,
  // flags 0. The range holds no device bytes until mapped.
  irdl.operation @reserve_mem_address {
    %memref = irdl.base "!builtin.memref"
    irdl.results(buffer: %memref)
  }

  // aclError aclrtReleaseMemAddress(void *virPtr)
  irdl.operation @release_mem_address {
    %memref = irdl.base "!builtin.memref"
    irdl.operands(buffer: %memref)
  }

  // aclError aclrtMallocPhysical(aclrtDrvMemHandle *handle, size_t size,
  //                              const aclrtPhysicalMemProp *prop,
  //                              uint64_t flags)
  // `size` bytes of device memory (prop: ACL_MEM_HANDLE_TYPE_NONE,
  // ACL_MEM_ALLOCATION_TYPE_PINNED, ACL_HBM_MEM_HUGE, device 0 of
  // ACL_MEM_LOCATION_TYPE_DEVICE); flags 0.
  irdl.operation @malloc_physical {
    %handle = irdl.base @cann::@mem_handle
    %size = irdl.base "#builtin.integer"
    irdl.attributes {"size" = %size}
    irdl.results(handle: %handle)
  }

  // aclError aclrtFreePhysical(aclrtDrvMemHandle handle)
  irdl.operation @free_physical {
    %handle = irdl.base @cann::@mem_handle
    irdl.operands(handle: %handle)
  }

  // aclError aclrtMapMem(void *virPtr, size_t size, size_t offset,
  //                      aclrtDrvMemHandle handle, uint64_t flags)
  // virPtr = the buffer's address + `offset` bytes; size = `size`; the C
  // `offset` (into the physical memory) and flags are 0.
  irdl.operation @map_mem {
    %memref = irdl.base "!builtin.memref"
    %handle = irdl.base @cann::@mem_handle
    // One constraint per attribute: a shared one would make them equal.
    %offset = irdl.base "#builtin.integer"
    %size = irdl.base "#builtin.integer"
    irdl.operands(buffer: %memref, handle: %handle)
    irdl.attributes {"offset" = %offset, "size" = %size}
  }

  // aclError aclrtUnmapMem(void *virPtr)
  // virPtr = the buffer's address + `offset` bytes.
  irdl.operation @unmap_mem {
    %memref = irdl.base "!builtin.memref"
    %integer = irdl.base "#builtin.integer"
    irdl.operands(buffer: %memref)
    irdl.attributes {"offset" = %integer}
  }

  // aclrtMemcpyAsync of a byte range: dst = the dst buffer's address +
  // `dst_offset`, destMax = its byte size - `dst_offset`, src = the src
  // buffer's address + `src_offset`, count = `count`; `kind` as for
  // memcpy_async.
  irdl.operation @memcpy_range_async {
    %stream = irdl.base @cann::@stream
    %h2d = irdl.is "host_to_device"
    %d2h = irdl.is "device_to_host"
    %d2d = irdl.is "device_to_device"
    %kind = irdl.any_of(%h2d, %d2h, %d2d)
    %dst_offset = irdl.base "#builtin.integer"
    %src_offset = irdl.base "#builtin.integer"
    %count = irdl.base "#builtin.integer"
    // dst and src are buffers of any types: each its own constraint.
    %dst = irdl.base "!builtin.memref"
    %src = irdl.base "!builtin.memref"
    irdl.operands(dst: %dst, src: %src, stream: %stream)
    irdl.attributes {"kind" = %kind, "dst_offset" = %dst_offset, "src_offset" = %src_offset, "count" = %count}
  }
}
