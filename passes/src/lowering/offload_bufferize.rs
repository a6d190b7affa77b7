//! `offload-bufferize`: the bridge from the planned tensor forms of the
//! offload ops to their memref forms, run right after upstream
//! `one-shot-bufferize`.
//!
//! IRDL ops carry no bufferization interface, so `one-shot-bufferize` runs
//! with `allow-unknown-ops`: it bufferizes everything around the offload ops
//! and leaves them on tensors, feeding their tensor operands from
//! `bufferization.to_tensor %buffer` and reading their tensor results through
//! `bufferization.to_buffer`. Being unknown, each offload op counts as a read
//! and a write of its operands, so no buffer an offload op reads is written
//! in place before it. This pass then, in program order:
//!
//! | tensor form | memref form |
//! |---|---|
//! | `offload.resident %t` | `offload.resident %buf` |
//! | `offload.store %t` | `%r, %done = offload.store_async %buf` |
//! | `offload.detach %t, %r` | `offload.release %root [%done of %r]` |
//! | `offload.prefetch %r` | `%m, %done = offload.prefetch_async %r [%done of %r]`, and `offload.wait [%done]` before the first op that touches `%m` |
//! | `offload.store_chunk %t {chunk}` | `%r, %done = offload.store_chunk_async %buf {chunk}` |
//! | `offload.store_chunk %t, %into {chunk}` | `%r, %done = offload.store_chunk_into_async %buf, %into {chunk}` |
//! | `offload.detach %t, %r` (a chunk's `%r`) | `offload.release_chunk %root [%done of %r, transfers of the range] {chunk}` |
//! | `offload.prefetch_slice %r, %i` in an `scf.for` over `%i` | two slots allocated before the loop, the first slice's `offload.prefetch_slice_async` and wait there, and in the body the next slice's copy into the other slot, waited before `scf.yield` (with `slots = 1`, one slot, refilled after the body's last reader of it) ([`crate::lowering::slices`]) |
//! | `offload.remote_stack` | its memref form, `!offload.remote<memref<L x S>>` |
//! | `offload.store_slice %t, %g, %i` | `%done = offload.store_slice_async %buf, %g, %i`, `%buf` freed after `%done` |
//! | `offload.prefetch_chunk %r[, %base] {chunk}` | `offload.prefetch_chunk_async %r, %buf [%done of %r] {chunk}` into the base's buffer, or an `offload.reserve` without a base; waits before the first op after it touching the buffer |
//!
//! where `%buf` is the buffer behind `%t` and `%root` the allocation it is a
//! view of. `!offload.remote<tensor<T>>` becomes `!offload.remote<memref<T>>`
//! everywhere, function signatures and calls included.
//!
//! It also owns device deallocation in the function bodies, with the
//! lifetime semantics the planner and the simulator use: every allocation
//! (`memref.alloc`, `offload.prefetch_async`) that is not released by a
//! detach and does not escape through `func.return` is freed right after the
//! last op that touches it or a view of it (`memref.dealloc`, or
//! `offload.release` after the transfers still reading it). Upstream's
//! ownership-based deallocation pipeline cannot take this role: it refuses
//! ops without memory-effect interfaces, which IRDL ops are, and it frees at
//! the end of blocks, which would keep every buffer alive to the end.
//! Allocations inside a loop body or a branch are freed in the same way
//! within their block, unless the block yields them. Module constants
//! (`memref.get_global`) are static data and never freed:
//! detaching one drops only its device residency in the plan. A buffer
//! that chunk ops release or fill (an `offload.reserve` among them) is
//! freed with `offload.release`, of what is still committed.
//!
//! Offload ops in a loop body or a branch are rebuilt within that block, with
//! its own tokens, and its waits and frees are placed there.
//!
//! Refused, at the op, before anything changes: an offload op in a nested
//! block that uses a copy made outside it, functions of several blocks,
//! tensor operands that are not
//! bufferized, dynamic shapes (no buffer size) and tensor encodings, and a
//! detach followed by a use of the released buffer.

use std::collections::{HashMap, HashSet};

use hyperoffload_dialect::{
    Chunk, OffloadOp, Tier, build_prefetch_async, build_prefetch_chunk_async, build_release,
    build_release_chunk, build_remote_stack, build_reserve, build_resident, build_resident_chunk,
    build_store_async, build_store_chunk_async, build_store_chunk_into_async,
    build_store_slice_async, build_wait, chunk_of, detach_waits, tier_of,
};
use melior::ir::{
    BlockLike, BlockRef, Location, RegionLike, Type, TypeLike, Value, ValueLike,
    operation::{OperationBuilder, OperationLike, OperationRef},
};

use crate::{
    PassDef, PassResult,
    analysis::functions,
    ir::{self, defining_op, erase, op_name, replace_all_uses, result, uses},
    lowering::{self, is_remote_alloc, is_static_data, root_allocation, slices, views},
    options::PassOptions,
};

