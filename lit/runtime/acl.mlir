// RUN: env HYPEROFFLOAD_DEVICE_CAPACITY=1KiB HYPEROFFLOAD_RUNTIME_SYNC=1 %mlir_runner %s -e main -entry-point-result=void -shared-libs=%runtime_lib,%c_runner_utils 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: env HYPEROFFLOAD_DEVICE_CAPACITY=1KiB HYPEROFFLOAD_RUNTIME_COPY_DELAY_US=1000 %mlir_runner %s -e main -entry-point-result=void -shared-libs=%runtime_lib,%c_runner_utils 2>/dev/null | FileCheck %s
// RUN: env HYPEROFFLOAD_RUNTIME_COPY_DELAY_US=200000 %mlir_runner %s -e hazard -entry-point-result=void -shared-libs=%runtime_lib,%c_runner_utils 2>&1 | FileCheck %s --check-prefix=HAZARD

// Calls the ACL entry points the way convert-cann-to-llvm is to call them
// (docs/dialect/cann.md), on the emulated device: one activation copied to
// the device on one stream and back on another, ordered by an event. Each
// return code is printed: 0 for every call, 100000 for a copy whose kind
// does not match its buffers, 207001 for an allocation over the capacity.

// CHECK: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 7
// CHECK-NEXT: 100000
// CHECK-NEXT: 207001
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: hyperoffload-runtime: peak_device_bytes=64 live_device_bytes=0 capacity=1024 device_allocs=1 device_frees=1 h2d_bytes=64 d2h_bytes=64 d2d_bytes=0 peak_host_bytes=128

// ERR: hyperoffload-runtime: error: aclrtMemcpyAsync: kind ACL_MEMCPY_HOST_TO_DEVICE (1) does not match the buffers: dst is host memory, src is device memory
// ERR: hyperoffload-runtime: error: device allocation of 2048 bytes exceeds the capacity of 1024 bytes (64 bytes live)

// The free runs while the copy that reads the buffer is still queued. (The
// program goes on and, as it never prints the report itself, the runtime
// prints it to stderr at exit, before the program's buffered stdout.)
// HAZARD: hyperoffload-runtime: error: aclrtFree: device buffer 0x{{[0-9a-f]+}} (64 bytes) is still used by a copy queued on stream 0x{{[0-9a-f]+}}
// HAZARD: 100000
// HAZARD-NEXT: 0

llvm.func @aclrtMalloc(!llvm.ptr, i64, i32) -> i32
llvm.func @aclrtFree(!llvm.ptr) -> i32
llvm.func @aclrtMallocHost(!llvm.ptr, i64) -> i32
llvm.func @aclrtFreeHost(!llvm.ptr) -> i32
llvm.func @aclrtMemcpyAsync(!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr) -> i32
llvm.func @aclrtCreateStream(!llvm.ptr) -> i32
llvm.func @aclrtDestroyStream(!llvm.ptr) -> i32
llvm.func @aclrtSynchronizeStream(!llvm.ptr) -> i32
llvm.func @aclrtCreateEvent(!llvm.ptr) -> i32
llvm.func @aclrtDestroyEvent(!llvm.ptr) -> i32
llvm.func @aclrtRecordEvent(!llvm.ptr, !llvm.ptr) -> i32
llvm.func @aclrtStreamWaitEvent(!llvm.ptr, !llvm.ptr) -> i32
llvm.func @printI64(i64)
llvm.func @printNewline()
llvm.func @hyperoffload_runtime_report()

