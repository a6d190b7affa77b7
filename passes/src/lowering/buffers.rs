//! What the runtime lowerings of the offload ops (`convert-offload-to-gpu`,
//! `convert-offload-to-cann`) share: which buffers are device buffers and
//! which are host-tier copies, and the conversion of function signatures.
//!
//! The contract (docs/lowering.md, "Buffers"): compute is lowered to CPU
//! loops, so every buffer compute touches is device memory the host can
//! address. A `memref.alloc` carrying `offload.tier` (`"host"`, or a tier
//! beyond it: [`crate::lowering::tiers`]) is a remote copy; every other
//! `memref.alloc` is a device buffer.
//! A buffer reached through view ops belongs to its root allocation; a
//! root that is a function argument or a call result is a device buffer
//! unless its type was `!offload.remote<...>`. `!offload.remote<T>` in
//! signatures and call sites becomes `T`, the host buffer.

use std::collections::HashSet;

use melior::ir::{
    Attribute, BlockLike, RegionLike, Type, TypeLike, Value, ValueLike,
    attribute::TypeAttribute,
    block::BlockArgument,
    operation::{OperationLike, OperationMutLike, OperationRef},
    r#type::FunctionType,
};

use crate::ir::{self, VIEW_OPS, collect_ops, first_block, op_name};

/// The attribute marking an allocation in a tier (and, as an argument
/// attribute, an argument resident in a tier).
pub const TIER_ATTRIBUTE: &str = "offload.tier";

/// Where a buffer lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Residence {
    /// Device memory (addressable by the host-run compute).
    Device,
    /// A copy in a tier, host-addressable (host memory, or a tier beyond it).
    Host,
}

/// Whether `op` is a `memref.alloc` of a copy in a tier (host or beyond).
pub fn is_remote_alloc(op: &OperationRef) -> bool {
    op_name(op) == "memref.alloc"
        && op
            .attribute(TIER_ATTRIBUTE)
            .ok()
            .and_then(hyperoffload_dialect::string_value)
            .is_some_and(|tier| hyperoffload_dialect::Tier::parse(&tier).is_some())
}

/// Marks the `memref.alloc` `op` as a host-tier allocation.
pub fn mark_host_alloc(op: OperationRef) {
    ir::set_string_attribute(op, TIER_ATTRIBUTE, "host");
}

/// The value whose allocation `buffer` views: `buffer` itself unless it is
/// the result of a view op, in which case the view's source, recursively.
pub fn root_allocation<'c: 'a, 'a>(buffer: Value<'c, 'a>) -> Value<'c, 'a> {
    let mut value = buffer;
    while let Some(owner) = ir::defining_op(value) {
        if let Some(init) = loop_init(&owner, value) {
            value = init;
            continue;
        }
        if !VIEW_OPS.contains(&op_name(&owner).as_str()) {
            break;
        }
        value = ir::operand(&owner, 0).expect("a view op has a source");
    }
    value
}

/// An `scf.for` takes its iteration arguments' buffers from its init
/// operands (operands 3 on) and, bufferized, yields each one back in place
/// (one-shot-bufferize requires it), so its result `i` is the buffer of its
/// init `i`. An `scf.while` whose condition passes its argument `i` on at
/// position `i` (the form `-scf-for-to-while` emits) does the same with
/// its operands from 0. For `result` of `op`, that init.
fn loop_init<'c, 'a>(op: &OperationRef<'c, 'a>, result: Value<'c, 'a>) -> Option<Value<'c, 'a>> {
    let index = op.results().position(|r| Value::from(r) == result)?;
    let first = first_init(op)?;
    ir::operand(op, first + index)
}

/// The loop result whose buffer is the init operand `operand` of `op`
/// ([`loop_init`]).
fn loop_result<'c, 'a>(op: &OperationRef<'c, 'a>, operand: usize) -> Option<Value<'c, 'a>> {
    let index = operand.checked_sub(first_init(op)?)?;
    crate::ir::result_at(op, index)
}

