// RUN: hyperoffload-opt %s --split-input-file --offload-plan='hw=gh200-c2c remote-args=0 min-bytes=16KiB' --offload-verify='hw=gh200-c2c' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK

// A loop nested in another (layers inside a loop over steps) streams the
// stacked weights it reads at its induction variable, run once per outer
// iteration. Its pipeline starts again in each run: the first slice is
// copied and waited for before the inner loop, each time. Over
// NVLink-C2C a 4 MiB slice copies in 14.3 us behind a layer's 75 us of
// compute, so the two runs cost two first-slice waits, 28.6 us, less than
// the 75 us the whole 32 MiB stack takes: the stack streams, and the
// device holds two slices instead of eight (64 -> 40 MiB). The link
// carries nine slices per run (the last iteration copies its own again):
// 72 MiB in 18 copies, as the checker counts them. Without streaming the
// step takes 1.31 ms (the whole stack's wait); streamed, 1.26 ms.
// CHECK-LABEL: func.func @steps
// CHECK-SAME: %arg0: tensor<8x1024x1024xf32> {offload.tier = "host"}
// CHECK: %[[R:.*]] = "offload.resident"(%arg0) {tier = "host"}
// CHECK-NOT: "offload.prefetch"(
// CHECK: scf.for
// CHECK: scf.for %[[I:arg[0-9]+]] =
// CHECK-NEXT: "offload.prefetch_slice"(%[[R]], %[[I]]) : (!offload.remote<tensor<8x1024x1024xf32>>, index) -> tensor<1024x1024xf32>
// REMARK: remark: loop over 8 iterations, run 2 times: streams %arg0 from host (a slice of 4.0MiB, 14.3us on the link); an iteration's copies take 14.3us behind its 75.2us of compute
// REMARK: remark: planned @steps
// REMARK-SAME: peak 64.0MiB -> 40.0MiB (-37.5%), makespan 1.26ms (offloading adds 0.00% of compute; 2.33% over compute), 0 prefetches, h2d 72.0MiB
// REMARK: remark: verified @steps: 18 transfers
func.func @steps(%w: tensor<8x1024x1024xf32>, %x: tensor<2048x1024xf32>) -> tensor<2048x1024xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %out = scf.for %t = %c0 to %c2 step %c1 iter_args(%s = %x) -> (tensor<2048x1024xf32>) {
    %e0 = tensor.empty() : tensor<2048x1024xf32>
    %h0 = linalg.tanh ins(%s : tensor<2048x1024xf32>) outs(%e0 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%h = %h0) -> (tensor<2048x1024xf32>) {
      %ws = tensor.extract_slice %w[%i, 0, 0] [1, 1024, 1024] [1, 1, 1] : tensor<8x1024x1024xf32> to tensor<1024x1024xf32>
      %e = tensor.empty() : tensor<2048x1024xf32>
      %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
      %m = linalg.matmul ins(%h, %ws : tensor<2048x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
      %e2 = tensor.empty() : tensor<2048x1024xf32>
      %u = linalg.tanh ins(%m : tensor<2048x1024xf32>) outs(%e2 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
      scf.yield %u : tensor<2048x1024xf32>
    }
    %e3 = tensor.empty() : tensor<2048x1024xf32>
    %n = linalg.add ins(%r, %s : tensor<2048x1024xf32>, tensor<2048x1024xf32>) outs(%e3 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    scf.yield %n : tensor<2048x1024xf32>
  }
  return %out : tensor<2048x1024xf32>
}
