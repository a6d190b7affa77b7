// RUN: hyperoffload-opt %s --split-input-file --convert-offload-to-cann | FileCheck %s --implicit-check-not=offload.
// RUN: hyperoffload-opt %s --split-input-file --pass-pipeline='builtin.module(convert-offload-to-cann,convert-cann-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' | FileCheck %s --check-prefix=LLVM --implicit-check-not=offload.

// Checks copies in tiers beyond host on the Ascend path: a store to NVMe
// copies into a buffer the tier runtime gives (hyperoffloadTierAlloc with
// the tier's code, 2, and the bytes), the prefetch reads it back from
// there, and the return frees it after the host waited for its copies; a
// CXL buffer the code allocates (memref.alloc {offload.tier = "cxl"}, as a
// caller keeping an argument there does) comes from the tier runtime too
// (code 1), and its dealloc goes back to it.
// CHECK-LABEL: func.func @tiers
// CHECK-SAME: (%[[M:.*]]: memref<16xf32>, %[[N:.*]]: memref<8xf32>)
// CHECK: %[[NVME_CODE:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[BYTES:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %[[NVME_PTR:.*]] = llvm.call @hyperoffloadTierAlloc(%[[NVME_CODE]], %[[BYTES]]) : (i64, i64) -> !llvm.ptr
// CHECK: %[[NVME:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<{{.*}}> to memref<16xf32>
// CHECK: "cann.memcpy_async"(%[[NVME]], %[[M]], %{{.*}}) {kind = "device_to_host"}
// CHECK: "cann.memcpy_async"(%{{.*}}, %[[NVME]], %{{.*}}) {kind = "host_to_device"}
// CHECK: %[[CXL_CODE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[CXL_BYTES:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %[[CXL_PTR:.*]] = llvm.call @hyperoffloadTierAlloc(%[[CXL_CODE]], %[[CXL_BYTES]])
// CHECK: %[[CXL:.*]] = builtin.unrealized_conversion_cast %{{.*}} to memref<8xf32>
// CHECK-NEXT: memref.copy %[[N]], %[[CXL]]
// CHECK-NEXT: %[[CXL_CODE2:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: llvm.call @hyperoffloadTierFree(%[[CXL_CODE2]], %[[CXL_PTR]]) : (i64, !llvm.ptr) -> ()
// CHECK: %[[NVME_CODE2:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: llvm.call @hyperoffloadTierFree(%[[NVME_CODE2]], %[[NVME_PTR]])
// CHECK: return
// CHECK-DAG: llvm.func @hyperoffloadTierAlloc(i64, i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @hyperoffloadTierFree(i64, !llvm.ptr)
// LLVM-LABEL: llvm.func @tiers
// LLVM: llvm.call @hyperoffloadTierAlloc
// LLVM: llvm.call @hyperoffloadTierAlloc
// LLVM: llvm.call @hyperoffloadTierFree
// LLVM: llvm.call @hyperoffloadTierFree
func.func @tiers(%m: memref<16xf32>, %n: memref<8xf32>) -> memref<8xf32> {
  %r, %d = "offload.store_async"(%m) {tier = "nvme"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.release"(%m, %d) : (memref<16xf32>, !offload.token) -> ()
  %v, %e = "offload.prefetch_async"(%r, %d) : (!offload.remote<memref<16xf32>>, !offload.token) -> (memref<16xf32>, !offload.token)
  "offload.wait"(%e) : (!offload.token) -> ()
  %w = memref.alloc() {offload.tier = "cxl"} : memref<8xf32>
  memref.copy %n, %w : memref<8xf32> to memref<8xf32>
  memref.dealloc %w : memref<8xf32>
  memref.dealloc %v : memref<16xf32>
  return %n : memref<8xf32>
}

// -----

// Checks that a copy in a tier the function returns belongs to its caller:
// no free at the return.
// CHECK-LABEL: func.func @returned
// CHECK: llvm.call @hyperoffloadTierAlloc
// CHECK-NOT: hyperoffloadTierFree
// CHECK: return
func.func @returned(%m: memref<16xf32>) -> !offload.remote<memref<16xf32>> {
  %r, %d = "offload.store_async"(%m) {tier = "pool"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.wait"(%d) : (!offload.token) -> ()
  return %r : !offload.remote<memref<16xf32>>
}

// -----

// Checks that a chunk's copy in a tier beyond host goes back to the tier
// runtime once at the return, and is not also freed as pinned host memory.
// CHECK-LABEL: func.func @chunk_in_nvme
// CHECK: %[[PTR:.*]] = llvm.call @hyperoffloadTierAlloc
// CHECK-NOT: "cann.free_host"
// CHECK: llvm.call @hyperoffloadTierFree(%{{.*}}, %[[PTR]])
// CHECK-NOT: "cann.free_host"
// CHECK: return
func.func @chunk_in_nvme(%m: memref<16xf32>) {
  %r, %d = "offload.store_chunk_async"(%m) {tier = "nvme", chunk = array<i64: 0, 8>} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.wait"(%d) : (!offload.token) -> ()
  return
}