/// The operand of the loop `op` whose buffer its first result is: 3 for an
/// `scf.for`, 0 for an `scf.while` whose condition passes each argument on
/// at its own position; `None` for other ops.
fn first_init(op: &OperationRef) -> Option<usize> {
    let name = op_name(op);
    match name.as_str() {
        "scf.for" => {}
        "scf.while" => {
            let before = crate::ir::region(op, 0)?.first_block()?;
            let condition = ir::last_op(before)?;
            let in_order = (0..op.result_count()).all(|i| {
                ir::operand(&condition, i + 1)
                    .and_then(|v| BlockArgument::try_from(v).ok())
                    .is_some_and(|a| a.owner() == before && a.argument_number() == i)
            });
            if !in_order {
                return None;
            }
        }
        _ => return None,
    }
    crate::bridge::loops::first_carried_operand(&name)
}

/// `buffer` and every view of it, transitively (uses through view ops and
/// the results of the `scf.for` and `scf.while` loops it is the init of).
pub fn views<'c: 'a, 'a>(buffer: Value<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let mut group = vec![buffer];
    let mut i = 0;
    while i < group.len() {
        for use_ in ir::uses(group[i]) {
            if use_.operand == 0 && VIEW_OPS.contains(&op_name(&use_.owner).as_str()) {
                group.extend(use_.owner.results().map(Value::from));
            }
            // The result of a loop is the buffer of its init.
            if let Some(result) = loop_result(&use_.owner, use_.operand) {
                group.push(result);
            }
        }
        i += 1;
    }
    group
}

/// The values whose type [`convert_signatures`] changed from
/// `!offload.remote<T>` to `T`: function arguments and call results that
/// are host-tier copies.
#[derive(Default)]
pub struct RemoteValues(HashSet<usize>);

impl RemoteValues {
    fn insert(&mut self, value: Value) {
        self.0.insert(value.to_raw().ptr as usize);
    }

    fn contains(&self, value: Value) -> bool {
        self.0.contains(&(value.to_raw().ptr as usize))
    }
}

/// Whether `buffer` views a module constant (`memref.get_global`): static
/// data of the host program, never allocated or freed on the device.
pub fn is_static_data(buffer: Value) -> bool {
    ir::defining_op(root_allocation(buffer)).is_some_and(|op| op_name(&op) == "memref.get_global")
}

/// Where `buffer` lives, from its root allocation (rule 1 of the contract;
/// module constants are host data).
pub fn residence(buffer: Value, remote: &RemoteValues) -> Residence {
    if is_static_data(buffer) {
        return Residence::Host;
    }
    let root = root_allocation(buffer);
    if let Some(owner) = ir::defining_op(root)
        && op_name(&owner) == "memref.alloc"
    {
        return if is_remote_alloc(&owner) {
            Residence::Host
        } else {
            Residence::Device
        };
    }
    if remote.contains(root) || hyperoffload_dialect::remote_value_type(root.r#type()).is_some() {
        Residence::Host
    } else {
        Residence::Device
    }
}

/// Rewrites the types of every `func.func` signature (its `function_type`
/// and its entry block's arguments) and every `func.call` result under
/// `root` with `convert`, which returns the new type of a type to change.
/// `func.return` operands follow from their values. Returns the values
/// whose type changed.
pub fn convert_signatures<'c>(
    root: OperationRef<'c, '_>,
    convert: impl Fn(Type<'c>) -> Option<Type<'c>>,
) -> RemoteValues {
    let mut changed = RemoteValues::default();
    for function in collect_ops(root, |op| op_name(op) == "func.func") {
        let Some(function_type) = function
            .attribute("function_type")
            .ok()
            .and_then(|a| TypeAttribute::try_from(a).ok())
            .and_then(|a| FunctionType::try_from(a.value()).ok())
        else {
            continue;
        };
        let map = |t: Type<'c>| convert(t).unwrap_or(t);
        let inputs: Vec<Type> = (0..function_type.input_count())
            .map(|i| map(function_type.input(i).expect("in range")))
            .collect();
        let results: Vec<Type> = (0..function_type.result_count())
            .map(|i| map(function_type.result(i).expect("in range")))
            .collect();
        let context = function_type.context();
        // SAFETY: the context outlives the IR it holds.
        let context = unsafe { context.to_ref() };
        let new_type = FunctionType::new(context, &inputs, &results);
        if Type::from(new_type) != Type::from(function_type) {
            let mut function = function;
            set_attribute(
                &mut function,
                "function_type",
                TypeAttribute::new(new_type.into()).into(),
            );
        }
        if let Some(entry) = first_block(&function) {
            for index in 0..entry.argument_count() {
                let argument: BlockArgument = entry.argument(index).expect("in range");
                if let Some(new) = convert(argument.r#type()) {
                    argument.set_type(new);
                    changed.insert(argument.into());
                }
            }
        }
    }
    for call in collect_ops(root, |op| op_name(op) == "func.call") {
        for result in call.results() {
            if let Some(new) = convert(result.r#type()) {
                result.set_type(new);
                changed.insert(result.into());
            }
        }
    }
    changed
}

