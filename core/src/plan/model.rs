//! The planning model shared by every planner: step times without stalls,
//! the static device memory per step, and the candidates (a tensor and one
//! idle gap) with what each frees and what it costs on the links.
//!
//! Timing follows the simulator's rules (docs/semantics.md): a store issued
//! after step `a` starts when `a` ends and its direction's link is free; the
//! device copy is released when the store completes; a prefetch issued before
//! step `p` must finish before the first use `b` starts, or `b` stalls.

use rustc_hash::FxHashMap;

use crate::{
    CostModel, Direction, Lifetimes, NodeId, TensorGraph, TensorId, TensorOrigin, Tier,
    plan::{Absence, PlanRequest, Source},
};

/// No steps: an interval `(first, last)` with `first > last`.
pub(crate) const NO_STEPS: (NodeId, NodeId) = (NodeId::new(1), NodeId::FIRST);

/// One way to take a tensor off the device for one idle gap.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    /// The gap this candidate takes (variants of one gap share it; a plan
    /// takes at most one per gap).
    pub gap: usize,
    pub tensor: TensorId,
    pub bytes: u64,
    /// The last use (or definition) before the gap; `None`: the function
    /// start (an argument resident in a tier).
    pub from: Option<NodeId>,
    /// The first use after the gap.
    pub to: NodeId,
    /// Whether a store is needed (false for an argument already in a tier).
    pub needs_store: bool,
    pub store_s: f64,
    pub prefetch_s: f64,
    /// The prefetch slot: issued right before this step.
    pub prefetch_before: NodeId,
    /// Whether the prefetch finishes before `to` starts if links are free.
    pub hides: bool,
    /// The tensor leaves for good (a result returned in the tier): no
    /// prefetch; `to` and `prefetch_before` are the end of the function.
    pub leaves: bool,
    /// For the late variant of a mandatory prefetch: the slot of the
    /// mandatory one it replaces (it is issued later, right before its use,
    /// holding the weight for less time at the cost of a stall).
    pub delays: Option<NodeId>,
    /// An early variant of a hidden prefetch: issued with a longer lead so
    /// that it still hides behind other transfers on the link.
    pub early: bool,
    /// Steps `[first, last]` during which the tensor is off the device (if
    /// links are free); empty when `first > last`.
    pub freed: (NodeId, NodeId),
}

impl Candidate {
    /// Whether the candidate frees the tensor during step `s`.
    pub fn frees(&self, s: NodeId) -> bool {
        self.freed.0 <= s && s <= self.freed.1
    }

    /// Issues the prefetch before `slot`: the candidate frees its steps
    /// up to the one before (none when that leaves none, or at the first).
    fn prefetch_at(&mut self, slot: NodeId) {
        self.prefetch_before = slot;
        self.freed.1 = slot.saturating_sub(1);
        if slot == NodeId::FIRST || self.freed.0 > self.freed.1 {
            self.freed = NO_STEPS;
        }
    }

    /// The absence this candidate stands for.
    pub fn absence(&self) -> Absence {
        Absence {
            detach_after: self.from,
            prefetch_before: self.prefetch_before,
            first_use: self.to,
        }
    }
}

/// What every planner works from.
pub struct Model<'g> {
    pub graph: &'g TensorGraph,
    pub lifetimes: &'g Lifetimes,
    pub cost: &'g CostModel,
    pub tier: Tier,
    /// Start time of each step with no stall, and the end of the function
    /// as one more entry (the `to` of a tensor that leaves for good).
    pub start_s: Vec<f64>,
    /// The start of each step as the mandatory prefetches' stall shifts it
    /// (every plan has that stall): hidden prefetches are placed against
    /// these times. `start_s` where the link keeps up.
    pub place_s: Vec<f64>,
    pub end_s: Vec<f64>,
    /// Device bytes during each step with no optional offload: the
    /// lifetimes' figure plus arguments resident in a tier, which are
    /// prefetched (just in time to hide) and then held to their last use.
    pub resident: Vec<u64>,
    /// Optional candidates.
    pub candidates: Vec<Candidate>,
    /// The first prefetch of every argument resident in a tier: part of
    /// every plan, since such arguments cannot be used from the tier.
    pub mandatory: Vec<Candidate>,
    /// Tensors whose copies go to another tier than `tier`
    /// ([`PlanRequest::stored_in`]).
    pub stored_in: FxHashMap<TensorId, Tier>,
    /// The ways to recompute a tensor for a gap instead
    /// ([`PlanRequest::recompute`]; none when it is off), by
    /// [`RecomputeOptionId`](super::recompute::RecomputeOptionId).
    pub recomputes: Vec<super::recompute::RecomputeOption>,
    /// Per storage tensor, whether the function returns it (or a view of
    /// it) on the device ([`TensorGraph::returned_storage`]).
    pub returned: Vec<bool>,
}

impl Model<'_> {
    /// Whether `tensor` moves only whole because the function returns it
    /// on the device: the caller gets the buffer back whole, so no chunk of
    /// it may be away at the return, nor may chunk copies fill it. Not one
    /// that `leaves` for good in the tier (the caller takes it there).
    /// The flow program's gaps, the realized plans and the finishing
    /// stages all ask this; plan validation refuses a plan that breaks it.
    pub fn returned_whole(&self, tensor: TensorId, leaves: bool) -> bool {
        self.returned[tensor] && !leaves
    }
}

