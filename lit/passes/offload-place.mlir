// offload-place records the plan; offload-insert materializes it; together
// they give exactly what offload-plan gives.
// RUN: hyperoffload-opt %s --offload-place='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB' 2>%t.err | FileCheck %s --check-prefix=PLACED
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK
// RUN: hyperoffload-opt %s --offload-place='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB' --offload-insert='hw=%S/inputs/fast-link-profile.json' -o %t.two 2>/dev/null
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB sink=false' -o %t.one 2>/dev/null
// RUN: diff %t.one %t.two
// RUN: FileCheck %s --input-file=%t.two --check-prefix=INSERTED
// offload-insert checks the placed plan against its own budget and fails at
// the function, writing no output, when the plan does not fit.
// RUN: not hyperoffload-opt %s --offload-place='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB' --offload-insert='hw=%S/inputs/fast-link-profile.json budget=40KiB' -o %t.over 2>&1 | FileCheck %s --check-prefix=OVER
// RUN: not test -e %t.over
// A fraction is of the function's peak with every argument on the device
// (66 KiB, as offload-plan's remark says): 0.6x is 39.6 KiB, 0.8x fits.
// RUN: not hyperoffload-opt %s --offload-place='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB' --offload-insert='hw=%S/inputs/fast-link-profile.json budget=0.6x' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OVER-FRACTION
// RUN: hyperoffload-opt %s --offload-place='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB' --offload-insert='hw=%S/inputs/fast-link-profile.json budget=0.8x' -o /dev/null

// The detach waits where the store has completed, after the prefetches of
// its step (`late`), as settled plans do.
// PLACED: func.func @gap({{.*}} attributes {offload.plan = "{\22fingerprint\22:{{[0-9]+}},\22ops\22:24,\22plan\22:{\22late\22:[{\22absence\22:0,\22planned\22:0}],\22tensors\22:[{\22absences\22:[{\22detach_after\22:{{[0-9]+}},\22first_use\22:23,\22prefetch_before\22:{{[0-9]+}}}],\22leaves_after\22:null,\22source\22:{\22Store\22:{\22after\22:0}},\22tensor\22:2,\22tier\22:\22host\22}],\22waits\22:true},\22version\22:1}"}
// PLACED-NOT: "offload.
// REMARK: remark: planned @gap with {{ilp|heuristic}} on unit-fast-link: peak 66.0KiB -> 50.0KiB
// OVER: error: the offload.plan of @gap fails the schedule checker: device memory reaches 51200B (50.0KiB) {{.*}} over the budget of 40960B (40.0KiB)
// OVER-FRACTION: error: the offload.plan of @gap fails the schedule checker: device memory reaches 51200B (50.0KiB) {{.*}} over the budget of 40550B (39.6KiB)
// INSERTED-NOT: offload.plan
// INSERTED: "offload.store"
// INSERTED: "offload.detach"
// INSERTED: "offload.prefetch"
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
