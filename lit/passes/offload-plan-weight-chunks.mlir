// DEFINE: %{plan} = hw=%S/inputs/fast-link-profile.json remote-args=0 min-bytes=16KiB chunk-bytes=64KiB
// RUN: hyperoffload-opt %S/../e2e/inputs/planned_weight_chunks.mlir --offload-plan='%{plan}' --offload-verify='hw=%S/inputs/fast-link-profile.json' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK
// RUN: hyperoffload-opt %S/../e2e/inputs/planned_weight_chunks.mlir --offload-plan='hw=%S/inputs/fast-link-profile.json remote-args=0 min-bytes=16KiB chunk-bytes=0' -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHOLE

// A weight in the tier that comes back in chunks, twice
// (../e2e/inputs/planned_weight_chunks.mlir): %w (256 KiB, in host) is read
// by the first op and by the last; in between, twelve small ops, a 256 KiB
// fill and its reduction, twelve small ops (about 150 us) on the 1 GB/s link
// of the profile. Whole, its second fetch (262 us) must start before the
// fill, and %w is on the device with it: the peak stays (chunk-bytes=0).
// In 64 KiB chunks it leaves whole after its first use (its copy in the
// tier is of the whole tensor: one detach), three chunks come back before
// the fill, the last after the reduction, into the buffer the first one
// made: 64 KiB off the peak, at no added time.
// (lit/e2e/planned_weight_chunks.test runs this plan on the emulated device.)

// CHECK-LABEL: func.func @weight
// CHECK: %[[R:.*]] = "offload.resident"(%arg0) {tier = "host"}
// CHECK-NEXT: %[[C0:.*]] = "offload.prefetch_chunk"(%[[R]]) {chunk = array<i64: 0, 16384>} : (!offload.remote<tensor<256x256xf32>>) -> tensor<256x256xf32>
// CHECK-NEXT: %[[C1:.*]] = "offload.prefetch_chunk"(%[[R]], %[[C0]]) {chunk = array<i64: 16384, 16384>}
// CHECK-NEXT: %[[C2:.*]] = "offload.prefetch_chunk"(%[[R]], %[[C1]]) {chunk = array<i64: 32768, 16384>}
// CHECK-NEXT: %[[W:.*]] = "offload.prefetch_chunk"(%[[R]], %[[C2]]) {chunk = array<i64: 49152, 16384>}
// CHECK: linalg.reduce ins(%[[W]] : tensor<256x256xf32>)
// CHECK: "offload.detach"(%[[W]], %[[R]])
// CHECK-NOT: "offload.detach"
// CHECK: %[[BIG:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<64x1024xf32>)
// CHECK: %[[D0:.*]] = "offload.prefetch_chunk"(%[[R]]) {chunk = array<i64: 0, 16384>} : (!offload.remote<tensor<256x256xf32>>) -> tensor<256x256xf32>
// CHECK-NEXT: %[[D1:.*]] = "offload.prefetch_chunk"(%[[R]], %[[D0]]) {chunk = array<i64: 16384, 16384>}
// CHECK-NEXT: %[[D2:.*]] = "offload.prefetch_chunk"(%[[R]], %[[D1]]) {chunk = array<i64: 32768, 16384>}
// CHECK-NEXT: linalg.reduce ins(%[[BIG]] : tensor<64x1024xf32>)
// CHECK: %[[W2:.*]] = "offload.prefetch_chunk"(%[[R]], %[[D2]]) {chunk = array<i64: 49152, 16384>}
// CHECK: linalg.reduce ins(%[[W2]] : tensor<256x256xf32>)

// REMARK: remark: planned @weight with ilp on unit-fast-link: peak 529.0KiB -> 465.0KiB (-12.1%), makespan 1.54ms (offloading adds 0.00% of compute; 20.47% over compute), 8 prefetches, h2d 512.0KiB, d2h 0B
// REMARK: ilp: the flow program's plan moves 1 tensor over 64.0KiB in chunks (4 chunk plans)
// REMARK: remark: verified @weight: 8 transfers, peak 465.0KiB (476160 bytes), makespan 1.54ms

// WHOLE: remark: planned @weight with heuristic on unit-fast-link: peak 529.0KiB -> 529.0KiB (+0.0%)
