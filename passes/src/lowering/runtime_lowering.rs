//! The skeleton both runtime lowerings share (`convert-offload-to-gpu`,
//! `convert-offload-to-cann`): the refusal of the tensor forms, which
//! operands of an offload op are its dependencies, and the driver that
//! lowers one memref-form offload op by handing it to the runtime's
//! function for its kind ([`lower_offload_op`]).
//!
//! What differs per runtime is its [`RuntimeLowering`]: how a transfer
//! waits for its dependencies (a fresh `gpu` stream, or a `cann` stream
//! made to wait on events of the other stream), how a copy is allocated,
//! copied into and freed, and how a release happens now (a host wait).
//! Each runtime keeps its own state (tokens or events, the copies it frees
//! at the end of a block, the committed ranges of reserved buffers).

use hyperoffload_dialect::OffloadOp;
use melior::ir::{
    Value, ValueLike,
    operation::{OperationLike, OperationRef},
    r#type::MemRefType,
};

use crate::{PassResult, ir, lowering::llvm_buffers, lowering::slices};

/// Which way a copy goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Direction {
    /// Out of device memory, into a copy in a tier (a store).
    DeviceToHost,
    /// Into device memory, from a copy in a tier (a prefetch).
    HostToDevice,
}

/// What one runtime makes of each memref-form offload op: one function per
/// op, each inserting the runtime's ops before the offload op and rewiring
/// its results (the op itself is erased by the pass, after all are
/// lowered). [`lower_offload_op`] picks the function by the op's kind.
pub(crate) trait RuntimeLowering<'c, 'a> {
    /// The dependencies of `op` (its token operands, `tokens`) in the form
    /// the functions below take them, with whatever the runtime builds
    /// before `op` to wait for them.
    fn dependencies(
        &mut self,
        op: OperationRef<'c, 'a>,
        kind: OffloadOp,
        tokens: Vec<Value<'c, 'a>>,
    ) -> Vec<Value<'c, 'a>>;

    /// `offload.remote_stack` (memref form): a zero-filled copy of the
    /// stack in its tier.
    fn remote_stack(&mut self, op: OperationRef<'c, 'a>);

    /// `offload.store_slice_async` (`DeviceToHost`) or
    /// `offload.prefetch_slice_async` (`HostToDevice`): a copy of the
    /// slice's bytes of the stack, from or into the device buffer.
    fn slice_copy(
        &mut self,
        op: OperationRef<'c, 'a>,
        direction: Direction,
        deps: &[Value<'c, 'a>],
    );

    /// `offload.store_async`: a copy in the op's tier, and a copy into it.
    fn store(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]);

    /// `offload.prefetch_async`: a device buffer, and a copy into it.
    fn prefetch(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]);

    /// `offload.reserve`: reserved address space, nothing committed.
    fn reserve(&mut self, op: OperationRef<'c, 'a>);

    /// `offload.store_chunk_async` / `offload.store_chunk_into_async`: a
    /// copy of the chunk into the chunk's copy, or into the copy of the
    /// whole buffer a chain of chunk stores fills.
    fn store_chunk(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]);

    /// `offload.prefetch_chunk_async`: the chunk's segments committed, and
    /// a copy into them.
    fn prefetch_chunk(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]);

    /// `offload.release_chunk`: the chunk's segments decommitted.
    fn release_chunk(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]);

    /// `offload.release`: the buffer freed (a reserved one decommitted and
    /// its address space released) once its dependencies completed.
    fn release(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]);

    /// `offload.wait`: the host waits for the dependencies.
    fn wait(&mut self, op: OperationRef<'c, 'a>, deps: &[Value<'c, 'a>]);
}

