//! Stacks streamed through loops: a stacked tensor that lives in a tier
//! (layer weights stacked along a leading dimension, an argument declared
//! in a tier) and that loops read one slice per iteration is not brought
//! to the device whole: each such loop reads its slice with
//! `offload.prefetch_slice`, which fetches it during the iteration before
//! (docs/dialect/offload.md). The device holds two slices per loop instead
//! of the stack. Two forms:
//!
//! - an `scf.for` reads the stack (the argument itself) with
//!   `tensor.extract_slice` at its induction variable, or at arith ops of
//!   it (a loop that walks the layers backward reads `L - 1 - i`); every
//!   read of the stack must be such a slice;
//! - an `scf.while` that counts (its condition compares a carried counter
//!   with a constant, its body adds a constant step: what
//!   `-scf-for-to-while` emits) reads it the same way, at its counter;
//! - a `stablehlo.while` (JAX's `lax.scan`) carries the stack unchanged
//!   and reads it through calls of a function that slices it at the
//!   loop's counter (`dynamic_index_in_dim`); the loop is rebuilt without
//!   that carried value ([`drop_carries`]).
//!
//! Loops also write stacks one slice per iteration into a carried value
//! that starts as zeros (`tensor.insert_slice` in an `scf.for` or a
//! counted `scf.while`, a call of
//! `dynamic_update_index_in_dim` in a `stablehlo.while`). When the
//! function returns such a stack in a tier, or a later loop reads it slice
//! by slice (the residuals a forward loop stacks for the backward one), the
//! loop stores each slice into an `offload.remote_stack` with
//! `offload.store_slice` instead of carrying the stack, and the later loop
//! streams it back.
//!
//! Which of its stacks a loop streams (largest first, each whose slices
//! cost the loop less time than not streaming it), and which read stacks
//! take one device slot instead of two, the core decides
//! ([`hyperoffload_core::plan::loops`]) on the facts gathered here; this
//! module recognizes the loops and stacks and rewrites what the plan says.
//! The remark at each loop says what it streams, what it keeps, and both
//! times.
//!
//! Loops of the function's body with a known trip count stream, since the
//! function's simulation charges their copies on the link, and so do
//! `scf.for`, `scf.while` and `stablehlo.while` loops directly in the body
//! of such a loop of those forms: a nested loop streams what it reads (a
//! nested `stablehlo.while` the stacks the outer loop carries on to it
//! unchanged, which both loops then drop), and its pipeline starts again
//! in each of its runs, with its first slice's wait, which the rule counts
//! too.

use std::collections::HashMap;

use hyperoffload_core::{
    CostModel, SliceStream, TensorGraph, TensorId, TensorOrigin, Tier,
    plan::{
        PlanRequest, ReferencePeaks,
        loops::{self as loop_plan, LoopFacts, LoopPlan, StackFacts, StackUse},
        spilled_arguments,
    },
};
use hyperoffload_dialect::{
    OffloadOp, build_prefetch_slice, build_remote_stack, build_resident, build_store_slice,
};
use melior::ir::{
    BlockLike, BlockRef, RegionLike, Value, ValueLike,
    attribute::DenseI64ArrayAttribute,
    operation::{OperationLike, OperationRef},
};

use super::loops::{
    compiled_as_stablehlo, first_carried_operand, scf_for_trip_count, while_trip_count,
};
use crate::{
    PassFailed,
    analysis::extract_or_fail,
    extract::{self, ExtractOptions},
    ir::{self, ValueNames, erase, op_name, replace_all_uses, result, uses},
    lowering::slices,
};

/// One stack that a loop could stream: its argument, its tier, and the
/// slice reads in the loop's body.
struct Candidate<'c, 'a> {
    argument: usize,
    value: Value<'c, 'a>,
    tier: Tier,
    slice_bytes: u64,
    copy_s: f64,
    /// The slice reads: `tensor.extract_slice` ops in an `scf.for`, calls
    /// of a slicing function in a `stablehlo.while`; each has the index as
    /// operand 1.
    reads: Vec<OperationRef<'c, 'a>>,
    /// In a `stablehlo.while`: the carried value that holds the stack.
    carry: Option<usize>,
    /// A stack the loop writes (one slice per iteration, through calls of
    /// an updating function in `reads`) and the function returns: the
    /// result it is. Streamed, the loop stores its slices into a stack in
    /// the tier that the function returns instead.
    returned_as: Option<usize>,
    /// A stack the loop writes and a later `stablehlo.while` reads one
    /// slice per iteration (a residual stack): that loop's slice reads.
    /// Streamed, the loop stores its slices into a stack in the tier and
    /// the later loop streams them back.
    read_later: Vec<OperationRef<'c, 'a>>,
}

impl<'c, 'a> Candidate<'c, 'a> {
    /// Whether the loop reads the stack, or writes it for the function's
    /// return or a later loop.
    fn stack_use(&self) -> StackUse {
        if self.returned_as.is_some() {
            StackUse::Returned
        } else if !self.read_later.is_empty() {
            StackUse::ReadLater
        } else {
            StackUse::Read
        }
    }

    /// What the core weighs of the stack, streamed through the loop `lp`,
    /// named for the remark: a returned stack by its result, a stack a
    /// later loop reads by the loop's result, else by its value.
    fn facts(&self, lp: OperationRef<'c, 'a>, names: &ValueNames) -> StackFacts {
        let name = match (self.returned_as, self.read_later.is_empty(), self.carry) {
            (Some(r), _, _) => format!("result {r}"),
            (None, false, Some(k)) => names.name(result(lp, k)),
            _ => names.name(self.value),
        };
        StackFacts {
            name,
            tier: self.tier,
            slice_bytes: self.slice_bytes,
            copy_s: self.copy_s,
            stack_use: self.stack_use(),
        }
    }
}

/// What streaming changed in one function.
#[derive(Default)]
pub struct Streamed {
    /// Stacks that stream, counted once per loop.
    pub stacks: usize,
    /// The function's peak with every tensor on the device, before (when
    /// a stack streams).
    pub peak_before: Option<u64>,
}

/// Rewrites the slice reads of every stack that a loop of `function` can
/// stream (module docs) into `offload.prefetch_slice`, with a remark at
/// each loop. Each loop in turn (a loop sees the rewrites of those before
/// it): the stacks it could stream ([`loop_candidates`]), which of them
/// stream ([`loop_plan::plan_loop`]), their rewrite ([`rewrite_streams`]),
/// then the loop's own ([`finish_loop`]).
/// `returned` are the results the caller accepts in a tier
/// (`request.tier`, where a loop's written stacks go). A stack declared in
/// a tier without room for it streams from the spill tier the plan places
/// it in ([`spilled_arguments`]), which its `offload.tier` then names.
pub fn stream_stacks(
    function: OperationRef,
    cost: &CostModel,
    options: &ExtractOptions,
    returned: &[usize],
    request: &PlanRequest,
) -> Result<Streamed, PassFailed> {
    let extracted = extract_or_fail(function, options)?;
    let graph = &extracted.graph;
    let names = ValueNames::new(&function);
    let loops = counted_loops(&extracted, cost, &names, options);
    let spilled = spilled_arguments(graph, cost, request);
    let mut by_loop = argument_candidates(&extracted, &loops, &spilled, cost);
    let scene = Scene {
        function,
        cost,
        loops: &loops,
        tier_arguments: tier_arguments(graph, &spilled),
        returned,
        tier: request.tier,
    };
    let mut streamed = Streamed::default();
    let mut residents: HashMap<usize, Value> = HashMap::new();
    // The loops around a nested loop that streams carried stacks: they
    // carry those stacks on to it, and carry nothing to read once it
    // streams them.
    let mut enclosing: Vec<OperationRef> = Vec::new();
    for (at, counted) in loops.iter().enumerate() {
        let from_arguments = by_loop.remove(&at).unwrap_or_default();
        let candidates = loop_candidates(&scene, counted, from_arguments, &mut enclosing);
        let stacks: Vec<StackFacts> = candidates
            .iter()
            .map(|c| c.facts(counted.op, &names))
            .collect();
        let plan = loop_plan::plan_loop(cost, &counted.facts, &stacks);
        let rewritten = rewrite_streams(function, counted.op, &plan, &candidates, &mut residents);
        let count = plan.streamed().count();
        if count > 0 {
            streamed.stacks += count;
            streamed
                .peak_before
                .get_or_insert(ReferencePeaks::of(graph).all_on_device);
        }
        finish_loop(function, counted.op, rewritten, plan.remark());
    }
    drop_enclosing_carries(enclosing);
    if streamed.stacks > 0 {
        one_slot_streams(function, cost, options)?;
    }
    Ok(streamed)
}

