// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-insert
// Each refusal fails the pass (exit 1), the IR left as it was.
// RUN: not hyperoffload-opt %s --split-input-file --offload-insert -o /dev/null 2>/dev/null

// Checks that a plan recomputing what a call makes is refused at the call:
// a call is not a pure op (its callee may have effects), so it is never run
// again.
func.func private @make(tensor<4096xf32>) -> tensor<4096xf32>
func.func @called(%a: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<4096xf32> attributes {offload.plan = "{\22fingerprint\22:15019803711769155978,\22ops\22:6,\22plan\22:{\22recomputes\22:[{\22after\22:2,\22before\22:5,\22ops\22:[0],\22tensor\22:2}],\22tensors\22:[]},\22version\22:1}"} {
  // expected-error @+1 {{cannot insert the offload.plan of @called: tensor %0 at step 0: func.call is not a pure compute op; only those are run again; place the function again (offload-place)}}
  %x = func.call @make(%a) : (tensor<4096xf32>) -> tensor<4096xf32>
  %e = tensor.empty() : tensor<4096xf32>
  %y = linalg.add ins(%x, %b : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %z = linalg.mul ins(%y, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %v = linalg.add ins(%z, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %w = linalg.add ins(%v, %x : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  return %w : tensor<4096xf32>
}

// -----

// Checks that a chain whose ops are not in program order is refused at the
// op that defines the recomputed tensor.
#map = affine_map<(d0) -> (d0)>
func.func @out_of_order(%a: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<4096xf32> attributes {offload.plan = "{\22fingerprint\22:3902106841151233338,\22ops\22:7,\22plan\22:{\22recomputes\22:[{\22after\22:2,\22before\22:6,\22ops\22:[2,1],\22tensor\22:3}],\22tensors\22:[]},\22version\22:1}"} {
  %e = tensor.empty() : tensor<4096xf32>
  // expected-error @+1 {{cannot insert the offload.plan of @out_of_order: tensor %1 at step 1: its ops are not in program order before the gap; place the function again (offload-place)}}
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