/// Where the links put each chosen candidate's transfers.
#[derive(Clone, Debug, PartialEq)]
pub struct LinkSchedule {
    /// Per chosen candidate (same order): steps it is actually off the
    /// device, `(first, last)`, empty when `first > last`.
    pub freed: Vec<(NodeId, NodeId)>,
}

/// The chosen candidates that issue their tensor's store: one per tensor,
/// at its earliest chosen gap (later absences only detach and prefetch).
fn storing<'a>(chosen: &'a [&Candidate]) -> impl Iterator<Item = usize> + 'a {
    let mut first: FxHashMap<TensorId, Option<NodeId>> =
        FxHashMap::with_capacity_and_hasher(chosen.len(), Default::default());
    for c in chosen.iter().filter(|c| c.needs_store) {
        let entry = first.entry(c.tensor).or_insert(c.from);
        *entry = (*entry).min(c.from);
    }
    chosen
        .iter()
        .enumerate()
        .filter(move |(_, c)| c.needs_store && first.get(&c.tensor) == Some(&c.from))
        .map(|(i, _)| i)
}

/// What one more candidate would free, read off the links of a chosen set
/// without replaying them: its store joins the end of the device-to-host
/// queue at its issue time (the stores issued before it are not delayed by
/// it), and, when the prefetches are packed (`Model::pack`), its prefetch is
/// placed behind those due later (which it does not move). Exact for the
/// candidate itself; what it does to the others still needs a replay.
pub struct Probe<'m, 'g> {
    model: &'m Model<'g>,
    /// Stores of the chosen set in issue order: (the position they are
    /// issued before, link free after it).
    stores: Vec<(NodeId, f64)>,
    /// Per stored tensor: the step its store follows and when it completes.
    stored: FxHashMap<TensorId, (Option<NodeId>, f64)>,
    /// The chosen set's packing, when the prefetches are packed: a new one
    /// is placed among them as `Packing::with` places it.
    packed: Option<&'m Packing>,
}

impl<'m, 'g> Probe<'m, 'g> {
    /// The probe of `chosen` (as placed: `packed.placed` when packed).
    pub fn new(model: &'m Model<'g>, chosen: &[&Candidate], packed: Option<&'m Packing>) -> Self {
        let queue = model.store_queue(chosen);
        let mut stored = FxHashMap::with_capacity_and_hasher(queue.len(), Default::default());
        let mut stores = Vec::with_capacity(queue.len());
        for (i, done) in queue {
            stores.push((store_position(chosen[i]), done));
            stored.insert(chosen[i].tensor, (chosen[i].from, done));
        }
        Probe {
            model,
            stores,
            stored,
            packed,
        }
    }

    /// Whether `c`, added to the chosen set, would be off the device during
    /// `step`; `None` when the probe cannot tell (a gap from the function's
    /// entry, or a store that would replace an earlier chosen one).
    pub fn frees(&self, c: &Candidate, step: NodeId) -> Option<bool> {
        let model = self.model;
        let from = c.from?;
        let ready = match self.stored.get(&c.tensor) {
            Some(&(first, done)) if first <= Some(from) => done,
            Some(_) => return None,
            None if c.needs_store => {
                // Issued after every store at its position or before it.
                let before = self.stores.partition_point(|&(p, _)| p <= from + 1);
                let free = before.checked_sub(1).map_or(0.0, |k| self.stores[k].1);
                model.end_s[from].max(free) + c.store_s
            }
            // A copy already in the tier (an argument that starts there):
            // nothing to wait for.
            None => 0.0,
        };
        let first = model.first_step_at(model.end_s[from].max(ready), from + 1);
        if c.leaves {
            return Some(first <= step);
        }
        let slot = match self.packed {
            Some(packing) if packs(c) => latest_slot(&model.place_s, c, packing.link_end_for(c.to)),
            _ => c.prefetch_before,
        };
        Some(first <= step && step < slot)
    }
}

/// Places the prefetches of `candidates[order]` one after another on the
/// link, each as late as it finishes by its first use and by the start of
/// the one placed before it (`place_before_in`). Returns where the link
/// stood before each (and, last, after them all).
fn place_in_order(start_s: &[f64], candidates: &mut [Candidate], order: &[usize]) -> Vec<f64> {
    let mut link_end = Vec::with_capacity(order.len() + 1);
    let mut end = f64::INFINITY;
    for &i in order {
        link_end.push(end);
        end = place_before_in(start_s, &mut candidates[i], end);
    }
    link_end.push(end);
    link_end
}

/// Prefetches replayed in time (`Model::replay_prefetches`).
struct Replayed {
    /// Indices of the prefetches in link order.
    fifo: Vec<usize>,
    /// Per position (step, and the end): the stall compute has waited by
    /// then.
    stall_before: Vec<f64>,
    /// Per prefetch: when the link has finished the ones before it.
    link_before: Vec<f64>,
}

/// The order `Model::place_late` places prefetches in: latest first use
/// first, and among those of one first use the candidate added last.
fn sort_for_placing(candidates: &[Candidate], order: &mut [usize]) {
    order.sort_unstable_by(|&a, &b| candidates[b].to.cmp(&candidates[a].to).then(b.cmp(&a)));
}