/// Lowers one memref-form offload op with `runtime`: its dependencies,
/// then the runtime's function for its kind. `offload.resident` is the
/// same on every runtime: the argument itself.
pub(crate) fn lower_offload_op<'c, 'a>(
    runtime: &mut impl RuntimeLowering<'c, 'a>,
    op: OperationRef<'c, 'a>,
) {
    let kind = OffloadOp::of(&op).expect("offload ops only");
    let tokens = (first_dependency(kind)..op.operand_count())
        .map(|i| op.operand(i).expect("in range"))
        .collect();
    let deps = runtime.dependencies(op, kind, tokens);
    match kind {
        OffloadOp::Store
        | OffloadOp::Detach
        | OffloadOp::Prefetch
        | OffloadOp::StoreChunk
        | OffloadOp::PrefetchChunk
        | OffloadOp::PrefetchSlice
        | OffloadOp::StoreSlice => {
            unreachable!("refused by refuse_tensor_form")
        }
        OffloadOp::RemoteStack => runtime.remote_stack(op),
        OffloadOp::StoreSliceAsync => runtime.slice_copy(op, Direction::DeviceToHost, &deps),
        OffloadOp::PrefetchSliceAsync => runtime.slice_copy(op, Direction::HostToDevice, &deps),
        OffloadOp::Resident => resident(op),
        OffloadOp::StoreAsync => runtime.store(op, &deps),
        OffloadOp::PrefetchAsync => runtime.prefetch(op, &deps),
        OffloadOp::Reserve => runtime.reserve(op),
        OffloadOp::StoreChunkAsync | OffloadOp::StoreChunkIntoAsync => {
            runtime.store_chunk(op, &deps)
        }
        OffloadOp::PrefetchChunkAsync => runtime.prefetch_chunk(op, &deps),
        OffloadOp::ReleaseChunk => runtime.release_chunk(op, &deps),
        OffloadOp::Release => runtime.release(op, &deps),
        OffloadOp::Wait => runtime.wait(op, &deps),
    }
}

/// The ends of a slice copy (`offload.store_slice_async` with `direction`
/// out of the device, `offload.prefetch_slice_async` into it): `(dst, src)`,
/// one the device buffer and the other a view of the remote stack's slice
/// at the index, of the buffer's type, built before `op` now.
pub(crate) fn slice_copy_ends<'c, 'a>(
    op: OperationRef<'c, 'a>,
    direction: Direction,
) -> (Value<'c, 'a>, Value<'c, 'a>) {
    let operand = |i: usize| -> Value<'c, 'a> { op.operand(i).expect("in range") };
    let store = direction == Direction::DeviceToHost;
    let (buffer, remote) = if store {
        (operand(0), operand(1))
    } else {
        (operand(1), operand(0))
    };
    let view = llvm_buffers::Builder::before(op).slice_view(remote, operand(2), buffer.r#type());
    if store {
        (view, buffer)
    } else {
        (buffer, view)
    }
}

/// `offload.resident %m`: `%m` itself (it already is the remote copy).
fn resident(op: OperationRef) {
    let value = op.operand(0).expect("IRDL guarantees the operand");
    ir::replace_all_uses(op.result(0).expect("a result").into(), value);
}

/// The index of an offload op's first token operand: every operand of a
/// wait, the operands after the buffer or remote copy (and the slot or
/// stack, and the index) of the others.
pub(crate) fn first_dependency(kind: OffloadOp) -> usize {
    match kind {
        OffloadOp::Wait | OffloadOp::Reserve | OffloadOp::RemoteStack => 0,
        OffloadOp::PrefetchChunkAsync | OffloadOp::StoreChunkIntoAsync => 2,
        OffloadOp::PrefetchSliceAsync | OffloadOp::StoreSliceAsync => 3,
        _ => 1,
    }
}

/// Refuses a tensor-form offload op: `pass` (the flag of the lowering)
/// lowers the memref forms only.
pub(crate) fn refuse_tensor_form(op: OperationRef, pass: &str) -> PassResult {
    let kind = OffloadOp::of(&op).expect("offload ops only");
    if matches!(
        kind,
        OffloadOp::Store
            | OffloadOp::Detach
            | OffloadOp::Prefetch
            | OffloadOp::StoreChunk
            | OffloadOp::PrefetchChunk
            | OffloadOp::PrefetchSlice
            | OffloadOp::StoreSlice
    ) || slices::is_tensor_stack(&op)
    {
        return Err(ir::error(
            op.location(),
            &format!(
                "'{kind}' is a tensor-form offload op; bufferize first ({pass} lowers the memref forms)"
            ),
        ));
    }
    Ok(())
}

/// The byte width of the elements of `buffer`.
pub(crate) fn element_bytes_of(buffer: Value) -> u64 {
    llvm_buffers::element_bytes(MemRefType::try_from(buffer.r#type()).expect("a memref"))
        .expect("checked by chunked_buffers")
}
