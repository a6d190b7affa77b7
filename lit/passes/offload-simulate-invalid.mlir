// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-simulate='hw=%S/inputs/unit-profile.json'
// RUN: not hyperoffload-opt %s --split-input-file --offload-simulate='hw=%S/inputs/bad-profile.json' 2>&1 | FileCheck %s --check-prefix=PROFILE
// RUN: not hyperoffload-opt %s --split-input-file --offload-simulate='hw=%S/inputs/staged-profile.json' 2>&1 | FileCheck %s --check-prefix=STAGED
// RUN: not hyperoffload-opt %s --offload-simulate='hw=h100-imaginary' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not hyperoffload-opt %s --offload-simulate='hw=unit perf-record=%S/inputs/missing.json' 2>&1 | FileCheck %s --check-prefix=UNKNOWN2
// RUN: not hyperoffload-opt %s --split-input-file --offload-simulate='hw=gh200-c2c perf-record=%S/inputs/bad-profile.json' 2>&1 | FileCheck %s --check-prefix=RECORD

// PROFILE: error: cannot load hardware profile '{{.*}}bad-profile.json': {{.*}}bad-profile.json{{.*}}hbm_bytes_per_s
// STAGED: error: cannot load hardware profile '{{.*}}staged-profile.json': {{.*}}staged-profile.json: `tiers.nvme.staged_through` names cxl, a tier the profile does not have; add it, or drop staged_through (the tier is then reached directly)
// UNKNOWN: error: pass 'offload-simulate': option 'hw' expects a hardware profile ({{.*}}h200-pcie5{{.*}}) or a JSON profile file, got 'h100-imaginary'
// UNKNOWN2: error: pass 'offload-simulate': option 'hw' expects a hardware profile
// RECORD: error: cannot load performance record: {{.*}}bad-profile.json

// Checks that detaching a value twice is refused: the simulator times only
// schedules the checker passes, whose errors are at their ops.
// expected-error @+1 {{cannot simulate @twice: its schedule breaks 1 rule(s) of the offload ops, each reported at its op}}
func.func @twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = arith.addf %a, %a : tensor<4xf32>
  %r = "offload.store"(%b) {tier = "host"} : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  "offload.detach"(%b, %r) : (tensor<4xf32>, !offload.remote<tensor<4xf32>>) -> ()
  // expected-error @+1 {{step 3 detaches %0 again (step 2 already detached it); keep one detach}}
  "offload.detach"(%b, %r) : (tensor<4xf32>, !offload.remote<tensor<4xf32>>) -> ()
  %c = "offload.prefetch"(%r) : (!offload.remote<tensor<4xf32>>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// Checks that a use after detach is refused.
// expected-error @+1 {{cannot simulate @late_use: its schedule breaks 1 rule(s)}}
func.func @late_use(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = arith.addf %a, %a : tensor<4xf32>
  %r = "offload.store"(%b) {tier = "host"} : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  "offload.detach"(%b, %r) : (tensor<4xf32>, !offload.remote<tensor<4xf32>>) -> ()
  // expected-error @+1 {{step 3 (arith.mulf) uses %0 after step 2 detached it}}
  %c = arith.mulf %b, %b : tensor<4xf32>
  return %c : tensor<4xf32>
}