/// [`convert_signatures`] for the offload lowerings: `!offload.remote<T>`
/// becomes `T`.
pub fn convert_remote_signatures(root: OperationRef) -> RemoteValues {
    convert_signatures(root, hyperoffload_dialect::remote_value_type)
}

fn set_attribute<'c>(op: &mut OperationRef<'c, '_>, name: &str, attribute: Attribute<'c>) {
    // SAFETY: the pass owns the IR under its root; no other reference
    // mutates `op` meanwhile.
    let mut op = unsafe { melior::ir::operation::OperationRefMut::from_raw(op.to_raw()) };
    op.set_attribute(name, attribute);
}

/// The device buffers that chunk ops release or fill, which the runtime
/// lowerings allocate as reserved address space committed range by range
/// (virtual memory), with the ranges each is committed in.
#[derive(Default)]
pub struct ChunkedBuffers {
    /// Per root allocation: its segments, `(first element, elements)`,
    /// cut at every chunk boundary of the chunk releases and chunk
    /// prefetches of it, so that each chunk is a whole number of
    /// segments and each segment one commit (one mapping) of the runtime.
    segments: std::collections::HashMap<usize, Vec<(u64, u64)>>,
}

impl ChunkedBuffers {
    /// The segments of `root`, when chunk ops release or fill it.
    pub fn segments(&self, root: Value) -> Option<&[(u64, u64)]> {
        self.segments
            .get(&(root.to_raw().ptr as usize))
            .map(Vec::as_slice)
    }

    /// Makes `new` (the lowered buffer) stand for `old`.
    pub fn alias(&mut self, new: Value, old: Value) {
        if let Some(segments) = self.segments.get(&(old.to_raw().ptr as usize)).cloned() {
            self.segments.insert(new.to_raw().ptr as usize, segments);
        }
    }

    /// The segments of `root` inside `chunk`.
    pub fn segments_in(&self, root: Value, chunk: hyperoffload_dialect::Chunk) -> Vec<(u64, u64)> {
        self.segments(root)
            .unwrap_or_default()
            .iter()
            .copied()
            .filter(|&(start, _)| start >= chunk.offset && start < chunk.offset + chunk.length)
            .collect()
    }
}

/// The values that name the copy a store makes: its remote result and,
/// through a chain of `offload.store_chunk_into_async` ops into it, theirs.
pub fn copy_names<'c, 'a>(store: OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let mut names: Vec<Value> = crate::ir::result_at(&store, 0).into_iter().collect();
    let mut at = 0;
    while let Some(&name) = names.get(at) {
        at += 1;
        for u in crate::ir::uses(name) {
            if stores_into(&u)
                && let Some(next) = crate::ir::result_at(&u.owner, 0)
            {
                names.push(next);
            }
        }
    }
    names
}

/// Whether `u` is the `into` operand of an `offload.store_chunk_into_async`.
fn stores_into(u: &crate::ir::Use) -> bool {
    hyperoffload_dialect::OffloadOp::of(&u.owner)
        == Some(hyperoffload_dialect::OffloadOp::StoreChunkIntoAsync)
        && u.operand == 1
}

/// Whether the copy an `offload.store_chunk_async` makes is filled further
/// by `offload.store_chunk_into_async` ops: the runtime lowerings then give
/// it a copy of the whole buffer, which every store of the chain writes its
/// chunk into.
pub fn filled_later(store: OperationRef) -> bool {
    crate::ir::result_at(&store, 0)
        .is_some_and(|remote| crate::ir::uses(remote).iter().any(stores_into))
}

