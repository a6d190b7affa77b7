// The `offload` dialect: explicit traffic between device memory (HBM) and a
// remote memory tier ("host" DRAM, "cxl", "nvme", or a SuperNode's shared
// memory "pool"), as first-class ops in the compute graph (after HyperOffload,
// arXiv:2602.00748).
//
// Tensor forms (store / detach / prefetch / resident) are what planning
// inserts: a value leaves the device with `store` + `detach` and comes back
// with `prefetch`; `resident` names a value that already lives in a tier.
// Memref forms (store_async / release / prefetch_async / wait) are what
// lowering produces after bufferization, with explicit `!offload.token`s.
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
  // has completed. No use of `value` may follow.
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

  // Declares that `value` (normally a function argument marked
  // `offload.tier`) already lives in `tier`: no transfer, no device bytes.
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

  // Blocks the compute stream until every dep has completed.
  irdl.operation @wait {
    %token = irdl.base @offload::@token
    irdl.operands(deps: variadic %token)
  }
}
