// The `offload` dialect: explicit traffic between device memory (HBM) and a
// remote memory tier ("host" DRAM, "cxl", "nvme", or a SuperNode's shared
// memory "pool"), as first-class ops in the compute graph (after HyperOffload,
// arXiv:2602.00748).
//
// Tensor forms (store / detach / prefetch / resident, store_chunk /
// prefetch_chunk for parts of a tensor, and prefetch_slice for a loop's
// slice of a stack) are what planning inserts: a value
// leaves the device with `store` + `detach` and comes back with `prefetch`;
// `resident` names a value that already lives in a tier.
// Memref forms (store_async / release / prefetch_async / wait, and reserve /
// store_chunk_async / release_chunk / prefetch_chunk_async for chunks, and
// prefetch_slice_async / store_slice_async for slices) are
// what lowering produces after bufferization, with explicit `!offload.token`s.
//
// Reference: docs/dialect/offload.md. Loads with
//   mlir-opt --irdl-file=dialect/offload.irdl.mlir
// IRDL ops print in generic form and carry no traits or interfaces.

irdl.dialect @offload {
  // !offload.remote<T>: the copy of a value of type T (a ranked tensor or a
  // ranked memref type) held in a remote tier.
  irdl.type @remote {
    %tensor = irdl.base "!builtin.tensor"
    %memref = irdl.base "!builtin.memref"
    %shaped = irdl.any_of(%tensor, %memref)
    irdl.parameters(type: %shaped)
  }

  // !offload.token: completion of an asynchronous transfer (memref forms).
  irdl.type @token {
  }

  // Device -> tier copy of a tensor, asynchronous.
  //   %r = "offload.store"(%x) {tier = "host"}
  //          : (tensor<...>) -> !offload.remote<tensor<...>>
  irdl.operation @store {
    %t = irdl.base "!builtin.tensor"
    %remote = irdl.parametric @offload::@remote<%t>
    %host = irdl.is "host"
    %cxl = irdl.is "cxl"
    %nvme = irdl.is "nvme"
    %pool = irdl.is "pool"
    %tier = irdl.any_of(%host, %cxl, %nvme, %pool)
    irdl.operands(value: %t)
    irdl.attributes {"tier" = %tier}
    irdl.results(remote: %remote)
  }

  // Releases the device copy of `value` once the store producing `remote`
  // has completed (only the chunk `remote` holds, when a `store_chunk` made
  // it). No compute op may read `value` afterwards.
  irdl.operation @detach {
    %t = irdl.base "!builtin.tensor"
    %remote = irdl.parametric @offload::@remote<%t>
    irdl.operands(value: %t, remote: %remote)
  }

  // Tier -> device copy, asynchronous; the device buffer is allocated at
  // issue and the copy completes before the first use of the result.
  irdl.operation @prefetch {
    %t = irdl.base "!builtin.tensor"
    %remote = irdl.parametric @offload::@remote<%t>
    irdl.operands(remote: %remote)
    irdl.results(value: %t)
  }

  // Device -> tier copy of one chunk of a tensor, asynchronous: the
  // elements [offset, offset + length) of its row-major buffer. `remote`
  // holds that chunk; a detach with it releases only the chunk's bytes.
  // With `into` (the copy an earlier store_chunk of the same tensor made,
  // in the same tier), the chunk is written into that copy: `remote` holds
  // the chunks of the chain so far (a detach with it still releases only
  // this chunk), and once they cover the tensor the function may return it
  // as the tensor's copy in the tier.
  //   %r = "offload.store_chunk"(%x) {tier = "host", chunk = array<i64: 0, 4096>}
  //          : (tensor<...>) -> !offload.remote<tensor<...>>
  //   %s = "offload.store_chunk"(%x, %r) {tier = "host", chunk = array<i64: 4096, 4096>}
  //          : (tensor<...>, !offload.remote<tensor<...>>) -> !offload.remote<tensor<...>>
  irdl.operation @store_chunk {
    %t = irdl.base "!builtin.tensor"
    %remote = irdl.parametric @offload::@remote<%t>
    %host = irdl.is "host"
    %cxl = irdl.is "cxl"
    %nvme = irdl.is "nvme"
    %pool = irdl.is "pool"
    %tier = irdl.any_of(%host, %cxl, %nvme, %pool)
    %chunk = irdl.base "#builtin.dense_array"
    irdl.operands(value: %t, into: optional %remote)
    irdl.attributes {"tier" = %tier, "chunk" = %chunk}
    irdl.results(remote: %remote)
  }

  // Tier -> device copy of one chunk, asynchronous. The chunk's device bytes
  // are allocated at issue, in the buffer of `base` (a value of the same
  // tensor missing that chunk, which the result replaces), or, without a
  // base, in a new buffer that holds only this chunk so far. A compute op
  // may read the result only once every chunk of it is on the device.
  //   %y = "offload.prefetch_chunk"(%r, %x) {chunk = array<i64: 0, 4096>}
  //          : (!offload.remote<tensor<...>>, tensor<...>) -> tensor<...>
  irdl.operation @prefetch_chunk {
    %t = irdl.base "!builtin.tensor"
    %remote = irdl.parametric @offload::@remote<%t>
    %chunk = irdl.base "#builtin.dense_array"
    irdl.operands(remote: %remote, base: optional %t)
    irdl.attributes {"chunk" = %chunk}
    irdl.results(value: %t)
  }

  // Tier -> device copy of one slice along the leading dimension of the
  // copy `remote` holds: slice `index` of a stack of equal slices (a
  // tensor<L x S...> holds L slices of type tensor<S...>; the result is
  // tensor<S...> or tensor<1 x S...>), the elements [index * N, (index +
  // 1) * N) of its row-major buffer, N the result's element count. In the
  // body of an scf.for (or a counted scf.while), at its induction variable
  // and from a copy made outside the loop, the copy is pipelined: each iteration's slice is
  // fetched during the iteration before it (the first before the loop)
  // into one of two device slots the loop holds. In a stablehlo.while the
  // index is a 0-d integer tensor, the loop's counter.
  //   %w = "offload.prefetch_slice"(%r, %i)
  //          : (!offload.remote<tensor<4x64x64xf32>>, index) -> tensor<64x64xf32>
  irdl.operation @prefetch_slice {
    %stack = irdl.base "!builtin.tensor"
    %remote = irdl.parametric @offload::@remote<%stack>
    %index_value = irdl.is index
    %index_tensor = irdl.base "!builtin.tensor"
    %index = irdl.any_of(%index_value, %index_tensor)
    %t = irdl.base "!builtin.tensor"
    irdl.operands(remote: %remote, index: %index)
    irdl.results(value: %t)
  }

  // A stack in `tier` that a loop fills one slice per iteration
  // (store_slice): a copy of type T held only in the tier, zero-filled
  // where it is made; no device bytes, no transfer. What a function
  // returns in the tier when a loop writes one slice of a stacked result
  // per iteration (the gradients of a scanned training step).
  //   %g = "offload.remote_stack"() {tier = "host"} : () -> !offload.remote<tensor<32x4096xbf16>>
  irdl.operation @remote_stack {
    %tensor = irdl.base "!builtin.tensor"
    %memref = irdl.base "!builtin.memref"
    %t = irdl.any_of(%tensor, %memref)
    %remote = irdl.parametric @offload::@remote<%t>
    %host = irdl.is "host"
    %cxl = irdl.is "cxl"
    %nvme = irdl.is "nvme"
    %pool = irdl.is "pool"
    %tier = irdl.any_of(%host, %cxl, %nvme, %pool)
    irdl.attributes {"tier" = %tier}
    irdl.results(remote: %remote)
  }

  // Device -> tier copy of `value`, one slice, into slice `index` (along
  // the leading dimension) of the stack `remote` holds in `tier`,
  // asynchronous; `slice` names the stored slice (nothing needs to read
  // it). In the body of a loop, one slice per iteration.
  //   %s = "offload.store_slice"(%g_i, %g, %i) {tier = "host"}
  //          : (tensor<4096xbf16>, !offload.remote<tensor<32x4096xbf16>>, tensor<i32>)
  //          -> !offload.remote<tensor<4096xbf16>>
  irdl.operation @store_slice {
    %t = irdl.base "!builtin.tensor"
    %stack = irdl.base "!builtin.tensor"
    %stack_remote = irdl.parametric @offload::@remote<%stack>
    %slice_remote = irdl.parametric @offload::@remote<%t>
    %index_value = irdl.is index
    %index_tensor = irdl.base "!builtin.tensor"
    %index = irdl.any_of(%index_value, %index_tensor)
    %host = irdl.is "host"
    %cxl = irdl.is "cxl"
    %nvme = irdl.is "nvme"
    %pool = irdl.is "pool"
    %tier = irdl.any_of(%host, %cxl, %nvme, %pool)
    irdl.operands(value: %t, remote: %stack_remote, index: %index)
    irdl.attributes {"tier" = %tier}
    irdl.results(slice: %slice_remote)
  }

  // Declares that `value` (normally a function argument marked
  // `offload.tier`) already lives in `tier`: no transfer, no device bytes.
  // With a `chunk = array<i64: offset, length>` attribute (checked by the
  // passes; IRDL has no optional attributes), `remote` names that chunk of
  // the copy: a detach with it releases only the chunk, as one with a
  // `store_chunk`'s copy does.
  irdl.operation @resident {
    %tensor = irdl.base "!builtin.tensor"
    %memref = irdl.base "!builtin.memref"
    %t = irdl.any_of(%tensor, %memref)
    %remote = irdl.parametric @offload::@remote<%t>
    %host = irdl.is "host"
    %cxl = irdl.is "cxl"
    %nvme = irdl.is "nvme"
    %pool = irdl.is "pool"
    %tier = irdl.any_of(%host, %cxl, %nvme, %pool)
    irdl.operands(value: %t)
    irdl.attributes {"tier" = %tier}
    irdl.results(remote: %remote)
  }

  // Device -> tier copy of a buffer, issued once every dep has completed;
  // `done` completes with the copy.
  irdl.operation @store_async {
    %t = irdl.base "!builtin.memref"
    %remote = irdl.parametric @offload::@remote<%t>
    %token = irdl.base @offload::@token
    %host = irdl.is "host"
    %cxl = irdl.is "cxl"
    %nvme = irdl.is "nvme"
    %pool = irdl.is "pool"
    %tier = irdl.any_of(%host, %cxl, %nvme, %pool)
    irdl.operands(value: %t, deps: variadic %token)
    irdl.attributes {"tier" = %tier}
    irdl.results(remote: %remote, done: %token)
  }

  // Frees the device buffer `value` once every dep has completed.
  irdl.operation @release {
    %t = irdl.base "!builtin.memref"
    %token = irdl.base @offload::@token
    irdl.operands(value: %t, deps: variadic %token)
  }

  // Tier -> device copy of a buffer, issued once every dep has completed;
  // `done` completes when `value` holds the data.
  irdl.operation @prefetch_async {
    %t = irdl.base "!builtin.memref"
    %remote = irdl.parametric @offload::@remote<%t>
    %token = irdl.base @offload::@token
    irdl.operands(remote: %remote, deps: variadic %token)
    irdl.results(value: %t, done: %token)
  }

  // A device buffer of type T whose address range is reserved and holds no
  // device bytes yet: prefetch_chunk_async ops fill it chunk by chunk.
  //   %b = "offload.reserve"() : () -> memref<...>
  irdl.operation @reserve {
    %t = irdl.base "!builtin.memref"
    irdl.results(value: %t)
  }

  // Device -> tier copy of the chunk `chunk = array<i64: offset, length>`
  // (elements [offset, offset + length) of the row-major buffer), issued
  // once every dep has completed; `remote` holds that chunk only and `done`
  // completes with the copy.
  irdl.operation @store_chunk_async {
    %t = irdl.base "!builtin.memref"
    %remote = irdl.parametric @offload::@remote<%t>
    %token = irdl.base @offload::@token
    %host = irdl.is "host"
    %cxl = irdl.is "cxl"
    %nvme = irdl.is "nvme"
    %pool = irdl.is "pool"
    %tier = irdl.any_of(%host, %cxl, %nvme, %pool)
    %chunk = irdl.base "#builtin.dense_array"
    irdl.operands(value: %t, deps: variadic %token)
    irdl.attributes {"tier" = %tier, "chunk" = %chunk}
    irdl.results(remote: %remote, done: %token)
  }

  // Device -> tier copy of the chunk `chunk` of the buffer `value` into the
  // copy `into` (an earlier store_chunk_async's or store_chunk_into_async's
  // of the same buffer) holds, at the chunk's place: the memref form of
  // store_chunk with `into`. Issued once every dep has completed; `remote`
  // is that copy, now holding the chunk too, and `done` completes with the
  // copy.
  //   %s, %done = "offload.store_chunk_into_async"(%buf, %r) {tier = "host", chunk = array<i64: 4096, 4096>}
  //          : (memref<...>, !offload.remote<memref<...>>) -> (!offload.remote<memref<...>>, !offload.token)
  irdl.operation @store_chunk_into_async {
    %t = irdl.base "!builtin.memref"
    %remote = irdl.parametric @offload::@remote<%t>
    %token = irdl.base @offload::@token
    %host = irdl.is "host"
    %cxl = irdl.is "cxl"
    %nvme = irdl.is "nvme"
    %pool = irdl.is "pool"
    %tier = irdl.any_of(%host, %cxl, %nvme, %pool)
    %chunk = irdl.base "#builtin.dense_array"
    irdl.operands(value: %t, into: %remote, deps: variadic %token)
    irdl.attributes {"tier" = %tier, "chunk" = %chunk}
    irdl.results(remote: %remote, done: %token)
  }

  // Releases (decommits) the device bytes of one chunk of `value` once
  // every dep has completed; the rest of the buffer stays.
  irdl.operation @release_chunk {
    %t = irdl.base "!builtin.memref"
    %token = irdl.base @offload::@token
    %chunk = irdl.base "#builtin.dense_array"
    irdl.operands(value: %t, deps: variadic %token)
    irdl.attributes {"chunk" = %chunk}
  }

  // Tier -> device copy of one chunk into `value`: the chunk's device bytes
  // are committed at issue, the copy starts once every dep has completed,
  // and `done` completes when the chunk holds the data.
  irdl.operation @prefetch_chunk_async {
    %t = irdl.base "!builtin.memref"
    %remote = irdl.parametric @offload::@remote<%t>
    %token = irdl.base @offload::@token
    %chunk = irdl.base "#builtin.dense_array"
    irdl.operands(remote: %remote, value: %t, deps: variadic %token)
    irdl.attributes {"chunk" = %chunk}
    irdl.results(done: %token)
  }

  // Tier -> device copy of slice `index` (along the leading dimension) of
  // the copy `remote` holds into the device buffer `value`, whose type is
  // the slice's; issued once every dep has completed, `done` completes
  // when `value` holds the data.
  irdl.operation @prefetch_slice_async {
    %stack = irdl.base "!builtin.memref"
    %remote = irdl.parametric @offload::@remote<%stack>
    %t = irdl.base "!builtin.memref"
    %index = irdl.is index
    %token = irdl.base @offload::@token
    irdl.operands(remote: %remote, value: %t, index: %index, deps: variadic %token)
    irdl.results(done: %token)
  }

  // Device -> tier copy of the buffer `value` into slice `index` (along
  // the leading dimension) of the stack `remote` holds in `tier`: the
  // memref form of store_slice. Issued once every dep has completed;
  // `done` completes when the slice is in the tier and `value` may be
  // freed.
  //   %done = "offload.store_slice_async"(%buf, %g, %i) {tier = "host"}
  //          : (memref<4096xbf16>, !offload.remote<memref<32x4096xbf16>>, index) -> !offload.token
  irdl.operation @store_slice_async {
    %t = irdl.base "!builtin.memref"
    %stack = irdl.base "!builtin.memref"
    %remote = irdl.parametric @offload::@remote<%stack>
    %index = irdl.is index
    %token = irdl.base @offload::@token
    %host = irdl.is "host"
    %cxl = irdl.is "cxl"
    %nvme = irdl.is "nvme"
    %pool = irdl.is "pool"
    %tier = irdl.any_of(%host, %cxl, %nvme, %pool)
    irdl.operands(value: %t, remote: %remote, index: %index, deps: variadic %token)
    irdl.attributes {"tier" = %tier}
    irdl.results(done: %token)
  }

  // Blocks the compute stream until every dep has completed.
  irdl.operation @wait {
    %token = irdl.base @offload::@token
    irdl.operands(deps: variadic %token)
  }
}
