//! Tensor lifetimes and the device-resident set per program step.
//!
//! [`Lifetimes::compute`] walks a [`TensorGraph`] once and gives, for every
//! storage tensor (views extend the life of the tensor they alias), where it
//! is defined, where it is used, the idle gaps between uses, and the steps
//! during which it holds device memory; and, per step, the bytes on the
//! device, their peak and the working-set lower bound.
//!
//! The per-step accounting of docs/semantics.md ("When bytes are on the
//! device"), in steps, i.e. node indices in program order:
//! - a tensor occupies the device from its definition step through its last
//!   use step inclusive; a use of a view is a use of its storage;
//! - arguments on the device are resident from step 0; an argument that is
//!   not donated belongs to the caller and stays to the last step; a donated
//!   argument is freed after its last use like any other tensor;
//! - arguments declared in a tier start off the device and hold no device
//!   bytes (the tensor a prefetch brings back is a new tensor);
//! - function results (or storage with a returned view) stay to the last
//!   step; a tensor never used and not returned counts at its definition step;
//! - offload nodes use the tensors they name, so a stored tensor stays until
//!   the later of its detach and store steps (the simulator adds completion
//!   times); a detach ends the life of a kept argument too; a prefetched
//!   tensor lives from the prefetch step to its last use;
//! - remote copies hold no device bytes;
//! - a chunk a detach releases is off the device from the next step until
//!   the step of the chunk prefetch that brings it back into its buffer (a
//!   buffer a chunk prefetch makes holds only that chunk until then).

use crate::{
    graph::{Chunk, NodeId, NodeKind, TensorGraph, TensorId},
    units::format_bytes,
};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// A stretch of steps in which a resident tensor is not touched: a
/// candidate for offloading.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IdleGap {
    /// The definition or use step before the gap; `None` for an argument
    /// that is resident from the function entry.
    pub from: Option<NodeId>,
    /// The use step after the gap.
    pub to: NodeId,
    /// Steps strictly between `from` and `to` (from the entry when `from` is
    /// `None`); always at least 1.
    pub idle_steps: usize,
}

/// The life of one storage tensor.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TensorLifetime {
    /// The tensor (a storage tensor, never a view).
    pub tensor: TensorId,
    /// Bytes of its buffer: what it holds on the device while resident (0
    /// for a remote copy made by a store or resident op; an argument in a
    /// tier keeps its size, though it is never resident itself).
    pub bytes: u64,
    /// The defining step; `None` for an argument.
    pub def_step: Option<NodeId>,
    /// Steps of the nodes that use it or a view of it, sorted, no duplicates.
    pub use_steps: Vec<NodeId>,
    /// Gaps of at least one idle step between the definition (or the entry,
    /// for an argument on the device) and the first use, and between
    /// consecutive uses. None for a tensor that is never resident.
    pub idle_gaps: Vec<IdleGap>,
    /// A function argument.
    pub is_argument: bool,
    /// Returned by the function, itself or through a view.
    pub is_result: bool,
    /// An argument declared resident in a tier.
    pub starts_off_device: bool,
    /// The remote copy made by a store or named by a resident node.
    pub is_remote: bool,
    /// First and last step (inclusive) in which it holds device memory;
    /// `None` when it never does (remote copies, arguments in a tier, or a
    /// graph without nodes).
    pub resident: Option<(NodeId, NodeId)>,
}

impl TensorLifetime {
    /// The last step that uses it (or a view of it).
    pub fn last_use(&self) -> Option<NodeId> {
        self.use_steps.last().copied()
    }

    /// Whether it holds `bytes` of device memory at `step`.
    pub fn is_resident_at(&self, step: NodeId) -> bool {
        self.resident
            .is_some_and(|(first, last)| first <= step && step <= last)
    }
}

/// A byte count reached at a step: a peak or a bound.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepBytes {
    /// The bytes.
    pub bytes: u64,
    /// The first step where they are reached; `None` for a graph without
    /// nodes.
    pub step: Option<NodeId>,
}

