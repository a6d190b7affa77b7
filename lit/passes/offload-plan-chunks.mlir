// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=16KiB chunk-bytes=64KiB sink=false' --offload-verify='hw=%S/inputs/fast-link-profile.json' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=16KiB chunk-bytes=0 sink=false' 2>&1 | FileCheck %s --check-prefix=WHOLE --implicit-check-not='"offload.'
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=16KiB chunk-bytes=64KiB sink=false' --offload-simulate='hw=%S/inputs/fast-link-profile.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIMULATE

// %x (512 KiB) is made at step 0 and read by the last op; in between, ten
// small ops, a 256 KiB fill and its reduction, ten small ops: about 770 us
// on the 1 GB/s link of the profile. Moving all of %x out and back takes
// 1049 us, so whole it stays (chunk-bytes=0: nothing moves). In 64 KiB
// chunks (131 us each way and back) the flow program takes the first chunk
// off while the small ops run; it is away while the fill and the reduction
// hold 256 KiB more, and comes back into %x's buffer before the last op:
// 64 KiB off the peak.
// (lit/e2e/planned_chunks.test runs this plan on the emulated device.)

// CHECK-LABEL: func.func @long
// CHECK: %[[X:.*]] = linalg.add ins(%arg0, %arg0 : tensor<128x1024xf32>, tensor<128x1024xf32>)
// CHECK: %[[R:.*]] = "offload.store_chunk"(%[[X]]) {chunk = array<i64: 0, 16384>, tier = "host"}
// CHECK: "offload.detach"(%[[X]], %[[R]])
// CHECK: linalg.fill
// CHECK: linalg.reduce
// CHECK: %[[BACK:.*]] = "offload.prefetch_chunk"(%[[R]], %[[X]]) {chunk = array<i64: 0, 16384>} : (!offload.remote<tensor<128x1024xf32>>, tensor<128x1024xf32>) -> tensor<128x1024xf32>
// CHECK: linalg.reduce ins(%[[BACK]] : tensor<128x1024xf32>)

// REMARK: remark: planned @long with ilp on unit-fast-link: peak 1.3MiB -> 1.2MiB (-4.9%), makespan 2.30ms (offloading adds 0.00% of compute; 0.00% over compute), 1 prefetches, h2d 64.0KiB, d2h 64.0KiB
// A program that recomputes is solved again moving only.
// REMARK-NEXT: ilp: flow program: {{[0-9]+}} bins, 2 gaps, {{[0-9]+}} recomputation option{{s?}} (1 taken, {{[^)]*}}), {{[0-9]+}} columns, {{[0-9]+}} rows, optimal: peak 1.2MiB in its model
// REMARK-NEXT: ilp: flow program moving only: {{[0-9]+}} bins, 2 gaps, {{[0-9]+}} columns, {{[0-9]+}} rows, optimal: peak 1.2MiB in its model
// REMARK-NEXT: ilp: flow program with 80% of the links: {{[0-9]+}} bins, 2 gaps, {{[0-9]+}} recomputation option{{s?}} (1 taken, {{[^)]*}}), {{[0-9]+}} columns, {{[0-9]+}} rows, optimal: peak {{[0-9.]+}}MiB in its model
// REMARK-NEXT: ilp: flow program with 80% of the links moving only: {{[0-9]+}} bins, 2 gaps, {{[0-9]+}} columns, {{[0-9]+}} rows, optimal: peak {{[0-9.]+}}MiB in its model
// REMARK-NEXT: ilp: the flow program's plan moves 1 tensor over 64.0KiB in chunks (1 chunk plans)
// REMARK: remark: verified @long: 2 transfers, peak 1.2MiB (1261568 bytes), makespan 2.30ms

// WHOLE: remark: planned @long with {{ilp|heuristic}} on unit-fast-link: peak 1.3MiB -> 1.3MiB (+0.0%)

// SIMULATE: peak 1.2MiB (1261568 bytes)

