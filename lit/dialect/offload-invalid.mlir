// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics

// Checks that !offload.remote rejects a parameter that is not a tensor or memref.
// expected-error @+1 {{'i32' does not satisfy the constraint}}
func.func private @remote_of_integer(!offload.remote<i32>)

// -----

// Checks that !offload.remote rejects an unranked tensor parameter.
// expected-error @+1 {{'tensor<*xf32>' does not satisfy the constraint}}
func.func private @remote_of_unranked(!offload.remote<tensor<*xf32>>)

// -----

// Checks that !offload.remote requires its parameter.
// expected-error @+1 {{expected 1 type arguments, but had 0}}
func.func private @remote_without_parameter(!offload.remote)

// -----

// Checks that !offload.token takes no parameter.
// expected-error @+1 {{expected 0 type arguments, but had 1}}
func.func private @token_with_parameter(!offload.token<i32>)

// -----

// Checks that offload.store rejects "hbm": the device is not a remote tier.
func.func @store_tier_hbm(%x: tensor<4xf32>) {
  // expected-error @+1 {{'"hbm"' does not satisfy the constraint}}
  %r = "offload.store"(%x) {tier = "hbm"} : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  return
}

// -----

// Checks that offload.store rejects a tier that is not a string.
func.func @store_tier_not_string(%x: tensor<4xf32>) {
  // expected-error @+1 {{'1 : i32' does not satisfy the constraint}}
  %r = "offload.store"(%x) {tier = 1 : i32} : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  return
}

// -----

// Checks that offload.store requires the tier attribute.
func.func @store_missing_tier(%x: tensor<4xf32>) {
  // expected-error @+1 {{'offload.store' op attribute "tier" is expected but not provided}}
  %r = "offload.store"(%x) : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  return
}

// -----

// Checks that offload.store ties its operand type to the remote's parameter.
func.func @store_type_mismatch(%x: tensor<4xf32>) {
  // expected-error @+1 {{expected 'tensor<4xf32>' but got 'tensor<8xf32>'}}
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4xf32>) -> !offload.remote<tensor<8xf32>>
  return
}

// -----

// Checks that offload.store takes a tensor, not a memref (use store_async).
func.func @store_of_memref(%x: memref<4xf32>) {
  // expected-error @+1 {{expected base type 'builtin.tensor' but got 'builtin.memref'}}
  %r = "offload.store"(%x) {tier = "host"} : (memref<4xf32>) -> !offload.remote<memref<4xf32>>
  return
}

// -----

// Checks that offload.store has exactly one result.
func.func @store_two_results(%x: tensor<4xf32>) {
  // expected-error @+1 {{op expects exactly 1 results, but got 2}}
  %r:2 = "offload.store"(%x) {tier = "host"} : (tensor<4xf32>) -> (!offload.remote<tensor<4xf32>>, !offload.remote<tensor<4xf32>>)
  return
}

// -----

// Checks that offload.detach ties the value's type to the remote's parameter.
func.func @detach_type_mismatch(%x: tensor<4xf32>, %r: !offload.remote<tensor<8xf32>>) {
  // expected-error @+1 {{expected 'tensor<4xf32>' but got 'tensor<8xf32>'}}
  "offload.detach"(%x, %r) : (tensor<4xf32>, !offload.remote<tensor<8xf32>>) -> ()
  return
}

// -----

// Checks that offload.detach takes both the value and its remote.
func.func @detach_missing_remote(%x: tensor<4xf32>) {
  // expected-error @+1 {{op expects exactly 2 operands, but got 1}}
  "offload.detach"(%x) : (tensor<4xf32>) -> ()
  return
}

// -----

// Checks that offload.prefetch ties the result type to the remote's parameter.
func.func @prefetch_type_mismatch(%r: !offload.remote<tensor<8xf32>>) {
  // expected-error @+1 {{expected 'tensor<8xf32>' but got 'tensor<4xf32>'}}
  %y = "offload.prefetch"(%r) : (!offload.remote<tensor<8xf32>>) -> tensor<4xf32>
  return
}

// -----

// Checks that offload.prefetch works on tensors only (use prefetch_async).
func.func @prefetch_of_memref(%r: !offload.remote<memref<8xf32>>) {
  // expected-error @+1 {{expected base type 'builtin.tensor' but got 'builtin.memref'}}
  %y = "offload.prefetch"(%r) : (!offload.remote<memref<8xf32>>) -> memref<8xf32>
  return
}

// -----

// Checks that offload.resident rejects "hbm" as a tier.
func.func @resident_tier_hbm(%w: tensor<4xf32>) {
  // expected-error @+1 {{'"hbm"' does not satisfy the constraint}}
  %r = "offload.resident"(%w) {tier = "hbm"} : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  return
}

// -----

// Checks that offload.resident requires the tier attribute.
func.func @resident_missing_tier(%w: tensor<4xf32>) {
  // expected-error @+1 {{'offload.resident' op attribute "tier" is expected but not provided}}
  %r = "offload.resident"(%w) : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  return
}

// -----

// Checks that offload.resident ties a memref operand to a memref remote.
func.func @resident_kind_mismatch(%m: memref<4xf32>) {
  // expected-error @+1 {{expected 'memref<4xf32>' but got 'tensor<4xf32>'}}
  %r = "offload.resident"(%m) {tier = "host"} : (memref<4xf32>) -> !offload.remote<tensor<4xf32>>
  return
}

// -----

// Checks that offload.store_async takes a memref, not a tensor.
func.func @store_async_of_tensor(%x: tensor<4xf32>) {
  // expected-error @+1 {{expected base type 'builtin.memref' but got 'builtin.tensor'}}
  %r, %d = "offload.store_async"(%x) {tier = "host"} : (tensor<4xf32>) -> (!offload.remote<tensor<4xf32>>, !offload.token)
  return
}