/// Lifetimes of every tensor of a graph, and the device memory per step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Lifetimes {
    /// Indexed by [`TensorId`]: the lifetime of each storage tensor, `None`
    /// for a view (see [`Lifetimes::of`]).
    pub tensors: Vec<Option<TensorLifetime>>,
    /// Device-resident bytes at each step (indexed by [`NodeId`]).
    pub resident_bytes: Vec<u64>,
    /// Distinct storage bytes each node needs on the device while it runs
    /// (its operands and results; the device side of an offload node).
    pub working_set_bytes: Vec<u64>,
    /// The largest `resident_bytes` and its first step.
    pub peak: StepBytes,
    /// The largest `working_set_bytes` and its first step: no schedule of
    /// these ops in this order can run in less device memory.
    pub working_set: StepBytes,
}

impl Lifetimes {
    /// Computes lifetimes and the per-step device memory of `graph`, which
    /// must pass [`TensorGraph::validate`].
    pub fn compute(graph: &TensorGraph) -> Lifetimes {
        debug_assert!(
            graph.validate().is_ok(),
            "lifetimes need a valid graph: {:?}",
            graph.validate()
        );
        let use_steps = storage_use_steps(graph);
        let remote = graph.remote_copies();
        let returned = graph.returned_storage();
        let detached = detached_storage(graph);
        let mut tensors = Vec::with_capacity(graph.tensors.len());
        for (id, uses) in graph.tensor_ids().zip(use_steps) {
            let lifetime = (graph.tensors[id].alias_of.is_none()).then(|| {
                let facts = TensorFacts {
                    remote: remote[id],
                    returned: returned[id],
                    detached: detached[id],
                };
                tensor_lifetime(graph, id, uses, facts)
            });
            tensors.push(lifetime);
        }
        let holes = chunk_holes(graph, &tensors);
        let resident_bytes = resident_bytes_per_step(graph.nodes.len(), &tensors, &holes);
        let working_set_bytes = working_set_per_step(graph, &remote);
        let peak = first_max(&resident_bytes);
        let working_set = first_max(&working_set_bytes);
        Lifetimes {
            tensors,
            resident_bytes,
            working_set_bytes,
            peak,
            working_set,
        }
    }

    /// The lifetime of `tensor`, or of the tensor it aliases for a view.
    pub fn of(&self, graph: &TensorGraph, tensor: TensorId) -> &TensorLifetime {
        let storage = graph.storage(tensor);
        // Invariant: every storage tensor has a lifetime.
        debug_assert!(self.tensors[storage].is_some());
        self.tensors[storage]
            .as_ref()
            .expect("storage tensors have a lifetime")
    }

    /// Lifetimes of the storage tensors, in [`TensorId`] order.
    pub fn storage_tensors(&self) -> impl Iterator<Item = &TensorLifetime> {
        self.tensors.iter().flatten()
    }

    /// Total bytes of the function's arguments (on the device or in a tier).
    pub fn argument_bytes(&self) -> u64 {
        self.storage_tensors()
            .filter(|t| t.is_argument)
            .map(|t| t.bytes)
            .sum()
    }

    /// Bytes of the arguments declared resident in a tier.
    pub fn tier_argument_bytes(&self) -> u64 {
        self.storage_tensors()
            .filter(|t| t.starts_off_device)
            .map(|t| t.bytes)
            .sum()
    }

    /// A deterministic summary for people and FileCheck: function, ops,
    /// tensors, argument bytes, the peak and the working-set lower bound with
    /// their steps and ops, bytes both exact and human-readable.
    pub fn summary_table(&self, graph: &TensorGraph) -> String {
        let name = graph.name.trim_start_matches('@');
        let rows = [
            ("ops", graph.nodes.len().to_string()),
            ("tensors", graph.tensors.len().to_string()),
            ("argument bytes", bytes_cell(self.argument_bytes())),
            (
                "tier argument bytes",
                bytes_cell(self.tier_argument_bytes()),
            ),
            ("peak bytes", step_bytes_cell(graph, self.peak)),
            (
                "working-set lower bound",
                step_bytes_cell(graph, self.working_set),
            ),
        ];
        let mut table = format!("lifetimes @{name}\n");
        for (label, value) in rows {
            // Writing to a String cannot fail.
            let _ = writeln!(table, "  {label:<24} {value}");
        }
        table
    }
}

