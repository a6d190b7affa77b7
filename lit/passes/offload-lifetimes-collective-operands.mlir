// A collective's result is a new buffer, never its operand's
// (docs/semantics.md, "Collectives"), in the `shard` dialect as in
// StableHLO: once an all-reduce has run, its operand is freed, though its
// result lives on to the return. Held to the result's last use, the
// operand of the first all-reduce would still be there at the second
// (80.0KiB).
// RUN: hyperoffload-opt --pass-pipeline='builtin.module(offload-lifetimes)' %s -o /dev/null 2>&1 | FileCheck %s

// At the second all-reduce: the argument, the first result, the second
// operand and result, 16 KiB each.
// CHECK: remark: peak device memory of @grads: 64.0KiB (65536 bytes) at step 5
shard.grid @grid(shape = 2x2)
func.func @grads(%a: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %e1 = tensor.empty() : tensor<64x64xf32>
  %g1 = linalg.add ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e1 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r1 = shard.all_reduce %g1 on @grid grid_axes = [0] : tensor<64x64xf32> -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %g2 = linalg.mul ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r2 = shard.all_reduce %g2 on @grid grid_axes = [0] : tensor<64x64xf32> -> tensor<64x64xf32>
  return %r1, %r2 : tensor<64x64xf32>, tensor<64x64xf32>
}
