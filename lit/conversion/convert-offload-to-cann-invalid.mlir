// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --convert-offload-to-cann

// Checks that the tensor forms are refused: they must be bufferized first.
func.func @tensors(%x: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{'offload.store' is a tensor-form offload op; bufferize first}}
  %r = "offload.store"(%x) {tier = "host"} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  %y = "offload.prefetch"(%r) : (!offload.remote<tensor<16xf32>>) -> tensor<16xf32>
  return %y : tensor<16xf32>
}

// -----

// Checks that the token of a transfer in a nested block cannot leave that
// block: the block destroys the event at its end (a loop body, each
// iteration), and only offload ops in it may wait on the token.
func.func @nested(%m: memref<16xf32>, %c: i1) {
  %t = scf.if %c -> (!offload.token) {
    %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
    // expected-error @+1 {{'scf.yield' uses the token of 'offload.store_async'; only offload ops may wait on tokens}}
    scf.yield %d : !offload.token
  } else {
    %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
    scf.yield %d : !offload.token
  }
  "offload.wait"(%t) : (!offload.token) -> ()
  return
}

// -----

// Checks that a token from outside the function is refused: it has no
// event here.
func.func @foreign_token(%m: memref<16xf32>, %t: !offload.token) {
  // expected-error @+1 {{'offload.release' depends on a token not made by a transfer of this function}}
  "offload.release"(%m, %t) : (memref<16xf32>, !offload.token) -> ()
  return
}

// -----

// Checks that a token used by another op than an offload op is refused.
func.func @escaping_token(%m: memref<16xf32>) -> !offload.token {
  %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  // expected-error @+1 {{'func.return' uses the token of 'offload.store_async'; only offload ops may wait on tokens}}
  return %d : !offload.token
}

// -----

// Checks that an allocation with dynamic sizes is refused: cann.malloc takes
// its size from the type.
func.func @dynamic(%n: index) {
  // expected-error @+1 {{memref.alloc with dynamic sizes or symbols cannot lower to cann.malloc}}
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return
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
// refused: ACL unmaps ranges of reserved address space only.
func.func @chunk_of_argument(%m: memref<16xf32>) {
  %r, %d = "offload.store_chunk_async"(%m) {tier = "host", chunk = array<i64: 0, 8>} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  // expected-error @+1 {{'offload.release_chunk' takes a range of a buffer off or back onto the device, which needs a device allocation of this function}}
  "offload.release_chunk"(%m, %d) {chunk = array<i64: 0, 8>} : (memref<16xf32>, !offload.token) -> ()
  %p = "offload.prefetch_chunk_async"(%r, %m, %d) {chunk = array<i64: 0, 8>} : (!offload.remote<memref<16xf32>>, memref<16xf32>, !offload.token) -> !offload.token
  "offload.wait"(%p) : (!offload.token) -> ()
  return
}

// -----

// Checks that a function returning a buffer in reserved address space is
// refused: the function frees it.
func.func @return_chunked() -> memref<16xf32> {
  %m = memref.alloc() : memref<16xf32>
  %r, %d = "offload.store_chunk_async"(%m) {tier = "host", chunk = array<i64: 0, 8>} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.release_chunk"(%m, %d) {chunk = array<i64: 0, 8>} : (memref<16xf32>, !offload.token) -> ()
  %p = "offload.prefetch_chunk_async"(%r, %m, %d) {chunk = array<i64: 0, 8>} : (!offload.remote<memref<16xf32>>, memref<16xf32>, !offload.token) -> !offload.token
  "offload.wait"(%p) : (!offload.token) -> ()
  // expected-error @+1 {{this function returns a buffer that chunk ops release or fill}}
  return %m : memref<16xf32>
}

// -----

// Checks that a chunk prefetch into a range still on the device is a
// broken schedule: it would map memory twice.
func.func @refill_present(%r: !offload.remote<memref<16xf32>>) {
  %m = memref.alloc() : memref<16xf32>
  // expected-error @+1 {{offload.prefetch_chunk_async fills elements [0, 8) of %alloc, but elements [0, 8) of them are still on the device}}
  %p = "offload.prefetch_chunk_async"(%r, %m) {chunk = array<i64: 0, 8>} : (!offload.remote<memref<16xf32>>, memref<16xf32>) -> !offload.token
  "offload.wait"(%p) : (!offload.token) -> ()
  "offload.release"(%m) : (memref<16xf32>) -> ()
  return
}

// -----

// A stack in a tier of tensor type is the tensor form: bufferize first.
func.func @tensor_stack() -> !offload.remote<tensor<4x8xf32>> {
  // expected-error @+1 {{'offload.remote_stack' is a tensor-form offload op; bufferize first}}
  %g = "offload.remote_stack"() {tier = "host"} : () -> !offload.remote<tensor<4x8xf32>>
  return %g : !offload.remote<tensor<4x8xf32>>
}
