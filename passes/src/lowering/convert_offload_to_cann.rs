//! `convert-offload-to-cann`: lowers the memref forms of the offload ops,
//! and the buffers of the functions holding them, to the `cann` dialect
//! (the Ascend ACL runtime), for compute that runs on the host as CPU
//! loops. `convert-cann-to-llvm` then turns each `cann` op into a checked
//! call of its ACL function.
//!
//! Each function holding an offload op or a buffer gets two streams at its
//! entry, one per copy direction (D2H, H2D); every `!offload.token` becomes
//! a fresh `!cann.event` recorded on its copy's stream. Because the host
//! runs the compute, its waits are real host waits (`synchronize_event`).
//!
//! | op | cann ops |
//! |---|---|
//! | `%r, %done = offload.store_async %v [deps] {tier = "host"}` | `stream_wait_event(D2H, e)` per dep event recorded on H2D; `%r = malloc_host`; `memcpy_async(%r, %v, D2H) {kind = "device_to_host"}`; `%done = create_event` + `record_event(%done, D2H)` |
//! | `%v, %done = offload.prefetch_async %r [deps]` | `stream_wait_event(H2D, e)` per dep event recorded on D2H; `%v = malloc {policy = "huge_first"}`; `memcpy_async(%v, %r, H2D) {kind = "host_to_device"}`; `%done = create_event` + `record_event(%done, H2D)` |
//! | `%done = offload.prefetch_slice_async %r, %slot, %i [deps]` | `stream_wait_event(H2D, e)` per dep event recorded on D2H; `memcpy_async(%slot, %view, H2D) {kind = "host_to_device"}` of the slice's bytes of `%r` (`%i` times the slot's size on); `%done = create_event` + `record_event(%done, H2D)` |
//! | `offload.remote_stack` (memref form) | `malloc_host` (or `hyperoffloadTierAlloc` for a tier beyond host), zero-filled (`llvm.call @memset`); freed at the returns unless the function returns it |
//! | `%done = offload.store_slice_async %v, %g, %i [deps]` | `stream_wait_event(D2H, e)` per dep event recorded on H2D; `memcpy_async(%view, %v, D2H) {kind = "device_to_host"}` into the slice's bytes of `%g` (`%i` times the slice's size on); `%done = create_event` + `record_event(%done, D2H)` |
//! | `offload.release %v [deps]` | `synchronize_event` per dep (`aclrtFree` does not wait for queued copies), then `free` of `%v`'s root allocation |
//! | `offload.wait [deps]` | `synchronize_event` per dep |
//! | `offload.resident %m` | `%m` itself |
//! | `offload.store_async` / `store_chunk_async` with `tier = "cxl" \| "nvme" \| "pool"` | as with host, but the copy comes from the tier runtime: `llvm.call @hyperoffloadTierAlloc(code, bytes)` ([`crate::lowering::tiers`]) |
//! | device / host-tier / other-tier `memref.alloc` | `malloc {policy = "huge_first"}` / `malloc_host` / `hyperoffloadTierAlloc` |
//! | `memref.dealloc` | `free` / `free_host` / `hyperoffloadTierFree`, of the root allocation |
//! | `func.return` | `synchronize_stream` of both streams, `free_host` (or `hyperoffloadTierFree`) of every copy only offload ops used, `destroy_event` of every event, `destroy_stream` of both |
//!
//! A dependence on an event recorded on the same stream needs no wait:
//! stream order provides it. `!offload.remote<T>` becomes `T` in every
//! signature and call of the module (so the pass runs on the module); the
//! buffer rules are those of [`crate::lowering`].
//!
//! Transfers in a loop body (or any nested block) record events of that
//! block: before its terminator, the block waits for both streams, frees the
//! copies only its offload ops used and destroys its events, so each
//! iteration's transfers complete within it.
//!
//! Refused at the op, before anything is rewritten: tensor forms (bufferize
//! first), tokens not made by a transfer of the same function or used by
//! other ops, allocations with dynamic sizes (`cann.malloc` takes its
//! size from the type), and a broken schedule (the memref checks of
//! `offload-verify`, [`crate::lowering::memref_check`]: it would lower into a free
//! during a copy or a double `cann.free`). Guarantees: no offload op or
//! type is left.

use std::collections::HashMap;

use hyperoffload_dialect::{
    CannOp, OffloadOp, Tier, build_cann, build_cann_with, event_type, mem_handle_type, stream_type,
};
use melior::ir::{
    Attribute, BlockLike, BlockRef, Location, Operation, Type, Value, ValueLike,
    attribute::{IntegerAttribute, StringAttribute},
    operation::{OperationLike, OperationRef},
    r#type::{IntegerType, MemRefType, ShapedTypeLike},
};

use crate::{
    PassDef, PassResult,
    ir::{self, collect_ops, erase, first_block, op_name, replace_all_uses, uses},
    lowering::{
        self, RemoteValues, Residence,
        llvm_buffers::{self, Builder},
        memref_check,
        runtime_lowering::{self, Direction, RuntimeLowering, element_bytes_of, first_dependency},
        slices, tiers,
    },
    options::PassOptions,
};