/// The latest slot for the prefetch of `c` that finishes by its first use
/// and by `link_end` (where the link's next prefetch starts), with the
/// steps starting at `start_s`, but not before its absence starts.
fn latest_slot(start_s: &[f64], c: &Candidate, link_end: f64) -> NodeId {
    let finish = start_s[c.to].min(link_end);
    let start = finish - c.prefetch_s;
    let earliest = NodeId::after(c.from);
    // The last step that starts by `start`.
    NodeId::new(
        start_s[..=c.to.index()]
            .partition_point(|&s| s <= start + 1e-15)
            .saturating_sub(1),
    )
    .max(earliest)
}

/// `Model::place_before` against the start times `start_s` of the steps.
fn place_before_in(start_s: &[f64], c: &mut Candidate, link_end: f64) -> f64 {
    let slot = latest_slot(start_s, c, link_end);
    c.prefetch_at(slot);
    c.hides = start_s[slot] + c.prefetch_s <= start_s[c.to] + 1e-15;
    start_s[slot]
}

/// A chosen set with its prefetches packed (`Model::packing`), in the order
/// they were placed and with where the link stood before each.
pub struct Packing {
    /// The chosen candidates as packed, in the chosen order.
    pub placed: Vec<Candidate>,
    /// Indices into `placed` of the packed prefetches, in placing order.
    order: Vec<usize>,
    /// Before each of `order` (and after the last): where the next
    /// prefetch on the link starts.
    link_end: Vec<f64>,
}

impl Packing {
    /// Where the link stands for a prefetch due at `to` placed first among
    /// those due then (as `Model::pack` places one more): the issue of the
    /// one placed before it, the last of those due later (which, for one
    /// its absence held back, need not be the earliest of them).
    pub fn link_end_for(&self, to: NodeId) -> f64 {
        self.link_end[self.order.partition_point(|&i| self.placed[i].to > to)]
    }

    /// `f` of the set packed with `c` added last, as `Model::pack` of the
    /// whole set would place it: `c` is placed first among those of its
    /// first use, so only the prefetches placed after it can move, and
    /// once one keeps its slot the link after it is as before and so is
    /// every later one. `chosen` is the set this packing was made from.
    pub fn with<R>(
        &self,
        model: &Model,
        chosen: &[&Candidate],
        c: &Candidate,
        f: impl FnOnce(&[&Candidate]) -> R,
    ) -> R {
        let mut added = c.clone();
        if !packs(c) {
            let mut refs: Vec<&Candidate> = self.placed.iter().collect();
            refs.push(&added);
            return f(&refs);
        }
        let at = self.order.partition_point(|&i| self.placed[i].to > c.to);
        let mut end = model.place_before(&mut added, self.link_end_for(c.to));
        let mut moved: Vec<(usize, Candidate)> = Vec::new();
        for (k, &i) in self.order.iter().enumerate().skip(at) {
            if end == self.link_end[k] {
                break;
            }
            let mut again = chosen[i].clone();
            end = model.place_before(&mut again, end);
            if again.prefetch_before == self.placed[i].prefetch_before {
                break;
            }
            moved.push((i, again));
        }
        let mut refs: Vec<&Candidate> = self.placed.iter().collect();
        for (i, again) in &moved {
            refs[*i] = again;
        }
        refs.push(&added);
        #[cfg(debug_assertions)]
        {
            let mut all = chosen.to_vec();
            all.push(c);
            let whole = model.pack(&all);
            debug_assert!(
                whole.iter().zip(&refs).all(|(a, b)| a == *b),
                "packing one more differs from packing the whole set"
            );
        }
        f(&refs)
    }
}

/// Whether `Model::pack` places the prefetch of `c`.
fn packs(c: &Candidate) -> bool {
    !c.leaves && c.hides && c.delays.is_none()
}

/// The position a candidate's store is issued before: right after its
/// `from` step, or the function's entry.
fn store_position(c: &Candidate) -> NodeId {
    NodeId::after(c.from)
}

/// A sort key of an event on the links: its position in the program (the
/// step it happens before), its kind at that position, and the candidate.
fn event_key(position: NodeId, kind: u64, candidate: usize) -> u64 {
    let position = position.index();
    debug_assert!(candidate < 1 << 32 && kind < 4 && position < 1 << 30);
    ((position as u64) << 34) | (kind << 32) | candidate as u64
}

fn key_index(key: u64) -> usize {
    (key & 0xffff_ffff) as usize
}

/// Leads, in transfer times, of the early variants of a hidden prefetch.
const EARLY_LEADS: [f64; 3] = [2.0, 4.0, 8.0];

