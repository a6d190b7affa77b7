// Option values that are malformed or name what the module does not have:
// each is an error that says what is accepted, and no output is written.
//
// RUN: not hyperoffload-opt %s --offload-strip='tiers=,' 2>&1 | FileCheck %s --check-prefix=TIERS
// RUN: not hyperoffload-opt %s --offload-strip='tiers=host,,cxl' 2>&1 | FileCheck %s --check-prefix=TIERS
// TIERS: error: pass 'offload-strip': option 'tiers' expects a comma-separated list of tiers from host, cxl, nvme, pool
//
// RUN: not hyperoffload-opt %s --offload-plan='slowdown=99999999999999999999999' 2>&1 | FileCheck %s --check-prefix=SLOWDOWN
// SLOWDOWN: error: pass 'offload-plan': option 'slowdown' expects a percentage from 0% to 10000%
//
// RUN: not hyperoffload-opt %s --offload-lifetimes='dynamic-dim=+5' 2>&1 | FileCheck %s --check-prefix=SIGN
// SIGN: error: pass 'offload-lifetimes': option 'dynamic-dim' expects a size for every dynamic length (2048; 0 for none) and pins of the length of argument ARG's dimension DIM as ARG.DIM=N or ARG.DIM=+K, comma-separated (2047,1.1=+1), got '+5'
//
// RUN: not hyperoffload-opt %s --offload-plan='budget=24gb' 2>&1 | FileCheck %s --check-prefix=UNIT
// UNIT: got '24gb'
// UNIT-SAME: did you mean 24GB (powers of 1000) or 24GiB (powers of 1024)?
//
// RUN: not hyperoffload-opt %s --offload-simulate='hw=%t.missing.json' 2>&1 | FileCheck %s --check-prefix=FILE
// FILE: error: pass 'offload-simulate': option 'hw' expects a hardware profile ({{.*}}) or a JSON profile file, got '{{.*}}.missing.json'; no such file
//
// RUN: not hyperoffload-opt %s --offload-plan='functions=nope' -o %t.out 2>&1 | FileCheck %s --check-prefix=NAMES
// RUN: not test -e %t.out
// NAMES: error: functions names @nope, but no function with a body has that name here; defined: @main, @helper
// RUN: not hyperoffload-opt %s --offload-plan='functions=main,' 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: pass 'offload-plan': option 'functions' expects public (every public function), all, or function names such as main,step, got 'main,'
//
// RUN: not hyperoffload-opt %s --offload-plan='remote-results=7' -o %t.out 2>&1 | FileCheck %s --check-prefix=RESULTS
// RESULTS: error: remote-results names result 7, but @main has 2 results (0-1)
//
// A function called in the module keeps its result types: its callers
// expect tensors.
// RUN: not hyperoffload-opt %s --offload-plan='functions=helper remote-results=0 min-bytes=1KiB' -o %t.out 2>&1 | FileCheck %s --check-prefix=CALLED
// CALLED: error: @helper is called at {{.*}}options-invalid.mlir:40:8 in this module, so its results cannot move to a tier
//
// By default only public functions are planned; a private helper is not.
// RUN: hyperoffload-opt %s --offload-plan='min-bytes=1KiB' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PUBLIC
// PUBLIC: remark: planned @main
// PUBLIC-NOT: planned @helper
func.func @main(%a: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) {
  %x = call @helper(%a) : (tensor<4096xf32>) -> tensor<4096xf32>
  %y = arith.addf %x, %a : tensor<4096xf32>
  return %x, %y : tensor<4096xf32>, tensor<4096xf32>
}

func.func private @helper(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.mulf %a, %a : tensor<4096xf32>
  return %x : tensor<4096xf32>
}
