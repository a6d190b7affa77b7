// The checker proves each clone a plan placed (offload.recompute) computes
// its original's values, and refuses, at the clone, one that reads other
// values or runs an op that is not pure.
// RUN: not hyperoffload-opt %s --split-input-file --offload-verify='hw=%S/inputs/fast-link-profile.json' -o /dev/null 2>&1 | FileCheck %s

// The clone of %x reads %b where the original read %a.
// CHECK: offload-verify-recompute-invalid.mlir:17:8: error: step 3 (linalg.generic) is a recomputation, but no earlier linalg.generic with its attributes reads the same values: its operand #0 is %arg1, not a copy of %arg0 (operand #0 of step 1); make the clone read its original's operands or prefetched copies of them
#map = affine_map<(d0) -> (d0)>
func.func @other_operand(%a: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<4096xf32> {
  %e = tensor.empty() : tensor<4096xf32>
  %x = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%in: f32, %out: f32):
    %ex = math.exp %in : f32
    linalg.yield %ex : f32
  } -> tensor<4096xf32>
  %y = linalg.add ins(%x, %b : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%b : tensor<4096xf32>) outs(%e : tensor<4096xf32>) attrs = {offload.recompute} {
  ^bb0(%in: f32, %out: f32):
    %ex = math.exp %in : f32
    linalg.yield %ex : f32
  } -> tensor<4096xf32>
  %w = linalg.add ins(%y, %r : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  return %w : tensor<4096xf32>
}

// -----

// A call is not pure: running it again may not give the same values.
// CHECK: offload-verify-recompute-invalid.mlir:35:8: error: step 3 (func.call) recomputes an op that has memory effects or is not deterministic; only pure ops are recomputed (docs/semantics.md, Recomputation)
func.func private @opaque(tensor<4096xf32>) -> tensor<4096xf32>
func.func @impure(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = func.call @opaque(%a) : (tensor<4096xf32>) -> tensor<4096xf32>
  %e = tensor.empty() : tensor<4096xf32>
  %y = linalg.add ins(%x, %a : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %r = func.call @opaque(%a) {offload.recompute} : (tensor<4096xf32>) -> tensor<4096xf32>
  %w = linalg.add ins(%y, %r : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  return %w : tensor<4096xf32>
}

// -----

// The same clone on the original's operand is proven, and counted.
// CHECK: remark: verified @same_operand: 0 transfers, peak 80.0KiB (81920 bytes)
#map = affine_map<(d0) -> (d0)>
func.func @same_operand(%a: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<4096xf32> {
  %e = tensor.empty() : tensor<4096xf32>
  %x = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%in: f32, %out: f32):
    %ex = math.exp %in : f32
    linalg.yield %ex : f32
  } -> tensor<4096xf32>
  %y = linalg.add ins(%x, %b : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<4096xf32>) outs(%e : tensor<4096xf32>) attrs = {offload.recompute} {
  ^bb0(%in: f32, %out: f32):
    %ex = math.exp %in : f32
    linalg.yield %ex : f32
  } -> tensor<4096xf32>
  %w = linalg.add ins(%y, %r : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  return %w : tensor<4096xf32>
}