/// Per-tensor facts the lifetime rules need beyond the tensor itself.
#[derive(Clone, Copy)]
struct TensorFacts {
    remote: bool,
    returned: bool,
    detached: bool,
}

/// For each tensor, the sorted steps that use it or a view of it (entries
/// of views stay empty: their uses count for their storage).
fn storage_use_steps(graph: &TensorGraph) -> Vec<Vec<NodeId>> {
    let mut uses = vec![Vec::new(); graph.tensors.len()];
    for (step, node) in graph.nodes_with_ids() {
        for &operand in &node.operands {
            let steps: &mut Vec<NodeId> = &mut uses[graph.storage(operand)];
            // Steps arrive in order, so a duplicate is the last entry.
            if steps.last() != Some(&step) {
                steps.push(step);
            }
        }
        // A resident op names where its argument lives: no use of it.
        if matches!(node.kind, NodeKind::Resident { .. }) {
            continue;
        }
        for tensor in node.kind.tensors() {
            let steps = &mut uses[graph.storage(tensor)];
            if steps.last() != Some(&step) && graph.def_step(tensor) != Some(step) {
                steps.push(step);
            }
        }
    }
    uses
}

/// For each storage tensor, whether some detach releases it.
fn detached_storage(graph: &TensorGraph) -> Vec<bool> {
    let mut detached = vec![false; graph.tensors.len()];
    for node in &graph.nodes {
        if let NodeKind::Detach { tensor, .. } = node.kind {
            detached[graph.storage(tensor)] = true;
        }
    }
    detached
}

fn tensor_lifetime(
    graph: &TensorGraph,
    id: TensorId,
    use_steps: Vec<NodeId>,
    facts: TensorFacts,
) -> TensorLifetime {
    let tensor = &graph.tensors[id];
    let def_step = graph.def_step(id);
    let is_argument = def_step.is_none();
    let starts_off_device = graph.starts_off_device(id);
    let on_device = !facts.remote && !starts_off_device && !graph.nodes.is_empty();
    let resident = on_device.then(|| {
        let first = def_step.unwrap_or_default();
        let kept_to_end = facts.returned || (is_argument && !tensor.donated);
        let last = if kept_to_end && !facts.detached {
            graph.end() - 1
        } else {
            use_steps
                .last()
                .map_or(first, |&last_use| last_use.max(first))
        };
        (first, last)
    });
    let idle_gaps = if resident.is_some() {
        idle_gaps(def_step, &use_steps)
    } else {
        Vec::new()
    };
    TensorLifetime {
        tensor: id,
        bytes: if facts.remote && !is_argument {
            0
        } else {
            tensor.bytes
        },
        def_step,
        use_steps,
        idle_gaps,
        is_argument,
        is_result: facts.returned,
        starts_off_device,
        is_remote: facts.remote,
        resident,
    }
}

/// Gaps of at least one idle step before the first use (from the definition,
/// or from the entry for an argument) and between consecutive uses.
fn idle_gaps(def_step: Option<NodeId>, use_steps: &[NodeId]) -> Vec<IdleGap> {
    let mut gaps = Vec::new();
    let mut previous = def_step;
    for &to in use_steps {
        let idle_steps = match previous {
            Some(from) => to.index().saturating_sub(from.index() + 1),
            None => to.index(),
        };
        if idle_steps > 0 {
            gaps.push(IdleGap {
                from: previous,
                to,
                idle_steps,
            });
        }
        previous = Some(to);
    }
    gaps
}

/// A chunk of a resident storage tensor off the device: `bytes` from step
/// `first` through step `last`.
struct Hole {
    bytes: u64,
    first: NodeId,
    last: NodeId,
}

