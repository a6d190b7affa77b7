// RUN: %mlir_opt %s --pass-pipeline='builtin.module(gpu-to-llvm,finalize-memref-to-llvm,convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' -o %t.ll.mlir
// RUN: env HYPEROFFLOAD_RUNTIME_SYNC=1 %mlir_runner %t.ll.mlir -e main -entry-point-result=void -shared-libs=%runtime_lib,%c_runner_utils | FileCheck %s
// RUN: env HYPEROFFLOAD_RUNTIME_COPY_DELAY_US=2000 HYPEROFFLOAD_RUNTIME_REPORT=%t.json %mlir_runner %t.ll.mlir -e main -entry-point-result=void -shared-libs=%runtime_lib,%c_runner_utils | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: env HYPEROFFLOAD_DEVICE_CAPACITY=128B %mlir_runner %t.ll.mlir -e main -entry-point-result=void -shared-libs=%runtime_lib,%c_runner_utils | FileCheck %s --check-prefix=FITS
// RUN: env HYPEROFFLOAD_DEVICE_CAPACITY=100B not %mlir_runner %t.ll.mlir -e main -entry-point-result=void -shared-libs=%runtime_lib,%c_runner_utils 2>&1 | FileCheck %s --check-prefix=OOM

// Runs a gpu-to-llvm lowered program on the emulated device: a host buffer
// is copied to the device, back to a second host buffer, and into a
// host_shared compute buffer, all on one stream with one host wait. The
// compute buffer reads as poison (NaN) before its copy and as the data
// after the wait. The report gives the peak of the two live device
// buffers (2 x 64 bytes), and a capacity below it fails at the allocation.

// CHECK: {{-?nan}}
// CHECK-NEXT: 1.5
// CHECK-NEXT: 1.5
// CHECK-NEXT: hyperoffload-runtime: peak_device_bytes=128 live_device_bytes=0 capacity=unlimited device_allocs=2 device_frees=2 h2d_bytes=64 d2h_bytes=64 d2d_bytes=64 peak_host_bytes=0

// JSON: "capacity": null
// JSON: "d2d_bytes": 64
// JSON: "peak_device_bytes": 128

// FITS: capacity=128 device_allocs=2

// OOM: hyperoffload-runtime: error: device allocation of 64 bytes exceeds the capacity of 100 bytes (64 bytes live)
// OOM-NOT: hyperoffload-runtime: peak_device_bytes

func.func private @printF32(f32)
func.func private @printNewline()
func.func private @hyperoffload_runtime_report()

func.func @print(%m: memref<16xf32>, %i: index) {
  %x = memref.load %m[%i] : memref<16xf32>
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 1.5 : f32
  %host = memref.alloc() : memref<16xf32>
  memref.store %v, %host[%c3] : memref<16xf32>
  %back = memref.alloc() : memref<16xf32>
  // Fresh device memory is poison until a copy lands in it.
  %comp = gpu.alloc host_shared () : memref<16xf32>
  call @print(%comp, %c0) : (memref<16xf32>, index) -> ()
  %s = gpu.wait async
  %dev, %t1 = gpu.alloc async [%s] () : memref<16xf32>
  %t2 = gpu.memcpy async [%t1] %dev, %host : memref<16xf32>, memref<16xf32>
  %t3 = gpu.memcpy async [%t2] %back, %dev : memref<16xf32>, memref<16xf32>
  %t4 = gpu.memcpy async [%t3] %comp, %dev : memref<16xf32>, memref<16xf32>
  %t5 = gpu.dealloc async [%t4] %dev : memref<16xf32>
  gpu.wait [%t5]
  call @print(%back, %c3) : (memref<16xf32>, index) -> ()
  call @print(%comp, %c3) : (memref<16xf32>, index) -> ()
  %t7 = gpu.wait async
  %t8 = gpu.dealloc async [%t7] %comp : memref<16xf32>
  gpu.wait [%t8]
  call @hyperoffload_runtime_report() : () -> ()
  memref.dealloc %host : memref<16xf32>
  memref.dealloc %back : memref<16xf32>
  return
}
