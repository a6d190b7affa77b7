// RUN: hyperoffload-opt %s --split-input-file --offload-plan='hw=gh200-c2c remote-args=0 min-bytes=16KiB' --offload-verify='hw=gh200-c2c' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK

// An argument in a tier that an op would write its result into (an
// scf.for's iter-arg init, a linalg outs operand): the function reads the
// device copy its plan fetches, and that copy stands for the argument,
// which no result is written into, in the plan as in the IR written. The
// remark's figures are the ones offload-verify finds.
// CHECK-LABEL: func.func @carried
// CHECK-SAME: %arg0: tensor<64x64xf32> {offload.tier = "host"}
// CHECK: %[[R:.*]] = "offload.resident"(%arg0)
// CHECK: %[[X:.*]] = "offload.prefetch"(%[[R]])
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[X]])
// REMARK: remark: planned @carried with {{.*}}: peak 48.0KiB -> [[PEAK:[0-9.]+[KM]iB]] ({{.*}}), makespan [[TIME:[0-9.]+us]] (
// REMARK: remark: verified @carried: {{.*}} peak [[PEAK]] ({{[0-9]+}} bytes), makespan [[TIME]]
func.func @carried(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ct = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %r0 = scf.for %i0 = %c0 to %ct step %c1 iter_args(%h0 = %x) -> (tensor<64x64xf32>) {
    %e = tensor.empty() : tensor<64x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%h0, %w : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %m : tensor<64x64xf32>
  }
  return %r0 : tensor<64x64xf32>
}

// -----

// CHECK-LABEL: func.func @outs
// CHECK: %[[R:.*]] = "offload.resident"(%arg0)
// CHECK: %[[X:.*]] = "offload.prefetch"(%[[R]])
// CHECK: linalg.add {{.*}} outs(%[[X]] :
// REMARK: remark: planned @outs with {{.*}}: peak 64.0KiB -> [[PEAK:[0-9.]+[KM]iB]] ({{.*}}), makespan [[TIME:[0-9.]+us]] (
// REMARK: remark: verified @outs: {{.*}} peak [[PEAK]] ({{[0-9]+}} bytes), makespan [[TIME]]
func.func @outs(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %t = linalg.exp ins(%y : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.add ins(%t, %y : tensor<64x64xf32>, tensor<64x64xf32>) outs(%x : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
