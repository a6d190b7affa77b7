// RUN: hyperoffload-opt %s --offload-reorder='hw=%S/inputs/fast-link-profile.json' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK
// RUN: hyperoffload-opt %s --offload-reorder='hw=%S/inputs/fast-link-profile.json' --offload-verify='hw=%S/inputs/fast-link-profile.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: hyperoffload-opt %s --offload-reorder='hw=%S/inputs/fast-link-profile.json window=1' 2>/dev/null | FileCheck %s --check-prefix=WINDOW
// A window past the end of the function is the whole function (it once
// overflowed when added to a step).
// RUN: hyperoffload-opt %s --offload-reorder='hw=%S/inputs/fast-link-profile.json window=18446744073709551615' 2>/dev/null | FileCheck %s

// A prefetch issued right before its use stalls it (the store of %x must
// finish first, then 16 KiB at 1 GB/s); %z1 does not depend on %x, so the
// reorder runs it first and the prefetch hides behind it (then %y runs, in
// its original place before %z2).
// REMARK: remark: reordered @stall: 2 ops moved; makespan 164us -> 133us, peak 65.0KiB -> 65.0KiB
// VERIFY: remark: verified @stall
// CHECK-LABEL: func.func @stall
// CHECK: %[[X2:.*]] = "offload.prefetch"
// CHECK-NEXT: %[[Z1:.*]] = arith.mulf %arg0, %arg0
// CHECK-NEXT: arith.addf %[[X2]], %[[X2]]
// CHECK-NEXT: arith.addf %[[Z1]], %[[Z1]]
// With a window of one op nothing can move.
// WINDOW: %[[X2:.*]] = "offload.prefetch"
// WINDOW-NEXT: arith.addf %[[X2]], %[[X2]]
func.func @stall(%a: tensor<4096xf32>, %s: tensor<256xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  %w = arith.mulf %s, %s : tensor<256xf32>
  %x2 = "offload.prefetch"(%r) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  %y = arith.addf %x2, %x2 : tensor<4096xf32>
  %z1 = arith.mulf %a, %a : tensor<4096xf32>
  %z2 = arith.addf %z1, %z1 : tensor<4096xf32>
  return %y, %z2 : tensor<4096xf32>, tensor<4096xf32>
}

// An op upstream does not know to be free of memory effects (here a call)
// is a barrier: %z1 may not move above it, so the prefetch stays exposed and
// nothing moves.
// CHECK-LABEL: func.func @barrier
// CHECK: %[[B2:.*]] = "offload.prefetch"
// CHECK-NEXT: arith.addf %[[B2]], %[[B2]]
// CHECK-NEXT: call @effect()
// CHECK-NEXT: arith.mulf %arg0, %arg0
func.func private @effect()
func.func @barrier(%a: tensor<4096xf32>, %s: tensor<256xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  %w = arith.mulf %s, %s : tensor<256xf32>
  %x2 = "offload.prefetch"(%r) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  %y = arith.addf %x2, %x2 : tensor<4096xf32>
  func.call @effect() : () -> ()
  %z1 = arith.mulf %a, %a : tensor<4096xf32>
  %z2 = arith.addf %z1, %z1 : tensor<4096xf32>
  return %y, %z2 : tensor<4096xf32>, tensor<4096xf32>
}

// An op whose regions are free of memory effects moves like any pure op
// (upstream's isMemoryEffectFree looks inside): the scf.execute_region runs
// first and the prefetch hides behind it.
// CHECK-LABEL: func.func @pure_region
// CHECK: "offload.prefetch"
// CHECK-NEXT: scf.execute_region
// CHECK: arith.addf
func.func @pure_region(%a: tensor<4096xf32>, %s: tensor<256xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  %w = arith.mulf %s, %s : tensor<256xf32>
  %x2 = "offload.prefetch"(%r) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  %y = arith.addf %x2, %x2 : tensor<4096xf32>
  %z1 = scf.execute_region -> tensor<4096xf32> {
    %m = arith.mulf %a, %a : tensor<4096xf32>
    scf.yield %m : tensor<4096xf32>
  }
  %z2 = arith.addf %z1, %z1 : tensor<4096xf32>
  return %y, %z2 : tensor<4096xf32>, tensor<4096xf32>
}