pub const PASS: PassDef = PassDef {
    flag: "offload-bufferize",
    name: "OffloadBufferize",
    summary: "Rebuild tensor-form offload ops as memref forms with tokens after one-shot-bufferize, and free device buffers after their last use",
    description: "Run after `one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops \
        function-boundary-type-conversion=identity-layout-map unknown-type-conversion=identity-layout-map}`. \
        offload.store becomes offload.store_async of the buffer behind the stored tensor, \
        offload.detach an offload.release of its allocation that waits on the store's token, \
        offload.prefetch an offload.prefetch_async (after the store's token) with an offload.wait \
        before the first op that touches the prefetched buffer, offload.resident its memref form; \
        remote types become !offload.remote<memref<...>> in every signature and call. Every device \
        allocation that is not released by a detach and not returned is freed right after its last \
        use (memref.dealloc, or offload.release after the transfers reading it), the lifetime the \
        planner and simulator assume; offload ops in loop bodies are rebuilt within their block. Fails at \
        the op on an offload op in a loop body using a copy made outside it, unbufferized \
        operands, dynamic shapes, and uses after a detach. An offload.prefetch_slice in an scf.for \
        body at its induction variable, or in a counted scf.while's body at its counter (a stack in a tier streamed slice by slice) becomes two \
        device slots allocated before the loop, the first slice's offload.prefetch_slice_async \
        and wait there, and in the body the next slice's copy into the other slot, waited \
        before scf.yield (with slots = 1, one slot, the next slice copied into it after the \
        body's last reader of it). An offload.remote_stack gets its memref form, and an \
        offload.store_slice (one slice into it, at an index) becomes offload.store_slice_async of \
        the slice's buffer, which is freed once the copy is done. Fails at a slice op whose \
        index names a slice outside its stack in some iteration of its loop, or that no affine \
        form of the loop's counter proves inside it (the rule offload-verify checks).",
    anchor: Some("builtin.module"),
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> PassResult {
    let funcs = functions(root);
    for function in &funcs {
        check(*function)?;
    }
    lowering::convert_signatures(root, retyped);
    // Slice prefetches become their loops' slots and copies first, so that
    // the slots are freed like any allocation of the block around the loop.
    for function in &funcs {
        slices::pipeline(*function, memref_type_of)?;
    }
    let fresh = fresh_results(&funcs);
    for function in &funcs {
        let Some(block) = ir::first_block(function) else {
            continue;
        };
        let lowered = lower_offload_ops(block)?;
        forward_fetched_copies(block);
        free_after_last_use(block, &lowered, &fresh)?;
        // A loop body (or a branch) allocates afresh each time it runs: its
        // buffers are freed within it, after their last use there.
        for nested in nested_blocks(*function) {
            let lowered = lower_offload_ops(nested)?;
            forward_fetched_copies(nested);
            free_after_last_use(nested, &lowered, &fresh)?;
        }
    }
    Ok(())
}

/// Per function, by name, per result: for a device buffer it allocated
/// itself (a `memref.alloc` it returns), the first result that returns
/// that buffer. A call hands such a buffer to its caller, which frees it
/// once after the last use of any result that is it; a result that is an
/// argument, a view of one or static data stays with its owner.
fn fresh_results(funcs: &[OperationRef]) -> HashMap<String, Vec<Option<usize>>> {
    let mut fresh = HashMap::new();
    for function in funcs {
        let (Some(name), Some(block)) = (ir::symbol_name(function), ir::first_block(function))
        else {
            continue;
        };
        let Some(ret) = ir::last_op(block).filter(|op| op_name(op) == "func.return") else {
            continue;
        };
        let mut first: HashMap<RawValue, usize> = HashMap::new();
        let allocated = ret
            .operands()
            .enumerate()
            .map(|(index, value)| {
                let root = root_allocation(value);
                let fresh = value.r#type().is_mem_ref()
                    && defining_op(root)
                        .is_some_and(|op| op_name(&op) == "memref.alloc" && !is_remote_alloc(&op));
                fresh.then(|| *first.entry(raw(root)).or_insert(index))
            })
            .collect();
        fresh.insert(name, allocated);
    }
    fresh
}

/// The blocks of the regions of every op inside `function`'s body, at any
/// depth.
fn nested_blocks<'c, 'a>(function: OperationRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
    let mut blocks = Vec::new();
    for op in ir::collect_ops(function, |op| op.region_count() > 0) {
        if op == function {
            continue;
        }
        for region in op.regions() {
            let mut block = region.first_block();
            while let Some(b) = block {
                blocks.push(b);
                block = b.next_in_region();
            }
        }
    }
    blocks
}

// ---------------------------------------------------------------------------
// Checks

/// Refuses what the rewrite cannot express, before any change.
fn check(function: OperationRef) -> PassResult {
    let Some(region) = crate::ir::region(&function, 0) else {
        return Ok(());
    };
    if region
        .first_block()
        .is_some_and(|b| b.next_in_region().is_some())
    {
        return Err(ir::error(
            function.location(),
            "offload-bufferize handles function bodies of one block; this function has several",
        ));
    }
    let Some(block) = ir::first_block(&function) else {
        return Ok(());
    };
    let blocks = std::iter::once(block).chain(nested_blocks(function));
    for op in blocks.flat_map(ir::block_ops) {
        let Some(kind) = OffloadOp::of(&op) else {
            continue;
        };
        if kind == OffloadOp::RemoteStack {
            let stack = hyperoffload_dialect::remote_value_type(result(op, 0).r#type())
                .expect("IRDL guarantees a remote type");
            memref_type_of(op.location(), stack)?;
            continue;
        }
        if kind == OffloadOp::StoreSlice {
            // Its stack is made outside the loop by design.
            slices::check_store(op)?;
            let value = op.operand(0).expect("IRDL guarantees the value");
            memref_type_of(op.location(), value.r#type())?;
            if defining_op(value).is_none_or(|d| op_name(&d) != "bufferization.to_tensor") {
                return Err(not_bufferized(op, kind));
            }
            continue;
        }
        if kind == OffloadOp::PrefetchSlice {
            // Its remote copy is made outside the loop by design.
            slices::check(op)?;
            memref_type_of(op.location(), result(op, 0).r#type())?;
            continue;
        }
        check_operands_in_block(op, block)?;
        if matches!(kind, OffloadOp::StoreChunk | OffloadOp::PrefetchChunk) || names_chunk(&op) {
            check_chunk(op, kind)?;
        }
        if kind == OffloadOp::Detach {
            detach_waits(&op).map_err(|e| ir::error(op.location(), &format!("'{kind}': {e}")))?;
        }
        let mut tensors: Vec<Value> = Vec::new();
        if matches!(
            kind,
            OffloadOp::Store | OffloadOp::Detach | OffloadOp::Resident | OffloadOp::StoreChunk
        ) {
            tensors.push(op.operand(0).expect("IRDL guarantees operand 0"));
        }
        if kind == OffloadOp::PrefetchChunk
            && let Some(base) = crate::ir::operand(&op, 1)
        {
            tensors.push(base);
        }
        for tensor in tensors {
            if is_tensor(tensor.r#type()) {
                memref_type_of(op.location(), tensor.r#type())?;
                let from_buffer =
                    defining_op(tensor).is_some_and(|d| op_name(&d) == "bufferization.to_tensor");
                let from_prefetch = defining_op(tensor).is_some_and(|d| {
                    matches!(
                        OffloadOp::of(&d),
                        Some(OffloadOp::Prefetch | OffloadOp::PrefetchChunk)
                    )
                });
                if !from_buffer && !from_prefetch {
                    return Err(not_bufferized(op, kind));
                }
                if from_buffer && uses_chunks(tensor) {
                    let buffer = defining_op(tensor)
                        .and_then(|d| ir::operand(&d, 0))
                        .expect("to_tensor has its buffer");
                    if root_allocation(buffer) != buffer {
                        return Err(ir::error(
                            op.location(),
                            &format!(
                                "'{kind}' moves chunks of a tensor whose buffer is a view of another allocation; a chunk is a range of an allocation's row-major buffer"
                            ),
                        ));
                    }
                }
            }
        }
        if kind == OffloadOp::StoreChunk && crate::ir::operand(&op, 1).is_some() {
            check_into(op)?;
        }
        if kind == OffloadOp::StoreChunk || names_chunk(&op) {
            let remote: Value = op.result(0).expect("IRDL guarantees the result").into();
            for use_ in uses(remote) {
                let user = use_.owner;
                let into = OffloadOp::of(&user) == Some(OffloadOp::StoreChunk)
                    && use_.operand == 1
                    && kind == OffloadOp::StoreChunk;
                if into
                    || matches!(
                        OffloadOp::of(&user),
                        Some(OffloadOp::Detach | OffloadOp::PrefetchChunk)
                    )
                {
                    continue;
                }
                if op_name(&user) == "func.return" && kind == OffloadOp::StoreChunk {
                    check_whole_copy(op, user)?;
                    continue;
                }
                return Err(ir::error(
                    user.location(),
                    &format!(
                        "'{}' uses the remote copy of a chunk; only offload.detach, offload.prefetch_chunk and a store_chunk into it may (it holds part of a tensor), or a return once store_chunk ops into it hold all of it",
                        op_name(&user)
                    ),
                ));
            }
        }
        if matches!(kind, OffloadOp::Prefetch | OffloadOp::PrefetchChunk) {
            let result: Value = op.result(0).expect("IRDL guarantees the result").into();
            memref_type_of(op.location(), result.r#type())?;
            for use_ in uses(result) {
                let user = use_.owner;
                if OffloadOp::of(&user).is_none() && op_name(&user) != "bufferization.to_buffer" {
                    return Err(ir::error(
                        user.location(),
                        &format!(
                            "'{}' uses a prefetched tensor; run one-shot-bufferize{{allow-unknown-ops ...}} before offload-bufferize",
                            op_name(&user)
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Each block's offload ops are rebuilt with the tokens of that block: a
/// remote copy a nested block prefetches, or a tensor it stores or detaches,
/// is made in that block (as the planner places them; the enclosing code's
/// copies are prefetched at its own level).
fn check_operands_in_block(op: OperationRef, body: BlockRef) -> PassResult {
    let Some(kind) = OffloadOp::of(&op) else {
        return Ok(());
    };
    if op.block() == Some(body) {
        return Ok(());
    }
    for operand in op.operands() {
        let Some(defining) = defining_op(operand) else {
            continue;
        };
        let from_offload_op = OffloadOp::of(&defining).is_some();
        if from_offload_op && defining.block() != op.block() {
            return Err(ir::error(
                op.location(),
                &format!(
                    "offload-bufferize lowers the offload ops of a loop body or branch with that block's tokens; this '{kind}' uses a value an offload op outside its block made"
                ),
            ));
        }
    }
    Ok(())
}

/// The chunks the copy a `store_chunk` makes holds: its own, then those of
/// the chain of copies it was written into (`into`), latest first.
fn chain_chunks(store: OperationRef) -> Vec<Chunk> {
    let mut chunks = Vec::new();
    let mut at = Some(store);
    while let Some(op) = at.filter(|op| OffloadOp::of(op) == Some(OffloadOp::StoreChunk)) {
        chunks.extend(chunk_of(&op));
        at = crate::ir::operand(&op, 1).and_then(defining_op);
    }
    chunks
}

/// A `store_chunk ... into` writes into the copy of an earlier
/// `store_chunk` in its tier, which holds none of its chunk yet and which
/// no other store writes into.
fn check_into(op: OperationRef) -> PassResult {
    let location = op.location();
    let into = op.operand(1).expect("checked: it has `into`");
    let Some(earlier) =
        defining_op(into).filter(|d| OffloadOp::of(d) == Some(OffloadOp::StoreChunk))
    else {
        return Err(ir::error(
            location,
            "offload.store_chunk writes into a copy no offload.store_chunk made; `into` is the copy of an earlier store_chunk of the same tensor",
        ));
    };
    if tier_of(&earlier) != tier_of(&op) {
        return Err(ir::error(
            location,
            "offload.store_chunk writes into a copy in another tier; store into the tier of the copy it names",
        ));
    }
    let chunk = chunk_of(&op).expect("checked");
    if let Some(held) = chain_chunks(earlier)
        .into_iter()
        .find(|c| overlaps(*c, chunk))
    {
        return Err(ir::error(
            location,
            &format!(
                "offload.store_chunk writes elements [{}, {}) into a copy that already holds [{}, {}); store each chunk once",
                chunk.offset,
                chunk.offset + chunk.length,
                held.offset,
                held.offset + held.length
            ),
        ));
    }
    let writers = uses(into)
        .iter()
        .filter(|u| OffloadOp::of(&u.owner) == Some(OffloadOp::StoreChunk) && u.operand == 1)
        .count();
    if writers > 1 {
        return Err(ir::error(
            location,
            "two offload.store_chunk ops write into one copy; chain them, each into the copy the one before made",
        ));
    }
    Ok(())
}

/// The copy a `store_chunk` makes may be returned once the chain of stores
/// into it holds every element of its tensor.
fn check_whole_copy(store: OperationRef, ret: OperationRef) -> PassResult {
    let value_type = store
        .operand(0)
        .expect("IRDL guarantees operand 0")
        .r#type();
    let held: u64 = chain_chunks(store).iter().map(|c| c.length).sum();
    match tensor_elements(value_type) {
        Some(elements) if held == elements => Ok(()),
        elements => Err(ir::error(
            ret.location(),
            &format!(
                "the function returns the copy of an offload.store_chunk, which holds {held} of the {} elements of {value_type}; store the other chunks into it (offload.store_chunk with `into`) first",
                elements.map_or_else(|| "?".to_string(), |e| e.to_string())
            ),
        )),
    }
}

/// Whether a chunk op uses `tensor` (so its buffer must be an allocation).
fn uses_chunks(tensor: Value) -> bool {
    uses(tensor).iter().any(|u| {
        matches!(
            OffloadOp::of(&u.owner),
            Some(OffloadOp::StoreChunk | OffloadOp::PrefetchChunk)
        )
    })
}

/// Whether `op` is an `offload.resident` of one chunk of its argument.
fn names_chunk(op: &OperationRef) -> bool {
    OffloadOp::of(op) == Some(OffloadOp::Resident) && op.attribute("chunk").is_ok()
}

/// The chunk of a chunk op lies in its tensor, and a chunk prefetch of a
/// chunk's remote copy brings back that chunk.
fn check_chunk(op: OperationRef, kind: OffloadOp) -> PassResult {
    let location = op.location();
    let chunk = chunk_of(&op).filter(|c| c.length > 0).ok_or_else(|| {
        ir::error(
            location,
            &format!(
                "'{kind}' needs chunk = array<i64: offset, length> with offset >= 0 and length > 0"
            ),
        )
    })?;
    let value_type = if matches!(kind, OffloadOp::StoreChunk | OffloadOp::Resident) {
        op.operand(0).expect("IRDL guarantees operand 0").r#type()
    } else {
        op.result(0).expect("IRDL guarantees the result").r#type()
    };
    if let Some(elements) = tensor_elements(value_type)
        && chunk.offset + chunk.length > elements
    {
        return Err(ir::error(
            location,
            &format!(
                "the chunk [{}, {}) of '{kind}' does not lie inside {value_type}, which has {elements} elements",
                chunk.offset,
                chunk.offset + chunk.length
            ),
        ));
    }
    if kind == OffloadOp::PrefetchChunk {
        let remote = op.operand(0).expect("IRDL guarantees operand 0");
        if let Some(copy) = defining_op(remote)
            && (OffloadOp::of(&copy) == Some(OffloadOp::StoreChunk) || names_chunk(&copy))
            && chunk_of(&copy) != Some(chunk)
        {
            return Err(ir::error(
                location,
                &format!(
                    "offload.prefetch_chunk brings back elements [{}, {}), but its remote copy holds another chunk; prefetch the chunk that '{}' names",
                    chunk.offset,
                    chunk.offset + chunk.length,
                    op_name(&copy)
                ),
            ));
        }
    }
    Ok(())
}

/// Before a detach that waits (`{wait}`, checked in [`check`]), an
/// `offload.wait` on everything its release waits for: the compute stream
/// goes on once the bytes are free, as the simulator and checker count it.
fn wait_for_release<'c, 'a>(
    block: BlockRef<'c, 'a>,
    detach: OperationRef<'c, 'a>,
    location: Location<'c>,
    deps: &[Value<'c, 'a>],
) {
    if detach_waits(&detach) == Ok(true) && !deps.is_empty() {
        block.insert_operation_before(detach, build_wait(location, deps));
    }
}

/// The element count of a statically shaped tensor type.
fn tensor_elements(t: Type) -> Option<u64> {
    let shaped = melior::ir::r#type::RankedTensorType::try_from(t).ok()?;
    use melior::ir::r#type::ShapedTypeLike;
    let mut count = 1u64;
    for d in 0..shaped.rank() {
        match shaped.dim_size(d).ok()? {
            melior::ir::r#type::DimSize::Static(n) => {
                count = count.checked_mul(n)?;
            }
            melior::ir::r#type::DimSize::Dynamic => return None,
        }
    }
    Some(count)
}

fn not_bufferized(op: OperationRef, kind: OffloadOp) -> crate::PassFailed {
    ir::error(
        op.location(),
        &format!(
            "the tensor operand of '{kind}' is not bufferized; run one-shot-bufferize{{bufferize-function-boundaries allow-unknown-ops}} before offload-bufferize"
        ),
    )
}

// ---------------------------------------------------------------------------
// Types

fn is_tensor(t: Type) -> bool {
    t.is_tensor()
}

/// `memref<S x E>` for `tensor<S x E>`; an error for shapes without a size.
fn memref_type_of<'c>(
    location: Location<'c>,
    tensor: Type<'c>,
) -> Result<Type<'c>, crate::PassFailed> {
    let text = tensor.to_string();
    let inner = text
        .strip_prefix("tensor<")
        .and_then(|t| t.strip_suffix('>'))
        .ok_or_else(|| ir::error(location, &format!("expected a ranked tensor, got {text}")))?;
    if inner.contains('?') {
        return Err(ir::error(
            location,
            &format!(
                "cannot size a buffer for {text}: the shape is dynamic; plan with static shapes (e.g. the extraction option dynamic-dim=N) or bound it before offloading"
            ),
        ));
    }
    if inner.contains(',') {
        return Err(ir::error(
            location,
            &format!("cannot bufferize {text}: tensor encodings are not supported"),
        ));
    }
    let context = location.context();
    // SAFETY: `context` (the reference) lives to the end of this function.
    let context = unsafe { context.to_ref() };
    Ok(Type::parse(context, &format!("memref<{inner}>"))
        .expect("a memref of a ranked tensor's shape"))
}

/// `!offload.remote<memref<T>>` for `!offload.remote<tensor<T>>` (static
/// shapes; the checks refused the others).
fn retyped(t: Type) -> Option<Type> {
    let text = t.to_string();
    let inner = text
        .strip_prefix("!offload.remote<tensor<")
        .and_then(|s| s.strip_suffix(">>"))
        .filter(|inner| !inner.contains('?') && !inner.contains(','))?;
    let context = t.context();
    // SAFETY: `context` (the reference) lives to the end of this function.
    let context = unsafe { context.to_ref() };
    Some(
        Type::parse(context, &format!("!offload.remote<memref<{inner}>>"))
            .expect("the offload dialect is registered"),
    )
}

// ---------------------------------------------------------------------------
// The rewrite of the offload ops

/// What the rewrite leaves for the deallocation step.
#[derive(Default)]
struct Lowered<'c, 'a> {
    /// Tokens of transfers that read each allocation (stores), by root,
    /// with the chunk a chunk store reads.
    readers: HashMap<RawValue, Vec<(Value<'c, 'a>, Option<Chunk>)>>,
    /// Allocations released by a detach, with the release op.
    released: HashMap<RawValue, OperationRef<'c, 'a>>,
    /// Each prefetched buffer with its token.
    prefetched: Vec<(Value<'c, 'a>, Value<'c, 'a>)>,
    /// Each chunk prefetch: the buffer it fills, its token, its chunk and
    /// the op.
    refills: Vec<Refill<'c, 'a>>,
    /// Allocations that chunk ops release or fill: freed with
    /// `offload.release` (what is still committed).
    chunked: HashSet<RawValue>,
}

impl<'c, 'a> Lowered<'c, 'a> {
    /// The tokens of the chunk copies into `buffer`.
    fn refill_tokens(&self, buffer: Value<'c, 'a>) -> impl Iterator<Item = Value<'c, 'a>> + '_ {
        self.refills
            .iter()
            .filter(move |r| r.buffer == buffer)
            .map(|r| r.token)
    }
}

/// An `offload.prefetch_chunk_async` the rewrite made.
struct Refill<'c, 'a> {
    buffer: Value<'c, 'a>,
    token: Value<'c, 'a>,
    chunk: Chunk,
    op: OperationRef<'c, 'a>,
}

fn overlaps(a: Chunk, b: Chunk) -> bool {
    a.offset < b.offset + b.length && b.offset < a.offset + a.length
}

type RawValue = *const std::ffi::c_void;

fn raw(value: Value) -> RawValue {
    value.to_raw().ptr
}

/// Rewrites the tensor-form offload ops of `block` into their memref forms
/// (one function of [`Rewrite`] per op), erases what they replaced, and
/// places the waits on the prefetches; what the deallocation step needs.
fn lower_offload_ops<'c, 'a>(
    block: BlockRef<'c, 'a>,
) -> Result<Lowered<'c, 'a>, crate::PassFailed> {
    let mut rewrite = Rewrite::new(block);
    for op in ir::block_ops(block) {
        let Some(kind) = OffloadOp::of(&op) else {
            continue;
        };
        rewrite.lower(op, kind)?;
    }
    let Rewrite {
        lowered, doomed, ..
    } = rewrite;
    // Users before the ops they use; an op reached twice is erased once.
    let mut erased = HashSet::new();
    for op in doomed.into_iter().rev() {
        if erased.insert(op.to_raw().ptr) {
            erase(op);
        }
    }
    // The casts that fed the offload ops are dead now.
    for op in ir::block_ops(block) {
        if op_name(&op) == "bufferization.to_tensor" && uses(result(op, 0)).is_empty() {
            erase(op);
        }
    }
    place_waits(block, &lowered);
    Ok(lowered)
}

/// The rewrite of the offload ops of one block, in program order: what it
/// leaves for the deallocation step, what it learned of the ops rewritten
/// so far, and the ops it replaced (erased at the end).
struct Rewrite<'c, 'a> {
    block: BlockRef<'c, 'a>,
    lowered: Lowered<'c, 'a>,
    /// Store token of each remote copy.
    store_token: HashMap<RawValue, Value<'c, 'a>>,
    /// The chunk each chunk store's remote copy holds.
    remote_chunk: HashMap<RawValue, Chunk>,
    /// Buffer of each prefetched tensor.
    prefetched_buffer: HashMap<RawValue, Value<'c, 'a>>,
    doomed: Vec<OperationRef<'c, 'a>>,
}

impl<'c, 'a> Rewrite<'c, 'a> {
    fn new(block: BlockRef<'c, 'a>) -> Self {
        Rewrite {
            block,
            lowered: Lowered::default(),
            store_token: HashMap::new(),
            remote_chunk: HashMap::new(),
            prefetched_buffer: HashMap::new(),
            doomed: Vec::new(),
        }
    }

    /// Rewrites `op`, an offload op of kind `kind`; the memref forms are
    /// left as they are.
    fn lower(&mut self, op: OperationRef<'c, 'a>, kind: OffloadOp) -> PassResult {
        match kind {
            OffloadOp::Resident => self.resident(op),
            OffloadOp::Store => self.store(op),
            OffloadOp::StoreChunk => self.store_chunk(op),
            OffloadOp::Detach
                if self
                    .remote_chunk
                    .contains_key(&raw(op.operand(1).expect("remote"))) =>
            {
                self.detach_chunk(op)
            }
            OffloadOp::Detach => self.detach(op),
            OffloadOp::Prefetch => self.prefetch(op)?,
            OffloadOp::PrefetchChunk => self.prefetch_chunk(op)?,
            OffloadOp::PrefetchSlice => unreachable!("rewritten by slices::pipeline"),
            OffloadOp::RemoteStack => self.remote_stack(op)?,
            OffloadOp::StoreSlice => self.store_slice(op)?,
            OffloadOp::StoreAsync
            | OffloadOp::Release
            | OffloadOp::PrefetchAsync
            | OffloadOp::Wait
            | OffloadOp::Reserve
            | OffloadOp::StoreChunkAsync
            | OffloadOp::StoreChunkIntoAsync
            | OffloadOp::ReleaseChunk
            | OffloadOp::PrefetchChunkAsync
            | OffloadOp::PrefetchSliceAsync
            | OffloadOp::StoreSliceAsync => {}
        }
        Ok(())
    }

    /// The buffer standing for `tensor`: a prefetched tensor's buffer, or
    /// the buffer a `bufferization.to_tensor` cast (a memref is itself).
    fn buffer_of(&self, tensor: Value<'c, 'a>) -> Value<'c, 'a> {
        if !is_tensor(tensor.r#type()) {
            return tensor;
        }
        if let Some(buffer) = self.prefetched_buffer.get(&raw(tensor)) {
            return *buffer;
        }
        let to_tensor = defining_op(tensor).expect("checked: made by bufferization.to_tensor");
        ir::operand(&to_tensor, 0).expect("to_tensor has its buffer")
    }

    /// The store token of `remote`, if a store made it: what a use of the
    /// remote copy waits for.
    fn store_deps(&self, remote: Value<'c, 'a>) -> Vec<Value<'c, 'a>> {
        self.store_token
            .get(&raw(remote))
            .into_iter()
            .copied()
            .collect()
    }

    /// `offload.resident` of the buffer of its value. The copy of one
    /// chunk: a detach with it releases only the chunk.
    fn resident(&mut self, op: OperationRef<'c, 'a>) {
        let location = op.location();
        let chunk = chunk_of(&op);
        let buffer = self.buffer_of(op.operand(0).expect("value"));
        if buffer == op.operand(0).expect("value") {
            if let Some(chunk) = chunk {
                self.remote_chunk.insert(raw(result(op, 0)), chunk);
            }
            return;
        }
        let tier = tier_of(&op).unwrap_or(Tier::Host);
        let new = self.block.insert_operation_before(
            op,
            match chunk {
                None => build_resident(location, buffer, tier),
                Some(chunk) => build_resident_chunk(location, buffer, tier, chunk),
            },
        );
        replace_all_uses(result(op, 0), result(new, 0));
        if let Some(chunk) = chunk {
            self.remote_chunk.insert(raw(result(new, 0)), chunk);
        }
        self.doomed.push(op);
    }

    /// `offload.store` becomes `offload.store_async` of its buffer.
    fn store(&mut self, op: OperationRef<'c, 'a>) {
        let location = op.location();
        let buffer = self.buffer_of(op.operand(0).expect("value"));
        let tier = tier_of(&op).unwrap_or(Tier::Host);
        let new = self
            .block
            .insert_operation_before(op, build_store_async(location, buffer, tier, &[]));
        let (remote, done) = (result(new, 0), result(new, 1));
        replace_all_uses(result(op, 0), remote);
        self.store_token.insert(raw(remote), done);
        self.lowered
            .readers
            .entry(raw(root_allocation(buffer)))
            .or_default()
            .push((done, None));
        self.doomed.push(op);
    }

    /// `offload.store_chunk` becomes `offload.store_chunk_async`, or
    /// `offload.store_chunk_into_async` into the copy an earlier chunk
    /// store made (already the memref form's): the chunks write disjoint
    /// parts of it.
    fn store_chunk(&mut self, op: OperationRef<'c, 'a>) {
        let location = op.location();
        let buffer = self.buffer_of(op.operand(0).expect("value"));
        let tier = tier_of(&op).unwrap_or(Tier::Host);
        let chunk = chunk_of(&op).expect("checked");
        let new = self.block.insert_operation_before(
            op,
            match op.operand(1) {
                Ok(into) => build_store_chunk_into_async(location, buffer, into, tier, chunk, &[]),
                Err(_) => build_store_chunk_async(location, buffer, tier, chunk, &[]),
            },
        );
        let (remote, done) = (result(new, 0), result(new, 1));
        replace_all_uses(result(op, 0), remote);
        self.store_token.insert(raw(remote), done);
        self.remote_chunk.insert(raw(remote), chunk);
        self.lowered
            .readers
            .entry(raw(root_allocation(buffer)))
            .or_default()
            .push((done, Some(chunk)));
        self.doomed.push(op);
    }

    /// What the release of `root` (of its `chunk`, or all of it) waits
    /// for: the stores into `remote`, and the transfers that read or fill
    /// the released bytes or prefetched into `root`, in that order.
    fn release_deps(
        &self,
        remote: Value<'c, 'a>,
        root: Value<'c, 'a>,
        chunk: Option<Chunk>,
    ) -> Vec<Value<'c, 'a>> {
        let touches = |c: Chunk| chunk.is_none_or(|chunk| overlaps(c, chunk));
        let lowered = &self.lowered;
        let mut deps: Vec<Value> = self.store_deps(remote);
        deps.extend(
            lowered
                .readers
                .get(&raw(root))
                .into_iter()
                .flatten()
                .filter(|(_, read)| read.is_none_or(touches))
                .map(|(token, _)| *token),
        );
        deps.extend(
            lowered
                .refills
                .iter()
                .filter(|r| r.buffer == root && touches(r.chunk))
                .map(|r| r.token),
        );
        deps.extend(
            lowered
                .prefetched
                .iter()
                .filter(|(b, _)| *b == root)
                .map(|(_, token)| *token),
        );
        dedup(&mut deps);
        deps
    }

    /// `offload.detach` of a chunk's copy becomes `offload.release_chunk`
    /// of the chunk, after the transfers that touch it.
    fn detach_chunk(&mut self, op: OperationRef<'c, 'a>) {
        let location = op.location();
        let block = self.block;
        let buffer = self.buffer_of(op.operand(0).expect("value"));
        let remote = op.operand(1).expect("remote");
        let chunk = self.remote_chunk[&raw(remote)];
        let root = root_allocation(buffer);
        let deps = self.release_deps(remote, root, Some(chunk));
        wait_for_release(block, op, location, &deps);
        if !is_static_data(root) {
            block.insert_operation_before(op, build_release_chunk(location, root, chunk, &deps));
            self.lowered.chunked.insert(raw(root));
        }
        self.doomed.push(op);
    }

    /// `offload.detach` becomes `offload.release` of the buffer's root
    /// allocation, after every transfer that touches it.
    fn detach(&mut self, op: OperationRef<'c, 'a>) {
        let location = op.location();
        let block = self.block;
        let buffer = self.buffer_of(op.operand(0).expect("value"));
        let remote = op.operand(1).expect("remote");
        let root = root_allocation(buffer);
        let deps = self.release_deps(remote, root, None);
        wait_for_release(block, op, location, &deps);
        if !is_static_data(root) {
            let release = block.insert_operation_before(op, build_release(location, root, &deps));
            self.lowered.released.insert(raw(root), release);
        }
        self.doomed.push(op);
    }

    /// `offload.prefetch` becomes `offload.prefetch_async` into a fresh
    /// buffer, which the tensor's reads read.
    fn prefetch(&mut self, op: OperationRef<'c, 'a>) -> PassResult {
        let location = op.location();
        let remote = op.operand(0).expect("remote");
        let tensor = result(op, 0);
        let buffer_type = memref_type_of(location, tensor.r#type())?;
        let deps = self.store_deps(remote);
        let new = self.block.insert_operation_before(
            op,
            build_prefetch_async(location, remote, buffer_type, &deps),
        );
        let (buffer, done) = (result(new, 0), result(new, 1));
        self.prefetched_buffer.insert(raw(tensor), buffer);
        self.lowered.prefetched.push((buffer, done));
        self.doomed.push(op);
        read_through(self.block, tensor, buffer, &mut self.doomed);
        Ok(())
    }

    /// `offload.prefetch_chunk` becomes `offload.prefetch_chunk_async`
    /// into its base's buffer (or a reserved one), which the tensor's
    /// reads read.
    fn prefetch_chunk(&mut self, op: OperationRef<'c, 'a>) -> PassResult {
        let location = op.location();
        let block = self.block;
        let remote = op.operand(0).expect("remote");
        let tensor = result(op, 0);
        let buffer_type = memref_type_of(location, tensor.r#type())?;
        let chunk = chunk_of(&op).expect("checked");
        let buffer = match op.operand(1) {
            Ok(base) => root_allocation(self.buffer_of(base)),
            // No base: a buffer with nothing on the device yet.
            Err(_) => result(
                block.insert_operation_before(op, build_reserve(location, buffer_type)),
                0,
            ),
        };
        let deps = self.store_deps(remote);
        let new = block.insert_operation_before(
            op,
            build_prefetch_chunk_async(location, remote, buffer, chunk, &deps),
        );
        self.prefetched_buffer.insert(raw(tensor), buffer);
        self.lowered.refills.push(Refill {
            buffer,
            token: result(new, 0),
            chunk,
            op: new,
        });
        self.lowered.chunked.insert(raw(buffer));
        self.doomed.push(op);
        read_through(block, tensor, buffer, &mut self.doomed);
        Ok(())
    }

    /// `offload.remote_stack` of the stack's memref type.
    fn remote_stack(&mut self, op: OperationRef<'c, 'a>) -> PassResult {
        let location = op.location();
        let stack =
            hyperoffload_dialect::remote_value_type(result(op, 0).r#type()).expect("checked");
        let stack = memref_type_of(location, stack)?;
        let tier = tier_of(&op).unwrap_or(Tier::Host);
        let new = self
            .block
            .insert_operation_before(op, build_remote_stack(location, stack, tier));
        replace_all_uses(result(op, 0), result(new, 0));
        self.doomed.push(op);
        Ok(())
    }

    /// One slice into a stack in the tier, from the buffer of this
    /// iteration's value; it is freed after the copy. A strided view (a
    /// slice of a larger buffer) is first copied into a buffer of its own,
    /// which the runtimes copy whole.
    fn store_slice(&mut self, op: OperationRef<'c, 'a>) -> PassResult {
        let location = op.location();
        let block = self.block;
        let value = op.operand(0).expect("value");
        let mut buffer = self.buffer_of(value);
        let identity = memref_type_of(location, value.r#type())?;
        if buffer.r#type() != identity {
            let own = result(
                block.insert_operation_before(
                    op,
                    OperationBuilder::new("memref.alloc", location)
                        .add_results(&[identity])
                        .add_attributes(&[slices::attribute(
                            location,
                            "operandSegmentSizes",
                            "array<i32: 0, 0>",
                        )])
                        .build()
                        .expect("memref.alloc of a static type"),
                ),
                0,
            );
            block.insert_operation_before(
                op,
                OperationBuilder::new("memref.copy", location)
                    .add_operands(&[buffer, own])
                    .build()
                    .expect("memref.copy"),
            );
            buffer = own;
        }
        let (stack, index) = (
            op.operand(1).expect("the stack"),
            op.operand(2).expect("the index"),
        );
        let tier = tier_of(&op).unwrap_or(Tier::Host);
        let new = block.insert_operation_before(
            op,
            build_store_slice_async(location, buffer, stack, index, tier, &[]),
        );
        self.lowered
            .readers
            .entry(raw(root_allocation(buffer)))
            .or_default()
            .push((result(new, 0), None));
        self.doomed.push(op);
        Ok(())
    }
}

/// Rewires the `bufferization.to_buffer` reads of `tensor` (a prefetched
/// value) to `buffer`, casting where the read wants another layout.
fn read_through<'c, 'a>(
    block: BlockRef<'c, 'a>,
    tensor: Value<'c, 'a>,
    buffer: Value<'c, 'a>,
    doomed: &mut Vec<OperationRef<'c, 'a>>,
) {
    for use_ in uses(tensor) {
        let user = use_.owner;
        if op_name(&user) != "bufferization.to_buffer" {
            continue; // offload ops: rewritten through `buffer_of`
        }
        let wanted = result(user, 0);
        let replacement = if wanted.r#type() == buffer.r#type() {
            buffer
        } else {
            let cast = block.insert_operation_before(
                user,
                OperationBuilder::new("memref.cast", user.location())
                    .add_operands(&[buffer])
                    .add_results(&[wanted.r#type()])
                    .build()
                    .expect("a cast to a compatible layout"),
            );
            result(cast, 0)
        };
        replace_all_uses(wanted, replacement);
        doomed.push(user);
    }
}

/// An `offload.wait` on each prefetch's token right before the first op
/// that touches the prefetched buffer (one wait per such op); for a chunk
/// prefetch, the first op after it that touches the buffer other than
/// another chunk prefetch into it, so that the wait covers every chunk
/// copy that filled the buffer.
fn place_waits(block: BlockRef, lowered: &Lowered) {
    let order = op_order(block);
    let mut waits: HashMap<usize, Vec<Value>> = HashMap::new();
    for (buffer, token) in &lowered.prefetched {
        let group = views(*buffer);
        if let Some(first) = group
            .iter()
            .flat_map(|v| uses(*v))
            .filter_map(|u| ir::enclosing_index(u.owner, &order))
            .min()
        {
            waits.entry(first).or_default().push(*token);
        }
    }
    for refill in &lowered.refills {
        let Some(at) = ir::enclosing_index(refill.op, &order) else {
            continue;
        };
        if let Some(first) = views(refill.buffer)
            .iter()
            .flat_map(|v| uses(*v))
            .filter(|u| OffloadOp::of(&u.owner) != Some(OffloadOp::PrefetchChunkAsync))
            .filter_map(|u| ir::enclosing_index(u.owner, &order))
            .filter(|&i| i > at)
            .min()
        {
            waits.entry(first).or_default().push(refill.token);
        }
    }
    let ops = ir::block_ops(block);
    let mut firsts: Vec<_> = waits.into_iter().collect();
    firsts.sort_by_key(|(i, _)| *i);
    for (index, tokens) in firsts {
        let before = ops[index];
        block.insert_operation_before(before, build_wait(before.location(), &tokens));
    }
}

// ---------------------------------------------------------------------------
// Deallocation after the last use

fn free_after_last_use(
    block: BlockRef,
    lowered: &Lowered,
    fresh: &HashMap<String, Vec<Option<usize>>>,
) -> PassResult {
    let order = op_order(block);
    let ops = ir::block_ops(block);
    let prefetch_tokens: HashMap<RawValue, Value> = lowered
        .prefetched
        .iter()
        .map(|(b, t)| (raw(*b), *t))
        .collect();
    // (insert after op index, free op) pairs, placed once all are decided.
    let mut frees = Vec::new();
    for (index, op) in ops.iter().enumerate() {
        let is_device_alloc = op_name(op) == "memref.alloc" && !is_remote_alloc(op);
        let is_prefetch = OffloadOp::of(op) == Some(OffloadOp::PrefetchAsync);
        let is_reserve = OffloadOp::of(op) == Some(OffloadOp::Reserve);
        // Each buffer to free, with every value that is it.
        let roots: Vec<(Value, Vec<Value>)> = if is_device_alloc || is_prefetch || is_reserve {
            let root = result(*op, 0);
            vec![(root, views(root))]
        } else if op_name(op) == "func.call" {
            // What the callee allocated and returned is the caller's.
            let callee = op
                .attribute("callee")
                .ok()
                .map(|a| a.to_string().trim_start_matches('@').to_owned());
            let owners = callee
                .and_then(|c| fresh.get(&c))
                .cloned()
                .unwrap_or_default();
            let results: Vec<Value> = op.results().map(Value::from).collect();
            owners
                .iter()
                .enumerate()
                .filter(|&(index, owner)| *owner == Some(index))
                .map(|(index, _)| {
                    let group = owners
                        .iter()
                        .zip(&results)
                        .filter(|(owner, _)| **owner == Some(index))
                        .flat_map(|(_, value)| views(*value))
                        .collect();
                    (results[index], group)
                })
                .collect()
        } else {
            continue;
        };
        for (root, group) in roots {
            let mut last = index;
            let mut escapes = false;
            for value in &group {
                for use_ in uses(*value) {
                    // Returned, or yielded out of the region this block is in.
                    if op_name(&use_.owner) == "func.return"
                        || ir::last_op(block) == Some(use_.owner)
                    {
                        escapes = true;
                    }
                    let is_release = lowered
                        .released
                        .get(&raw(root))
                        .is_some_and(|r| r.to_raw().ptr == use_.owner.to_raw().ptr);
                    if !is_release && let Some(i) = ir::enclosing_index(use_.owner, &order) {
                        last = last.max(i);
                    }
                }
            }
            if let Some(release) = lowered.released.get(&raw(root)) {
                let at = ir::enclosing_index(*release, &order).expect("a top-level release");
                if last > at || escapes {
                    let user = ops[last];
                    return Err(ir::error(
                        release.location(),
                        &format!(
                            "the plan detaches this buffer, but '{}' still uses it afterwards; the plan does not match the program",
                            op_name(&user)
                        ),
                    ));
                }
                continue;
            }
            if escapes {
                continue;
            }
            let mut deps: Vec<Value> = lowered
                .readers
                .get(&raw(root))
                .into_iter()
                .flatten()
                .map(|(token, _)| *token)
                .collect();
            if last == index
                && let Some(token) = prefetch_tokens.get(&raw(root))
            {
                deps.push(*token); // never used: the copy must land before the free
            }
            // Chunk copies into it that nothing waited for must land first.
            deps.extend(lowered.refill_tokens(root));
            dedup(&mut deps);
            let chunked = lowered.chunked.contains(&raw(root));
            frees.push((last, root, deps, is_prefetch || chunked));
        }
    }
    for (last, root, deps, is_prefetch) in frees.into_iter().rev() {
        let after = ops[last];
        let location = after.location();
        let free = if is_prefetch || !deps.is_empty() {
            build_release(location, root, &deps)
        } else {
            OperationBuilder::new("memref.dealloc", location)
                .add_operands(&[root])
                .build()
                .expect("memref.dealloc of an allocation")
        };
        block.insert_operation_after(after, free);
    }
    Ok(())
}

/// An op that writes into a fetched tensor (`linalg.matmul ... outs(%p)`
/// with `%p = offload.prefetch %r`: a gradient accumulated over a copy
/// that was away) is in place in the plan, as it is into any tensor not
/// read again. `one-shot-bufferize` cannot know that the unknown op's
/// buffer may be written, so it writes into a fresh copy of it
/// (`memref.alloc` + `memref.copy`), and both are on the device at once:
/// bytes the plan never counted. Where the fetched buffer is not touched
/// after the copy, the copy's buffer is the fetched one itself: the
/// allocation and the copy go, and its uses read the fetched buffer.
fn forward_fetched_copies(block: BlockRef) {
    let order = op_order(block);
    let position = |op: OperationRef| ir::enclosing_index(op, &order);
    for copy in ir::block_ops(block) {
        if op_name(&copy) != "memref.copy" {
            continue;
        }
        let (Ok(source), Ok(target)) = (copy.operand(0), copy.operand(1)) else {
            continue;
        };
        let fetched = ir::defining_op(source).is_some_and(|op| {
            op_name(&op) == "offload.prefetch_async" && op.block() == Some(block)
        });
        let Some(alloc) = ir::defining_op(target)
            .filter(|op| op_name(op) == "memref.alloc" && op.block() == Some(block))
        else {
            continue;
        };
        let Some(at) = position(copy) else {
            continue;
        };
        // The source is not touched after the copy (the copy is its last
        // touch), nor viewed, nor read by a transfer that may still run
        // (a store of it); the target is not touched before the copy; both
        // have one type.
        let source_done = ir::uses(source).iter().all(|u| {
            u.owner == copy
                || position(u.owner).is_some_and(|p| p < at)
                    && !is_view(&u.owner)
                    && !op_name(&u.owner).starts_with("offload.")
        });
        let target_fresh = ir::uses(target)
            .iter()
            .all(|u| u.owner == copy || position(u.owner).is_some_and(|p| p > at));
        if !fetched || !source_done || !target_fresh || source.r#type() != target.r#type() {
            continue;
        }
        ir::replace_all_uses(target, source);
        ir::erase(copy);
        ir::erase(alloc);
    }
}

/// Whether `op` makes a view of its operand (its result aliases it).
fn is_view(op: &OperationRef) -> bool {
    ir::VIEW_OPS.contains(&op_name(op).as_str())
}

// ---------------------------------------------------------------------------
// Helpers

fn op_order(block: BlockRef) -> ir::OpIndex {
    ir::block_ops(block)
        .iter()
        .enumerate()
        .map(|(i, op)| (op.to_raw().ptr, i))
        .collect()
}

fn dedup(values: &mut Vec<Value>) {
    let mut seen = HashSet::new();
    values.retain(|v| seen.insert(raw(*v)));
}