// -----

// Checks that offload.store_async requires the tier attribute.
func.func @store_async_missing_tier(%m: memref<4xf32>) {
  // expected-error @+1 {{'offload.store_async' op attribute "tier" is expected but not provided}}
  %r, %d = "offload.store_async"(%m) : (memref<4xf32>) -> (!offload.remote<memref<4xf32>>, !offload.token)
  return
}

// -----

// Checks that offload.store_async rejects a tier outside the list.
func.func @store_async_bad_tier(%m: memref<4xf32>) {
  // expected-error @+1 {{'"disk"' does not satisfy the constraint}}
  %r, %d = "offload.store_async"(%m) {tier = "disk"} : (memref<4xf32>) -> (!offload.remote<memref<4xf32>>, !offload.token)
  return
}

// -----

// Checks that offload.store_async ties its operand type to the remote's parameter.
func.func @store_async_type_mismatch(%m: memref<4xf32>) {
  // expected-error @+1 {{expected 'memref<4xf32>' but got 'memref<4xf16>'}}
  %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<4xf32>) -> (!offload.remote<memref<4xf16>>, !offload.token)
  return
}

// -----

// Checks that offload.store_async returns a token as its second result.
func.func @store_async_done_not_token(%m: memref<4xf32>) {
  // expected-error @+1 {{expected base type 'offload.token' but got 'builtin.integer'}}
  %r, %d = "offload.store_async"(%m) {tier = "host"} : (memref<4xf32>) -> (!offload.remote<memref<4xf32>>, i1)
  return
}

// -----

// Checks that offload.release accepts only tokens as deps.
func.func @release_dep_not_token(%m: memref<4xf32>, %t: i1) {
  // expected-error @+1 {{expected base type 'offload.token' but got 'builtin.integer'}}
  "offload.release"(%m, %t) : (memref<4xf32>, i1) -> ()
  return
}

// -----

// Checks that offload.release takes a ranked memref.
func.func @release_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{expected base type 'builtin.memref' but got 'builtin.unranked_memref'}}
  "offload.release"(%m) : (memref<*xf32>) -> ()
  return
}

// -----

// Checks that offload.prefetch_async works on memref remotes only.
func.func @prefetch_async_of_tensor(%r: !offload.remote<tensor<8xf32>>) {
  // expected-error @+1 {{expected base type 'builtin.memref' but got 'builtin.tensor'}}
  %v, %d = "offload.prefetch_async"(%r) : (!offload.remote<tensor<8xf32>>) -> (tensor<8xf32>, !offload.token)
  return
}

// -----

// Checks that offload.prefetch_async ties the result type to the remote's parameter.
func.func @prefetch_async_type_mismatch(%r: !offload.remote<memref<8xf32>>) {
  // expected-error @+1 {{expected 'memref<8xf32>' but got 'memref<4xf32>'}}
  %v, %d = "offload.prefetch_async"(%r) : (!offload.remote<memref<8xf32>>) -> (memref<4xf32>, !offload.token)
  return
}

// -----

// Checks that offload.wait accepts only tokens.
func.func @wait_not_token(%t: i1) {
  // expected-error @+1 {{expected base type 'offload.token' but got 'builtin.integer'}}
  "offload.wait"(%t) : (i1) -> ()
  return
}

// -----

// Checks that offload.wait has no results.
func.func @wait_with_result(%t: !offload.token) {
  // expected-error @+1 {{op expects exactly 0 results, but got 1}}
  %x = "offload.wait"(%t) : (!offload.token) -> i1
  return
}

// -----

// Checks that offload.reserve makes a memref, not a tensor.
func.func @reserve_tensor() {
  // expected-error @+1 {{expected base type 'builtin.memref' but got 'builtin.tensor'}}
  %b = "offload.reserve"() : () -> tensor<4xf32>
  return
}

// -----

// Checks that offload.store_chunk_async requires its chunk.
func.func @store_chunk_async_without_chunk(%m: memref<8xf32>) {
  // expected-error @+1 {{'offload.store_chunk_async' op attribute "chunk" is expected but not provided}}
  %r, %d = "offload.store_chunk_async"(%m) {tier = "host"} : (memref<8xf32>) -> (!offload.remote<memref<8xf32>>, !offload.token)
  return
}

// -----

// Checks that the chunk of offload.release_chunk is a dense array.
func.func @release_chunk_not_array(%m: memref<8xf32>) {
  // expected-error @+1 {{expected base attribute 'builtin.dense_array' but got 'builtin.integer'}}
  "offload.release_chunk"(%m) {chunk = 4 : i64} : (memref<8xf32>) -> ()
  return
}

// -----

// Checks that offload.prefetch_chunk_async ties the buffer type to the
// remote's parameter.
func.func @prefetch_chunk_async_type_mismatch(%r: !offload.remote<memref<8xf32>>, %b: memref<4xf32>) {
  // expected-error @+1 {{expected 'memref<8xf32>' but got 'memref<4xf32>'}}
  %d = "offload.prefetch_chunk_async"(%r, %b) {chunk = array<i64: 0, 4>} : (!offload.remote<memref<8xf32>>, memref<4xf32>) -> !offload.token
  return
}

// -----

// Checks that offload.prefetch_chunk_async needs the buffer it fills.
func.func @prefetch_chunk_async_without_buffer(%r: !offload.remote<memref<8xf32>>) {
  // expected-error @+1 {{op expects at least 2 operands, but got 1}}
  %d = "offload.prefetch_chunk_async"(%r) {chunk = array<i64: 0, 4>} : (!offload.remote<memref<8xf32>>) -> !offload.token
  return
}
