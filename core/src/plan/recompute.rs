//! Recomputation as a planning choice: for a tensor a pure op makes, an
//! idle gap may be bridged by running the op again right before the use
//! after it, instead of keeping the tensor or moving it.
//!
//! [`options`] finds every such way (a [`RecomputeOption`]) with the ops it
//! runs: the tensor's producer, and, where one of its operands is not on
//! the device at the use, that operand's producer in turn (a chain, at most
//! [`MAX_CHAIN`] ops). What a chain reads at the use must be on the device
//! there, so an option reads only tensors resident there with nothing
//! moved; a plan that moves or recomputes one of them away keeps the
//! option out ([`Admission`]).
//!
//! The solvers weigh the options beside the transfers: the flow program
//! has a variable per option (`flow::program`), and the portfolio adds
//! options to the heuristic's plans where the peak lies ([`greedy_order`]).

use rustc_hash::{FxHashMap, FxHashSet};

use super::{Plan, Recompute};
use crate::{CostModel, Lifetimes, NodeId, NodeKind, TensorGraph, TensorId, graph::index_type};

/// The most ops one recomputation of ours runs.
pub const MAX_CHAIN: usize = 48;

/// The most ops one recomputation of the checkpointing baselines runs:
/// about a transformer layer's forward.
pub const CHECKPOINT_CHAIN: usize = 64;

/// Index of a recomputation option in `Model::recomputes` (or in the
/// options [`greedy_order`] orders).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RecomputeOptionId(usize);
index_type!(RecomputeOptionId, "recomputation option");

/// One way to recompute a tensor for one idle gap.
#[derive(Clone, Debug, PartialEq)]
pub struct RecomputeOption {
    pub tensor: TensorId,
    pub bytes: u64,
    /// The last use before the gap (or the definition).
    pub after: NodeId,
    /// The first use after it: the clones run right before it.
    pub before: NodeId,
    /// The ops run again, in program order, the last defining `tensor`.
    pub ops: Vec<NodeId>,
    /// The storage tensors the clones read that the chain does not make:
    /// they must be on the device at `before`.
    pub reads: Vec<TensorId>,
    /// Of `reads`, those the clones read through a view: a view is made
    /// again only for the uses a move knows, so these must not move at all.
    pub viewed: Vec<TensorId>,
    /// The clones' compute time.
    pub time_s: f64,
    /// Whether every op it runs is off the matrix units (an elementwise
    /// or reduction op, not a matmul or a convolution).
    pub vector_only: bool,
}

impl RecomputeOption {
    /// The recomputation it stands for.
    pub fn recompute(&self) -> Recompute {
        Recompute {
            tensor: self.tensor,
            after: self.after,
            before: self.before,
            ops: self.ops.clone(),
        }
    }

    /// Whether the tensor is off the device during step `step`.
    pub fn frees(&self, step: NodeId) -> bool {
        self.after < step && step < self.before
    }
}

/// Every recomputation option of `graph`: per storage tensor of at least
/// `min_bytes` that a pure op makes (not a view, a result or a buffer
/// another op may share) and per idle gap after its definition whose
/// views used after it can be made again from a clone, the chain that
/// makes it again from what is on the device at the use.
pub fn options(
    graph: &TensorGraph,
    lifetimes: &Lifetimes,
    cost: &CostModel,
    min_bytes: u64,
    max_chain: usize,
) -> Vec<RecomputeOption> {
    let mut out = Vec::new();
    for lifetime in lifetimes.storage_tensors() {
        let t = lifetime.tensor;
        let tensor = &graph.tensors[t];
        let Some(def) = lifetime.def_step else {
            continue;
        };
        if tensor.bytes < min_bytes.max(1)
            || tensor.is_result
            || tensor.may_be_aliased
            || !runs_again(graph, def)
            || graph.nodes[def].view
            || (generates(graph, def, 0) && written_in_place(graph, t))
        {
            continue;
        }
        for gap in &lifetime.idle_gaps {
            let Some(after) = gap.from else { continue };
            let Some((ops, reads, viewed)) = chain(graph, lifetimes, def, gap.to, max_chain) else {
                continue;
            };
            if super::edits::views_remade_at(graph, t, gap.to).is_none() {
                continue;
            }
            // A gather again takes the fabric's time (as the planner's
            // timeline counts a collective).
            let time_s = ops
                .iter()
                .map(|&s| {
                    let node = &graph.nodes[s];
                    cost.op_time(node) + cost.exposed_collective_s(node)
                })
                .sum();
            let vector_only = ops.iter().all(|&s| {
                let node = &graph.nodes[s];
                !node.work.matrix && node.kernels.iter().all(|(w, _)| !w.matrix)
            });
            out.push(RecomputeOption {
                tensor: t,
                bytes: tensor.bytes,
                after,
                before: gap.to,
                ops,
                reads,
                viewed,
                time_s,
                vector_only,
            });
        }
    }
    out
}