/// Finds the buffers chunk ops release or fill and cuts them into
/// segments; refuses, at the op, what virtual memory cannot express: a
/// chunk op on a buffer that is not a `memref.alloc` or `offload.reserve`
/// of this function (an argument, a whole prefetch, a call result), on a
/// view, or on a buffer without a static identity layout, a malformed
/// chunk, and such a buffer that a function returns.
pub fn chunked_buffers(root: OperationRef) -> Result<ChunkedBuffers, crate::PassFailed> {
    use hyperoffload_dialect::OffloadOp;
    let mut boundaries: std::collections::HashMap<usize, (Value, Vec<u64>)> =
        std::collections::HashMap::new();
    let chunk_ops = collect_ops(root, |op| {
        matches!(
            OffloadOp::of(op),
            Some(
                OffloadOp::StoreChunkAsync
                    | OffloadOp::StoreChunkIntoAsync
                    | OffloadOp::ReleaseChunk
                    | OffloadOp::PrefetchChunkAsync
            )
        )
    });
    for op in chunk_ops {
        let kind = OffloadOp::of(&op).expect("collected chunk ops");
        let location = op.location();
        let chunk = hyperoffload_dialect::chunk_of(&op)
            .filter(|c| c.length > 0)
            .ok_or_else(|| {
                ir::error(
                    location,
                    &format!(
                        "'{kind}' needs chunk = array<i64: offset, length> with offset >= 0 and length > 0"
                    ),
                )
            })?;
        let buffer = ir::operand(&op, usize::from(kind == OffloadOp::PrefetchChunkAsync))
            .expect("IRDL guarantees the buffer");
        let memref = melior::ir::r#type::MemRefType::try_from(buffer.r#type())
            .expect("IRDL guarantees a memref");
        let elements = crate::lowering::llvm_buffers::static_shape(memref)
            .map(|shape| shape.iter().map(|&n| n as u64).product::<u64>());
        if elements.is_none()
            || !ir::has_identity_layout(memref)
            || memref.memory_space().is_some()
            || crate::lowering::llvm_buffers::element_bytes(memref).is_none()
        {
            return Err(ir::error(
                location,
                &format!(
                    "'{kind}' on {}: a chunk is a range of a buffer with a static shape, an identity layout and a numeric element type in the default memory space",
                    buffer.r#type()
                ),
            ));
        }
        if chunk.offset + chunk.length > elements.unwrap_or(0) {
            return Err(ir::error(
                location,
                &format!(
                    "the chunk [{}, {}) of '{kind}' does not lie inside {}",
                    chunk.offset,
                    chunk.offset + chunk.length,
                    buffer.r#type()
                ),
            ));
        }
        if matches!(
            kind,
            OffloadOp::StoreChunkAsync | OffloadOp::StoreChunkIntoAsync
        ) {
            continue; // reads a range of any buffer
        }
        let allocated = ir::defining_op(buffer).is_some_and(|d| {
            (op_name(&d) == "memref.alloc" && !is_remote_alloc(&d))
                || OffloadOp::of(&d) == Some(OffloadOp::Reserve)
        });
        if !allocated {
            return Err(ir::error(
                location,
                &format!(
                    "'{kind}' takes a range of a buffer off or back onto the device, which needs a device allocation of this function (memref.alloc or offload.reserve, not a view, an argument or a prefetched buffer): the runtime commits and decommits ranges of reserved address space"
                ),
            ));
        }
        let entry = boundaries
            .entry(buffer.to_raw().ptr as usize)
            .or_insert((buffer, vec![0, elements.unwrap_or(0)]));
        entry.1.extend([chunk.offset, chunk.offset + chunk.length]);
    }
    let mut chunked = ChunkedBuffers::default();
    for (key, (buffer, mut cuts)) in boundaries {
        if let Some(ret) = views(buffer)
            .iter()
            .flat_map(|v| ir::uses(*v))
            .find(|u| op_name(&u.owner) == "func.return")
        {
            return Err(ir::error(
                ret.owner.location(),
                "this function returns a buffer that chunk ops release or fill; it lives in reserved address space that the function frees, so return a copy or bring it back whole",
            ));
        }
        cuts.sort_unstable();
        cuts.dedup();
        let segments = cuts.windows(2).map(|w| (w[0], w[1] - w[0])).collect();
        chunked.segments.insert(key, segments);
    }
    Ok(chunked)
}
