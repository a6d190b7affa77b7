// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(offload-bufferize-prepare,one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops function-boundary-type-conversion=identity-layout-map unknown-type-conversion=identity-layout-map},offload-bufferize)'

// Checks that a chunk outside its tensor is refused at the op.
func.func @chunk_outside(%x: tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  // expected-error @+1 {{the chunk [8, 24) of 'offload.store_chunk' does not lie inside tensor<16xf32>, which has 16 elements}}
  %r = "offload.store_chunk"(%a) {tier = "host", chunk = array<i64: 8, 16>} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  "offload.detach"(%a, %r) : (tensor<16xf32>, !offload.remote<tensor<16xf32>>) -> ()
  return
}

// -----

// Checks that a chunk prefetch must bring back the chunk its remote copy
// holds.
func.func @other_chunk(%x: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r = "offload.store_chunk"(%a) {tier = "host", chunk = array<i64: 0, 8>} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  "offload.detach"(%a, %r) : (tensor<16xf32>, !offload.remote<tensor<16xf32>>) -> ()
  // expected-error @+1 {{offload.prefetch_chunk brings back elements [8, 16), but its remote copy holds another chunk}}
  %p = "offload.prefetch_chunk"(%r, %a) {chunk = array<i64: 8, 8>} : (!offload.remote<tensor<16xf32>>, tensor<16xf32>) -> tensor<16xf32>
  return %p : tensor<16xf32>
}

// -----

// Checks that the remote copy of a chunk is not returned: it holds part of
// a tensor.
func.func @return_chunk(%x: tensor<16xf32>) -> !offload.remote<tensor<16xf32>> {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r = "offload.store_chunk"(%a) {tier = "host", chunk = array<i64: 0, 8>} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  // expected-error @+1 {{'func.return' uses the remote copy of a chunk; only offload.detach and offload.prefetch_chunk may}}
  return %r : !offload.remote<tensor<16xf32>>
}

// -----

// Checks that a chunk prefetch from the resident copy of one chunk of a
// weight must bring back that chunk.
func.func @other_weight_chunk(%w: tensor<16xf32> {offload.tier = "host"}) -> tensor<16xf32> {
  %r = "offload.resident"(%w) {tier = "host", chunk = array<i64: 0, 8>} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  // expected-error @+1 {{offload.prefetch_chunk brings back elements [8, 16), but its remote copy holds another chunk; prefetch the chunk that 'offload.resident' names}}
  %p = "offload.prefetch_chunk"(%r) {chunk = array<i64: 8, 8>} : (!offload.remote<tensor<16xf32>>) -> tensor<16xf32>
  return %p : tensor<16xf32>
}

// -----

// Checks that the resident copy of a weight's chunk lies in the weight.
func.func @weight_chunk_outside(%w: tensor<16xf32> {offload.tier = "host"}) -> tensor<16xf32> {
  // expected-error @+1 {{the chunk [8, 24) of 'offload.resident' does not lie inside tensor<16xf32>, which has 16 elements}}
  %r = "offload.resident"(%w) {tier = "host", chunk = array<i64: 8, 16>} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  %p = "offload.prefetch_chunk"(%r) {chunk = array<i64: 8, 8>} : (!offload.remote<tensor<16xf32>>) -> tensor<16xf32>
  return %p : tensor<16xf32>
}
