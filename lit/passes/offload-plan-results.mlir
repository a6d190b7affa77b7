// A result the caller accepts in the tier (result attribute offload.tier,
// or remote-results=N) may leave the device for good after its last use:
// it is stored and detached, and the function returns its remote copy.
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB sink=false' --offload-verify='hw=%S/inputs/fast-link-profile.json' 2>%t.err | FileCheck %s
// RUN: FileCheck %s --input-file=%t.err --check-prefix=REMARK
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB remote-results=1 sink=false' 2>/dev/null | FileCheck %s --check-prefix=OPTION
// The functions are planned on the context's threads; one thread writes
// the same IR and remarks, in the same order.
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB sink=false' -o %t.threads.mlir 2>&1 | sed -e 's/solved in [^,]*//' > %t.threads.err
// RUN: hyperoffload-opt %s --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB sink=false' --mlir-disable-threading -o %t.one.mlir 2>&1 | sed -e 's/solved in [^,]*//' > %t.one.err
// RUN: diff %t.threads.mlir %t.one.mlir
// RUN: diff %t.threads.err %t.one.err
// RUN: FileCheck %s --input-file=%t.one.err --check-prefix=ORDER

// %r (16 KiB) is returned but not used after step 0; the chain after it
// makes and drops 16 KiB tensors. With the attribute, %r leaves after its
// store: the peak falls from 64 KiB (%a, %r and two chain tensors) to 48 KiB.
// REMARK: remark: planned @early_result with {{ilp|heuristic}} on unit-fast-link: peak 64.0KiB -> 48.0KiB (-25.0%)
// CHECK-LABEL: func.func @early_result
// CHECK-SAME: -> (tensor<4096xf32>, !offload.remote<tensor<4096xf32>> {offload.tier = "host"})
// CHECK: %[[R:.*]] = arith.mulf %arg0, %arg0
// CHECK-NEXT: %[[C:.*]] = "offload.store"(%[[R]]) {tier = "host"}
// CHECK: "offload.detach"(%[[R]], %[[C]])
// CHECK-NOT: "offload.prefetch"
// CHECK: return %{{.*}}, %[[C]] : tensor<4096xf32>, !offload.remote<tensor<4096xf32>>
// Without the attribute, remote-results=1 gives the same.
// OPTION: -> (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>
func.func @early_result(%a: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32> {offload.tier = "host"}) {
  %r = arith.mulf %a, %a : tensor<4096xf32>
  %b = arith.addf %a, %a : tensor<4096xf32>
  %c = arith.addf %b, %b : tensor<4096xf32>
  %d = arith.addf %c, %c : tensor<4096xf32>
  %e = arith.addf %d, %d : tensor<4096xf32>
  %f = arith.addf %e, %e : tensor<4096xf32>
  return %f, %r : tensor<4096xf32>, tensor<4096xf32>
}

// A returned tensor used again later may be away in between: %r (16 KiB)
// is stored after its definition, detached while %b, %c and %d peak at
// 80 KiB, and fetched back for its last use; the function then returns the
// fetched copy, not the detached one.
// REMARK: remark: planned @result_used_late with {{ilp|heuristic}} on unit-fast-link: peak 80.0KiB -> 64.0KiB (-20.0%)
// CHECK-LABEL: func.func @result_used_late(
// CHECK-SAME: -> (tensor<4096xf32>, tensor<4096xf32>, f32)
// CHECK: %[[R:.*]] = arith.mulf %arg0, %arg0
// CHECK-NEXT: %[[C:.*]] = "offload.store"(%[[R]]) {tier = "host"}
// CHECK: "offload.detach"(%[[R]], %[[C]])
// CHECK: %[[P:.*]] = "offload.prefetch"(%[[C]])
// CHECK: tensor.extract %[[P]]
// CHECK-NEXT: return %{{.*}}, %[[P]], %{{.*}} :
func.func @result_used_late(%a: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>, f32) {
  %i = arith.constant 0 : index
  %r = arith.mulf %a, %a : tensor<4096xf32>
  %b = arith.addf %a, %a : tensor<4096xf32>
  %c = arith.addf %b, %b : tensor<4096xf32>
  %d = arith.addf %b, %c : tensor<4096xf32>
  %e = arith.addf %d, %d : tensor<4096xf32>
  %f = arith.addf %e, %e : tensor<4096xf32>
  %g = arith.addf %f, %f : tensor<4096xf32>
  %s = tensor.extract %r[%i] : tensor<4096xf32>
  return %g, %r, %s : tensor<4096xf32>, tensor<4096xf32>, f32
}

