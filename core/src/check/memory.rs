//! The checker's accounting of bytes: the copies held in each tier
//! against its capacity, and pass 3, device bytes over time from the
//! timing of pass 2 (see the module documentation of [`super`]).

use super::{CheckError, Facts, PlanChecker, time::Timing};
use crate::{
    cost::{Bounce, Direction},
    graph::{NodeId, NodeKind, TensorGraph, TensorId, Tier},
    instant::Moment,
};

impl PlanChecker<'_> {
    /// The copies in each tier stay within its capacity: the arguments that
    /// live there from the entry, each store's bytes from its issue (a
    /// remote copy lives to the end of the function), and, in a tier that
    /// copies to another are staged through, their bounce buffers
    /// ([`Bounce`]) from the first such copy. The first crossing per tier.
    pub(super) fn check_tiers(&self, facts: &Facts) -> Vec<CheckError> {
        let graph = self.graph;
        let tiers = &self.cost.profile.tiers;
        let mut held: Vec<(Tier, u64)> = Vec::new();
        let mut bounce = Bounce::default();
        let mut crossed: Vec<Tier> = Vec::new();
        let mut errors = Vec::new();
        let mut check =
            |tier: Tier, held: &[(Tier, u64)], bounce: &Bounce, step: Option<NodeId>| {
                let Some(capacity) = tiers.capacity(tier) else {
                    return; // a missing tier is reported at its transfers
                };
                let copies = held
                    .iter()
                    .find(|(t, _)| *t == tier)
                    .map_or(0, |&(_, bytes)| bytes);
                let staged = bounce.held(tier);
                if copies.saturating_add(staged) > capacity && !crossed.contains(&tier) {
                    crossed.push(tier);
                    errors.push(CheckError::TierCapacityExceeded {
                        step: step.unwrap_or(NodeId::new(0)),
                        at_entry: step.is_none(),
                        tier,
                        bytes: copies.saturating_add(staged),
                        staged,
                        capacity,
                    });
                }
            };
        let add = |held: &mut Vec<(Tier, u64)>, tier: Tier, bytes: u64| match held
            .iter_mut()
            .find(|(t, _)| *t == tier)
        {
            Some((_, total)) => *total = total.saturating_add(bytes),
            None => held.push((tier, bytes)),
        };
        for (t, tensor) in graph.tensors_with_ids() {
            if let (Some(tier), None) = (facts.argument_tier[t], tensor.alias_of) {
                add(&mut held, tier, tensor.bytes);
            }
        }
        for tier in Tier::ALL {
            check(tier, &held, &bounce, None);
        }
        for (step, node) in graph.nodes_with_ids() {
            let whole = |tensor: TensorId| graph.tensors[graph.storage(tensor)].bytes;
            // (tier, direction, bytes) of each copy the node makes.
            let mut copies: Vec<(Tier, Direction, u64)> = Vec::new();
            match node.kind {
                NodeKind::Store {
                    tensor,
                    tier,
                    chunk,
                    ..
                } => {
                    let bytes = chunk.map_or(whole(tensor), |c| c.bytes);
                    add(&mut held, tier, bytes);
                    copies.push((tier, Direction::DeviceToHost, bytes));
                    check(tier, &held, &bounce, Some(step));
                }
                NodeKind::Prefetch {
                    remote,
                    tensor,
                    chunk,
                    ..
                } => {
                    if let Some(tier) = facts.remote_tier[remote] {
                        let bytes = chunk.map_or(whole(tensor), |c| c.bytes);
                        copies.push((tier, Direction::HostToDevice, bytes));
                    }
                }
                _ => {}
            }
            for stream in &node.streams {
                match (stream.stores_to, facts.remote_tier[stream.remote]) {
                    (Some(tier), _) => {
                        copies.push((tier, Direction::DeviceToHost, stream.slice_bytes))
                    }
                    (None, Some(tier)) => {
                        copies.push((tier, Direction::HostToDevice, stream.slice_bytes))
                    }
                    (None, None) => {}
                }
            }
            for (tier, direction, bytes) in copies {
                if let Some((via, _)) = bounce.add(tiers, tier, direction, bytes) {
                    check(via, &held, &bounce, Some(step));
                }
            }
        }
        errors
    }

    /// Pass 3: device bytes over time: per storage tensor one allocation,
    /// the chunks that leave and come back, and at most one free of what
    /// is left.
    pub(super) fn memory(&self, facts: &Facts, timing: &Timing) -> Memory {
        let graph = self.graph;
        let last_use = last_uses(graph);
        let mut events = Vec::new();
        // Per storage tensor: its bytes on the device, in program order.
        let mut present = facts.device_bytes.clone();
        for (tensor, &bytes) in facts.device_bytes.iter().enumerate() {
            if bytes == 0 {
                continue;
            }
            let def = graph.def_step(TensorId::new(tensor));
            let at = match def {
                None => Moment::AT_ENTRY,
                Some(step) => Moment::allocation(timing.start_s[step], step),
            };
            events.push(MemoryEvent {
                at,
                step: def,
                change: Change::Allocate(bytes),
            });
        }
        let at_release = |release_s: f64, detach: NodeId| {
            Moment::release(release_s, detach, timing.end_s[detach])
        };
        // What the whole detach of a storage tensor releases: all it holds
        // at that point.
        let mut released_whole: Vec<Option<u64>> = vec![None; graph.tensors.len()];
        for (step, node) in graph.nodes_with_ids() {
            match node.kind {
                NodeKind::Detach { tensor, remote, .. } => {
                    let storage = graph.storage(tensor);
                    if let Some(release_s) = timing.chunk_release[step] {
                        let bytes = facts.remote_chunk[remote].map_or(0, |c| c.bytes);
                        present[storage] = present[storage].saturating_sub(bytes);
                        events.push(MemoryEvent {
                            at: at_release(release_s, step),
                            step: Some(step),
                            change: Change::Free(bytes),
                        });
                    } else if timing.release[storage].is_some_and(|(_, first)| first == step) {
                        released_whole[storage] = Some(present[storage]);
                        present[storage] = 0;
                    }
                }
                NodeKind::Prefetch {
                    tensor,
                    chunk: Some(chunk),
                    base: Some(_),
                    ..
                } => {
                    present[graph.storage(tensor)] += chunk.bytes;
                    events.push(MemoryEvent {
                        at: Moment::allocation(timing.start_s[step], step),
                        step: Some(step),
                        change: Change::Allocate(chunk.bytes),
                    });
                }
                _ => {}
            }
        }
        for (tensor, info) in graph.tensors_with_ids() {
            if info.alias_of.is_some() {
                continue;
            }
            let def = graph.def_step(tensor);
            let (bytes, at) = if let Some((release_s, detach)) = timing.release[tensor] {
                (
                    released_whole[tensor].unwrap_or(0),
                    at_release(release_s, detach),
                )
            } else if facts.returned[tensor] || (def.is_none() && !info.donated) {
                continue;
            } else {
                // A tensor never used counts its defining node; a donated
                // argument never used, the first node.
                let first = def.unwrap_or_default();
                let last = last_use[tensor].map_or(first, |last| last.max(first));
                let end_s = timing.end_s.get(last.index()).copied().unwrap_or(0.0);
                let free_s = end_s.max(timing.transfers_done_s[tensor]);
                (present[tensor], Moment::release(free_s, last, end_s))
            };
            if bytes > 0 {
                events.push(MemoryEvent {
                    at,
                    step: def,
                    change: Change::Free(bytes),
                });
            }
        }
        events.sort_by(|a, b| a.at.order(&b.at));
        self.walk_memory(&events)
    }

    /// The level of device memory event by event: its first peak, its
    /// lowest point and the first allocation over the budget.
    fn walk_memory(&self, events: &[MemoryEvent]) -> Memory {
        let mut memory = Memory {
            peak_bytes: 0,
            peak_time_s: 0.0,
            lowest: 0,
            over_budget: None,
        };
        let mut level: i128 = 0;
        for event in events {
            match event.change {
                Change::Allocate(bytes) => level += i128::from(bytes),
                Change::Free(bytes) => level -= i128::from(bytes),
            }
            memory.lowest = memory.lowest.min(level);
            let bytes = u64::try_from(level).unwrap_or(0);
            if bytes > memory.peak_bytes {
                memory.peak_bytes = bytes;
                memory.peak_time_s = event.at.time_s;
            }
            if let Some(budget) = self.budget
                && bytes > budget
                && memory.over_budget.is_none()
            {
                let (step, op) = match event.step {
                    Some(step) => (step, self.op(step)),
                    None => (NodeId::new(0), "function arguments".to_owned()),
                };
                memory.over_budget = Some(CheckError::CapacityExceeded {
                    step,
                    op,
                    time_s: event.at.time_s,
                    bytes,
                    budget,
                });
            }
        }
        memory
    }
}

