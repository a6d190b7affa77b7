// An op extraction does not know (here an unregistered one) may return a
// value that shares the buffer of its operand, as upstream's buffer view
// flow assumes of an op it cannot analyse: neither side leaves the device
// (releasing one could release the other's buffer) and the operand lives as
// long as the result is used. An op of a value-semantic dialect makes a new
// value, and the same program plans the operand off the device.
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB sink=false' --offload-verify='hw=%S/inputs/fast-link-profile.json' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-lifetimes -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIFETIMES

// CHECK-LABEL: func.func @known
// CHECK: %[[X:.*]] = arith.mulf %arg0, %arg0
// CHECK-NEXT: arith.negf %[[X]]
// CHECK-NEXT: "offload.store"(%[[X]])
func.func @known(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.mulf %a, %a : tensor<4096xf32>
  %v = arith.negf %x : tensor<4096xf32>
  %b = arith.addf %a, %a : tensor<4096xf32>
  %c = arith.addf %b, %b : tensor<4096xf32>
  %d = arith.addf %b, %c : tensor<4096xf32>
  %e = arith.addf %d, %d : tensor<4096xf32>
  %f = arith.addf %e, %e : tensor<4096xf32>
  %g = arith.addf %f, %f : tensor<4096xf32>
  %r = arith.addf %v, %g : tensor<4096xf32>
  %s = arith.addf %r, %x : tensor<4096xf32>
  return %s : tensor<4096xf32>
}

// REMARK: remark: planned @opaque with {{ilp|heuristic}} on unit-fast-link: peak [[PEAK:[0-9.]+KiB]] -> [[PEAK]] (+0.0%)
// CHECK-LABEL: func.func @opaque
// CHECK-NOT: "offload.store"(%{{[0-9]+}}) {{.*}}tensor<4096xf32>
// CHECK: return
func.func @opaque(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.mulf %a, %a : tensor<4096xf32>
  %v = "foo.opaque"(%x) : (tensor<4096xf32>) -> tensor<4096xf32>
  %b = arith.addf %a, %a : tensor<4096xf32>
  %c = arith.addf %b, %b : tensor<4096xf32>
  %d = arith.addf %b, %c : tensor<4096xf32>
  %e = arith.addf %d, %d : tensor<4096xf32>
  %f = arith.addf %e, %e : tensor<4096xf32>
  %g = arith.addf %f, %f : tensor<4096xf32>
  %r = arith.addf %v, %g : tensor<4096xf32>
  %s = arith.addf %r, %x : tensor<4096xf32>
  return %s : tensor<4096xf32>
}

// The operand lives to the last use of what may share its buffer: with a
// known op %x is freed after step 1, with an unknown one it stays to step 8,
// 16 KiB more at the peak.
// LIFETIMES: remark: lifetimes @known_once
// LIFETIMES: peak bytes               81920 (80.0KiB)
// LIFETIMES: remark: lifetimes @opaque_once
// LIFETIMES: peak bytes               98304 (96.0KiB)
func.func @known_once(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.mulf %a, %a : tensor<4096xf32>
  %v = arith.negf %x : tensor<4096xf32>
  %b = arith.addf %a, %a : tensor<4096xf32>
  %c = arith.addf %b, %b : tensor<4096xf32>
  %d = arith.addf %b, %c : tensor<4096xf32>
  %e = arith.addf %d, %d : tensor<4096xf32>
  %f = arith.addf %e, %e : tensor<4096xf32>
  %g = arith.addf %f, %f : tensor<4096xf32>
  %r = arith.addf %v, %g : tensor<4096xf32>
  return %r : tensor<4096xf32>
}

func.func @opaque_once(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.mulf %a, %a : tensor<4096xf32>
  %v = "foo.opaque"(%x) : (tensor<4096xf32>) -> tensor<4096xf32>
  %b = arith.addf %a, %a : tensor<4096xf32>
  %c = arith.addf %b, %b : tensor<4096xf32>
  %d = arith.addf %b, %c : tensor<4096xf32>
  %e = arith.addf %d, %d : tensor<4096xf32>
  %f = arith.addf %e, %e : tensor<4096xf32>
  %g = arith.addf %f, %f : tensor<4096xf32>
  %r = arith.addf %v, %g : tensor<4096xf32>
  return %r : tensor<4096xf32>
}