impl<'g> Model<'g> {
    pub fn new(
        graph: &'g TensorGraph,
        lifetimes: &'g Lifetimes,
        cost: &'g CostModel,
        request: &PlanRequest,
    ) -> Self {
        let mut start_s = Vec::with_capacity(graph.nodes.len());
        let mut end_s = Vec::with_capacity(graph.nodes.len());
        let mut t = 0.0;
        for node in &graph.nodes {
            start_s.push(t);
            t += cost.op_time(node) + cost.exposed_collective_s(node);
            end_s.push(t);
        }
        start_s.push(t);
        let mut model = Model {
            graph,
            lifetimes,
            cost,
            tier: request.tier,
            place_s: start_s.clone(),
            start_s,
            end_s,
            resident: lifetimes.resident_bytes.clone(),
            candidates: Vec::new(),
            mandatory: Vec::new(),
            stored_in: request.stored_in.iter().copied().collect(),
            recomputes: if request.recompute {
                super::recompute::options(
                    graph,
                    lifetimes,
                    cost,
                    request.min_bytes,
                    super::recompute::MAX_CHAIN,
                )
            } else {
                Vec::new()
            },
            returned: graph.returned_storage(),
        };
        let (mut candidates, mut mandatory) = model.enumerate(
            request.min_bytes,
            &request.returnable,
            &request.kept_for_return,
        );
        model.add_leaving(&mut candidates, &request.returnable, request.min_bytes);
        model.place_mandatory(&mut mandatory);
        model.place_s = model.shifted_starts(&mandatory);
        // Mandatory prefetches get gaps of their own; a late variant shares
        // its mandatory prefetch's gap and replaces it when chosen.
        let first_gap = candidates.last().map_or(0, |c: &Candidate| c.gap + 1);
        for (gap, m) in (first_gap..).zip(mandatory.iter_mut()) {
            m.gap = gap;
            if m.prefetch_before < m.to {
                candidates.push(Candidate {
                    prefetch_before: m.to,
                    hides: false,
                    delays: Some(m.prefetch_before),
                    freed: (m.prefetch_before, m.to - 1),
                    ..m.clone()
                });
            }
        }
        for c in &mandatory {
            let last = model
                .lifetimes
                .of(graph, c.tensor)
                .last_use()
                .unwrap_or(c.to);
            for s in NodeId::span(c.prefetch_before, last) {
                model.resident[s] += c.bytes;
            }
        }
        model.candidates = candidates;
        model.mandatory = mandatory;
        model
    }

    /// Candidates for returned tensors the caller accepts in the tier: stored
    /// after their last use (or definition) and detached for good.
    fn add_leaving(
        &self,
        candidates: &mut Vec<Candidate>,
        returnable: &[TensorId],
        min_bytes: u64,
    ) {
        let end = self.graph.end();
        for &t in returnable {
            let tensor = &self.graph.tensors[t];
            if tensor.alias_of.is_some()
                || tensor.bytes < min_bytes.max(1)
                || self.graph.starts_off_device(t)
                || !tensor.offloadable
                || tensor.may_be_aliased
            {
                continue;
            }
            let lifetime = self.lifetimes.of(self.graph, t);
            let Some(from) = lifetime.last_use().max(lifetime.def_step) else {
                continue;
            };
            let gap = candidates.last().map_or(0, |c| c.gap + 1);
            let store_s = self
                .cost
                .transfer_time(tensor.bytes, self.tier_of(t), Direction::DeviceToHost)
                .unwrap_or(f64::INFINITY);
            let first = self.first_step_at(self.end_s[from] + store_s, from + 1);
            let freed = if first < end {
                (first, end - 1)
            } else {
                NO_STEPS
            };
            candidates.push(Candidate {
                gap,
                tensor: t,
                bytes: tensor.bytes,
                from: Some(from),
                to: end,
                needs_store: true,
                store_s,
                prefetch_s: 0.0,
                prefetch_before: end,
                hides: true,
                leaves: true,
                delays: None,
                early: false,
                freed,
            });
        }
    }

    /// Places the mandatory prefetches as late as the H2D link allows while
    /// each still completes before its use (`place_late`): as late as
    /// possible keeps the weights off the device longest; FIFO then meets
    /// every deadline the link can meet.
    fn place_mandatory(&self, mandatory: &mut [Candidate]) {
        self.place_late(mandatory, (0..mandatory.len()).collect());
        // The stall of the first weights shifts every later step: placed
        // again against the shifted start times, the prefetches after it
        // are issued later. Kept while the stall does not grow.
        for _ in 0..4 {
            let shifted = self.shifted_starts(mandatory);
            let mut again = mandatory.to_vec();
            let mut order: Vec<usize> = (0..again.len()).collect();
            sort_for_placing(&again, &mut order);
            place_in_order(&shifted, &mut again, &order);
            let stall = |cs: &[Candidate]| self.stall_s(&cs.iter().collect::<Vec<_>>());
            if again == mandatory || stall(&again) > stall(mandatory) * (1.0 + 1e-9) + 1e-15 {
                break;
            }
            mandatory.clone_from_slice(&again);
        }
        self.issue_queued_later(mandatory);
    }

    /// The start of each step (and the end) as the mandatory prefetches
    /// `placed` delay it.
    fn shifted_starts(&self, placed: &[Candidate]) -> Vec<f64> {
        let replayed = self.replay_prefetches(placed);
        self.start_s
            .iter()
            .zip(&replayed.stall_before)
            .map(|(start, stall)| start + stall)
            .collect()
    }

    /// Prefetches `placed` (no stores) replayed in time as `stall_s` does:
    /// their order on the link, the stall compute has waited by each
    /// position (waits happen at the start of a step, after the issues
    /// before it), and when the link frees up before each prefetch.
    fn replay_prefetches(&self, placed: &[Candidate]) -> Replayed {
        let mut keys: Vec<u64> = placed
            .iter()
            .enumerate()
            .map(|(i, c)| event_key(c.prefetch_before, 0, i))
            .collect();
        keys.sort_unstable();
        let fifo: Vec<usize> = keys.into_iter().map(key_index).collect();
        let mut waits: Vec<(NodeId, usize)> =
            placed.iter().enumerate().map(|(i, c)| (c.to, i)).collect();
        waits.sort_unstable();
        let n = self.start_s.len();
        let mut stall_before = vec![0.0f64; n];
        let mut link_before = vec![0.0f64; placed.len()];
        let mut done = vec![0.0f64; placed.len()];
        let (mut next_issue, mut next_wait, mut shift, mut link_free) = (0, 0, 0.0f64, 0.0f64);
        for position in NodeId::all(n) {
            stall_before[position] = shift;
            let now = self.start_s[position] + shift;
            while next_issue < fifo.len() && placed[fifo[next_issue]].prefetch_before == position {
                let i = fifo[next_issue];
                link_before[i] = link_free;
                link_free = now.max(link_free) + placed[i].prefetch_s;
                done[i] = link_free;
                next_issue += 1;
            }
            while next_wait < waits.len() && waits[next_wait].0 == position {
                let i = waits[next_wait].1;
                shift += (done[i] - (self.start_s[position] + shift)).max(0.0);
                next_wait += 1;
            }
        }
        Replayed {
            fifo,
            stall_before,
            link_before,
        }
    }