pub const PASS: PassDef = PassDef {
    flag: "convert-offload-to-cann",
    name: "ConvertOffloadToCann",
    summary: "Lower memref-form offload ops and buffers to cann streams, events, mallocs and copies",
    description: "The Ascend path, for compute lowered to CPU loops: each function holding \
        offload ops or buffers gets a D2H and an H2D stream (cann.create_stream); \
        offload.store_async becomes a pinned host buffer (cann.malloc_host) and a device-to-host \
        cann.memcpy_async on D2H, offload.prefetch_async a cann.malloc and a host-to-device copy \
        on H2D, each token a cann.event recorded after its copy, with cann.stream_wait_event for \
        dependences across the two streams; offload.release and offload.wait block the host on \
        their dependences (cann.synchronize_event), the release then frees the buffer; \
        offload.resident is the argument itself. Device and host-tier memref.alloc/dealloc become \
        cann.malloc/free and cann.malloc_host/free_host. A copy in a tier beyond host (cxl, \
        nvme, pool: a store's copy, or a memref.alloc marked with that offload.tier) comes from \
        the tier runtime (hyperoffloadTierAlloc/hyperoffloadTierFree calls) and is copied like \
        host memory. A slice copy (offload.prefetch_slice_async, offload.store_slice_async) is a \
        cann.memcpy_async of the slice's bytes of its stack, and an offload.remote_stack a \
        zero-filled (memset) cann.malloc_host copy, freed at the returns unless the function \
        returns it. Each return synchronizes both streams, \
        frees the copies only transfers used and destroys every event and both streams. \
        !offload.remote<T> becomes T in every signature and call of the module. Tensor forms, \
        transfers outside a function's entry block, dynamically sized \
        allocations and a broken schedule (what offload-verify reports on the memref forms) are \
        errors at the op, before anything is rewritten. No offload op or type is left.",
    anchor: Some("builtin.module"),
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> PassResult {
    let offload = collect_ops(root, |op| OffloadOp::of(op).is_some());
    // Everything is checked before anything is rewritten.
    for op in &offload {
        check_offload(*op)?;
    }
    for alloc in collect_ops(root, |op| op_name(op) == "memref.alloc") {
        check_alloc(alloc)?;
    }
    // A broken schedule would lower into a free during a transfer or a
    // double free: refuse it.
    memref_check::check_module(root)?;
    let mut chunked = lowering::chunked_buffers(root)?;
    check_chunked_in_entry(root, &chunked)?;
    ir::load_dialects(&root, &["cann", "memref", "llvm"]);
    tiers::declare_if_used(root);
    slices::declare_memset_if_used(root);
    // Signatures first: a buffer that was a remote copy is a host buffer.
    let remote = lowering::convert_remote_signatures(root);
    for function in collect_ops(root, |op| op_name(op) == "func.func") {
        lower_function(function, &remote, &mut chunked);
    }
    Ok(())
}

/// Refuses what this lowering cannot express.
fn check_offload(op: OperationRef) -> PassResult {
    let kind = OffloadOp::of(&op).expect("collected offload ops only");
    let location = op.location();
    runtime_lowering::refuse_tensor_form(op, PASS.flag)?;
    let function = enclosing_function(op).ok_or_else(|| {
        ir::error(
            location,
            &format!("'{kind}' is outside a func.func; convert-offload-to-cann lowers functions"),
        )
    })?;
    let in_entry = op
        .block()
        .zip(first_block(&function))
        .is_some_and(|(block, entry)| block == entry);
    if !in_entry
        && matches!(
            kind,
            OffloadOp::Reserve | OffloadOp::ReleaseChunk | OffloadOp::Release
        )
        && (kind != OffloadOp::Release
            || is_chunk_buffer(lowering::root_allocation(op.operand(0).expect("a buffer"))))
    {
        return Err(ir::error(
            location,
            &format!(
                "'{kind}' is outside its function's entry block; convert-offload-to-cann tracks the committed ranges of a chunked buffer in the entry block only"
            ),
        ));
    }
    if matches!(
        kind,
        OffloadOp::StoreChunkAsync | OffloadOp::StoreChunkIntoAsync
    ) && lowering::is_static_data(op.operand(0).expect("a buffer"))
    {
        return Err(ir::error(
            location,
            "a chunk store of a module constant (host data) has no ACL copy kind here; store the constant whole",
        ));
    }
    if matches!(
        kind,
        OffloadOp::StoreAsync
            | OffloadOp::PrefetchAsync
            | OffloadOp::StoreChunkAsync
            | OffloadOp::StoreChunkIntoAsync
            | OffloadOp::PrefetchChunkAsync
            | OffloadOp::PrefetchSliceAsync
            | OffloadOp::StoreSliceAsync
    ) {
        // Only offload ops use a token (below), so the token of a transfer
        // in a nested block stays in that block, which destroys its event.
        let done: Value = op
            .result(usize::from(!matches!(
                kind,
                OffloadOp::PrefetchChunkAsync
                    | OffloadOp::PrefetchSliceAsync
                    | OffloadOp::StoreSliceAsync
            )))
            .expect("a transfer has a token")
            .into();
        if let Some(user) = uses(done)
            .into_iter()
            .find(|u| OffloadOp::of(&u.owner).is_none())
        {
            return Err(ir::error(
                user.owner.location(),
                &format!(
                    "'{}' uses the token of '{kind}'; only offload ops may wait on tokens in convert-offload-to-cann",
                    op_name(&user.owner)
                ),
            ));
        }
    }
    for index in first_dependency(kind)..op.operand_count() {
        let dep = op.operand(index).expect("in range");
        let made_here = ir::defining_op(dep).is_some_and(|producer| {
            matches!(
                OffloadOp::of(&producer),
                Some(
                    OffloadOp::StoreAsync
                        | OffloadOp::PrefetchAsync
                        | OffloadOp::StoreChunkAsync
                        | OffloadOp::StoreChunkIntoAsync
                        | OffloadOp::PrefetchChunkAsync
                        | OffloadOp::PrefetchSliceAsync
                        | OffloadOp::StoreSliceAsync
                )
            ) && enclosing_function(producer) == Some(function)
        });
        if !made_here {
            return Err(ir::error(
                location,
                &format!(
                    "'{kind}' depends on a token not made by a transfer of this function; convert-offload-to-cann maps each token to the event of its transfer"
                ),
            ));
        }
    }
    Ok(())
}

/// Refuses a buffer that chunk ops release or fill allocated outside its
/// function's entry block: its committed ranges are tracked there.
fn check_chunked_in_entry(root: OperationRef, chunked: &lowering::ChunkedBuffers) -> PassResult {
    for alloc in collect_ops(root, |op| op_name(op) == "memref.alloc") {
        let result: Value = alloc.result(0).expect("a buffer").into();
        if chunked.segments(result).is_some() {
            let function = enclosing_function(alloc);
            let in_entry = alloc
                .block()
                .zip(function.and_then(|f| first_block(&f)))
                .is_some_and(|(block, entry)| block == entry);
            if !in_entry {
                return Err(ir::error(
                    alloc.location(),
                    "a buffer that chunk ops release or fill is allocated outside its function's entry block; convert-offload-to-cann tracks its committed ranges in the entry block only",
                ));
            }
        }
    }
    Ok(())
}

/// `cann.malloc` and `cann.malloc_host` take their size from the type.
fn check_alloc(alloc: OperationRef) -> PassResult {
    if alloc.operand_count() > 0 {
        return Err(ir::error(
            alloc.location(),
            "memref.alloc with dynamic sizes or symbols cannot lower to cann.malloc, which takes its size from the type; use a static shape",
        ));
    }
    Ok(())
}

/// Whether chunk ops release or fill `root` (before the rewrite: a
/// `memref.alloc` or `offload.reserve` used by them).
fn is_chunk_buffer(root: Value) -> bool {
    lowering::views(root).iter().any(|v| {
        ir::uses(*v).iter().any(|u| {
            matches!(
                OffloadOp::of(&u.owner),
                Some(OffloadOp::ReleaseChunk | OffloadOp::PrefetchChunkAsync)
            )
        })
    }) || ir::defining_op(root).is_some_and(|d| OffloadOp::of(&d) == Some(OffloadOp::Reserve))
}

/// Whether `root` was lowered to reserved address space.
fn is_reserved(root: Value) -> bool {
    ir::defining_op(root).is_some_and(|d| CannOp::of(&d) == Some(CannOp::ReserveMemAddress))
}

/// The `func.func` that holds `op`, if any.
fn enclosing_function<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if op_name(&parent) == "func.func" {
            return Some(parent);
        }
        current = parent.parent_operation();
    }
    None
}

