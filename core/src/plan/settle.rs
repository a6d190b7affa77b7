//! Detaches settled where their stores have completed.
//!
//! The planner weighs plans whose detaches release a tensor's bytes when
//! its store completes, while the compute stream runs on. A lowered program
//! cannot release at a time, only at a place: its host frees the buffer at
//! the detach, after waiting for the store (docs/lowering.md). Where the
//! store is still running at the detach, that wait would be a stall the
//! plan did not count; where the program released later than the plan
//! (in stream order, whenever the copy ends), the next allocation would
//! find the device fuller than the plan says, at any link slower than the
//! profile's.
//!
//! So the chosen plan's detaches are settled: each detach whose store is
//! still running when it is issued moves down to the first point where the
//! plan allocates again after the store's completion, and every detach
//! waits there ([`Plan::waits`]). The plan releases at the same moment in
//! the order of allocations as before, and at any speed the lowered
//! program never holds more than the plan when it allocates. An allocation
//! at the very instant of the completion stays before the detach: a
//! release at an instant counts after that instant's allocations
//! (docs/semantics.md), so the plan holds both there already. (A weight
//! shard read by an all-gather on the fabric is released when the gather
//! ends, the instant the next gather starts and allocates its result: the
//! detach goes past that gather, where the host need not wait for the
//! first.) The wait mostly costs nothing at the profile's speeds; where
//! that point is a prefetch issued before the store ends (its copy
//! starting later), or a collective that starts after the store ends,
//! issued earlier, the compute stream waits there. Where the waits would
//! take the plan past its slowdown, the planner places those detaches
//! later, where the host finds their stores complete ([`held_later`]), and
//! where that is not enough drops their absences ([`stalled`],
//! [`without_absences`]).
//!
//! The point is right before a step whose results allocate then, after the
//! slot's prefetches, which allocate earlier ([`Plan::late`]), or right
//! before a prefetch that allocates then. A detach never moves past its
//! own tensor's prefetch: where its store is still running there (a short
//! absence whose prefetch is issued before its store ends), its wait is a
//! stall the plan did not count, at most the rest of the store.

use super::{DetachOf, Edits, Plan, edits::EditKind};
use crate::{
    CostModel, NodeId, TensorGraph,
    simulate::{NodeTimes, SimulateError, node_times},
};

/// `plan` with its detaches settled; a plan whose detaches already wait is
/// returned as it is.
pub(super) fn settle(
    graph: &TensorGraph,
    cost: &CostModel,
    plan: &Plan,
) -> Result<Plan, SimulateError> {
    if plan.waits {
        return Ok(plan.clone());
    }
    let run = Run::of(graph, cost, plan)?;
    let mut settled = Plan {
        waits: true,
        ..plan.clone()
    };
    for &(detach, node, released) in &run.detaches {
        if released <= run.times.issued_s[node.index()] {
            continue;
        }
        let next = (node.index() + 1..run.nodes)
            .find(|&n| run.times.allocated_s[n].is_some_and(|t| t > released));
        let (slot, late) = match next {
            Some(n) => run.places.point_before(NodeId::new(n)),
            None => (graph.end(), false),
        };
        move_detach(&mut settled, detach, slot, late);
    }
    settled.late.sort_unstable();
    Ok(settled)
}

/// A plan's run, as settling reads it: each detach with the node it is in
/// the applied graph and when it releases there, and the nodes' times and
/// places.
struct Run {
    detaches: Vec<(DetachOf, NodeId, f64)>,
    times: NodeTimes,
    places: Places,
    /// The nodes of the applied graph.
    nodes: usize,
}

impl Run {
    fn of(graph: &TensorGraph, cost: &CostModel, plan: &Plan) -> Result<Run, SimulateError> {
        let edits = Edits::of(graph, plan);
        let offloaded = super::edits::apply_edits(graph, plan, &edits);
        let times = node_times(&offloaded, cost)?;
        let places = Places::of(graph, plan, &edits);
        let detaches = edits
            .edits
            .iter()
            .enumerate()
            .filter(|(_, edit)| matches!(edit.kind, EditKind::Detach { .. }))
            .filter_map(|(e, edit)| {
                let node = places.edit_node[e];
                let released = times.released_s[node.index()]?;
                Some((detach_of(plan, edit.planned, edit.slot), node, released))
            })
            .collect();
        Ok(Run {
            detaches,
            times,
            places,
            nodes: offloaded.nodes.len(),
        })
    }
}

/// Which of `plans[planned]`'s detaches is the one at `slot`.
fn detach_of(plan: &Plan, planned: usize, slot: NodeId) -> DetachOf {
    let tp = &plan.tensors[planned];
    let absence = tp.absences.iter().position(|a| {
        a.detach_after
            .map_or(slot == NodeId::new(0), |after| after + 1 == slot)
    });
    match (absence, tp.leaves_after) {
        (Some(absence), _) => DetachOf {
            planned,
            absence: Some(absence),
        },
        (None, Some(_)) => DetachOf {
            planned,
            absence: None,
        },
        (None, None) => unreachable!("an edit's detach is one of its plan's"),
    }
}

