// RUN: %mlir_opt --irdl-file=%offload_irdl %s | FileCheck %s
// RUN: %mlir_opt --irdl-file=%offload_irdl %s | %mlir_opt --irdl-file=%offload_irdl | FileCheck %s
// RUN: %mlir_opt --irdl-file=%offload_irdl --verify-roundtrip %s | FileCheck %s
// RUN: not %mlir_opt %s 2>&1 | FileCheck %s --check-prefix=NO-IRDL

// Checks that upstream mlir-opt, given only dialect/offload.irdl.mlir, parses,
// verifies and prints every offload op and type (and fails without it).

// NO-IRDL: error: operation being parsed with an unregistered dialect

// CHECK-LABEL: func.func @tensor_forms(
// CHECK-SAME: %[[X:.*]]: tensor<2x3xf16>, %[[W:.*]]: tensor<3x3xf16> {offload.tier = "host"})
// CHECK: %[[WR:.*]] = "offload.resident"(%[[W]]) {tier = "host"} : (tensor<3x3xf16>) -> !offload.remote<tensor<3x3xf16>>
// CHECK: %[[R:.*]] = "offload.store"(%[[X]]) {tier = "cxl"} : (tensor<2x3xf16>) -> !offload.remote<tensor<2x3xf16>>
// CHECK: "offload.detach"(%[[X]], %[[R]]) : (tensor<2x3xf16>, !offload.remote<tensor<2x3xf16>>) -> ()
// CHECK: %[[WP:.*]] = "offload.prefetch"(%[[WR]]) : (!offload.remote<tensor<3x3xf16>>) -> tensor<3x3xf16>
// CHECK: %[[XP:.*]] = "offload.prefetch"(%[[R]]) : (!offload.remote<tensor<2x3xf16>>) -> tensor<2x3xf16>
// CHECK: return %[[XP]], %[[WP]]
func.func @tensor_forms(%x: tensor<2x3xf16>, %w: tensor<3x3xf16> {offload.tier = "host"})
    -> (tensor<2x3xf16>, tensor<3x3xf16>) {
  %wr = "offload.resident"(%w) {tier = "host"} : (tensor<3x3xf16>) -> !offload.remote<tensor<3x3xf16>>
  %r = "offload.store"(%x) {tier = "cxl"} : (tensor<2x3xf16>) -> !offload.remote<tensor<2x3xf16>>
  "offload.detach"(%x, %r) : (tensor<2x3xf16>, !offload.remote<tensor<2x3xf16>>) -> ()
  %wp = "offload.prefetch"(%wr) : (!offload.remote<tensor<3x3xf16>>) -> tensor<3x3xf16>
  %xp = "offload.prefetch"(%r) : (!offload.remote<tensor<2x3xf16>>) -> tensor<2x3xf16>
  return %xp, %wp : tensor<2x3xf16>, tensor<3x3xf16>
}

// CHECK-LABEL: func.func @memref_forms(
// CHECK-SAME: %[[M:.*]]: memref<2x3xf16>)
// CHECK: %[[S:.*]]:2 = "offload.store_async"(%[[M]]) {tier = "pool"} : (memref<2x3xf16>) -> (!offload.remote<memref<2x3xf16>>, !offload.token)
// CHECK: "offload.release"(%[[M]], %[[S]]#1) : (memref<2x3xf16>, !offload.token) -> ()
// CHECK: %[[P:.*]]:2 = "offload.prefetch_async"(%[[S]]#0, %[[S]]#1) : (!offload.remote<memref<2x3xf16>>, !offload.token) -> (memref<2x3xf16>, !offload.token)
// CHECK: "offload.wait"(%[[P]]#1) : (!offload.token) -> ()
// CHECK: return %[[P]]#0
func.func @memref_forms(%m: memref<2x3xf16>) -> memref<2x3xf16> {
  %r, %stored = "offload.store_async"(%m) {tier = "pool"} : (memref<2x3xf16>) -> (!offload.remote<memref<2x3xf16>>, !offload.token)
  "offload.release"(%m, %stored) : (memref<2x3xf16>, !offload.token) -> ()
  %v, %ready = "offload.prefetch_async"(%r, %stored) : (!offload.remote<memref<2x3xf16>>, !offload.token) -> (memref<2x3xf16>, !offload.token)
  "offload.wait"(%ready) : (!offload.token) -> ()
  return %v : memref<2x3xf16>
}