/// The copy streams of a function.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Stream {
    D2h,
    H2d,
}

/// A key for a value in maps (values are live for the whole lowering).
fn key(value: Value) -> usize {
    value.to_raw().ptr as usize
}

/// The lowering state of one function.
struct FunctionLowering<'c, 'a, 'b> {
    d2h: Value<'c, 'a>,
    h2d: Value<'c, 'a>,
    /// The event of each token, and the stream it is recorded on.
    events: HashMap<usize, (Value<'c, 'a>, Stream)>,
    /// Every event created, in creation order, with the block it was
    /// created in.
    created: Vec<(BlockRef<'c, 'a>, Value<'c, 'a>)>,
    /// Host copies made by stores that only offload ops use, with their
    /// block: freed at its end.
    host_copies: Vec<(BlockRef<'c, 'a>, Value<'c, 'a>)>,
    /// Copies in tiers beyond host, by buffer: the tier and the pointer
    /// the tier runtime gave.
    tier_copies: HashMap<usize, (Tier, Value<'c, 'a>)>,
    /// Those of them that stores made and only offload ops use, with their
    /// block: freed at its end.
    tier_copies_at_exit: Vec<(BlockRef<'c, 'a>, Value<'c, 'a>)>,
    /// The committed segments of reserved buffers: buffer, first element,
    /// elements, the physical allocation mapped there.
    committed: Vec<(Value<'c, 'a>, u64, u64, Value<'c, 'a>)>,
    /// The segments of the buffers that chunk ops release or fill.
    chunked: &'b mut lowering::ChunkedBuffers,
    /// The stores whose copies only offload ops use (decided before the
    /// rewrite), by op: their copies are freed at the end of their block.
    only_transferred: Vec<usize>,
}

