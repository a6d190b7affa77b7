// RUN: hyperoffload-opt %s --split-input-file --convert-offload-to-gpu | FileCheck %s --implicit-check-not=offload.
// RUN: hyperoffload-opt %s --split-input-file --pass-pipeline='builtin.module(convert-offload-to-gpu,gpu-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' | FileCheck %s --check-prefix=LLVM --implicit-check-not=offload.
// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(convert-offload-to-gpu,gpu-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' | %mlir_translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// Checks every memref-form op: each transfer runs on a stream of its own
// that waits on its dependencies (gpu.wait async [deps]); the store copies
// to a pinned host buffer (gpu.host_register), the release frees after it
// and the host waits for that free (the bytes are off the device before
// anything allocates again, whatever the copy takes), the prefetch allocates
// managed memory and copies after the store, a resident argument is its own
// host copy, the wait is a host wait on both prefetches, the last release
// needs no dependency on the prefetch the host already waited for, and the
// return waits for every transfer the host has not waited for, then unpins
// and frees the host copy that only transfers used.
// CHECK-LABEL: func.func @lower
// CHECK-SAME: (%[[M:.*]]: memref<16xf32>, %[[W:.*]]: memref<16xf32> {offload.tier = "host"})
// CHECK: %[[S0:.*]] = gpu.wait async
// CHECK-NEXT: %[[HOST:.*]] = memref.alloc() {offload.tier = "host"} : memref<16xf32>
// CHECK-NEXT: %[[PINNED:.*]] = memref.cast %[[HOST]] : memref<16xf32> to memref<*xf32>
// CHECK-NEXT: gpu.host_register %[[PINNED]] : memref<*xf32>
// CHECK-NEXT: %[[STORED:.*]] = gpu.memcpy async [%[[S0]]] %[[HOST]], %[[M]]
// CHECK-NEXT: %[[S1:.*]] = gpu.wait async [%[[STORED]]]
// CHECK-NEXT: %[[FREED:.*]] = gpu.dealloc async [%[[S1]]] %[[M]]
// CHECK-NEXT: gpu.wait [%[[FREED]]]
// CHECK-NEXT: %[[S2:.*]] = gpu.wait async [%[[STORED]]]
// CHECK-NEXT: %[[DEV:.*]] = gpu.alloc  host_shared () : memref<16xf32>
// CHECK-NEXT: %[[FETCHED:.*]] = gpu.memcpy async [%[[S2]]] %[[DEV]], %[[HOST]]
// CHECK-NEXT: %[[S3:.*]] = gpu.wait async
// CHECK-NEXT: %[[DEV2:.*]] = gpu.alloc  host_shared () : memref<16xf32>
// CHECK-NEXT: %[[FETCHED2:.*]] = gpu.memcpy async [%[[S3]]] %[[DEV2]], %[[W]]
// CHECK-NEXT: gpu.wait [%[[FETCHED]], %[[FETCHED2]]]
// CHECK-NEXT: memref.copy %[[DEV]], %[[DEV2]]
// CHECK-NEXT: %[[S4:.*]] = gpu.wait async
// CHECK-NEXT: %[[FREED2:.*]] = gpu.dealloc async [%[[S4]]] %[[DEV]]
// CHECK-NEXT: gpu.wait [%[[FREED2]]]
// CHECK-NEXT: gpu.wait [%[[STORED]]]
// CHECK-NEXT: gpu.host_unregister %[[PINNED]] : memref<*xf32>
// CHECK-NEXT: memref.dealloc %[[HOST]] : memref<16xf32>
// CHECK-NEXT: return
// LLVM-LABEL: llvm.func @lower
// LLVM: llvm.call @mgpuStreamCreate
// LLVM: llvm.call @mgpuMemcpy
// LLVM: llvm.call @mgpuMemAlloc
// LLVM: llvm.call @mgpuStreamSynchronize
// IR-DAG: declare ptr @mgpuMemAlloc(i64, ptr, i8)
// IR-DAG: declare void @mgpuMemcpy(ptr, ptr, i64, ptr)
// IR-DAG: declare void @mgpuMemFree(ptr, ptr)
// IR-DAG: declare void @mgpuMemHostRegisterMemRef(i64, ptr, i64)
// IR-DAG: declare void @mgpuMemHostUnregisterMemRef(i64, ptr, i64)
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

