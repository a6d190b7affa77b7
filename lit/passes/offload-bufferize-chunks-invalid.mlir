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
  // expected-error @+1 {{the function returns the copy of an offload.store_chunk, which holds 8 of the 16 elements of tensor<16xf32>; store the other chunks into it (offload.store_chunk with `into`) first}}
  return %r : !offload.remote<tensor<16xf32>>
}

// -----

// Checks that a chain of chunk stores that misses a chunk is not returned
// either.
func.func @return_partial_chain(%x: tensor<24xf32>) -> !offload.remote<tensor<24xf32>> {
  %e = tensor.empty() : tensor<24xf32>
  %a = linalg.add ins(%x, %x : tensor<24xf32>, tensor<24xf32>) outs(%e : tensor<24xf32>) -> tensor<24xf32>
  %r0 = "offload.store_chunk"(%a) {tier = "host", chunk = array<i64: 0, 8>} : (tensor<24xf32>) -> !offload.remote<tensor<24xf32>>
  %r1 = "offload.store_chunk"(%a, %r0) {tier = "host", chunk = array<i64: 16, 8>} : (tensor<24xf32>, !offload.remote<tensor<24xf32>>) -> !offload.remote<tensor<24xf32>>
  // expected-error @+1 {{which holds 16 of the 24 elements of tensor<24xf32>}}
  return %r1 : !offload.remote<tensor<24xf32>>
}

// -----

// Checks that a chunk is stored into a copy once.
func.func @into_twice(%x: tensor<16xf32>) -> !offload.remote<tensor<16xf32>> {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r0 = "offload.store_chunk"(%a) {tier = "host", chunk = array<i64: 0, 8>} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  // expected-error @+1 {{offload.store_chunk writes elements [4, 12) into a copy that already holds [0, 8); store each chunk once}}
  %r1 = "offload.store_chunk"(%a, %r0) {tier = "host", chunk = array<i64: 4, 8>} : (tensor<16xf32>, !offload.remote<tensor<16xf32>>) -> !offload.remote<tensor<16xf32>>
  return %r1 : !offload.remote<tensor<16xf32>>
}

// -----

// Checks that a chunk is stored into a copy in its own tier.
func.func @into_other_tier(%x: tensor<16xf32>) -> !offload.remote<tensor<16xf32>> {
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.add ins(%x, %x : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r0 = "offload.store_chunk"(%a) {tier = "host", chunk = array<i64: 0, 8>} : (tensor<16xf32>) -> !offload.remote<tensor<16xf32>>
  // expected-error @+1 {{offload.store_chunk writes into a copy in another tier; store into the tier of the copy it names}}
  %r1 = "offload.store_chunk"(%a, %r0) {tier = "cxl", chunk = array<i64: 8, 8>} : (tensor<16xf32>, !offload.remote<tensor<16xf32>>) -> !offload.remote<tensor<16xf32>>
  return %r1 : !offload.remote<tensor<16xf32>>
}

// -----

// Checks that two stores do not write into one copy: a chain is linear.
func.func @into_forked(%x: tensor<24xf32>) -> !offload.remote<tensor<24xf32>> {
  %e = tensor.empty() : tensor<24xf32>
  %a = linalg.add ins(%x, %x : tensor<24xf32>, tensor<24xf32>) outs(%e : tensor<24xf32>) -> tensor<24xf32>
  %r0 = "offload.store_chunk"(%a) {tier = "host", chunk = array<i64: 0, 8>} : (tensor<24xf32>) -> !offload.remote<tensor<24xf32>>
  // expected-error @+1 {{two offload.store_chunk ops write into one copy; chain them, each into the copy the one before made}}
  %r1 = "offload.store_chunk"(%a, %r0) {tier = "host", chunk = array<i64: 8, 8>} : (tensor<24xf32>, !offload.remote<tensor<24xf32>>) -> !offload.remote<tensor<24xf32>>
  %r2 = "offload.store_chunk"(%a, %r0) {tier = "host", chunk = array<i64: 16, 8>} : (tensor<24xf32>, !offload.remote<tensor<24xf32>>) -> !offload.remote<tensor<24xf32>>
  return %r2 : !offload.remote<tensor<24xf32>>
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
