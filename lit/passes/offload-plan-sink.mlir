// The order a plan starts from: offload-plan first sinks each op whose
// result waits for a later use down to just before its first successor
// (sink=true, the default), where that lowers the link bound at the
// allowed slowdown by at least a hundredth. Here, as in AdamW, the decay of
// a weight (%d) is made first and read only by the last op.
//
// Over a 100 MB/s link the decay cannot leave and come back within 1%: in
// the input's order it waits through the chain (96 KiB, nothing moves);
// sunk, it is made right before the update (80 KiB, nothing moves).
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/unit-profile.json min-bytes=4KiB' --offload-verify='hw=%S/inputs/unit-profile.json' 2>%t.err | FileCheck %s --check-prefix=SUNK
// RUN: FileCheck %s --input-file=%t.err --check-prefix=SUNK-REMARK
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/unit-profile.json min-bytes=4KiB sink=false' 2>%t.kept.err | FileCheck %s --check-prefix=KEPT
// RUN: FileCheck %s --input-file=%t.kept.err --check-prefix=KEPT-REMARK --implicit-check-not=sank
//
// Over a 1 GB/s link the plan takes the decay off over the chain and
// reaches 80 KiB in the input's order, whose bound is no higher: the order
// stays.
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB' 2>&1 | FileCheck %s --check-prefix=FAST --implicit-check-not=sank

// SUNK-LABEL: func.func @step
// SUNK:       %[[M1:.*]] = arith.addf %arg1, %arg1
// SUNK-NEXT:  %[[M2:.*]] = arith.mulf %[[M1]], %arg1
// SUNK-NEXT:  %[[M3:.*]] = arith.addf %[[M2]], %[[M1]]
// SUNK-NEXT:  %[[M4:.*]] = arith.mulf %[[M3]], %[[M3]]
// SUNK-NEXT:  %[[D:.*]] = arith.mulf %arg0, %arg0
// SUNK-NEXT:  %[[U:.*]] = arith.subf %[[D]], %[[M4]]
// SUNK-NEXT:  return %[[U]]

// SUNK-REMARK: remark: sank 1 ops of @step toward their uses before planning: the link bound at the allowed slowdown falls from 92.6KiB to 80.0KiB (sink=false keeps the input's order)
// SUNK-REMARK: remark: planned @step with heuristic on unit: peak 96.0KiB -> 80.0KiB (-16.7%), makespan 246us (offloading adds 0.00% of compute; 0.00% over compute), 0 prefetches, h2d 0B, d2h 0B
// SUNK-REMARK: remark: verified @step: 0 transfers, peak 80.0KiB (81920 bytes)

// KEPT-LABEL: func.func @step
// KEPT:       %[[D:.*]] = arith.mulf %arg0, %arg0
// KEPT-NEXT:  arith.addf %arg1, %arg1

// KEPT-REMARK: remark: planned @step with heuristic on unit: peak 96.0KiB -> 96.0KiB (+0.0%)

// FAST: remark: planned @step with heuristic on unit-fast-link: peak 96.0KiB -> 80.0KiB (-16.7%), makespan 246us (offloading adds 0.00% of compute; 0.00% over compute), 1 prefetches, h2d 16.0KiB, d2h 16.0KiB

func.func @step(%p: tensor<4096xf32>, %g: tensor<4096xf32>) -> tensor<4096xf32> {
  %d = arith.mulf %p, %p : tensor<4096xf32>
  %m1 = arith.addf %g, %g : tensor<4096xf32>
  %m2 = arith.mulf %m1, %g : tensor<4096xf32>
  %m3 = arith.addf %m2, %m1 : tensor<4096xf32>
  %m4 = arith.mulf %m3, %m3 : tensor<4096xf32>
  %u = arith.subf %d, %m4 : tensor<4096xf32>
  return %u : tensor<4096xf32>
}