/// Whether the op at `step` may run again in a chain: a repeatable compute
/// op ([`crate::Node::repeatable`]: pure, or an all-gather)
/// that is not a constant or itself a clone (a view op is: run again on a
/// clone, it makes the same view of the clone), and does not write its
/// results into an operand's buffer (an op in destination-passing style
/// whose result shares its init's buffer: run again, it would write into
/// a buffer other ops may have written since).
fn runs_again(graph: &TensorGraph, step: NodeId) -> bool {
    let node = &graph.nodes[step];
    matches!(node.kind, NodeKind::Compute)
        && node.repeatable()
        && !node.constant
        && !node.recompute
        && node.streams.is_empty()
        && (node.view
            || node
                .results
                .iter()
                .all(|&r| graph.tensors[r].alias_of.is_none()))
}

/// Whether the op at `step` makes its results from no data: constants,
/// empty tensors, or ops that read only those (a fill, a broadcast mask).
/// Where such a tensor is an init other ops write into in place
/// ([`written_in_place`]), a clone of it would be a new init that the ops
/// after the gap share, which changes which of them may write into it in
/// place: it is not recomputed for itself then (a chain still makes its
/// own).
fn generates(graph: &TensorGraph, step: NodeId, depth: usize) -> bool {
    depth < 4
        && graph.nodes[step].operands.iter().all(|&o| {
            graph
                .def_step(o)
                .is_some_and(|d| graph.nodes[d].constant || generates(graph, d, depth + 1))
        })
}

/// Whether an op that is not a view writes a result into `tensor`'s
/// buffer (its result a view of it: an op in destination-passing style
/// with `tensor` as its init).
fn written_in_place(graph: &TensorGraph, tensor: TensorId) -> bool {
    graph.tensors.iter().any(|t| {
        t.alias_of == Some(tensor)
            && matches!(t.origin, crate::TensorOrigin::Result { node, .. } if !graph.nodes[node].view)
    })
}

/// Whether storage tensor `s` is on the device at step `step` with nothing
/// moved: resident there, an argument in a tier between its first and
/// last use (brought in for its first and held to its last), or constant
/// data (a global of the lowered program, there throughout).
pub(crate) fn resident_at(
    graph: &TensorGraph,
    lifetimes: &Lifetimes,
    s: TensorId,
    step: NodeId,
) -> bool {
    let lifetime = lifetimes.of(graph, s);
    if lifetime
        .def_step
        .is_some_and(|d| graph.nodes[d].constant && d < step)
    {
        return true;
    }
    if lifetime.starts_off_device {
        return matches!(
            (lifetime.use_steps.first(), lifetime.use_steps.last()),
            (Some(&first), Some(&last)) if first <= step && step <= last
        );
    }
    lifetime.is_resident_at(step)
}

