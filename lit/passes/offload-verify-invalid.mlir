// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-verify='hw=%S/inputs/fast-link-profile.json trip-count=1'
// RUN: not hyperoffload-opt %s --split-input-file --offload-verify='hw=%S/inputs/fast-link-profile.json donate-args=true trip-count=1' 2>&1 | FileCheck %s --check-prefix=DONATED
// With donated arguments, the function may detach its argument.
// DONATED: remark: verified @detach_caller_argument: 2 transfers

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

// -----

// Tensor forms in loop bodies.

// Checks that a loop body may not detach a value defined outside it: the
// next iteration uses %x again.
func.func @detach_in_loop(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %y = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> tensor<4096xf32> {
    %s = arith.addf %acc, %x : tensor<4096xf32>
    // expected-error @+1 {{step 1 detaches %0, which is defined outside this loop body: the next iteration uses or detaches it again; detach it after the loop, or store and detach a value the body defines}}
    "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
    scf.yield %s : tensor<4096xf32>
  }
  return %y : tensor<4096xf32>
}

// -----

// Checks the straight-line rules inside a loop body (here an scf.while's
// "after" region): a use after the detach, a second detach, and a detach
// whose remote copy holds another value.
func.func @while_body(%a: tensor<4096xf32>, %n: i1) -> tensor<4096xf32> {
  %o = arith.mulf %a, %a : tensor<4096xf32>
  %or = "offload.store"(%o) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %y = scf.while (%acc = %a) : (tensor<4096xf32>) -> tensor<4096xf32> {
    scf.condition(%n) %acc : tensor<4096xf32>
  } do {
  ^bb0(%v: tensor<4096xf32>):
    %s = arith.addf %v, %v : tensor<4096xf32>
    %sr = "offload.store"(%s) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
    "offload.detach"(%s, %sr) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
    // expected-error @+1 {{uses %3 after step 2 detached it}}
    %t = arith.addf %s, %v : tensor<4096xf32>
    // expected-error @+1 {{step 4 detaches %3 again (step 2 already detached it); keep one detach}}
    "offload.detach"(%s, %sr) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
    // expected-error @+1 {{step 5 detaches %5, but the remote copy it names does not hold %5}}
    "offload.detach"(%t, %or) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
    scf.yield %v : tensor<4096xf32>
  }
  return %y : tensor<4096xf32>
}

// -----

// Checks that inside a loop body (affine.for) a store reads device data (a
// weight in its tier is not) and a prefetch reads a copy a store or
// resident op made (a remote passed in as an argument is not known to be
// one); each error is reported once, inside the body.
func.func @affine_body(%w: tensor<4096xf32> {offload.tier = "host"}, %in: !offload.remote<tensor<4096xf32>>, %a: tensor<4096xf32>) -> tensor<4096xf32> {
  %y = affine.for %j = 0 to 4 iter_args(%acc = %a) -> tensor<4096xf32> {
    // expected-error @+1 {{step 0 stores %arg0, which is not on the device (an argument in host); store the device value before it leaves}}
    %t = "offload.store"(%w) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
    // expected-error @+1 {{step 1 prefetches %arg1, which no earlier store or resident op produces}}
    %p = "offload.prefetch"(%in) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
    %s = arith.addf %acc, %p : tensor<4096xf32>
    affine.yield %s : tensor<4096xf32>
  }
  return %y : tensor<4096xf32>
}

// -----

// Arguments.

// Checks that a function may not detach an argument on the device that its
// caller still holds (not donated).
func.func @detach_caller_argument(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %y = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store"(%a) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  // expected-error @+1 {{step 2 detaches %arg0, an argument the caller still holds; keep it on the device, or donate the arguments (donate-args=true or the tf.aliasing_output attribute)}}
  "offload.detach"(%a, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  %z = arith.mulf %y, %y : tensor<4096xf32>
  %p = "offload.prefetch"(%r) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  %u = arith.addf %p, %z : tensor<4096xf32>
  return %u : tensor<4096xf32>
}

// -----

// Checks that the copy of an argument in a tier is named in that tier: a
// prefetch of a copy in host would read a tier that does not hold it.
func.func @resident_other_tier(%w: tensor<4096xf32> {offload.tier = "nvme"}, %a: tensor<4096xf32>) -> tensor<4096xf32> {
  // expected-error @+1 {{step 0 names a copy of %arg0 in host, but %arg0 lives in nvme, so a prefetch of it would read a tier that does not hold it; use tier = "nvme"}}
  %r = "offload.resident"(%w) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %p = "offload.prefetch"(%r) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  %y = arith.addf %p, %a : tensor<4096xf32>
  return %y : tensor<4096xf32>
}