    /// Where the link cannot keep up (the first weights of a step over
    /// PCIe), `place_late` issues the prefetches it cannot hide at their
    /// earliest slot, all at once, and each holds its buffer from then on
    /// while it waits in the queue. Each such prefetch is issued instead at
    /// the last step that starts (stalls included) by the time the link
    /// takes it up: every transfer then starts and ends when it did, so the
    /// stalls and the makespan stay, and the buffers are allocated later.
    /// The link order stays: a prefetch is not issued after the next one.
    fn issue_queued_later(&self, mandatory: &mut [Candidate]) {
        let Replayed {
            fifo,
            stall_before,
            link_before,
        } = self.replay_prefetches(mandatory);
        let issued_at = |slot: NodeId| self.start_s[slot] + stall_before[slot];
        // From the last on the link back, so that each may go up to where
        // the next one now is.
        for (k, &i) in fifo.iter().enumerate().rev() {
            let c = &mandatory[i];
            let queued = issued_at(c.prefetch_before) < link_before[i];
            if !queued {
                continue;
            }
            // Not after the next prefetch on the link (at its slot only if
            // it is ordered after this one there), and not after the use.
            let limit = match fifo.get(k + 1) {
                Some(&j) if j > i => mandatory[j].prefetch_before,
                Some(&j) => mandatory[j].prefetch_before.saturating_sub(1),
                None => c.to,
            }
            .min(c.to);
            let mut slot = c.prefetch_before;
            while slot < limit && issued_at(slot + 1) <= link_before[i] {
                slot += 1;
            }
            mandatory[i].prefetch_at(slot);
        }
    }

    /// The chosen candidates with every hidden prefetch placed again as late
    /// as the H2D link allows, all of them together (`place_late`, as
    /// `place_mandatory` does for the mandatory ones alone). Adding a
    /// prefetch then moves the ones before it earlier instead of making the
    /// ones after it late. Late variants keep their slot.
    pub fn pack(&self, chosen: &[&Candidate]) -> Vec<Candidate> {
        let mut out: Vec<Candidate> = chosen.iter().map(|c| (*c).clone()).collect();
        let order: Vec<usize> = (0..out.len()).filter(|&i| packs(&out[i])).collect();
        self.place_late(&mut out, order);
        out
    }

    /// Issues the prefetches of `candidates[order]` as late as the H2D link
    /// allows: backwards from the last deadline, each finishes by its first
    /// use or by the start of the next one on the link, whichever is
    /// earlier. A prefetch is never issued before its absence starts: one
    /// that would have to is issued then (and no longer hides).
    fn place_late(&self, candidates: &mut [Candidate], mut order: Vec<usize>) {
        sort_for_placing(candidates, &mut order);
        place_in_order(&self.place_s, candidates, &order);
    }

    /// Issues the prefetch of `c` as late as it can finish by its first use
    /// and by `link_end` (where the link's next prefetch starts), never
    /// before its absence starts; returns where its own transfer starts.
    fn place_before(&self, c: &mut Candidate, link_end: f64) -> f64 {
        place_before_in(&self.place_s, c, link_end)
    }

    /// `Model::pack` of `chosen`, kept so that one more candidate can be
    /// packed with it (`Packing::with`) without placing the whole set again.
    pub fn packing(&self, chosen: &[&Candidate]) -> Packing {
        let mut placed: Vec<Candidate> = chosen.iter().map(|c| (*c).clone()).collect();
        let mut order: Vec<usize> = (0..placed.len()).filter(|&i| packs(&placed[i])).collect();
        sort_for_placing(&placed, &mut order);
        let link_end = place_in_order(&self.place_s, &mut placed, &order);
        Packing {
            placed,
            order,
            link_end,
        }
    }

