//! `convert-offload-to-gpu`: lowers the memref forms of the offload ops to
//! the upstream `gpu` dialect's asynchronous runtime ops, for the CUDA path
//! (`gpu-to-llvm` then turns them into `mgpu*` runtime calls).
//!
//! | offload op | gpu ops |
//! |---|---|
//! | `offload.store_async %buf [deps]` | `memref.alloc` (the host copy) + `gpu.memcpy async [deps] %host, %buf` |
//! | `offload.resident %buf` | the argument itself (it already is the host copy) |
//! | `offload.prefetch_async %remote [deps]` | `gpu.alloc async [deps]` + `gpu.memcpy async [alloc] %dev, %remote` |
//! | `offload.release %buf [deps]` | `gpu.dealloc async [deps] %buf` |
//! | `offload.wait [deps]` | `gpu.wait [deps]` (the host, which runs the compute, waits) |
//!
//! `!offload.token` becomes `!gpu.async.token`; a remote copy becomes its
//! host memref. Only the `host` tier maps to this runtime: other tiers are
//! an error at the op, as are the tensor forms (bufferize first; see
//! docs/dialect/cann.md for the stream plan both lowerings follow). The
//! host copy is an ordinary allocation (not pinned). Guarantees: no
//! offload op is left.

use hyperoffload_dialect::{OffloadOp, Tier};
use melior::ir::{
    Attribute, BlockLike, Identifier, Location, Type, Value, ValueLike,
    operation::{OperationBuilder, OperationLike, OperationRef},
};

use crate::{
    PassDef, PassResult,
    ir::{self, collect_ops, erase, replace_all_uses},
    options::PassOptions,
};

