// offload-capacity's refusals: each is an error with the fix, and no output.
// RUN: not hyperoffload-opt %s --offload-capacity='hw=gh200-c2c' 2>&1 | FileCheck %s --check-prefix=NOMAX
// RUN: not hyperoffload-opt %s --offload-capacity='hw=gh200-c2c dim-max=64 budget=0.5x' 2>&1 | FileCheck %s --check-prefix=FRACTION
// RUN: not hyperoffload-opt %s --offload-capacity='hw=gh200-c2c dim-max=64 solver=interval' 2>&1 | FileCheck %s --check-prefix=BASELINE
// RUN: not hyperoffload-opt %s --offload-capacity='hw=gh200-c2c dim-min=100 dim-max=64 functions=grow' 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not hyperoffload-opt %s --offload-capacity='hw=gh200-c2c dim-max=64 functions=fixed' 2>&1 | FileCheck %s --check-prefix=STATIC
// RUN: not hyperoffload-opt %s --offload-capacity='hw=gh200-c2c dim-max=64 dynamic-dim=8' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not hyperoffload-opt %s --offload-capacity='hw=gh200-c2c dim-max=18446744073709551615 functions=grow' 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not hyperoffload-opt %s --offload-capacity='hw=gh200-c2c dim-max=64 functions=grow ttft=1ms tpot=1ms' 2>&1 | FileCheck %s --check-prefix=PHASE
// RUN: not hyperoffload-opt %s --offload-capacity='hw=gh200-c2c dim-max=64 functions=grow ttft=2min' 2>&1 | FileCheck %s --check-prefix=TIME

// PHASE: error: @grow has no integer argument (the tokens), so it is neither a prefill nor a decode step to offload-capacity; give only ttft= or only tpot= for it (functions=NAME)
// PHASE-NOT: module
// TIME: ttft
// TIME-SAME: a time: seconds (2) or with a unit (200ms, 150us)
// NOMAX: error: offload-capacity needs dim-max=N, the longest length to search
// NOMAX-NOT: module
// FRACTION: error: offload-capacity takes the budget in bytes (24GiB), not as a fraction
// BASELINE: error: solver=interval is a baseline; offload-capacity searches every baseline beside ours: give solver=ilp or solver=heuristic
// RANGE: error: cannot search the capacity of @grow: the range 100..=64 in steps of 1 is empty; give 1 <= dim-min <= dim-max and dim-step >= 1
// STATIC: error: @fixed has no dynamic dimension, so there is no length to search
// OPTION: error: offload-capacity searches the length itself: its dynamic-dim only pins the lengths it does not search (ARG.DIM=N); drop the bare size
// HUGE: error: %arg0 of type tensor<?x?xf32> holds more than 2^64 bytes with its dynamic dimensions of size 18446744073709551615; give a smaller bound (dynamic-dim, or dim-max of offload-capacity)
// HUGE-NOT: module

func.func @grow(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  return %x : tensor<?x?xf32>
}

func.func @fixed(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
