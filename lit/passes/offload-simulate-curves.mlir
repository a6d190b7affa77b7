// RUN: hyperoffload-opt %s --offload-simulate='hw=%S/inputs/unit-profile.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAT
// RUN: hyperoffload-opt %s --offload-simulate='hw=%S/inputs/curve-profile.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PINNED
// RUN: hyperoffload-opt %s --offload-simulate='hw=%S/inputs/curve-pageable-profile.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PAGEABLE
// RUN: hyperoffload-opt %s --offload-simulate='hw=h200-pcie5' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PCIE
// RUN: hyperoffload-opt %s --offload-simulate='hw=%S/inputs/h200-pcie5-curve-illustrative.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PCIE-CURVE
// RUN: not hyperoffload-opt %s --offload-simulate='hw=%S/inputs/bad-curve-profile.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// A 64 KiB tensor stored and brought straight back, on the unit profile
// (a flat 100 MB/s host link, no latency) and on the same profile with
// transfer curves on its link. Flat: each copy takes 65536 B / 1e8 B/s =
// 655 us, 1.31 ms of stall beside 328 us of compute.
// FLAT: remark: simulated @round_trip on unit: makespan 1.64ms, compute 328us, stall 1.31ms, peak 192.0KiB (196608 bytes), h2d 64.0KiB, d2h 64.0KiB
// Pinned curves (the default): the store's d2h curve runs from 4 KiB at
// 1 MB/s to 1 MiB at 100 MB/s, so 64 KiB, halfway in log of size, moves at
// 10 MB/s, halfway in log of rate: 6.55 ms; the prefetch's h2d curve has a
// point at 64 KiB, 10 MB/s: 6.55 ms. A 64 KiB copy takes ten times as long
// as the flat link says.
// PINNED: remark: simulated @round_trip on unit-curve: makespan 13.4ms, compute 328us, stall 13.1ms, peak 192.0KiB (196608 bytes), h2d 64.0KiB, d2h 64.0KiB
// "host_memory": "pageable": the pageable h2d curve (4 KiB at 500 kB/s to
// 1 MiB at 50 MB/s) gives 5 MB/s, 13.1 ms; the pageable curves have no d2h,
// so the store keeps the flat 655 us.
// PAGEABLE: remark: simulated @round_trip on unit-curve-pageable: makespan 14.1ms, compute 328us, stall 13.8ms
// On h200-pcie5 each copy takes 10 us + 65536 B / 55e9 B/s = 11.2 us; with
// the illustrative curve of docs/benchmarks.md ("Transfer curves"), whose
// 64 KiB point is 4 GB/s, 16.4 us.
// PCIE: remark: simulated @round_trip on h200-pcie5: makespan 26.5us, compute 4.07us, stall 22.4us
// PCIE-CURVE: remark: simulated @round_trip on h200-pcie5-curve-illustrative: makespan 36.8us, compute 4.07us, stall 32.8us
// A curve whose sizes fall is refused, naming the file and the point.
// BAD: error: cannot load hardware profile '{{.*}}bad-curve-profile.json': {{.*}}bad-curve-profile.json: `tiers.host.link.curves.pinned.h2d[1].bytes` is 4096, not more than the point before (65536); sizes must strictly increase
func.func @round_trip(%a: tensor<16384xf32>) -> tensor<16384xf32> {
  %x = arith.addf %a, %a : tensor<16384xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<16384xf32>) -> !offload.remote<tensor<16384xf32>>
  "offload.detach"(%x, %r) : (tensor<16384xf32>, !offload.remote<tensor<16384xf32>>) -> ()
  %x2 = "offload.prefetch"(%r) : (!offload.remote<tensor<16384xf32>>) -> tensor<16384xf32>
  %w = arith.addf %x2, %a : tensor<16384xf32>
  return %w : tensor<16384xf32>
}
