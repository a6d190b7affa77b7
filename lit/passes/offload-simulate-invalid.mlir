// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-simulate='hw=%S/inputs/unit-profile.json'
// RUN: not hyperoffload-opt %s --split-input-file --offload-simulate='hw=%S/inputs/bad-profile.json' 2>&1 | FileCheck %s --check-prefix=PROFILE
// RUN: not hyperoffload-opt %s --offload-simulate='hw=h100-imaginary' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not hyperoffload-opt %s --offload-simulate='hw=unit perf-record=%S/inputs/missing.json' 2>&1 | FileCheck %s --check-prefix=UNKNOWN2
// RUN: not hyperoffload-opt %s --split-input-file --offload-simulate='hw=gh200-c2c perf-record=%S/inputs/bad-profile.json' 2>&1 | FileCheck %s --check-prefix=RECORD

// PROFILE: error: cannot load hardware profile '{{.*}}bad-profile.json': {{.*}}bad-profile.json{{.*}}hbm_bytes_per_s
// UNKNOWN: error: pass 'offload-simulate': option 'hw' expects a hardware profile ({{.*}}h200-pcie5{{.*}}) or a JSON profile file, got 'h100-imaginary'
// UNKNOWN2: error: pass 'offload-simulate': option 'hw' expects a hardware profile
// RECORD: error: cannot load performance record: {{.*}}bad-profile.json

// Checks that detaching a value twice is refused.
// expected-error @+1 {{cannot simulate @twice}}
func.func @twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = arith.addf %a, %a : tensor<4xf32>
  %r = "offload.store"(%b) {tier = "host"} : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  "offload.detach"(%b, %r) : (tensor<4xf32>, !offload.remote<tensor<4xf32>>) -> ()
  "offload.detach"(%b, %r) : (tensor<4xf32>, !offload.remote<tensor<4xf32>>) -> ()
  %c = "offload.prefetch"(%r) : (!offload.remote<tensor<4xf32>>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// Checks that a use after detach is refused.
// expected-error @+1 {{cannot simulate @late_use}}
func.func @late_use(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = arith.addf %a, %a : tensor<4xf32>
  %r = "offload.store"(%b) {tier = "host"} : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  "offload.detach"(%b, %r) : (tensor<4xf32>, !offload.remote<tensor<4xf32>>) -> ()
  %c = arith.mulf %b, %b : tensor<4xf32>
  return %c : tensor<4xf32>
}
