// RUN: hyperoffload-opt %s --offload-plan='slowdown=100% min-bytes=16KiB functions=all' -o %t.mlir 2>%t.err
// RUN: hyperoffload-opt %t.mlir --offload-verify -o /dev/null 2>%t.verify
// RUN: cat %t.err %t.verify | FileCheck %s

// A loop whose body calls @layer (the input of lit/e2e/loop_bodies.test),
// both planned as functions: @layer is planned first, and @calls on
// @layer as it is written (a call holds its callee's peak), so the
// caller's figures are the ones offload-verify finds in the IR written;
// its peak before is its input's, with @layer as it came.
// CHECK: remark: planned @layer with {{.*}}: peak 4.5MiB -> [[LAYER:[0-9.]+[KM]iB]] ({{.*}}), makespan [[LTIME:[0-9.]+us]] (
// CHECK: remark: planned @calls with {{.*}}: peak 5.1MiB -> [[CALLS:[0-9.]+[KM]iB]] ({{.*}}), makespan [[TIME:[0-9.]+us]] (
// CHECK: remark: verified @calls: {{.*}} peak [[CALLS]] ({{[0-9]+}} bytes), makespan [[TIME]]
// CHECK: remark: verified @layer: {{.*}} peak [[LAYER]] ({{[0-9]+}} bytes), makespan [[LTIME]]

func.func @calls(%w: tensor<384x384xf32>, %x: tensor<384x384xf32>) -> tensor<384x384xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e0 = tensor.empty() : tensor<384x384xf32>
  %h0 = linalg.tanh ins(%x : tensor<384x384xf32>) outs(%e0 : tensor<384x384xf32>) -> tensor<384x384xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %h0) -> (tensor<384x384xf32>) {
    %u = func.call @layer(%h, %w) : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %c = linalg.copy ins(%u : tensor<384x384xf32>) outs(%h : tensor<384x384xf32>) -> tensor<384x384xf32>
    scf.yield %c : tensor<384x384xf32>
  }
  return %r : tensor<384x384xf32>
}

func.func private @layer(%h: tensor<384x384xf32>, %ws: tensor<384x384xf32>) -> tensor<384x384xf32> {
  %zero = arith.constant 0.0 : f32
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
    %e_u = tensor.empty() : tensor<384x384xf32>
    %u = linalg.add ins(%s3, %a : tensor<384x384xf32>, tensor<384x384xf32>) outs(%e_u : tensor<384x384xf32>) -> tensor<384x384xf32>
  return %u : tensor<384x384xf32>
}
