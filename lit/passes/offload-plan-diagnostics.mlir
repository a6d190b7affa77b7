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
