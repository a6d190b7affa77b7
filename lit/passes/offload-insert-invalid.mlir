// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-insert

// Checks that a plan placed on another version of the function is refused.
// expected-error @+1 {{cannot insert the offload.plan of @changed: the function's ops changed since offload-place; place again}}
func.func @changed(%a: tensor<4096xf32>) -> tensor<4096xf32> attributes {offload.plan = "{\22fingerprint\22:1,\22ops\22:1,\22plan\22:{\22tensors\22:[]},\22version\22:1}"} {
  %x = arith.addf %a, %a : tensor<4096xf32>
  return %x : tensor<4096xf32>
}

// -----

// Checks that a malformed plan is refused with the reason.
// expected-error @+1 {{cannot insert the offload.plan of @garbled: malformed JSON}}
func.func @garbled(%a: tensor<4096xf32>) -> tensor<4096xf32> attributes {offload.plan = "{not json"} {
  return %a : tensor<4096xf32>
}

// -----

// Checks that a function without a plan is left alone.
// CHECK-NOT: offload.
func.func @unplanned(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  return %a : tensor<4096xf32>
}
