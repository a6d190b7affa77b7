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
    let free: Vec<u64> = tiers
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
    // A tier that copies to another pass through keeps room for the bounce
    // buffer of the fetches (`crate::Bounce`), as large as the largest
    // argument fetched through it. That argument is one of them, so each
    // size is tried as the room held back, smallest first (the most room
    // for arguments): the first placement whose fetches fit it, with every
    // argument in a tier with room, is taken; else the one with the most
    // room held back. (Copies spilled there later need room for the
    // stores' buffer too: `spill_copies` takes only those it has room for.)
    let staged = &cost.profile.tiers;
    let through: Vec<bool> = tiers
        .iter()
        .map(|&via| tiers.iter().any(|&t| staged.staged_through(t) == Some(via)))
        .collect();
    let mut sizes: Vec<u64> = arguments.iter().map(|&(_, bytes)| bytes).collect();
    sizes.push(0);
    sizes.sort_unstable();
    sizes.dedup();
    let attempt = |held_back: u64| {
        let mut room: Vec<u64> = free
            .iter()
            .zip(&through)
            .map(|(&f, &via)| if via { f.saturating_sub(held_back) } else { f })
            .collect();
        let mut moved = Vec::new();
        let mut all_placed = true;
        for &(t, bytes) in &arguments {
            // The first tier with room; where none has, it stays (the plan
            // then reports the tier it overflows).
            let Some(at) = room.iter().position(|&r| r >= bytes) else {
                all_placed = false;
                continue;
            };
            room[at] -= bytes;
            if at > 0 {
                moved.push((t, tiers[at]));
            }
        }
        let mut bounce = crate::Bounce::default();
        for &(t, tier) in &moved {
            if first_use(t) != usize::MAX {
                bounce.add(
                    staged,
                    tier,
                    crate::Direction::HostToDevice,
                    graph.tensors[t].bytes,
                );
            }
        }
        let fits = tiers.iter().all(|&via| bounce.held(via) <= held_back);
        (moved, fits && all_placed)
    };
    let moved = sizes
        .iter()
        .map(|&held_back| attempt(held_back))
        .find(|(_, fits)| *fits)
        .map_or_else(
            || attempt(*sizes.last().unwrap_or(&0)).0,
            |(moved, _)| moved,
        );
    let mut out = graph.clone();
    for &(t, at) in &moved {
        if let TensorOrigin::Argument { tier, .. } = &mut out.tensors[t].origin {
            *tier = Some(at);
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
    let held = plan.tier_bytes(graph, &cost.profile.tiers);
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
    // Room per tier (the request's, which a spill tier may be staged
    // through, first), less what the bounce buffers of the copies staged
    // through it would grow by (`crate::Bounce`: a copy goes and comes back).
    let all: Vec<Tier> = std::iter::once(request.tier)
        .chain(spill.iter().copied())
        .collect();
    let mut room: Vec<u64> = all
        .iter()
        .map(|&tier| capacity(tier).saturating_sub(held_in(tier)))
        .collect();
    let tiers = &cost.profile.tiers;
    let mut bounce = plan.bounce(graph, tiers);
    // A spill tier staged through the request's tier needs room there for
    // its bounce buffers. Where the plan's copies leave too little for the
    // largest copy that would spill, its smallest copies there spill too,
    // if at most half their bytes make the room.
    let mut left = left;
    if let Some(&first) = spill.first()
        && tiers.staged_through(first) == Some(request.tier)
    {
        let largest = left.iter().map(|&(_, bytes)| bytes).max().unwrap_or(0);
        let needed = bounce.growth(tiers, first, largest).map_or(0, |(_, g)| g);
        if needed > room[0] {
            let mut kept: Vec<(TensorId, u64)> = plan
                .tensors
                .iter()
                .filter(|tp| !matches!(tp.source, Source::Resident) && tp.tier == request.tier)
                .filter(|tp| tp.chunk.is_none() && tp.leaves_after.is_none())
                .map(|tp| (tp.tensor, tp.bytes(graph)))
                .collect();
            kept.sort_by_key(|&(t, bytes)| (bytes, t));
            kept.dedup();
            let half = kept.iter().map(|&(_, bytes)| bytes).sum::<u64>() / 2;
            let mut freed = 0;
            let mut evicted = Vec::new();
            for (t, bytes) in kept {
                if room[0] + freed >= needed || freed + bytes > half {
                    break;
                }
                freed += bytes;
                evicted.push((t, bytes));
            }
            if room[0] + freed >= needed {
                room[0] += freed;
                left.extend(evicted);
            }
        }
    }
    let mut assigned = Vec::new();
    for (t, bytes) in left {
        // The first spill tier with room for the copy, and for what it
        // grows the bounce buffers by where it passes through (that tier's
        // place in `all`, and the growth).
        let fits = |at: usize| -> Option<Option<(usize, u64)>> {
            if room[at] < bytes {
                return None;
            }
            match bounce.growth(tiers, all[at], bytes) {
                None | Some((_, 0)) => Some(None),
                Some((via, grows)) => {
                    let v = all.iter().position(|&v| v == via)?;
                    (room[v] >= grows).then_some(Some((v, grows)))
                }
            }
        };
        if let Some((at, grown)) = (1..all.len()).find_map(|at| Some((at, fits(at)?))) {
            room[at] -= bytes;
            if let Some((v, grows)) = grown {
                room[v] -= grows;
            }
            bounce.round_trip(tiers, all[at], bytes);
            assigned.push((t, all[at]));
        }
    }
    (!assigned.is_empty()).then_some(assigned)
}
