// RUN: hyperoffload-opt %s --split-input-file --pass-pipeline='builtin.module(offload-bufferize-prepare,one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops function-boundary-type-conversion=identity-layout-map unknown-type-conversion=identity-layout-map},offload-bufferize)' | FileCheck %s
// RUN: hyperoffload-opt %s --split-input-file --pass-pipeline='builtin.module(offload-bufferize-prepare,one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops function-boundary-type-conversion=identity-layout-map unknown-type-conversion=identity-layout-map},offload-bufferize,offload-verify)' -o /dev/null

// A loop stores one slice per iteration into a stack in host: the stack
// gets its memref form, each store copies the slice's buffer, and that
// buffer is released once its copy is done. A slice that is a strided
// view of a larger buffer is first copied into a buffer of its own (the
// runtimes copy whole identity buffers), and the larger buffer is freed
// after that copy.
// CHECK-LABEL: func.func @stored
// CHECK: %[[G:.*]] = "offload.remote_stack"() {tier = "host"} : () -> !offload.remote<memref<4x8xf32>>
// CHECK: scf.for %[[I:.*]] = %c0 to %c4 step %c1 {
// CHECK: %[[BIG:.*]] = memref.alloc() {{.*}} : memref<4x16xf32>
// CHECK: %[[VIEW:.*]] = memref.subview %[[BIG]]
// CHECK: %[[OWN:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.copy %[[VIEW]], %[[OWN]]
// CHECK-NEXT: memref.dealloc %[[BIG]]
// CHECK-NEXT: %[[DONE:.*]] = "offload.store_slice_async"(%[[OWN]], %[[G]], %[[I]]) {tier = "host"} : (memref<8xf32>, !offload.remote<memref<4x8xf32>>, index) -> !offload.token
// CHECK-NEXT: "offload.release"(%[[OWN]], %[[DONE]])
// CHECK: return %[[G]] : !offload.remote<memref<4x8xf32>>
func.func @stored(%x: tensor<4x16xf32>) -> !offload.remote<tensor<4x8xf32>> {
  %g = "offload.remote_stack"() {tier = "host"} : () -> !offload.remote<tensor<4x8xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %e = tensor.empty() : tensor<4x16xf32>
    %t = linalg.exp ins(%x : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
    %v = tensor.extract_slice %t[%i, 4] [1, 8] [1, 1] : tensor<4x16xf32> to tensor<8xf32>
    %s = "offload.store_slice"(%v, %g, %i) {tier = "host"} : (tensor<8xf32>, !offload.remote<tensor<4x8xf32>>, index) -> !offload.remote<tensor<8xf32>>
  }
  return %g : !offload.remote<tensor<4x8xf32>>
}

// -----

