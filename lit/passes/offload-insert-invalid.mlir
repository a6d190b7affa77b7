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

// -----

// Checks that a plan with a step past the end of the function is refused, naming the tensor and step.
// expected-error @+1 {{cannot insert the offload.plan of @leaves: tensor %0 at step 99: the function has 4 steps; place the function again (offload-place)}}
func.func @leaves(%a: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) attributes {offload.plan = "{\22fingerprint\22:4212969116789561828,\22ops\22:4,\22plan\22:{\22tensors\22:[{\22absences\22:[],\22leaves_after\22:99,\22source\22:{\22Store\22:{\22after\22:0}},\22tensor\22:1,\22tier\22:\22host\22}]},\22version\22:1}"} {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %z = arith.mulf %a, %a : tensor<4096xf32>
  %w = arith.addf %z, %z : tensor<4096xf32>
  %y = arith.addf %x, %w : tensor<4096xf32>
  return %y, %x : tensor<4096xf32>, tensor<4096xf32>
}

// -----

// Checks that a plan with a detach before the store is refused, naming the tensor and step.
// The error is at the op of the step at fault (step 1).
// expected-error @+3 {{cannot insert the offload.plan of @early_detach: tensor %0 at step 1: it is detached before its store after step 2; place the function again (offload-place)}}
func.func @early_detach(%a: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) attributes {offload.plan = "{\22fingerprint\22:4212969116789561828,\22ops\22:4,\22plan\22:{\22tensors\22:[{\22absences\22:[{\22detach_after\22:1,\22first_use\22:3,\22prefetch_before\22:3}],\22leaves_after\22:null,\22source\22:{\22Store\22:{\22after\22:2}},\22tensor\22:1,\22tier\22:\22host\22}]},\22version\22:1}"} {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %z = arith.mulf %a, %a : tensor<4096xf32>
  %w = arith.addf %z, %z : tensor<4096xf32>
  %y = arith.addf %x, %w : tensor<4096xf32>
  return %y, %x : tensor<4096xf32>, tensor<4096xf32>
}

// -----

// Checks that a plan with a tensor planned twice is refused, naming the tensor and step.
// expected-error @+1 {{cannot insert the offload.plan of @twice: tensor %1: it is planned twice; place the function again (offload-place)}}
func.func @twice(%a: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) attributes {offload.plan = "{\22fingerprint\22:4212969116789561828,\22ops\22:4,\22plan\22:{\22tensors\22:[{\22absences\22:[],\22leaves_after\22:null,\22source\22:{\22Store\22:{\22after\22:1}},\22tensor\22:2,\22tier\22:\22host\22},{\22absences\22:[],\22leaves_after\22:null,\22source\22:{\22Store\22:{\22after\22:1}},\22tensor\22:2,\22tier\22:\22host\22}]},\22version\22:1}"} {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %z = arith.mulf %a, %a : tensor<4096xf32>
  %w = arith.addf %z, %z : tensor<4096xf32>
  %y = arith.addf %x, %w : tensor<4096xf32>
  return %y, %x : tensor<4096xf32>, tensor<4096xf32>
}

// -----

// Checks that a plan with a tensor that leaves but is not returned is refused, naming the tensor and step.
// The error is at the op of the step at fault (step 2).
// expected-error @+4 {{cannot insert the offload.plan of @not_returned: tensor %1 at step 2: it leaves the device for good but the function does not return it; place the function again (offload-place)}}
func.func @not_returned(%a: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) attributes {offload.plan = "{\22fingerprint\22:4212969116789561828,\22ops\22:4,\22plan\22:{\22tensors\22:[{\22absences\22:[],\22leaves_after\22:2,\22source\22:{\22Store\22:{\22after\22:1}},\22tensor\22:2,\22tier\22:\22host\22}]},\22version\22:1}"} {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %z = arith.mulf %a, %a : tensor<4096xf32>
  %w = arith.addf %z, %z : tensor<4096xf32>
  %y = arith.addf %x, %w : tensor<4096xf32>
  return %y, %x : tensor<4096xf32>, tensor<4096xf32>
}

// -----

// Checks that a plan with a tensor the function does not have is refused, naming the tensor and step.
// expected-error @+1 {{cannot insert the offload.plan of @unknown: tensor 99: the function has 5 tensors; place the function again (offload-place)}}
func.func @unknown(%a: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) attributes {offload.plan = "{\22fingerprint\22:4212969116789561828,\22ops\22:4,\22plan\22:{\22tensors\22:[{\22absences\22:[],\22leaves_after\22:null,\22source\22:{\22Store\22:{\22after\22:0}},\22tensor\22:99,\22tier\22:\22host\22}]},\22version\22:1}"} {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %z = arith.mulf %a, %a : tensor<4096xf32>
  %w = arith.addf %z, %z : tensor<4096xf32>
  %y = arith.addf %x, %w : tensor<4096xf32>
  return %y, %x : tensor<4096xf32>, tensor<4096xf32>
}

// -----

// Checks that a plan with a prefetch after the use it serves is refused, naming the tensor and step.
// The error is at the op of the step at fault (step 3).
// expected-error @+5 {{cannot insert the offload.plan of @late_prefetch: tensor %0 at step 3: its prefetch comes after the use at step 2 it serves; place the function again (offload-place)}}
func.func @late_prefetch(%a: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) attributes {offload.plan = "{\22fingerprint\22:4212969116789561828,\22ops\22:4,\22plan\22:{\22tensors\22:[{\22absences\22:[{\22detach_after\22:0,\22first_use\22:2,\22prefetch_before\22:3}],\22leaves_after\22:null,\22source\22:{\22Store\22:{\22after\22:0}},\22tensor\22:1,\22tier\22:\22host\22}]},\22version\22:1}"} {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %z = arith.mulf %a, %a : tensor<4096xf32>
  %w = arith.addf %z, %z : tensor<4096xf32>
  %y = arith.addf %x, %w : tensor<4096xf32>
  return %y, %x : tensor<4096xf32>, tensor<4096xf32>
}

// -----

// Checks that a plan with a resident source for a tensor on the device is refused, naming the tensor and step.
// expected-error @+1 {{cannot insert the offload.plan of @resident: tensor %0: its source is resident but it is not an argument declared in a tier; place the function again (offload-place)}}
func.func @resident(%a: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) attributes {offload.plan = "{\22fingerprint\22:4212969116789561828,\22ops\22:4,\22plan\22:{\22tensors\22:[{\22absences\22:[],\22leaves_after\22:null,\22source\22:\22Resident\22,\22tensor\22:1,\22tier\22:\22host\22}]},\22version\22:1}"} {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %z = arith.mulf %a, %a : tensor<4096xf32>
  %w = arith.addf %z, %z : tensor<4096xf32>
  %y = arith.addf %x, %w : tensor<4096xf32>
  return %y, %x : tensor<4096xf32>, tensor<4096xf32>
}
