// RUN: hyperoffload-opt %s --offload-simulate='hw=%S/inputs/unit-profile.json report=%t.json svg=%t.svg budget=4KiB' -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --input-file=%t.json --check-prefix=JSON
// RUN: FileCheck %s --input-file=%t.svg --check-prefix=SVG
// RUN: not grep -q 'without offload' %t.svg
// RUN: hyperoffload-opt %s --offload-strip --offload-simulate='hw=%S/inputs/unit-profile.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRIPPED
// RUN: hyperoffload-opt %s --offload-simulate='hw=gh200-c2c' -o /dev/null 2>&1 | FileCheck %s --check-prefix=GH200
// RUN: hyperoffload-opt %s --offload-strip --offload-simulate='hw=%S/inputs/unit-profile.json perf-record=%S/inputs/perf-record.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=RECORD

// Hand-checked on the unit profile (1 GB/s HBM, 1 GFLOP/s, 100 MB/s link):
// each 2-operand op on 1 KiB tensors moves 2048 B = 2.048 us; %w moves
// 3072 B = 3.072 us. The store runs 2.048 -> 12.288 us (1024 B at 100 MB/s);
// the prefetch issued at 6.144 us waits for it and lands at 22.528 us, so %w
// stalls 16.384 us: makespan 25.6 us, compute 9.216 us.
// CHECK: remark: simulated @hidden on unit: makespan 25.6us, compute 9.22us, stall 16.4us, peak 4.0KiB (4096 bytes), h2d 1.0KiB, d2h 1.0KiB
// JSON: "name": "hidden"
// JSON: "peak_bytes": 4096
// JSON: "compute_s": 9.216{{0*[0-9]?}}e-6
// JSON: "makespan_s": 0.0000256{{,|0*[0-9]?,}}
// JSON: "stall_s": 0.00001638{{[0-9]*}}
// JSON: "h2d_bytes": 1024
// JSON: "d2h_bytes": 1024
// JSON: "profile": "unit"
// The picture: a title and the figures; one memory curve (nothing of a
// plan) and the budget line across the plot area, whose x axis runs from
// x=82 to x=837; the legend box right of it, at x=858; the three stream
// rows, with the stall drawn as a red bar.
// SVG: <svg width="1100"
// SVG: @hidden: device memory on unit
// SVG-NEXT: </text>
// SVG: peak 4.0KiB at 4.10us in arith.mulf
// SVG: makespan 25.6us (compute 9.22us), stall 16.4us; 1 prefetches (1.0KiB), 1 stores (1.0KiB)
// SVG: stroke="#000000" stroke-width="1" points="82,[[BOTTOM:[0-9]+]] 837,[[BOTTOM]] "
// SVG: stroke="#1F77B4" stroke-width="2" points="82,
// SVG: stroke="#D62728" stroke-width="2" points="82,[[BUDGET_Y:[0-9]+]] 837,[[BUDGET_Y]] "
// SVG: <rect x="858" y="{{[0-9]+}}" width="234" height="{{[0-9]+}}" opacity="1" fill="none" stroke="#000000"/>
// SVG: device memory
// SVG: budget 4.0KiB
// SVG: working-set bound 3.0KiB
// SVG: D2H
// SVG: H2D
// SVG: compute
// SVG: fill="#D62728" stroke="none"/>
// SVG: addf
// SVG: stall
// SVG-NEXT: </text>
// Without the offload ops nothing moves and nothing stalls.
// STRIPPED: remark: simulated @hidden on unit: makespan 9.22us, compute 9.22us, stall 0.00s, peak 4.0KiB (4096 bytes), h2d 0B, d2h 0B
// GH200: remark: simulated @hidden on gh200-c2c:
// The measured 1 ms of both arith.addf replaces their roofline time; the two
// mulf keep 2.048 us each, 0.2% of the compute time.
// RECORD: remark: simulated @hidden on unit: makespan 2.00ms, compute 2.00ms
// RECORD-NEXT: remark: @hidden: performance record: 2 of 4 compute ops (50.0%) timed from it, 2 exactly and 0 by interpolation, 2 by the roofline; 99.8% of compute time from it (99.8% exact, 0.0% interpolated)
func.func @hidden(%a: tensor<256xf32>) -> tensor<256xf32> {
  %x = arith.addf %a, %a : tensor<256xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<256xf32>) -> !offload.remote<tensor<256xf32>>
  "offload.detach"(%x, %r) : (tensor<256xf32>, !offload.remote<tensor<256xf32>>) -> ()
  %y = arith.mulf %a, %a : tensor<256xf32>
  %z = arith.mulf %y, %y : tensor<256xf32>
  %x2 = "offload.prefetch"(%r) : (!offload.remote<tensor<256xf32>>) -> tensor<256xf32>
  %w = arith.addf %x2, %z : tensor<256xf32>
  return %w : tensor<256xf32>
}