pub const PASS: PassDef = PassDef {
    flag: "convert-offload-to-gpu",
    name: "ConvertOffloadToGpu",
    summary: "Lower memref-form offload ops to gpu.alloc/memcpy/dealloc/wait with async tokens",
    description: "The CUDA path: offload.store_async becomes a host allocation and an asynchronous \
        device-to-host gpu.memcpy, offload.prefetch_async an asynchronous gpu.alloc and \
        host-to-device gpu.memcpy, offload.release an asynchronous gpu.dealloc, offload.wait a \
        gpu.wait, offload.resident the argument itself; !offload.token becomes !gpu.async.token. \
        Then upstream gpu-to-llvm produces the mgpu* runtime calls. Tensor forms and tiers other \
        than host are errors at the op. No offload op is left.",
    anchor: None,
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> PassResult {
    let ops = collect_ops(root, |op| OffloadOp::of(op).is_some());
    // Everything is checked before anything is rewritten.
    for op in &ops {
        check(*op)?;
    }
    // In program order: each op's results are replaced before a later
    // offload op reads them.
    for op in &ops {
        lower(*op);
    }
    for op in ops.into_iter().rev() {
        erase(op);
    }
    Ok(())
}

/// Builds the gpu ops of one offload op before it and rewires its results.
/// Refuses what this lowering cannot express.
fn check(op: OperationRef) -> PassResult {
    let kind = OffloadOp::of(&op).expect("collected offload ops only");
    if matches!(
        kind,
        OffloadOp::Store | OffloadOp::Detach | OffloadOp::Prefetch
    ) {
        return Err(ir::error(
            op.location(),
            &format!(
                "'{kind}' is a tensor-form offload op; bufferize first (convert-offload-to-gpu lowers the memref forms)"
            ),
        ));
    }
    match hyperoffload_dialect::tier_of(&op) {
        Some(Tier::Host) | None => Ok(()),
        Some(tier) => Err(ir::error(
            op.location(),
            &format!("the CUDA runtime has no '{tier}' tier: only 'host' copies lower to gpu ops"),
        )),
    }
}

fn lower<'c, 'a>(op: OperationRef<'c, 'a>) {
    let kind = OffloadOp::of(&op).expect("collected offload ops only");
    let location = op.location();
    let block = op.block().expect("an op in a block");
    let operand =
        |i: usize| -> Value<'c, 'a> { op.operand(i).expect("IRDL guarantees the operand") };
    let insert = |built: melior::ir::Operation<'c>| block.insert_operation_before(op, built);
    // gpu-to-llvm takes an async op's stream from its first dependency: an
    // op without one starts its own (`gpu.wait async`).
    let mut deps: Vec<Value> = (1..op.operand_count()).map(operand).collect();
    if deps.is_empty() && !matches!(kind, OffloadOp::Wait | OffloadOp::Resident) {
        let start = insert(
            OperationBuilder::new("gpu.wait", location)
                .add_results(&[token_type(location)])
                .build()
                .expect("gpu.wait async"),
        );
        deps.push(start.result(0).expect("a token").into());
    }
    match kind {
        OffloadOp::Store | OffloadOp::Detach | OffloadOp::Prefetch => {
            unreachable!("refused by check")
        }
        OffloadOp::Resident => {
            let value = operand(0);
            replace_all_uses(op.result(0).expect("a result").into(), value);
        }
        OffloadOp::StoreAsync => {
            let buffer = operand(0);
            let host = insert(
                OperationBuilder::new("memref.alloc", location)
                    .add_results(&[buffer.r#type()])
                    .add_attributes(&[segments(location, &[0, 0])])
                    .build()
                    .expect("memref.alloc of a static memref"),
            );
            let host_value: Value = host.result(0).expect("alloc result").into();
            let copy = insert(memcpy(location, &deps, host_value, buffer));
            replace_all_uses(op.result(0).expect("remote").into(), host_value);
            replace_all_uses(
                op.result(1).expect("token").into(),
                copy.result(0).expect("token").into(),
            );
        }
        OffloadOp::PrefetchAsync => {
            let remote = operand(0);
            let alloc = insert(
                OperationBuilder::new("gpu.alloc", location)
                    .add_operands(&deps)
                    .add_attributes(&[segments(location, &[deps.len() as i32, 0, 0])])
                    .add_results(&[remote.r#type(), token_type(location)])
                    .build()
                    .expect("gpu.alloc of a static memref"),
            );
            let device: Value = alloc.result(0).expect("buffer").into();
            let ready: Value = alloc.result(1).expect("token").into();
            let copy = insert(memcpy(location, &[ready], device, remote));
            replace_all_uses(op.result(0).expect("value").into(), device);
            replace_all_uses(
                op.result(1).expect("token").into(),
                copy.result(0).expect("token").into(),
            );
        }
        OffloadOp::Release => {
            let mut operands = deps.clone();
            operands.push(operand(0));
            insert(
                OperationBuilder::new("gpu.dealloc", location)
                    .add_operands(&operands)
                    .add_results(&[token_type(location)])
                    .build()
                    .expect("gpu.dealloc"),
            );
        }
        OffloadOp::Wait => {
            let all: Vec<Value> = (0..op.operand_count()).map(operand).collect();
            insert(
                OperationBuilder::new("gpu.wait", location)
                    .add_operands(&all)
                    .build()
                    .expect("gpu.wait"),
            );
        }
    }
}

fn memcpy<'c>(
    location: Location<'c>,
    deps: &[Value<'c, '_>],
    dst: Value<'c, '_>,
    src: Value<'c, '_>,
) -> melior::ir::Operation<'c> {
    let mut operands = deps.to_vec();
    operands.extend([dst, src]);
    OperationBuilder::new("gpu.memcpy", location)
        .add_operands(&operands)
        .add_results(&[token_type(location)])
        .build()
        .expect("gpu.memcpy")
}

fn token_type(location: Location<'_>) -> Type<'_> {
    let context = location.context();
    // SAFETY: `context` outlives this call.
    Type::parse(unsafe { context.to_ref() }, "!gpu.async.token")
        .expect("the gpu dialect is registered")
}

fn segments<'c>(location: Location<'c>, sizes: &[i32]) -> (Identifier<'c>, Attribute<'c>) {
    let context = location.context();
    // SAFETY: `context` outlives this call.
    let context = unsafe { context.to_ref() };
    let list: Vec<String> = sizes.iter().map(i32::to_string).collect();
    (
        Identifier::new(context, "operandSegmentSizes"),
        Attribute::parse(context, &format!("array<i32: {}>", list.join(", ")))
            .expect("a dense array"),
    )
}
