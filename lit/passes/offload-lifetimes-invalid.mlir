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

// -----

// Checks that an empty tier name is an error too (its string has no data:
// reading it once crashed).
// expected-error @+1 {{argument 0 has offload.tier = ""; expected hbm, host, cxl, nvme or pool}}
func.func @empty_tier(%w: tensor<4xf32> {offload.tier = ""}) -> tensor<4xf32> {
  return %w : tensor<4xf32>
}

// -----

// Checks that a tensor whose byte size does not fit 64 bits is refused at
// the value (its size once wrapped to a peak of 0B).
// expected-error @+1 {{%arg0 of type tensor<4294967296x4294967296x16xf32> holds more than 2^64 bytes; no device holds it}}
func.func @huge(%x: tensor<4294967296x4294967296x16xf32>) -> tensor<4294967296x4294967296x16xf32> {
  return %x : tensor<4294967296x4294967296x16xf32>
}

// -----

// Checks that tensors whose sizes sum past 64 bits are refused at the one
// that overflows (every peak is a sum of them).
func.func @sum_too_large(%x: tensor<2305843009213693952xf32>) -> tensor<2305843009213693952xf32> {
  // expected-error @+1 {{%0 of type tensor<2305843009213693952xf32> brings the function's tensors past 2^64 bytes in all; no device holds them}}
  %y = arith.addf %x, %x : tensor<2305843009213693952xf32>
  return %y : tensor<2305843009213693952xf32>
}

// Checks that remote-args naming a missing argument is refused.
// RUN: not hyperoffload-opt %s --split-input-file --offload-lifetimes='remote-args=0-500' -o %t.out 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not test -e %t.out
// ARGS: error: remote-args names argument 500, but @dynamic has 1 arguments (0-0)
// A bound on dynamic dimensions that makes a size overflow is an error too.
// RUN: not hyperoffload-opt %s --split-input-file --offload-lifetimes='dynamic-dim=18446744073709551615' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// OVERFLOW: error: %arg0 of type tensor<1x?xi64> holds more than 2^64 bytes with its dynamic dimensions of size 18446744073709551615; give a smaller bound (dynamic-dim, or dim-max of offload-capacity)
