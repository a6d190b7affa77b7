//! The structural invariants of a [`Plan`] on its graph, checked before it
//! is materialized.
//!
//! A plan a solver makes keeps them by construction; a plan read back from
//! IR (the `offload.plan` attribute of `offload-place`) is user input, so
//! [`Plan::validate`] checks every one and names the first broken, with its
//! tensor and step. What it does not check are the schedule's semantics (a
//! use while the tensor is away, the budget): [`apply`](super::apply)
//! materializes any valid plan, and the checker judges the result.

use thiserror::Error;

use super::{Plan, Source, TensorPlan};
use crate::{Chunk, NodeId, Tensor, TensorGraph, TensorId, TensorOrigin, Tier};

/// The first broken invariant of a plan.
#[derive(Debug, Error, PartialEq, Eq)]
#[error("{subject}: {reason}")]
pub struct InvalidPlan {
    /// The tensor and, where one is at fault, the step: `tensor %7 at step 12`.
    pub subject: String,
    pub reason: String,
    /// The tensor the violation is about, when it exists in the graph.
    pub tensor: Option<TensorId>,
    /// The step at fault, when it exists in the graph.
    pub step: Option<NodeId>,
}

impl Plan {
    /// Checks that `apply` can materialize this plan on `graph`: every
    /// tensor exists, is a storage tensor and is planned once (or once per
    /// chunk, chunks of whole elements not overlapping, the chunks of a
    /// result that leaves for good all leaving, stored to one tier and
    /// covering it); every step
    /// exists (a prefetch may also serve the return, after the last step); each tensor's remote copy is made before it is detached,
    /// prefetched or returned; absences are in program order and do not
    /// overlap; only returned tensors leave.
    pub fn validate(&self, graph: &TensorGraph) -> Result<(), InvalidPlan> {
        for &(t, tier) in &self.placed {
            let declared = graph
                .tensors
                .get(t.index())
                .and_then(|tensor| match tensor.origin {
                    TensorOrigin::Argument { tier, .. } => tier,
                    TensorOrigin::Result { .. } => None,
                });
            if declared.is_none() {
                return Err(InvalidPlan {
                    subject: format!("tensor {t}"),
                    reason: format!(
                        "it is placed in {tier}, but it is not an argument declared in a tier"
                    ),
                    tensor: (t.index() < graph.tensors.len()).then_some(t),
                    step: None,
                });
            }
        }
        let mut planned = vec![false; graph.tensors.len()];
        let returned = graph.returned_storage();
        for tp in &self.tensors {
            let name = |tensor: TensorId| {
                graph.tensors.get(tensor.index()).map_or_else(
                    || format!("tensor {tensor}"),
                    |t| format!("tensor {}", t.name),
                )
            };
            let fail = |step: Option<NodeId>, reason: String| {
                let known = step.filter(|&s| s < graph.end());
                let subject = match step {
                    Some(s) => format!("{} at step {s}", name(tp.tensor)),
                    None => name(tp.tensor),
                };
                Err(InvalidPlan {
                    subject,
                    reason,
                    tensor: (tp.tensor.index() < graph.tensors.len()).then_some(tp.tensor),
                    step: known,
                })
            };
            let Some(tensor) = graph.tensors.get(tp.tensor.index()) else {
                return fail(
                    None,
                    format!("the function has {} tensors", graph.tensors.len()),
                );
            };
            if tensor.alias_of.is_some() {
                return fail(
                    None,
                    "it is a view; a plan moves the tensor whose storage it shares".into(),
                );
            }
            match tp.chunk {
                None if std::mem::replace(&mut planned[tp.tensor], true) => {
                    return fail(None, "it is planned twice".into());
                }
                None => {}
                Some(chunk) => {
                    validate_chunk(tensor, chunk).or_else(|reason| fail(None, reason))?;
                    let overlapping = self.tensors.iter().any(|other| {
                        other.tensor == tp.tensor
                            && !std::ptr::eq(other, tp)
                            && other.chunk.is_none_or(|c| c.overlaps(&chunk))
                    });
                    if overlapping {
                        return fail(
                            None,
                            format!("its {chunk} is planned twice (another plan of it overlaps)"),
                        );
                    }
                }
            }
            let (n, end) = (graph.nodes.len(), graph.end());
            if let Some(step) = tp.steps_after().find(|&s| s >= end) {
                return fail(Some(step), format!("the function has {n} steps"));
            }
            // A prefetch may also come back for the return (slot `n`).
            if let Some(step) = tp.slots().find(|&s| s > end) {
                return fail(Some(step), format!("the function has {n} steps"));
            }
            if tp.absences.iter().any(|a| a.first_use == end) && !returned[tp.tensor] {
                return fail(
                    Some(end),
                    "it comes back for the return, but the function does not return it".into(),
                );
            }
            validate_source(graph, &self.placed, tp)
                .or_else(|(step, reason)| fail(step, reason))?;
            validate_absences(tp).or_else(|(step, reason)| fail(step, reason))?;
            if let Some(after) = tp.leaves_after {
                if !tensor.is_result {
                    return fail(
                        Some(after),
                        "it leaves the device for good but the function does not return it".into(),
                    );
                }
                if let Some(last) = tp.absences.last()
                    && after < last.first_use
                {
                    return fail(
                        Some(after),
                        format!("it leaves before its use at step {}", last.first_use),
                    );
                }
                if tp.absences.is_empty() && matches!(tp.source, Source::Resident) {
                    return fail(
                        Some(after),
                        "it leaves the device but was never on it (it starts in a tier and is not prefetched)".into(),
                    );
                }
                if let Source::Store { after: stored } = tp.source
                    && after < stored
                {
                    return fail(
                        Some(after),
                        format!("it leaves before its store after step {stored}"),
                    );
                }
            }
            if let Some(chunk) = tp.chunk
                && tp.leaves_after.is_some()
            {
                validate_leaving_chunks(graph, &self.tensors, tp, chunk)
                    .or_else(|reason| fail(None, reason))?;
            }
            if let Some(chunk) = tp.chunk
                && tp.leaves_after.is_none()
                && returned[tp.tensor]
            {
                return fail(
                    None,
                    format!(
                        "its {chunk} is away while the function returns the tensor on the device: a returned buffer goes back to the caller whole, so it moves whole"
                    ),
                );
            }
        }
        self.validate_recomputes(graph)
    }