fn lower_function(
    function: OperationRef,
    remote: &RemoteValues,
    chunked: &mut lowering::ChunkedBuffers,
) {
    let Some(entry) = first_block(&function) else {
        return; // a declaration: its signature is converted already
    };
    let ops = collect_ops(function, |op| {
        OffloadOp::of(op).is_some()
            || matches!(op_name(op).as_str(), "memref.alloc" | "memref.dealloc")
    });
    if ops.is_empty() {
        return;
    }
    // Decide before rewriting: residence looks at the allocations.
    let deallocs: HashMap<usize, Residence> = ops
        .iter()
        .filter(|op| op_name(op) == "memref.dealloc")
        .map(|op| {
            let buffer = op.operand(0).expect("memref.dealloc has an operand");
            (key_op(op), lowering::residence(buffer, remote))
        })
        .collect();
    let only_transferred = copies_only_transferred(&ops);
    let returns = collect_ops(function, |op| {
        op_name(op) == "func.return" && enclosing_function(*op) == Some(function)
    });
    let mut state = FunctionLowering::at_entry(function, entry, chunked, only_transferred);
    // In program order: each op's results are replaced before a later op
    // reads them.
    for op in &ops {
        state.lower(*op, deallocs.get(&key_op(op)).copied());
    }
    for block in state.nested_blocks(entry) {
        if let Some(end) = ir::last_op(block) {
            state.release_block(block, end);
        }
    }
    for ret in returns {
        state.exit(ret);
    }
    for op in ops.into_iter().rev() {
        erase(op);
    }
}

/// The stores among `ops` whose copies only offload ops use (by op): the
/// lowering frees those copies at the end of their block.
fn copies_only_transferred(ops: &[OperationRef]) -> Vec<usize> {
    ops.iter()
        .filter(|op| {
            matches!(
                OffloadOp::of(op),
                Some(OffloadOp::StoreAsync | OffloadOp::StoreChunkAsync)
            )
        })
        .filter(|op| {
            lowering::copy_names(**op)
                .into_iter()
                .flat_map(uses)
                .all(|u| OffloadOp::of(&u.owner).is_some())
        })
        .map(key_op)
        .collect()
}

fn key_op(op: &OperationRef) -> usize {
    op.to_raw().ptr as usize
}

impl<'c, 'a, 'b> FunctionLowering<'c, 'a, 'b> {
    /// The lowering of `function`: its two streams, created at the top of
    /// its `entry` block, and nothing lowered yet.
    fn at_entry(
        function: OperationRef<'c, 'a>,
        entry: BlockRef<'c, 'a>,
        chunked: &'b mut lowering::ChunkedBuffers,
        only_transferred: Vec<usize>,
    ) -> Self {
        let location = function.location();
        let context = location.context();
        // SAFETY: `context` (the reference) outlives every use below.
        let context = unsafe { context.to_ref() };
        let stream = stream_type(context);
        let create_stream = || build_cann(CannOp::CreateStream, location, &[], &[stream], &[]);
        let first = entry
            .first_operation()
            .expect("a function body has a terminator");
        let d2h = entry.insert_operation_before(first, create_stream());
        let h2d = entry.insert_operation_before(first, create_stream());
        FunctionLowering {
            d2h: d2h.result(0).expect("a stream").into(),
            h2d: h2d.result(0).expect("a stream").into(),
            events: HashMap::new(),
            created: Vec::new(),
            host_copies: Vec::new(),
            tier_copies: HashMap::new(),
            tier_copies_at_exit: Vec::new(),
            committed: Vec::new(),
            chunked,
            only_transferred,
        }
    }
}