/// What every loop of one function looks its stacks up in.
struct Scene<'s, 'c, 'a> {
    function: OperationRef<'c, 'a>,
    cost: &'s CostModel,
    loops: &'s [Counted<'c, 'a>],
    /// The function's arguments in a tier, by index: the tier the plan
    /// places each in, and its bytes.
    tier_arguments: HashMap<usize, (Tier, u64)>,
    /// The results the caller accepts in `tier`.
    returned: &'s [usize],
    /// Where a loop's written stacks go.
    tier: Tier,
}

/// The tier the plan places the argument `tensor` declared in `declared`
/// in: the spill tier for one without room ([`spilled_arguments`]).
fn placed_tier(spilled: &[(TensorId, Tier)], tensor: TensorId, declared: Tier) -> Tier {
    spilled
        .iter()
        .find(|&&(s, _)| s == tensor)
        .map_or(declared, |&(_, at)| at)
}

/// The function's arguments in a tier, by index: the tier each is placed
/// in, and its bytes.
fn tier_arguments(
    graph: &TensorGraph,
    spilled: &[(TensorId, Tier)],
) -> HashMap<usize, (Tier, u64)> {
    graph
        .tensors_with_ids()
        .filter_map(|(id, t)| match t.origin {
            TensorOrigin::Argument {
                index,
                tier: Some(tier),
            } => Some((index, (placed_tier(spilled, id, tier), t.bytes))),
            _ => None,
        })
        .collect()
}

/// The stacks that are arguments in a tier, by loop (an index into
/// `loops`): every argument in a tier whose every use is a slice read at
/// the induction variable of one of those loops ([`slice_reads`]).
fn argument_candidates<'c, 'a>(
    extracted: &extract::Extracted<'c, 'a>,
    loops: &[Counted<'c, 'a>],
    spilled: &[(TensorId, Tier)],
    cost: &CostModel,
) -> HashMap<usize, Vec<Candidate<'c, 'a>>> {
    let mut by_loop: HashMap<usize, Vec<Candidate>> = HashMap::new();
    for (id, tensor) in extracted.graph.tensors.iter().enumerate() {
        let TensorOrigin::Argument {
            index,
            tier: Some(declared),
        } = tensor.origin
        else {
            continue;
        };
        let tier = placed_tier(spilled, TensorId::new(id), declared);
        let Some(value) = extracted.values.get(id).copied().flatten() else {
            continue;
        };
        let Some(reads) = slice_reads(value, loops) else {
            continue;
        };
        let Some(slice_bytes) = slice_bytes(tensor.bytes, value) else {
            continue;
        };
        let Some(copy_s) = loop_plan::read_copy_s(cost, slice_bytes, tier) else {
            continue;
        };
        for (at, reads) in reads {
            by_loop.entry(at).or_default().push(Candidate {
                argument: index,
                value,
                tier,
                slice_bytes,
                copy_s,
                reads,
                carry: None,
                returned_as: None,
                read_later: Vec::new(),
            });
        }
    }
    by_loop
}

/// The stacks the loop `counted` could stream: `from_arguments` (the
/// arguments it reads: [`argument_candidates`]) and those an `scf.for` or
/// `scf.while` of the function's body writes ([`loop_written_stacks`]);
/// failing those, the stacks it carries ([`carried_stacks`]). A StableHLO
/// loop's stacks come in as carried values, from the function's arguments
/// or (pass-through) from the loops before, rewritten by now; so do those
/// of an `scf.while` made from one (stablehlo-to-scf keeps the body's
/// calls). A loop nested in another streams only what it reads, its
/// stacks coming in through the outer loop's carries: those loops go to
/// `enclosing`.
fn loop_candidates<'c, 'a>(
    scene: &Scene<'_, 'c, 'a>,
    counted: &Counted<'c, 'a>,
    from_arguments: Vec<Candidate<'c, 'a>>,
    enclosing: &mut Vec<OperationRef<'c, 'a>>,
) -> Vec<Candidate<'c, 'a>> {
    let Scene {
        function,
        cost,
        loops,
        returned,
        tier,
        ..
    } = *scene;
    let (lp, runs) = (counted.op, counted.facts.runs);
    let mut candidates = from_arguments;
    match op_name(&lp).as_str() {
        // A nested loop streams what it reads; it writes no stack here.
        _ if runs.is_some() => {}
        "scf.for" | "scf.while" => candidates.extend(loop_written_stacks(
            function, lp, returned, tier, cost, loops,
        )),
        _ => {}
    }
    if candidates.is_empty() && carries_stacks(lp) {
        candidates = carried_stacks(
            function,
            lp,
            &scene.tier_arguments,
            (runs.is_none()).then_some(returned),
            tier,
            cost,
            loops,
        );
        if runs.is_some() && !candidates.is_empty() {
            enclosing.extend(enclosing_loops(lp));
        }
    }
    candidates
}

/// What the rewrite of a loop's streams leaves to do at the loop.
#[derive(Default)]
struct Rewritten<'c, 'a> {
    /// The carried values of the streamed stacks, which the loop no longer
    /// carries.
    dropped: Vec<usize>,
    /// The function's results that are stacks the loop stored, and those
    /// stacks (in the tier).
    stacks_returned: Vec<(usize, Value<'c, 'a>)>,
}

/// Rewrites the slice reads and writes of the stacks `plan` streams, in
/// its order (the largest first), from `candidates` (what the plan was
/// made of): a read stack's reads become `offload.prefetch_slice` of its
/// argument's resident copy (one per argument, in `residents`), a written
/// stack's writes `offload.store_slice` into a stack in its tier.
fn rewrite_streams<'c, 'a>(
    function: OperationRef<'c, 'a>,
    lp: OperationRef<'c, 'a>,
    plan: &LoopPlan,
    candidates: &[Candidate<'c, 'a>],
    residents: &mut HashMap<usize, Value<'c, 'a>>,
) -> Rewritten<'c, 'a> {
    let mut rewritten = Rewritten::default();
    for i in plan.streamed() {
        let candidate = &candidates[i];
        if candidate.stack_use().writes() {
            let stack = store_slices(function, lp, candidate);
            if let Some(r) = candidate.returned_as {
                rewritten.stacks_returned.push((r, stack));
            }
        } else {
            let remote = *residents.entry(candidate.argument).or_insert_with(|| {
                resident(
                    function,
                    candidate.value,
                    candidate.argument,
                    candidate.tier,
                )
            });
            for read in &candidate.reads {
                slice_from(*read, remote);
            }
        }
        rewritten.dropped.extend(candidate.carry);
    }
    rewritten
}

