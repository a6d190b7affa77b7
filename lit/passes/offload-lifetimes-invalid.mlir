// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-lifetimes
// RUN: not hyperoffload-opt %s --split-input-file --offload-lifetimes='dynamic-dim=128' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOUND
// RUN: not hyperoffload-opt %s --offload-lifetimes='remote-args=5-2' 2>&1 | FileCheck %s --check-prefix=RANGE

// RANGE: error: pass 'offload-lifetimes': option 'remote-args' expects argument indices and ranges, e.g. 3,5-40, got '5-2'

// Checks that a dynamic shape without a bound names the value and the fix;
// with dynamic-dim=128 the sizes use the bound (1x128xi64 = 1 KiB).
// expected-error @+1 {{%arg0 has dynamic type tensor<1x?xi64>; give each dynamic dimension a bound with the option dynamic-dim=N}}
func.func @dynamic(%ids: tensor<1x?xi64>) -> tensor<1x?xi64> {
  return %ids : tensor<1x?xi64>
}
// BOUND: remark: lifetimes @dynamic
// BOUND: argument bytes           1024 (1.0KiB)

// -----

// Checks that an element type of unknown size is refused at its op.
func.func @pointers(%p: !llvm.ptr) {
  // expected-error @+1 {{cannot size %0 of type tensor<4x!llvm.ptr>: its element type '!llvm.ptr' has no known size}}
  %t = tensor.from_elements %p, %p, %p, %p : tensor<4x!llvm.ptr>
  return
}

// -----

// Checks an invalid offload.tier argument attribute.
// expected-error @+1 {{argument 0 has offload.tier = "disk"; expected hbm, host, cxl, nvme or pool}}
func.func @bad_tier(%w: tensor<4xf32> {offload.tier = "disk"}) -> tensor<4xf32> {
  return %w : tensor<4xf32>
}
