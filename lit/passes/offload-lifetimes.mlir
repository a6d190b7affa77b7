// RUN: hyperoffload-opt %s --split-input-file --offload-lifetimes -o /dev/null 2>&1 | FileCheck %s
// RUN: hyperoffload-opt %s --split-input-file --offload-lifetimes='donate-args=true' -o /dev/null 2>&1 | FileCheck %s --check-prefix=DONATE
// RUN: hyperoffload-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(offload-lifetimes{trip-count=5}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRIP
// RUN: hyperoffload-opt %s --split-input-file --offload-lifetimes='remote-args=0 remote-tier=cxl' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMOTE

// Checks the accounting on a chain of 1 KiB tensors: the argument is held by
// the caller to the end (3 KiB at step 1: %a, %b, %c); donated, it is freed
// after its last use (2 KiB). The working set of every op is 2 KiB.
// CHECK-LABEL: remark: lifetimes @chain
// CHECK-NEXT: ops                      3
// CHECK-NEXT: tensors                  4
// CHECK-NEXT: argument bytes           1024 (1.0KiB)
// CHECK-NEXT: tier argument bytes      0 (0B)
// CHECK-NEXT: peak bytes               3072 (3.0KiB) at step 1 (arith.mulf)
// CHECK-NEXT: working-set lower bound  2048 (2.0KiB) at step 0 (arith.addf)
// DONATE-LABEL: remark: lifetimes @chain
// DONATE: peak bytes               2048 (2.0KiB) at step 0 (arith.addf)
// With remote-args=0 the argument starts in a tier and holds no device
// bytes: 2 KiB at step 1 (%b, %c).
// REMOTE-LABEL: remark: lifetimes @chain
// REMOTE: tier argument bytes      1024 (1.0KiB)
// REMOTE-NEXT: peak bytes               2048 (2.0KiB) at step 1 (arith.mulf)
// TRIP-LABEL: remark: lifetimes @chain
// TRIP-NOT: assumed trip count
// CHECK: offload-lifetimes.mlir:[[@LINE+4]]:0: remark: peak device memory of @chain: 3.0KiB (3072 bytes) at step 1
// CHECK: offload-lifetimes.mlir:[[@LINE+2]]:0: remark: working-set lower bound of @chain: 2.0KiB (2048 bytes) at step 0; no plan can keep less on the device
func.func @chain(%a: tensor<256xf32>) -> tensor<256xf32> {
  %b = arith.addf %a, %a : tensor<256xf32>
  %c = arith.mulf %b, %b : tensor<256xf32>
  %d = arith.addf %c, %c : tensor<256xf32>
  return %d : tensor<256xf32>
}

// -----

// Checks views and in-place results: tensor.empty holds nothing, the
// collapse is a view of %b, and linalg.exp writes in place into %b, which
// dies there. Only %a and %b's buffer are ever live: 2 KiB.
// CHECK-LABEL: remark: lifetimes @views
// CHECK: peak bytes               2048 (2.0KiB)
func.func @views(%a: tensor<4x64xf32>) -> tensor<256xf32> {
  %e = tensor.empty() : tensor<4x64xf32>
  %b = linalg.add ins(%a, %a : tensor<4x64xf32>, tensor<4x64xf32>) outs(%e : tensor<4x64xf32>) -> tensor<4x64xf32>
  %c = linalg.exp ins(%b : tensor<4x64xf32>) outs(%b : tensor<4x64xf32>) -> tensor<4x64xf32>
  %v = tensor.collapse_shape %c [[0, 1]] : tensor<4x64xf32> into tensor<256xf32>
  return %v : tensor<256xf32>
}

// -----

// Checks that a tensor read only inside a region (tensor.extract in a
// linalg.generic body) is used by that op: the generic's working set holds
// the 4 KiB table, the 32 B of indices and its 16 B result.
// DONATE-LABEL: remark: lifetimes @region_use
// DONATE: working-set lower bound  4144 (4.0KiB) at step 1 (linalg.generic)
func.func @region_use(%table: tensor<1024xf32>, %idx: tensor<4xindex>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%idx : tensor<4xindex>) outs(%e : tensor<4xf32>) {
  ^bb0(%i: index, %out: f32):
    %x = tensor.extract %table[%i] : tensor<1024xf32>
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// -----

// Checks that a function without tensors gives an empty summary, no crash.
// CHECK-LABEL: remark: lifetimes @scalars
// CHECK-NEXT: ops                      1
// CHECK-NEXT: tensors                  0
// CHECK: peak bytes               0 (0B)
func.func @scalars(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// -----

// Checks arguments declared resident in a tier: they hold no device bytes.
// CHECK-LABEL: remark: lifetimes @tiers
// CHECK: tier argument bytes      4096 (4.0KiB)
// CHECK: peak bytes               2048 (2.0KiB)
func.func @tiers(%w: tensor<1024xf32> {offload.tier = "host"}, %x: tensor<256xf32>) -> tensor<256xf32> {
  %y = arith.addf %x, %x : tensor<256xf32>
  return %y : tensor<256xf32>
}