/// Per storage tensor, the last step that reads it or a view of it: compute
/// operands, a store's tensor, a prefetch's remote, a resident's tensor (a
/// detach only releases).
fn last_uses(graph: &TensorGraph) -> Vec<Option<NodeId>> {
    let mut last = vec![None; graph.tensors.len()];
    for (step, node) in graph.nodes_with_ids() {
        let reads: Vec<TensorId> = match node.kind {
            NodeKind::Compute => node.operands.clone(),
            NodeKind::Store { tensor, .. } | NodeKind::Resident { tensor, .. } => vec![tensor],
            NodeKind::Prefetch { remote, .. } => vec![remote],
            NodeKind::Detach { .. } => Vec::new(),
        };
        for tensor in reads {
            last[graph.storage(tensor)] = Some(step);
        }
    }
    last
}

#[derive(Clone, Copy, Debug)]
enum Change {
    Allocate(u64),
    Free(u64),
}

#[derive(Clone, Copy, Debug)]
struct MemoryEvent {
    at: Moment,
    /// The node defining the tensor (`None`: an argument).
    step: Option<NodeId>,
    change: Change,
}

/// Device memory over the run (pass 3).
pub(super) struct Memory {
    pub(super) peak_bytes: u64,
    pub(super) peak_time_s: f64,
    /// The lowest level reached (negative only for a plan that breaks the
    /// rules).
    pub(super) lowest: i128,
    pub(super) over_budget: Option<CheckError>,
}
