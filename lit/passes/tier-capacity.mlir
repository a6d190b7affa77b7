// Tier capacities: capacity=TIER:SIZE replaces a profile's (what is free for
// offloading there), and every plan and check keeps the copies each tier
// holds within it: the arguments that live there and every store.
//
// @gap (from offload-plan.mlir) frees its peak by storing %x (16 KiB) in
// host. With 16 KiB free there it does; with 8 KiB no copy fits, so the plan
// moves nothing, and a budget that needs the store cannot be met (without
// recomputing %x, which needs no room in a tier).
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB capacity=host:16KiB sink=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FITS
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB capacity=host:8KiB sink=false' 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB capacity=host:8KiB budget=52KiB sink=false recompute=off' 2>&1 | FileCheck %s --check-prefix=BUDGET
// FITS: remark: planned @gap with {{ilp|heuristic}} on unit-fast-link: peak 66.0KiB -> 50.0KiB (-24.2%)
// FULL: remark: planned @gap with {{ilp|heuristic|none}} on unit-fast-link: peak 66.0KiB -> 66.0KiB (+0.0%)
// FULL-NOT: "offload.store"
// BUDGET: error: no plan for @gap fits budget 52.0KiB
//
// Weights that live in host and do not fit it: a clear error.
// RUN: not hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB remote-args=0 capacity=host:8KiB sink=false' -o %t.out 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not test -e %t.out
// ARGS: error: cannot plan @gap: no plan fits host: its arguments and the copies the plan needs there hold 16384 bytes, over its capacity of 8192 bytes; raise the capacity (capacity=host:SIZE), or spill what does not fit to another tier (spill=TIER), on a profile with one: this one has only host
// The error names spill= with a tier the profile has, or, with spill=, the
// capacity of the tiers it spills to.
// RUN: not hyperoffload-opt %s --offload-plan='hw=gh200-c2c-nvme min-bytes=4KiB remote-args=0 capacity=host:8KiB sink=false' 2>&1 | FileCheck %s --check-prefix=SPILL
// SPILL: error: cannot plan @gap: no plan fits host: {{.*}}; raise the capacity (capacity=host:SIZE), or spill what does not fit to another tier (spill=nvme; this profile also has nvme)
// RUN: not hyperoffload-opt %s --offload-plan='hw=gh200-c2c-nvme min-bytes=4KiB remote-args=0 capacity=host:8KiB,nvme:4KiB spill=nvme sink=false' 2>&1 | FileCheck %s --check-prefix=SPILLED
// SPILLED: error: cannot plan @gap: no plan fits host: {{.*}}; raise the capacity (capacity=host:SIZE), or raise the capacity of the tiers it spills to (spill=nvme)
//
// The checker holds a written schedule to the capacities too, at the store
// that crosses one.
// RUN: not hyperoffload-opt %S/inputs/stored-schedule.mlir --offload-verify='hw=%S/inputs/fast-link-profile.json capacity=host:8KiB' 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: stored-schedule.mlir:5:8: error: host holds 16384B (16.0KiB) after the copy at step 1, over its capacity of 8192B (8.0KiB); move less there, choose another tier (tier=), or raise its capacity (capacity=host:SIZE)
//
// Bad values and tiers the profile lacks.
// RUN: not hyperoffload-opt %s --offload-plan='capacity=host sink=false' 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not hyperoffload-opt %s --offload-plan='capacity=disk:1GiB sink=false' 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not hyperoffload-opt %s --offload-plan='capacity=host:0 sink=false' 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not hyperoffload-opt %s --offload-plan='capacity=host:1GiB,host:2GiB sink=false' 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: option 'capacity' expects tier:size pairs, comma-separated, e.g. host:64GiB,nvme:2TB (tiers: host, cxl, nvme, pool)
// RUN: not hyperoffload-opt %s --offload-simulate='hw=%S/inputs/fast-link-profile.json capacity=nvme:1TB' 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: capacity=nvme:1000000000000: hardware profile `unit-fast-link` has no nvme tier; name a tier it has, or a profile with one

func.func @gap(%a: tensor<4096xf32>, %s: tensor<256xf32>) -> (tensor<4096xf32>, tensor<256xf32>) {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %s1 = arith.mulf %s, %s : tensor<256xf32>
  %s2 = arith.mulf %s1, %s1 : tensor<256xf32>
  %s3 = arith.mulf %s2, %s2 : tensor<256xf32>
  %s4 = arith.mulf %s3, %s3 : tensor<256xf32>
  %s5 = arith.mulf %s4, %s4 : tensor<256xf32>
  %s6 = arith.mulf %s5, %s5 : tensor<256xf32>
  %s7 = arith.mulf %s6, %s6 : tensor<256xf32>
  %s8 = arith.mulf %s7, %s7 : tensor<256xf32>
  %s9 = arith.mulf %s8, %s8 : tensor<256xf32>
  %s10 = arith.mulf %s9, %s9 : tensor<256xf32>
  %z = arith.mulf %a, %a : tensor<4096xf32>
  %w = arith.addf %z, %z : tensor<4096xf32>
  %t1 = arith.addf %s10, %s10 : tensor<256xf32>
  %t2 = arith.addf %t1, %t1 : tensor<256xf32>
  %t3 = arith.addf %t2, %t2 : tensor<256xf32>
  %t4 = arith.addf %t3, %t3 : tensor<256xf32>
  %t5 = arith.addf %t4, %t4 : tensor<256xf32>
  %t6 = arith.addf %t5, %t5 : tensor<256xf32>
  %t7 = arith.addf %t6, %t6 : tensor<256xf32>
  %t8 = arith.addf %t7, %t7 : tensor<256xf32>
  %t9 = arith.addf %t8, %t8 : tensor<256xf32>
  %t10 = arith.addf %t9, %t9 : tensor<256xf32>
  %y = arith.addf %x, %x : tensor<4096xf32>
  return %y, %t10 : tensor<4096xf32>, tensor<256xf32>
}