    /// Each recomputation recomputes a planned-once storage tensor that a
    /// pure op defines and that is not moved, through a gap between two of
    /// its uses, by running again pure ops defined before, in program
    /// order, the last defining the tensor; recomputations of one tensor
    /// do not overlap.
    fn validate_recomputes(&self, graph: &TensorGraph) -> Result<(), InvalidPlan> {
        let mut last_of: std::collections::HashMap<TensorId, NodeId> = Default::default();
        for r in &self.recomputes {
            let known = |step: NodeId| (step < graph.end()).then_some(step);
            let fail = |step: Option<NodeId>, reason: String| {
                let tensor = graph.tensors.get(r.tensor.index());
                let name = tensor.map_or_else(
                    || format!("tensor {}", r.tensor),
                    |t| format!("tensor {}", t.name),
                );
                Err(InvalidPlan {
                    subject: match step {
                        Some(s) => format!("{name} at step {s}"),
                        None => name,
                    },
                    reason,
                    tensor: tensor.map(|_| r.tensor),
                    step: step.and_then(known),
                })
            };
            let Some(tensor) = graph.tensors.get(r.tensor.index()) else {
                return fail(
                    None,
                    format!("the function has {} tensors", graph.tensors.len()),
                );
            };
            if let Some(&step) = r.ops.iter().find(|&&s| s >= graph.end()) {
                return fail(
                    Some(step),
                    format!("the function has {} steps", graph.nodes.len()),
                );
            }
            if r.before >= graph.end() || r.after >= r.before {
                return fail(
                    Some(r.before),
                    format!(
                        "its gap after step {} and before step {} is not within the function",
                        r.after, r.before
                    ),
                );
            }
            let Some(&last) = r.ops.last() else {
                return fail(Some(r.before), "it recomputes no op".into());
            };
            if graph.def_step(r.tensor) != Some(last)
                || tensor.alias_of.is_some()
                || tensor.is_result
                || tensor.may_be_aliased
            {
                return fail(
                    Some(last),
                    "only a tensor the last recomputed op defines, not a view, a result or a buffer another op may share, is recomputed".into(),
                );
            }
            if super::edits::views_remade_at(graph, r.tensor, r.before).is_none() {
                return fail(
                    Some(r.before),
                    "a view of it used after the gap cannot be made again from its clone".into(),
                );
            }
            if let Some(&step) = r.ops.iter().find(|&&s| {
                let node = &graph.nodes[s];
                !node.repeatable()
                    || node.recompute
                    || !matches!(node.kind, crate::NodeKind::Compute)
            }) {
                return fail(
                    Some(step),
                    format!(
                        "{} is not a pure compute op; only those are run again",
                        graph.nodes[step].op
                    ),
                );
            }
            if r.ops.windows(2).any(|w| w[0] >= w[1]) || last > r.after {
                return fail(
                    Some(last),
                    "its ops are not in program order before the gap".into(),
                );
            }
            if self.tensors.iter().any(|tp| tp.tensor == r.tensor) {
                return fail(None, "it is both moved and recomputed".into());
            }
            let uses: Vec<NodeId> = graph
                .nodes_with_ids()
                .filter(|(_, node)| node.operands.iter().any(|&o| graph.storage(o) == r.tensor))
                .map(|(step, _)| step)
                .collect();
            if !uses.contains(&r.before) || uses.iter().any(|&u| r.after < u && u < r.before) {
                return fail(
                    Some(r.before),
                    format!(
                        "step {} is not its first use after step {}",
                        r.before, r.after
                    ),
                );
            }
            if !uses.contains(&r.after) && Some(r.after) != graph.def_step(r.tensor) {
                return fail(
                    Some(r.after),
                    format!("step {} neither defines nor uses it", r.after),
                );
            }
            if let Some(previous) = last_of.insert(r.tensor, r.before)
                && previous > r.after
            {
                return fail(
                    Some(r.after),
                    format!("it overlaps its recomputation before step {previous}"),
                );
            }
        }
        Ok(())
    }
}

