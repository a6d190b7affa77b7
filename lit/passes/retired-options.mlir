// An option a pass no longer has is an error that says what to use
// instead: objective= is gone, budget= says what a plan optimizes.
//
// RUN: not hyperoffload-opt %s --offload-plan='objective=min-peak' -o %t.out 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: not test -e %t.out
// PLAN: error: pass 'offload-plan' no longer has option 'objective': budget= says what a plan optimizes: with a budget (24GiB, or 0.6x of the no-offload peak) the fastest plan within it, which objective=min-makespan asked; without one (budget=0, the default) the lowest peak within slowdown=, which objective=min-peak asked
//
// RUN: not hyperoffload-opt %s --pass-pipeline='builtin.module(offload-place{objective=min-makespan budget=1MiB})' 2>&1 | FileCheck %s --check-prefix=PLACE
// PLACE: error: pass 'offload-place' no longer has option 'objective': budget= says
//
// A pass that never had it: an unknown option, as any other.
// RUN: not hyperoffload-opt %s --offload-strip='objective=min-peak' 2>&1 | FileCheck %s --check-prefix=STRIP
// STRIP: error: pass 'offload-strip' has no option 'objective'; accepted: tiers

func.func @main(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  return %a : tensor<4096xf32>
}
