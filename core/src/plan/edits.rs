//! The one materialization of a [`Plan`]: an ordered list of edits, each at
//! a slot between two steps, decided once here.
//!
//! Slot `i` is the point right before step `i` (slot `n`, with `n` steps:
//! right before the return). Within a slot the edits run in list order:
//! `offload.resident` (slot 0 only), stores, detaches, prefetches, the
//! detaches the plan issues after the slot's prefetches ([`Plan::late`]),
//! then the views made again from a prefetched copy. Uses are not edits of their own:
//! from the slot of a prefetch on, every use of the planned tensor reads the
//! fetched copy (and every use of a remade view the remade one); from
//! [`EditKind::ReturnRemote`] on, the return reads the remote copy.
//!
//! [`apply`] turns the edits into the offloaded graph the simulator and the
//! checker judge; the IR rewrite (`passes/src/bridge/rewrite.rs`) applies the same
//! list to the function body, op by op, deciding nothing. The checker then
//! judges the IR it wrote, extracted again.

use std::collections::{BTreeMap, HashMap};

use super::{DetachOf, Plan, Source};
use crate::{Node, NodeId, NodeKind, OpWork, Tensor, TensorGraph, TensorId, TensorOrigin, Tier};

/// A point between two steps: right before step `slot` (the number of
/// steps: right before the return).
pub type Slot = NodeId;

/// What one edit does, to the planned tensor it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditKind {
    /// `offload.resident`: the tensor (an argument) already lives in `tier`;
    /// this names its remote copy.
    Resident { tier: Tier },
    /// `offload.store` of the tensor's device copy in use to `tier`, making
    /// its remote copy; a chunk of a tensor that leaves for good in chunks
    /// is stored `into` the copy the plan `into` stored the chunk before
    /// (in program order) into, so that one copy in the tier holds them
    /// all.
    Store { tier: Tier, into: Option<usize> },
    /// `offload.detach` of the device copy in use (an absence begins, or
    /// the tensor leaves for good); with `wait`, the compute stream waits
    /// there for the release ([`super::Plan::waits`]).
    Detach { wait: bool },
    /// `offload.prefetch` of the remote copy for absence `absence`: from
    /// here on the tensor is read as the fetched copy. A chunk's prefetch
    /// fills the buffer of the copy in use, unless it `makes_buffer`: the
    /// first chunk of an argument in a tier to come in, into a buffer of its
    /// own (the tensor starts off the device).
    Prefetch { absence: usize, makes_buffer: bool },
    /// The op that defines `view` (a view of the tensor made before absence
    /// `absence` and used after it) again, reading the copies in use: from
    /// here on `view` is read as the new view.
    RemakeView { absence: usize, view: TensorId },
    /// The function returns the tensor's remote copy instead of the tensor
    /// (it left the device for good).
    ReturnRemote,
    /// The ops of recomputation `Edit::planned` of [`Plan::recomputes`]
    /// (not a planned tensor) run again, each marked `offload.recompute`,
    /// on the copies in use: from here on the recomputed tensor is read as
    /// the last clone's result.
    Recompute,
}

/// One edit: `kind`, applied to `plan.tensors[planned]` (to
/// `plan.recomputes[planned]` for [`EditKind::Recompute`]), at `slot`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edit {
    pub slot: Slot,
    pub planned: usize,
    pub kind: EditKind,
}

/// A plan's edits in the order they are applied (by slot, then as the
/// module header says).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Edits {
    pub edits: Vec<Edit>,
}

impl Edits {
    /// The edits of `plan` on `graph`. The plan must be valid on `graph`
    /// ([`Plan::validate`]).
    pub fn of(graph: &TensorGraph, plan: &Plan) -> Edits {
        #[cfg(debug_assertions)]
        if let Err(e) = plan.validate(graph) {
            panic!("edits are made of a valid plan: {e}");
        }
        let mut edits = sorted_edits(graph, plan);
        mark_buffers_made(plan, &mut edits);
        chain_leaving_chunks(plan, &mut edits);
        Edits { edits }
    }

