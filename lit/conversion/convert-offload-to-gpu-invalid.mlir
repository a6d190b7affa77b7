// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --convert-offload-to-gpu

// Checks that the tensor forms are refused: they must be bufferized first.
func.func @tensors(%x: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{'offload.store' is a tensor-form offload op; bufferize first}}
  %r = "offload.store"(%x) {tier = "host"} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  %y = "offload.prefetch"(%r) : (!offload.remote<tensor<16xf32>>) -> tensor<16xf32>
  return %y : tensor<16xf32>
}

// -----

// Checks that a broken schedule is refused before anything is rewritten:
// a second release of one buffer would lower to a double free.
func.func @double_release(%m: memref<16xf32>) {
  %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  // expected-note @+1 {{the earlier release}}
  "offload.release"(%m, %d) : (memref<16xf32>, !offload.token) -> ()
  // expected-error @+1 {{offload.release frees %arg0 again (an earlier release freed it); keep one release}}
  "offload.release"(%m, %d) : (memref<16xf32>, !offload.token) -> ()
  return
}

// -----

// Checks that a release which does not wait for the store reading its
// buffer is refused, and so is a use of a prefetched buffer before a wait
// on its token.
func.func @races(%m: memref<16xf32>, %out: memref<16xf32>) {
  %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  // expected-error @+1 {{offload.release frees %arg0 while the offload.store_async of it may still run; take %0#1 as a dep of the release}}
  "offload.release"(%m) : (memref<16xf32>) -> ()
  %v, %vd = "offload.prefetch_async"(%r, %d) : (!offload.remote<memref<16xf32>>, !offload.token) -> (memref<16xf32>, !offload.token)
  // expected-error @+1 {{memref.copy uses %1#0 before its prefetch has completed; add offload.wait on %1#1 before this use}}
  memref.copy %v, %out : memref<16xf32> to memref<16xf32>
  "offload.wait"(%vd) : (!offload.token) -> ()
  "offload.release"(%v) : (memref<16xf32>) -> ()
  return
}

// -----

// Checks that a chunk release of a buffer the function did not allocate is
// refused: only a reserved allocation can be decommitted in part.
func.func @chunk_of_argument(%m: memref<16xf32>) {
  %r, %d = "offload.store_chunk_async"(%m) {tier = "host", chunk = array<i64: 0, 8>} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  // expected-error @+1 {{'offload.release_chunk' takes a range of a buffer off or back onto the device, which needs a device allocation of this function}}
  "offload.release_chunk"(%m, %d) {chunk = array<i64: 0, 8>} : (memref<16xf32>, !offload.token) -> ()
  return
}

// -----

// Checks that a chunk outside its buffer is refused.
func.func @chunk_out_of_bounds() {
  %m = memref.alloc() : memref<16xf32>
  // expected-error @+1 {{offload.store_chunk_async names elements [8, 24) of %alloc, which has 16 elements}}
  %r, %d = "offload.store_chunk_async"(%m) {tier = "host", chunk = array<i64: 8, 16>} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.release"(%m, %d) : (memref<16xf32>, !offload.token) -> ()
  return
}

// -----

// Checks that a read of a buffer while a chunk of it is released is a
// broken schedule, refused before anything is rewritten.
func.func @read_of_released_chunk(%out: memref<16xf32>) {
  %m = memref.alloc() : memref<16xf32>
  %r, %d = "offload.store_chunk_async"(%m) {tier = "host", chunk = array<i64: 0, 8>} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  // expected-note @+1 {{the earlier release}}
  "offload.release_chunk"(%m, %d) {chunk = array<i64: 0, 8>} : (memref<16xf32>, !offload.token) -> ()
  // expected-error @+1 {{memref.copy uses %alloc while elements [0, 8) of it are not on the device (released by offload.release_chunk)}}
  memref.copy %m, %out : memref<16xf32> to memref<16xf32>
  "offload.release"(%m, %d) : (memref<16xf32>, !offload.token) -> ()
  return
}

// -----

// Checks that a chunk given as anything but two i64s is refused at the op.
func.func @chunk_malformed() {
  %m = memref.alloc() : memref<16xf32>
  // expected-error @+1 {{'offload.store_chunk_async' needs chunk = array<i64: offset, length> with offset >= 0 and length > 0}}
  %r, %d = "offload.store_chunk_async"(%m) {tier = "host", chunk = array<i64: 8>} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.release"(%m, %d) : (memref<16xf32>, !offload.token) -> ()
  return
}

// -----

// A stack in a tier of tensor type is the tensor form: bufferize first.
func.func @tensor_stack() -> !offload.remote<tensor<4x8xf32>> {
  // expected-error @+1 {{'offload.remote_stack' is a tensor-form offload op; bufferize first}}
  %g = "offload.remote_stack"() {tier = "host"} : () -> !offload.remote<tensor<4x8xf32>>
  return %g : !offload.remote<tensor<4x8xf32>>
}
