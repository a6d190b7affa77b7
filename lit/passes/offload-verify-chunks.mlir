// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-verify='hw=%S/inputs/fast-link-profile.json'
// The chunked schedule of lit/e2e/chunks.test, whose chunked tensor is the
// in-place result of a matmul (a view of its init's buffer): the simulator
// times it, and the program without offload (the reference peak) is
// rebuilt from it.
// RUN: hyperoffload-opt %S/../e2e/inputs/chunks.mlir --offload-simulate=hw=h200-pcie5 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIMULATE
// SIMULATE: remark: simulated @chunks on h200-pcie5: {{.*}} peak 96.0KiB (98304 bytes), h2d 24.0KiB, d2h 16.0KiB

// Chunk schedules, written by hand: a chunk is a range of a tensor's
// row-major elements. Half of %x (elements [0, 2048) of 4096 f32: 8 KiB)
// leaves and comes back into %x's buffer; the other half stays. (The peak
// is at the last op: %a, %x, %z and %y.)
// expected-remark @+1 {{verified @half: 2 transfers, peak 64.0KiB (65536 bytes), makespan 123us}}
func.func @half(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 0, 2048>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  %z = arith.mulf %a, %a : tensor<4096xf32>
  %x2 = "offload.prefetch_chunk"(%r, %x) {chunk = array<i64: 0, 2048>} : (!offload.remote<tensor<4096xf32>>, tensor<4096xf32>) -> tensor<4096xf32>
  %y = arith.addf %x2, %z : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

// -----

// An argument in a tier streams in by halves: the first makes the buffer,
// the second fills it; the use reads it once both are there.
// expected-remark @+1 {{verified @stream: 2 transfers}}
func.func @stream(%w: tensor<4096xf32> {offload.tier = "host"}, %a: tensor<4096xf32>) -> tensor<4096xf32> {
  %r = "offload.resident"(%w) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %w0 = "offload.prefetch_chunk"(%r) {chunk = array<i64: 0, 2048>} : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  %w1 = "offload.prefetch_chunk"(%r, %w0) {chunk = array<i64: 2048, 2048>} : (!offload.remote<tensor<4096xf32>>, tensor<4096xf32>) -> tensor<4096xf32>
  %y = arith.addf %w1, %a : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

// -----

// A use while a chunk is away is reported at the use, with the chunk (in
// bytes) and the detach that released it.
func.func @use_while_away(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 1024, 1024>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  // expected-error @+1 {{step 3 (arith.mulf) uses %0 while its bytes [4096, 8192) is not on the device (since step 2); prefetch that chunk back into it before this use}}
  %y = arith.mulf %x, %x : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

// -----

// A buffer a chunk prefetch made holds only that chunk until the others
// come.
func.func @half_streamed(%w: tensor<4096xf32> {offload.tier = "host"}) -> tensor<4096xf32> {
  %r = "offload.resident"(%w) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %w0 = "offload.prefetch_chunk"(%r) {chunk = array<i64: 0, 2048>} : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  // expected-error @+1 {{uses %1 while its bytes [8192, 16384) is not on the device (since step 1)}}
  %y = arith.addf %w0, %w0 : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

// -----

// The same chunk released twice.
func.func @detach_twice(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 0, 2048>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  // expected-error @+1 {{step 3 detaches %0 again (step 2 already detached it)}}
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  %x2 = "offload.prefetch_chunk"(%r, %x) {chunk = array<i64: 0, 2048>} : (!offload.remote<tensor<4096xf32>>, tensor<4096xf32>) -> tensor<4096xf32>
  %y = arith.mulf %x2, %x2 : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

// -----

// A chunk brought into a buffer that still holds it.
func.func @refill_present(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 0, 2048>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  // expected-error @+1 {{its base already holds bytes [0, 8192) (or part of it); detach that chunk first, or prefetch a chunk that is off the device}}
  %x2 = "offload.prefetch_chunk"(%r, %x) {chunk = array<i64: 0, 2048>} : (!offload.remote<tensor<4096xf32>>, tensor<4096xf32>) -> tensor<4096xf32>
  %y = arith.mulf %x2, %x2 : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

// -----

// A chunk its remote copy does not hold.
func.func @other_chunk(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 0, 2048>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  // expected-error @+1 {{it brings back bytes [8192, 16384), but its remote copy holds only bytes [0, 8192); prefetch from the copy of that chunk}}
  %x2 = "offload.prefetch_chunk"(%r, %x) {chunk = array<i64: 2048, 2048>} : (!offload.remote<tensor<4096xf32>>, tensor<4096xf32>) -> tensor<4096xf32>
  // ...so the chunk that left is still away here.
  // expected-error @+1 {{uses %3 while its bytes [0, 8192) is not on the device (since step 2)}}
  %y = arith.mulf %x2, %x2 : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

// -----

// A chunk past the tensor's end.
func.func @out_of_bounds(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  // expected-error @+1 {{its chunk, bytes [12288, 20480), is empty or not within the tensor's 16384 bytes; name a non-empty range of its elements}}
  %r = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 3072, 2048>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %y = arith.mulf %x, %x : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

// -----

// A chunk attribute that is not two element counts.
func.func @bad_attribute(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  // expected-error @+1 {{'offload.store_chunk' needs chunk = array<i64: offset, length>: two non-negative element counts}}
  %r = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 0>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %y = arith.mulf %x, %x : tensor<4096xf32>
  return %y : tensor<4096xf32>
}

// -----

// The chunks of a weight in host, each named by a resident copy of its
// own, leave one by one: a detach with one chunk's copy releases only
// that chunk, which comes back into the same buffer. The other chunk stays.
// expected-remark @+1 {{verified @weight_chunk_leaves: 3 transfers, peak 64.0KiB (65536 bytes)}}
func.func @weight_chunk_leaves(%w: tensor<4096xf32> {offload.tier = "host"}, %b: tensor<4096xf32>) -> tensor<4096xf32> {
  %r0 = "offload.resident"(%w) {tier = "host", chunk = array<i64: 0, 2048>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %r1 = "offload.resident"(%w) {tier = "host", chunk = array<i64: 2048, 2048>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %w0 = "offload.prefetch_chunk"(%r0) {chunk = array<i64: 0, 2048>} : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  %w1 = "offload.prefetch_chunk"(%r1, %w0) {chunk = array<i64: 2048, 2048>} : (!offload.remote<tensor<4096xf32>>, tensor<4096xf32>) -> tensor<4096xf32>
  %x = arith.addf %w1, %b : tensor<4096xf32>
  "offload.detach"(%w1, %r0) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  %y = arith.mulf %x, %x : tensor<4096xf32>
  %w2 = "offload.prefetch_chunk"(%r0, %w1) {chunk = array<i64: 0, 2048>} : (!offload.remote<tensor<4096xf32>>, tensor<4096xf32>) -> tensor<4096xf32>
  %z = arith.addf %w2, %y : tensor<4096xf32>
  return %z : tensor<4096xf32>
}

// -----

// A weight's chunk read while it is away: only the chunk its copy names
// left.
func.func @weight_chunk_away(%w: tensor<4096xf32> {offload.tier = "host"}, %b: tensor<4096xf32>) -> tensor<4096xf32> {
  %r0 = "offload.resident"(%w) {tier = "host", chunk = array<i64: 0, 2048>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %r1 = "offload.resident"(%w) {tier = "host", chunk = array<i64: 2048, 2048>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %w0 = "offload.prefetch_chunk"(%r0) {chunk = array<i64: 0, 2048>} : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  %w1 = "offload.prefetch_chunk"(%r1, %w0) {chunk = array<i64: 2048, 2048>} : (!offload.remote<tensor<4096xf32>>, tensor<4096xf32>) -> tensor<4096xf32>
  %x = arith.addf %w1, %b : tensor<4096xf32>
  "offload.detach"(%w1, %r1) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  // expected-error @+1 {{bytes [8192, 16384) is not on the device}}
  %z = arith.addf %w1, %x : tensor<4096xf32>
  return %z : tensor<4096xf32>
}

// -----

// A weight's chunk copy past the tensor's end.
func.func @weight_chunk_out_of_bounds(%w: tensor<4096xf32> {offload.tier = "host"}) -> tensor<4096xf32> {
  // expected-error @+1 {{is empty or not within the tensor's 16384 bytes}}
  %r0 = "offload.resident"(%w) {tier = "host", chunk = array<i64: 3072, 2048>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %r = "offload.resident"(%w) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  %w0 = "offload.prefetch"(%r) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  %z = arith.addf %w0, %w0 : tensor<4096xf32>
  return %z : tensor<4096xf32>
}

// -----

// A result that leaves for good in chunks: its first half leaves while %z
// lives and comes back for the last read, then the second half is stored
// into the first half's copy, which the function returns holding both.
// expected-remark @+1 {{verified @leaves_in_chunks: 3 transfers, peak 64.0KiB (65536 bytes)}}
func.func @leaves_in_chunks(%a: tensor<4096xf32>) -> (!offload.remote<tensor<4096xf32>>, tensor<4096xf32>) {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r0 = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 0, 2048>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r0) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  %z = arith.mulf %a, %a : tensor<4096xf32>
  %x2 = "offload.prefetch_chunk"(%r0, %x) {chunk = array<i64: 0, 2048>} : (!offload.remote<tensor<4096xf32>>, tensor<4096xf32>) -> tensor<4096xf32>
  %y = arith.addf %x2, %z : tensor<4096xf32>
  %r1 = "offload.store_chunk"(%x2, %r0) {tier = "host", chunk = array<i64: 2048, 2048>} : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x2, %r0) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  "offload.detach"(%x2, %r1) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  return %r1, %y : !offload.remote<tensor<4096xf32>>, tensor<4096xf32>
}

// -----

// A returned copy that holds half of its tensor.
func.func @returns_half(%a: tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>> {
  %x = arith.addf %a, %a : tensor<4096xf32>
  // expected-error @+1 {{the function returns the copy it makes, which holds 8192 of the tensor's 16384 bytes; store the other chunks into it (offload.store_chunk with `into`) before the return, or return a whole store's copy}}
  %r0 = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 0, 2048>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r0) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  return %r0 : !offload.remote<tensor<4096xf32>>
}

// -----

// A chunk stored into the copy of another tensor.
func.func @into_another(%a: tensor<4096xf32>) -> (!offload.remote<tensor<4096xf32>>, tensor<4096xf32>) {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %w = arith.mulf %a, %a : tensor<4096xf32>
  %r0 = "offload.store_chunk"(%w) {tier = "host", chunk = array<i64: 0, 2048>} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  // expected-error @+1 {{it writes into %2, a copy of another tensor; write into a copy of this one}}
  %r1 = "offload.store_chunk"(%x, %r0) {tier = "host", chunk = array<i64: 2048, 2048>} : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> !offload.remote<tensor<4096xf32>>
  return %r1, %x : !offload.remote<tensor<4096xf32>>, tensor<4096xf32>
}