    /// The edits at `slot`, in order, given the list sorted by slot.
    pub fn at(&self, slot: Slot) -> &[Edit] {
        let start = self.edits.partition_point(|e| e.slot < slot);
        let end = self.edits.partition_point(|e| e.slot <= slot);
        &self.edits[start..end]
    }
}

/// The edits of `plan` on `graph`, sorted by slot, then as the module
/// header says.
fn sorted_edits(graph: &TensorGraph, plan: &Plan) -> Vec<Edit> {
    // (slot, rank within the slot, plan index, order of push) keeps the
    // order the header states; the sort is stable.
    const RESIDENT: u8 = 0;
    const STORE: u8 = 1;
    const DETACH: u8 = 2;
    const PREFETCH: u8 = 3;
    const LATE_DETACH: u8 = 4;
    const REMAKE: u8 = 5;
    const RECOMPUTE: u8 = 6;
    const RETURN: u8 = 7;
    let detach_rank = |planned: usize, absence: Option<usize>| {
        if plan.late.contains(&DetachOf { planned, absence }) {
            LATE_DETACH
        } else {
            DETACH
        }
    };
    let start = NodeId::new(0);
    let views = views_to_remake(graph, plan);
    let mut ranked: Vec<(Slot, u8, Edit)> = Vec::new();
    let mut push = |slot: Slot, rank: u8, planned: usize, kind: EditKind| {
        ranked.push((
            slot,
            rank,
            Edit {
                slot,
                planned,
                kind,
            },
        ))
    };
    for (planned, tp) in plan.tensors.iter().enumerate() {
        match tp.source {
            Source::Resident => push(
                start,
                RESIDENT,
                planned,
                EditKind::Resident { tier: tp.tier },
            ),
            Source::Store { after } => push(
                after + 1,
                STORE,
                planned,
                EditKind::Store {
                    tier: tp.tier,
                    into: None,
                },
            ),
            Source::StoreAtEntry => {
                push(
                    start,
                    STORE,
                    planned,
                    EditKind::Store {
                        tier: tp.tier,
                        into: None,
                    },
                );
                // Absent from the start: detached right after that store.
                if tp
                    .absences
                    .first()
                    .is_some_and(|a| a.detach_after.is_none())
                {
                    push(
                        start,
                        DETACH,
                        planned,
                        EditKind::Detach { wait: plan.waits },
                    );
                }
            }
        }
        for (absence, a) in tp.absences.iter().enumerate() {
            if let Some(after) = a.detach_after {
                push(
                    after + 1,
                    detach_rank(planned, Some(absence)),
                    planned,
                    EditKind::Detach { wait: plan.waits },
                );
            }
            push(
                a.prefetch_before,
                PREFETCH,
                planned,
                EditKind::Prefetch {
                    absence,
                    makes_buffer: false,
                },
            );
            for &view in &views[planned][absence] {
                push(
                    a.first_use,
                    REMAKE,
                    planned,
                    EditKind::RemakeView { absence, view },
                );
            }
        }
        if let Some(after) = tp.leaves_after {
            push(
                after + 1,
                detach_rank(planned, None),
                planned,
                EditKind::Detach { wait: plan.waits },
            );
            push(graph.end(), RETURN, planned, EditKind::ReturnRemote);
        }
    }
    for (index, r) in plan.recomputes.iter().enumerate() {
        push(r.before, RECOMPUTE, index, EditKind::Recompute);
    }
    ranked.sort_by_key(|&(slot, rank, _)| (slot, rank));
    ranked.into_iter().map(|(_, _, edit)| edit).collect()
}

/// Marks the prefetches that make the buffer of a weight in chunks.
fn mark_buffers_made(plan: &Plan, edits: &mut [Edit]) {
    // In program order, the chunks of an argument in a tier have no
    // buffer on the device at the entry: the first prefetch makes one,
    // and each chunk leaves it and comes back into it on its own (a
    // detach with a chunk's copy releases only the chunk).
    let mut has_buffer: HashMap<TensorId, bool> = HashMap::new();
    for edit in edits.iter_mut().filter(|e| e.kind != EditKind::Recompute) {
        let tp = &plan.tensors[edit.planned];
        if !tp.is_weight_chunk() {
            continue;
        }
        let has = has_buffer.entry(tp.tensor).or_insert(false);
        if let EditKind::Prefetch { makes_buffer, .. } = &mut edit.kind {
            *makes_buffer = !*has;
            *has = true;
        }
    }
}