    /// FIFO per link direction, in issue order (stores when their `from`
    /// step ends, prefetches when their slot is reached); a prefetch of a
    /// stored copy also waits for that tensor's first store.
    pub fn schedule(&self, chosen: &[&Candidate]) -> LinkSchedule {
        let mut freed = vec![NO_STEPS; chosen.len()];
        // Stores: one per tensor, at its earliest chosen gap.
        let mut store_done: FxHashMap<TensorId, f64> =
            FxHashMap::with_capacity_and_hasher(chosen.len(), Default::default());
        for (i, done) in self.store_queue(chosen) {
            store_done.insert(chosen[i].tensor, done);
        }
        let mut prefetches: Vec<u64> = chosen
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.leaves)
            .map(|(i, c)| event_key(c.prefetch_before, 0, i))
            .collect();
        prefetches.sort_unstable();
        let mut link_free = 0.0f64;
        for key in prefetches {
            let i = key_index(key);
            let c = chosen[i];
            let issue = self.start_s[c.prefetch_before];
            let ready = store_done.get(&c.tensor).copied().unwrap_or(0.0);
            let done = issue.max(link_free).max(ready) + c.prefetch_s;
            link_free = done;
            // Off the device from the store's completion (or the detach,
            // for a copy stored earlier) until the prefetch's slot.
            let released = match c.from {
                None => 0.0,
                Some(a) => self.end_s[a].max(ready),
            };
            let first = match c.from {
                None if c.needs_store => self.first_step_at(ready, NodeId::FIRST),
                None => c.delays.unwrap_or_default(),
                Some(a) => self.first_step_at(released, a + 1),
            };
            let last = c.prefetch_before.saturating_sub(1);
            if c.prefetch_before > NodeId::FIRST && first <= last {
                freed[i] = (first, last);
            }
        }
        // Tensors that leave for good: off from their store's completion on.
        for (i, c) in chosen.iter().enumerate().filter(|(_, c)| c.leaves) {
            let (Some(a), Some(&done)) = (c.from, store_done.get(&c.tensor)) else {
                continue;
            };
            let first = self.first_step_at(self.end_s[a].max(done), a + 1);
            let last = NodeId::new(self.resident.len()).saturating_sub(1);
            if first <= last {
                freed[i] = (first, last);
            }
        }
        LinkSchedule { freed }
    }

    /// The D2H link's FIFO of the stores `chosen` issues (one per tensor,
    /// at its earliest chosen gap), in issue order: by position in the
    /// program (which orders the issue times), then the candidate; each
    /// with when it completes.
    fn store_queue(&self, chosen: &[&Candidate]) -> Vec<(usize, f64)> {
        let mut keys: Vec<u64> = storing(chosen)
            .map(|i| event_key(store_position(chosen[i]), 0, i))
            .collect();
        keys.sort_unstable();
        let mut link_free = 0.0f64;
        keys.into_iter()
            .map(|key| {
                let i = key_index(key);
                link_free = self.time_after(chosen[i].from).max(link_free) + chosen[i].store_s;
                (i, link_free)
            })
            .collect()
    }

    /// The stall `chosen` adds to the compute stream, replayed in time:
    /// stores are issued when their step ends, prefetches when their slot
    /// starts, each link direction is FIFO, a prefetch of a stored copy
    /// waits for its store, and a step waits for the prefetches it uses;
    /// a wait shifts everything after it (issues included), so a later
    /// prefetch stalls only by what it is late beyond that shift.
    pub fn stall_s(&self, chosen: &[&Candidate]) -> f64 {
        // In program order (the position before which each happens), and
        // at one position as the rewrite orders them: stores (after the
        // step before) first, then prefetch issues, then waits (the start
        // of the step).
        const STORE: u64 = 0;
        const ISSUE: u64 = 1;
        const WAIT: u64 = 2;
        let mut events: Vec<u64> = Vec::with_capacity(3 * chosen.len());
        for i in storing(chosen) {
            events.push(event_key(store_position(chosen[i]), STORE, i));
        }
        for (i, c) in chosen.iter().enumerate() {
            if !c.leaves {
                events.push(event_key(c.prefetch_before, ISSUE, i));
                events.push(event_key(c.to, WAIT, i));
            }
        }
        events.sort_unstable();
        let mut shift = 0.0f64;
        let (mut d2h_free, mut h2d_free) = (0.0f64, 0.0f64);
        let mut store_done: FxHashMap<TensorId, f64> =
            FxHashMap::with_capacity_and_hasher(chosen.len(), Default::default());
        let mut done = vec![0.0f64; chosen.len()];
        for key in events {
            let (position, kind, i) = (key >> 34, (key >> 32) & 3, key_index(key));
            let c = chosen[i];
            let now = self.start_s[position as usize] + shift;
            match kind {
                STORE => {
                    d2h_free = now.max(d2h_free) + c.store_s;
                    store_done.insert(c.tensor, d2h_free);
                }
                ISSUE => {
                    let ready = store_done.get(&c.tensor).copied().unwrap_or(0.0);
                    h2d_free = now.max(h2d_free).max(ready) + c.prefetch_s;
                    done[i] = h2d_free;
                }
                _ => shift += (done[i] - now).max(0.0),
            }
        }
        shift
    }

    /// Device bytes per step with `chosen` (and the mandatory prefetches).
    pub fn memory(&self, chosen: &[&Candidate], schedule: &LinkSchedule) -> Vec<u64> {
        let mut delta = vec![0i128; self.resident.len() + 1];
        for (c, &(first, last)) in chosen.iter().zip(&schedule.freed) {
            if first <= last && (c.from.is_some() || c.delays.is_some() || c.needs_store) {
                delta[first] -= c.bytes as i128;
                delta[last + 1] += c.bytes as i128;
            }
            // A mandatory prefetch `pack` issued earlier than the model's
            // slot holds its tensor from then on.
            if let Some(m) = self.mandatory_of(c)
                && c.prefetch_before < m.prefetch_before
            {
                delta[c.prefetch_before] += c.bytes as i128;
                delta[m.prefetch_before] -= c.bytes as i128;
            }
        }
        let mut running = 0i128;
        self.resident
            .iter()
            .zip(&delta)
            .map(|(&r, &d)| {
                running += d;
                // Invariant: a tensor is freed only while it is resident.
                debug_assert!(r as i128 + running >= 0);
                (r as i128 + running).max(0) as u64
            })
            .collect()
    }

    /// The mandatory prefetch `c` is (at another slot, after `pack`).
    fn mandatory_of(&self, c: &Candidate) -> Option<&Candidate> {
        if c.from.is_some() || c.needs_store || c.delays.is_some() || c.leaves {
            return None;
        }
        let first = self.mandatory.first()?.gap;
        self.mandatory
            .get(c.gap.checked_sub(first)?)
            .filter(|m| m.tensor == c.tensor)
    }

    /// Compute-only time.
    pub fn compute_s(&self) -> f64 {
        self.end_s.last().copied().unwrap_or(0.0)
    }

    /// Time at which the link is free to start a transfer issued after `a`.
    pub fn time_after(&self, a: Option<NodeId>) -> f64 {
        a.map_or(0.0, |a| self.end_s[a])
    }

    /// The first step that starts at or after `time`, at or after `from`.
    pub fn first_step_at(&self, time: f64, from: NodeId) -> NodeId {
        let n = self.start_s.len();
        let offset = self.start_s[from.index().min(n)..].partition_point(|&s| s < time - 1e-15);
        from + offset
    }

    /// The latest slot `p` in `(after, to]` whose prefetch, started when step
    /// `p` starts, completes by the time `to` starts; `to` if none does.
    pub fn latest_hiding_slot(
        &self,
        after: Option<NodeId>,
        to: NodeId,
        duration: f64,
    ) -> (NodeId, bool) {
        let deadline = self.start_s[to] - duration;
        let lowest = NodeId::after(after);
        // start_s is non-decreasing: the last p with start_s[p] <= deadline.
        let p = self.start_s[..=to.index()].partition_point(|&s| s <= deadline + 1e-15);
        match NodeId::new(p).checked_sub(1) {
            Some(slot) if slot >= lowest => (slot, true),
            _ => (to, false),
        }
    }

    /// Candidates: every storage tensor that is not held by the caller or
    /// returned through a view, at least `min_bytes`, for every gap between
    /// consecutive uses
    /// (and from its definition to its first use), where no view defined
    /// before the gap is used after it.
    fn enumerate(
        &self,
        min_bytes: u64,
        returnable: &[TensorId],
        kept_for_return: &[TensorId],
    ) -> (Vec<Candidate>, Vec<Candidate>) {
        let graph = self.graph;
        // Uses of views that cannot be made again from a prefetched copy.
        let mut uses_of_view_defined_before: Vec<Vec<(NodeId, NodeId)>> =
            vec![Vec::new(); graph.tensors.len()];
        for (step, node) in graph.nodes_with_ids() {
            for &t in &node.operands {
                if let Some(base) = graph.tensors[t].alias_of
                    && let Some(def) = graph.def_step(t)
                    && !graph.is_remakeable_view(t)
                {
                    uses_of_view_defined_before[base].push((def, step));
                }
            }
        }
        // The return reads these through a value the plan does not rewire.
        let returned_view = graph.returned_through_view();
        let mut candidates = Vec::new();
        let mut mandatory = Vec::new();
        for lifetime in self.lifetimes.storage_tensors() {
            let t = lifetime.tensor;
            let tensor = &graph.tensors[t];
            // A result never used again still has its definition and the
            // return.
            if lifetime.is_remote || (lifetime.use_steps.is_empty() && !lifetime.is_result) {
                continue;
            }
            if let (TensorOrigin::Argument { tier: Some(_), .. }, Some(&first)) =
                (&tensor.origin, lifetime.use_steps.first())
            {
                mandatory.push(self.candidate(t, tensor.bytes, None, first, false));
            }
            // The offload ops carry builtin tensors (`!offload.remote<tensor<..>>`).
            // A returned tensor may be away between its uses (the return
            // then reads the copy fetched last); after its last use it
            // stays, unless the caller takes it in the tier (`add_leaving`).
            // A tensor of no bytes (a `tensor.empty` that only gives an op
            // its result's shape) frees nothing, and a prefetch of it would
            // make a buffer the IR never had: pytorch-ao at min-bytes=0
            // moved such tensors, and the IR written was not its plan.
            if tensor.bytes < min_bytes.max(1)
                || returned_view[t]
                || !tensor.offloadable
                || tensor.may_be_aliased
            {
                continue;
            }
            let (resident, movable) = match tensor.origin {
                TensorOrigin::Argument { tier: Some(_), .. } => (true, true),
                TensorOrigin::Argument { tier: None, .. } => (false, tensor.donated),
                TensorOrigin::Result { .. } => (false, true),
            };
            if !movable {
                continue;
            }
            let mut previous = if resident { None } else { lifetime.def_step };
            // A tensor returned on the device may also be away after its
            // last use, back by the return (the end of the function, step
            // `n`), unless the caller copies it out on return; one the
            // caller takes in the tier leaves instead.
            let back_by_return =
                (lifetime.is_result && !returnable.contains(&t) && !kept_for_return.contains(&t))
                    .then_some(graph.end());
            for to in lifetime.use_steps.iter().copied().chain(back_by_return) {
                let from = previous;
                previous = Some(to);
                let gap_open = match from {
                    // The first prefetch of a resident argument is mandatory;
                    // a donated argument on the device may be stored at the
                    // function's entry and come back before its first use.
                    None => !resident && to > NodeId::FIRST,
                    Some(a) => to > a + 1,
                };
                if !gap_open {
                    continue;
                }
                // A view made before the gap and used after it would read
                // the detached buffer, unless it is made again from the
                // prefetched copy (`apply`; the rewrite clones the view op).
                if uses_of_view_defined_before[t]
                    .iter()
                    .any(|&(def, u)| from.is_some_and(|a| def <= a) && u >= to)
                {
                    continue;
                }
                let gap = candidates.last().map_or(0, |c: &Candidate| c.gap + 1);
                let hidden = Candidate {
                    gap,
                    ..self.candidate(t, tensor.bytes, from, to, !resident)
                };
                // The early variant: back with a lead of four transfer
                // times, so that it still hides when the link is busy with
                // other transfers (it frees fewer steps).
                // The variants free from the same step as the hidden one
                // (when its store completes), not from where an empty
                // interval of the hidden one says.
                let first = self.first_freed(from, hidden.store_s, !resident);
                let mut last_slot = hidden.prefetch_before;
                for lead in EARLY_LEADS {
                    let (slot, hides) = self.latest_hiding_slot(from, to, lead * hidden.prefetch_s);
                    if !(hides && hidden.hides && slot < last_slot && slot > NodeId::FIRST) {
                        continue;
                    }
                    let mut early = hidden.clone();
                    early.early = true;
                    early.prefetch_before = slot;
                    early.freed = (first, slot - 1);
                    if early.freed.0 <= early.freed.1 {
                        last_slot = slot;
                        candidates.push(early);
                    }
                }
                // The late variant: back right before its use, freeing more
                // memory at the cost of a stall (for tight budgets).
                if hidden.prefetch_before < to {
                    let mut late = hidden.clone();
                    late.prefetch_before = to;
                    late.hides = false;
                    late.freed = (first, to - 1);
                    if late.freed.0 > late.freed.1 {
                        late.freed = NO_STEPS;
                    }
                    candidates.push(hidden);
                    candidates.push(late);
                } else {
                    candidates.push(hidden);
                }
            }
        }
        (candidates, mandatory)
    }

    /// The tier `tensor` moves through: the one an argument declared in a
    /// tier lives in, the one the request gives it, else the requested tier.
    pub fn tier_of(&self, tensor: TensorId) -> Tier {
        match self.graph.tensors[tensor].origin {
            TensorOrigin::Argument {
                tier: Some(tier), ..
            } => tier,
            _ => self.stored_in.get(&tensor).copied().unwrap_or(self.tier),
        }
    }

    fn candidate(
        &self,
        tensor: TensorId,
        bytes: u64,
        from: Option<NodeId>,
        to: NodeId,
        needs_store: bool,
    ) -> Candidate {
        let tier = self.tier_of(tensor);
        let link = |d| {
            self.cost
                .transfer_time(bytes, tier, d)
                .unwrap_or(f64::INFINITY)
        };
        let store_s = if needs_store {
            link(Direction::DeviceToHost)
        } else {
            0.0
        };
        let prefetch_s = link(Direction::HostToDevice);
        let (prefetch_before, hides) = self.latest_hiding_slot(from, to, prefetch_s);
        let first = self.first_freed(from, store_s, needs_store);
        let last = prefetch_before.saturating_sub(1);
        let freed = if prefetch_before == NodeId::FIRST || first > last {
            NO_STEPS
        } else {
            (first, last)
        };
        Candidate {
            gap: 0,
            leaves: false,
            delays: None,
            early: false,
            tensor,
            bytes,
            from,
            to,
            needs_store,
            store_s,
            prefetch_s,
            prefetch_before,
            hides,
            freed,
        }
    }

    /// The first step a tensor is off the device after `from` (its last
    /// use before the gap; `None`: the function's entry) when its own store
    /// of `store_s` runs on a free link (`needs_store`).
    pub fn first_freed(&self, from: Option<NodeId>, store_s: f64, needs_store: bool) -> NodeId {
        let released = self.time_after(from) + store_s;
        match from {
            None if needs_store => self.first_step_at(released, NodeId::FIRST),
            None => NodeId::FIRST,
            Some(a) => self.first_step_at(released, a + 1),
        }
    }

    /// How the remote copy of a chosen candidate comes to be.
    pub fn source(&self, candidate: &Candidate) -> Source {
        match (candidate.needs_store, candidate.from) {
            (true, Some(after)) => Source::Store { after },
            (true, None) => Source::StoreAtEntry,
            (false, _) => Source::Resident,
        }
    }
}

/// The plan of a set of chosen candidates (one tensor plan per tensor, its
/// absences in program order, stored once before the first).
pub fn build_plan(model: &Model, chosen: &[&Candidate]) -> crate::plan::Plan {
    let mut by_tensor: std::collections::BTreeMap<TensorId, Vec<&Candidate>> =
        std::collections::BTreeMap::new();
    for c in chosen {
        by_tensor.entry(c.tensor).or_default().push(c);
    }
    let tensors = by_tensor
        .into_iter()
        .map(|(tensor, mut cs)| {
            cs.sort_by_key(|c| c.to);
            crate::plan::TensorPlan {
                tensor,
                tier: model.tier_of(tensor),
                source: model.source(cs[0]),
                absences: cs
                    .iter()
                    .filter(|c| !c.leaves)
                    .map(|c| c.absence())
                    .collect(),
                leaves_after: cs.iter().find(|c| c.leaves).and_then(|c| c.from),
                chunk: None,
            }
        })
        .collect();
    crate::plan::Plan {
        tensors,
        ..Default::default()
    }
}
