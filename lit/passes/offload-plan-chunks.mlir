// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=16KiB chunk-bytes=64KiB' --offload-verify='hw=%S/inputs/fast-link-profile.json' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=16KiB chunk-bytes=0' 2>&1 | FileCheck %s --check-prefix=WHOLE --implicit-check-not='"offload.'
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=16KiB chunk-bytes=64KiB' --offload-simulate='hw=%S/inputs/fast-link-profile.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIMULATE

// %x (512 KiB) is made at step 0 and read by the last op; in between, ten
// small ops, a 256 KiB fill and its reduction, ten small ops: about 770 us
// on the 1 GB/s link of the profile. Moving all of %x out and back takes
// 1049 us, so whole it stays (chunk-bytes=0: nothing moves). In 64 KiB
// chunks (131 us each way and back) the first chunk leaves while the small
// ops run, is away while the fill and the reduction hold 256 KiB more, and
// comes back into %x's buffer before the last op: 64 KiB off the peak.

// CHECK-LABEL: func.func @long
// CHECK: %[[X:.*]] = arith.addf %arg0, %arg0 : tensor<128x1024xf32>
// CHECK-NEXT: %[[R:.*]] = "offload.store_chunk"(%[[X]]) {chunk = array<i64: 0, 16384>, tier = "host"}
// CHECK-NEXT: "offload.detach"(%[[X]], %[[R]])
// CHECK: linalg.fill
// CHECK: linalg.reduce
// CHECK: %[[BACK:.*]] = "offload.prefetch_chunk"(%[[R]], %[[X]]) {chunk = array<i64: 0, 16384>} : (!offload.remote<tensor<128x1024xf32>>, tensor<128x1024xf32>) -> tensor<128x1024xf32>
// CHECK: linalg.reduce ins(%[[BACK]] : tensor<128x1024xf32>)

// REMARK: remark: planned @long with {{ilp|heuristic}} on unit-fast-link: peak 1.3MiB -> 1.2MiB (-5.0%), makespan 2.28ms (offloading adds 0.00% of compute; 0.00% over compute), 1 prefetches, h2d 64.0KiB, d2h 64.0KiB
// REMARK: 1 of the 1 tensors over 64.0KiB move in chunks (1 chunk plans)
// REMARK: remark: verified @long: 2 transfers, peak 1.2MiB (1257472 bytes), makespan 2.28ms

// WHOLE: remark: planned @long with {{ilp|heuristic}} on unit-fast-link: peak 1.3MiB -> 1.3MiB (+0.0%)

// SIMULATE: peak 1.2MiB (1257472 bytes)

func.func @long(%a: tensor<128x1024xf32>, %s: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>) {
  %x = arith.addf %a, %a : tensor<128x1024xf32>
  %s1 = arith.addf %s, %s : tensor<1024xf32>
  %s2 = arith.mulf %s1, %s1 : tensor<1024xf32>
  %s3 = arith.addf %s2, %s2 : tensor<1024xf32>
  %s4 = arith.mulf %s3, %s3 : tensor<1024xf32>
  %s5 = arith.addf %s4, %s4 : tensor<1024xf32>
  %s6 = arith.mulf %s5, %s5 : tensor<1024xf32>
  %s7 = arith.addf %s6, %s6 : tensor<1024xf32>
  %s8 = arith.mulf %s7, %s7 : tensor<1024xf32>
  %s9 = arith.addf %s8, %s8 : tensor<1024xf32>
  %s10 = arith.mulf %s9, %s9 : tensor<1024xf32>
  %cst = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<64x1024xf32>
  %big = linalg.fill ins(%cst : f32) outs(%e : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %init = tensor.empty() : tensor<1024xf32>
  %red = linalg.reduce ins(%big : tensor<64x1024xf32>) outs(%init : tensor<1024xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  %t0 = arith.addf %red, %s10 : tensor<1024xf32>
  %t1 = arith.addf %t0, %t0 : tensor<1024xf32>
  %t2 = arith.mulf %t1, %t1 : tensor<1024xf32>
  %t3 = arith.addf %t2, %t2 : tensor<1024xf32>
  %t4 = arith.mulf %t3, %t3 : tensor<1024xf32>
  %t5 = arith.addf %t4, %t4 : tensor<1024xf32>
  %t6 = arith.mulf %t5, %t5 : tensor<1024xf32>
  %t7 = arith.addf %t6, %t6 : tensor<1024xf32>
  %t8 = arith.mulf %t7, %t7 : tensor<1024xf32>
  %t9 = arith.addf %t8, %t8 : tensor<1024xf32>
  %t10 = arith.mulf %t9, %t9 : tensor<1024xf32>
  %init2 = tensor.empty() : tensor<1024xf32>
  %y = linalg.reduce ins(%x : tensor<128x1024xf32>) outs(%init2 : tensor<1024xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  return %y, %t10 : tensor<1024xf32>, tensor<1024xf32>
}
