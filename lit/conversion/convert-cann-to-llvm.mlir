// RUN: hyperoffload-opt %s --split-input-file --convert-cann-to-llvm | FileCheck %s --implicit-check-not=cann.
// RUN: hyperoffload-opt --pass-pipeline='builtin.module(convert-cann-to-llvm,convert-scf-to-cf,finalize-memref-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' < %s | %mlir_translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR --implicit-check-not=cann.

// Checks a handle op: the stream comes back through an out-parameter
// allocated at the function's entry, the return code is checked by the one
// check function (print the function, code and location to stderr, then
// abort), and the loaded
// handle is what later calls take.
// CHECK-DAG: llvm.mlir.global internal constant @__cann_error_0("hyperoffload: aclrtCreateStream failed with aclError %d at {{.*}}convert-cann-to-llvm.mlir:[[#@LINE+22]]:8\0A\00")
// CHECK-LABEL: func.func @stream()
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[SLOT:.*]] = llvm.alloca %[[ONE]] x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK: %[[RC:.*]] = llvm.call @aclrtCreateStream(%[[SLOT]]) : (!llvm.ptr) -> i32
// CHECK: %[[MSG:.*]] = llvm.mlir.addressof @__cann_error_0 : !llvm.ptr
// CHECK: llvm.call @hyperoffload_acl_check(%[[RC]], %[[MSG]]) : (i32, !llvm.ptr) -> ()
// CHECK: %[[S:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.call @aclrtSynchronizeStream(%[[S]]) : (!llvm.ptr) -> i32
// CHECK: llvm.call @aclrtDestroyStream(%[[S]]) : (!llvm.ptr) -> i32
// CHECK-DAG: llvm.func @aclrtCreateStream(!llvm.ptr) -> i32
// CHECK-DAG: llvm.func @dprintf(i32, !llvm.ptr, ...) -> i32
// CHECK-DAG: llvm.func @abort()
// CHECK-DAG: llvm.func @aclrtSynchronizeStream(!llvm.ptr) -> i32
// The one check function: on a non-zero code, print and abort.
// CHECK-DAG: llvm.func internal @hyperoffload_acl_check(%[[CODE:.*]]: i32, %[[TEXT:.*]]: !llvm.ptr) {
// CHECK-DAG:   %[[FAIL:.*]] = llvm.icmp "ne" %[[CODE]], %{{.*}} : i32
// CHECK-DAG:   llvm.cond_br %[[FAIL]] weights([0, 1]), ^[[BAD:.*]], ^{{.*}}
// CHECK-DAG:   llvm.call @dprintf(%{{.*}}, %[[TEXT]], %[[CODE]]) vararg(!llvm.func<i32 (i32, ptr, ...)>)
// CHECK-DAG:   llvm.call @abort() : () -> ()
// CHECK-DAG: llvm.func @aclrtDestroyStream(!llvm.ptr) -> i32
func.func @stream() {
  %s = "cann.create_stream"() : () -> !cann.stream
  "cann.synchronize_stream"(%s) : (!cann.stream) -> ()
  "cann.destroy_stream"(%s) : (!cann.stream) -> ()
  return
}

// -----

// Checks the event ops, with handles from the signature (now !llvm.ptr),
// in the C operand order.
// CHECK-LABEL: func.func @events(
// CHECK-SAME: %[[A:.*]]: !llvm.ptr, %[[B:.*]]: !llvm.ptr) -> !llvm.ptr
// CHECK: %[[E:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.call @aclrtRecordEvent(%[[E]], %[[A]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.call @aclrtStreamWaitEvent(%[[B]], %[[E]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.call @aclrtSynchronizeEvent(%[[E]]) : (!llvm.ptr) -> i32
// CHECK: llvm.call @aclrtDestroyEvent(%[[E]]) : (!llvm.ptr) -> i32
// CHECK: return %[[A]] : !llvm.ptr
// CHECK-LABEL: func.func @caller(
// CHECK: call @events(%{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
func.func @events(%a: !cann.stream, %b: !cann.stream) -> !cann.stream {
  %e = "cann.create_event"() : () -> !cann.event
  "cann.record_event"(%e, %a) : (!cann.event, !cann.stream) -> ()
  "cann.stream_wait_event"(%b, %e) : (!cann.stream, !cann.event) -> ()
  "cann.synchronize_event"(%e) : (!cann.event) -> ()
  "cann.destroy_event"(%e) : (!cann.event) -> ()
  return %a : !cann.stream
}

func.func @caller(%a: !cann.stream) -> !cann.stream {
  %r = call @events(%a, %a) : (!cann.stream, !cann.stream) -> !cann.stream
  return %r : !cann.stream
}

// -----