/// Stores the slices the loop `lp` writes of the stack `candidate` into a
/// stack made in its tier (`offload.remote_stack`), which a later loop's
/// reads then fetch their slices from; that stack.
fn store_slices<'c, 'a>(
    function: OperationRef<'c, 'a>,
    lp: OperationRef<'c, 'a>,
    candidate: &Candidate<'c, 'a>,
) -> Value<'c, 'a> {
    let stack = at_entry(
        function,
        build_remote_stack(lp.location(), candidate.value.r#type(), candidate.tier),
    );
    for write in &candidate.reads {
        slice_to(*write, stack, candidate.tier);
    }
    // The stack's zeros (or its empty tensor) are not made any more once
    // nothing reads them.
    for read in &candidate.read_later {
        slice_from(*read, stack);
    }
    stack
}

/// Rebuilds the loop `lp` without the carried values its streams
/// `rewritten` dropped, and those nothing reads any more (a stack a loop
/// before streams here); makes the function return the stacks it stored;
/// erases the initial values nothing reads any more; and puts the loop's
/// `remark`.
fn finish_loop(
    function: OperationRef,
    lp: OperationRef,
    rewritten: Rewritten,
    remark: Option<String>,
) {
    let Rewritten {
        mut dropped,
        stacks_returned,
    } = rewritten;
    // Carries left with no reader: a stack a loop before streams here.
    for k in dead_carries(lp) {
        if !dropped.contains(&k) {
            dropped.push(k);
        }
    }
    if dropped.is_empty() && remark.is_none() {
        return;
    }
    let location = lp.location();
    let bounds = Carries::of(lp).bounds;
    let inits: Vec<Value> = dropped
        .iter()
        .filter_map(|&k| ir::operand(&lp, bounds + k))
        .collect();
    if !dropped.is_empty() {
        drop_carries(lp, &dropped);
    }
    // The function returns the stacks the loop stored, in the tier.
    if !stacks_returned.is_empty() {
        let entry = ir::first_block(&function).expect("a function body");
        let ret = ir::last_op(entry).expect("a body ends in its return");
        let mut types = Vec::new();
        for &(r, stack) in &stacks_returned {
            ir::set_operand(ret, r, stack);
            types.push((r, stack.r#type()));
        }
        ir::set_result_types(function, &types);
    }
    // A written stack's zeros are not made any more.
    for init in inits {
        erase_if_unused(init);
    }
    if let Some(remark) = remark {
        ir::remark(location, &remark);
    }
}

/// Rebuilds the loops around nested loops that streamed the stacks they
/// carry on to them (`enclosing`) without those carries, innermost first:
/// an outer loop's carry is dead once the loops in it no longer take it.
fn drop_enclosing_carries(mut enclosing: Vec<OperationRef>) {
    enclosing.sort_by_key(|&lp| std::cmp::Reverse(enclosing_loops(lp).len()));
    let mut done = Vec::new();
    for lp in enclosing {
        if done.contains(&lp) {
            continue;
        }
        done.push(lp);
        let dead = dead_carries(lp);
        if !dead.is_empty() {
            drop_carries(lp, &dead);
        }
    }
}

/// The loops [`carries_stacks`] takes that hold `lp`, innermost first.
fn enclosing_loops<'c, 'a>(lp: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut around = Vec::new();
    let mut at = lp.parent_operation();
    while let Some(op) = at {
        if carries_stacks(op) {
            around.push(op);
        }
        at = op.parent_operation();
    }
    around
}

/// The value `lp`'s carried `value` starts as, through the loops around
/// `lp` that pass it on unchanged (a stack a `stablehlo.while` nested in
/// another reads comes in through the outer loop's carry): the first value
/// that is not such a loop's carried argument.
fn carried_origin<'c, 'a>(lp: OperationRef<'c, 'a>, value: Value<'c, 'a>) -> Value<'c, 'a> {
    let mut value = value;
    let mut at = lp.parent_operation();
    while let Some(outer) = at {
        at = outer.parent_operation();
        if !carries_stacks(outer) {
            continue;
        }
        let (Some(cond), Some(body)) = (
            crate::ir::region(&outer, 0).and_then(|r| r.first_block()),
            crate::ir::region(&outer, 1).and_then(|r| r.first_block()),
        ) else {
            break;
        };
        let Some(k) =
            (0..body.argument_count()).find(|&k| crate::ir::argument(&body, k) == Some(value))
        else {
            break;
        };
        let passed_on = ir::last_op(body).and_then(|ret| ir::operand(&ret, k)) == Some(value)
            && condition_ignores(outer, cond, k);
        match ir::operand(&outer, k) {
            Some(init) if passed_on => value = init,
            _ => break,
        }
    }
    value
}

/// A loop with a known trip count that may stream, and what the core
/// weighs of it (its trips, an iteration's compute, and for a nested loop
/// how many times it runs).
#[derive(Clone, Copy)]
struct Counted<'c, 'a> {
    op: OperationRef<'c, 'a>,
    facts: LoopFacts,
}

/// The trip count of `op` when it is a loop that may stream and counts.
fn trip_count(op: &OperationRef) -> Option<u64> {
    let name = op_name(op);
    match name.as_str() {
        "scf.for" => scf_for_trip_count(op),
        "stablehlo.while" | "scf.while" => while_trip_count(op, &name),
        _ => None,
    }
    .filter(|&t| t > 0)
}

/// The loops of the function's body with a known trip count, each with
/// its trip count and its iteration's compute, and the counted loops
/// (`scf.for`, `scf.while`, `stablehlo.while`) directly in the body of
/// such a loop of those forms.
fn counted_loops<'c, 'a>(
    extracted: &extract::Extracted<'c, 'a>,
    cost: &CostModel,
    names: &ValueNames,
    options: &ExtractOptions,
) -> Vec<Counted<'c, 'a>> {
    let mut loops = Vec::new();
    for (step, op) in extracted.ops.iter().enumerate() {
        let Some(trips) = trip_count(op) else {
            continue;
        };
        let seconds = cost.op_time(&extracted.graph.nodes[step]);
        loops.push(Counted {
            op: *op,
            facts: LoopFacts {
                trips,
                iteration_s: seconds / trips as f64,
                runs: None,
            },
        });
        let may_nest = |o: &OperationRef| {
            matches!(
                op_name(o).as_str(),
                "scf.for" | "scf.while" | "stablehlo.while"
            )
        };
        if !may_nest(op) {
            continue;
        }
        let Some(body) = crate::ir::region(op, usize::from(op_name(op) != "scf.for")) else {
            continue;
        };
        let inner: Vec<_> = body
            .first_block()
            .map(ir::block_ops)
            .unwrap_or_default()
            .into_iter()
            .filter(|o| may_nest(o) && trip_count(o).is_some())
            .collect();
        if inner.is_empty() {
            continue;
        }
        // The body's own graph times each inner loop.
        let Ok(region) = extract::region::extract_region(*op, body, extracted, names, options)
        else {
            continue;
        };
        for lp in inner {
            let (Some(at), Some(inner_trips)) = (
                region.extracted.ops.iter().position(|o| *o == lp),
                trip_count(&lp),
            ) else {
                continue;
            };
            let seconds = cost.op_time(&region.extracted.graph.nodes[at]);
            loops.push(Counted {
                op: lp,
                facts: LoopFacts {
                    trips: inner_trips,
                    iteration_s: seconds / inner_trips as f64,
                    runs: Some(trips),
                },
            });
        }
    }
    loops
}

/// The slice writes (calls of an updating function) of the stacks that the
/// StableHLO loops of `function` (a `stablehlo.while`, or an `scf.while`
/// made from one: [`compiled_as_stablehlo`]) could store to `tier` slice by
/// slice: those returned in a tier (`returned`) or read by a later loop.
/// These are what [`stream_stacks`] may turn into `offload.store_slice`,
/// found before it runs, since the loop bodies are planned first
/// ([`super::bodies`]). Such a slice's copy out starts once the called
/// layer has made it (XLA inlines the call), so a layer that brought it
/// back for its return would hold that copy back behind a round trip. In
/// an `scf.for` the copy starts after the call returns whatever the
/// layer's plan, so none of its writes is listed.
pub fn storable_writes<'c, 'a>(
    function: OperationRef<'c, 'a>,
    cost: &CostModel,
    options: &ExtractOptions,
    returned: &[usize],
    tier: Tier,
) -> Result<Vec<OperationRef<'c, 'a>>, PassFailed> {
    // Most functions have no such loop: spare them an extraction.
    let stablehlo = |op: &OperationRef| compiled_as_stablehlo(op, &op_name(op));
    if ir::collect_ops(function, stablehlo).is_empty() {
        return Ok(Vec::new());
    }
    let extracted = extract_or_fail(function, options)?;
    let names = ValueNames::new(&function);
    let loops = counted_loops(&extracted, cost, &names, options);
    let mut writes = Vec::new();
    for lp in loops.iter().map(|c| c.op) {
        if stablehlo(&lp) {
            let written = written_stacks(function, lp, returned, tier, cost, &loops);
            writes.extend(written.into_iter().flat_map(|c| c.reads));
        }
    }
    Ok(writes)
}

/// Gives one device slot instead of two to each read stack of a loop whose
/// next slice can be copied into the slot its iteration read, once the
/// iteration's last reader of it has run, without making the iteration
/// longer (`slots = 1` on its `offload.prefetch_slice`), as
/// [`loop_plan::one_slot_streams`] decides on the function's graph. A
/// remark at each such loop names them.
fn one_slot_streams(
    function: OperationRef,
    cost: &CostModel,
    options: &ExtractOptions,
) -> Result<(), PassFailed> {
    let extracted = extract_or_fail(function, options)?;
    let names = ValueNames::new(&function);
    for (step, node) in extracted.graph.nodes.iter().enumerate() {
        if node.streams.is_empty() {
            continue;
        }
        let lp = extracted.ops[step];
        let Some(slice_ops) = slice_ops(lp) else {
            continue;
        };
        if slice_ops.len() != node.streams.len() {
            continue;
        }
        let Some(tiers) = stream_tiers(&extracted, &node.streams) else {
            continue;
        };
        let Some(plan) = loop_plan::one_slot_streams(cost, node, &tiers) else {
            continue;
        };
        let named: Vec<String> = plan
            .streams
            .iter()
            .map(|&i| give_one_slot(slice_ops[i], &names))
            .collect();
        ir::remark(lp.location(), &plan.remark(&named));
    }
    Ok(())
}

/// The slice ops of the body of the loop `lp` (`offload.prefetch_slice`,
/// `offload.store_slice`), in order, as the loop's streams list them.
fn slice_ops<'c, 'a>(lp: OperationRef<'c, 'a>) -> Option<Vec<OperationRef<'c, 'a>>> {
    let body_region = usize::from(op_name(&lp) != "scf.for");
    let body = crate::ir::region(&lp, body_region).and_then(|r| r.first_block())?;
    Some(
        ir::block_ops(body)
            .into_iter()
            .filter(|x| {
                matches!(
                    OffloadOp::of(x),
                    Some(OffloadOp::PrefetchSlice | OffloadOp::StoreSlice)
                )
            })
            .collect(),
    )
}

/// The tier of each of `streams`: a written stack's, or the tier of its
/// stack (a resident copy or a stack made in the tier); `None` where one
/// has none.
fn stream_tiers(extracted: &extract::Extracted, streams: &[SliceStream]) -> Option<Vec<Tier>> {
    streams
        .iter()
        .map(|stream| match stream.stores_to {
            Some(tier) => Some(tier),
            None => extracted.values[stream.remote]
                .and_then(ir::defining_op)
                .and_then(|d| hyperoffload_dialect::tier_of(&d)),
        })
        .collect()
}

/// Marks the slice op `op` as held in one device slot (`slots = 1`); the
/// name of its stack for the remark: a resident copy by its argument, a
/// stack stored here by itself.
fn give_one_slot(op: OperationRef, names: &ValueNames) -> String {
    ir::set_integer_attribute(op, "slots", 1);
    let stack = ir::operand(&op, 0).expect("a slice's stack");
    let stack = ir::defining_op(stack)
        .filter(|d| OffloadOp::of(d) == Some(OffloadOp::Resident))
        .and_then(|d| ir::operand(&d, 0))
        .unwrap_or(stack);
    names.name(stack)
}

/// The stacks a `stablehlo.while` (or an `scf.while` made from one) could
/// stream: each value it carries unchanged (its body returns the argument
/// as it came, its condition does not read it but to pass it on) whose
/// initial value is an argument of `function` in a tier (directly, or
/// through the carries of loops around `lp` that pass it on:
/// [`carried_origin`]) and which the body reads only through calls of a
/// function that slices its argument along the leading dimension at its
/// second one (what JAX's `lax.scan` emits: `dynamic_index_in_dim`). With
/// `returned` (the results the caller accepts in the tier), also the
/// stacks it writes ([`written_stacks`]); a nested loop only reads.
fn carried_stacks<'c, 'a>(
    function: OperationRef<'c, 'a>,
    lp: OperationRef<'c, 'a>,
    tier_arguments: &HashMap<usize, (Tier, u64)>,
    returned: Option<&[usize]>,
    tier: Tier,
    cost: &CostModel,
    loops: &[Counted<'c, 'a>],
) -> Vec<Candidate<'c, 'a>> {
    let mut found = Vec::new();
    if !carries_stacks(lp) {
        return found;
    }
    let Some(entry) = ir::first_block(&function) else {
        return found;
    };
    let callees = extract::callees_of(function);
    for k in 0..lp.operand_count() {
        let Some(init) = ir::operand(&lp, k).map(|v| carried_origin(lp, v)) else {
            continue;
        };
        let Some(argument) =
            (0..entry.argument_count()).find(|&i| crate::ir::argument(&entry, i) == Some(init))
        else {
            continue;
        };
        let Some(&(tier, bytes)) = tier_arguments.get(&argument) else {
            continue;
        };
        let Some(reads) =
            slice_reads_of_carry(lp, k, &callees, false).filter(|reads| !reads.is_empty())
        else {
            continue;
        };
        let Some(slice_bytes) = slice_bytes(bytes, init) else {
            continue;
        };
        let Some(copy_s) = loop_plan::read_copy_s(cost, slice_bytes, tier) else {
            continue;
        };
        found.push(Candidate {
            argument,
            value: init,
            tier,
            slice_bytes,
            copy_s,
            reads,
            carry: Some(k),
            returned_as: None,
            read_later: Vec::new(),
        });
    }
    if let Some(returned) = returned {
        found.extend(written_stacks(function, lp, returned, tier, cost, loops));
    }
    found
}

/// Whether `callee` (a `func.func` of two arguments) returns one whole
/// slice of its first argument along the leading dimension at its second:
/// `stablehlo.dynamic_slice %a, %i, %zero, ... {slice_sizes = [1, d1,
/// ...]}`, then optionally a `stablehlo.reshape` that drops the unit
/// dimension, with zero constants.
fn slices_its_argument(callee: OperationRef) -> bool {
    let Some(body) = ir::first_block(&callee) else {
        return false;
    };
    if body.argument_count() != 2 {
        return false;
    }
    let (Ok(stack), Ok(index)) = (body.argument(0), body.argument(1)) else {
        return false;
    };
    let (stack, index): (Value, Value) = (stack.into(), index.into());
    let Some((shape, _)) = ir::ranked_shape(stack.r#type()) else {
        return false;
    };
    let mut slice = None;
    let mut last = None;
    let mut next = body.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        match op_name(&op).as_str() {
            "stablehlo.constant" => {}
            "stablehlo.dynamic_slice" if slice.is_none() => {
                let sizes = op
                    .attribute("slice_sizes")
                    .ok()
                    .and_then(|a| DenseI64ArrayAttribute::try_from(a).ok())
                    .map(|a| {
                        (0..a.len())
                            .filter_map(|i| a.element(i).ok())
                            .collect::<Vec<_>>()
                    });
                let whole = sizes.is_some_and(|sizes| {
                    sizes.len() == shape.len()
                        && sizes[0] == 1
                        && sizes[1..]
                            .iter()
                            .zip(&shape[1..])
                            .all(|(&s, d)| Some(s as u64) == *d)
                });
                let at_zero = (2..op.operand_count()).all(|i| is_zero_index(ir::operand(&op, i)));
                if !(whole
                    && at_zero
                    && ir::operand(&op, 0) == Some(stack)
                    && ir::operand(&op, 1) == Some(index))
                {
                    return false;
                }
                slice = Some(result(op, 0));
                last = slice;
            }
            "stablehlo.reshape" if last.is_some() && ir::operand(&op, 0) == last => {
                last = Some(result(op, 0));
            }
            "func.return" => {
                return op.operand_count() == 1 && last.is_some() && ir::operand(&op, 0) == last;
            }
            _ => return false,
        }
    }
    false
}

/// Where a loop form keeps its carried values: how many operands (an
/// `scf.for`'s bounds) come before them, and which region is the body.
#[derive(Clone, Copy)]
struct Carries {
    bounds: usize,
    body_region: usize,
    /// An `scf.while`: its condition passes the carried values on to the
    /// body (`scf.condition`, after its predicate).
    passes_on: bool,
}

impl Carries {
    fn of(lp: OperationRef) -> Self {
        let name = op_name(&lp);
        Self {
            bounds: first_carried_operand(&name).unwrap_or(0),
            body_region: usize::from(name != "scf.for"),
            passes_on: name == "scf.while",
        }
    }

    /// The body's argument of carried value 0 (an `scf.for`'s induction
    /// variable comes first).
    fn body_offset(self) -> usize {
        usize::from(self.bounds > 0)
    }

    /// Whether the condition of `lp` does nothing with its carried value
    /// `k` but pass it on to the body at the same position (always for
    /// an `scf.for`, which has no condition).
    fn only_passed_on(self, lp: OperationRef, k: usize) -> bool {
        if !self.passes_on {
            return true;
        }
        let Some(before) = crate::ir::region(&lp, 0).and_then(|r| r.first_block()) else {
            return false;
        };
        let (Ok(argument), Some(condition)) = (before.argument(k), ir::last_op(before)) else {
            return false;
        };
        matches!(uses(argument.into()).as_slice(), [u] if u.owner == condition && u.operand == k + 1)
    }
}

/// Rebuilds the loop `lp` (a `stablehlo.while`, an `scf.while` or an
/// `scf.for`) without the carried values `dropped` (each one its body
/// returns unchanged, or replaces and nothing reads any more, and an
/// `scf.while`'s condition only passes on): their results are their
/// initial values, and the new loop takes the rest, with the regions
/// moved over.
fn drop_carries(lp: OperationRef, dropped: &[usize]) {
    let name = op_name(&lp);
    let Carries {
        bounds,
        body_region,
        passes_on,
    } = Carries::of(lp);
    let count = lp.operand_count() - bounds;
    let kept: Vec<usize> = (0..count).filter(|k| !dropped.contains(k)).collect();
    let init = |k: usize| ir::operand(&lp, bounds + k).expect("a carried value");
    for &k in dropped {
        replace_all_uses(result(lp, k), init(k));
    }
    let body = crate::ir::region(&lp, body_region)
        .and_then(|r| r.first_block())
        .expect("a body");
    let ret = ir::last_op(body).expect("a body ends in its return");
    let returned: Vec<Value> = kept
        .iter()
        .map(|&k| ir::operand(&ret, k).expect("a returned value"))
        .collect();
    ir::set_operands(ret, &returned);
    // An scf.while's condition passes on what it still carries.
    if passes_on
        && let Some(condition) = crate::ir::region(&lp, 0)
            .and_then(|r| r.first_block())
            .and_then(ir::last_op)
    {
        let passed: Vec<Value> = std::iter::once(0)
            .chain(kept.iter().map(|&k| k + 1))
            .map(|i| ir::operand(&condition, i).expect("a passed value"))
            .collect();
        ir::set_operands(condition, &passed);
    }
    let mut descending = dropped.to_vec();
    descending.sort_unstable_by(|a, b| b.cmp(a));
    for region in lp.regions() {
        if let Some(block) = region.first_block() {
            for &k in &descending {
                ir::erase_argument(block, k + usize::from(bounds > 0));
            }
        }
    }
    let operands: Vec<Value> = (0..bounds)
        .map(|i| ir::operand(&lp, i).expect("a bound"))
        .chain(kept.iter().map(|&k| init(k)))
        .collect();
    let types: Vec<melior::ir::Type> = kept.iter().map(|&k| result(lp, k).r#type()).collect();
    let builder = melior::ir::operation::OperationBuilder::new(&name, lp.location())
        .add_operands(&operands)
        .add_results(&types);
    let builder = if body_region == 0 {
        builder.add_regions([melior::ir::Region::new()])
    } else {
        builder.add_regions([melior::ir::Region::new(), melior::ir::Region::new()])
    };
    let rebuilt = builder.build().expect("a loop of the same form");
    let block = lp.block().expect("a loop in a block");
    let rebuilt = block.insert_operation_before(lp, rebuilt);
    for (from, to) in lp.regions().zip(rebuilt.regions()) {
        ir::take_region_body(to, from);
    }
    for (j, &k) in kept.iter().enumerate() {
        replace_all_uses(result(lp, k), result(rebuilt, j));
    }
    erase(lp);
}

/// The slice reads of `value`, by loop (an index into `loops`), when every
/// use of it is one (`tensor.extract_slice` of one whole slice along the
/// leading dimension, at the induction variable, directly in the body).
fn slice_reads<'c, 'a>(
    value: Value<'c, 'a>,
    loops: &[Counted<'c, 'a>],
) -> Option<HashMap<usize, Vec<OperationRef<'c, 'a>>>> {
    let users = uses(value);
    if users.is_empty() {
        return None;
    }
    let mut reads: HashMap<usize, Vec<OperationRef>> = HashMap::new();
    for use_ in users {
        let read = use_.owner;
        let body = read.block()?;
        let lp = body.parent_operation()?;
        let at = loops.iter().position(|c| c.op == lp)?;
        if !is_slice_read(read, value, body) {
            return None;
        }
        reads.entry(at).or_default().push(read);
    }
    Some(reads)
}

/// Whether `read` is `tensor.extract_slice %stack[%i, 0, ...] [1, d1,
/// ...] [1, ...]`: one whole slice along the leading dimension of the
/// statically shaped `stack`, at the induction variable of the loop whose
/// body is `body` or at arith ops of it ([`slices::index_chain`]: a
/// backward loop's `L - 1 - i`).
fn is_slice_read(read: OperationRef, stack: Value, body: BlockRef) -> bool {
    if op_name(&read) != "tensor.extract_slice"
        || read.operand_count() != 2
        || ir::operand(&read, 0) != Some(stack)
        || ir::operand(&read, 1).is_none_or(|i| slices::index_chain(i, body).is_none())
    {
        return false;
    }
    is_whole_slice(read, stack, result(read, 0).r#type())
}

/// Whether the static offsets, sizes and strides of the slice op `op`
/// (`tensor.extract_slice` or `tensor.insert_slice`) name one whole slice
/// along the leading dimension of the statically shaped `stack`, at a
/// dynamic index, and `slice` is its type (`tensor<S>` or
/// `tensor<1 x S>`).
fn is_whole_slice(op: OperationRef, stack: Value, slice: melior::ir::Type) -> bool {
    let Some((shape, _)) = ir::ranked_shape(stack.r#type()) else {
        return false;
    };
    let Some(shape) = shape.into_iter().collect::<Option<Vec<u64>>>() else {
        return false;
    };
    let array = |name: &str| -> Option<Vec<i64>> {
        let attribute = DenseI64ArrayAttribute::try_from(op.attribute(name).ok()?).ok()?;
        (0..attribute.len())
            .map(|i| attribute.element(i).ok())
            .collect()
    };
    let (Some(offsets), Some(sizes), Some(strides)) = (
        array("static_offsets"),
        array("static_sizes"),
        array("static_strides"),
    ) else {
        return false;
    };
    let rank = shape.len();
    let whole_slice = rank >= 1
        && offsets.len() == rank
        && offsets[0] == i64::MIN
        && offsets[1..].iter().all(|&o| o == 0)
        && sizes.len() == rank
        && sizes[0] == 1
        && sizes[1..]
            .iter()
            .zip(&shape[1..])
            .all(|(&s, &d)| s as u64 == d)
        && strides.iter().all(|&s| s == 1);
    let result_shape = ir::ranked_shape(slice)
        .map(|(dims, _)| dims)
        .unwrap_or_default();
    let slice: Vec<Option<u64>> = shape[1..].iter().copied().map(Some).collect();
    let ones: Vec<Option<u64>> = std::iter::once(Some(1)).chain(slice.clone()).collect();
    whole_slice && (result_shape == slice || result_shape == ones)
}

/// The bytes of one slice of a stack of `bytes` (its leading dimension's
/// share).
fn slice_bytes(bytes: u64, stack: Value) -> Option<u64> {
    let (shape, _) = ir::ranked_shape(stack.r#type())?;
    let leading = (*shape.first()?)?;
    (leading > 0 && bytes.is_multiple_of(leading)).then(|| bytes / leading)
}

/// `offload.resident` of the argument `value` at the top of the function,
/// and the argument marked as living in `tier`.
fn resident<'c, 'a>(
    function: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
    argument: usize,
    tier: Tier,
) -> Value<'c, 'a> {
    let remote = at_entry(function, build_resident(function.location(), value, tier));
    ir::set_argument_string_attribute(function, argument, "offload.tier", tier.name());
    remote
}

/// Inserts the one-result `op` at the top of `function`'s body; its
/// result.
fn at_entry<'c, 'a>(
    function: OperationRef<'c, 'a>,
    op: melior::ir::Operation<'c>,
) -> Value<'c, 'a> {
    let entry = ir::first_block(&function).expect("a function body");
    let first = entry.first_operation().expect("a body ends in its return");
    result(entry.insert_operation_before(first, op), 0)
}

/// Replaces the slice read `read` by `offload.prefetch_slice` of `remote`
/// at the same index (a value of the body, which the pipeline computes
/// again for the next iteration).
fn slice_from(read: OperationRef, remote: Value) {
    let block = read.block().expect("a read in a loop body");
    let index = ir::operand(&read, 1).expect("checked: the induction variable");
    let old = result(read, 0);
    let slice = block.insert_operation_before(
        read,
        build_prefetch_slice(read.location(), remote, index, old.r#type()),
    );
    replace_all_uses(old, result(slice, 0));
    erase(read);
}

/// The stacks a `stablehlo.while` writes and the function returns in a
/// tier: a carried value that starts as zeros (a broadcast zero constant),
/// that the body replaces by a call of a function updating one slice of it
/// along the leading dimension (`dynamic_update_slice` at its third
/// argument: JAX's `dynamic_update_index_in_dim`) and reads nowhere else,
/// and whose result only the function's return reads, at a result in
/// `returned`. The stack is the loop's result, not an argument: the
/// candidate's `value` is its initial value (for its type).
fn written_stacks<'c, 'a>(
    function: OperationRef<'c, 'a>,
    lp: OperationRef<'c, 'a>,
    returned: &[usize],
    tier: Tier,
    cost: &CostModel,
    loops: &[Counted<'c, 'a>],
) -> Vec<Candidate<'c, 'a>> {
    let mut found = Vec::new();
    let (Some(cond), Some(body), Some(entry)) = (
        crate::ir::region(&lp, 0).and_then(|r| r.first_block()),
        crate::ir::region(&lp, 1).and_then(|r| r.first_block()),
        ir::first_block(&function),
    ) else {
        return found;
    };
    let (Some(ret), Some(function_ret)) = (ir::last_op(body), ir::last_op(entry)) else {
        return found;
    };
    let callees = extract::callees_of(function);
    for k in 0..lp.operand_count() {
        let Some(carried) = crate::ir::argument(&body, k) else {
            continue;
        };
        if !condition_ignores(lp, cond, k) {
            continue;
        }
        let carried_uses = uses(carried);
        let [write] = carried_uses.as_slice() else {
            continue;
        };
        let call = write.owner;
        let updates = op_name(&call) == "func.call"
            && write.operand == 0
            && call.operand_count() == 3
            && ir::symbol_attribute(&call, "callee")
                .and_then(|name| callees.get(&name).copied())
                .is_some_and(updates_its_argument);
        if !updates {
            continue;
        }
        let written_uses = uses(result(call, 0));
        if !matches!(written_uses.as_slice(), [u] if u.owner == ret && u.operand == k) {
            continue;
        }
        let Some(init) = ir::operand(&lp, k) else {
            continue;
        };
        if !is_zeros(init) {
            continue;
        }
        // Returned in the tier, or read slice by slice by a later loop.
        let loop_result = result(lp, k);
        let (returned_as, read_later, later_iteration_s) =
            match returned_in_tier(loop_result, function_ret, returned) {
                Some(r) => (Some(r), Vec::new(), None),
                None => {
                    let loop_uses = uses(loop_result);
                    let [u] = loop_uses.as_slice() else {
                        continue;
                    };
                    if !carries_stacks(u.owner) || u.owner.block() != lp.block() {
                        continue;
                    }
                    let Some(iteration_s) = loops
                        .iter()
                        .find(|c| c.op == u.owner)
                        .map(|c| c.facts.iteration_s)
                    else {
                        continue;
                    };
                    match slice_reads_of_carry(u.owner, u.operand, &callees, true) {
                        Some(reads) if !reads.is_empty() => (None, reads, Some(iteration_s)),
                        _ => continue,
                    }
                }
            };
        found.extend(written(
            init,
            Written {
                write: call,
                carry: k,
                returned_as,
                read_later,
                later_iteration_s,
            },
            tier,
            cost,
        ));
    }
    found
}

/// How a loop writes a stack slice by slice: the write (a call of an
/// updating function, or `tensor.insert_slice`), the carried value, and
/// who reads the result.
struct Written<'c, 'a> {
    write: OperationRef<'c, 'a>,
    carry: usize,
    /// The function's result it is, when it returns it in the tier.
    returned_as: Option<usize>,
    /// A later loop's slice reads of it, and that loop's iteration.
    read_later: Vec<OperationRef<'c, 'a>>,
    later_iteration_s: Option<f64>,
}

/// The candidate of a written stack that starts as `init`, when its slice
/// has a size, its copy to `tier` a time, and a later loop that reads it
/// can copy a slice back within its iteration.
fn written<'c, 'a>(
    init: Value<'c, 'a>,
    written: Written<'c, 'a>,
    tier: Tier,
    cost: &CostModel,
) -> Option<Candidate<'c, 'a>> {
    let bytes = extract::types::parse_tensor_type(&init.r#type().to_string())
        .ok()
        .flatten()
        .and_then(|shape| shape.bytes(None).ok())?;
    let slice_bytes = slice_bytes(bytes, init)?;
    let copy_s = loop_plan::write_copy_s(cost, slice_bytes, tier, written.later_iteration_s)?;
    Some(Candidate {
        argument: usize::MAX,
        value: init,
        tier,
        slice_bytes,
        copy_s,
        reads: vec![written.write],
        carry: Some(written.carry),
        returned_as: written.returned_as,
        read_later: written.read_later,
    })
}

/// The stacks an `scf.for` or a counted `scf.while` writes, one slice per
/// iteration: a carried value that starts as zeros (`linalg.fill` of a
/// zero constant, or an empty tensor, whose contents are undefined), that
/// the body replaces by `tensor.insert_slice` of one whole slice along the
/// leading dimension at the induction variable (or arith ops of it) and
/// reads nowhere else (an `scf.while`'s condition only passes it on, at
/// its own position), and whose result either only the function's return
/// reads, at a result in `returned`, or only a later loop of the same
/// block reads, one slice per iteration ([`slice_reads`]: the residual
/// stacks of a backward loop). The candidate's `value` is the initial
/// value.
fn loop_written_stacks<'c, 'a>(
    function: OperationRef<'c, 'a>,
    lp: OperationRef<'c, 'a>,
    returned: &[usize],
    tier: Tier,
    cost: &CostModel,
    loops: &[Counted<'c, 'a>],
) -> Vec<Candidate<'c, 'a>> {
    let mut found = Vec::new();
    let form = Carries::of(lp);
    let (Some(body), Some(entry)) = (
        crate::ir::region(&lp, form.body_region).and_then(|r| r.first_block()),
        ir::first_block(&function),
    ) else {
        return found;
    };
    let (Some(ret), Some(function_ret)) = (ir::last_op(body), ir::last_op(entry)) else {
        return found;
    };
    for k in 0..lp.operand_count().saturating_sub(form.bounds) {
        let (Ok(carried), Some(init)) = (
            body.argument(k + form.body_offset()),
            ir::operand(&lp, form.bounds + k),
        ) else {
            continue;
        };
        if !form.only_passed_on(lp, k) {
            continue;
        }
        let carried: Value = carried.into();
        let carried_uses = uses(carried);
        let [write] = carried_uses.as_slice() else {
            continue;
        };
        let insert = write.owner;
        if write.operand != 1 || !is_slice_write(insert, carried, body) {
            continue;
        }
        let written_uses = uses(result(insert, 0));
        if !matches!(written_uses.as_slice(), [u] if u.owner == ret && u.operand == k) {
            continue;
        }
        if !is_fresh_stack(init) {
            continue;
        }
        // Returned in the tier, or read slice by slice by a later loop of
        // the block (later: its body reads this loop's result).
        let loop_result = result(lp, k);
        let (returned_as, read_later, later_iteration_s) =
            match returned_in_tier(loop_result, function_ret, returned) {
                Some(r) => (Some(r), Vec::new(), None),
                None => {
                    let Some(reads) = slice_reads(loop_result, loops).filter(|r| r.len() == 1)
                    else {
                        continue;
                    };
                    let (at, reads) = reads.into_iter().next().expect("one loop");
                    let later = loops[at];
                    if later.op.block() != lp.block() {
                        continue;
                    }
                    (None, reads, Some(later.facts.iteration_s))
                }
            };
        found.extend(written(
            init,
            Written {
                write: insert,
                carry: k,
                returned_as,
                read_later,
                later_iteration_s,
            },
            tier,
            cost,
        ));
    }
    found
}

/// The result of the function `value` is, when the function's return
/// (`function_ret`) is all that reads it, at a result the caller accepts
/// in the tier (`returned`).
fn returned_in_tier(value: Value, function_ret: OperationRef, returned: &[usize]) -> Option<usize> {
    match uses(value).as_slice() {
        [u] if u.owner == function_ret && returned.contains(&u.operand) => Some(u.operand),
        _ => None,
    }
}

/// Whether `write` is `tensor.insert_slice %slice into %stack[%i, 0, ...]
/// [1, d1, ...] [1, ...]`: one whole slice along the leading dimension of
/// the statically shaped `stack`, at the induction variable of the loop
/// whose body is `body` or at arith ops of it.
fn is_slice_write(write: OperationRef, stack: Value, body: BlockRef) -> bool {
    op_name(&write) == "tensor.insert_slice"
        && write.operand_count() == 3
        && ir::operand(&write, 1) == Some(stack)
        && ir::operand(&write, 2).is_some_and(|i| slices::index_chain(i, body).is_some())
        && ir::operand(&write, 0).is_some_and(|slice| is_whole_slice(write, stack, slice.r#type()))
}

/// Whether the empty or zero-filled tensor `value` may stand for a stack
/// in a tier made zero-filled (`offload.remote_stack`): `tensor.empty`,
/// or `linalg.fill` of a zero constant into one.
fn is_fresh_stack(value: Value) -> bool {
    let Some(op) = ir::defining_op(value) else {
        return false;
    };
    match op_name(&op).as_str() {
        "tensor.empty" => true,
        "linalg.fill" => {
            op.operand_count() == 2
                && ir::operand(&op, 1)
                    .and_then(ir::defining_op)
                    .is_some_and(|e| op_name(&e) == "tensor.empty")
                && ir::operand(&op, 0)
                    .and_then(ir::defining_op)
                    .is_some_and(|c| {
                        op_name(&c) == "arith.constant"
                            && c.attribute("value").is_ok_and(|v| {
                                let text = v.to_string();
                                text.starts_with("0.0")
                                    || text.starts_with("-0.0")
                                    || text.starts_with("0 ")
                                    || text.starts_with("0.000000e+00")
                            })
                    })
        }
        _ => false,
    }
}

/// Whether `value` is an integer zero constant (`stablehlo.constant
/// dense<0>`), as the start indices of the slice ops JAX emits are.
fn is_zero_index(value: Option<Value>) -> bool {
    value.and_then(ir::defining_op).is_some_and(|c| {
        op_name(&c) == "stablehlo.constant"
            && c.attribute("value")
                .is_ok_and(|v| v.to_string().starts_with("dense<0>"))
    })
}

/// Whether `value` is a broadcast of a zero constant.
fn is_zeros(value: Value) -> bool {
    let Some(broadcast) = ir::defining_op(value) else {
        return false;
    };
    op_name(&broadcast) == "stablehlo.broadcast_in_dim"
        && ir::operand(&broadcast, 0)
            .and_then(ir::defining_op)
            .is_some_and(|c| {
                op_name(&c) == "stablehlo.constant"
                    && c.attribute("value").is_ok_and(|v| {
                        let text = v.to_string();
                        text.starts_with("dense<0") || text.starts_with("dense<-0")
                    })
            })
}

/// Whether `callee` (a `func.func` of three arguments) returns its first
/// argument with one whole slice along the leading dimension, at its
/// third, replaced by its second: a `reshape` or `broadcast_in_dim` of the
/// second to the slice's shape with a unit leading dimension, then
/// `stablehlo.dynamic_update_slice %a, %slice, %i, %zero, ...`.
fn updates_its_argument(callee: OperationRef) -> bool {
    let Some(body) = ir::first_block(&callee) else {
        return false;
    };
    if body.argument_count() != 3 {
        return false;
    }
    let arguments: Vec<Value> = (0..3)
        .filter_map(|i| crate::ir::argument(&body, i))
        .collect();
    let Some((shape, _)) = ir::ranked_shape(arguments[0].r#type()) else {
        return false;
    };
    let mut update = None;
    let mut updated = None;
    let mut next = body.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        match op_name(&op).as_str() {
            "stablehlo.constant" => {}
            "stablehlo.reshape" | "stablehlo.broadcast_in_dim"
                if update.is_none() && ir::operand(&op, 0) == Some(arguments[1]) =>
            {
                let value = result(op, 0);
                let whole = ir::ranked_shape(value.r#type()).is_some_and(|(dims, _)| {
                    dims.len() == shape.len() && dims[0] == Some(1) && dims[1..] == shape[1..]
                });
                if !whole {
                    return false;
                }
                update = Some(value);
            }
            "stablehlo.dynamic_update_slice" if updated.is_none() => {
                let at_zero = (3..op.operand_count()).all(|i| is_zero_index(ir::operand(&op, i)));
                if !(at_zero
                    && update.is_some()
                    && ir::operand(&op, 0) == Some(arguments[0])
                    && ir::operand(&op, 1) == update
                    && ir::operand(&op, 2) == Some(arguments[2]))
                {
                    return false;
                }
                updated = Some(result(op, 0));
            }
            "func.return" => {
                return op.operand_count() == 1
                    && updated.is_some()
                    && ir::operand(&op, 0) == updated;
            }
            _ => return false,
        }
    }
    false
}

/// Replaces the slice write `write` of a stack the loop carries (a call
/// of an updating function, or `tensor.insert_slice`) by
/// `offload.store_slice` of its slice into `stack` at its index; the loop
/// then returns the carried value unchanged (dropped afterwards).
fn slice_to(write: OperationRef, stack: Value, tier: Tier) {
    let block = write.block().expect("a write in a loop body");
    let operand = |i: usize| ir::operand(&write, i).expect("checked: a slice write");
    let (carried, slice, index) = if op_name(&write) == "tensor.insert_slice" {
        (operand(1), operand(0), operand(2))
    } else {
        (operand(0), operand(1), operand(2))
    };
    block.insert_operation_before(
        write,
        build_store_slice(write.location(), slice, stack, index, tier),
    );
    replace_all_uses(result(write, 0), carried);
    erase(write);
}

/// Erases the ops that make `value` (a written stack's zeros) when
/// nothing uses it: a broadcast of a constant, a `linalg.fill` or a
/// `tensor.empty`, then each of their operands' makers (the constant, the
/// empty tensor filled) that nothing else uses.
fn erase_if_unused(value: Value) {
    let Some(op) = ir::defining_op(value) else {
        return;
    };
    let makes_zeros = matches!(
        op_name(&op).as_str(),
        "stablehlo.broadcast_in_dim"
            | "stablehlo.constant"
            | "linalg.fill"
            | "tensor.empty"
            | "arith.constant"
    );
    if !uses(value).is_empty() || !makes_zeros || op.result_count() != 1 {
        return;
    }
    let operands: Vec<Value> = op.operands().collect();
    erase(op);
    for operand in operands {
        erase_if_unused(operand);
    }
}

/// Whether `lp` is a loop whose stacks [`carried_stacks`] looks for: a
/// `stablehlo.while`, or an `scf.while` (stablehlo-to-scf's form of one,
/// its counter in a 0-d tensor), without attributes, since the loop is
/// rebuilt from its operands, results and regions.
fn carries_stacks(lp: OperationRef) -> bool {
    matches!(op_name(&lp).as_str(), "stablehlo.while" | "scf.while")
        && lp.attributes().next().is_none()
}

/// Whether the condition block `cond` of the loop `lp` reads its carried
/// value `k` only to pass it on to the body (an `scf.while`'s
/// `scf.condition`), or not at all (a `stablehlo.while`'s).
fn condition_ignores(lp: OperationRef, cond: BlockRef, k: usize) -> bool {
    let Some(argument) = crate::ir::argument(&cond, k) else {
        return false;
    };
    uses(argument).is_empty() || Carries::of(lp).only_passed_on(lp, k)
}

/// The slice reads of carried value `k` of the `stablehlo.while` (or
/// `scf.while`) `lp`: the
/// calls of a slicing function ([`slices_its_argument`]) that are its only
/// uses in the body, when the body returns it unchanged and the condition
/// does not read it (and, with `result_unread`, nothing reads the loop's
/// result for it).
fn slice_reads_of_carry<'c, 'a>(
    lp: OperationRef<'c, 'a>,
    k: usize,
    callees: &HashMap<String, OperationRef<'c, 'a>>,
    result_unread: bool,
) -> Option<Vec<OperationRef<'c, 'a>>> {
    if lp.attributes().next().is_some() || (result_unread && !uses(result(lp, k)).is_empty()) {
        return None;
    }
    let cond = crate::ir::region(&lp, 0)?.first_block()?;
    let body = crate::ir::region(&lp, 1)?.first_block()?;
    let ret = ir::last_op(body)?;
    let carried: Value = crate::ir::argument(&body, k)?;
    if ir::operand(&ret, k) != Some(carried) || !condition_ignores(lp, cond, k) {
        return None;
    }
    let mut reads = Vec::new();
    for use_ in uses(carried) {
        let call = use_.owner;
        if call == ret {
            continue;
        }
        let slicing = op_name(&call) == "func.call"
            && use_.operand == 0
            && call.operand_count() == 2
            && ir::symbol_attribute(&call, "callee")
                .and_then(|name| callees.get(&name).copied())
                .is_some_and(|callee| slices_its_argument(callee));
        if !slicing {
            return None;
        }
        reads.push(call);
    }
    Some(reads)
}

/// The carried values of the `stablehlo.while` `lp` that nothing reads any
/// more: the body returns them unchanged and reads them nowhere else, the
/// condition does not read them, nor does anything the loop's result (a
/// stack streamed in their stead).
fn dead_carries(lp: OperationRef) -> Vec<usize> {
    if !carries_stacks(lp) {
        return Vec::new();
    }
    let callees = HashMap::new();
    (0..lp.operand_count())
        .filter(|&k| {
            slice_reads_of_carry(lp, k, &callees, true).is_some_and(|reads| reads.is_empty())
        })
        .collect()
}
