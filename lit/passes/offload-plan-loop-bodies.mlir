// offload-plan plans each loop body at the top level of a function on its
// own (scf.for, stablehlo.while, scf.while), before the function: cache
// ops inside the body for what an iteration makes and reads again later in
// it, every transfer hidden
// behind the body's compute. Each body below is like a layer's forward and
// backward: %a, made first, and the first matmul results sit idle across
// the body's peak at the end of the forward chain; %a leaves and comes back
// within each iteration. A body that calls a function has its temporaries
// in the callee, which is planned the same way. The function is planned
// afterwards around the planned loops (their scratch is the planned
// body's), and the IR written passes offload-verify, the regions and the
// callee included.
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-plan='hw=gh200-c2c min-bytes=64KiB sink=false' 2>&1 | FileCheck %s
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-plan='hw=gh200-c2c min-bytes=64KiB sink=false' -o %t.mlir 2>/dev/null
// RUN: hyperoffload-opt %t.mlir --allow-unregistered-dialect --offload-verify='hw=gh200-c2c' -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFY
// A called body the pass plans as a function of its own (functions=) is
// planned once, as that function, before its caller, which is planned on
// it as written; planning the IR written again leaves the planned bodies
// as they are.
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-plan='hw=gh200-c2c min-bytes=64KiB functions=calls,layer sink=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SELECTED
// SELECTED-NOT: which a loop body calls
// SELECTED: remark: planned @layer with heuristic on gh200-c2c: peak 4.5MiB -> 3.9MiB
// SELECTED: remark: planned @calls with heuristic on gh200-c2c: peak 4.5MiB -> 3.9MiB
// RUN: hyperoffload-opt %t.mlir --allow-unregistered-dialect --offload-plan='hw=gh200-c2c min-bytes=64KiB functions=for_body sink=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=AGAIN
// AGAIN-NOT: planned the body
// AGAIN: remark: planned @for_body with
// With loop-bodies=false the bodies stay as they are.
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-plan='hw=gh200-c2c min-bytes=64KiB loop-bodies=false sink=false' 2>&1 | FileCheck %s --check-prefix=OFF
// OFF-NOT: planned the body
// OFF-NOT: which a loop body calls
// OFF: planned @for_body with {{.*}}: peak 6.8MiB -> 6.8MiB
// OFF-NOT: "offload.
//
// CHECK: remark: planned the body of this scf.for with heuristic on gh200-c2c: its peak 6.2MiB -> 5.6MiB per iteration, 1 prefetch per iteration, hidden behind its compute
// CHECK: remark: planned the body of this stablehlo.while with heuristic on gh200-c2c: its peak 4.5MiB -> 3.9MiB per iteration, 1 prefetch per iteration
// CHECK: remark: planned @layer, which a loop body calls, with heuristic on gh200-c2c: its peak 4.5MiB -> 3.9MiB per call, 1 prefetch per call
// CHECK: remark: planned the body of this scf.while with heuristic on gh200-c2c: its peak 4.5MiB -> 3.9MiB per iteration, 1 prefetch per iteration
// CHECK: remark: planned @for_body with heuristic on gh200-c2c: peak 6.8MiB -> 6.2MiB (-8.3%)
// CHECK: note: 1 loop body was planned first (see the remark at each loop); its transfers run within each iteration
// CHECK: remark: planned @while_body with heuristic on gh200-c2c: peak 5.1MiB -> 4.5MiB (-11.1%)
// CHECK: remark: planned @calls with heuristic on gh200-c2c: peak 4.5MiB -> 3.9MiB (-12.5%)
// CHECK: remark: planned @scf_while with heuristic on gh200-c2c: peak 5.1MiB -> 4.5MiB (-11.1%)
// CHECK-LABEL: func.func @for_body
// CHECK: scf.for
// CHECK: %[[A:.*]] = linalg.exp
// CHECK-NEXT: %[[R:.*]] = "offload.store"(%[[A]]) {tier = "host"}
// CHECK: "offload.detach"(%[[A]], %[[R]])
// CHECK: %[[B:.*]] = "offload.prefetch"(%[[R]])
// CHECK: linalg.add ins(%{{.*}}, %[[B]] :
// CHECK-NEXT: scf.yield
// CHECK-LABEL: func.func @while_body
// CHECK: "stablehlo.exponential"
// CHECK-NEXT: "offload.store"
// CHECK: "offload.detach"
// CHECK: "offload.prefetch"
// CHECK: "stablehlo.return"
// CHECK-LABEL: func.func private @layer
// CHECK: "offload.store"
// CHECK: "offload.prefetch"
// CHECK-LABEL: func.func @scf_while
// CHECK: scf.condition
// CHECK: linalg.exp
// CHECK-NEXT: "offload.store"
// CHECK: "offload.detach"
// CHECK: "offload.prefetch"
// CHECK: scf.yield
// VERIFY: remark: verified @for_body: 0 transfers (and 2 inside regions, each counted once)
// VERIFY: remark: verified @while_body: 0 transfers (and 2 inside regions, each counted once)
// VERIFY: remark: verified @layer: 2 transfers
// VERIFY: remark: verified @scf_while: 0 transfers (and 2 inside regions, each counted once)

