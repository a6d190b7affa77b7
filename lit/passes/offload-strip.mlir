// RUN: hyperoffload-opt %s --split-input-file --offload-strip | FileCheck %s
// RUN: hyperoffload-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(offload-strip))' | FileCheck %s
// RUN: hyperoffload-opt %s --split-input-file --offload-strip='tiers=nvme' | FileCheck %s --check-prefix=NVME

// Checks that an activation stored, detached and prefetched back is replaced
// by the original value, and every offload op is gone.
// CHECK-LABEL: func.func @activation
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x8xf32>)
// CHECK: %[[X:.*]] = linalg.matmul ins(%[[A]], %[[B]]
// CHECK-NOT: offload.
// CHECK: %[[Y:.*]] = arith.addf %[[X]], %[[X]]
// CHECK: return %[[Y]]
// NVME-LABEL: func.func @activation
// NVME: "offload.store"
// NVME: "offload.detach"
// NVME: "offload.prefetch"
func.func @activation(%a: tensor<4x8xf32>, %b: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %init = tensor.empty() : tensor<4x8xf32>
  %x = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4x8xf32>) -> !offload.remote<tensor<4x8xf32>>
  "offload.detach"(%x, %r) : (tensor<4x8xf32>, !offload.remote<tensor<4x8xf32>>) -> ()
  %x2 = "offload.prefetch"(%r) : (!offload.remote<tensor<4x8xf32>>) -> tensor<4x8xf32>
  %y = arith.addf %x2, %x2 : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Checks that a weight resident in a tier and prefetched twice goes back to
// the argument at both uses; only the nvme copy goes with tiers=nvme.
// CHECK-LABEL: func.func @weights
// CHECK-SAME: (%[[W:[^:]*]]: tensor<8xf32> {offload.tier = "nvme"}, %[[V:[^:]*]]: tensor<8xf32> {offload.tier = "host"})
// CHECK-NOT: offload.
// CHECK: %[[S:.*]] = arith.addf %[[W]], %[[V]]
// CHECK: arith.mulf %[[S]], %[[W]]
// NVME-LABEL: func.func @weights
// NVME-NOT: "offload.resident"(%arg0)
// NVME: %[[RV:.*]] = "offload.resident"(%arg1) {tier = "host"}
// NVME: %[[PV:.*]] = "offload.prefetch"(%[[RV]])
// NVME: %[[S:.*]] = arith.addf %arg0, %[[PV]]
// NVME: arith.mulf %[[S]], %arg0
func.func @weights(%w: tensor<8xf32> {offload.tier = "nvme"}, %v: tensor<8xf32> {offload.tier = "host"}) -> tensor<8xf32> {
  %rw = "offload.resident"(%w) {tier = "nvme"} : (tensor<8xf32>) -> !offload.remote<tensor<8xf32>>
  %rv = "offload.resident"(%v) {tier = "host"} : (tensor<8xf32>) -> !offload.remote<tensor<8xf32>>
  %w1 = "offload.prefetch"(%rw) : (!offload.remote<tensor<8xf32>>) -> tensor<8xf32>
  %v1 = "offload.prefetch"(%rv) : (!offload.remote<tensor<8xf32>>) -> tensor<8xf32>
  %s = arith.addf %w1, %v1 : tensor<8xf32>
  %w2 = "offload.prefetch"(%rw) : (!offload.remote<tensor<8xf32>>) -> tensor<8xf32>
  %p = arith.mulf %s, %w2 : tensor<8xf32>
  return %p : tensor<8xf32>
}

// -----

