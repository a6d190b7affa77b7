// A plan that recomputes a tensor instead of keeping it through its gap:
// offload-insert clones the ops that made it right before its next use,
// each marked offload.recompute and reading the copies in use there (a
// chain's later clones read its earlier ones), and from there the use
// reads the last clone. The IR written is extracted again: the checker
// accepts it and it gives the figures of the plan applied in core.
// RUN: hyperoffload-opt %s --split-input-file --offload-insert | FileCheck %s
// RUN: hyperoffload-opt %s --split-input-file --offload-insert | hyperoffload-opt --split-input-file --offload-lifetimes -o /dev/null 2>&1 | FileCheck %s --check-prefix=PEAK
// RUN: hyperoffload-opt %s --split-input-file --offload-lifetimes -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// offload-strip folds each clone back into the op it computes again: the
// function as it was.
// RUN: hyperoffload-opt %s --split-input-file --offload-insert | hyperoffload-opt --split-input-file --offload-strip > %t.stripped
// RUN: sed 's/ attributes {offload.plan = "[^"]*"}//' %s | hyperoffload-opt --split-input-file > %t.unplanned
// RUN: diff %t.stripped %t.unplanned

// %x (16 KiB, exp of %a) is read at step 2 and again at the end; %y, %z
// and %v peak at 96 KiB in between. The plan runs the generic again right
// before the last add: %x is not on the device through the gap.
// BEFORE: peak bytes 98304 (96.0KiB) at step 4
// PEAK: peak bytes 81920 (80.0KiB)
// CHECK-LABEL: func.func @recompute
// CHECK-NOT: offload.plan
// CHECK: %[[E:.*]] = tensor.empty()
// CHECK-NEXT: %[[X:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<4096xf32>) outs(%[[E]] : tensor<4096xf32>) {
// CHECK-NOT: offload.recompute
// CHECK: %[[Y:.*]] = linalg.add ins(%[[X]], %arg1
// CHECK-NEXT: %[[Z:.*]] = linalg.mul ins(%[[Y]], %[[Y]]
// CHECK-NEXT: %[[V:.*]] = linalg.add ins(%[[Z]], %[[Y]]
// CHECK-NEXT: %[[R:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<4096xf32>) outs(%[[E]] : tensor<4096xf32>) attrs = {offload.recompute} {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: math.exp %in
// CHECK-NEXT: linalg.yield
// CHECK-NEXT: } -> tensor<4096xf32>
// CHECK-NEXT: %[[W:.*]] = linalg.add ins(%[[V]], %[[R]] :
// CHECK-NEXT: return %[[W]]
#map = affine_map<(d0) -> (d0)>
func.func @recompute(%a: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<4096xf32> attributes {offload.plan = "{\22fingerprint\22:13828744548010645936,\22ops\22:6,\22plan\22:{\22recomputes\22:[{\22after\22:2,\22before\22:5,\22ops\22:[1],\22tensor\22:3}],\22tensors\22:[]},\22version\22:1}"} {
  %e = tensor.empty() : tensor<4096xf32>
  %x = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%in: f32, %out: f32):
    %ex = math.exp %in : f32
    linalg.yield %ex : f32
  } -> tensor<4096xf32>
  %y = linalg.add ins(%x, %b : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %z = linalg.mul ins(%y, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %v = linalg.add ins(%z, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %w = linalg.add ins(%v, %x : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  return %w : tensor<4096xf32>
}

// -----

// A chain: %s (the square of %x = exp(%a)) is recomputed at the end, and
// %x, dead since %s was made, is made again first; the second clone reads
// the first, not %x.
// BEFORE: peak bytes 98304 (96.0KiB) at step 5
// PEAK: peak bytes 81920 (80.0KiB)
// CHECK-LABEL: func.func @chain
// CHECK: %[[E:.*]] = tensor.empty()
// CHECK-NEXT: %[[X:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<4096xf32>)
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<4096xf32>)
// CHECK: %[[Y:.*]] = linalg.add ins(%[[S]], %arg1
// CHECK-NEXT: %[[Z:.*]] = linalg.mul ins(%[[Y]], %[[Y]]
// CHECK-NEXT: %[[V:.*]] = linalg.add ins(%[[Z]], %[[Y]]
// CHECK-NEXT: %[[X2:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<4096xf32>) outs(%[[E]] : tensor<4096xf32>) attrs = {offload.recompute} {
// CHECK: math.exp
// CHECK: %[[S2:.*]] = linalg.generic {{.*}} ins(%[[X2]] : tensor<4096xf32>) outs(%[[E]] : tensor<4096xf32>) attrs = {offload.recompute} {
// CHECK: arith.mulf
// CHECK: %[[W:.*]] = linalg.add ins(%[[V]], %[[S2]] :
// CHECK-NEXT: return %[[W]]
#map = affine_map<(d0) -> (d0)>
func.func @chain(%a: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<4096xf32> attributes {offload.plan = "{\22fingerprint\22:3902106841151233338,\22ops\22:7,\22plan\22:{\22recomputes\22:[{\22after\22:3,\22before\22:6,\22ops\22:[1,2],\22tensor\22:4}],\22tensors\22:[]},\22version\22:1}"} {
  %e = tensor.empty() : tensor<4096xf32>
  %x = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%in: f32, %out: f32):
    %ex = math.exp %in : f32
    linalg.yield %ex : f32
  } -> tensor<4096xf32>
  %s = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%in: f32, %out: f32):
    %sq = arith.mulf %in, %in : f32
    linalg.yield %sq : f32
  } -> tensor<4096xf32>
  %y = linalg.add ins(%s, %b : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %z = linalg.mul ins(%y, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %v = linalg.add ins(%z, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %w = linalg.add ins(%v, %s : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  return %w : tensor<4096xf32>
}
