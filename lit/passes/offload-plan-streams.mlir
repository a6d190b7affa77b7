// RUN: hyperoffload-opt %s --split-input-file --offload-plan='hw=gh200-c2c remote-args=0 min-bytes=16KiB' --offload-verify='hw=gh200-c2c' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK
// RUN: hyperoffload-opt %s --split-input-file --offload-plan='hw=gh200-c2c remote-args=0 min-bytes=16KiB stream-loops=false' 2>&1 | FileCheck %s --check-prefix=OFF --implicit-check-not=prefetch_slice
// RUN: hyperoffload-opt %s --split-input-file --offload-plan='hw=a100-pcie4 remote-args=0 min-bytes=16KiB' 2>&1 | FileCheck %s --check-prefix=SLOW --implicit-check-not=prefetch_slice

// Stacked weights in host, read one slice per iteration by two loops (a
// forward and a second pass over the layers): each loop streams the stack
// from one resident copy, and the stack never comes to the device whole.
// Over PCIe 4 a slice's copy (10.7 us, mostly the copy's latency) is
// longer than an iteration's compute (6.0 us): streaming would make each
// loop 18.4 us longer, more than the 12.6 us the whole stack takes, so it
// stays whole, and the remark says why.
// CHECK-LABEL: func.func @two_loops
// CHECK-SAME: %arg0: tensor<4x64x64xf32> {offload.tier = "host"}
// CHECK: %[[R:.*]] = "offload.resident"(%arg0) {tier = "host"}
// CHECK-NOT: "offload.prefetch"(
// CHECK: scf.for %[[I:arg[0-9]+]] =
// CHECK-NEXT: "offload.prefetch_slice"(%[[R]], %[[I]]) : (!offload.remote<tensor<4x64x64xf32>>, index) -> tensor<64x64xf32>
// CHECK: scf.for %[[J:arg[0-9]+]] =
// CHECK-NEXT: "offload.prefetch_slice"(%[[R]], %[[J]]) : (!offload.remote<tensor<4x64x64xf32>>, index) -> tensor<1x64x64xf32>
// CHECK-NOT: tensor.extract_slice %arg0
// REMARK: remark: loop over 4 iterations: streams %arg0 from host (a slice of 16.0KiB, 5.04us on the link); an iteration's copies take 5.04us behind its
// REMARK: remark: loop over 4 iterations: streams %arg0 from host
// REMARK: remark: planned @two_loops
// REMARK: note: 2 stacks in a tier stream through loops slice by slice
// REMARK: remark: verified @two_loops
// OFF-LABEL: func.func @two_loops
// OFF: "offload.prefetch"(
// SLOW: remark: loop over 4 iterations: keeps %arg0 whole: its slices (16.0KiB each, 10.7us on the link) would make the loop 18.4us longer, more than the 12.6us its whole copy takes
// SLOW-LABEL: func.func @two_loops
func.func @two_loops(%w: tensor<4x64x64xf32>, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %a = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<64x64xf32>) {
    %ws = tensor.extract_slice %w[%i, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<64x64xf32>
    %e = tensor.empty() : tensor<64x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%h, %ws : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e2 = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %t : tensor<64x64xf32>
  }
  %b = scf.for %j = %c0 to %c4 step %c1 iter_args(%g = %a) -> (tensor<64x64xf32>) {
    %ws3 = tensor.extract_slice %w[%j, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<1x64x64xf32>
    %ws = tensor.collapse_shape %ws3 [[0, 1], [2]] : tensor<1x64x64xf32> into tensor<64x64xf32>
    %e = tensor.empty() : tensor<64x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%g, %ws : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e2 = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %t : tensor<64x64xf32>
  }
  return %b : tensor<64x64xf32>
}

// -----

// A stack also read whole (here by a reduction after the loop) comes to
// the device anyway: no loop streams it.
// CHECK-LABEL: func.func @read_whole
// CHECK-NOT: prefetch_slice
// OFF-LABEL: func.func @read_whole
// SLOW-LABEL: func.func @read_whole
func.func @read_whole(%w: tensor<4x64x64xf32>, %x: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<4x64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<64x64xf32>) {
    %ws = tensor.extract_slice %w[%i, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<64x64xf32>
    %e = tensor.empty() : tensor<64x64xf32>
    %t = linalg.add ins(%h, %ws : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %t : tensor<64x64xf32>
  }
  %e3 = tensor.empty() : tensor<4x64x64xf32>
  %n = linalg.exp ins(%w : tensor<4x64x64xf32>) outs(%e3 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
  return %a, %n : tensor<64x64xf32>, tensor<4x64x64xf32>
}

// -----

// Stacks a loop writes slice by slice stay carried when the tier copy
// could not stand for them: one starts from an argument's values (a stack
// in a tier starts as zeros), the other is read whole after the loop. So
// no slice is stored, and both stay tensor.insert_slice of the carries.
// CHECK-LABEL: func.func @written_kept
// CHECK-NOT: offload.remote_stack
// CHECK-NOT: offload.store_slice
// CHECK: tensor.insert_slice
// CHECK: tensor.insert_slice
// OFF-LABEL: func.func @written_kept
// SLOW-LABEL: func.func @written_kept
func.func @written_kept(%s: tensor<4x64x64xf32>, %x: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<4x64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x64x64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
  %r:3 = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x, %a = %s, %b = %z) -> (tensor<64x64xf32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>) {
    %e1 = tensor.empty() : tensor<64x64xf32>
    %t = linalg.exp ins(%h : tensor<64x64xf32>) outs(%e1 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %a2 = tensor.insert_slice %t into %a[%i, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<64x64xf32> into tensor<4x64x64xf32>
    %b2 = tensor.insert_slice %t into %b[%i, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<64x64xf32> into tensor<4x64x64xf32>
    scf.yield %t, %a2, %b2 : tensor<64x64xf32>, tensor<4x64x64xf32>, tensor<4x64x64xf32>
  }
  %e3 = tensor.empty() : tensor<4x64x64xf32>
  %n = linalg.add ins(%r#1, %r#2 : tensor<4x64x64xf32>, tensor<4x64x64xf32>) outs(%e3 : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
  return %r#0, %n : tensor<64x64xf32>, tensor<4x64x64xf32>
}

// -----

// An scf.while that counts (from 0 while < 4, plus 1: what
// -scf-for-to-while makes of an scf.for) streams the stack it reads at its
// counter as an scf.for does: the read in its body becomes
// offload.prefetch_slice at the body's counter argument.
// CHECK-LABEL: func.func @while_loop
// CHECK-SAME: %arg0: tensor<4x64x64xf32> {offload.tier = "host"}
// CHECK: %[[R:.*]] = "offload.resident"(%arg0) {tier = "host"}
// CHECK-NOT: "offload.prefetch"(
// CHECK: scf.while
// CHECK: } do {
// CHECK-NEXT: ^bb0(%[[I:arg[0-9]+]]: index,
// CHECK-NEXT: "offload.prefetch_slice"(%[[R]], %[[I]]) : (!offload.remote<tensor<4x64x64xf32>>, index) -> tensor<64x64xf32>
// CHECK-NOT: tensor.extract_slice %arg0
// REMARK: remark: loop over 4 iterations: streams %arg0 from host (a slice of 16.0KiB, 5.04us on the link); an iteration's copies take 5.04us behind its
// REMARK: remark: planned @while_loop
// REMARK: remark: verified @while_loop
// OFF-LABEL: func.func @while_loop
// OFF: "offload.prefetch"(
// SLOW: remark: loop over 4 iterations: keeps %arg0 whole
// SLOW-LABEL: func.func @while_loop
func.func @while_loop(%w: tensor<4x64x64xf32>, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %r:2 = scf.while (%i = %c0, %h = %x) : (index, tensor<64x64xf32>) -> (index, tensor<64x64xf32>) {
    %more = arith.cmpi slt, %i, %c4 : index
    scf.condition(%more) %i, %h : index, tensor<64x64xf32>
  } do {
  ^bb0(%i: index, %h: tensor<64x64xf32>):
    %ws = tensor.extract_slice %w[%i, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<64x64xf32>
    %e = tensor.empty() : tensor<64x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%h, %ws : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e2 = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %next = arith.addi %i, %c1 : index
    scf.yield %next, %t : index, tensor<64x64xf32>
  }
  return %r#1 : tensor<64x64xf32>
}