// -----

// Checks buffers: a device allocation becomes host_shared managed memory
// and its free a synchronous gpu.dealloc; a host-tier allocation and its
// free (also through a view) stay host memref ops.
// CHECK-LABEL: func.func @buffers
// CHECK: %[[DEV:.*]] = gpu.alloc  host_shared () : memref<4x8xf32>
// CHECK: %[[HOST:.*]] = memref.alloc() {offload.tier = "host"} : memref<4x8xf32>
// CHECK: %[[DYN:.*]] = gpu.alloc  host_shared (%{{.*}}) : memref<?xf32>
// CHECK: memref.copy %[[DEV]], %[[HOST]]
// CHECK: %[[S:.*]] = gpu.wait async
// CHECK: %[[D:.*]] = gpu.dealloc async [%[[S]]] %[[DEV]] : memref<4x8xf32>
// CHECK: gpu.wait [%[[D]]]
// CHECK: %[[VIEW:.*]] = memref.cast %[[HOST]]
// CHECK: memref.dealloc %[[VIEW]] : memref<?x8xf32>
// CHECK: %[[S2:.*]] = gpu.wait async
// CHECK: %[[D2:.*]] = gpu.dealloc async [%[[S2]]] %[[DYN]] : memref<?xf32>
// CHECK: gpu.wait [%[[D2]]]
// LLVM-LABEL: llvm.func @buffers
// LLVM: %[[SHARED:.*]] = llvm.mlir.constant(1 : i8) : i8
// LLVM: llvm.call @mgpuMemAlloc(%{{.*}}, %{{.*}}, %[[SHARED]]) : (i64, !llvm.ptr, i8) -> !llvm.ptr
// LLVM: llvm.call @malloc
// LLVM: llvm.call @mgpuMemFree
// LLVM: llvm.call @mgpuStreamSynchronize
// LLVM: llvm.call @free
func.func @buffers(%n: index) {
  %dev = memref.alloc() : memref<4x8xf32>
  %host = memref.alloc() {offload.tier = "host"} : memref<4x8xf32>
  %dyn = memref.alloc(%n) : memref<?xf32>
  memref.copy %dev, %host : memref<4x8xf32> to memref<4x8xf32>
  memref.dealloc %dev : memref<4x8xf32>
  %view = memref.cast %host : memref<4x8xf32> to memref<?x8xf32>
  memref.dealloc %view : memref<?x8xf32>
  memref.dealloc %dyn : memref<?xf32>
  return
}

// -----

// Checks signatures: a function returning its remote copy returns the host
// buffer (which it does not free), its caller's call and the prefetch of the result follow, and a
// declaration taking a remote copy takes the host buffer.
// CHECK-LABEL: func.func private @consume(memref<4xf32>)
// CHECK-LABEL: func.func @spill
// CHECK-SAME: (%[[M:.*]]: memref<4xf32>) -> memref<4xf32>
// CHECK: %[[HOST:.*]] = memref.alloc() {offload.tier = "host"} : memref<4xf32>
// CHECK: %[[T:.*]] = gpu.memcpy async [%{{.*}}] %[[HOST]], %[[M]]
// CHECK: gpu.wait [%[[T]]]
// CHECK-NOT: memref.dealloc
// CHECK: return %[[HOST]] : memref<4xf32>
// CHECK-LABEL: func.func @caller
// CHECK: %[[R:.*]] = call @spill(%{{.*}}) : (memref<4xf32>) -> memref<4xf32>
// CHECK: call @consume(%[[R]]) : (memref<4xf32>) -> ()
// CHECK: %[[V:.*]] = gpu.alloc  host_shared () : memref<4xf32>
// CHECK: gpu.memcpy async [%{{.*}}] %[[V]], %[[R]]
// CHECK: return %[[V]] : memref<4xf32>
// LLVM-LABEL: llvm.func @spill
// LLVM: llvm.call @mgpuMemcpy
// LLVM-LABEL: llvm.func @caller
// LLVM: llvm.call @spill
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
