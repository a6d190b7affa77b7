// RUN: hyperoffload-opt %s --split-input-file --pass-pipeline='builtin.module(offload-bufferize-prepare,one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops function-boundary-type-conversion=identity-layout-map unknown-type-conversion=identity-layout-map},offload-bufferize)' | FileCheck %s --implicit-check-not=bufferization. --implicit-check-not=tensor

// Checks the bridge on one activation and one weight: the stored activation
// is copied from its own buffer and released after the store's token; the
// weight, resident in host, is prefetched and waited on right before its
// first use and released after its last; the activation comes back after
// the store's token; every other buffer is freed after its last use; the
// result returned in the tier and the caller's call take the memref form.
// The shared tensor.empty gives each op a buffer allocated where it runs.
// CHECK-LABEL: func.func @activation
// CHECK-SAME: (%[[X:.*]]: memref<16xf32>, %[[W:.*]]: memref<16xf32> {offload.tier = "host"}) -> (memref<16xf32>, !offload.remote<memref<16xf32>>)
// CHECK: %[[RW:.*]] = "offload.resident"(%[[W]]) {tier = "host"} : (memref<16xf32>) -> !offload.remote<memref<16xf32>>
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: linalg.add ins(%[[X]], %[[X]] : {{.*}}) outs(%[[A]] :
// CHECK: %[[S:.*]]:2 = "offload.store_async"(%[[A]]) {tier = "host"}
// CHECK: "offload.release"(%[[A]], %[[S]]#1)
// CHECK: %[[P:.*]]:2 = "offload.prefetch_async"(%[[RW]])
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: "offload.wait"(%[[P]]#1)
// CHECK-NEXT: linalg.mul ins(%[[X]], %[[P]]#0 : {{.*}}) outs(%[[B]] :
// CHECK-NEXT: "offload.release"(%[[P]]#0) : (memref<16xf32>) -> ()
// CHECK: %[[C:.*]] = memref.alloc()
// CHECK: linalg.mul ins(%[[B]], %[[B]] : {{.*}}) outs(%[[C]] :
// CHECK: %[[SC:.*]]:2 = "offload.store_async"(%[[C]]) {tier = "host"}
// CHECK: "offload.release"(%[[C]], %[[SC]]#1)
// CHECK: %[[PA:.*]]:2 = "offload.prefetch_async"(%[[S]]#0, %[[S]]#1)
// CHECK: %[[D:.*]] = memref.alloc()
// CHECK: "offload.wait"(%[[PA]]#1)
// CHECK-NEXT: linalg.add ins(%[[PA]]#0, %[[B]] : {{.*}}) outs(%[[D]] :
// CHECK-NEXT: memref.dealloc %[[B]]
// CHECK-NEXT: "offload.release"(%[[PA]]#0) : (memref<16xf32>) -> ()
// CHECK-NEXT: return %[[D]], %[[SC]]#0 : memref<16xf32>, !offload.remote<memref<16xf32>>
// CHECK-LABEL: func.func @caller
// CHECK: call @activation({{.*}}) : (memref<16xf32>, memref<16xf32>) -> (memref<16xf32>, !offload.remote<memref<16xf32>>)
func.func @activation(%x: tensor<16xf32>, %w: tensor<16xf32> {offload.tier = "host"}) -> (tensor<16xf32>, !offload.remote<tensor<16xf32>>) {
  %rw = "offload.resident"(%w) {tier = "host"} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r = "offload.store"(%a) {tier = "host"} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  "offload.detach"(%a, %r) : (tensor<16xf32>, !offload.remote<tensor<16xf32>>) -> ()
  %pw = "offload.prefetch"(%rw) : (!offload.remote<tensor<16xf32>>) -> tensor<16xf32>
  %b = linalg.mul ins(%x, %pw : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %c = linalg.mul ins(%b, %b : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %rc = "offload.store"(%c) {tier = "host"} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  "offload.detach"(%c, %rc) : (tensor<16xf32>, !offload.remote<tensor<16xf32>>) -> ()
  %pa = "offload.prefetch"(%r) : (!offload.remote<tensor<16xf32>>) -> tensor<16xf32>
  %d = linalg.add ins(%pa, %b : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %d, %rc : tensor<16xf32>, !offload.remote<tensor<16xf32>>
}
func.func @caller(%x: tensor<16xf32>, %w: tensor<16xf32>) -> tensor<16xf32> {
  %d, %rc = call @activation(%x, %w) : (tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, !offload.remote<tensor<16xf32>>)
  return %d : tensor<16xf32>
}

// -----

// Checks that a module constant (static data) is stored and prefetched but
// never released, and that a buffer no op uses is freed where it is made.
// CHECK-LABEL: func.func @constant
// CHECK: %[[G:.*]] = memref.get_global
// CHECK: %[[S:.*]]:2 = "offload.store_async"(%[[G]])
// CHECK-NOT: "offload.release"(%[[G]]
// CHECK: %[[P:.*]]:2 = "offload.prefetch_async"(%[[S]]#0, %[[S]]#1)
// CHECK: "offload.wait"(%[[P]]#1)
func.func @constant(%x: tensor<4xf32>) -> tensor<4xf32> {
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = "offload.store"(%k) {tier = "host"} : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  "offload.detach"(%k, %r) : (tensor<4xf32>, !offload.remote<tensor<4xf32>>) -> ()
  %p = "offload.prefetch"(%r) : (!offload.remote<tensor<4xf32>>) -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.add ins(%x, %p : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// An scf.while that passes its carried values on in order keeps each one
// in place, as an scf.for does: its result is the buffer of its init, so
// that buffer is freed after the result's last reader, not after the loop.
// CHECK-LABEL: func.func @while_result
// CHECK: %[[H:.*]] = memref.alloc() {{.*}} : memref<8xf32>
// CHECK: %[[OUT:.*]]:2 = scf.while (%{{.*}} = %c0, %{{.*}} = %[[H]])
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NOT: memref.dealloc %[[H]]
// CHECK: linalg.exp ins(%[[OUT]]#1 : memref<8xf32>)
// CHECK-NEXT: memref.dealloc %[[H]]
func.func @while_result(%x: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e0 = tensor.empty() : tensor<8xf32>
  %h0 = linalg.exp ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %r:2 = scf.while (%i = %c0, %h = %h0) : (index, tensor<8xf32>) -> (index, tensor<8xf32>) {
    %more = arith.cmpi slt, %i, %c4 : index
    scf.condition(%more) %i, %h : index, tensor<8xf32>
  } do {
  ^bb0(%i: index, %h: tensor<8xf32>):
    %t = linalg.exp ins(%h : tensor<8xf32>) outs(%h : tensor<8xf32>) -> tensor<8xf32>
    %next = arith.addi %i, %c1 : index
    scf.yield %next, %t : index, tensor<8xf32>
  }
  %e1 = tensor.empty() : tensor<8xf32>
  %y = linalg.exp ins(%r#1 : tensor<8xf32>) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