/// Chains the stores of a tensor that leaves for good in chunks into one
/// copy, returned once.
fn chain_leaving_chunks(plan: &Plan, edits: &mut Vec<Edit>) {
    // The chunks of a tensor that leaves for good in chunks go into one
    // copy in the tier: each chunk's store after the first writes into
    // the copy the store before it made, and the function returns the
    // copy of the last one, which then holds them all.
    let mut last_store: HashMap<TensorId, usize> = HashMap::new();
    for edit in edits.iter_mut().filter(|e| e.kind != EditKind::Recompute) {
        let tp = &plan.tensors[edit.planned];
        if let EditKind::Store { into, .. } = &mut edit.kind
            && tp.leaves_in_chunks()
        {
            *into = last_store.insert(tp.tensor, edit.planned);
        }
    }
    edits.retain(|edit| {
        if edit.kind == EditKind::Recompute {
            return true;
        }
        let tp = &plan.tensors[edit.planned];
        edit.kind != EditKind::ReturnRemote
            || !tp.leaves_in_chunks()
            || last_store[&tp.tensor] == edit.planned
    });
}

/// How many nodes `edit` adds to the applied graph: none for the return
/// of a remote copy, a recomputation's clones and the views it makes
/// again, else one.
pub(crate) fn nodes_of(graph: &TensorGraph, plan: &Plan, edit: &Edit) -> usize {
    match edit.kind {
        EditKind::ReturnRemote => 0,
        EditKind::Recompute => {
            let r = &plan.recomputes[edit.planned];
            r.ops.len() + views_remade_at(graph, r.tensor, r.before).map_or(0, |v| v.len())
        }
        _ => 1,
    }
}

/// The views of storage tensor `tensor` made before step `before` and used
/// at or after it, with the views they are made from, in program order:
/// those a recomputation of the tensor before `before` makes again from
/// the clone. `None` when one of them cannot be made again
/// ([`TensorGraph::is_remakeable_view`]).
pub fn views_remade_at(
    graph: &TensorGraph,
    tensor: TensorId,
    before: NodeId,
) -> Option<Vec<TensorId>> {
    let mut needed: BTreeMap<NodeId, TensorId> = BTreeMap::new();
    for (step, node) in graph.nodes_with_ids().skip(before.index()) {
        for &o in &node.operands {
            if graph.tensors[o].alias_of == Some(tensor)
                && let Some(def) = graph.def_step(o)
                && def < before
            {
                if !graph.is_remakeable_view(o) {
                    return None;
                }
                needed.insert(def, o);
            }
        }
        let _ = step;
    }
    let mut stack: Vec<NodeId> = needed.keys().copied().collect();
    while let Some(def) = stack.pop() {
        for &o in &graph.nodes[def].operands {
            if o != tensor
                && graph.is_remakeable_view(o)
                && let Some(d) = graph.def_step(o)
                && needed.insert(d, o).is_none()
            {
                stack.push(d);
            }
        }
    }
    Some(needed.into_values().collect())
}

