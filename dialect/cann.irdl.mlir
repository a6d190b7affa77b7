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
}