// The same tensor returned in the tier: away, back for its last use, then
// detached for good; the function returns the one remote copy.
// REMARK: remark: planned @result_used_late_leaves with {{ilp|heuristic}} on unit-fast-link: peak 80.0KiB -> 64.0KiB (-20.0%)
// CHECK-LABEL: func.func @result_used_late_leaves(
// CHECK-SAME: -> (tensor<4096xf32>, !offload.remote<tensor<4096xf32>> {offload.tier = "host"}, f32)
// CHECK: %[[R:.*]] = arith.mulf %arg0, %arg0
// CHECK-NEXT: %[[C:.*]] = "offload.store"(%[[R]]) {tier = "host"}
// CHECK: "offload.detach"(%[[R]], %[[C]])
// CHECK: %[[P:.*]] = "offload.prefetch"(%[[C]])
// CHECK: tensor.extract %[[P]]
// CHECK: "offload.detach"(%[[P]], %[[C]])
// CHECK-NOT: "offload.prefetch"
// CHECK: return %{{.*}}, %[[C]], %{{.*}} :
func.func @result_used_late_leaves(%a: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32> {offload.tier = "host"}, f32) {
  %i = arith.constant 0 : index
  %r = arith.mulf %a, %a : tensor<4096xf32>
  %b = arith.addf %a, %a : tensor<4096xf32>
  %c = arith.addf %b, %b : tensor<4096xf32>
  %d = arith.addf %b, %c : tensor<4096xf32>
  %e = arith.addf %d, %d : tensor<4096xf32>
  %f = arith.addf %e, %e : tensor<4096xf32>
  %g = arith.addf %f, %f : tensor<4096xf32>
  %s = tensor.extract %r[%i] : tensor<4096xf32>
  %h = arith.addf %g, %g : tensor<4096xf32>
  %k = arith.addf %h, %g : tensor<4096xf32>
  return %k, %r, %s : tensor<4096xf32>, tensor<4096xf32>, f32
}

// A result returned on the device and never used again may be away until
// the return: %r (16 KiB) is stored, detached while %b, %c and %d peak at
// 80 KiB, fetched back in time, and the function returns the fetched copy.
// REMARK: remark: planned @result_back_by_return with {{ilp|heuristic}} on unit-fast-link: peak 80.0KiB -> 64.0KiB (-20.0%)
// CHECK-LABEL: func.func @result_back_by_return(
// CHECK-SAME: -> (tensor<4096xf32>, tensor<4096xf32>)
// CHECK: %[[R:.*]] = arith.mulf %arg0, %arg0
// CHECK-NEXT: %[[C:.*]] = "offload.store"(%[[R]]) {tier = "host"}
// CHECK: "offload.detach"(%[[R]], %[[C]])
// CHECK: %[[P:.*]] = "offload.prefetch"(%[[C]])
// CHECK: return %{{.*}}, %[[P]] :
func.func @result_back_by_return(%a: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) {
  %r = arith.mulf %a, %a : tensor<4096xf32>
  %b = arith.addf %a, %a : tensor<4096xf32>
  %c = arith.addf %b, %b : tensor<4096xf32>
  %d = arith.addf %b, %c : tensor<4096xf32>
  %e = arith.addf %d, %d : tensor<4096xf32>
  %f = arith.addf %e, %e : tensor<4096xf32>
  %g = arith.addf %f, %f : tensor<4096xf32>
  return %g, %r : tensor<4096xf32>, tensor<4096xf32>
}

// ORDER: remark: planned @early_result
// ORDER: remark: planned @result_used_late
// ORDER: remark: planned @result_used_late_leaves
// ORDER: remark: planned @result_back_by_return

// The checker accepts every plan above.
// REMARK: remark: verified @early_result
// REMARK: remark: verified @result_used_late
// REMARK: remark: verified @result_used_late_leaves
// REMARK: remark: verified @result_back_by_return