impl TensorPlan {
    /// The steps the plan acts after (its store, detaches, leaving): each a
    /// step of the function.
    fn steps_after(&self) -> impl Iterator<Item = NodeId> + '_ {
        let store = match self.source {
            Source::Store { after } => Some(after),
            Source::Resident | Source::StoreAtEntry => None,
        };
        store
            .into_iter()
            .chain(self.leaves_after)
            .chain(self.absences.iter().filter_map(|a| a.detach_after))
    }

    /// The slots the plan acts before (its prefetches and the uses they
    /// serve): a step, or the function's end (its return).
    fn slots(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.absences
            .iter()
            .flat_map(|a| [a.prefetch_before, a.first_use])
    }
}

type Violation = (Option<NodeId>, String);

/// A chunk is a non-empty range of whole elements of the tensor.
fn validate_chunk(tensor: &Tensor, chunk: Chunk) -> Result<(), String> {
    if chunk.bytes == 0 || chunk.end() > tensor.bytes {
        return Err(format!(
            "its {chunk} is empty or not within its {} bytes",
            tensor.bytes
        ));
    }
    let element = tensor.element_bytes;
    if element == 0 || !chunk.start.is_multiple_of(element) || !chunk.bytes.is_multiple_of(element)
    {
        return Err(format!(
            "its {chunk} is not a range of whole elements ({element} bytes each)"
        ));
    }
    Ok(())
}