// With slots = 1 the loop holds one slot: the first slice is copied into
// it before the loop, and the next one right after the body's last reader
// of the slot, waited for before the yield.
// CHECK-LABEL: func.func @one_slot
// CHECK: %[[SLOT:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK-NOT: memref.alloc() : memref<8x8xf32>
// CHECK: %[[FIRST:.*]] = "offload.prefetch_slice_async"(%{{.*}}, %[[SLOT]], %c0)
// CHECK-NEXT: "offload.wait"(%[[FIRST]])
// CHECK: scf.for
// CHECK-NOT: arith.select %{{.*}}, %[[SLOT]]
// CHECK: linalg.matmul ins(%{{.*}}, %[[SLOT]] : memref<8x8xf32>, memref<8x8xf32>)
// CHECK-NEXT: %[[NEXT:.*]] = "offload.prefetch_slice_async"(%{{.*}}, %[[SLOT]], %{{.*}})
// CHECK-NEXT: linalg.exp
// CHECK: "offload.wait"(%[[NEXT]])
// CHECK-NEXT: scf.yield
// CHECK: memref.dealloc %[[SLOT]]
func.func @one_slot(%w: tensor<4x8x8xf32> {offload.tier = "host"}, %x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = "offload.resident"(%w) {tier = "host"} : (tensor<4x8x8xf32>) -> !offload.remote<tensor<4x8x8xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x8xf32>
  %h0 = linalg.exp ins(%x : tensor<8x8xf32>) outs(%e0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %out = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %h0) -> (tensor<8x8xf32>) {
    %ws = "offload.prefetch_slice"(%r, %i) {slots = 1 : i64} : (!offload.remote<tensor<4x8x8xf32>>, index) -> tensor<8x8xf32>
    %e = tensor.empty() : tensor<8x8xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %m = linalg.matmul ins(%h, %ws : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
    %t = linalg.exp ins(%m : tensor<8x8xf32>) outs(%h : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.yield %t : tensor<8x8xf32>
  }
  return %out : tensor<8x8xf32>
}

// -----

// An scf.while that counts down from 3 while i >= 0 (adding -1) streams
// like an scf.for: the first slice is at the counter's initial value, the
// iteration's number (i - 3) / -1 picks the slot by its parity, and the
// next slice is fetched while that number is below the trip count less
// one (else the iteration's own again). The carried activation is the
// loop's result: its buffer is freed after the loop's last reader, not
// after the loop.
// CHECK-LABEL: func.func @counted_down
// CHECK: %[[H0:.*]] = memref.alloc() {{.*}} : memref<8x8xf32>
// CHECK: %[[A:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK-NEXT: %[[FIRST:.*]] = "offload.prefetch_slice_async"(%{{.*}}, %[[A]], %c3)
// CHECK-NEXT: "offload.wait"(%[[FIRST]])
// CHECK-NEXT: %[[OUT:.*]]:2 = scf.while (%[[I0:.*]] = %c3, %{{.*}} = %[[H0]])
// CHECK: } do {
// CHECK-NEXT: ^bb0(%[[I:.*]]: index, %{{.*}}: memref<8x8xf32>):
// CHECK-NEXT: %[[STEP:.*]] = arith.constant -1 : index
// CHECK-NEXT: %[[SINCE:.*]] = arith.subi %[[I]], %c3 : index
// CHECK-NEXT: %[[N:.*]] = arith.divsi %[[SINCE]], %[[STEP]] : index
// CHECK: %[[CUR:.*]] = arith.select %{{.*}}, %[[A]], %[[B]]
// CHECK-NEXT: %[[OTHER:.*]] = arith.select %{{.*}}, %[[B]], %[[A]]
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[I]], %[[STEP]] : index
// CHECK-NEXT: %[[LAST:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[MORE:.*]] = arith.cmpi slt, %[[N]], %[[LAST]] : index
// CHECK-NEXT: %[[AT:.*]] = arith.select %[[MORE]], %[[NEXT]], %[[I]] : index
// CHECK-NEXT: %[[COPY:.*]] = "offload.prefetch_slice_async"(%{{.*}}, %[[OTHER]], %[[AT]])
// CHECK: linalg.matmul ins(%{{.*}}, %[[CUR]] :
// CHECK: "offload.wait"(%[[COPY]])
// CHECK-NEXT: scf.yield
// CHECK: linalg.exp ins(%[[OUT]]#1 : memref<8x8xf32>)
// CHECK: memref.dealloc %[[H0]]
func.func @counted_down(%w: tensor<4x8x8xf32> {offload.tier = "host"}, %x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = "offload.resident"(%w) {tier = "host"} : (tensor<4x8x8xf32>) -> !offload.remote<tensor<4x8x8xf32>>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %cm1 = arith.constant -1 : index
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<8x8xf32>
  %h0 = linalg.exp ins(%x : tensor<8x8xf32>) outs(%e0 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %out:2 = scf.while (%i = %c3, %h = %h0) : (index, tensor<8x8xf32>) -> (index, tensor<8x8xf32>) {
    %more = arith.cmpi sge, %i, %c0 : index
    scf.condition(%more) %i, %h : index, tensor<8x8xf32>
  } do {
  ^bb0(%i: index, %h: tensor<8x8xf32>):
    %ws = "offload.prefetch_slice"(%r, %i) : (!offload.remote<tensor<4x8x8xf32>>, index) -> tensor<8x8xf32>
    %e = tensor.empty() : tensor<8x8xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %m = linalg.matmul ins(%h, %ws : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
    %t = linalg.exp ins(%m : tensor<8x8xf32>) outs(%h : tensor<8x8xf32>) -> tensor<8x8xf32>
    %next = arith.addi %i, %cm1 : index
    scf.yield %next, %t : index, tensor<8x8xf32>
  }
  %e1 = tensor.empty() : tensor<8x8xf32>
  %y = linalg.exp ins(%out#1 : tensor<8x8xf32>) outs(%e1 : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}
