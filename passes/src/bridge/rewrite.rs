//! Writes a core [`Plan`]'s [`Edits`] into the IR of the function it was
//! made for: `offload.resident`, `offload.store`, `offload.detach`,
//! `offload.prefetch`, the views made again and the ops recomputed, each at
//! the slot and in the order core decided, every use served by a prefetch
//! (or a recomputation) rewired to the prefetched (recomputed) value, and a
//! tensor that leaves returned as its remote copy.

use std::collections::HashMap;

use hyperoffload_core::{
    NodeId, TensorId, Tier,
    plan::{Edit, EditKind, Edits, Plan, Slot},
};
use hyperoffload_dialect::{
    Chunk, build_detach, build_prefetch, build_prefetch_chunk, build_resident,
    build_resident_chunk, build_store, build_store_chunk,
};
use melior::ir::{
    BlockLike, BlockRef, Location, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};

use crate::{
    PassFailed,
    extract::{Extracted, purity::RECOMPUTE_ATTRIBUTE},
    ir::{self, set_operand, uses},
};

/// Writes `edits` (the edits of `plan`, [`Edits::of`]) into the function
/// `extracted` was taken from, in their order: each edit's ops go right
/// before the step of its slot (slot `n`: before the return), and every use
/// of a planned tensor (or of a remade view), also inside a region, reads
/// the copy that is in use at its step. Nothing here decides where an op
/// goes; core did.
pub fn insert_plan(extracted: &Extracted, plan: &Plan, edits: &Edits) -> Result<(), PassFailed> {
    let Some(mut writer) = Writer::new(extracted, plan, edits)? else {
        return Ok(());
    };
    for edit in &edits.edits {
        writer.write(edit);
    }
    writer.rewire_uses();
    writer.return_leaving()?;
    mark_tier_arguments(writer.function, extracted, plan);
    Ok(())
}

/// A plan being written into its function's body: the body, and per
/// planned tensor the copies written so far.
struct Writer<'x, 'c, 'a> {
    extracted: &'x Extracted<'c, 'a>,
    plan: &'x Plan,
    lookup: Lookup,
    block: BlockRef<'c, 'a>,
    function: OperationRef<'c, 'a>,
    /// The return: step `n`.
    terminator: OperationRef<'c, 'a>,
    /// The plan whose copies each plan reads and writes: the plans of a
    /// tensor's chunks share the copies of its first plan.
    group: Vec<usize>,
    /// Per planned tensor: its remote copy.
    remote: Vec<Option<Value<'c, 'a>>>,
    /// Per planned tensor: the copies it is read as, from a step on (the
    /// original from step 0).
    copies: Vec<Vec<(NodeId, Value<'c, 'a>)>>,
    /// Per remade view or recomputed tensor (by tensor): the values it is
    /// read as, from a step on (the original from step 0).
    remade: HashMap<TensorId, Vec<(NodeId, Value<'c, 'a>)>>,
    /// The planned tensors that leave for good, returned as their remote
    /// copy.
    leaving: Vec<usize>,
}

impl<'x, 'c, 'a> Writer<'x, 'c, 'a> {
    /// The writer of `plan` into the body `extracted` was taken from;
    /// `None` for an empty body, an error for a body of several blocks.
    fn new(
        extracted: &'x Extracted<'c, 'a>,
        plan: &'x Plan,
        edits: &Edits,
    ) -> Result<Option<Self>, PassFailed> {
        let ops = &extracted.ops;
        let Some(first) = ops.first() else {
            return Ok(None);
        };
        let block = first.block().expect("function body ops live in a block");
        if ops.iter().any(|op| op.block() != Some(block)) {
            return Err(ir::error(
                first.location(),
                "offload planning handles function bodies of one block; this function has several",
            ));
        }
        let function = block
            .parent_operation()
            .expect("a function body block has a parent");
        let terminator = ir::last_op(block).expect("a body ends in its terminator");
        Ok(Some(Writer {
            extracted,
            plan,
            lookup: Lookup::new(extracted, plan, edits),
            block,
            function,
            terminator,
            group: plan.groups(),
            remote: vec![None; plan.tensors.len()],
            copies: plan
                .tensors
                .iter()
                .map(|tp| vec![(NodeId::FIRST, extracted.value(tp.tensor))])
                .collect(),
            remade: HashMap::new(),
            leaving: Vec::new(),
        }))
    }

    /// The op an op inserted at `slot` goes before.
    fn anchor(&self, slot: Slot) -> OperationRef<'c, 'a> {
        self.extracted
            .ops
            .get(slot.index())
            .copied()
            .unwrap_or(self.terminator)
    }