// Checks the memref forms: the prefetched buffer becomes the original, the
// releases of both buffers and the waits on erased tokens go away; with
// tiers=nvme the host copy stays and the wait keeps only its token.
// CHECK-LABEL: func.func @buffers
// CHECK-SAME: (%[[M:.*]]: memref<16xf32>, %[[N:.*]]: memref<16xf32>)
// CHECK-NOT: offload.
// CHECK: memref.copy %[[M]], %[[N]]
// CHECK-NEXT: memref.copy %[[N]], %[[M]]
// CHECK-NEXT: return
// NVME-LABEL: func.func @buffers
// NVME-NOT: "offload.store_async"(%arg0)
// NVME: %[[H:.*]]:2 = "offload.store_async"(%arg1) {tier = "host"}
// NVME: "offload.release"(%arg1, %[[H]]#1)
// NVME: %[[P:.*]]:2 = "offload.prefetch_async"(%[[H]]#0, %[[H]]#1)
// NVME: "offload.wait"(%[[P]]#1) : (!offload.token) -> ()
// NVME: memref.copy %arg0, %[[P]]#0
func.func @buffers(%m: memref<16xf32>, %n: memref<16xf32>) {
  %r, %d = "offload.store_async"(%m) {tier = "nvme"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  %h, %hd = "offload.store_async"(%n) {tier = "host"} : (memref<16xf32>) -> (!offload.remote<memref<16xf32>>, !offload.token)
  "offload.release"(%m, %d) : (memref<16xf32>, !offload.token) -> ()
  "offload.release"(%n, %hd) : (memref<16xf32>, !offload.token) -> ()
  %v, %vd = "offload.prefetch_async"(%r, %d) : (!offload.remote<memref<16xf32>>, !offload.token) -> (memref<16xf32>, !offload.token)
  %u, %ud = "offload.prefetch_async"(%h, %hd) : (!offload.remote<memref<16xf32>>, !offload.token) -> (memref<16xf32>, !offload.token)
  "offload.wait"(%vd, %ud) : (!offload.token, !offload.token) -> ()
  memref.copy %v, %u : memref<16xf32> to memref<16xf32>
  memref.copy %u, %v : memref<16xf32> to memref<16xf32>
  "offload.release"(%v) : (memref<16xf32>) -> ()
  return
}

// -----

// Checks that offload ops nested in a loop body are stripped too.
// CHECK-LABEL: func.func @loop
// CHECK: scf.for
// CHECK-NOT: offload.
// CHECK: arith.addf %{{.*}}, %{{.*}} : tensor<8xf32>
// CHECK: scf.yield
func.func @loop(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<8xf32>) {
    %r = "offload.store"(%acc) {tier = "cxl"} : (tensor<8xf32>) -> !offload.remote<tensor<8xf32>>
    "offload.detach"(%acc, %r) : (tensor<8xf32>, !offload.remote<tensor<8xf32>>) -> ()
    %b = "offload.prefetch"(%r) : (!offload.remote<tensor<8xf32>>) -> tensor<8xf32>
    %s = arith.addf %b, %b : tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %res : tensor<8xf32>
}

// -----

// Checks that a function without offload ops is left as it is.
// CHECK-LABEL: func.func @plain
// CHECK-NEXT: arith.addf
// CHECK-NEXT: return
func.func @plain(%x: tensor<8xf32>) -> tensor<8xf32> {
  %s = arith.addf %x, %x : tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

// Checks that chunks come back as the values they were stored from: the
// chain of chunk prefetches (into a base and into a new buffer) reads %x
// and %w again.
// CHECK-LABEL: func.func @chunks
// CHECK-NEXT: %[[X:.*]] = arith.addf %arg1, %arg1
// CHECK-NEXT: %[[Y:.*]] = arith.addf %[[X]], %arg0
// CHECK-NEXT: return %[[Y]]
func.func @chunks(%w: tensor<8xf32> {offload.tier = "host"}, %a: tensor<8xf32>) -> tensor<8xf32> {
  %rw = "offload.resident"(%w) {tier = "host"} : (tensor<8xf32>) -> !offload.remote<tensor<8xf32>>
  %x = arith.addf %a, %a : tensor<8xf32>
  %r0 = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 0, 4>} : (tensor<8xf32>) -> !offload.remote<tensor<8xf32>>
  "offload.detach"(%x, %r0) : (tensor<8xf32>, !offload.remote<tensor<8xf32>>) -> ()
  %x1 = "offload.prefetch_chunk"(%r0, %x) {chunk = array<i64: 0, 4>} : (!offload.remote<tensor<8xf32>>, tensor<8xf32>) -> tensor<8xf32>
  %w0 = "offload.prefetch_chunk"(%rw) {chunk = array<i64: 0, 4>} : (!offload.remote<tensor<8xf32>>) -> tensor<8xf32>
  %w1 = "offload.prefetch_chunk"(%rw, %w0) {chunk = array<i64: 4, 4>} : (!offload.remote<tensor<8xf32>>, tensor<8xf32>) -> tensor<8xf32>
  %y = arith.addf %x1, %w1 : tensor<8xf32>
  return %y : tensor<8xf32>
}