/// Per planned tensor and absence: the views of the tensor made before the
/// absence and used after it, with the views they are made from, in program
/// order (each is made again from the prefetched copy; the model only plans
/// absences where every such view can be, `TensorGraph::is_remakeable_view`).
fn views_to_remake(graph: &TensorGraph, plan: &Plan) -> Vec<Vec<Vec<TensorId>>> {
    let mut uses: HashMap<TensorId, Vec<NodeId>> = HashMap::new();
    for (step, node) in graph.nodes_with_ids() {
        for &t in &node.operands {
            if graph.tensors[t].alias_of.is_some() {
                uses.entry(t).or_default().push(step);
            }
        }
    }
    // The views that can be made again, by storage, in program order.
    let mut views_of: HashMap<TensorId, Vec<(NodeId, TensorId)>> = HashMap::new();
    for v in graph.tensor_ids() {
        if graph.is_remakeable_view(v)
            && let Some(def) = graph.def_step(v)
        {
            views_of.entry(graph.storage(v)).or_default().push((def, v));
        }
    }
    plan.tensors
        .iter()
        .map(|tp| {
            // A chunk comes back into the buffer it left: the views of that
            // buffer stay valid. (The chunks of an argument in a tier make
            // its buffer where they first come in: its first plan remakes
            // the views there.)
            let mut views = match (tp.chunk, tp.source) {
                (Some(_), Source::Store { .. } | Source::StoreAtEntry) => Vec::new(),
                _ => views_of.remove(&tp.tensor).unwrap_or_default(),
            };
            views.sort_unstable();
            tp.absences
                .iter()
                .enumerate()
                .map(|(a, absence)| {
                    if tp.is_weight_chunk() && absence.detach_after.is_some() {
                        return Vec::new();
                    }
                    let until = tp
                        .absences
                        .get(a + 1)
                        .and_then(|next| next.detach_after)
                        .unwrap_or(NodeId::new(usize::MAX));
                    let used_after = views
                        .iter()
                        .copied()
                        .filter(|&(def, _)| def < absence.prefetch_before)
                        .filter(|&(_, v)| {
                            uses.get(&v).is_some_and(|steps| {
                                steps
                                    .iter()
                                    .any(|&s| s >= absence.prefetch_before && s <= until)
                            })
                        });
                    // With the views they are made from, one per op.
                    let mut needed: BTreeMap<NodeId, TensorId> = used_after.collect();
                    let mut stack: Vec<NodeId> = needed.keys().copied().collect();
                    while let Some(def) = stack.pop() {
                        for &o in &graph.nodes[def].operands {
                            if o != tp.tensor
                                && graph.is_remakeable_view(o)
                                && let Some(d) = graph.def_step(o)
                                && needed.insert(d, o).is_none()
                            {
                                stack.push(d);
                            }
                        }
                    }
                    needed.into_values().collect()
                })
                .collect()
        })
        .collect()
}

/// The graph `plan`'s edits make of `graph`: offload nodes inserted, every
/// use served by a prefetch reading the prefetched tensor. Node indices of
/// the result differ from `graph`'s.
///
/// The plan must be valid on `graph` ([`Plan::validate`]); a plan read from
/// outside is validated first.
pub fn apply(graph: &TensorGraph, plan: &Plan) -> TensorGraph {
    apply_edits(graph, plan, &Edits::of(graph, plan))
}

/// [`apply`] with the edits already made.
pub fn apply_edits(graph: &TensorGraph, plan: &Plan, edits: &Edits) -> TensorGraph {
    let mut applier = Applier::new(graph, plan, edits.edits.len());
    for slot in NodeId::span(NodeId::new(0), graph.end()) {
        for edit in edits.at(slot) {
            applier.apply(edit);
        }
        if slot == graph.end() {
            break;
        }
        applier.copy_step(slot);
    }
    applier.mark_returns();
    applier.finish()
}

/// The graph [`apply_edits`] makes, as it is made in program order, and
/// where each planned tensor stands.
struct Applier<'a> {
    graph: &'a TensorGraph,
    plan: &'a Plan,
    out: TensorGraph,
    /// The planned tensor of each original tensor (the first plan of it,
    /// when it moves in chunks).
    planned_of: HashMap<TensorId, usize>,
    /// Per plan: the plan whose entry of `current` its tensor uses (the
    /// chunks of one tensor share its device copy in use).
    group: Vec<usize>,
    /// Per planned tensor: its remote copy and the device copy in use.
    remote: Vec<Option<TensorId>>,
    current: Vec<TensorId>,
    /// Per planned tensor: it leaves for good, returned as its remote copy.
    leaves: Vec<bool>,
    /// Views made again: the view of the original -> its latest remade view.
    remade: HashMap<TensorId, TensorId>,
    /// Recomputed tensors: the original -> its latest clone's result.
    recomputed: HashMap<TensorId, TensorId>,
    /// Per step of `graph`: its step in `out`.
    new_step: Vec<NodeId>,
    /// The steps of `graph` the plan runs again.
    run_again: std::collections::HashSet<NodeId>,
}

