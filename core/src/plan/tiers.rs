//! Where the arguments that live in a tier go when it is full, and the
//! copies it has no room for: the placements of [`PlanRequest::spill`].
//!
//! Arguments declared in a tier (weights, optimizer state) start there; a
//! tier holds only its capacity. When the arguments declared in the
//! request's tier, with room for nothing else, do not fit it, the ones used
//! latest move to the spill tiers, in order, each while it has room: the
//! first uses come first in the fast tier, since they have the least
//! compute before them to hide their prefetch behind, and the later ones
//! stream in from a slower tier while the step runs. The plan is then made
//! with those arguments declared in the tier they were placed in; the IR
//! says so (`offload.tier` on each argument), so the caller knows where to
//! keep them.

use super::{Plan, PlanRequest, Source};
use crate::{CostModel, Lifetimes, TensorGraph, TensorId, TensorOrigin, Tier};

/// The arguments a placement moved, with their new tier.
pub(super) struct Placement {
    /// The graph with those arguments declared in their new tier.
    pub graph: TensorGraph,
    pub moved: Vec<(TensorId, Tier)>,
}

/// The placement of `graph`'s arguments in `request.tier` that overflow its
/// capacity into `request.spill`; `None` when nothing needs to move (or
/// there is nowhere to spill).
pub(super) fn place(
    graph: &TensorGraph,
    lifetimes: &Lifetimes,
    cost: &CostModel,
    request: &PlanRequest,
) -> Option<Placement> {
    if request.spill.is_empty() {
        return None;
    }
    let capacity = |tier: Tier| cost.profile.tiers.capacity(tier).unwrap_or(0);
    // The arguments in the tier, by first use (unused ones last).
    let mut arguments: Vec<(TensorId, u64)> = graph
        .tensors_with_ids()
        .filter(|(_, t)| {
            t.alias_of.is_none()
                && matches!(t.origin, TensorOrigin::Argument { tier: Some(lives), .. } if lives == request.tier)
        })
        .map(|(id, t)| (id, t.bytes))
        .collect();
    let total: u64 = arguments.iter().map(|&(_, bytes)| bytes).sum();
    if total <= capacity(request.tier) {
        return None;
    }
    let first_use = |t: TensorId| {
        lifetimes.tensors[t]
            .as_ref()
            .and_then(|l| l.use_steps.first().copied())
            .map_or(usize::MAX, |s| s.index())
    };
    arguments.sort_by_key(|&(t, _)| (first_use(t), t));
    // Room per tier, the request's first: the others already hold the
    // arguments declared in them.
    let tiers: Vec<Tier> = std::iter::once(request.tier)
        .chain(request.spill.iter().copied().filter(|&t| t != request.tier))
        .collect();
    let mut room: Vec<u64> = tiers
        .iter()
        .map(|&tier| {
            let declared: u64 = graph
                .tensors
                .iter()
                .filter(|t| {
                    t.alias_of.is_none()
                        && tier != request.tier
                        && matches!(t.origin, TensorOrigin::Argument { tier: Some(lives), .. } if lives == tier)
                })
                .map(|t| t.bytes)
                .sum();
            capacity(tier).saturating_sub(declared)
        })
        .collect();
    let mut out = graph.clone();
    let mut moved = Vec::new();
    for (t, bytes) in arguments {
        // The first tier with room; where none has, it stays (the plan then
        // reports the tier it overflows).
        let Some(at) = room.iter().position(|&r| r >= bytes) else {
            continue;
        };
        room[at] -= bytes;
        if at > 0 {
            if let TensorOrigin::Argument { tier, .. } = &mut out.tensors[t].origin {
                *tier = Some(tiers[at]);
            }
            moved.push((t, tiers[at]));
        }
    }
    (!moved.is_empty()).then_some(Placement { graph: out, moved })
}

/// The copies `plan` could not keep in `request.tier` for want of room,
/// placed in the spill tiers: every tensor that may move and that `plan`
/// does not store, to the first spill tier with room for it (a plan made
/// with this assignment stores in `tier` what `plan` stored there, and the
/// rest in the spill tiers). `None` when `tier` had room for all of them,
/// or there is no spill tier.
pub(super) fn spill_copies(
    graph: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
    plan: &Plan,
) -> Option<Vec<(TensorId, Tier)>> {
    let spill: Vec<Tier> = request
        .spill
        .iter()
        .copied()
        .filter(|&t| t != request.tier)
        .collect();
    if spill.is_empty() {
        return None;
    }
    let returned = graph.returned_storage();
    let stored: Vec<TensorId> = plan
        .tensors
        .iter()
        .filter(|tp| !matches!(tp.source, Source::Resident))
        .map(|tp| tp.tensor)
        .collect();
    let left: Vec<(TensorId, u64)> = graph
        .tensors_with_ids()
        .filter(|&(t, tensor)| {
            let may_move = match tensor.origin {
                TensorOrigin::Result { .. } => true,
                TensorOrigin::Argument { tier, .. } => tier.is_none() && tensor.donated,
            };
            may_move
                && tensor.alias_of.is_none()
                && tensor.offloadable
                && !tensor.may_be_aliased
                && tensor.bytes >= request.min_bytes.max(1)
                && (!returned[t] || request.returnable.contains(&t))
                && !stored.contains(&t)
        })
        .map(|(t, tensor)| (t, tensor.bytes))
        .collect();
    let held = plan.tier_bytes(graph);
    let held_in = |tier: Tier| {
        held.iter()
            .find(|(t, _)| *t == tier)
            .map_or(0, |&(_, bytes)| bytes)
    };
    let capacity = |tier: Tier| cost.profile.tiers.capacity(tier).unwrap_or(0);
    let wanted: u64 = left.iter().map(|&(_, bytes)| bytes).sum();
    if held_in(request.tier).saturating_add(wanted) <= capacity(request.tier) {
        return None;
    }
    let mut room: Vec<u64> = spill
        .iter()
        .map(|&tier| capacity(tier).saturating_sub(held_in(tier)))
        .collect();
    let mut assigned = Vec::new();
    for (t, bytes) in left {
        if let Some(at) = room.iter().position(|&r| r >= bytes) {
            room[at] -= bytes;
            assigned.push((t, spill[at]));
        }
    }
    (!assigned.is_empty()).then_some(assigned)
}
