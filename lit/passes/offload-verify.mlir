// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-verify='hw=%S/inputs/fast-link-profile.json'
// RUN: not hyperoffload-opt %s --split-input-file --offload-verify='hw=%S/inputs/fast-link-profile.json budget=40KiB' 2>&1 | FileCheck %s --check-prefix=BUDGET
// With a 40 KiB budget the good schedule is too big at %z: %a, %x (still
// being stored) and %z are 48 KiB.
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