/// The ops that make the result of `def` again right before `at`, and the
/// storage tensors they read there: `def` itself, after the producers of
/// its operands that are not on the device at `at` (depth first, each
/// once), at most `max_chain` ops. `None` when an operand is neither on
/// the device nor made by an op that may run again.
fn chain(
    graph: &TensorGraph,
    lifetimes: &Lifetimes,
    def: NodeId,
    at: NodeId,
    max_chain: usize,
) -> Option<(Vec<NodeId>, Vec<TensorId>, Vec<TensorId>)> {
    let mut ops: Vec<NodeId> = Vec::new();
    let mut reads: Vec<TensorId> = Vec::new();
    let mut viewed: Vec<TensorId> = Vec::new();
    // Depth first, a node pushed once its operands' producers are.
    let mut stack: Vec<(NodeId, bool)> = vec![(def, false)];
    while let Some((step, expanded)) = stack.pop() {
        if ops.contains(&step) {
            continue;
        }
        if expanded {
            ops.push(step);
            continue;
        }
        stack.push((step, true));
        for &operand in &graph.nodes[step].operands {
            let s = graph.storage(operand);
            if resident_at(graph, lifetimes, s, at) {
                if !reads.contains(&s) {
                    reads.push(s);
                }
                if operand != s && !viewed.contains(&s) {
                    viewed.push(s);
                }
                continue;
            }
            // A view of a tensor that is not there: its op runs again on
            // the clone of its operand, made before it.
            let producer = graph.def_step(operand)?;
            if !runs_again(graph, producer) {
                return None;
            }
            if !ops.contains(&producer) {
                stack.push((producer, false));
            }
        }
        if ops.len() + stack.len() / 2 > max_chain {
            return None;
        }
    }
    if ops.len() > max_chain {
        return None;
    }
    ops.sort_unstable();
    Some((ops, reads, viewed))
}

/// Why [`Admission`] refuses a recomputation option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Refusal {
    /// The plan moves the tensor.
    Moved,
    /// The plan moves a tensor the clones read through a view.
    ViewedMoved,
    /// The plan moves a tensor the clones read in chunks.
    ReadsChunked,
    /// Another absence or recomputation of the tensor overlaps the gap.
    Overlaps,
    /// A tensor the clones read is away at the use.
    ReadsAway,
    /// A recomputation taken reads the tensor while this one has it away.
    ReadWhileAway,
}

/// Which recomputations a plan can take on top of what it has: the
/// tensor is not moved by it, no recomputation of it overlaps, and what the
/// clones read is on the device at the use (not away in one of the plan's
/// absences or recomputations), nor does the option free a tensor that a
/// recomputation of the plan reads while it is away.
pub struct Admission<'g> {
    graph: &'g TensorGraph,
    /// Per tensor: the slots it is away for, `first..end`. A detach at a
    /// slot runs before its clones, a prefetch too; a recomputed tensor
    /// counts as away at its own clones' slot as well, since clones of
    /// one slot may run in either order.
    away: FxHashMap<TensorId, Vec<(NodeId, NodeId)>>,
    /// Per tensor: the slots where a recomputation reads it.
    read_at: FxHashMap<TensorId, Vec<NodeId>>,
    /// Tensors the plan moves.
    moved: FxHashSet<TensorId>,
    /// Tensors the plan moves in chunks: a clone does not read one, since
    /// its copy back is a buffer the chunks fill one by one, which the
    /// checker does not take for the tensor's value.
    chunked: FxHashSet<TensorId>,
}

impl<'g> Admission<'g> {
    /// What `plan` moves and recomputes, on `graph`.
    pub fn of(graph: &'g TensorGraph, plan: &Plan) -> Self {
        let mut admission = Admission {
            graph,
            away: FxHashMap::default(),
            read_at: FxHashMap::default(),
            moved: FxHashSet::default(),
            chunked: FxHashSet::default(),
        };
        for tp in &plan.tensors {
            admission.moved.insert(tp.tensor);
            if tp.chunk.is_some() {
                admission.chunked.insert(tp.tensor);
            }
            let away = admission.away.entry(tp.tensor).or_default();
            for a in &tp.absences {
                away.push((NodeId::after(a.detach_after), a.prefetch_before));
            }
            if let Some(after) = tp.leaves_after {
                away.push((after + 1, graph.end() + 1));
            }
        }
        for r in &plan.recomputes {
            admission.note(r);
        }
        admission
    }

