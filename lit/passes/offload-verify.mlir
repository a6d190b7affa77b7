// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-verify='hw=%S/inputs/fast-link-profile.json'
// RUN: not hyperoffload-opt %s --split-input-file --offload-verify='hw=%S/inputs/fast-link-profile.json budget=40KiB' 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: not hyperoffload-opt %s --split-input-file --offload-verify='hw=%S/inputs/fast-link-profile.json budget=0.5x' 2>&1 | FileCheck %s --check-prefix=FRACTION
// With a 40 KiB budget the good schedule is too big at %z: %a, %x (still
// being stored) and %z are 48 KiB.
// A budget may also be a fraction of the function's peak with every argument
// on the device and nothing moved (64 KiB here): 0.5x is 32 KiB.
// FRACTION: offload-verify.mlir:[[@LINE+10]]:8: error: device memory reaches 49152B (48.0KiB) at 32.8us (step 3, arith.mulf), over the budget of 32768B (32.0KiB)
// BUDGET: offload-verify.mlir:[[@LINE+9]]:8: error: device memory reaches 49152B (48.0KiB) at 32.8us (step 3, arith.mulf), over the budget of 40960B (40.0KiB); offload more tensors or raise the budget

// Checks a hand-written schedule that follows every rule: %x leaves after
// step 0 and comes back for its use.
// expected-remark @+1 {{verified @good: 2 transfers}}
func.func @good(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  %z = arith.mulf %a, %a : tensor<4096xf32>
  %x2 = "offload.prefetch"(%r) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  %y = arith.addf %x2, %z : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

// -----

// Checks that a use after the detach is reported at the use.
func.func @use_after_detach(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  // expected-error @+1 {{uses %0 after step 2 detached it}}
  %y = arith.mulf %x, %x : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

// -----

// Checks that a weight left in its tier cannot be read without a prefetch.
func.func @not_prefetched(%w: tensor<4096xf32> {offload.tier = "host"}, %a: tensor<4096xf32>) -> tensor<4096xf32> {
  // expected-error @+1 {{%arg0}}
  %y = arith.mulf %w, %a : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

// -----

// Checks that a returned value may not be detached.
func.func @detach_result(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  // expected-error @+1 {{%0}}
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  return %x : tensor<4096xf32>
}

// -----

// Checks the memref forms: the documented schedule with tokens (the
// release waits on the store, the use on the prefetch) passes.
// expected-remark @+1 {{verified @memref_layer: 2 transfers (memref forms)}}
func.func @memref_layer(%h: memref<64x64xf32>, %g: memref<64x64xf32>) {
  %r, %stored = "offload.store_async"(%h) {tier = "host"} : (memref<64x64xf32>) -> (!offload.remote<memref<64x64xf32>>, !offload.token)
  linalg.add ins(%h, %h : memref<64x64xf32>, memref<64x64xf32>) outs(%g : memref<64x64xf32>)
  "offload.release"(%h, %stored) : (memref<64x64xf32>, !offload.token) -> ()
  %hp, %ready = "offload.prefetch_async"(%r, %stored) : (!offload.remote<memref<64x64xf32>>, !offload.token) -> (memref<64x64xf32>, !offload.token)
  "offload.wait"(%ready) : (!offload.token) -> ()
  linalg.add ins(%g, %hp : memref<64x64xf32>, memref<64x64xf32>) outs(%g : memref<64x64xf32>)
  "offload.release"(%hp) : (memref<64x64xf32>) -> ()
  return
}

// -----

// Checks that waiting for a token covers the tokens its op depended on: the
// store of the prefetched buffer depends on the prefetch, so a wait on the
// store lets the buffer be read; a loop body may prefetch, use and release
// a buffer of its own each iteration.
// expected-remark @+1 {{verified @memref_covered: 3 transfers (memref forms)}}
func.func @memref_covered(%w: memref<16xf32> {offload.tier = "host"}, %out: memref<16xf32>) {
  %rw = "offload.resident"(%w) {tier = "host"} : (memref<16xf32>) -> !offload.remote<memref<16xf32>>
  %p, %fetched = "offload.prefetch_async"(%rw) : (!offload.remote<memref<16xf32>>) -> (memref<16xf32>, !offload.token)
  %r, %stored = "offload.store_async"(%p, %fetched) {tier = "host"} : (memref<16xf32>, !offload.token) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.wait"(%stored) : (!offload.token) -> ()
  memref.copy %p, %out : memref<16xf32> to memref<16xf32>
  "offload.release"(%p) : (memref<16xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %q, %ready = "offload.prefetch_async"(%rw) : (!offload.remote<memref<16xf32>>) -> (memref<16xf32>, !offload.token)
    "offload.wait"(%ready) : (!offload.token) -> ()
    %v = memref.subview %q[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
    %o = memref.subview %out[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
    memref.copy %v, %o : memref<8xf32, strided<[1]>> to memref<8xf32, strided<[1]>>
    "offload.release"(%q) : (memref<16xf32>) -> ()
  }
  return
}

// -----

// Checks a loop body with offload ops: each iteration prefetches the copy
// of %x made before the loop, and stores, detaches and prefetches back a
// value of its own; both are transfers inside the region.
// expected-remark @+1 {{verified @loop_body: 1 transfers (and 3 inside regions, each counted once)}}
func.func @loop_body(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  %y = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> tensor<4096xf32> {
    %p = "offload.prefetch"(%r) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
    %s = arith.addf %acc, %p : tensor<4096xf32>
    %sr = "offload.store"(%s) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
    "offload.detach"(%s, %sr) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
    %t = arith.mulf %acc, %acc : tensor<4096xf32>
    %s2 = "offload.prefetch"(%sr) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
    %u = arith.addf %s2, %t : tensor<4096xf32>
    scf.yield %u : tensor<4096xf32>
  }
  return %y : tensor<4096xf32>
}

// -----

// Checks that a function may detach an argument donated to it
// (tf.aliasing_output): the caller no longer holds it.
// expected-remark @+1 {{verified @detach_donated: 2 transfers}}
func.func @detach_donated(%a: tensor<4096xf32> {tf.aliasing_output = 0 : i32}) -> tensor<4096xf32> {
  %y = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store"(%a) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%a, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  %z = arith.mulf %y, %y : tensor<4096xf32>
  %p = "offload.prefetch"(%r) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  %u = arith.addf %p, %z : tensor<4096xf32>
  return %u : tensor<4096xf32>
}
