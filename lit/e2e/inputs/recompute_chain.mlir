// A plan that recomputes %s, the square of %x = exp(%a), for the last add
// instead of keeping it (16 KiB) through the 96 KiB peak of %y, %z and %v:
// both generics run again there, the second on the first's result
// (offload.plan, the form offload-place writes: tensors and steps by
// position). lit/e2e/recompute.test inserts it with offload-insert.
#map = affine_map<(d0) -> (d0)>
func.func @recompute_chain(%a: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<4096xf32> attributes {offload.plan = "{\22fingerprint\22:3902106841151233338,\22ops\22:7,\22plan\22:{\22recomputes\22:[{\22after\22:3,\22before\22:6,\22ops\22:[1,2],\22tensor\22:4}],\22tensors\22:[]},\22version\22:1}"} {
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
