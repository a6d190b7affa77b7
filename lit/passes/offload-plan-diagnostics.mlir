// What offload-plan says when a plan cannot meet its budget or moves
// little: the reason, and what would change it.
// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB budget=50KiB'
// RUN: hyperoffload-opt %s --split-input-file --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB' -o /dev/null 2>&1 | FileCheck %s

// Nothing here may move (%a belongs to the caller; %x and %y are used at
// the last step), so no plan goes below the 64 KiB of the last step: the
// budget is refused at once, naming that floor, not after a search.
// CHECK-LABEL: remark: planned @held with {{ilp|heuristic}} on unit-fast-link: peak 64.0KiB -> 64.0KiB (+0.0%)
// CHECK: note: 1 argument the caller holds (16.0KiB, 25% of the peak) stays on the device; name it in remote-args
// CHECK-NOT: note:
func.func @held(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %y = arith.mulf %x, %x : tensor<4096xf32>
  // expected-error @+1 {{no plan for @held fits budget 50.0KiB: no plan that moves what the planner may move peaks below 64.0KiB here (step 2); raise the budget to at least 64.0KiB, or let more tensors move (min-bytes, remote-args)}}
  %z = arith.addf %y, %x : tensor<4096xf32>
  return %z : tensor<4096xf32>
}

// -----

// A function without tensors has nothing to plan: no change, not -100%.
// CHECK-LABEL: remark: planned @empty with {{ilp|heuristic}} on unit-fast-link: peak 0B -> 0B (+0.0%)
// expected-remark @+1 {{planned @empty}}
func.func @empty() {
  return
}

// -----

// Each op needs 32 KiB, but at the return the caller holds %a and takes
// three results on the device: 64 KiB that no plan can move, refused at
// once at the last op, with the options that would change it.
// Without a budget, the remark says what holds the peak.
// CHECK-LABEL: remark: planned @returns with {{ilp|heuristic}} on unit-fast-link: peak 64.0KiB -> 64.0KiB (+0.0%)
// CHECK: note: the peak is what every plan holds at the return: the arguments the caller holds (16.0KiB) and the results returned on the device (48.0KiB); results the caller takes in the tier (remote-results) or arguments freed after their last use (donate-args) would let a plan go lower
func.func @returns(%a: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>) {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %y = arith.mulf %a, %a : tensor<4096xf32>
  // expected-error @+1 {{budget 50.0KiB is below what every plan of @returns holds on the device at its return: the arguments the caller holds (16.0KiB) and the results returned on the device (48.0KiB); raise the budget to at least 64.0KiB, or let results leave for the tier (remote-results) or arguments be freed after their last use (donate-args)}}
  %z = arith.subf %a, %a : tensor<4096xf32>
  return %x, %y, %z : tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>
}

// -----

// Four donated 16 KiB arguments are all on the device when the function
// starts, whatever moves after: refused at the first op.
// CHECK-LABEL: remark: planned @entry with {{ilp|heuristic}} on unit-fast-link
func.func @entry(%a: tensor<4096xf32> {tf.aliasing_output = 0 : i32}, %b: tensor<4096xf32> {tf.aliasing_output = 0 : i32},
                 %c: tensor<4096xf32> {tf.aliasing_output = 0 : i32}, %d: tensor<4096xf32> {tf.aliasing_output = 0 : i32}) -> tensor<4096xf32> {
  // expected-error @+1 {{budget 50.0KiB is below what every plan of @entry holds on the device at its entry: its arguments on the device (64.0KiB); raise the budget to at least 64.0KiB, or pass arguments in the tier (remote-args)}}
  %x = arith.addf %a, %b : tensor<4096xf32>
  %y = arith.addf %c, %d : tensor<4096xf32>
  %z = arith.addf %x, %y : tensor<4096xf32>
  return %z : tensor<4096xf32>
}