impl<'c, 'a> FunctionLowering<'c, 'a, '_> {
    fn stream(&self, stream: Stream) -> Value<'c, 'a> {
        match stream {
            Stream::D2h => self.d2h,
            Stream::H2d => self.h2d,
        }
    }

    /// Stream `on`, made to wait (before `op`) for each of `deps` whose
    /// event was recorded on the other stream.
    fn stream_after(
        &self,
        op: OperationRef<'c, 'a>,
        on: Stream,
        deps: &[Value<'c, 'a>],
    ) -> Value<'c, 'a> {
        let stream = self.stream(on);
        let block = op.block().expect("an op in a block");
        for dep in deps {
            let (event, recorded_on) = self.events[&key(*dep)];
            if recorded_on != on {
                block.insert_operation_before(
                    op,
                    build_cann(
                        CannOp::StreamWaitEvent,
                        op.location(),
                        &[stream, event],
                        &[],
                        &[],
                    ),
                );
            }
        }
        stream
    }

    /// Lowers one op: an offload op by the shared driver (the
    /// [`RuntimeLowering`] functions below), an allocation or a free by
    /// [`Self::lower_buffer_op`]. `residence` is the decided residence of a
    /// dealloc's buffer.
    fn lower(&mut self, op: OperationRef<'c, 'a>, residence: Option<Residence>) {
        if OffloadOp::of(&op).is_some() {
            runtime_lowering::lower_offload_op(self, op);
        } else {
            self.lower_buffer_op(op, residence);
        }
    }

    /// Rewrites a `memref.alloc` or `memref.dealloc`: inserts its cann ops
    /// (or tier runtime calls) before it and rewires its result.
    fn lower_buffer_op(&mut self, op: OperationRef<'c, 'a>, residence: Option<Residence>) {
        let location = op.location();
        let block = op.block().expect("an op in a block");
        let insert = |built: Operation<'c>| block.insert_operation_before(op, built);
        let operand = |i: usize| -> Value<'c, 'a> { op.operand(i).expect("in range") };
        match op_name(&op).as_str() {
            "memref.alloc"
                if self
                    .chunked
                    .segments(op.result(0).expect("a buffer").into())
                    .is_some() =>
            {
                let result: Value = op.result(0).expect("a buffer").into();
                let segments = self.chunked.segments(result).expect("checked").to_vec();
                let reserved = insert(build_cann(
                    CannOp::ReserveMemAddress,
                    location,
                    &[],
                    &[result.r#type()],
                    &[],
                ));
                let reserved: Value = reserved.result(0).expect("a buffer").into();
                self.chunked.alias(reserved, result);
                for (start, length) in segments {
                    self.commit(op, reserved, start, length);
                }
                replace_all_uses(result, reserved);
            }
            "memref.dealloc" if is_reserved(lowering::root_allocation(operand(0))) => {
                self.release_reserved(op, lowering::root_allocation(operand(0)));
            }
            "memref.alloc" if tiers::remote_alloc_tier(&op).is_some() => {
                let tier = tiers::remote_alloc_tier(&op).expect("matched");
                let result: Value = op.result(0).expect("a buffer").into();
                let copy = self.tier_copy(op, tier, result.r#type());
                replace_all_uses(result, copy);
            }
            "memref.dealloc"
                if self
                    .tier_copies
                    .contains_key(&key(lowering::root_allocation(operand(0)))) =>
            {
                let (tier, pointer) = self.tier_copies[&key(lowering::root_allocation(operand(0)))];
                tiers::free(Builder::before(op), tier, pointer);
            }
            "memref.alloc" => {
                let result = op.result(0).expect("a buffer");
                let built = if lowering::is_remote_alloc(&op) {
                    build_cann(CannOp::MallocHost, location, &[], &[result.r#type()], &[])
                } else {
                    malloc(location, result.r#type())
                };
                let new = insert(built);
                replace_all_uses(result.into(), new.result(0).expect("a buffer").into());
            }
            "memref.dealloc" => {
                let root = lowering::root_allocation(operand(0));
                let free = match residence.expect("decided for every dealloc") {
                    Residence::Device => CannOp::Free,
                    Residence::Host => CannOp::FreeHost,
                };
                insert(build_cann(free, location, &[root], &[], &[]));
            }
            other => unreachable!("collected offload ops and buffers only, not {other}"),
        }
    }

    /// Whether the copy a store `op` makes is freed at the end of its
    /// block: only offload ops use it.
    fn frees_copy_at_exit(&self, op: OperationRef<'c, 'a>) -> bool {
        self.only_transferred.contains(&key_op(&op))
    }

    /// `create_event` + `record_event` on `on` after the copy of `op`, and
    /// its token (result `token`) mapped to that event.
    fn record_done(&mut self, op: OperationRef<'c, 'a>, on: Stream, token: usize) {
        let block = op.block().expect("an op in a block");
        let event = self.record(op.location(), block, op, on);
        let done = op.result(token).expect("a token");
        self.events.insert(key(done.into()), (event, on));
    }

    /// Before `op`, the host waits for the event of each of `deps`.
    fn synchronize(&self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        let block = op.block().expect("an op in a block");
        for dep in deps {
            let (event, _) = self.events[&key(*dep)];
            block.insert_operation_before(
                op,
                build_cann(CannOp::SynchronizeEvent, op.location(), &[event], &[], &[]),
            );
        }
    }

    /// Before `op` (a store or prefetch: the value it makes, then its
    /// token), `cann.memcpy_async` of `kind` on `on`, recorded after; the
    /// op's value becomes `dst`.
    fn copy_whole(
        &mut self,
        op: OperationRef<'c, 'a>,
        on: Stream,
        stream: Value<'c, 'a>,
        (dst, src): (Value<'c, 'a>, Value<'c, 'a>),
        copy_kind: &str,
    ) {
        self.memcpy_async(op, on, stream, (dst, src), copy_kind, 1);
        replace_all_uses(op.result(0).expect("a result").into(), dst);
    }

    /// Before `op`, `cann.memcpy_async` of `kind` from `src` to `dst` on
    /// `on` (its `stream`), recorded after as the op's result `token`.
    fn memcpy_async(
        &mut self,
        op: OperationRef<'c, 'a>,
        on: Stream,
        stream: Value<'c, 'a>,
        (dst, src): (Value<'c, 'a>, Value<'c, 'a>),
        copy_kind: &str,
        token: usize,
    ) {
        op.block()
            .expect("an op in a block")
            .insert_operation_before(
                op,
                build_cann(
                    CannOp::MemcpyAsync,
                    op.location(),
                    &[dst, src, stream],
                    &[],
                    &[("kind", copy_kind)],
                ),
            );
        self.record_done(op, on, token);
    }

    /// Before `op`, `cann.memcpy_range_async` of `bytes` from `src` into
    /// `dst` (from `src_offset` and `dst_offset` bytes on) on `on`, made to
    /// wait for the op's dependencies already; its token (result `token`)
    /// recorded after it.
    fn copy_chunk(
        &mut self,
        op: OperationRef<'c, 'a>,
        on: Stream,
        (dst, src): (Value<'c, 'a>, Value<'c, 'a>),
        (dst_offset, src_offset): (u64, u64),
        bytes: u64,
        token: usize,
    ) {
        let stream = self.stream(on);
        let copy_kind = match on {
            Stream::D2h => "device_to_host",
            Stream::H2d => "host_to_device",
        };
        let block = op.block().expect("an op in a block");
        block.insert_operation_before(
            op,
            memcpy_range(
                op.location(),
                [dst, src, stream],
                copy_kind,
                dst_offset,
                src_offset,
                bytes,
            ),
        );
        self.record_done(op, on, token);
    }

    /// Commits elements `[start, start + length)` of the reserved `buffer`
    /// before `op`: a physical allocation mapped there.
    fn commit(&mut self, op: OperationRef<'c, 'a>, buffer: Value<'c, 'a>, start: u64, length: u64) {
        let location = op.location();
        let block = op.block().expect("an op in a block");
        let context = location.context();
        // SAFETY: `context` (the reference) outlives every use below.
        let context = unsafe { context.to_ref() };
        let element = element_bytes_of(buffer);
        let i64_type = IntegerType::new(context, 64).into();
        let integer =
            |n: u64| -> Attribute<'c> { IntegerAttribute::new(i64_type, n as i64).into() };
        let handle = block.insert_operation_before(
            op,
            build_cann_with(
                CannOp::MallocPhysical,
                location,
                &[],
                &[mem_handle_type(context)],
                &[("size", integer(length * element))],
            ),
        );
        let handle: Value = handle.result(0).expect("a handle").into();
        block.insert_operation_before(
            op,
            build_cann_with(
                CannOp::MapMem,
                location,
                &[buffer, handle],
                &[],
                &[
                    ("offset", integer(start * element)),
                    ("size", integer(length * element)),
                ],
            ),
        );
        self.committed.push((buffer, start, length, handle));
    }

    /// Decommits the segment of `buffer` that starts at element `start`,
    /// before `op`: unmaps it and frees its physical allocation.
    fn decommit(&mut self, op: OperationRef<'c, 'a>, buffer: Value<'c, 'a>, start: u64) {
        let Some(index) = self
            .committed
            .iter()
            .position(|&(b, s, _, _)| b == buffer && s == start)
        else {
            return; // the checker refused a second release of a range
        };
        let (_, _, _, handle) = self.committed.remove(index);
        let location = op.location();
        let block = op.block().expect("an op in a block");
        let context = location.context();
        // SAFETY: `context` (the reference) outlives every use below.
        let context = unsafe { context.to_ref() };
        let i64_type = IntegerType::new(context, 64).into();
        let offset = IntegerAttribute::new(i64_type, (start * element_bytes_of(buffer)) as i64);
        block.insert_operation_before(
            op,
            build_cann_with(
                CannOp::UnmapMem,
                location,
                &[buffer],
                &[],
                &[("offset", offset.into())],
            ),
        );
        block.insert_operation_before(
            op,
            build_cann(CannOp::FreePhysical, location, &[handle], &[], &[]),
        );
    }

    /// Frees the reserved `buffer` before `op`: decommits what is still
    /// committed, then releases the address range.
    fn release_reserved(&mut self, op: OperationRef<'c, 'a>, buffer: Value<'c, 'a>) {
        let starts: Vec<u64> = self
            .committed
            .iter()
            .filter(|(b, ..)| *b == buffer)
            .map(|&(_, start, ..)| start)
            .collect();
        for start in starts {
            self.decommit(op, buffer, start);
        }
        let block = op.block().expect("an op in a block");
        block.insert_operation_before(
            op,
            build_cann(
                CannOp::ReleaseMemAddress,
                op.location(),
                &[buffer],
                &[],
                &[],
            ),
        );
    }

    /// `create_event` + `record_event` on `on`, before `op`.
    fn record(
        &mut self,
        location: Location<'c>,
        block: BlockRef<'c, 'a>,
        op: OperationRef<'c, 'a>,
        on: Stream,
    ) -> Value<'c, 'a> {
        let context = location.context();
        // SAFETY: `context` (the reference) outlives every use below.
        let event_type = event_type(unsafe { context.to_ref() });
        let event = block.insert_operation_before(
            op,
            build_cann(CannOp::CreateEvent, location, &[], &[event_type], &[]),
        );
        let event: Value = event.result(0).expect("an event").into();
        block.insert_operation_before(
            op,
            build_cann(
                CannOp::RecordEvent,
                location,
                &[event, self.stream(on)],
                &[],
                &[],
            ),
        );
        self.created.push((block, event));
        event
    }

    /// A copy of static type `buffer_type` in the tier `op` names, made
    /// before `op`: pinned host memory (`cann.malloc_host`), or beyond host
    /// the tier runtime's ([`Self::tier_copy`]); freed at the end of `op`'s
    /// block (its return, or its iteration's end) when `free_at_end`.
    fn copy_in_tier(
        &mut self,
        op: OperationRef<'c, 'a>,
        buffer_type: melior::ir::Type<'c>,
        free_at_end: bool,
    ) -> Value<'c, 'a> {
        let block = op.block().expect("an op in a block");
        match tiers::beyond_host(&op) {
            Some(tier) => {
                let copy = self.tier_copy(op, tier, buffer_type);
                if free_at_end {
                    self.tier_copies_at_exit.push((block, copy));
                }
                copy
            }
            None => {
                let copy: Value = block
                    .insert_operation_before(
                        op,
                        build_cann(CannOp::MallocHost, op.location(), &[], &[buffer_type], &[]),
                    )
                    .result(0)
                    .expect("a buffer")
                    .into();
                if free_at_end {
                    self.host_copies.push((block, copy));
                }
                copy
            }
        }
    }

    /// A copy of type `buffer_type` in `tier` from the tier runtime, before
    /// `op`; remembered for its free.
    fn tier_copy(
        &mut self,
        op: OperationRef<'c, 'a>,
        tier: Tier,
        buffer_type: melior::ir::Type<'c>,
    ) -> Value<'c, 'a> {
        let (copy, pointer) = tiers::alloc(Builder::before(op), tier, buffer_type);
        self.tier_copies.insert(key(copy), (tier, pointer));
        copy
    }

    /// The exit sequence before `ret`: wait for both streams, then free
    /// and destroy what the function made.
    fn exit(&self, ret: OperationRef<'c, 'a>) {
        let location = ret.location();
        let block = ret.block().expect("an op in a block");
        let insert = |op: CannOp, operands: &[Value<'c, 'a>]| {
            block.insert_operation_before(ret, build_cann(op, location, operands, &[], &[]));
        };
        self.release_block(block, ret);
        insert(CannOp::DestroyStream, &[self.d2h]);
        insert(CannOp::DestroyStream, &[self.h2d]);
    }

    /// Before `end`, the terminator of `block` (a return, or the yield that
    /// ends a loop body's iteration): wait for both streams, then free the
    /// copies that only offload ops in `block` used and destroy the events
    /// `block` created; each iteration of a loop body makes its own.
    fn release_block(&self, block: BlockRef<'c, 'a>, end: OperationRef<'c, 'a>) {
        let location = end.location();
        let insert = |op: CannOp, operands: &[Value<'c, 'a>]| {
            block.insert_operation_before(end, build_cann(op, location, operands, &[], &[]));
        };
        insert(CannOp::SynchronizeStream, &[self.d2h]);
        insert(CannOp::SynchronizeStream, &[self.h2d]);
        for (_, copy) in self.host_copies.iter().filter(|(b, _)| *b == block) {
            insert(CannOp::FreeHost, &[*copy]);
        }
        for (_, copy) in self.tier_copies_at_exit.iter().filter(|(b, _)| *b == block) {
            let (tier, pointer) = self.tier_copies[&key(*copy)];
            tiers::free(Builder::before(end), tier, pointer);
        }
        for (_, event) in self.created.iter().filter(|(b, _)| *b == block) {
            insert(CannOp::DestroyEvent, &[*event]);
        }
    }

    /// The blocks other than `entry` that created events (loop bodies).
    fn nested_blocks(&self, entry: BlockRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
        let mut blocks: Vec<BlockRef<'c, 'a>> = Vec::new();
        for &(block, _) in &self.created {
            if block != entry && !blocks.contains(&block) {
                blocks.push(block);
            }
        }
        blocks
    }
}

impl<'c, 'a> RuntimeLowering<'c, 'a> for FunctionLowering<'c, 'a, '_> {
    /// The token operands themselves: each transfer makes its stream wait
    /// on those recorded on the other stream ([`Self::stream_after`]), a
    /// release or wait synchronizes with them.
    fn dependencies(
        &mut self,
        _op: OperationRef<'c, 'a>,
        _kind: OffloadOp,
        tokens: Vec<Value<'c, 'a>>,
    ) -> Vec<Value<'c, 'a>> {
        tokens
    }

    /// A zero-filled copy of the stack, pinned host memory or the tier
    /// runtime's, freed at the returns unless the function returns it.
    fn remote_stack(&mut self, op: OperationRef<'c, 'a>) {
        let remote: Value = op.result(0).expect("a remote").into();
        let stack =
            hyperoffload_dialect::remote_value_type(remote.r#type()).expect("a remote type");
        let owned = !slices::stack_escapes(remote);
        let copy = self.copy_in_tier(op, stack, owned);
        Builder::before(op).zero(copy);
        replace_all_uses(remote, copy);
    }

    /// The slice of the remote stack at the index, as a host memref of the
    /// device buffer's type, copied from or into the buffer.
    fn slice_copy(
        &mut self,
        op: OperationRef<'c, 'a>,
        direction: Direction,
        deps: &[Value<'c, 'a>],
    ) {
        let (on, copy_kind) = match direction {
            Direction::DeviceToHost => (Stream::D2h, "device_to_host"),
            Direction::HostToDevice => (Stream::H2d, "host_to_device"),
        };
        let stream = self.stream_after(op, on, deps);
        let ends = runtime_lowering::slice_copy_ends(op, direction);
        self.memcpy_async(op, on, stream, ends, copy_kind, 0);
    }

    fn store(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        let value = op.operand(0).expect("a buffer");
        // A module constant is host data: its copy is host to host.
        let copy_kind = if lowering::is_static_data(value) {
            "host_to_host"
        } else {
            "device_to_host"
        };
        let stream = self.stream_after(op, Stream::D2h, deps);
        let free_at_exit = self.frees_copy_at_exit(op);
        let target = self.copy_in_tier(op, value.r#type(), free_at_exit);
        self.copy_whole(op, Stream::D2h, stream, (target, value), copy_kind);
    }

    fn prefetch(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        let value_type = op.result(0).expect("a buffer").r#type();
        let stream = self.stream_after(op, Stream::H2d, deps);
        let target: Value = op
            .block()
            .expect("an op in a block")
            .insert_operation_before(op, malloc(op.location(), value_type))
            .result(0)
            .expect("a buffer")
            .into();
        let source = op.operand(0).expect("a remote");
        self.copy_whole(op, Stream::H2d, stream, (target, source), "host_to_device");
    }

    fn reserve(&mut self, op: OperationRef<'c, 'a>) {
        let result: Value = op.result(0).expect("a buffer").into();
        let reserved = op
            .block()
            .expect("an op in a block")
            .insert_operation_before(
                op,
                build_cann(
                    CannOp::ReserveMemAddress,
                    op.location(),
                    &[],
                    &[result.r#type()],
                    &[],
                ),
            );
        let reserved: Value = reserved.result(0).expect("a buffer").into();
        self.chunked.alias(reserved, result);
        replace_all_uses(result, reserved);
    }

    /// A chain of chunk stores fills one copy of the whole buffer, made by
    /// its first store, each at its place; a store that no other fills
    /// copies into a copy of just the chunk.
    fn store_chunk(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        let kind = OffloadOp::of(&op).expect("an offload op");
        self.stream_after(op, Stream::D2h, deps);
        let chunk = hyperoffload_dialect::chunk_of(&op).expect("checked");
        let buffer = op.operand(0).expect("a buffer");
        let element = element_bytes_of(buffer);
        let chunk_type = llvm_buffers::chunk_type(buffer.r#type(), chunk.length);
        let at = chunk.offset * element;
        let free_at_exit = self.frees_copy_at_exit(op);
        let (host, dst_offset) = match kind {
            OffloadOp::StoreChunkIntoAsync => (op.operand(1).expect("the copy"), at),
            _ if lowering::filled_later(op) => {
                (self.copy_in_tier(op, buffer.r#type(), free_at_exit), at)
            }
            _ => (self.copy_in_tier(op, chunk_type, free_at_exit), 0),
        };
        let bytes = chunk.length * element;
        self.copy_chunk(op, Stream::D2h, (host, buffer), (dst_offset, at), bytes, 1);
        replace_all_uses(op.result(0).expect("a remote").into(), host);
    }

    fn prefetch_chunk(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        self.stream_after(op, Stream::H2d, deps);
        let chunk = hyperoffload_dialect::chunk_of(&op).expect("checked");
        let buffer = op.operand(1).expect("a buffer");
        let element = element_bytes_of(buffer);
        let chunk_type = llvm_buffers::chunk_type(buffer.r#type(), chunk.length);
        // Committed at issue, as prefetch_async allocates at issue.
        for (start, length) in self.chunked.segments_in(buffer, chunk) {
            self.commit(op, buffer, start, length);
        }
        let remote = op.operand(0).expect("a remote");
        // A chunk's host copy holds just the chunk; a whole remote copy is
        // read at the chunk.
        let src_offset = if remote.r#type() == chunk_type {
            0
        } else {
            chunk.offset * element
        };
        self.copy_chunk(
            op,
            Stream::H2d,
            (buffer, remote),
            (chunk.offset * element, src_offset),
            chunk.length * element,
            0,
        );
    }

    fn release_chunk(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        self.synchronize(op, deps);
        let buffer = op.operand(0).expect("a buffer");
        let chunk = hyperoffload_dialect::chunk_of(&op).expect("checked");
        for (start, _) in self.chunked.segments_in(buffer, chunk) {
            self.decommit(op, buffer, start);
        }
    }

    /// `aclrtFree` does not wait for queued copies: the host synchronizes
    /// with the dependencies first.
    fn release(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        self.synchronize(op, deps);
        let root = lowering::root_allocation(op.operand(0).expect("a buffer"));
        if is_reserved(root) {
            self.release_reserved(op, root);
        } else {
            op.block()
                .expect("an op in a block")
                .insert_operation_before(
                    op,
                    build_cann(CannOp::Free, op.location(), &[root], &[], &[]),
                );
        }
    }

    fn wait(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        self.synchronize(op, deps);
    }
}

/// `cann.memcpy_range_async(dst, src, stream)` of `count` bytes.
fn memcpy_range<'c>(
    location: Location<'c>,
    operands: [Value<'c, '_>; 3],
    kind: &str,
    dst_offset: u64,
    src_offset: u64,
    count: u64,
) -> Operation<'c> {
    let context = location.context();
    // SAFETY: `context` (the reference) lives to the end of this function.
    let context = unsafe { context.to_ref() };
    let i64_type = IntegerType::new(context, 64).into();
    let integer = |n: u64| -> Attribute<'c> { IntegerAttribute::new(i64_type, n as i64).into() };
    build_cann_with(
        CannOp::MemcpyRangeAsync,
        location,
        &operands,
        &[],
        &[
            ("kind", StringAttribute::new(context, kind).into()),
            ("dst_offset", integer(dst_offset)),
            ("src_offset", integer(src_offset)),
            ("count", integer(count)),
        ],
    )
}

/// `cann.malloc {policy = "huge_first"}`: huge pages when there are any,
/// normal pages otherwise (ACL_MEM_MALLOC_HUGE_FIRST).
fn malloc<'c>(location: Location<'c>, buffer_type: Type<'c>) -> Operation<'c> {
    debug_assert!(MemRefType::try_from(buffer_type).is_ok_and(|m| m.has_static_shape()));
    build_cann(
        CannOp::Malloc,
        location,
        &[],
        &[buffer_type],
        &[("policy", "huge_first")],
    )
}