/// Issues `detach` right before step `slot` (after that slot's prefetches
/// when `late`), but not after its own tensor's prefetch.
fn move_detach(plan: &mut Plan, detach: DetachOf, slot: NodeId, late: bool) {
    let tp = &mut plan.tensors[detach.planned];
    let (slot, late) = match detach.absence.map(|a| tp.absences[a].prefetch_before) {
        Some(prefetch) if slot > prefetch || (slot == prefetch && late) => (prefetch, false),
        _ => (slot, late),
    };
    let Some(after) = slot.index().checked_sub(1).map(NodeId::new) else {
        return;
    };
    match detach.absence {
        Some(a) => tp.absences[a].detach_after = Some(after),
        None => tp.leaves_after = Some(after),
    }
    if late {
        plan.late.push(detach);
    }
}

/// Where the nodes of a plan's applied graph come from: the node of each
/// edit, and the slot of each node.
struct Places {
    edit_node: Vec<NodeId>,
    /// Per node of the applied graph: its slot, and whether it is that
    /// slot's step (not one of its edits).
    slot_of: Vec<(NodeId, bool)>,
}

impl Places {
    /// The places [`super::edits::apply_edits`] gives `edits` on `graph`:
    /// in each slot, the nodes of each edit (`edits::nodes_of`), then the
    /// slot's step.
    fn of(graph: &TensorGraph, plan: &Plan, edits: &Edits) -> Places {
        let mut edit_node = Vec::with_capacity(edits.edits.len());
        let mut slot_of = Vec::with_capacity(graph.nodes.len() + edits.edits.len());
        let mut next = 0;
        for slot in NodeId::span(NodeId::new(0), graph.end()) {
            let at = edits.at(slot);
            for edit in at {
                edit_node.push(NodeId::new(slot_of.len()));
                let nodes = super::edits::nodes_of(graph, plan, edit);
                slot_of.extend(std::iter::repeat_n((slot, false), nodes));
                next += 1;
            }
            if slot == graph.end() {
                break;
            }
            slot_of.push((slot, true));
        }
        debug_assert_eq!(next, edits.edits.len());
        Places { edit_node, slot_of }
    }

    /// The point right before `node`: its slot, and whether that is after
    /// the slot's prefetches (`node` is the slot's step).
    fn point_before(&self, node: NodeId) -> (NodeId, bool) {
        self.slot_of[node.index()]
    }
}

/// `settled` (the settled form of `plan`) with each detach of `waiting`
/// placed later instead, right after the first step that ends once its
/// release has come in `plan`'s run: there the host finds its store
/// complete and need not wait, and the tensor holds its bytes across the
/// allocations between (the plan is simulated again, so its figures count
/// them). Never past the tensor's own prefetch. `None` where nothing moves.
/// For a settled plan whose waits take it past its slowdown: holding a
/// tensor a little longer costs less than keeping it through its absence.
pub(super) fn held_later(
    graph: &TensorGraph,
    cost: &CostModel,
    plan: &Plan,
    settled: &Plan,
    waiting: &[DetachOf],
) -> Result<Option<Plan>, SimulateError> {
    let run = Run::of(graph, cost, plan)?;
    let mut out = settled.clone();
    for &(detach, node, released) in run.detaches.iter().filter(|d| waiting.contains(&d.0)) {
        let after = (node.index() + 1..run.nodes)
            .find(|&n| run.places.slot_of[n].1 && run.times.issued_s[n] >= released);
        let (slot, late) = match after.map(|n| n + 1).filter(|&n| n < run.nodes) {
            Some(n) => run.places.point_before(NodeId::new(n)),
            None => (graph.end(), false),
        };
        out.late.retain(|d| *d != detach);
        move_detach(&mut out, detach, slot, late);
    }
    out.late.sort_unstable();
    Ok((out != *settled).then_some(out))
}

/// `plan` without the absences whose detaches `dropped` names (their
/// tensors stay on the device through them), or `None` where that leaves no
/// valid plan. For a plan whose settling waits it past its slowdown: a short
/// absence whose prefetch comes before its store ends saves little and
/// costs the wait.
pub(super) fn without_absences(
    graph: &TensorGraph,
    plan: &Plan,
    dropped: &[DetachOf],
) -> Option<Plan> {
    if !plan.late.is_empty() {
        return None;
    }
    let mut out = plan.clone();
    let mut absences: Vec<(usize, usize)> = dropped
        .iter()
        .filter_map(|d| Some((d.planned, d.absence?)))
        .collect();
    absences.sort_unstable();
    absences.dedup();
    for &(planned, absence) in absences.iter().rev() {
        out.tensors[planned].absences.remove(absence);
    }
    out.tensors
        .retain(|tp| !tp.absences.is_empty() || tp.leaves_after.is_some());
    let out = super::recompute::readable(graph, out);
    (out.validate(graph).is_ok() && out != *plan).then_some(out)
}

/// The detaches of `plan` (settled) at which its run's compute stream
/// `stalls`: they wait for a store that the settling placed them before.
pub(super) fn stalled(graph: &TensorGraph, plan: &Plan, stalls: &[(NodeId, f64)]) -> Vec<DetachOf> {
    let edits = Edits::of(graph, plan);
    let places = Places::of(graph, plan, &edits);
    let waited: rustc_hash::FxHashSet<usize> = stalls
        .iter()
        .filter(|&&(_, s)| s > 0.0)
        .map(|&(n, _)| n.index())
        .collect();
    edits
        .edits
        .iter()
        .enumerate()
        .filter(|(e, edit)| {
            let first = places.edit_node[*e].index();
            let nodes = super::edits::nodes_of(graph, plan, edit);
            matches!(edit.kind, EditKind::Detach { .. })
                && (first..first + nodes).any(|n| waited.contains(&n))
        })
        .map(|(_, edit)| detach_of(plan, edit.planned, edit.slot))
        .collect()
}
