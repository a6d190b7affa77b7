// A weight in host (remote-args=0, 512 KiB) read at the start and by the
// last op; in between, a 384 KiB temporary (a fill and its reduction).
// Whole, the weight stays on the device from its fetch to the end
// (chunk-bytes=0 moves nothing else). In 64 KiB chunks it comes in chunk
// by chunk, each from the resident copy of its chunk and allocated as it
// is issued, the first making the buffer the others fill. After the first
// read one chunk leaves (a detach with that chunk's copy releases only its
// bytes) and comes back into the same buffer before the last read: 64 KiB
// off the peak, for 64 KiB more over the link. The checker verifies the
// IR written.
// (lit/e2e/planned_weight_chunks.test runs this plan on the emulated device.)
// RUN: hyperoffload-opt %S/../e2e/inputs/planned_weight_chunks.mlir --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=16KiB chunk-bytes=64KiB remote-args=0' --offload-verify='hw=%S/inputs/fast-link-profile.json' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK
// RUN: hyperoffload-opt %S/../e2e/inputs/planned_weight_chunks.mlir --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=16KiB chunk-bytes=0 remote-args=0' -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHOLE

// CHECK-LABEL: func.func @weight
// CHECK: %[[R0:.*]] = "offload.resident"(%arg0) {chunk = array<i64: 0, 16384>, tier = "host"}
// CHECK-NEXT: %[[R1:.*]] = "offload.resident"(%arg0) {chunk = array<i64: 16384, 16384>, tier = "host"}
// CHECK: %[[R7:.*]] = "offload.resident"(%arg0) {chunk = array<i64: 114688, 16384>, tier = "host"}
// CHECK-NEXT: %[[C0:.*]] = "offload.prefetch_chunk"(%[[R0]]) {chunk = array<i64: 0, 16384>}
// CHECK-NEXT: %[[C1:.*]] = "offload.prefetch_chunk"(%[[R1]], %[[C0]]) {chunk = array<i64: 16384, 16384>}
// CHECK: %[[C7:.*]] = "offload.prefetch_chunk"(%[[R7]], %{{.*}}) {chunk = array<i64: 114688, 16384>}
// CHECK: linalg.reduce ins(%[[C7]] : tensor<128x1024xf32>)
// CHECK: "offload.detach"(%[[C7]], %[[R0]])
// CHECK-NOT: "offload.detach"
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<96x1024xf32>)
// CHECK: %[[B0:.*]] = "offload.prefetch_chunk"(%[[R0]], %[[C7]]) {chunk = array<i64: 0, 16384>}
// CHECK-NOT: "offload.detach"
// CHECK-NOT: "offload.prefetch_chunk"
// CHECK: linalg.reduce ins(%[[B0]] : tensor<128x1024xf32>)

// REMARK: remark: planned @weight with ilp on unit-fast-link: peak 912.0KiB -> 848.0KiB (-7.0%), makespan 2.61ms (offloading adds 0.00% of compute; 24.90% over compute), 9 prefetches, h2d 576.0KiB, d2h 0B
// The weight alone takes the link 524 us, all before its first read: the
// none plan waits for it, and the slowdown allows that and 1% of compute
// (541 us of stall). With 80% of the link it would take 655 us, less the
// compute before the read: every plan of that program overruns the
// allowance, so it is not solved.
// REMARK: ilp: flow program with 80% of the links not solved: the arguments in the tier, each in by its first use, stall every plan of it at least 651us, more than the 541us the slowdown allows
// REMARK: ilp: the flow program's plan moves 1 tensor over 64.0KiB in chunks (8 chunk plans)
// REMARK: remark: verified @weight: 9 transfers, peak 848.0KiB (868352 bytes), makespan 2.61ms

// WHOLE: remark: planned @weight with {{ilp|heuristic}} on unit-fast-link: peak 912.0KiB -> 912.0KiB (+0.0%)