    /// Records recomputation `r` as taken.
    fn note(&mut self, r: &Recompute) {
        let graph = self.graph;
        self.away
            .entry(r.tensor)
            .or_default()
            .push((r.after + 1, r.before + 1));
        for s in reads_of(graph, r) {
            self.read_at.entry(s).or_default().push(r.before);
        }
    }

    /// Whether `tensor` is away at slot `slot`.
    fn away_at(&self, tensor: TensorId, slot: NodeId) -> bool {
        self.away
            .get(&tensor)
            .is_some_and(|gaps| gaps.iter().any(|&(first, end)| first <= slot && slot < end))
    }

    /// Whether `option` can be taken: see the type's docs.
    pub fn admits(&self, option: &RecomputeOption) -> bool {
        self.refusal(option).is_none()
    }

    /// Why `option` cannot be taken, if it cannot.
    pub fn refusal(&self, option: &RecomputeOption) -> Option<Refusal> {
        let (first, end) = (option.after + 1, option.before + 1);
        if self.moved.contains(&option.tensor) {
            Some(Refusal::Moved)
        } else if option.viewed.iter().any(|s| self.moved.contains(s)) {
            Some(Refusal::ViewedMoved)
        } else if option.reads.iter().any(|s| self.chunked.contains(s)) {
            Some(Refusal::ReadsChunked)
        } else if self
            .away
            .get(&option.tensor)
            .is_some_and(|gaps| gaps.iter().any(|&(a, b)| a < end && first < b))
        {
            Some(Refusal::Overlaps)
        } else if option.reads.iter().any(|&s| self.away_at(s, option.before)) {
            Some(Refusal::ReadsAway)
        } else if self
            .read_at
            .get(&option.tensor)
            .is_some_and(|slots| slots.iter().any(|&s| first <= s && s < end))
        {
            Some(Refusal::ReadWhileAway)
        } else {
            None
        }
    }

    /// Takes `option` into `plan` if it is admitted; whether it was.
    pub fn take(&mut self, plan: &mut Plan, option: &RecomputeOption) -> bool {
        if !self.admits(option) {
            return false;
        }
        let r = option.recompute();
        self.note(&r);
        plan.recomputes.push(r);
        true
    }
}

/// `plan` without the recomputations its moves (or recomputations taken
/// before them) leave unadmitted: a stage that moves more after the
/// recomputations were chosen may take away what a clone reads.
pub fn readable(graph: &TensorGraph, mut plan: Plan) -> Plan {
    if plan.recomputes.is_empty() {
        return plan;
    }
    let recomputes = std::mem::take(&mut plan.recomputes);
    let mut admission = Admission::of(graph, &plan);
    for r in recomputes {
        let reads = reads_of(graph, &r);
        let viewed = viewed_of(graph, &r);
        let option = RecomputeOption {
            tensor: r.tensor,
            bytes: graph.tensors[r.tensor].bytes,
            after: r.after,
            before: r.before,
            ops: r.ops,
            reads,
            viewed,
            time_s: 0.0,
            vector_only: false,
        };
        admission.take(&mut plan, &option);
    }
    plan
}

/// The storage tensors the clones of `r` read that the chain does not make.
pub(super) fn reads_of(graph: &TensorGraph, r: &Recompute) -> Vec<TensorId> {
    let made: Vec<TensorId> = r
        .ops
        .iter()
        .flat_map(|&s| graph.nodes[s].results.iter().copied())
        .collect();
    let mut reads = Vec::new();
    for &s in &r.ops {
        for &o in &graph.nodes[s].operands {
            let storage = graph.storage(o);
            if !made.contains(&storage) && !reads.contains(&storage) {
                reads.push(storage);
            }
        }
    }
    reads
}

/// The storage tensors the clones of `r` read through a view.
fn viewed_of(graph: &TensorGraph, r: &Recompute) -> Vec<TensorId> {
    let mut viewed = Vec::new();
    for &s in &r.ops {
        for &o in &graph.nodes[s].operands {
            let storage = graph.storage(o);
            if o != storage && !viewed.contains(&storage) {
                viewed.push(storage);
            }
        }
    }
    viewed
}