/// The identity an op of `step` that a plan runs again takes in the graph
/// with the plan, where it has none: the planner's graph carries no
/// identities (extraction hashes ops only for a body that already holds
/// clones), and the checker proves a clone computes its original's values
/// by their identity (docs/semantics.md, Recomputation). One of its own per
/// step, on the original and on each clone: no two other ops share it.
fn identity_of_step(step: NodeId) -> u64 {
    // Never 0 ("not known").
    crate::graph::fnv1a((step.index() as u64).to_le_bytes()).max(1)
}

impl<'a> Applier<'a> {
    fn new(graph: &'a TensorGraph, plan: &'a Plan, edits: usize) -> Self {
        let n = graph.nodes.len();
        let mut out = TensorGraph {
            name: graph.name.clone(),
            nodes: Vec::with_capacity(n + edits),
            tensors: graph.tensors.clone(),
        };
        // Arguments the plan keeps in another tier than declared.
        for &(t, tier) in &plan.placed {
            if let TensorOrigin::Argument { tier: lives, .. } = &mut out.tensors[t].origin {
                *lives = Some(tier);
            }
        }
        let mut planned_of: HashMap<TensorId, usize> = HashMap::new();
        for (i, tp) in plan.tensors.iter().enumerate() {
            planned_of.entry(tp.tensor).or_insert(i);
        }
        Applier {
            graph,
            plan,
            out,
            planned_of,
            group: plan.groups(),
            remote: vec![None; plan.tensors.len()],
            current: plan.tensors.iter().map(|tp| tp.tensor).collect(),
            leaves: vec![false; plan.tensors.len()],
            remade: HashMap::new(),
            recomputed: HashMap::new(),
            new_step: vec![NodeId::new(0); n],
            run_again: plan
                .recomputes
                .iter()
                .flat_map(|r| r.ops.iter().copied())
                .collect(),
        }
    }

    /// The op of `graph` at `step`, with an identity where the plan runs it
    /// again and it has none ([`identity_of_step`]).
    fn node_of(&self, step: NodeId) -> Node {
        let mut node = self.graph.nodes[step].clone();
        if node.identity == 0 && self.run_again.contains(&step) {
            node.identity = identity_of_step(step);
        }
        node
    }

    /// What a use of `tensor` reads now: the device copy in use of a
    /// planned tensor, the latest remade view of a view, else itself.
    fn read(&self, tensor: TensorId) -> TensorId {
        self.planned_of
            .get(&tensor)
            .map(|&i| self.current[i])
            .or_else(|| self.remade.get(&tensor).copied())
            .or_else(|| self.recomputed.get(&tensor).copied())
            .unwrap_or(tensor)
    }

    /// A new tensor of `out` like `like` of `bytes` (0: a remote copy),
    /// named with `suffix`, the result of `node`.
    fn new_tensor(&mut self, like: TensorId, bytes: u64, suffix: &str, node: NodeId) -> TensorId {
        let id = TensorId::new(self.out.tensors.len());
        let base = &self.graph.tensors[like];
        self.out.tensors.push(Tensor {
            name: format!("{}.{suffix}", base.name),
            ty: if bytes == 0 {
                NodeKind::remote_type(&base.ty)
            } else {
                base.ty.clone()
            },
            bytes,
            origin: TensorOrigin::Result { node, index: 0 },
            alias_of: None,
            is_result: false,
            donated: false,
            offloadable: base.offloadable && bytes > 0,
            may_be_aliased: false,
            element_bytes: base.element_bytes,
        });
        id
    }

    /// Applies one edit at the end of `out`.
    fn apply(&mut self, edit: &Edit) {
        let index = edit.planned;
        match edit.kind {
            EditKind::Resident { .. } | EditKind::Store { .. } => self.store(edit),
            EditKind::Detach { wait } => {
                let tensor = self.current[self.group[index]];
                let r = self.remote[index].expect("a detach follows its store (Plan invariant)");
                self.out.nodes.push(offload_node(
                    NodeKind::Detach {
                        tensor,
                        remote: r,
                        wait,
                    },
                    vec![tensor, r],
                    vec![],
                ));
            }
            EditKind::Prefetch {
                absence,
                makes_buffer,
            } => self.prefetch(index, absence, makes_buffer),
            EditKind::RemakeView { absence, view } => self.remake_view(index, absence, view),
            EditKind::ReturnRemote => self.leaves[index] = true,
            EditKind::Recompute => self.recompute(index),
        }
    }

