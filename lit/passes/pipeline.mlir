// A Rust pass mixed with upstream passes in one textual pipeline, running
// on every function (multi-threaded by default, and with threading off).
// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(func.func(offload-strip{tiers=host}),canonicalize,cse)' | FileCheck %s
// RUN: hyperoffload-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(canonicalize,offload-strip),cse)' | FileCheck %s
// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(func.func(offload-strip))' --mlir-timing 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMING

// TIMING: OffloadStrip

// Checks that after stripping, cse merges the two identical adds that used
// the original and the prefetched value.
// CHECK-LABEL: func.func @one
// CHECK: %[[S:.*]] = arith.addf %arg0, %arg0
// CHECK-NOT: arith.addf
// CHECK: arith.mulf %[[S]], %[[S]]
func.func @one(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = arith.addf %x, %x : tensor<8xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<8xf32>) -> !offload.remote<tensor<8xf32>>
  "offload.detach"(%x, %r) : (tensor<8xf32>, !offload.remote<tensor<8xf32>>) -> ()
  %y = "offload.prefetch"(%r) : (!offload.remote<tensor<8xf32>>) -> tensor<8xf32>
  %t = arith.addf %y, %y : tensor<8xf32>
  %p = arith.mulf %s, %t : tensor<8xf32>
  return %p : tensor<8xf32>
}

// Checks a second function in the same module.
// CHECK-LABEL: func.func @two
// CHECK-NOT: offload.
// CHECK: return %arg0
func.func @two(%x: tensor<8xf32>) -> tensor<8xf32> {
  %r = "offload.store"(%x) {tier = "host"} : (tensor<8xf32>) -> !offload.remote<tensor<8xf32>>
  %y = "offload.prefetch"(%r) : (!offload.remote<tensor<8xf32>>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
