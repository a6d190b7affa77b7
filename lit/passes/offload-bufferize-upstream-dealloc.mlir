// RUN: not hyperoffload-opt %s --pass-pipeline='builtin.module(offload-bufferize-prepare,one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops function-boundary-type-conversion=identity-layout-map unknown-type-conversion=identity-layout-map},func.func(ownership-based-buffer-deallocation))' 2>&1 | FileCheck %s

// Why offload-bufferize frees device buffers itself: upstream's
// ownership-based deallocation refuses every op without memory-effect
// interfaces, which IRDL ops (all offload ops) are. If this test starts to
// fail, upstream learned to handle such ops and docs/lowering.md should be
// revisited.
// CHECK: error: ops with unknown memory side effects are not supported
func.func @f(%x: tensor<16xf32>, %w: tensor<16xf32> {offload.tier = "host"}) -> tensor<16xf32> {
  %rw = "offload.resident"(%w) {tier = "host"} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  %pw = "offload.prefetch"(%rw) : (!offload.remote<tensor<16xf32>>) -> tensor<16xf32>
  %e = tensor.empty() : tensor<16xf32>
  %y = linalg.add ins(%x, %pw : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %y : tensor<16xf32>
}
