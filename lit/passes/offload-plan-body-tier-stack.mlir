// RUN: hyperoffload-opt %s --offload-plan='hw=gh200-c2c remote-args=0 min-bytes=64KiB' --offload-verify='hw=gh200-c2c' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK

// A loop body planned on its own that slices stacked weights living in a
// tier (inputs of lit/e2e/loop_bodies.test with its weights in host). The
// body's plan and the check of what it wrote both take the stack as the
// loop's, held for the iteration: the loop then streams it slice by slice
// around the body's own store and prefetch, and the function's figures
// are those that offload-verify finds in the IR written.
// CHECK-LABEL: func.func @body
// CHECK-SAME: %arg0: tensor<4x384x384xf32> {offload.tier = "host"}
// CHECK: %[[R:.*]] = "offload.resident"(%arg0) {tier = "host"}
// CHECK: scf.for %[[I:arg[0-9]+]] =
// CHECK-NEXT: "offload.prefetch_slice"(%[[R]], %[[I]])
// CHECK: %[[S:.*]] = "offload.store"
// CHECK: "offload.detach"({{.*}}, %[[S]]) {wait}
// CHECK: "offload.prefetch"(%[[S]])
// CHECK: scf.yield
// REMARK: remark: planned the body of this scf.for with heuristic on gh200-c2c: its peak 6.2MiB -> 5.6MiB per iteration
// REMARK: remark: loop over 4 iterations: streams %arg0 from host
// REMARK: remark: planned @body with {{.*}}: peak 6.8MiB -> [[PEAK:[0-9.]+[KM]iB]] ({{.*}}), makespan [[TIME:[0-9.]+us]] (
// REMARK: remark: verified @body: {{.*}} peak [[PEAK]] ({{[0-9]+}} bytes), makespan [[TIME]]

func.func @body(%w: tensor<4x384x384xf32>, %x: tensor<384x384xf32>) -> tensor<384x384xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<384x384xf32>
  %h0 = linalg.tanh ins(%x : tensor<384x384xf32>) outs(%e0 : tensor<384x384xf32>) -> tensor<384x384xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %h0) -> (tensor<384x384xf32>) {
    %ws = tensor.extract_slice %w[%i, 0, 0] [1, 384, 384] [1, 1, 1] : tensor<4x384x384xf32> to tensor<384x384xf32>
    %ea = tensor.empty() : tensor<384x384xf32>
    %a = linalg.exp ins(%h : tensor<384x384xf32>) outs(%ea : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_m1 = tensor.empty() : tensor<384x384xf32>
    %f_m1 = linalg.fill ins(%zero : f32) outs(%e_m1 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %m1 = linalg.matmul ins(%h, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_m1 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_m2 = tensor.empty() : tensor<384x384xf32>
    %f_m2 = linalg.fill ins(%zero : f32) outs(%e_m2 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %m2 = linalg.matmul ins(%m1, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_m2 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_m3 = tensor.empty() : tensor<384x384xf32>
    %f_m3 = linalg.fill ins(%zero : f32) outs(%e_m3 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %m3 = linalg.matmul ins(%m2, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_m3 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_m4 = tensor.empty() : tensor<384x384xf32>
    %f_m4 = linalg.fill ins(%zero : f32) outs(%e_m4 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %m4 = linalg.matmul ins(%m3, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_m4 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_b1 = tensor.empty() : tensor<384x384xf32>
    %f_b1 = linalg.fill ins(%zero : f32) outs(%e_b1 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %b1 = linalg.matmul ins(%m4, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_b1 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_s1 = tensor.empty() : tensor<384x384xf32>
    %s1 = linalg.add ins(%b1, %m3 : tensor<384x384xf32>, tensor<384x384xf32>) outs(%e_s1 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_b2 = tensor.empty() : tensor<384x384xf32>
    %f_b2 = linalg.fill ins(%zero : f32) outs(%e_b2 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %b2 = linalg.matmul ins(%s1, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_b2 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_s2 = tensor.empty() : tensor<384x384xf32>
    %s2 = linalg.add ins(%b2, %m2 : tensor<384x384xf32>, tensor<384x384xf32>) outs(%e_s2 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_b3 = tensor.empty() : tensor<384x384xf32>
    %f_b3 = linalg.fill ins(%zero : f32) outs(%e_b3 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %b3 = linalg.matmul ins(%s2, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_b3 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_s3 = tensor.empty() : tensor<384x384xf32>
    %s3 = linalg.add ins(%b3, %m1 : tensor<384x384xf32>, tensor<384x384xf32>) outs(%e_s3 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %u = linalg.add ins(%s3, %a : tensor<384x384xf32>, tensor<384x384xf32>) outs(%h : tensor<384x384xf32>) -> tensor<384x384xf32>
    scf.yield %u : tensor<384x384xf32>
  }
  return %r : tensor<384x384xf32>
}
