// A tensor read after a gap through a view made before the gap can still
// leave the device: the view op runs again on the prefetched copy, right
// before the first use, and that use reads the new view. Views move no data
// and take no time, so making one again costs nothing.
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB' --offload-verify='hw=%S/inputs/fast-link-profile.json' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK

// %x (16 KiB) is viewed as 64x64 right away and read through the view at
// the end; %b, %c and %d peak at 80 KiB in between.
// REMARK: remark: planned @view_used_late with {{ilp|heuristic}} on unit-fast-link: peak 80.0KiB -> 64.0KiB (-20.0%), makespan 295us (offloading adds 0.00% of compute; 0.00% over compute)
// CHECK-LABEL: func.func @view_used_late
// CHECK: %[[X:.*]] = arith.mulf %arg0, %arg0
// CHECK-NEXT: %[[V:.*]] = tensor.expand_shape %[[X]]
// CHECK-NEXT: %[[C:.*]] = "offload.store"(%[[X]]) {tier = "host"}
// CHECK: "offload.detach"(%[[X]], %[[C]])
// CHECK: %[[P:.*]] = "offload.prefetch"(%[[C]])
// CHECK: %[[G:.*]] = tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [64, 64]
// CHECK-NEXT: %[[W:.*]] = tensor.expand_shape %[[P]] {{\[\[}}0, 1]] output_shape [64, 64]
// CHECK-NEXT: arith.addf %[[W]], %[[G]]
// CHECK-NOT: %[[V]]
func.func @view_used_late(%a: tensor<4096xf32>) -> tensor<64x64xf32> {
  %x = arith.mulf %a, %a : tensor<4096xf32>
  %v = tensor.expand_shape %x [[0, 1]] output_shape [64, 64] : tensor<4096xf32> into tensor<64x64xf32>
  %b = arith.addf %a, %a : tensor<4096xf32>
  %c = arith.addf %b, %b : tensor<4096xf32>
  %d = arith.addf %b, %c : tensor<4096xf32>
  %e = arith.addf %d, %d : tensor<4096xf32>
  %f = arith.addf %e, %e : tensor<4096xf32>
  %g = arith.addf %f, %f : tensor<4096xf32>
  %gv = tensor.expand_shape %g [[0, 1]] output_shape [64, 64] : tensor<4096xf32> into tensor<64x64xf32>
  %r = arith.addf %v, %gv : tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// A view of a view: both are made again, in order.
// REMARK: remark: planned @view_of_view_used_late with {{ilp|heuristic}} on unit-fast-link: peak 80.0KiB -> 64.0KiB (-20.0%)
// CHECK-LABEL: func.func @view_of_view_used_late
// CHECK: %[[P:.*]] = "offload.prefetch"
// CHECK: %[[W1:.*]] = tensor.expand_shape %[[P]] {{\[\[}}0, 1]] output_shape [64, 64]
// CHECK-NEXT: %[[W2:.*]] = tensor.collapse_shape %[[W1]] {{\[\[}}0, 1]]
// CHECK-NEXT: arith.addf %[[W2]], %{{.*}}
func.func @view_of_view_used_late(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.mulf %a, %a : tensor<4096xf32>
  %v = tensor.expand_shape %x [[0, 1]] output_shape [64, 64] : tensor<4096xf32> into tensor<64x64xf32>
  %w = tensor.collapse_shape %v [[0, 1]] : tensor<64x64xf32> into tensor<4096xf32>
  %b = arith.addf %a, %a : tensor<4096xf32>
  %c = arith.addf %b, %b : tensor<4096xf32>
  %d = arith.addf %b, %c : tensor<4096xf32>
  %e = arith.addf %d, %d : tensor<4096xf32>
  %f = arith.addf %e, %e : tensor<4096xf32>
  %g = arith.addf %f, %f : tensor<4096xf32>
  %r = arith.addf %w, %g : tensor<4096xf32>
  return %r : tensor<4096xf32>
}

// The checker accepts both plans.
// REMARK: remark: verified @view_used_late
// REMARK: remark: verified @view_of_view_used_late
