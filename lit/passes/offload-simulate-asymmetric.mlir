// RUN: hyperoffload-opt %s --offload-simulate='hw=gh200-c2c-measured' -o /dev/null 2>&1 | FileCheck %s
// RUN: hyperoffload-opt %s --offload-simulate='hw=gh200-c2c' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOMINAL

// A 64 MiB tensor stored and brought straight back, on the GH200 as
// measured (HBM 3.4 TB/s; NVLink-C2C 375 GB/s to the device, 297 GB/s from
// it, 5 us per copy) and on the datasheet's (4.9 TB/s; 450 GB/s each way).
// Measured: the first addf reads 128 MiB (%a once) in 39.5 us + 2 us; the
// store takes 5 + 67108864 B / 297e9 = 231.0 us, to 272.4 us; the
// prefetch, issued when it lands, 5 + 67108864 / 375e9 = 184.0 us, to
// 456.4 us; the second addf 59.2 + 2 us: makespan 517.6 us. The device to
// host copy is the slower one by 47 us.
// CHECK: remark: simulated @round_trip on gh200-c2c-measured: makespan 518us, compute 103us, stall 415us, peak 192.0MiB (201326592 bytes), h2d 64.0MiB, d2h 64.0MiB
// Nominal: 29.4 us, then two copies of 5 + 149.1 us each, then 43.1 us.
// NOMINAL: remark: simulated @round_trip on gh200-c2c: makespan 381us, compute 72.5us, stall 308us
func.func @round_trip(%a: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %x = arith.addf %a, %a : tensor<16777216xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<16777216xf32>) -> !offload.remote<tensor<16777216xf32>>
  "offload.detach"(%x, %r) : (tensor<16777216xf32>, !offload.remote<tensor<16777216xf32>>) -> ()
  %x2 = "offload.prefetch"(%r) : (!offload.remote<tensor<16777216xf32>>) -> tensor<16777216xf32>
  %w = arith.addf %x2, %a : tensor<16777216xf32>
  return %w : tensor<16777216xf32>
}