/// The chunks off the device within the residency of their storage: from
/// the step after the detach that released one (a buffer a chunk prefetch
/// makes lacks the other chunks from that step) to the step before the
/// chunk prefetch that fills it again, or to the end of the residency.
fn chunk_holes(graph: &TensorGraph, tensors: &[Option<TensorLifetime>]) -> Vec<Hole> {
    let remote_chunk = graph.remote_chunks();
    // Per storage tensor: its chunks away, each since a step.
    let mut away: Vec<Vec<(Chunk, NodeId)>> = vec![Vec::new(); graph.tensors.len()];
    let mut holes = Vec::new();
    for (step, node) in graph.nodes_with_ids() {
        match node.kind {
            NodeKind::Detach { tensor, remote, .. } => {
                if let Some(chunk) = remote_chunk[remote] {
                    // Of a schedule the checker has not seen, only bytes of
                    // the buffer not away already leave.
                    let storage = graph.storage(tensor);
                    let mut leaving: Vec<Chunk> = clip(chunk, graph.tensors[storage].bytes)
                        .into_iter()
                        .collect();
                    for (gone, _) in &away[storage] {
                        leaving = leaving.iter().flat_map(|part| part.without(gone)).collect();
                    }
                    away[storage].extend(leaving.into_iter().map(|part| (part, step + 1)));
                }
            }
            NodeKind::Prefetch {
                tensor,
                chunk: Some(chunk),
                base,
                ..
            } => {
                let storage = graph.storage(tensor);
                if base.is_none() {
                    let whole = Chunk {
                        start: 0,
                        bytes: graph.tensors[storage].bytes,
                    };
                    away[storage] = whole.without(&chunk).map(|gap| (gap, step)).collect();
                } else if let Some(at) = away[storage]
                    .iter()
                    .position(|(gone, _)| gone.contains(&chunk))
                {
                    let (gone, since) = away[storage].swap_remove(at);
                    if since < step {
                        holes.push(Hole {
                            bytes: chunk.bytes,
                            first: since,
                            last: step - 1,
                        });
                    }
                    away[storage].extend(gone.without(&chunk).map(|rest| (rest, since)));
                }
            }
            _ => {}
        }
    }
    for (storage, gone) in away.into_iter().enumerate() {
        let Some((_, last)) = tensors[storage].as_ref().and_then(|t| t.resident) else {
            continue;
        };
        for (chunk, since) in gone {
            if since <= last {
                holes.push(Hole {
                    bytes: chunk.bytes,
                    first: since,
                    last,
                });
            }
        }
    }
    holes
}

/// The part of `chunk` within a buffer of `bytes` bytes.
fn clip(chunk: Chunk, bytes: u64) -> Option<Chunk> {
    let end = chunk.end().min(bytes);
    (chunk.start < end).then(|| Chunk {
        start: chunk.start,
        bytes: end - chunk.start,
    })
}

/// Device bytes per step from the residency intervals less the chunks off
/// the device (a difference array).
fn resident_bytes_per_step(
    steps: usize,
    tensors: &[Option<TensorLifetime>],
    holes: &[Hole],
) -> Vec<u64> {
    let mut delta = vec![0i128; steps + 1];
    for lifetime in tensors.iter().flatten() {
        if let Some((first, last)) = lifetime.resident {
            delta[first] += i128::from(lifetime.bytes);
            delta[last + 1] -= i128::from(lifetime.bytes);
        }
    }
    for hole in holes {
        delta[hole.first] -= i128::from(hole.bytes);
        delta[hole.last + 1] += i128::from(hole.bytes);
    }
    let mut level = 0i128;
    delta[..steps]
        .iter()
        .map(|change| {
            level += change;
            // Invariant: every interval is added before it is removed.
            debug_assert!(level >= 0);
            u64::try_from(level).unwrap_or(0)
        })
        .collect()
}

/// Distinct storage bytes each node needs on the device.
fn working_set_per_step(graph: &TensorGraph, remote: &[bool]) -> Vec<u64> {
    graph
        .nodes
        .iter()
        .map(|node| {
            let needed: Vec<TensorId> = match node.kind {
                NodeKind::Compute => node.operands.iter().chain(&node.results).copied().collect(),
                NodeKind::Store { tensor, .. }
                | NodeKind::Detach { tensor, .. }
                | NodeKind::Prefetch { tensor, .. } => {
                    vec![tensor]
                }
                NodeKind::Resident { .. } => Vec::new(),
            };
            let mut storage: Vec<TensorId> = needed.into_iter().map(|t| graph.storage(t)).collect();
            storage.sort_unstable();
            storage.dedup();
            storage
                .iter()
                .filter(|&&t| !remote[t])
                .map(|&t| graph.tensors[t].bytes)
                .sum()
        })
        .collect()
}