    /// A store (or a resident copy) of the device copy in use: its remote
    /// copy.
    fn store(&mut self, edit: &Edit) {
        let index = edit.planned;
        let original = self.plan.tensors[index].tensor;
        let chunk = self.plan.tensors[index].chunk;
        let node = self.out.end();
        let tensor = self.current[self.group[index]];
        let r = self.new_tensor(original, 0, "remote", node);
        let kind = match edit.kind {
            EditKind::Store { tier, into } => NodeKind::Store {
                tensor,
                remote: r,
                tier,
                chunk,
                into: into.map(|i| self.remote[i].expect("the chain's stores in order")),
            },
            EditKind::Resident { tier } => NodeKind::Resident {
                tensor,
                remote: r,
                tier,
                chunk,
            },
            _ => unreachable!("a store or a resident copy"),
        };
        self.out
            .nodes
            .push(offload_node(kind, vec![tensor], vec![r]));
        self.remote[index] = Some(r);
    }

    /// A prefetch of planned tensor `index` for its `absence`: the fetched
    /// copy is the one in use from here.
    fn prefetch(&mut self, index: usize, absence: usize, makes_buffer: bool) {
        let original = self.plan.tensors[index].tensor;
        let chunk = self.plan.tensors[index].chunk;
        let node = self.out.end();
        let r = self.remote[index].expect("a prefetch follows its store (Plan invariant)");
        let suffix = match chunk {
            None => format!("p{absence}"),
            Some(c) => format!("p{absence}.at{}", c.start),
        };
        let fetched = self.new_tensor(original, self.graph.tensors[original].bytes, &suffix, node);
        // A chunk comes back into the buffer of the copy in use,
        // whose storage the result then views, unless it makes
        // the buffer.
        let base = chunk
            .filter(|_| !makes_buffer)
            .map(|_| self.current[self.group[index]]);
        if let Some(base) = base {
            self.out.tensors[fetched].alias_of = Some(self.out.storage(base));
        }
        self.out.nodes.push(offload_node(
            NodeKind::Prefetch {
                remote: r,
                tensor: fetched,
                chunk,
                base,
            },
            [r].into_iter().chain(base).collect(),
            vec![fetched],
        ));
        self.current[self.group[index]] = fetched;
    }

    /// The op of `view` again, on the copies in use, right before the
    /// first use after `absence` of planned tensor `index` (a view op that
    /// reads the fetched copy waits for it like any other).
    fn remake_view(&mut self, index: usize, absence: usize, view: TensorId) {
        let fetched = self.current[self.group[index]];
        self.view_again(view, self.out.storage(fetched), &format!("p{absence}"));
    }

    /// The op of `view` again on the copies in use, its results views of
    /// `storage`, named with `suffix`: from here on they are read for the
    /// view's.
    fn view_again(&mut self, view: TensorId, storage: TensorId, suffix: &str) {
        let graph = self.graph;
        let node = self.out.end();
        let def = graph.def_step(view).expect("a view has a defining op");
        let mut again = graph.nodes[def].clone();
        for operand in &mut again.operands {
            *operand = self.read(*operand);
        }
        for result in &mut again.results {
            let id = TensorId::new(self.out.tensors.len());
            self.out.tensors.push(Tensor {
                name: format!("{}.{suffix}", graph.tensors[*result].name),
                alias_of: Some(storage),
                origin: TensorOrigin::Result { node, index: 0 },
                is_result: false,
                ..graph.tensors[*result].clone()
            });
            self.remade.insert(*result, id);
            *result = id;
        }
        self.out.nodes.push(again);
    }

