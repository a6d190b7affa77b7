// RUN: hyperoffload-opt %s --convert-offload-to-gpu | FileCheck %s --check-prefix=GPU --implicit-check-not='"offload.'
// RUN: hyperoffload-opt %s --convert-offload-to-cann | FileCheck %s --check-prefix=CANN --implicit-check-not='"offload.'

// Stacks a loop fills slice by slice: each offload.remote_stack is a
// pinned host copy (cann.malloc_host on the Ascend path) zero-filled with
// memset; each offload.store_slice_async copies the slice's buffer device
// to host into the stack, at the index times the slice's 32 bytes. The
// stack the function returns belongs to the caller; the other is freed
// when the function ends, after the host waited for the copies.
// GPU-LABEL: func.func @stacks
// GPU-SAME: -> memref<4x8xf32>
// GPU: %[[G:.*]] = memref.alloc() {offload.tier = "host"} : memref<4x8xf32>
// GPU: gpu.host_register
// GPU: llvm.call @memset(%{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, i32, i64) -> !llvm.ptr
// GPU: %[[A:.*]] = memref.alloc() {offload.tier = "host"} : memref<4x8xf32>
// GPU: %[[ACAST:.*]] = memref.cast %[[A]]
// GPU: llvm.call @memset(
// GPU: scf.for %[[I:.*]] =
// GPU: %[[OFF:.*]] = arith.index_cast %[[I]] : index to i64
// GPU: %[[SIZE:.*]] = llvm.mlir.constant(32 : i64) : i64
// GPU: llvm.mul %[[OFF]], %[[SIZE]] : i64
// GPU: memref.extract_aligned_pointer_as_index %[[G]]
// GPU: %[[TO:.*]] = builtin.unrealized_conversion_cast %{{.*}} to memref<8xf32>
// GPU: gpu.memcpy async [%{{.*}}] %[[TO]], %{{.*}} : memref<8xf32>, memref<8xf32>
// GPU: memref.extract_aligned_pointer_as_index %[[A]]
// GPU: gpu.memcpy async
// GPU: gpu.wait [
// GPU: }
// GPU-NEXT: gpu.host_unregister %[[ACAST]]
// GPU-NEXT: memref.dealloc %[[A]]
// GPU-NEXT: return %[[G]] : memref<4x8xf32>
// GPU: llvm.func @memset(!llvm.ptr, i32, i64) -> !llvm.ptr
// CANN-LABEL: func.func @stacks
// CANN: %[[D2H:.*]] = "cann.create_stream"
// CANN: %[[G:.*]] = "cann.malloc_host"() : () -> memref<4x8xf32>
// CANN: llvm.call @memset(
// CANN: %[[A:.*]] = "cann.malloc_host"() : () -> memref<4x8xf32>
// CANN: llvm.call @memset(
// CANN: scf.for
// CANN: "cann.memcpy_async"(%{{.*}}, %{{.*}}, %[[D2H]]) {kind = "device_to_host"} : (memref<8xf32>, memref<8xf32>, !cann.stream) -> ()
// CANN: "cann.memcpy_async"(%{{.*}}, %{{.*}}, %[[D2H]]) {kind = "device_to_host"}
// CANN: "cann.free_host"(%[[A]])
// CANN-NOT: "cann.free_host"(%[[G]])
// CANN: return %[[G]] : memref<4x8xf32>
func.func @stacks(%w: memref<4x8xf32> {offload.tier = "host"}, %x: memref<8xf32>) -> !offload.remote<memref<4x8xf32>> {
  %g = "offload.remote_stack"() {tier = "host"} : () -> !offload.remote<memref<4x8xf32>>
  %a = "offload.remote_stack"() {tier = "host"} : () -> !offload.remote<memref<4x8xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %b = memref.alloc() : memref<8xf32>
    memref.copy %x, %b : memref<8xf32> to memref<8xf32>
    %d = "offload.store_slice_async"(%b, %g, %i) {tier = "host"} : (memref<8xf32>, !offload.remote<memref<4x8xf32>>, index) -> !offload.token
    %e = "offload.store_slice_async"(%b, %a, %i) {tier = "host"} : (memref<8xf32>, !offload.remote<memref<4x8xf32>>, index) -> !offload.token
    "offload.release"(%b, %d, %e) : (memref<8xf32>, !offload.token, !offload.token) -> ()
  }
  return %g : !offload.remote<memref<4x8xf32>>
}
