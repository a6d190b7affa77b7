//! `convert-offload-to-gpu`: lowers the memref forms of the offload ops,
//! and the buffers of the functions holding them, to the upstream `gpu`
//! dialect's runtime ops, for the CUDA path (`gpu-to-llvm` then turns them
//! into `mgpu*` runtime calls).
//!
//! Compute is lowered to CPU loops, so a device buffer must be memory the
//! host can address: it is allocated `host_shared` (managed memory). The
//! shared rules of both runtime lowerings (which buffer is a device buffer,
//! which a host-tier copy, and signatures) are in [`crate::lowering`].
//!
//! | op | gpu ops |
//! |---|---|
//! | `offload.store_async %buf [deps]` | `memref.alloc {offload.tier = "host"}` (the host copy) + `gpu.memcpy async [deps] %host, %buf` |
//! | `offload.resident %buf` | the argument itself (it already is the host copy) |
//! | `offload.prefetch_async %remote [deps]` | `gpu.alloc host_shared ()` + `gpu.memcpy async [deps] %dev, %remote` |
//! | `offload.prefetch_slice_async %remote, %slot, %i [deps]` | `gpu.memcpy async [deps] %slot, %view` of the slice's bytes of `%remote` (`%i` times the slot's size on) |
//! | `offload.remote_stack` (memref form) | `memref.alloc {offload.tier = "host"}`, `gpu.host_register`ed and zero-filled (`llvm.call @memset`), or the tier runtime's copy for a tier beyond host; freed when the function ends unless it returns the stack |
//! | `offload.store_slice_async %buf, %stack, %i [deps]` | `gpu.memcpy async [deps] %view, %buf` into the slice's bytes of `%stack` (`%i` times the buffer's size on) |
//! | `offload.release %buf [deps]` | `gpu.dealloc async [deps] %buf`, then a host `gpu.wait` on it (the host frees at the release) |
//! | `offload.wait [deps]` | `gpu.wait [deps]` (the host, which runs the compute, waits) |
//! | device `memref.alloc` | `gpu.alloc host_shared (...)` |
//! | device `memref.dealloc %m` | `%s = gpu.wait async`, `%d = gpu.dealloc async [%s] %m`, `gpu.wait [%d]` |
//! | host-tier `memref.alloc` / `memref.dealloc` | unchanged (host `malloc` / `free`) |
//! | `offload.store_async` / `store_chunk_async` with `tier = "cxl" \| "nvme" \| "pool"` | the copy from the tier runtime, `llvm.call @hyperoffloadTierAlloc(code, bytes)` ([`crate::lowering::tiers`]), not pinned, + `gpu.memcpy async [deps]` into it; `hyperoffloadTierFree` at the returns when only transfers used it |
//! | other-tier `memref.alloc` / `memref.dealloc` (`offload.tier = "nvme"`, ...) | `hyperoffloadTierAlloc` / `hyperoffloadTierFree` |
//! | chunk forms (`reserve`, `store_chunk_async`, `release_chunk`, `prefetch_chunk_async`) and the buffers they touch | `hyperoffloadMemReserve` / `Commit` / `Decommit` / `Release` calls (reserved address space committed in segments) and `gpu.memcpy` of identity views at the chunk (docs/lowering.md) |
//!
//! `!offload.token` becomes `!gpu.async.token`; `!offload.remote<T>` becomes
//! `T` in every signature and call of the module. Runs on the module (it
//! changes signatures and their call sites). The tensor forms are an
//! error at the op (bufferize first), and so is a broken schedule (the memref checks
//! of `offload-verify`, [`crate::lowering::memref_check`]: it would lower into a free
//! during a transfer or a double `gpu.dealloc`), before anything is
//! rewritten. The host copy is
//! an ordinary allocation (not pinned). Guarantees: no offload op or type
//! is left.

use std::collections::HashSet;

use hyperoffload_dialect::{OffloadOp, Tier};
use melior::ir::{
    Attribute, BlockLike, BlockRef, Identifier, Location, Type, Value, ValueLike,
    operation::{OperationBuilder, OperationLike, OperationRef},
    r#type::{DimSize, MemRefType, ShapedTypeLike},
};

use crate::{
    PassDef, PassResult,
    ir::{self, collect_ops, erase, op_name, replace_all_uses},
    lowering::{
        self, Residence,
        llvm_buffers::{self, Builder},
        memref_check,
        runtime_lowering::{self, Direction, RuntimeLowering, element_bytes_of},
        slices, tiers,
    },
    options::PassOptions,
};

