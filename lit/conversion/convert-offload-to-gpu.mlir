// RUN: hyperoffload-opt %s --split-input-file --convert-offload-to-gpu | FileCheck %s --implicit-check-not=offload.
// RUN: hyperoffload-opt %s --split-input-file --pass-pipeline='builtin.module(convert-offload-to-gpu,gpu-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' | FileCheck %s --check-prefix=LLVM --implicit-check-not=offload.
// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(convert-offload-to-gpu,gpu-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' | %mlir_translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// Checks every memref-form op: the store copies to a host buffer on its own
// stream, the release frees after it, the prefetch allocates and copies
// after the store's token, a resident argument is its own host copy, and
// the wait is a host wait on both prefetches.
// CHECK-LABEL: func.func @lower
// CHECK-SAME: (%[[M:.*]]: memref<16xf32>, %[[W:.*]]: memref<16xf32> {offload.tier = "host"})
// CHECK: %[[S0:.*]] = gpu.wait async
// CHECK: %[[HOST:.*]] = memref.alloc() : memref<16xf32>
// CHECK: %[[STORED:.*]] = gpu.memcpy async [%[[S0]]] %[[HOST]], %[[M]]
// CHECK: gpu.dealloc async [%[[STORED]]] %[[M]]
// CHECK: %[[DEV:.*]], %[[A:.*]] = gpu.alloc async [%[[STORED]]] ()
// CHECK: %[[FETCHED:.*]] = gpu.memcpy async [%[[A]]] %[[DEV]], %[[HOST]]
// CHECK: %[[S1:.*]] = gpu.wait async
// CHECK: %[[DEV2:.*]], %[[A2:.*]] = gpu.alloc async [%[[S1]]] ()
// CHECK: %[[FETCHED2:.*]] = gpu.memcpy async [%[[A2]]] %[[DEV2]], %[[W]]
// CHECK: gpu.wait [%[[FETCHED]], %[[FETCHED2]]]
// CHECK: memref.copy %[[DEV]], %[[DEV2]]
// CHECK: gpu.dealloc async [%{{.*}}] %[[DEV]]
// LLVM-LABEL: llvm.func @lower
// LLVM: llvm.call @mgpuStreamCreate
// LLVM: llvm.call @mgpuMemcpy
// LLVM: llvm.call @mgpuMemAlloc
// LLVM: llvm.call @mgpuStreamSynchronize
// IR-DAG: declare ptr @mgpuMemAlloc(i64, ptr, i8)
// IR-DAG: declare void @mgpuMemcpy(ptr, ptr, i64, ptr)
// IR-DAG: declare void @mgpuMemFree(ptr, ptr)
func.func @lower(%m: memref<16xf32>, %w: memref<16xf32> {offload.tier = "host"}) {
  %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.release"(%m, %d) : (memref<16xf32>, !offload.token) -> ()
  %v, %vd = "offload.prefetch_async"(%r, %d) : (!offload.remote<memref<16xf32>>, !offload.token) -> (memref<16xf32>, !offload.token)
  %rw = "offload.resident"(%w) {tier = "host"} : (memref<16xf32>) -> !offload.remote<memref<16xf32>>
  %u, %ud = "offload.prefetch_async"(%rw) : (!offload.remote<memref<16xf32>>) -> (memref<16xf32>, !offload.token)
  "offload.wait"(%vd, %ud) : (!offload.token, !offload.token) -> ()
  memref.copy %v, %u : memref<16xf32> to memref<16xf32>
  "offload.release"(%v) : (memref<16xf32>) -> ()
  return
}