    /// The ops of recomputation `index` again, on the copies in use and the
    /// chain's own results, each marked a clone.
    fn recompute(&mut self, index: usize) {
        let graph = self.graph;
        let r = &self.plan.recomputes[index];
        let mut chain: HashMap<TensorId, TensorId> = HashMap::new();
        for &step in &r.ops {
            let node = self.out.end();
            let mut again = self.node_of(step);
            again.recompute = true;
            for operand in &mut again.operands {
                *operand = chain
                    .get(operand)
                    .copied()
                    .unwrap_or_else(|| self.read(*operand));
            }
            for (k, result) in again.results.iter_mut().enumerate() {
                let id = TensorId::new(self.out.tensors.len());
                // A view the chain makes again views the chain's clone of
                // its storage.
                let alias_of = graph.tensors[*result].alias_of.map(|s| {
                    self.out
                        .storage(chain.get(&s).copied().unwrap_or_else(|| self.read(s)))
                });
                self.out.tensors.push(Tensor {
                    name: format!("{}.r{index}", graph.tensors[*result].name),
                    origin: TensorOrigin::Result { node, index: k },
                    is_result: false,
                    alias_of,
                    ..graph.tensors[*result].clone()
                });
                chain.insert(*result, id);
                *result = id;
            }
            self.out.nodes.push(again);
        }
        let clone = chain[&r.tensor];
        self.recomputed.insert(r.tensor, clone);
        let views = views_remade_at(graph, r.tensor, r.before)
            .expect("a recomputed tensor's views used after it can be made again (validate)");
        for view in views {
            self.view_again(view, clone, &format!("r{index}"));
        }
    }

    /// The op of `graph` at `slot`, reading the copies in use.
    fn copy_step(&mut self, slot: NodeId) {
        let mut node = self.node_of(slot);
        for operand in &mut node.operands {
            *operand = self.read(*operand);
        }
        // Views (and in-place results) made from a prefetched copy share
        // that copy's buffer, not the original's.
        for &result in &node.results {
            if let Some(base) = self.out.tensors[result].alias_of
                && let Some(&index) = self.planned_of.get(&base)
            {
                self.out.tensors[result].alias_of = Some(self.out.storage(self.current[index]));
            }
        }
        self.new_step[slot] = self.out.end();
        self.out.nodes.push(node);
    }

    /// A tensor that leaves for good is returned as its remote copy; a
    /// returned tensor that was away and came back, as its last device copy
    /// (the planner takes results off the device only when they are
    /// returned themselves, not through a view).
    fn mark_returns(&mut self) {
        let graph = self.graph;
        for (index, tp) in self.plan.tensors.iter().enumerate() {
            let returned = if self.leaves[index] {
                self.remote[index]
            } else if tp.leaves_in_chunks() {
                None // the copy of its chain's last store is returned
            } else if graph.tensors[tp.tensor].is_result
                && self.current[self.group[index]] != tp.tensor
            {
                Some(self.current[self.group[index]])
            } else {
                None
            };
            if let Some(r) = returned {
                for tensor in graph.tensor_ids() {
                    if graph.storage(tensor) == tp.tensor {
                        self.out.tensors[tensor].is_result = false;
                    }
                }
                self.out.tensors[r].is_result = true;
            }
        }
    }

    /// The graph made: results and views keep naming their defining node.
    fn finish(mut self) -> TensorGraph {
        for tensor in self.out.tensors.iter_mut().take(self.graph.tensors.len()) {
            if let TensorOrigin::Result { node, .. } = &mut tensor.origin {
                *node = self.new_step[*node];
            }
        }
        debug_assert!(
            self.out.validate().is_ok(),
            "apply produced an invalid graph: {:?}",
            self.out.validate()
        );
        self.out
    }
}

/// An offload op of `kind`.
fn offload_node(kind: NodeKind, operands: Vec<TensorId>, results: Vec<TensorId>) -> Node {
    Node {
        op: kind.offload_op().expect("an offload kind").into(),
        location: String::new(),
        operands,
        results,
        work: OpWork::default(),
        kind,
        signature: String::new(),
        record_key: None,
        view: false,
        constant: false,
        pure: false,
        recompute: false,
        identity: 0,
        kernels: Vec::new(),
        streams: Vec::new(),
        slice: None,
        collective: None,
    }
}
