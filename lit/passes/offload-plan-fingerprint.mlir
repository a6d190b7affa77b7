// The planned function carries its plan's fingerprint, a function of the
// program and the options only: ranks planning the same per-device program
// compare it. One thread or several, it is the same; another plan (a
// budget that moves nothing) has another; offload-strip removes it.
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB' 2>/dev/null | FileCheck %s --check-prefix=PLANNED
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB' 2>/dev/null | grep -o 'offload.fingerprint = "[0-9a-f]*"' > %t.many
// RUN: hyperoffload-opt %s --mlir-disable-threading --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB' 2>/dev/null | grep -o 'offload.fingerprint = "[0-9a-f]*"' > %t.one
// RUN: diff %t.many %t.one
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=1GiB' 2>/dev/null | grep -o 'offload.fingerprint = "[0-9a-f]*"' > %t.other
// RUN: not diff %t.many %t.other
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB' --offload-strip 2>/dev/null | FileCheck %s --check-prefix=STRIPPED

// PLANNED: func.func @gap({{.*}} attributes {offload.fingerprint = "{{[0-9a-f]+}}"}
// PLANNED: "offload.store"
// STRIPPED-NOT: offload.
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