/// `plan`'s recomputations in the order edits place them: by the step they
/// run before, then by the tensor.
pub fn sort(plan: &mut Plan) {
    plan.recomputes
        .sort_by_key(|r| (r.before, r.after, r.tensor));
}

/// The options in the order a greedy choice weighs them: the most bytes
/// freed for the longest per second of recompute first (byte-steps per
/// second), ties by position.
pub fn greedy_order(options: &[RecomputeOption]) -> Vec<RecomputeOptionId> {
    let score = |o: &RecomputeOption| {
        let span = (o.before - o.after) as f64;
        o.bytes as f64 * span / o.time_s.max(1e-12)
    };
    let mut order: Vec<RecomputeOptionId> = RecomputeOptionId::all(options.len()).collect();
    order.sort_by(|&a, &b| {
        score(&options[b])
            .total_cmp(&score(&options[a]))
            .then(a.cmp(&b))
    });
    order
}

/// The most rounds of [`greedy`]: each takes a batch of options at the
/// plan's peak.
const GREEDY_ROUNDS: usize = 48;
/// The largest batch [`greedy`] tries at one peak; a batch the judge
/// refuses is tried again halved, down to one option.
const GREEDY_BATCH: usize = 32;

/// `plan` with recomputations added where its peak lies, while the judge
/// finds each addition better: at each round, the admitted options that
/// free the peak step, in [`greedy_order`], a batch at a time (halved when
/// refused). How the heuristic's plans, which decide only moves, take
/// recomputation in: the moves are fixed, and the recomputations
/// that pay at the peak are added to them. Returns the plan and how many
/// recomputations it added.
pub(super) fn greedy(
    judge: &super::judge::Judge,
    mut plan: super::judge::Simulated,
    limit: Option<&super::TimeLimit>,
) -> Result<(super::judge::Simulated, usize), super::PlanError> {
    let model = judge.model;
    if model.recomputes.is_empty() {
        return Ok((plan, 0));
    }
    let order = greedy_order(&model.recomputes);
    let mut added = 0;
    for _ in 0..GREEDY_ROUNDS {
        if limit.is_some_and(super::TimeLimit::expired) {
            break;
        }
        let Some(at) = super::portfolio::original_step(model.graph, &plan, plan.timeline.peak.node)
        else {
            break;
        };
        let admission = Admission::of(model.graph, &plan.plan);
        let here: Vec<RecomputeOptionId> = order
            .iter()
            .copied()
            .filter(|&k| model.recomputes[k].frees(at) && admission.admits(&model.recomputes[k]))
            .collect();
        let mut batch = GREEDY_BATCH.min(here.len());
        let mut taken = false;
        while batch > 0 {
            let mut next = plan.plan.clone();
            let mut admission = Admission::of(model.graph, &next);
            let count = here[..batch]
                .iter()
                .filter(|&&k| admission.take(&mut next, &model.recomputes[k]))
                .count();
            sort(&mut next);
            let again = judge.simulate(next)?;
            if count > 0 && judge.better(&again, &plan) {
                plan = again;
                added += count;
                taken = true;
                break;
            }
            batch /= 2;
        }
        if !taken {
            break;
        }
    }
    Ok((plan, added))
}

/// The recomputations of an activation-checkpointing baseline on top of
/// `plan` (empty for checkpointing alone): every option of chains of up to
/// [`CHECKPOINT_CHAIN`] ops (only off the matrix units when `selective`:
/// matmul results are kept), in [`greedy_order`], each the plan admits.
pub fn checkpointing(model: &super::model::Model, mut plan: Plan, selective: bool) -> Plan {
    let options = options(
        model.graph,
        model.lifetimes,
        model.cost,
        0,
        CHECKPOINT_CHAIN,
    );
    let options: Vec<RecomputeOption> = options
        .into_iter()
        .filter(|o| !selective || o.vector_only)
        .collect();
    let mut admission = Admission::of(model.graph, &plan);
    for k in greedy_order(&options) {
        admission.take(&mut plan, &options[k]);
    }
    sort(&mut plan);
    plan
}
