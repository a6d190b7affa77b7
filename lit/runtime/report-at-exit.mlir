// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(gpu-to-llvm,finalize-memref-to-llvm,convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)' -o %t.ll.mlir
// RUN: env HYPEROFFLOAD_RUNTIME_SYNC=1 %mlir_runner %t.ll.mlir -e main -entry-point-result=void -shared-libs=%runtime_lib,%c_runner_utils 2>&1 >/dev/null | FileCheck %s

// A program that uses the emulated device but never calls
// hyperoffload_runtime_report still gets the report line at exit, on
// stderr: one 64-byte device buffer, allocated and freed.
// CHECK: hyperoffload-runtime: peak_device_bytes=64 live_device_bytes=0 {{.*}} device_allocs=1 device_frees=1

func.func @main() {
  %m = gpu.alloc host_shared () : memref<16xf32>
  %s = gpu.wait async
  %d = gpu.dealloc async [%s] %m : memref<16xf32>
  gpu.wait [%d]
  return
}
