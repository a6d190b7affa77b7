// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB sink=false' --offload-verify='hw=%S/inputs/fast-link-profile.json' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB solver=heuristic sink=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=HEURISTIC
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB solver=none sink=false' 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB budget=52KiB sink=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB budget=0.8x sink=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=64KiB sink=false' 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB sink=false' 2>/dev/null | hyperoffload-opt --offload-strip | FileCheck %s --check-prefix=STRIPPED
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB report=%t.json sink=false' -o /dev/null && FileCheck %s --input-file=%t.json --check-prefix=REPORT
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB budget=60KiB svg=%t.svg sink=false' -o /dev/null && FileCheck %s --input-file=%t.svg --check-prefix=SVG
// Remarks are located by file and line only, so MLIR does not echo the
// source line after them (a model's signature line can be kilobytes long).
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB sink=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHORT --implicit-check-not=func.func
// SHORT: offload-plan.mlir:{{[0-9]+}}:0: remark: planned @gap
// time-limit is the safety net behind the work limits: where it cuts the
// search (none of it left) the programs are not run, the plan is the
// heuristic's, and the notes and the report say the plan was cut and is not
// reproducible; with the default the programs run to their work limits, and
// the report does not mention the limit.
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB time-limit=0 report=%t.cut.json sink=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-TIME
// RUN: FileCheck %s --input-file=%t.cut.json --check-prefix=CUT-REPORT
// RUN: FileCheck %s --input-file=%t.json --check-prefix=REPORT-NOT-CUT --implicit-check-not=cut_by_time_limit
// NO-TIME: remark: planned @gap with heuristic on unit-fast-link: peak 66.0KiB -> 50.0KiB
// NO-TIME-NEXT: ilp: the flow program not run: cut by the time limit
// NO-TIME-NEXT: ilp: the candidates' program not run: cut by the time limit
// NO-TIME: cut by the time limit: not reproducible (time-limit=0s stopped the search before its work limits
// CUT-REPORT: "cut_by_time_limit": true
// REPORT-NOT-CUT: "peak_bytes": 51200
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB sink=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIME
// TIME: remark: planned @gap with {{ilp|heuristic}} on unit-fast-link
// A program with recomputation options that takes none, solved to its
// optimum in bins not widened for their columns, is also the optimum of
// moving only: the plans of that program are not weighed again.
// TIME-NEXT: ilp: flow program: {{[0-9]+}} bins, 1 gaps, {{[0-9]+}} recomputation option{{s?}} (0 taken, 0B recomputed, +0.00s), {{[0-9]+}} columns, {{[0-9]+}} rows, optimal: peak 50.3KiB in its model
// TIME-NEXT: ilp: flow program moving only: the one above recomputes nothing and is its optimum
// TIME-NEXT: ilp: flow program with 80% of the links: {{[0-9]+}} bins, 1 gaps, {{[0-9]+}} recomputation option{{s?}} (0 taken, 0B recomputed, +0.00s), {{[0-9]+}} columns, {{[0-9]+}} rows, optimal: peak {{[0-9.]+}}KiB in its model
// TIME-NEXT: ilp: flow program with 80% of the links moving only: the one above recomputes nothing and is its optimum
// TIME-NEXT: ilp: {{[0-9]+}} columns, {{[0-9]+}} rows ({{[0-9]+}} memory segments), optimal
// TIME-NOT: cut by the time limit

// The 16 KiB %x is made at step 0 and read again at the end; in between, %z
// and %w (16 KiB each) raise memory to 66 KiB (with the 16 KiB %a and the
// small chain). On a 1 GB/s link the store (16.4 us) and the prefetch hide
// in the gap, so %x leaves right after it is made and comes back before its
// use: 50 KiB, no slowdown.
// REMARK: remark: planned @gap with {{ilp|heuristic}} on unit-fast-link: peak 66.0KiB -> 50.0KiB (-24.2%), makespan 172us (offloading adds 0.00% of compute; 0.00% over compute), 1 prefetches, h2d 16.0KiB, d2h 16.0KiB
// REMARK: remark: verified @gap: 2 transfers, peak 50.0KiB (51200 bytes)
// CHECK-LABEL: func.func @gap
// CHECK: %[[X:.*]] = arith.addf %arg0, %arg0 : tensor<4096xf32>
// CHECK-NEXT: %[[R:.*]] = "offload.store"(%[[X]]) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
// CHECK: "offload.detach"(%[[X]], %[[R]])
// CHECK: arith.addf %[[W:.*]], %[[W]] : tensor<4096xf32>
// CHECK: %[[P:.*]] = "offload.prefetch"(%[[R]]) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
// CHECK: arith.addf %[[P]], %[[P]] : tensor<4096xf32>
// HEURISTIC: remark: planned @gap with heuristic on unit-fast-link: peak 66.0KiB -> 50.0KiB (-24.2%)
// NONE: remark: planned @gap with {{none|ilp|heuristic}} on unit-fast-link: peak 66.0KiB -> 66.0KiB (+0.0%), makespan 172us (offloading adds 0.00% of compute; 0.00% over compute), 0 prefetches
// NONE-NOT: "offload.
// BUDGET: remark: planned @gap with {{ilp|heuristic}} on unit-fast-link: peak 66.0KiB -> 50.0KiB
// The picture of the plan: a title with the solver, the figures against
// the run without offload; that run's curve (grey) under the plan's (blue)
// on one scale, the budget line and the dashed link-aware bound across the
// plot area (x 82 to 837); the legend box right of it, at x=858.
// SVG: @gap: device memory on unit-fast-link, planned with {{ilp|heuristic}}
// SVG: peak 66.0KiB -&gt; 50.0KiB (-24.2%), at 86.0us in arith.addf
// SVG: makespan 172us (+0.00% over 172us without offload), stall
// SVG: stroke="#000000" stroke-width="1" points="82,[[BOTTOM:[0-9]+]] 837,[[BOTTOM]] "
// SVG: stroke="#A0A0A0" stroke-width="2" points="82,
// SVG: stroke="#1F77B4" stroke-width="2" points="82,
// SVG: stroke="#8C564B" stroke-width="2" points="82,[[BOUND:[0-9]+]] {{[0-9]+}},[[BOUND]] "
// SVG: stroke="#D62728" stroke-width="2" points="82,[[BUDGET_Y:[0-9]+]] 837,[[BUDGET_Y]] "
// SVG: <rect x="858" y="{{[0-9]+}}" width="234" height="{{[0-9]+}}" opacity="1" fill="none" stroke="#000000"/>
// SVG: planned ({{ilp|heuristic}})
// SVG: without offload
// SVG: budget 60.0KiB
// SVG: link-aware bound 50.0KiB
// SVG: working-set bound 32.0KiB
// STRIPPED-LABEL: func.func @gap
// STRIPPED-NOT: offload.
// STRIPPED: %[[X:.*]] = arith.addf %arg0, %arg0
// STRIPPED: arith.addf %[[X]], %[[X]] : tensor<4096xf32>
// REPORT: "peak_bytes": 51200
// REPORT: "h2d_bytes": 16384
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
