// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-verify='hw=%S/inputs/fast-link-profile.json'

// Memref forms.

// Checks that a read of a prefetched buffer before a wait on its token is
// reported at the read, also through views of the buffer.
func.func @memref_use_before_wait(%w: memref<4x4xf32> {offload.tier = "host"}, %out: memref<16xf32>) {
  %rw = "offload.resident"(%w) {tier = "host"} : (memref<4x4xf32>) -> !offload.remote<memref<4x4xf32>>
  %p, %ready = "offload.prefetch_async"(%rw) : (!offload.remote<memref<4x4xf32>>) -> (memref<4x4xf32>, !offload.token)
  %flat = memref.collapse_shape %p [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %view = memref.cast %flat : memref<16xf32> to memref<?xf32>
  // expected-error @+1 {{memref.copy uses %1#0 before its prefetch has completed; add offload.wait on %1#1 before this use}}
  memref.copy %view, %out : memref<?xf32> to memref<16xf32>
  "offload.wait"(%ready) : (!offload.token) -> ()
  "offload.release"(%p) : (memref<4x4xf32>) -> ()
  return
}

// -----

// Checks that a use after the release of its buffer is reported at the use.
func.func @memref_use_after_release(%m: memref<16xf32>, %out: memref<16xf32>) {
  %r, %stored = "offload.store_async"(%m) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  // expected-note @+1 {{the earlier release}}
  "offload.release"(%m, %stored) : (memref<16xf32>, !offload.token) -> ()
  // expected-error @+1 {{memref.copy uses %arg0 after offload.release freed it; move the release after this use}}
  memref.copy %m, %out : memref<16xf32> to memref<16xf32>
  return
}

// -----

// Checks that a second release of one buffer is reported at the second.
func.func @memref_double_release() {
  %m = memref.alloc() : memref<16xf32>
  // expected-note @+1 {{the earlier release}}
  "offload.release"(%m) : (memref<16xf32>) -> ()
  // expected-error @+1 {{offload.release frees %alloc again (an earlier release freed it); keep one release}}
  "offload.release"(%m) : (memref<16xf32>) -> ()
  return
}

// -----

// Checks that a release must wait for the store still reading its buffer:
// a dep on an unrelated token does not cover it.
func.func @memref_release_during_store(%m: memref<16xf32>, %n: memref<16xf32>) {
  %r, %stored = "offload.store_async"(%m) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  %s, %other = "offload.store_async"(%n) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  // expected-error @+1 {{offload.release frees %arg0 while the offload.store_async of it may still run; take %0#1 as a dep of the release}}
  "offload.release"(%m, %other) : (memref<16xf32>, !offload.token) -> ()
  "offload.wait"(%stored, %other) : (!offload.token, !offload.token) -> ()
  return
}

// -----

// Checks that a store of a released buffer is reported at the store.
func.func @memref_store_of_released(%m: memref<16xf32>) {
  // expected-note @+1 {{the earlier release}}
  "offload.release"(%m) : (memref<16xf32>) -> ()
  // expected-error @+1 {{offload.store_async stores %arg0, which offload.release already freed; store it before the release}}
  %r, %stored = "offload.store_async"(%m) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.wait"(%stored) : (!offload.token) -> ()
  return
}

// -----

// Checks that a loop body may not release a buffer from outside it (the
// next iteration would free it again), and that a prefetch outside the loop
// must be waited for before the body reads it.
func.func @memref_loop(%w: memref<16xf32> {offload.tier = "host"}, %out: memref<16xf32>) {
  %rw = "offload.resident"(%w) {tier = "host"} : (memref<16xf32>) -> !offload.remote<memref<16xf32>>
  %p, %ready = "offload.prefetch_async"(%rw) : (!offload.remote<memref<16xf32>>) -> (memref<16xf32>, !offload.token)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-error @+1 {{memref.copy uses %1#0 before its prefetch has completed; add offload.wait on %1#1 before this use}}
    memref.copy %p, %out : memref<16xf32> to memref<16xf32>
    // expected-error @+1 {{offload.release frees %1#0, which is defined outside this loop body: the next iteration uses or frees it again; release it after the loop}}
    "offload.release"(%p, %ready) : (memref<16xf32>, !offload.token) -> ()
  }
  return
}
