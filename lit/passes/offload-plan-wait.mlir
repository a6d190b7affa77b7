// RUN: hyperoffload-opt %S/../e2e/inputs/late_store.mlir --offload-plan='hw=%S/inputs/unit-profile.json budget=72KiB min-bytes=0 sink=false recompute=off' -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.mlir
// RUN: hyperoffload-opt %t.mlir --offload-simulate='hw=%S/inputs/unit-profile.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=WAITED
// RUN: sed 's/ {wait}//' %t.mlir | hyperoffload-opt --offload-simulate='hw=%S/inputs/unit-profile.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=LATE
// RUN: sed 's/ {wait}/ {wait = 1 : i64}/' %t.mlir | not hyperoffload-opt --offload-simulate='hw=%S/inputs/unit-profile.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// A budget met only by a detach that waits for its store
// (lit/e2e/inputs/late_store.mlir, on the unit profile: 100 MB/s link,
// 1 GB/s HBM). %x (16 KiB) is read by the next add and by the last one;
// between them a 32 KiB broadcast and the add of its two rows peak at
// 80 KiB with %x, 64 KiB without. Its store takes 164 us and the add after
// it 49 us, so no store of %x completes before the broadcast allocates:
// only a compute stream that waits at the detach for the store meets
// 72 KiB (recompute=off: running the add again would meet it too). The wait costs 115 us of the 426 us step; the prefetch back is
// hidden.
// REMARK: remark: planned @late_store with ilp on unit: peak 80.0KiB -> 64.0KiB (-20.0%), makespan 541us
// REMARK: the compute stream waits at the plan's detach for its store (offload.detach {wait}), 115us in all
// CHECK: %[[X:.*]] = linalg.add ins(%arg0, %arg0
// CHECK: %[[R:.*]] = "offload.store"(%[[X]]) {tier = "host"}
// CHECK: "offload.detach"(%[[X]], %[[R]]) {wait}
// CHECK: linalg.broadcast
// CHECK: "offload.prefetch"(%[[R]])
// WAITED: remark: simulated @late_store on unit: makespan 541us, compute 426us, stall 115us, peak 64.0KiB (65536 bytes)
// The same plan whose detach does not wait: the store is still running
// when the broadcast allocates, and the step peaks where it did unplanned.
// LATE: remark: simulated @late_store on unit: makespan 426us, compute 426us, stall 0.00s, peak 80.0KiB (81920 bytes)
// BAD: error: 'offload.detach': 'wait' must be a unit attribute (written `{wait}`), got 1 : i64