// Checks the memory ops: sizes are element count x element bytes, the
// policy and kind are their ACL enum values, memref operands pass their
// aligned pointer, and a malloc'd buffer is a descriptor around the
// returned pointer (offset 0, static sizes, identity strides).
// CHECK-LABEL: func.func @memory(
// CHECK-SAME: %[[S:.*]]: !llvm.ptr)
// CHECK: %[[SIZE:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK: %[[POLICY:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK: llvm.call @aclrtMalloc(%{{.*}}, %[[SIZE]], %[[POLICY]]) : (!llvm.ptr, i64, i32) -> i32
// CHECK: %[[P:.*]] = llvm.load
// CHECK: %[[U:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[OFFSET:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[ROWS:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK: %[[ROWSTRIDE:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK: %[[COLS:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK: %[[COLSTRIDE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[D0:.*]] = llvm.insertvalue %[[P]], %[[U]][0]
// CHECK: %[[D1:.*]] = llvm.insertvalue %[[P]], %[[D0]][1]
// CHECK: %[[D2:.*]] = llvm.insertvalue %[[OFFSET]], %[[D1]][2]
// CHECK: %[[D3:.*]] = llvm.insertvalue %[[ROWS]], %[[D2]][3, 0]
// CHECK: %[[D4:.*]] = llvm.insertvalue %[[ROWSTRIDE]], %[[D3]][4, 0]
// CHECK: %[[D5:.*]] = llvm.insertvalue %[[COLS]], %[[D4]][3, 1]
// CHECK: %[[DESC:.*]] = llvm.insertvalue %[[COLSTRIDE]], %[[D5]][4, 1]
// CHECK: %[[DEV:.*]] = builtin.unrealized_conversion_cast %[[DESC]] : !llvm.struct<{{.*}}> to memref<2x4xi64>
// CHECK: %[[HSIZE:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK: llvm.call @aclrtMallocHost(%{{.*}}, %[[HSIZE]]) : (!llvm.ptr, i64) -> i32
// CHECK: %[[HOST:.*]] = builtin.unrealized_conversion_cast
// CHECK: %[[DI:.*]] = memref.extract_aligned_pointer_as_index %[[DEV]]
// CHECK: %[[DW:.*]] = arith.index_cast %[[DI]] : index to i64
// CHECK: %[[DP:.*]] = llvm.inttoptr %[[DW]] : i64 to !llvm.ptr
// CHECK: %[[MAX:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK: %[[HP:.*]] = llvm.inttoptr
// CHECK: %[[COUNT:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK: %[[KIND:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: llvm.call @aclrtMemcpyAsync(%[[DP]], %[[MAX]], %[[HP]], %[[COUNT]], %[[KIND]], %[[S]]) : (!llvm.ptr, i64, !llvm.ptr, i64, i32, !llvm.ptr) -> i32
// CHECK: llvm.call @aclrtFree(%{{.*}}) : (!llvm.ptr) -> i32
// CHECK: llvm.call @aclrtFreeHost(%{{.*}}) : (!llvm.ptr) -> i32
// IR-LABEL: define void @memory(
// IR: call i32 @aclrtMalloc(ptr %{{.*}}, i64 64, i32 2)
// IR: call i32 @aclrtMallocHost(ptr %{{.*}}, i64 64)
// IR: call i32 @aclrtMemcpyAsync(ptr %{{.*}}, i64 64, ptr %{{.*}}, i64 64, i32 1, ptr %{{.*}})
// IR-DAG: declare i32 @aclrtMalloc(ptr, i64, i32)
// IR-DAG: declare i32 @aclrtMallocHost(ptr, i64)
// IR-DAG: declare i32 @aclrtMemcpyAsync(ptr, i64, ptr, i64, i32, ptr)
// IR-DAG: declare i32 @aclrtFree(ptr)
// IR-DAG: declare i32 @aclrtFreeHost(ptr)
// IR-DAG: declare i32 @dprintf(i32, ptr, ...)
// IR-DAG: declare void @abort()
func.func @memory(%s: !cann.stream) {
  %d = "cann.malloc"() {policy = "normal_only"} : () -> memref<2x4xi64>
  %h = "cann.malloc_host"() : () -> memref<2x4xi64>
  "cann.memcpy_async"(%d, %h, %s) {kind = "host_to_device"} : (memref<2x4xi64>, memref<2x4xi64>, !cann.stream) -> ()
  "cann.free"(%d) : (memref<2x4xi64>) -> ()
  "cann.free_host"(%h) : (memref<2x4xi64>) -> ()
  return
}

// -----

// Checks element byte widths (bf16: 2 bytes, i1: 1 byte, index: 8 bytes)
// and a rank-0 buffer (a descriptor of pointer, pointer and offset).
// CHECK-LABEL: func.func @widths()
// CHECK: llvm.mlir.constant(12 : i64)
// CHECK: llvm.call @aclrtMalloc
// CHECK: llvm.mlir.constant(3 : i64)
// CHECK: llvm.call @aclrtMalloc
// CHECK: llvm.mlir.constant(8 : i64)
// CHECK: llvm.call @aclrtMallocHost
// CHECK: llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64)> to memref<index>
func.func @widths() {
  %a = "cann.malloc"() {policy = "huge_first"} : () -> memref<6xbf16>
  %b = "cann.malloc"() {policy = "huge_only"} : () -> memref<3xi1>
  %c = "cann.malloc_host"() : () -> memref<index>
  return
}