func.func @long(%a: tensor<128x1024xf32>, %s: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>) {
  %ex = tensor.empty() : tensor<128x1024xf32>
  %x = linalg.add ins(%a, %a : tensor<128x1024xf32>, tensor<128x1024xf32>) outs(%ex : tensor<128x1024xf32>) -> tensor<128x1024xf32>
  %es1 = tensor.empty() : tensor<1024xf32>
  %s1 = linalg.add ins(%s, %s : tensor<1024xf32>, tensor<1024xf32>) outs(%es1 : tensor<1024xf32>) -> tensor<1024xf32>
  %es2 = tensor.empty() : tensor<1024xf32>
  %s2 = linalg.add ins(%s1, %s1 : tensor<1024xf32>, tensor<1024xf32>) outs(%es2 : tensor<1024xf32>) -> tensor<1024xf32>
  %es3 = tensor.empty() : tensor<1024xf32>
  %s3 = linalg.add ins(%s2, %s2 : tensor<1024xf32>, tensor<1024xf32>) outs(%es3 : tensor<1024xf32>) -> tensor<1024xf32>
  %es4 = tensor.empty() : tensor<1024xf32>
  %s4 = linalg.add ins(%s3, %s3 : tensor<1024xf32>, tensor<1024xf32>) outs(%es4 : tensor<1024xf32>) -> tensor<1024xf32>
  %es5 = tensor.empty() : tensor<1024xf32>
  %s5 = linalg.add ins(%s4, %s4 : tensor<1024xf32>, tensor<1024xf32>) outs(%es5 : tensor<1024xf32>) -> tensor<1024xf32>
  %es6 = tensor.empty() : tensor<1024xf32>
  %s6 = linalg.add ins(%s5, %s5 : tensor<1024xf32>, tensor<1024xf32>) outs(%es6 : tensor<1024xf32>) -> tensor<1024xf32>
  %es7 = tensor.empty() : tensor<1024xf32>
  %s7 = linalg.add ins(%s6, %s6 : tensor<1024xf32>, tensor<1024xf32>) outs(%es7 : tensor<1024xf32>) -> tensor<1024xf32>
  %es8 = tensor.empty() : tensor<1024xf32>
  %s8 = linalg.add ins(%s7, %s7 : tensor<1024xf32>, tensor<1024xf32>) outs(%es8 : tensor<1024xf32>) -> tensor<1024xf32>
  %es9 = tensor.empty() : tensor<1024xf32>
  %s9 = linalg.add ins(%s8, %s8 : tensor<1024xf32>, tensor<1024xf32>) outs(%es9 : tensor<1024xf32>) -> tensor<1024xf32>
  %es10 = tensor.empty() : tensor<1024xf32>
  %s10 = linalg.add ins(%s9, %s9 : tensor<1024xf32>, tensor<1024xf32>) outs(%es10 : tensor<1024xf32>) -> tensor<1024xf32>
  %cst = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<64x1024xf32>
  %big = linalg.fill ins(%cst : f32) outs(%e : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %zero = arith.constant 0.0 : f32
  %init0 = tensor.empty() : tensor<1024xf32>
  %init = linalg.fill ins(%zero : f32) outs(%init0 : tensor<1024xf32>) -> tensor<1024xf32>
  %red = linalg.reduce ins(%big : tensor<64x1024xf32>) outs(%init : tensor<1024xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  %et0 = tensor.empty() : tensor<1024xf32>
  %t0 = linalg.add ins(%red, %s10 : tensor<1024xf32>, tensor<1024xf32>) outs(%et0 : tensor<1024xf32>) -> tensor<1024xf32>
  %et1 = tensor.empty() : tensor<1024xf32>
  %t1 = linalg.add ins(%t0, %t0 : tensor<1024xf32>, tensor<1024xf32>) outs(%et1 : tensor<1024xf32>) -> tensor<1024xf32>
  %et2 = tensor.empty() : tensor<1024xf32>
  %t2 = linalg.add ins(%t1, %t1 : tensor<1024xf32>, tensor<1024xf32>) outs(%et2 : tensor<1024xf32>) -> tensor<1024xf32>
  %et3 = tensor.empty() : tensor<1024xf32>
  %t3 = linalg.add ins(%t2, %t2 : tensor<1024xf32>, tensor<1024xf32>) outs(%et3 : tensor<1024xf32>) -> tensor<1024xf32>
  %et4 = tensor.empty() : tensor<1024xf32>
  %t4 = linalg.add ins(%t3, %t3 : tensor<1024xf32>, tensor<1024xf32>) outs(%et4 : tensor<1024xf32>) -> tensor<1024xf32>
  %et5 = tensor.empty() : tensor<1024xf32>
  %t5 = linalg.add ins(%t4, %t4 : tensor<1024xf32>, tensor<1024xf32>) outs(%et5 : tensor<1024xf32>) -> tensor<1024xf32>
  %et6 = tensor.empty() : tensor<1024xf32>
  %t6 = linalg.add ins(%t5, %t5 : tensor<1024xf32>, tensor<1024xf32>) outs(%et6 : tensor<1024xf32>) -> tensor<1024xf32>
  %et7 = tensor.empty() : tensor<1024xf32>
  %t7 = linalg.add ins(%t6, %t6 : tensor<1024xf32>, tensor<1024xf32>) outs(%et7 : tensor<1024xf32>) -> tensor<1024xf32>
  %et8 = tensor.empty() : tensor<1024xf32>
  %t8 = linalg.add ins(%t7, %t7 : tensor<1024xf32>, tensor<1024xf32>) outs(%et8 : tensor<1024xf32>) -> tensor<1024xf32>
  %et9 = tensor.empty() : tensor<1024xf32>
  %t9 = linalg.add ins(%t8, %t8 : tensor<1024xf32>, tensor<1024xf32>) outs(%et9 : tensor<1024xf32>) -> tensor<1024xf32>
  %et10 = tensor.empty() : tensor<1024xf32>
  %t10 = linalg.add ins(%t9, %t9 : tensor<1024xf32>, tensor<1024xf32>) outs(%et10 : tensor<1024xf32>) -> tensor<1024xf32>
  %init20 = tensor.empty() : tensor<1024xf32>
  %init2 = linalg.fill ins(%zero : f32) outs(%init20 : tensor<1024xf32>) -> tensor<1024xf32>
  %y = linalg.reduce ins(%x : tensor<128x1024xf32>) outs(%init2 : tensor<1024xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  return %y, %t10 : tensor<1024xf32>, tensor<1024xf32>
}
