// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(convert-offload-to-gpu,gpu-to-llvm,finalize-memref-to-llvm,convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' -o %t.ll.mlir
// RUN: env HYPEROFFLOAD_RUNTIME_SYNC=1 %mlir_runner %t.ll.mlir -e main -entry-point-result=void -shared-libs=%runtime_lib,%c_runner_utils | FileCheck %s --check-prefixes=CHECK,SYNC
// RUN: env HYPEROFFLOAD_RUNTIME_COPY_DELAY_US=2000 HYPEROFFLOAD_DEVICE_CAPACITY=128B %mlir_runner %t.ll.mlir -e main -entry-point-result=void -shared-libs=%runtime_lib,%c_runner_utils | FileCheck %s --check-prefixes=CHECK,ASYNC
// RUN: env HYPEROFFLOAD_RUNTIME_SYNC=1 HYPEROFFLOAD_DEVICE_CAPACITY=127B not %mlir_runner %t.ll.mlir -e main -entry-point-result=void -shared-libs=%runtime_lib,%c_runner_utils 2>&1 | FileCheck %s --check-prefix=OOM

// Runs the memref-form offload ops of lit/conversion/convert-offload-to-gpu.mlir
// on the emulated device (%w is a host-tier buffer, as the offload.tier
// attribute on its allocation says): %m is stored to the host and released, then
// prefetched back into a new device buffer, which is copied over the
// prefetched resident argument %w. The values of %m and %w arrive. In sync
// mode the peak is the two prefetched buffers (2 x 64 bytes); the host copy
// of %m is pinned (64 host bytes). In async mode
// the second prefetch allocates while the release of %m may still be
// queued; at a capacity of 128 bytes that allocation drains the streams
// first, so it still fits. One byte less does not.

// CHECK: 2.5
// CHECK-NEXT: 4
// SYNC-NEXT: hyperoffload-runtime: peak_device_bytes=128 live_device_bytes=64 capacity=unlimited device_allocs=3 device_frees=2 h2d_bytes=128 d2h_bytes=64 d2d_bytes=0 peak_host_bytes=64
// ASYNC-NEXT: hyperoffload-runtime: peak_device_bytes=128 live_device_bytes=64 capacity=128 device_allocs=3 device_frees=2 h2d_bytes=128 d2h_bytes=64 d2d_bytes=0 peak_host_bytes=64

// OOM: hyperoffload-runtime: error: device allocation of 64 bytes exceeds the capacity of 127 bytes (64 bytes live)

func.func private @printF32(f32)
func.func private @printNewline()
func.func private @hyperoffload_runtime_report()

func.func @step(%m: memref<16xf32>, %w: memref<16xf32> {offload.tier = "host"}) -> memref<16xf32> {
  %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.release"(%m, %d) : (memref<16xf32>, !offload.token) -> ()
  %v, %vd = "offload.prefetch_async"(%r, %d) : (!offload.remote<memref<16xf32>>, !offload.token) -> (memref<16xf32>, !offload.token)
  %rw = "offload.resident"(%w) {tier = "host"} : (memref<16xf32>) -> !offload.remote<memref<16xf32>>
  %u, %ud = "offload.prefetch_async"(%rw) : (!offload.remote<memref<16xf32>>) -> (memref<16xf32>, !offload.token)
  "offload.wait"(%vd, %ud) : (!offload.token, !offload.token) -> ()
  %c5 = arith.constant 5 : index
  %x = memref.load %v[%c5] : memref<16xf32>
  memref.store %x, %u[%c5] : memref<16xf32>
  "offload.release"(%v) : (memref<16xf32>) -> ()
  return %u : memref<16xf32>
}

func.func @print(%m: memref<16xf32>, %i: index) {
  %x = memref.load %m[%i] : memref<16xf32>
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %a = arith.constant 2.5 : f32
  %b = arith.constant 4.0 : f32
  %m = gpu.alloc host_shared () : memref<16xf32>
  memref.store %a, %m[%c5] : memref<16xf32>
  %w = memref.alloc() {offload.tier = "host"} : memref<16xf32>
  memref.store %b, %w[%c6] : memref<16xf32>
  %u = call @step(%m, %w) : (memref<16xf32>, memref<16xf32>) -> memref<16xf32>
  call @print(%u, %c5) : (memref<16xf32>, index) -> ()
  call @print(%u, %c6) : (memref<16xf32>, index) -> ()
  call @hyperoffload_runtime_report() : () -> ()
  memref.dealloc %w : memref<16xf32>
  return
}