func.func @for_body(%w: tensor<4x384x384xf32>, %x: tensor<384x384xf32>) -> tensor<384x384xf32> {
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

"func.func"() <{function_type = (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>, sym_name = "while_body"}> ({
^bb0(%x: tensor<384x384xf32>, %w: tensor<384x384xf32>):
  %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "stablehlo.while"(%zero, %x) ({
  ^bb0(%i: tensor<i32>, %v: tensor<384x384xf32>):
    %n = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %v: tensor<384x384xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %next = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %a = "stablehlo.exponential"(%v) : (tensor<384x384xf32>) -> tensor<384x384xf32>
    %m1 = "stablehlo.dot_general"(%v, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %m2 = "stablehlo.dot_general"(%m1, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %m3 = "stablehlo.dot_general"(%m2, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %m4 = "stablehlo.dot_general"(%m3, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %b1 = "stablehlo.dot_general"(%m4, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %s1 = "stablehlo.add"(%b1, %m3) : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %b2 = "stablehlo.dot_general"(%s1, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %s2 = "stablehlo.add"(%b2, %m2) : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %b3 = "stablehlo.dot_general"(%s2, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %s3 = "stablehlo.add"(%b3, %m1) : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    %u = "stablehlo.add"(%s3, %a) : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    "stablehlo.return"(%next, %u) : (tensor<i32>, tensor<384x384xf32>) -> ()
  }) : (tensor<i32>, tensor<384x384xf32>) -> (tensor<i32>, tensor<384x384xf32>)
  "func.return"(%r#1) : (tensor<384x384xf32>) -> ()
}) : () -> ()

func.func @calls(%w: tensor<384x384xf32>, %x: tensor<384x384xf32>) -> tensor<384x384xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e0 = tensor.empty() : tensor<384x384xf32>
  %h0 = linalg.tanh ins(%x : tensor<384x384xf32>) outs(%e0 : tensor<384x384xf32>) -> tensor<384x384xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %h0) -> (tensor<384x384xf32>) {
    %u = func.call @layer(%h, %w) : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
    scf.yield %u : tensor<384x384xf32>
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

func.func @scf_while(%x: tensor<384x384xf32>, %w: tensor<384x384xf32>) -> tensor<384x384xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r:2 = scf.while (%i = %c0, %h = %x) : (index, tensor<384x384xf32>) -> (index, tensor<384x384xf32>) {
    %p = arith.cmpi slt, %i, %c4 : index
    scf.condition(%p) %i, %h : index, tensor<384x384xf32>
  } do {
  ^bb0(%j: index, %v: tensor<384x384xf32>):
    %next = arith.addi %j, %c1 : index
    %ea = tensor.empty() : tensor<384x384xf32>
    %a = linalg.exp ins(%v : tensor<384x384xf32>) outs(%ea : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_m1 = tensor.empty() : tensor<384x384xf32>
    %f_m1 = linalg.fill ins(%zero : f32) outs(%e_m1 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %m1 = linalg.matmul ins(%v, %w : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_m1 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_m2 = tensor.empty() : tensor<384x384xf32>
    %f_m2 = linalg.fill ins(%zero : f32) outs(%e_m2 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %m2 = linalg.matmul ins(%m1, %w : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_m2 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_m3 = tensor.empty() : tensor<384x384xf32>
    %f_m3 = linalg.fill ins(%zero : f32) outs(%e_m3 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %m3 = linalg.matmul ins(%m2, %w : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_m3 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_m4 = tensor.empty() : tensor<384x384xf32>
    %f_m4 = linalg.fill ins(%zero : f32) outs(%e_m4 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %m4 = linalg.matmul ins(%m3, %w : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_m4 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_b1 = tensor.empty() : tensor<384x384xf32>
    %f_b1 = linalg.fill ins(%zero : f32) outs(%e_b1 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %b1 = linalg.matmul ins(%m4, %w : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_b1 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_s1 = tensor.empty() : tensor<384x384xf32>
    %s1 = linalg.add ins(%b1, %m3 : tensor<384x384xf32>, tensor<384x384xf32>) outs(%e_s1 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_b2 = tensor.empty() : tensor<384x384xf32>
    %f_b2 = linalg.fill ins(%zero : f32) outs(%e_b2 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %b2 = linalg.matmul ins(%s1, %w : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_b2 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_s2 = tensor.empty() : tensor<384x384xf32>
    %s2 = linalg.add ins(%b2, %m2 : tensor<384x384xf32>, tensor<384x384xf32>) outs(%e_s2 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_b3 = tensor.empty() : tensor<384x384xf32>
    %f_b3 = linalg.fill ins(%zero : f32) outs(%e_b3 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %b3 = linalg.matmul ins(%s2, %w : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_b3 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_s3 = tensor.empty() : tensor<384x384xf32>
    %s3 = linalg.add ins(%b3, %m1 : tensor<384x384xf32>, tensor<384x384xf32>) outs(%e_s3 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e_u = tensor.empty() : tensor<384x384xf32>
    %u = linalg.add ins(%s3, %a : tensor<384x384xf32>, tensor<384x384xf32>) outs(%e_u : tensor<384x384xf32>) -> tensor<384x384xf32>
    scf.yield %next, %u : index, tensor<384x384xf32>
  }
  return %r#1 : tensor<384x384xf32>
}
