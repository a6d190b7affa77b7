// Errors about a pass's whole run (an option, the profile, the performance
// record) are located at the first function: a file's module has no place
// in the source of its own (it would print as file:0:0).

// A measured op time no kernel takes (1e15 s) is refused where the record
// loads, naming the op's signature; before, it reached HiGHS, which refused
// the program, and the refusal was unwrapped (a panic).
// RUN: not hyperoffload-opt %s --offload-plan='perf-record=%S/inputs/perf-huge.json' -o %t.mlir 2>&1 | FileCheck %s --check-prefix=RECORD
// RUN: not ls %t.mlir
// RUN: not hyperoffload-opt %s --offload-simulate='perf-record=%S/inputs/perf-huge.json' 2>&1 | FileCheck %s --check-prefix=RECORD
// RECORD: pass-options-invalid.mlir:[[# @LINE + 16]]:1: error: cannot load performance record: {{.*}}perf-huge.json: `[0].seconds` of `linalg.add(tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> (tensor<64x64xf32>)` is 1.0e15s, more than one op takes (3600s at most); give the time of one run in seconds
// RECORD-NOT: internal error

// A number far out of range prints with an exponent, not as 300 digits.
// RUN: not hyperoffload-opt %s --offload-simulate='hw=%S/inputs/huge-rate-profile.json' 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: pass-options-invalid.mlir:[[# @LINE + 11]]:1: error: cannot load hardware profile '{{.*}}huge-rate-profile.json': {{.*}}: `hbm_bytes_per_s` must be a rate between 1e3 and 1e18 per second, got 1.0e300{{$}}

// RUN: not hyperoffload-opt %s --offload-plan='hw=gh200-c2c capacity=nvme:1GiB' 2>&1 | FileCheck %s --check-prefix=CAPACITY
// CAPACITY: pass-options-invalid.mlir:[[# @LINE + 8]]:1: error: capacity=nvme:1073741824: hardware profile `gh200-c2c` has no nvme tier
// RUN: not hyperoffload-opt %s --offload-plan='functions=@absent' 2>&1 | FileCheck %s --check-prefix=FUNCTIONS
// FUNCTIONS: pass-options-invalid.mlir:[[# @LINE + 6]]:1: error: functions names @absent, but no function with a body has that name here; defined: @add
// RUN: not hyperoffload-opt %s --offload-capacity='dim-max=0' 2>&1 | FileCheck %s --check-prefix=DIM-MAX
// DIM-MAX: pass-options-invalid.mlir:[[# @LINE + 4]]:1: error: offload-capacity needs dim-max=N

func.func private @declared(tensor<64x64xf32>) -> tensor<64x64xf32>

func.func @add(%a: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %s = linalg.add ins(%a, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %s : tensor<64x64xf32>
}