pub const PASS: PassDef = PassDef {
    flag: "convert-offload-to-gpu",
    name: "ConvertOffloadToGpu",
    summary: "Lower memref-form offload ops and device buffers to gpu.alloc/memcpy/dealloc/wait",
    description: "The CUDA path, for compute lowered to CPU loops: offload.store_async becomes a \
        host allocation (marked offload.tier = \"host\") and an asynchronous device-to-host \
        gpu.memcpy, offload.prefetch_async a host_shared gpu.alloc and an asynchronous \
        host-to-device gpu.memcpy, offload.release a gpu.dealloc after the transfers it waits \
        for that the host waits for (the bytes are off the device before the next allocation, \
        whatever the copies take), offload.wait a gpu.wait, offload.resident the argument itself; !offload.token becomes \
        !gpu.async.token. Device memref.alloc becomes gpu.alloc host_shared and device \
        memref.dealloc a waited gpu.dealloc; host-tier allocations stay memref ops. A copy in a \
        tier beyond host (cxl, nvme, pool: a store's copy, or a memref.alloc marked with that \
        offload.tier) comes from the tier runtime (hyperoffloadTierAlloc/hyperoffloadTierFree \
        calls) and is copied like host memory. A slice copy (offload.prefetch_slice_async, \
        offload.store_slice_async) is a gpu.memcpy of the slice's bytes of its stack, and an \
        offload.remote_stack a zero-filled (memset) pinned host copy, freed when the function \
        ends unless it returns it. \
        !offload.remote<T> becomes T in every signature and call of the module. Then upstream \
        gpu-to-llvm produces the mgpu* runtime calls. Tensor forms and a \
        broken schedule (what offload-verify reports on the memref forms: a use before its wait, \
        a use after a release, a double release, a release during a transfer) are errors at the \
        op, before anything is rewritten. No offload op or type is left.",
    anchor: Some("builtin.module"),
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> PassResult {
    let ops = collect_ops(root, |op| OffloadOp::of(op).is_some());
    // Everything is checked before anything is rewritten.
    for op in &ops {
        runtime_lowering::refuse_tensor_form(*op, PASS.flag)?;
    }
    // A broken schedule would lower into a free during a transfer or a
    // double free: refuse it.
    memref_check::check_module(root)?;
    let mut chunked = lowering::chunked_buffers(root)?;
    declare_runtime(root);
    lower_tier_allocs(root);
    // Signatures first: a buffer that was a remote copy is a host buffer.
    let remote = lowering::convert_remote_signatures(root);
    let buffers = DeviceBuffers::of(root, &remote, &chunked);
    buffers.reserve(&mut chunked);
    // In program order: each op's results are replaced before a later
    // offload op reads them.
    let mut gpu = GpuLowering {
        tokens: Tokens::default(),
        chunked: &mut chunked,
    };
    for op in &ops {
        runtime_lowering::lower_offload_op(&mut gpu, *op);
    }
    buffers.lower();
    buffers.erase_with(ops);
    // With the offload ops gone, what is left uses the lowered values only.
    gpu.tokens.wait_before_block_ends();
    gpu.tokens.free_host_copies();
    Ok(())
}

/// Loads the dialects the lowering builds and declares the runtime
/// functions it calls: the virtual-memory wrappers when chunk ops are
/// there, the tier runtime and `memset` when used.
fn declare_runtime(root: OperationRef) {
    ir::load_dialects(&root, &["gpu", "memref", "llvm", "arith"]);
    if let Some(body) = ir::first_block(&root)
        && !collect_ops(root, |op| {
            matches!(
                OffloadOp::of(op),
                Some(
                    OffloadOp::Reserve
                        | OffloadOp::StoreChunkAsync
                        | OffloadOp::StoreChunkIntoAsync
                        | OffloadOp::ReleaseChunk
                        | OffloadOp::PrefetchChunkAsync
                )
            )
        })
        .is_empty()
    {
        for (name, signature) in VMM_FUNCTIONS {
            llvm_buffers::declare(body, root.location(), name, signature);
        }
    }
    tiers::declare_if_used(root);
    slices::declare_memset_if_used(root);
}

/// The device buffers of the module (after the signatures are
/// converted), decided before anything is rewritten.
struct DeviceBuffers<'c, 'a> {
    /// Device allocations that chunk ops release or fill: reserved
    /// address space.
    reserved_allocs: Vec<OperationRef<'c, 'a>>,
    /// The other device allocations.
    allocs: Vec<OperationRef<'c, 'a>>,
    /// The frees of device buffers.
    deallocs: Vec<OperationRef<'c, 'a>>,
}

impl<'c, 'a> DeviceBuffers<'c, 'a> {
    fn of(
        root: OperationRef<'c, 'a>,
        remote: &lowering::RemoteValues,
        chunked: &lowering::ChunkedBuffers,
    ) -> Self {
        let (reserved_allocs, allocs): (Vec<_>, Vec<_>) = collect_ops(root, |op| {
            op_name(op) == "memref.alloc" && !lowering::is_remote_alloc(op)
        })
        .into_iter()
        .partition(|op| chunked.segments(result_of(*op)).is_some());
        let deallocs: Vec<_> = collect_ops(root, |op| op_name(op) == "memref.dealloc")
            .into_iter()
            .filter(|op| {
                let buffer = op.operand(0).expect("memref.dealloc has an operand");
                lowering::residence(buffer, remote) == Residence::Device
            })
            .collect();
        Self {
            reserved_allocs,
            allocs,
            deallocs,
        }
    }

    /// Reserves the address space of each chunked buffer and commits its
    /// segments (before the offload ops: their chunks are its segments).
    fn reserve(&self, chunked: &mut lowering::ChunkedBuffers) {
        for alloc in &self.reserved_allocs {
            let buffer = result_of(*alloc);
            let segments = chunked.segments(buffer).expect("partitioned").to_vec();
            let reserved = reserve(Builder::before(*alloc), buffer.r#type(), &segments);
            chunked.alias(reserved, buffer);
            replace_all_uses(buffer, reserved);
        }
    }

    /// Lowers the other allocations and the frees.
    fn lower(&self) {
        for alloc in &self.allocs {
            lower_device_alloc(*alloc);
        }
        for dealloc in &self.deallocs {
            let root = lowering::root_allocation(dealloc.operand(0).expect("an operand"));
            if is_reserved(root) {
                release_reserved(*dealloc, root, &[], true);
            } else {
                lower_device_dealloc(*dealloc);
            }
        }
    }

    /// Erases the lowered offload ops `ops`, then the buffer ops, users
    /// before what they use.
    fn erase_with(self, ops: Vec<OperationRef<'c, 'a>>) {
        for op in ops
            .into_iter()
            .rev()
            .chain(self.deallocs)
            .chain(self.allocs.into_iter().rev())
            .chain(self.reserved_allocs.into_iter().rev())
        {
            erase(op);
        }
    }
}

/// The virtual-memory wrappers of the emulated device (runtime/, and
/// docs/lowering.md for the CUDA driver calls each stands for), with their
/// LLVM signatures.
const VMM_FUNCTIONS: [(&str, &str); 4] = [
    ("hyperoffloadMemReserve", "!llvm.func<ptr (i64)>"),
    ("hyperoffloadMemCommit", "!llvm.func<void (ptr, i64, i64)>"),
    (
        "hyperoffloadMemDecommit",
        "!llvm.func<void (ptr, i64, i64, ptr)>",
    ),
    ("hyperoffloadMemRelease", "!llvm.func<void (ptr, ptr)>"),
];

fn result_of<'c, 'a>(op: OperationRef<'c, 'a>) -> Value<'c, 'a> {
    op.result(0).expect("one result").into()
}

/// Whether `root` lives in reserved address space: made by
/// `hyperoffloadMemReserve` (its memref is a cast of a descriptor).
fn is_reserved(root: Value) -> bool {
    ir::defining_op(root).is_some_and(|op| op_name(&op) == "builtin.unrealized_conversion_cast")
}

/// `hyperoffloadMemReserve` of a buffer of type `buffer_type`, then a
/// `hyperoffloadMemCommit` of each segment in `commit`; the buffer.
fn reserve<'c, 'a>(
    at: Builder<'c, 'a>,
    buffer_type: Type<'c>,
    commit: &[(u64, u64)],
) -> Value<'c, 'a> {
    let bytes = llvm_buffers::byte_size(buffer_type).expect("a static identity memref");
    let size = at.constant(64, bytes as i64);
    let pointer = at
        .call("hyperoffloadMemReserve", &[size], Some(at.ptr_type()))
        .expect("a pointer");
    let buffer = at.memref_at(pointer, buffer_type);
    let element = element_bytes_of(buffer);
    for &(start, length) in commit {
        let offset = at.constant(64, (start * element) as i64);
        let size = at.constant(64, (length * element) as i64);
        at.call("hyperoffloadMemCommit", &[pointer, offset, size], None);
    }
    buffer
}

/// The release of a reserved buffer: `hyperoffloadMemRelease` on a stream
/// of its own that waits for `deps`; the stream's token. With `host_wait`
/// (a `memref.dealloc`), the host waits for it.
fn release_reserved<'c, 'a>(
    op: OperationRef<'c, 'a>,
    root: Value<'c, 'a>,
    deps: &[Value<'c, 'a>],
    host_wait_for_it: bool,
) -> Value<'c, 'a> {
    let at = Builder::before(op);
    let stream = stream_after(at, deps);
    let pointer = at.pointer_of(root);
    let handle = at.cast(stream, at.ptr_type());
    at.call("hyperoffloadMemRelease", &[pointer, handle], None);
    if host_wait_for_it {
        at.insert(host_wait(at.location, &[stream]));
    }
    stream
}

/// The host waits for a release on `stream` (and so for the transfers it
/// waits for) before it goes on: the bytes are off the device before the
/// next allocation, as the plan counts them, however long the copies take
/// (docs/lowering.md, "What a lowered program allocates").
fn release_now<'c, 'a>(at: Builder<'c, 'a>, tokens: &mut Tokens<'c, 'a>, stream: Value<'c, 'a>) {
    at.insert(host_wait(at.location, &[stream]));
    tokens.waited.insert(stream.to_raw().ptr);
}

/// `gpu.wait async [deps]`: a fresh stream that waits for `deps`.
fn stream_after<'c, 'a>(at: Builder<'c, 'a>, deps: &[Value<'c, 'a>]) -> Value<'c, 'a> {
    at.value(
        OperationBuilder::new("gpu.wait", at.location)
            .add_operands(deps)
            .add_results(&[token_type(at.location)])
            .build()
            .expect("gpu.wait async"),
    )
}

/// Copies in a tier beyond host memory (`memref.alloc {offload.tier =
/// "nvme"}`, as a caller that keeps arguments there allocates them) come
/// from the tier runtime, and their `memref.dealloc`s go back to it.
fn lower_tier_allocs(root: OperationRef) {
    let deallocs = collect_ops(root, |op| op_name(op) == "memref.dealloc");
    for alloc in collect_ops(root, |op| tiers::remote_alloc_tier(op).is_some()) {
        let tier = tiers::remote_alloc_tier(&alloc).expect("collected tier allocations only");
        let buffer: Value = result_of(alloc);
        let (copy, pointer) = tiers::alloc(Builder::before(alloc), tier, buffer.r#type());
        for &dealloc in &deallocs {
            let freed = lowering::root_allocation(dealloc.operand(0).expect("an operand"));
            if freed.to_raw().ptr == buffer.to_raw().ptr {
                tiers::free(Builder::before(dealloc), tier, pointer);
                erase(dealloc);
            }
        }
        replace_all_uses(buffer, copy);
        erase(alloc);
    }
}

/// `gpu.alloc host_shared (sizes) [symbols]` in place of a device
/// `memref.alloc`: managed memory, which the host-run compute can address.
fn lower_device_alloc(alloc: OperationRef) {
    let location = alloc.location();
    let block = alloc.block().expect("an op in a block");
    let result = alloc.result(0).expect("memref.alloc has a result");
    let operands: Vec<Value> = (0..alloc.operand_count())
        .map(|i| alloc.operand(i).expect("in range"))
        .collect();
    let memref = MemRefType::try_from(result.r#type()).expect("memref.alloc makes a memref");
    let dynamic = (0..memref.rank())
        .filter(|&d| matches!(memref.dim_size(d), Ok(DimSize::Dynamic)))
        .count();
    let symbols = operands.len() - dynamic;
    let context = location.context();
    // SAFETY: `context` (the reference) outlives every use below.
    let context = unsafe { context.to_ref() };
    let gpu_alloc = block.insert_operation_before(
        alloc,
        OperationBuilder::new("gpu.alloc", location)
            .add_operands(&operands)
            .add_attributes(&[
                segments(location, &[0, dynamic as i32, symbols as i32]),
                (
                    Identifier::new(context, "hostShared"),
                    Attribute::unit(context),
                ),
            ])
            .add_results(&[result.r#type()])
            .build()
            .expect("gpu.alloc of a memref.alloc's type"),
    );
    replace_all_uses(result.into(), gpu_alloc.result(0).expect("a buffer").into());
}

/// A synchronous free of a device buffer: `gpu-to-llvm` lowers only the
/// asynchronous `gpu.dealloc`, so it runs on a fresh stream that the host
/// then waits for.
fn lower_device_dealloc(dealloc: OperationRef) {
    let location = dealloc.location();
    let block = dealloc.block().expect("an op in a block");
    let buffer = dealloc.operand(0).expect("memref.dealloc has an operand");
    let start = block.insert_operation_before(
        dealloc,
        OperationBuilder::new("gpu.wait", location)
            .add_results(&[token_type(location)])
            .build()
            .expect("gpu.wait async"),
    );
    let freed = block.insert_operation_before(
        dealloc,
        OperationBuilder::new("gpu.dealloc", location)
            .add_operands(&[start.result(0).expect("a token").into(), buffer])
            .add_results(&[token_type(location)])
            .build()
            .expect("gpu.dealloc"),
    );
    block.insert_operation_before(
        dealloc,
        OperationBuilder::new("gpu.wait", location)
            .add_operands(&[freed.result(0).expect("a token").into()])
            .build()
            .expect("gpu.wait"),
    );
}

/// The gpu lowering of the offload ops: the tokens of the transfers, and
/// the segments of the chunked buffers.
struct GpuLowering<'c, 'a, 'b> {
    tokens: Tokens<'c, 'a>,
    chunked: &'b mut lowering::ChunkedBuffers,
}

impl<'c, 'a> RuntimeLowering<'c, 'a> for GpuLowering<'c, 'a, '_> {
    /// A dependency the host already waited for is complete (and its
    /// stream is gone: a host `gpu.wait` destroys the streams of its
    /// tokens). gpu-to-llvm runs an async op on the stream of its one
    /// dependency: each transfer gets a stream of its own that waits on its
    /// dependencies (`gpu.wait async [deps]`), so that a host wait on one
    /// transfer never destroys a stream another transfer still runs on.
    fn dependencies(
        &mut self,
        op: OperationRef<'c, 'a>,
        kind: OffloadOp,
        tokens: Vec<Value<'c, 'a>>,
    ) -> Vec<Value<'c, 'a>> {
        let deps: Vec<Value> = tokens
            .into_iter()
            .filter(|token| !self.tokens.waited.contains(&token.to_raw().ptr))
            .collect();
        if matches!(
            kind,
            OffloadOp::Wait | OffloadOp::Resident | OffloadOp::Reserve | OffloadOp::RemoteStack
        ) {
            return deps;
        }
        vec![stream_after(Builder::before(op), &deps)]
    }

    /// A zero-filled copy of the stack, in host memory (pinned) or from the
    /// tier runtime, freed when the function ends unless it returns the
    /// stack.
    fn remote_stack(&mut self, op: OperationRef<'c, 'a>) {
        let remote: Value = op.result(0).expect("a remote").into();
        let stack =
            hyperoffload_dialect::remote_value_type(remote.r#type()).expect("a remote type");
        let owner = if slices::stack_escapes(remote) {
            Owner::Receiver
        } else {
            Owner::Block
        };
        let copy = copy_in_tier(op, &mut self.tokens, stack, owner);
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
        let (dst, src) = runtime_lowering::slice_copy_ends(op, direction);
        self.copy_for_token(op, deps, dst, src);
    }

    fn store(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        let buffer = op.operand(0).expect("a buffer");
        store_into_copy(op, deps, &mut self.tokens, buffer.r#type(), || buffer);
    }

    fn prefetch(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        let location = op.location();
        let remote = op.operand(0).expect("a remote");
        let value_type = op.result(0).expect("value").r#type();
        // Synchronous and host_shared: the host-run compute reads it
        // (gpu-to-llvm has no asynchronous host_shared allocation).
        let context = location.context();
        // SAFETY: `context` (the reference) outlives every use below.
        let context = unsafe { context.to_ref() };
        let alloc = op
            .block()
            .expect("an op in a block")
            .insert_operation_before(
                op,
                OperationBuilder::new("gpu.alloc", location)
                    .add_attributes(&[
                        segments(location, &[0, 0, 0]),
                        (
                            Identifier::new(context, "hostShared"),
                            Attribute::unit(context),
                        ),
                    ])
                    .add_results(&[value_type])
                    .build()
                    .expect("gpu.alloc of a static memref"),
            );
        let device: Value = alloc.result(0).expect("buffer").into();
        copy_standing_for(op, deps, &mut self.tokens, (device, remote), device);
    }

    fn reserve(&mut self, op: OperationRef<'c, 'a>) {
        let buffer = result_of(op);
        let reserved = reserve(Builder::before(op), buffer.r#type(), &[]);
        self.chunked.alias(reserved, buffer);
        replace_all_uses(buffer, reserved);
    }

    fn store_chunk(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        let buffer = op.operand(0).expect("a buffer");
        let chunk = hyperoffload_dialect::chunk_of(&op).expect("checked");
        let kind = OffloadOp::of(&op).expect("an offload op");
        if kind == OffloadOp::StoreChunkAsync && !lowering::filled_later(op) {
            // The chunk's host copy stands for the remote copy; only chunk
            // prefetches and releases use it, and they read it there.
            let chunk_type = llvm_buffers::chunk_type(buffer.r#type(), chunk.length);
            let view = || Builder::before(op).chunk_view(buffer, chunk.offset, chunk.length);
            store_into_copy(op, deps, &mut self.tokens, chunk_type, view);
            return;
        }
        // A chain of chunk stores fills one copy of the whole buffer (made
        // by its first store), each at its chunk's place; every store's
        // remote copy is that copy, which chunk prefetches read at their
        // chunk and the function may return.
        let copy = match kind {
            OffloadOp::StoreChunkIntoAsync => op.operand(1).expect("the copy"),
            _ => copy_in_tier(op, &mut self.tokens, buffer.r#type(), Owner::Transfers),
        };
        let at = Builder::before(op);
        let target = at.chunk_view(copy, chunk.offset, chunk.length);
        let source = at.chunk_view(buffer, chunk.offset, chunk.length);
        copy_standing_for(op, deps, &mut self.tokens, (target, source), copy);
    }

    fn prefetch_chunk(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        let mut deps = deps.to_vec();
        let (remote, buffer) = (
            op.operand(0).expect("a remote"),
            op.operand(1).expect("a buffer"),
        );
        let chunk = hyperoffload_dialect::chunk_of(&op).expect("checked");
        let root = lowering::root_allocation(buffer).to_raw().ptr;
        if wait_for_decommits(op, &mut self.tokens, root, Some(chunk)) {
            deps.retain(|d| !self.tokens.waited.contains(&d.to_raw().ptr));
        }
        let at = Builder::before(op);
        // Committed at issue, as prefetch_async allocates at issue.
        let pointer = at.pointer_of(buffer);
        let element = element_bytes_of(buffer);
        for (start, length) in self.chunked.segments_in(buffer, chunk) {
            let offset = at.constant(64, (start * element) as i64);
            let size = at.constant(64, (length * element) as i64);
            at.call("hyperoffloadMemCommit", &[pointer, offset, size], None);
        }
        let view = at.chunk_view(buffer, chunk.offset, chunk.length);
        // A chunk's host copy holds just the chunk; a whole remote copy
        // (a resident argument, a whole store) is read at the chunk.
        let chunk_type = llvm_buffers::chunk_type(buffer.r#type(), chunk.length);
        let source = if remote.r#type() == chunk_type {
            remote
        } else {
            at.chunk_view(remote, chunk.offset, chunk.length)
        };
        self.copy_for_token(op, &deps, view, source);
    }

    fn release_chunk(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        let buffer = op.operand(0).expect("a buffer");
        let chunk = hyperoffload_dialect::chunk_of(&op).expect("checked");
        let at = Builder::before(op);
        let stream = deps[0];
        let pointer = at.pointer_of(buffer);
        let handle = at.cast(stream, at.ptr_type());
        let element = element_bytes_of(buffer);
        for (start, length) in self.chunked.segments_in(buffer, chunk) {
            let offset = at.constant(64, (start * element) as i64);
            let size = at.constant(64, (length * element) as i64);
            at.call(
                "hyperoffloadMemDecommit",
                &[pointer, offset, size, handle],
                None,
            );
        }
        let root = lowering::root_allocation(buffer).to_raw().ptr;
        self.tokens.decommits.push((root, chunk, stream));
        release_now(at, &mut self.tokens, stream);
    }

    fn release(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        let buffer = op.operand(0).expect("a buffer");
        if is_reserved(lowering::root_allocation(buffer)) {
            // What is still committed is freed once the chunk decommits
            // queued before have run.
            let root = lowering::root_allocation(buffer).to_raw().ptr;
            wait_for_decommits(op, &mut self.tokens, root, None);
            let at = Builder::before(op);
            let root = lowering::root_allocation(buffer);
            let stream = deps[0];
            let pointer = at.pointer_of(root);
            let handle = at.cast(stream, at.ptr_type());
            at.call("hyperoffloadMemRelease", &[pointer, handle], None);
            release_now(at, &mut self.tokens, stream);
            return;
        }
        let location = op.location();
        let mut operands = deps.to_vec();
        operands.push(buffer);
        let dealloc = op
            .block()
            .expect("an op in a block")
            .insert_operation_before(
                op,
                OperationBuilder::new("gpu.dealloc", location)
                    .add_operands(&operands)
                    .add_results(&[token_type(location)])
                    .build()
                    .expect("gpu.dealloc"),
            );
        release_now(
            Builder::before(op),
            &mut self.tokens,
            dealloc.result(0).expect("token").into(),
        );
    }

    fn wait(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]) {
        if !deps.is_empty() {
            let block = op.block().expect("an op in a block");
            block.insert_operation_before(op, host_wait(op.location(), deps));
            self.tokens
                .waited
                .extend(deps.iter().map(|token| token.to_raw().ptr));
        }
    }
}

impl<'c, 'a> GpuLowering<'c, 'a, '_> {
    /// Before `op` (a transfer whose one result is its token), a
    /// `gpu.memcpy async [deps] dst, src`; the op's token becomes the
    /// copy's.
    fn copy_for_token(
        &mut self,
        op: OperationRef<'c, 'a>,
        deps: &[Value<'c, 'a>],
        dst: Value<'c, 'a>,
        src: Value<'c, 'a>,
    ) {
        let block = op.block().expect("an op in a block");
        let copy = block.insert_operation_before(op, memcpy(op.location(), deps, dst, src));
        self.tokens
            .produced(op, copy.result(0).expect("token").into());
        replace_all_uses(
            op.result(0).expect("token").into(),
            copy.result(0).expect("token").into(),
        );
    }
}

/// Lowers a store into a copy of type `copy_type` in its tier
/// ([`copy_in_tier`], freed at its block's end when only transfers use it),
/// then a `gpu.memcpy` into it after `deps` of what `source` builds (right
/// before the copy), and the store's remote copy and token replaced by the
/// copy and the memcpy's token.
fn store_into_copy<'c, 'a>(
    op: OperationRef<'c, 'a>,
    deps: &[Value<'c, 'a>],
    tokens: &mut Tokens<'c, 'a>,
    copy_type: Type<'c>,
    source: impl FnOnce() -> Value<'c, 'a>,
) {
    let copy = copy_in_tier(op, tokens, copy_type, Owner::Transfers);
    let source = source();
    copy_standing_for(op, deps, tokens, (copy, source), copy);
}

/// Before `op` (a transfer with two results, the value it makes and its
/// token), a `gpu.memcpy async [deps] dst, src`; the op's value becomes
/// `value` and its token the copy's.
fn copy_standing_for<'c, 'a>(
    op: OperationRef<'c, 'a>,
    deps: &[Value<'c, 'a>],
    tokens: &mut Tokens<'c, 'a>,
    (dst, src): (Value<'c, 'a>, Value<'c, 'a>),
    value: Value<'c, 'a>,
) {
    let block = op.block().expect("an op in a block");
    let done = block.insert_operation_before(op, memcpy(op.location(), deps, dst, src));
    let done: Value = done.result(0).expect("token").into();
    tokens.produced(op, done);
    replace_all_uses(op.result(0).expect("the value").into(), value);
    replace_all_uses(op.result(1).expect("token").into(), done);
}

/// Who frees a copy in a tier that an offload op makes.
#[derive(Clone, Copy, PartialEq)]
enum Owner {
    /// The end of its block, when only transfers use it (a store's copy
    /// that the function returns or passes on is the receiver's).
    Transfers,
    /// The end of its block.
    Block,
    /// Whoever the function hands it to.
    Receiver,
}

/// A copy of static identity type `copy_type` in the tier `op` names, made
/// before `op`: pinned host memory (allocated and registered, so that
/// copies into it are truly asynchronous), or in a tier beyond host, the
/// tier runtime's (which the driver reaches as host memory: a staged copy,
/// docs/lowering.md); freed as `owner` says.
fn copy_in_tier<'c, 'a>(
    op: OperationRef<'c, 'a>,
    tokens: &mut Tokens<'c, 'a>,
    copy_type: Type<'c>,
    owner: Owner,
) -> Value<'c, 'a> {
    let location = op.location();
    let block = op.block().expect("an op in a block");
    let insert = |built: melior::ir::Operation<'c>| block.insert_operation_before(op, built);
    match tiers::beyond_host(&op) {
        Some(tier) => {
            let (copy, pointer) = tiers::alloc(Builder::before(op), tier, copy_type);
            tokens
                .tier_copies
                .push((block, copy, pointer, Some(tier), owner));
            copy
        }
        None => {
            let host = insert(
                OperationBuilder::new("memref.alloc", location)
                    .add_results(&[copy_type])
                    .add_attributes(&[segments(location, &[0, 0])])
                    .build()
                    .expect("memref.alloc of a static memref"),
            );
            lowering::mark_host_alloc(host);
            let host: Value = host.result(0).expect("alloc result").into();
            let unranked = insert(unranked_cast(location, host));
            let unranked: Value = unranked.result(0).expect("a cast").into();
            insert(host_registration("gpu.host_register", location, unranked));
            tokens
                .tier_copies
                .push((block, host, unranked, None, owner));
            host
        }
    }
}

/// Before `op`, a host `gpu.wait` on the streams of the chunk decommits of
/// `root` (of those overlapping `chunk`, when given) still queued: a range
/// is mapped once, so it is committed again, or the buffer released, only
/// after they ran. Whether there were any.
fn wait_for_decommits<'c, 'a>(
    op: OperationRef<'c, 'a>,
    tokens: &mut Tokens<'c, 'a>,
    root: *const std::ffi::c_void,
    chunk: Option<hyperoffload_dialect::Chunk>,
) -> bool {
    let overlaps = |c: &hyperoffload_dialect::Chunk| {
        chunk.is_none_or(|chunk| {
            c.offset < chunk.offset + chunk.length && chunk.offset < c.offset + c.length
        })
    };
    let pending: Vec<Value> = tokens
        .decommits
        .iter()
        .filter(|(r, c, token)| {
            *r == root && overlaps(c) && !tokens.waited.contains(&token.to_raw().ptr)
        })
        .map(|&(_, _, token)| token)
        .collect();
    if pending.is_empty() {
        return false;
    }
    let block = op.block().expect("an op in a block");
    block.insert_operation_before(op, host_wait(op.location(), &pending));
    tokens
        .waited
        .extend(pending.iter().map(|token| token.to_raw().ptr));
    true
}

/// The gpu tokens of the lowered transfers, per function, and those the
/// host has waited for.
#[derive(Default)]
struct Tokens<'c, 'a> {
    waited: HashSet<*const std::ffi::c_void>,
    /// Chunk releases queued so far: root buffer, chunk, and the stream
    /// its decommit runs on. A chunk brought back into an overlapping range
    /// is committed by the host only after that stream ran (a range is
    /// mapped once: the runtime cannot commit what is still committed).
    decommits: Vec<(
        *const std::ffi::c_void,
        hyperoffload_dialect::Chunk,
        Value<'c, 'a>,
    )>,
    /// Tokens of transfers, by the block they were issued in (a function
    /// body, or a loop body whose every iteration issues them again).
    by_block: Vec<(BlockRef<'c, 'a>, Value<'c, 'a>)>,
    /// Copies in a tier made by offload ops: block, buffer, its unranked
    /// cast (host memory) or its pointer (a tier beyond host, named), and
    /// who frees it.
    tier_copies: Vec<(
        BlockRef<'c, 'a>,
        Value<'c, 'a>,
        Value<'c, 'a>,
        Option<Tier>,
        Owner,
    )>,
}

impl<'c, 'a> Tokens<'c, 'a> {
    /// Before the end of each block that made copies (a `func.return`, or
    /// the `scf.yield` that ends a loop body's iteration), after its wait,
    /// the host copies that only transfers used are unpinned and freed, and
    /// the copies in tiers beyond host go back to the tier runtime; a copy
    /// the function returns or passes on belongs to whoever receives it.
    fn free_host_copies(&self) {
        let escapes = |copy: Value| {
            ir::uses(copy)
                .iter()
                .any(|u| !matches!(op_name(&u.owner).as_str(), "gpu.memcpy" | "memref.cast"))
        };
        for &(block, copy, handle, tier, owner) in &self.tier_copies {
            let Some(end) = ir::last_op(block) else {
                continue;
            };
            let freed = match owner {
                Owner::Transfers => !escapes(copy),
                Owner::Block => true,
                Owner::Receiver => false,
            };
            if !freed {
                continue;
            }
            if let Some(tier) = tier {
                tiers::free(Builder::before(end), tier, handle);
                continue;
            }
            let location = end.location();
            block.insert_operation_before(
                end,
                host_registration("gpu.host_unregister", location, handle),
            );
            block.insert_operation_before(
                end,
                OperationBuilder::new("memref.dealloc", location)
                    .add_operands(&[copy])
                    .build()
                    .expect("memref.dealloc of a host copy"),
            );
        }
    }

    fn produced(&mut self, op: OperationRef<'c, 'a>, token: Value<'c, 'a>) {
        if let Some(block) = op.block() {
            self.by_block.push((block, token));
        }
    }

    /// Before the end of each block that issued transfers (a `func.return`,
    /// or the `scf.yield` that ends a loop body's iteration), a host wait on
    /// every transfer the host has not waited for: a store into a returned
    /// host copy completes before the caller reads it, an iteration's
    /// transfers complete within it, and every stream is synchronized and
    /// destroyed.
    fn wait_before_block_ends(&self) {
        let mut blocks: Vec<BlockRef> = Vec::new();
        for &(block, _) in &self.by_block {
            if !blocks.contains(&block) {
                blocks.push(block);
            }
        }
        for block in blocks {
            let Some(end) = ir::last_op(block) else {
                continue;
            };
            let pending: Vec<Value> = self
                .by_block
                .iter()
                .filter(|(b, token)| *b == block && !self.waited.contains(&token.to_raw().ptr))
                .map(|(_, token)| *token)
                .collect();
            if !pending.is_empty() {
                block.insert_operation_before(end, host_wait(end.location(), &pending));
            }
        }
    }
}

/// `memref.cast %buffer : memref<...> to memref<*x...>`, the operand form
/// of `gpu.host_register`.
fn unranked_cast<'c>(location: Location<'c>, buffer: Value<'c, '_>) -> melior::ir::Operation<'c> {
    let element = MemRefType::try_from(buffer.r#type())
        .expect("a host copy is a memref")
        .element();
    let context = location.context();
    // SAFETY: `context` (the reference) lives to the end of this function.
    let context = unsafe { context.to_ref() };
    OperationBuilder::new("memref.cast", location)
        .add_operands(&[buffer])
        .add_results(&[
            Type::parse(context, &format!("memref<*x{element}>")).expect("an unranked memref")
        ])
        .build()
        .expect("a cast to an unranked memref")
}

/// `gpu.host_register` / `gpu.host_unregister` of an unranked memref.
fn host_registration<'c>(
    name: &str,
    location: Location<'c>,
    unranked: Value<'c, '_>,
) -> melior::ir::Operation<'c> {
    OperationBuilder::new(name, location)
        .add_operands(&[unranked])
        .build()
        .expect("gpu.host_register of an unranked memref")
}

/// `gpu.wait [tokens]`: the host blocks until the transfers completed.
fn host_wait<'c>(location: Location<'c>, tokens: &[Value<'c, '_>]) -> melior::ir::Operation<'c> {
    OperationBuilder::new("gpu.wait", location)
        .add_operands(tokens)
        .build()
        .expect("gpu.wait")
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