    /// The location of an op inserted at `slot` for a step: a store or a
    /// detach speaks for the step before, a prefetch or a view for the one
    /// it serves, a resident for the function.
    fn after_location(&self, slot: Slot) -> Location<'c> {
        match slot.checked_sub(1) {
            None => self.function.location(),
            Some(s) => self.extracted.ops[s.index()].location(),
        }
    }

    /// The chunk planned tensor `planned` moves, in elements of its tensor
    /// (a plan's chunks are whole elements, Plan::validate); `None`: all of
    /// it.
    fn chunk(&self, planned: usize) -> Option<Chunk> {
        let tp = &self.plan.tensors[planned];
        tp.chunk.map(|c| {
            let element = self.extracted.graph.tensors[tp.tensor].element_bytes.max(1);
            Chunk {
                offset: c.start / element,
                length: c.bytes / element,
            }
        })
    }

    /// Writes the ops of one edit before the op at its slot.
    fn write(&mut self, edit: &Edit) {
        let before = self.anchor(edit.slot);
        match edit.kind {
            EditKind::Resident { tier } => self.resident(edit, before, tier),
            EditKind::Store { tier, into } => self.store(edit, before, tier, into),
            EditKind::Detach { wait } => self.detach(edit, before, wait),
            EditKind::Prefetch { makes_buffer, .. } => self.prefetch(edit, before, makes_buffer),
            EditKind::RemakeView { view, .. } => self.remake_view(edit.slot, before, view),
            EditKind::ReturnRemote => self.leaving.push(edit.planned),
            EditKind::Recompute => self.recompute(edit, before),
        }
    }

    /// An argument in a tier (or a chunk of it): the copy there.
    fn resident(&mut self, edit: &Edit, before: OperationRef<'c, 'a>, tier: Tier) {
        let original = self.original(edit.planned);
        let location = self.function.location();
        let op = self.block.insert_operation_before(
            before,
            match self.chunk(edit.planned) {
                None => build_resident(location, original, tier),
                Some(chunk) => build_resident_chunk(location, original, tier, chunk),
            },
        );
        self.remote[edit.planned] = Some(op.result(0).expect("a resident has one result").into());
    }

    /// A store of the copy in use, into the chain's copy `into` for a
    /// chunk stored into it.
    fn store(
        &mut self,
        edit: &Edit,
        before: OperationRef<'c, 'a>,
        tier: Tier,
        into: Option<usize>,
    ) {
        let location = self.after_location(edit.slot);
        let value = current(&self.copies, self.group[edit.planned]);
        let into = into.map(|i| self.remote[i].expect("the chain's stores in order"));
        let op = self.block.insert_operation_before(
            before,
            match self.chunk(edit.planned) {
                None => build_store(location, value, tier),
                Some(chunk) => build_store_chunk(location, value, into, tier, chunk),
            },
        );
        self.remote[edit.planned] = Some(op.result(0).expect("a store has one result").into());
    }

    fn detach(&mut self, edit: &Edit, before: OperationRef<'c, 'a>, wait: bool) {
        let remote = self.remote[edit.planned].expect("a detach follows its store");
        self.block.insert_operation_before(
            before,
            build_detach(
                self.after_location(edit.slot),
                current(&self.copies, self.group[edit.planned]),
                remote,
                wait,
            ),
        );
    }

    /// A prefetch of the remote copy; from its slot on, the planned
    /// tensor is read as the fetched value.
    fn prefetch(&mut self, edit: &Edit, before: OperationRef<'c, 'a>, makes_buffer: bool) {
        let remote = self.remote[edit.planned].expect("a prefetch follows its store");
        let original = self.original(edit.planned);
        let copy = self.group[edit.planned];
        let location = before.location();
        let op = self.block.insert_operation_before(
            before,
            match self.chunk(edit.planned) {
                None => build_prefetch(location, remote, original.r#type()),
                // Into the buffer of the copy in use, which it replaces,
                // unless it makes the buffer.
                Some(chunk) => {
                    let base = (!makes_buffer).then(|| current(&self.copies, copy));
                    build_prefetch_chunk(location, remote, base, original.r#type(), chunk)
                }
            },
        );
        let fetched: Value = op.result(0).expect("a prefetch has one result").into();
        self.copies[copy].push((edit.slot, fetched));
    }

    /// A clone of the op that defines `view`, reading the copies in use
    /// here; from `slot` on, the view is read as the clone's result.
    fn remake_view(&mut self, slot: Slot, before: OperationRef<'c, 'a>, view: TensorId) {
        let def = self
            .extracted
            .graph
            .def_step(view)
            .expect("a remade view has a defining op");
        let op = self.extracted.ops[def];
        let clone = self.block.insert_operation_before(before, ir::clone_op(op));
        for i in 0..clone.operand_count() {
            let operand = clone.operand(i).expect("operand in range");
            if let Some(new) = read_at(&self.lookup, &self.copies, &self.remade, operand) {
                set_operand(clone, i, new);
            }
        }
        for r in 0..op.result_count() {
            let old: Value = op.result(r).expect("result in range").into();
            let Some(&view) = self.lookup.tensor_of.get(&old.to_raw().ptr) else {
                continue;
            };
            let new: Value = clone.result(r).expect("result in range").into();
            self.remade
                .entry(view)
                .or_insert_with(|| vec![(NodeId::FIRST, old)])
                .push((slot, new));
        }
    }

    /// The ops of recomputation `edit.planned` again, in order, each a
    /// clone marked `offload.recompute`: its operands (also inside its
    /// regions) read the results of the chain's earlier clones, else the
    /// copies in use here. From the slot on, the recomputed tensor is read
    /// as the last clone's result, and its views read from there on are
    /// made again from it.
    fn recompute(&mut self, edit: &Edit, before: OperationRef<'c, 'a>) {
        let tensor = self.plan.recomputes[edit.planned].tensor;
        self.clone_chain(edit, before);
        let views =
            hyperoffload_core::plan::views_remade_at(&self.extracted.graph, tensor, edit.slot)
                .expect(
                    "a recomputed tensor's views read after it can be made again (Plan::validate)",
                );
        for view in views {
            self.remake_view(edit.slot, before, view);
        }
    }

    /// The clones of a recomputation ([`Writer::recompute`]).
    fn clone_chain(&mut self, edit: &Edit, before: OperationRef<'c, 'a>) {
        let r = &self.plan.recomputes[edit.planned];
        // The chain's clones so far: an original result -> its clone's.
        let mut chain: HashMap<*const std::ffi::c_void, Value<'c, 'a>> = HashMap::new();
        for &step in &r.ops {
            let op = self.extracted.ops[step];
            let clone = self.block.insert_operation_before(before, ir::clone_op(op));
            ir::set_unit_attribute(clone, RECOMPUTE_ATTRIBUTE);
            for nested in ir::collect_ops(clone, |_| true) {
                for i in 0..nested.operand_count() {
                    let operand = nested.operand(i).expect("operand in range");
                    let new = chain
                        .get(&operand.to_raw().ptr)
                        .copied()
                        .or_else(|| read_at(&self.lookup, &self.copies, &self.remade, operand));
                    if let Some(new) = new {
                        set_operand(nested, i, new);
                    }
                }
            }
            for k in 0..op.result_count() {
                chain.insert(ir::result(op, k).to_raw().ptr, ir::result(clone, k));
            }
        }
        let original = self.extracted.value(r.tensor);
        let again = chain[&original.to_raw().ptr];
        self.remade
            .entry(r.tensor)
            .or_insert_with(|| vec![(NodeId::FIRST, original)])
            .push((edit.slot, again));
    }

    /// The value of planned tensor `planned` in the input.
    fn original(&self, planned: usize) -> Value<'c, 'a> {
        self.extracted.value(self.plan.tensors[planned].tensor)
    }

    /// Every use of a planned tensor, a remade view or a recomputed tensor
    /// reads the copy in use
    /// at its step, but a resident op, which names the argument in its
    /// tier (a stack a loop streams), reads nothing on the device.
    fn rewire_uses(&self) {
        let ops = &self.extracted.ops;
        // Step of each top-level op (the return is step `n`), for mapping
        // uses (also nested ones) to the copy in use there.
        let mut step_of: ir::OpIndex = ops
            .iter()
            .enumerate()
            .map(|(i, op)| (op.to_raw().ptr, i))
            .collect();
        step_of.insert(self.terminator.to_raw().ptr, ops.len());
        let rewire = |value: Value, from: &[(NodeId, Value)]| {
            for u in uses(value) {
                if hyperoffload_dialect::OffloadOp::of(&u.owner)
                    == Some(hyperoffload_dialect::OffloadOp::Resident)
                {
                    continue;
                }
                let Some(step) = ir::enclosing_index(u.owner, &step_of).map(NodeId::new) else {
                    continue;
                };
                let at = from.partition_point(|&(s, _)| s <= step);
                if at > 0 && from[at - 1].1 != value {
                    set_operand(u.owner, u.operand, from[at - 1].1);
                }
            }
        };
        for (planned, tp) in self.plan.tensors.iter().enumerate() {
            if self.group[planned] == planned {
                rewire(self.extracted.value(tp.tensor), &self.copies[planned]);
            }
        }
        for (&view, from) in &self.remade {
            rewire(self.extracted.value(view), from);
        }
    }

    /// Returns the remote copy of each tensor that leaves for good.
    fn return_leaving(&self) -> Result<(), PassFailed> {
        for &planned in &self.leaving {
            let remote = self.remote[planned].expect("a tensor that leaves has a remote copy");
            return_remote(
                self.block,
                (
                    self.original(planned),
                    current(&self.copies, self.group[planned]),
                ),
                remote,
            )?;
        }
        Ok(())
    }
}

/// The copy of a planned tensor in use after the edits so far.
fn current<'c, 'a>(copies: &[Vec<(NodeId, Value<'c, 'a>)>], planned: usize) -> Value<'c, 'a> {
    copies[planned].last().expect("the original is a copy").1
}

/// Tensors by value and planned tensors by tensor (the first plan of a
/// tensor moved in chunks), for the operands of the views made again and
/// of the ops recomputed (empty when there are none).
struct Lookup {
    tensor_of: HashMap<*const std::ffi::c_void, TensorId>,
    planned_of: HashMap<TensorId, usize>,
}

impl Lookup {
    fn new(extracted: &Extracted, plan: &Plan, edits: &Edits) -> Lookup {
        if !edits
            .edits
            .iter()
            .any(|e| matches!(e.kind, EditKind::RemakeView { .. } | EditKind::Recompute))
        {
            return Lookup {
                tensor_of: HashMap::new(),
                planned_of: HashMap::new(),
            };
        }
        Lookup {
            tensor_of: extracted
                .values
                .iter()
                .zip(extracted.graph.tensor_ids())
                .filter_map(|(v, t)| Some((v.as_ref()?.to_raw().ptr, t)))
                .collect(),
            planned_of: plan
                .tensors
                .iter()
                .enumerate()
                .rev()
                .map(|(i, tp)| (tp.tensor, i))
                .collect(),
        }
    }
}

/// What `operand` of an op inserted now reads instead: the copy in use of a
/// planned tensor, the latest remade view of a view or clone's result of a
/// recomputed tensor (`None`: itself).
fn read_at<'c, 'a>(
    lookup: &Lookup,
    copies: &[Vec<(NodeId, Value<'c, 'a>)>],
    remade: &HashMap<TensorId, Vec<(NodeId, Value<'c, 'a>)>>,
    operand: Value<'c, 'a>,
) -> Option<Value<'c, 'a>> {
    let tensor = *lookup.tensor_of.get(&operand.to_raw().ptr)?;
    if let Some(&planned) = lookup.planned_of.get(&tensor) {
        return copies[planned].last().map(|&(_, v)| v);
    }
    remade
        .get(&tensor)
        .and_then(|from| from.last())
        .map(|&(_, v)| v)
}

/// The return of `block` and the positions of its operands that are one of
/// `values`.
fn returned_as<'c, 'a>(
    block: melior::ir::BlockRef<'c, 'a>,
    values: &[Value<'c, 'a>],
) -> (OperationRef<'c, 'a>, Vec<usize>) {
    let terminator = ir::last_op(block).expect("a function body ends in a return");
    let positions = terminator
        .operands()
        .enumerate()
        .filter(|(_, v)| values.contains(v))
        .map(|(i, _)| i)
        .collect();
    (terminator, positions)
}

/// Gives every argument the plan takes as starting in a tier (by
/// `remote-args` or an attribute, or placed by the plan in a spill tier)
/// the argument attribute `offload.tier`, so
/// that the planned IR says where each argument lives, also of an argument
/// the body never reads; callers and lowerings read it there.
fn mark_tier_arguments(function: OperationRef, extracted: &Extracted, plan: &Plan) {
    for (t, tensor) in extracted.graph.tensors_with_ids() {
        let hyperoffload_core::TensorOrigin::Argument {
            index,
            tier: Some(tier),
        } = tensor.origin
        else {
            continue;
        };
        // The tier the plan placed it in, where the declared one is full.
        let placed = plan
            .placed
            .iter()
            .find(|&&(p, _)| p == t)
            .map(|&(_, at)| at);
        let tier = placed.unwrap_or(tier);
        ir::set_argument_string_attribute(function, index, "offload.tier", tier.name());
    }
}

/// Returns the remote copy of a tensor that left for good (its detach is an
/// edit of its own): the return operands that read the tensor read
/// `remote`, and the function's result types there become
/// `!offload.remote<T>`.
fn return_remote<'c, 'a>(
    block: melior::ir::BlockRef<'c, 'a>,
    (original, current): (Value<'c, 'a>, Value<'c, 'a>),
    remote: Value<'c, 'a>,
) -> Result<(), PassFailed> {
    let function = block
        .parent_operation()
        .expect("a function body block has a parent");
    let (terminator, returned) = returned_as(block, &[original, current]);
    if returned.is_empty() {
        return Err(ir::error(
            function.location(),
            "internal error: a tensor planned to leave is not returned",
        ));
    }
    for &index in &returned {
        set_operand(terminator, index, remote);
    }
    let results: Vec<_> = returned.iter().map(|&i| (i, remote.r#type())).collect();
    ir::set_result_types(function, &results);
    Ok(())
}
