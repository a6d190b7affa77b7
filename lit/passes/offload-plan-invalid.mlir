// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-plan='hw=%S/inputs/fast-link-profile.json min-bytes=4KiB budget=20KiB'
// RUN: not hyperoffload-opt %s --offload-plan='solver=magic' 2>&1 | FileCheck %s --check-prefix=SOLVER
// RUN: not hyperoffload-opt %s --offload-plan='budget=lots' 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: not hyperoffload-opt %s --offload-plan='slowdown=-1%' 2>&1 | FileCheck %s --check-prefix=SLOWDOWN
// SOLVER: error: pass 'offload-plan': option 'solver' expects one of none, reactive, pytorch-ao, interval, heuristic, ilp, checkpoint, checkpoint-offload, selective, selective-offload, got 'magic'
// BUDGET: error: pass 'offload-plan': option 'budget' expects bytes with a unit (24GiB) or a fraction of the no-offload peak (0.6x); 0 for none, got 'lots'
// SLOWDOWN: error: pass 'offload-plan': option 'slowdown' expects a percentage from 0% to 10000% (1%) or a fraction from 0 to 100 (0.01), got '-1%'
// RUN: not hyperoffload-opt %s --offload-plan='recompute=maybe' 2>&1 | FileCheck %s --check-prefix=RECOMPUTE
// RUN: not hyperoffload-opt %s --offload-place='recompute=maybe' 2>&1 | FileCheck %s --check-prefix=RECOMPUTE-PLACE
// RECOMPUTE: error: pass 'offload-plan': option 'recompute' expects one of auto, off, got 'maybe'
// RECOMPUTE-PLACE: error: pass 'offload-place': option 'recompute' expects one of auto, off, got 'maybe'
// A tier the profile lacks is an error at the function, not a solver failure.
// RUN: not hyperoffload-opt %s --split-input-file --offload-plan='hw=gh200-c2c tier=nvme min-bytes=4KiB' 2>&1 | FileCheck %s --check-prefix=TIER
// TIER: error: cannot plan @{{.*}}: tier=nvme: hardware profile `gh200-c2c` has no nvme tier to move tensors to; name a tier it has, or a profile with one

// Checks that a budget below what one op needs at once names that op and
// the bytes: %y reads %x (16 KiB) and writes 16 KiB.
func.func @tight(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  // expected-error @+1 {{budget 20.0KiB is below the 48.0KiB that this op needs on the device at step 1 of @tight; raise the budget to at least 48.0KiB}}
  %y = arith.mulf %x, %a : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

// -----

// Checks that a function that already has offload ops is refused.
// expected-error @+1 {{cannot plan @planned: the function already contains offload ops; strip them first (offload-strip) or plan another function}}
func.func @planned(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %r = "offload.store"(%a) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %b = "offload.prefetch"(%r) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  return %b : tensor<4096xf32>
}