llvm.func @print(%x: i64) {
  llvm.call @printI64(%x) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @rc(%code: i32) {
  %x = llvm.sext %code : i32 to i64
  llvm.call @print(%x) : (i64) -> ()
  llvm.return
}

llvm.func @main() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %size = llvm.mlir.constant(64 : i64) : i64
  %big = llvm.mlir.constant(2048 : i64) : i64
  %huge_first = llvm.mlir.constant(0 : i32) : i32
  %h2d = llvm.mlir.constant(1 : i32) : i32
  %d2h = llvm.mlir.constant(2 : i32) : i32
  %seven = llvm.mlir.constant(7 : i64) : i64
  %slot = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr

  %r0 = llvm.call @aclrtCreateStream(%slot) : (!llvm.ptr) -> i32
  llvm.call @rc(%r0) : (i32) -> ()
  %load = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %r1 = llvm.call @aclrtCreateStream(%slot) : (!llvm.ptr) -> i32
  llvm.call @rc(%r1) : (i32) -> ()
  %store = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %r2 = llvm.call @aclrtCreateEvent(%slot) : (!llvm.ptr) -> i32
  llvm.call @rc(%r2) : (i32) -> ()
  %loaded = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %r3 = llvm.call @aclrtMallocHost(%slot, %size) : (!llvm.ptr, i64) -> i32
  llvm.call @rc(%r3) : (i32) -> ()
  %host = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %r4 = llvm.call @aclrtMallocHost(%slot, %size) : (!llvm.ptr, i64) -> i32
  llvm.call @rc(%r4) : (i32) -> ()
  %back = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %r5 = llvm.call @aclrtMalloc(%slot, %size, %huge_first) : (!llvm.ptr, i64, i32) -> i32
  llvm.call @rc(%r5) : (i32) -> ()
  %dev = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  llvm.store %seven, %host : i64, !llvm.ptr

  %r6 = llvm.call @aclrtMemcpyAsync(%dev, %size, %host, %size, %h2d, %load) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr) -> i32
  llvm.call @rc(%r6) : (i32) -> ()
  %r7 = llvm.call @aclrtRecordEvent(%loaded, %load) : (!llvm.ptr, !llvm.ptr) -> i32
  llvm.call @rc(%r7) : (i32) -> ()
  %r8 = llvm.call @aclrtStreamWaitEvent(%store, %loaded) : (!llvm.ptr, !llvm.ptr) -> i32
  llvm.call @rc(%r8) : (i32) -> ()
  %r9 = llvm.call @aclrtMemcpyAsync(%back, %size, %dev, %size, %d2h, %store) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr) -> i32
  llvm.call @rc(%r9) : (i32) -> ()
  %r10 = llvm.call @aclrtSynchronizeStream(%store) : (!llvm.ptr) -> i32
  llvm.call @rc(%r10) : (i32) -> ()
  %x = llvm.load %back : !llvm.ptr -> i64
  llvm.call @print(%x) : (i64) -> ()

  // Wrong kind: this copy goes from device to host.
  %bad = llvm.call @aclrtMemcpyAsync(%back, %size, %dev, %size, %h2d, %store) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr) -> i32
  llvm.call @rc(%bad) : (i32) -> ()
  // Over the capacity of 1KiB.
  %oom = llvm.call @aclrtMalloc(%slot, %big, %huge_first) : (!llvm.ptr, i64, i32) -> i32
  llvm.call @rc(%oom) : (i32) -> ()

  %r11 = llvm.call @aclrtFree(%dev) : (!llvm.ptr) -> i32
  llvm.call @rc(%r11) : (i32) -> ()
  %r12 = llvm.call @aclrtFreeHost(%host) : (!llvm.ptr) -> i32
  llvm.call @rc(%r12) : (i32) -> ()
  %r13 = llvm.call @aclrtFreeHost(%back) : (!llvm.ptr) -> i32
  llvm.call @rc(%r13) : (i32) -> ()
  %r14 = llvm.call @aclrtDestroyEvent(%loaded) : (!llvm.ptr) -> i32
  llvm.call @rc(%r14) : (i32) -> ()
  %r15 = llvm.call @aclrtDestroyStream(%load) : (!llvm.ptr) -> i32
  llvm.call @rc(%r15) : (i32) -> ()
  %r16 = llvm.call @aclrtDestroyStream(%store) : (!llvm.ptr) -> i32
  llvm.call @rc(%r16) : (i32) -> ()
  llvm.call @hyperoffload_runtime_report() : () -> ()
  llvm.return
}

// Frees a buffer that a queued copy still reads, then frees it properly.
llvm.func @hazard() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %size = llvm.mlir.constant(64 : i64) : i64
  %huge_first = llvm.mlir.constant(0 : i32) : i32
  %d2h = llvm.mlir.constant(2 : i32) : i32
  %slot = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  %0 = llvm.call @aclrtCreateStream(%slot) : (!llvm.ptr) -> i32
  %stream = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %1 = llvm.call @aclrtMallocHost(%slot, %size) : (!llvm.ptr, i64) -> i32
  %host = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %2 = llvm.call @aclrtMalloc(%slot, %size, %huge_first) : (!llvm.ptr, i64, i32) -> i32
  %dev = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %3 = llvm.call @aclrtMemcpyAsync(%host, %size, %dev, %size, %d2h, %stream) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr) -> i32
  %early = llvm.call @aclrtFree(%dev) : (!llvm.ptr) -> i32
  llvm.call @rc(%early) : (i32) -> ()
  %4 = llvm.call @aclrtSynchronizeStream(%stream) : (!llvm.ptr) -> i32
  %late = llvm.call @aclrtFree(%dev) : (!llvm.ptr) -> i32
  llvm.call @rc(%late) : (i32) -> ()
  llvm.return
}