/// The largest value and the first index that holds it.
fn first_max(per_step: &[u64]) -> StepBytes {
    let mut best = StepBytes::default();
    for (step, &bytes) in NodeId::all(per_step.len()).zip(per_step) {
        if best.step.is_none() || bytes > best.bytes {
            best = StepBytes {
                bytes,
                step: Some(step),
            };
        }
    }
    best
}

fn bytes_cell(bytes: u64) -> String {
    format!("{bytes} ({})", format_bytes(bytes))
}

fn step_bytes_cell(graph: &TensorGraph, at: StepBytes) -> String {
    match at.step {
        Some(step) => format!(
            "{} at step {step} ({})",
            bytes_cell(at.bytes),
            graph.nodes[step].op
        ),
        None => format!("{} at step -", bytes_cell(at.bytes)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{graph::Tier, testing::GraphBuilder};

    const KIB: u64 = 1024;

    #[test]
    fn a_chunk_off_the_device_leaves_a_hole_in_its_tensors_residency() {
        // x (1000 B): steps 0 make, 1 use, 2 store of [0, 400), 3 detach,
        // 4 f, 5 prefetch into x, 6 use; f's result (10 B) lives 4..6.
        let chunk = Chunk {
            start: 0,
            bytes: 400,
        };
        let mut g = GraphBuilder::new("hole");
        let x = g.op("make", &[], 1000);
        let y = g.op("use", &[x], 10);
        let r = g.store_chunk(x, Tier::Host, chunk);
        g.detach(x, r);
        let f = g.op("f", &[y], 10);
        let back = g.prefetch_chunk(r, Some(x), 1000, chunk);
        let z = g.op("use", &[back, f], 10);
        g.result(z);
        let lifetimes = Lifetimes::compute(&g.finish());
        assert_eq!(
            lifetimes.resident_bytes,
            vec![1000, 1010, 1010, 1010, 620, 1010, 1020]
        );
    }

    /// %a (4 KiB, kept) -> %b = f(%a) [8] -> %c = g(%b) [2] -> %d = h(%a, %c) [1], %d returned.
    fn chain() -> TensorGraph {
        let mut g = GraphBuilder::new("chain");
        let a = g.arg(4 * KIB);
        let b = g.op("f", &[a], 8 * KIB);
        let c = g.op("g", &[b], 2 * KIB);
        let d = g.op("h", &[a, c], KIB);
        g.result(d);
        g.finish()
    }

    #[test]
    fn chain_counts_definitions_through_last_uses() {
        let lifetimes = Lifetimes::compute(&chain());
        // step 0: a 4 + b 8 = 12; step 1: a 4 + b 8 + c 2 = 14;
        // step 2: a 4 + c 2 + d 1 = 7.
        assert_eq!(lifetimes.resident_bytes, vec![12 * KIB, 14 * KIB, 7 * KIB]);
        assert_eq!(
            lifetimes.peak,
            StepBytes {
                bytes: 14 * KIB,
                step: Some(NodeId(1))
            }
        );
        // Working sets: f {a,b} 12, g {b,c} 10, h {a,c,d} 7.
        assert_eq!(
            lifetimes.working_set_bytes,
            vec![12 * KIB, 10 * KIB, 7 * KIB]
        );
        assert_eq!(
            lifetimes.working_set,
            StepBytes {
                bytes: 12 * KIB,
                step: Some(NodeId(0))
            }
        );
    }

    #[test]
    fn chain_reports_uses_and_gaps() {
        let graph = chain();
        let lifetimes = Lifetimes::compute(&graph);
        let a = lifetimes.of(&graph, TensorId::new(0));
        assert_eq!(a.use_steps, vec![NodeId(0), NodeId(2)]);
        assert_eq!(a.last_use(), Some(NodeId(2)));
        assert!(a.is_argument && !a.is_result);
        // Used at 0 and 2: step 1 is idle.
        assert_eq!(
            a.idle_gaps,
            vec![IdleGap {
                from: Some(NodeId(0)),
                to: NodeId(2),
                idle_steps: 1
            }]
        );
        assert_eq!(a.resident, Some((NodeId(0), NodeId(2))));
        let d = lifetimes.of(&graph, TensorId::new(3));
        assert_eq!(d.def_step, Some(NodeId(2)));
        assert!(d.use_steps.is_empty() && d.is_result);
    }

    #[test]
    fn kept_argument_stays_to_the_end_and_donated_one_does_not() {
        let mut g = GraphBuilder::new("args");
        let kept = g.arg(100);
        let donated = g.donated_arg(10);
        let x = g.op("f", &[kept, donated], 1);
        let y = g.op("g", &[x], 1);
        let z = g.op("h", &[y], 1);
        g.result(z);
        let lifetimes = Lifetimes::compute(&g.finish());
        assert_eq!(
            lifetimes.tensors[kept].as_ref().unwrap().resident,
            Some((NodeId(0), NodeId(2)))
        );
        assert_eq!(
            lifetimes.tensors[donated].as_ref().unwrap().resident,
            Some((NodeId(0), NodeId(0)))
        );
        // step 0: 100 + 10 + x 1; step 1: 100 + x + y; step 2: 100 + y + z.
        assert_eq!(lifetimes.resident_bytes, vec![111, 102, 102]);
    }

    #[test]
    fn views_extend_their_storage_and_hold_no_bytes() {
        let mut g = GraphBuilder::new("views");
        let a = g.op("f", &[], 64);
        let v = g.view(a); // step 1
        g.op("g", &[], 8); // step 2, its result unused
        let w = g.op("h", &[v], 4); // step 3 uses a through v
        g.result(w);
        let graph = g.finish();
        let lifetimes = Lifetimes::compute(&graph);
        assert!(lifetimes.tensors[v].is_none());
        let storage = lifetimes.of(&graph, v);
        assert_eq!(storage.tensor, a);
        assert_eq!(storage.use_steps, vec![NodeId(1), NodeId(3)]);
        assert_eq!(
            storage.idle_gaps,
            vec![IdleGap {
                from: Some(NodeId(1)),
                to: NodeId(3),
                idle_steps: 1
            }]
        );
        // step 0: a 64; 1: a 64; 2: a 64 + 8 (unused, counts at its def); 3: a 64 + w 4.
        assert_eq!(lifetimes.resident_bytes, vec![64, 64, 72, 68]);
        // The view op needs a (the view adds nothing).
        assert_eq!(lifetimes.working_set_bytes, vec![64, 64, 8, 68]);
    }

    #[test]
    fn returned_view_keeps_its_storage_to_the_end() {
        let mut g = GraphBuilder::new("ret_view");
        let a = g.op("f", &[], 64);
        let v = g.view(a);
        g.op("g", &[], 8);
        g.result(v);
        let lifetimes = Lifetimes::compute(&g.finish());
        assert_eq!(
            lifetimes.tensors[a].as_ref().unwrap().resident,
            Some((NodeId(0), NodeId(2)))
        );
        assert!(lifetimes.tensors[a].as_ref().unwrap().is_result);
    }

    #[test]
    fn entry_gap_of_an_argument_on_the_device() {
        let mut g = GraphBuilder::new("entry");
        let w = g.arg(16);
        let x = g.op("f", &[], 1);
        let y = g.op("g", &[x], 1);
        g.op("h", &[w, y], 1);
        let lifetimes = Lifetimes::compute(&g.finish());
        // First used at step 2: steps 0 and 1 are idle.
        assert_eq!(
            lifetimes.tensors[w].as_ref().unwrap().idle_gaps,
            vec![IdleGap {
                from: None,
                to: NodeId(2),
                idle_steps: 2
            }]
        );
    }

    #[test]
    fn tier_argument_is_off_the_device_until_prefetched() {
        let mut g = GraphBuilder::new("tier");
        let w = g.arg_in(1000, Tier::Host);
        let x = g.op("f", &[], 10); // 0
        let r = g.resident(w, Tier::Host); // 1
        let wd = g.prefetch(r, 1000); // 2
        let y = g.op("matmul", &[x, wd], 10); // 3
        g.result(y);
        let graph = g.finish();
        let lifetimes = Lifetimes::compute(&graph);
        let weight = lifetimes.of(&graph, w);
        assert!(
            weight.starts_off_device && weight.resident.is_none() && weight.idle_gaps.is_empty()
        );
        assert!(lifetimes.of(&graph, r).is_remote);
        assert_eq!(
            lifetimes.of(&graph, wd).resident,
            Some((NodeId(2), NodeId(3)))
        );
        // 0: x; 1: x; 2: x + wd; 3: x + wd + y.
        assert_eq!(lifetimes.resident_bytes, vec![10, 10, 1010, 1020]);
        assert_eq!(lifetimes.tier_argument_bytes(), 1000);
        assert_eq!(lifetimes.argument_bytes(), 1000);
        // The resident node needs nothing; the prefetch needs its buffer.
        assert_eq!(lifetimes.working_set_bytes, vec![10, 0, 1000, 1020]);
    }

    #[test]
    fn stored_tensor_stays_through_its_detach_and_prefetch_is_a_new_tensor() {
        let mut g = GraphBuilder::new("offload");
        let a = g.op("f", &[], 100); // 0
        let b = g.op("g", &[a], 1); // 1
        let r = g.store(a, Tier::Host); // 2
        g.detach(a, r); // 3
        let c = g.op("h", &[b], 1); // 4
        let a2 = g.prefetch(r, 100); // 5
        let d = g.op("k", &[a2, c], 1); // 6
        g.result(d);
        let graph = g.finish();
        let lifetimes = Lifetimes::compute(&graph);
        assert_eq!(
            lifetimes.of(&graph, a).resident,
            Some((NodeId(0), NodeId(3)))
        );
        assert_eq!(
            lifetimes.of(&graph, a).use_steps,
            vec![NodeId(1), NodeId(2), NodeId(3)]
        );
        assert_eq!(lifetimes.of(&graph, r).bytes, 0);
        assert_eq!(
            lifetimes.of(&graph, a2).resident,
            Some((NodeId(5), NodeId(6)))
        );
        // a 100 at 0..=3, b 1 at 1..=4, c 1 at 4..=6, a2 100 at 5..=6, d 1 at 6.
        // step 4: b + c = 2; step 5: c + a2 = 101; step 6: c + a2 + d = 102.
        assert_eq!(
            lifetimes.resident_bytes,
            vec![100, 101, 101, 101, 2, 101, 102]
        );
        assert_eq!(
            lifetimes.peak,
            StepBytes {
                bytes: 102,
                step: Some(NodeId(6))
            }
        );
    }

    #[test]
    fn unused_tensor_counts_at_its_definition_only() {
        let mut g = GraphBuilder::new("unused");
        g.op("f", &[], 50);
        g.op("g", &[], 5);
        let lifetimes = Lifetimes::compute(&g.finish());
        assert_eq!(lifetimes.resident_bytes, vec![50, 5]);
    }

    #[test]
    fn empty_graph_has_no_steps() {
        let mut g = GraphBuilder::new("empty");
        let a = g.arg(8);
        g.result(a);
        let lifetimes = Lifetimes::compute(&g.finish());
        assert!(lifetimes.resident_bytes.is_empty());
        assert_eq!(
            lifetimes.peak,
            StepBytes {
                bytes: 0,
                step: None
            }
        );
        assert_eq!(lifetimes.argument_bytes(), 8);
    }

    #[test]
    fn summary_table_is_stable() {
        let graph = chain();
        let table = Lifetimes::compute(&graph).summary_table(&graph);
        let expected = "\
lifetimes @chain
  ops                      3
  tensors                  4
  argument bytes           4096 (4.0KiB)
  tier argument bytes      0 (0B)
  peak bytes               14336 (14.0KiB) at step 1 (g)
  working-set lower bound  12288 (12.0KiB) at step 0 (f)
";
        assert_eq!(table, expected);
    }
}