/// A chunk that leaves for good leaves with the rest of its tensor: the
/// function returns one copy in the tier, which the chunks' stores fill.
/// So every plan of the tensor is a chunk that leaves, from a store, to
/// the same tier, and together they cover it.
fn validate_leaving_chunks(
    graph: &TensorGraph,
    plans: &[TensorPlan],
    tp: &TensorPlan,
    chunk: Chunk,
) -> Result<(), String> {
    let mine = || plans.iter().filter(|other| other.tensor == tp.tensor);
    if !matches!(tp.source, Source::Store { .. }) {
        return Err(format!(
            "its {chunk} leaves for good but is not stored: a chunk that leaves is stored into the copy the function returns"
        ));
    }
    if let Some(other) = mine().find(|other| !other.leaves_in_chunks()) {
        return Err(format!(
            "its {chunk} leaves for good but {} does not: all of a tensor leaves or none",
            other.chunk.map_or_else(
                || "the whole tensor's plan".to_string(),
                |c| format!("its {c}")
            )
        ));
    }
    if let Some(other) = mine().find(|other| other.tier != tp.tier) {
        return Err(format!(
            "its chunks leave for {} and {}: one copy in one tier is returned",
            tp.tier, other.tier
        ));
    }
    let covered: u64 = mine()
        .filter_map(|other| other.chunk)
        .map(|c| c.bytes)
        .sum();
    let bytes = graph.tensors[tp.tensor].bytes;
    if covered != bytes {
        return Err(format!(
            "its chunks that leave for good cover {covered} of its {bytes} bytes; the copy the function returns must hold all of them"
        ));
    }
    Ok(())
}

/// The source fits where the tensor starts.
fn validate_source(
    graph: &TensorGraph,
    placed: &[(TensorId, Tier)],
    tp: &TensorPlan,
) -> Result<(), Violation> {
    let placed = placed
        .iter()
        .find(|&&(t, _)| t == tp.tensor)
        .map(|&(_, tier)| tier);
    let in_tier = match graph.tensors[tp.tensor].origin {
        TensorOrigin::Argument { tier, .. } => Some(placed.or(tier)),
        TensorOrigin::Result { .. } => None,
    };
    match (tp.source, in_tier) {
        (Source::Resident, Some(Some(tier))) if tier == tp.tier => Ok(()),
        (Source::Resident, Some(Some(tier))) => Err((
            None,
            format!("it lives in {tier} but the plan reads it from {}", tp.tier),
        )),
        (Source::Resident, _) => Err((
            None,
            "its source is resident but it is not an argument declared in a tier".into(),
        )),
        (_, Some(Some(tier))) => Err((
            None,
            format!("it starts in {tier}; its source must be resident, not a store"),
        )),
        (Source::StoreAtEntry, None) => {
            Err((None, "it is stored at entry but is not an argument".into()))
        }
        (Source::Store { after }, None) => match graph.def_step(tp.tensor) {
            Some(def) if after < def => Err((
                Some(after),
                format!("it is stored before its definition at step {def}"),
            )),
            _ => Ok(()),
        },
        (Source::Store { .. } | Source::StoreAtEntry, Some(None)) => Ok(()),
    }
}

/// Each absence starts after the remote copy exists, ends with a prefetch
/// before its first use, and follows the one before it.
fn validate_absences(tp: &TensorPlan) -> Result<(), Violation> {
    let stored = match tp.source {
        Source::Store { after } => Some(after),
        Source::Resident | Source::StoreAtEntry => None,
    };
    let mut previous_use: Option<NodeId> = None;
    for (a, absence) in tp.absences.iter().enumerate() {
        match absence.detach_after {
            None if a > 0 || stored.is_some() => {
                return Err((
                    Some(absence.prefetch_before),
                    "an absence without a detach is only the first of a tensor that starts off the device".into(),
                ));
            }
            None => {}
            Some(_) if matches!(tp.source, Source::Resident) && a == 0 => {
                return Err((
                    absence.detach_after,
                    "it starts in a tier, so its first absence has no detach".into(),
                ));
            }
            Some(detach) => {
                if let Some(store) = stored.filter(|&s| detach < s) {
                    return Err((
                        Some(detach),
                        format!("it is detached before its store after step {store}"),
                    ));
                }
                if let Some(used) = previous_use.filter(|&u| detach < u) {
                    return Err((
                        Some(detach),
                        format!(
                            "it is detached again before the use at step {used} its last prefetch serves"
                        ),
                    ));
                }
                if detach >= absence.prefetch_before {
                    return Err((
                        Some(detach),
                        format!(
                            "it is detached after step {detach} but prefetched before step {}",
                            absence.prefetch_before
                        ),
                    ));
                }
            }
        }
        if absence.prefetch_before > absence.first_use {
            return Err((
                Some(absence.prefetch_before),
                format!(
                    "its prefetch comes after the use at step {} it serves",
                    absence.first_use
                ),
            ));
        }
        previous_use = Some(absence.first_use);
    }
    Ok(())
}
